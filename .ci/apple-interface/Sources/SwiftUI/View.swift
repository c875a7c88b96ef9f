// SwiftUI's View protocol, its result builder and the structural views the builder produces. In the iPhoneOS18.0.sdk
// (Xcode 16: the oldest SDK that builds this Swift 6 package) they live in SwiftUICore.swiftinterface, and there the
// whole protocol is `@MainActor @preconcurrency` (in the 17.5 SDK only `body` was) — as the issue (#23) reads it; the
// pages of SwiftUICore.swiftinterface read for this stand-in agree (every view struct there, e.g. `@frozen
// @_Concurrency.MainActor @preconcurrency public struct ZStack<Content> : SwiftUICore.View` with `@inlinable nonisolated
// public init(alignment:content:)`, carries the isolation a main-actor `View` gives it) but do not include the
// protocol's own declaration. SwiftUI imports Combine and UIKit without re-exporting them: code that uses
// ObservableObject must `import Combine` itself, as it must here.
// Against the iPhoneOS18.0.sdk, these SwiftUI declarations are UNVERIFIED: SwiftUI.swiftinterface (1,369,099 characters)
// and SwiftUICore.swiftinterface (982,545), where iOS 18 moved View, Text, the stacks, the property wrappers and the
// environment, are in xybp888/iOS-SDKs, but only a file's first 100,000 characters are searchable and reading both
// whole (~150 pages) was beyond the pass that re-based this stand-in; no declaration below was among the pages read.
// What those pages do show (README.md, "Where the declarations come from"): view structs print as `@MainActor
// @preconcurrency public struct …: View` with `nonisolated` initialisers, and the modifiers sampled print as
// `nonisolated public func`.
import Foundation

/// https://developer.apple.com/documentation/swiftui/view
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@frozen public struct EmptyView: View {
    @inlinable nonisolated public init() {}
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@frozen public struct TupleView<T>: View {
    nonisolated(unsafe) public var value: T
    @inlinable nonisolated public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
    /// Model: the branch taken (`nonisolated(unsafe)` as `TupleView.value` here: a value, written once in `init`).
    nonisolated(unsafe) let modelTrue: TrueContent?
    nonisolated(unsafe) let modelFalse: FalseContent?
    nonisolated init(modelTrue: TrueContent?, modelFalse: FalseContent?) {
        self.modelTrue = modelTrue
        self.modelFalse = modelFalse
    }
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

@available(iOS 13.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@resultBuilder public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @_alwaysEmitIntoClient public static func buildBlock() -> EmptyView { EmptyView() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @_alwaysEmitIntoClient public static func buildBlock<Content>(_ content: Content) -> Content
    where Content: View { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)>
    where C0: View, C1: View { TupleView((c0, c1)) }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2)
        -> TupleView<(C0, C1, C2)> where C0: View, C1: View, C2: View
    { TupleView((c0, c1, c2)) }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View
    { _ConditionalContent(modelTrue: first, modelFalse: nil) }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View
    { _ConditionalContent(modelTrue: nil, modelFalse: second) }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @available(iOS 14.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

/// https://developer.apple.com/documentation/swiftui/anyview
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@frozen public struct AnyView: View {
    /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init<V>(_ view: V) where V: View { modelView = view }
    /// Model: the view erased (read by SwiftUIModel).
    nonisolated(unsafe) let modelView: Any
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
public protocol DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    mutating func update()
}

@available(iOS 13.0, *)
extension DynamicProperty {
    public mutating func update() {}
}

// The SDK marks these conformances unavailable (`@available(*, unavailable) extension AnyView : Swift.Sendable {}`
// and likewise for `_ConditionalContent`); without them a `@frozen` public struct here would be Sendable implicitly,
// looser than Xcode.
@available(*, unavailable)
extension AnyView: Sendable {}

@available(*, unavailable)
extension _ConditionalContent: Sendable {}

// SwiftUI's View protocol, its result builder and the structural views the builder produces, from
// SwiftUI.swiftinterface (iPhoneOS18.0.sdk, Xcode 16: the oldest SDK that builds this Swift 6 package). There the
// whole protocol is `@MainActor @preconcurrency` (in the 17.5 SDK only `body` was). SwiftUI imports Combine and UIKit
// without re-exporting them: code that uses ObservableObject must `import Combine` itself, as it must here.
import Foundation

/// https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
@available(iOS 13.0, *)
@frozen public struct EmptyView: View {
    @inlinable nonisolated public init() {}
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
@available(iOS 13.0, *)
@frozen public struct TupleView<T>: View {
    nonisolated(unsafe) public var value: T
    @inlinable nonisolated public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@available(iOS 13.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

@available(iOS 13.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, *)
@resultBuilder public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    @_alwaysEmitIntoClient public static func buildBlock() -> EmptyView { EmptyView() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    @_alwaysEmitIntoClient public static func buildBlock<Content>(_ content: Content) -> Content
    where Content: View { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:)
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)>
    where C0: View, C1: View { TupleView((c0, c1)) }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:)
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2)
        -> TupleView<(C0, C1, C2)> where C0: View, C1: View, C2: View
    { TupleView((c0, c1, c2)) }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View
    { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View
    { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
    @available(iOS 14.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        fatalError("interface only")
    }
}

/// https://developer.apple.com/documentation/swiftui/anyview
@available(iOS 13.0, *)
@frozen public struct AnyView: View {
    /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    nonisolated public init<V>(_ view: V) where V: View { fatalError("interface only") }
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS 13.0, *)
public protocol DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
    mutating func update()
}

@available(iOS 13.0, *)
extension DynamicProperty {
    public mutating func update() {}
}

// Scroll views, programmatic scrolling and scroll positions, as far as ResourceLoader's SwiftUI code and its documented
// samples use them. Source: Apple's documentation pages named on each declaration (their declaration and
// availability lines). `ViewBuilder` content and `nonisolated` initialisers as the pages show them.
// Against the iPhoneOS18.0.sdk, these SwiftUI declarations are UNVERIFIED: SwiftUI.swiftinterface (1,369,099 characters)
// and SwiftUICore.swiftinterface (982,545), where iOS 18 moved View, Text, the stacks, the property wrappers and the
// environment, are in xybp888/iOS-SDKs, but only a file's first 100,000 characters are searchable and reading both
// whole (~150 pages) was beyond the pass that re-based this stand-in; no declaration below was among the pages read.
// What those pages do show (README.md, "Where the declarations come from"): view structs print as `@MainActor
// @preconcurrency public struct …: View` with `nonisolated` initialisers, and the modifiers sampled print as
// `nonisolated public func`.
import Foundation

/// https://developer.apple.com/documentation/swiftui/unitpoint (`@frozen struct UnitPoint`, iOS 13)
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@frozen public struct UnitPoint: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/unitpoint/top
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public static let top = UnitPoint()
    init() {}
}

/// https://developer.apple.com/documentation/swiftui/color (`@frozen struct Color`, iOS 13; only `clear` here)
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@frozen public struct Color: Hashable, Sendable, View {
    /// https://developer.apple.com/documentation/swiftui/color/clear
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public static let clear = Color()
    init() {}
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/axis (only `Axis.Set`'s `vertical` here)
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@frozen public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical
    /// https://developer.apple.com/documentation/swiftui/axis/set
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/swiftui/axis/set/vertical
        /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
        public static let vertical = Set(rawValue: 2)
    }
}

/// https://developer.apple.com/documentation/swiftui/scrollview
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
public struct ScrollView<Content>: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) { fatalError("interface only") }
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 14.0, *)
@frozen public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/swiftui/lazyvstack
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 14.0, *)
@frozen public struct LazyVStack<Content>: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) { fatalError("interface only") }
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/scrollviewproxy (`struct ScrollViewProxy`, iOS 14)
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 14.0, *)
public struct ScrollViewProxy {
    /// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    /// Model: records the scroll in SwiftUIModel.scrolls ("Scans all scroll views contained by the proxy for the first
    /// with a child view with identifier id, and then scrolls to that view": the page above).
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {
        SwiftUIModel.scrolls.append(AnyHashable(id))
    }
}

/// https://developer.apple.com/documentation/swiftui/scrollviewreader (`@frozen nonisolated struct
/// ScrollViewReader<Content> where Content : View`, iOS 14)
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 14.0, *)
@frozen public struct ScrollViewReader<Content>: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/scrollviewreader/init(content:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { modelContent = content }
    /// Model: the content, made with a proxy by SwiftUIModel.update(_:as:) ("The scroll view reader's content view
    /// builder receives a ScrollViewProxy instance": https://developer.apple.com/documentation/swiftui/scrollviewreader).
    nonisolated(unsafe) let modelContent: (ScrollViewProxy) -> Content
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

@available(iOS 13.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:) (`nonisolated func
    /// scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View`)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    /// Model: not `@inlinable`, so that it may return the model's own view, which keeps the binding for
    /// SwiftUIModel.scrollPosition(in:) and SwiftUIModel.scroll(_:toTopRow:).
    nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        ModelScrollPosition(base: self, binding: ModelTypedScrollPositionBinding(id))
    }

    /// https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}

/// Model: a view with a scroll position bound (what `scrollPosition(id:anchor:)` makes).
struct ModelScrollPosition<Base: View>: View {
    nonisolated(unsafe) let base: Base
    nonisolated(unsafe) let binding: ModelScrollPositionBinding
    nonisolated init(base: Base, binding: ModelScrollPositionBinding) {
        self.base = base
        self.binding = binding
    }
    var body: Never { fatalError("the model draws nothing") }
}

/// Model: a scroll position's binding, its row id type erased.
class ModelScrollPositionBinding {
    /// The row id the binding reads.
    func get() -> AnyHashable? { nil }
    /// Writes the row id `id` (nothing when it is not of the binding's type).
    func set(_ id: AnyHashable?) {}
}

/// Model: a scroll position's binding of row ids of type `ID`.
final class ModelTypedScrollPositionBinding<ID: Hashable>: ModelScrollPositionBinding {
    let binding: Binding<ID?>
    nonisolated init(_ binding: Binding<ID?>) { self.binding = binding }
    override func get() -> AnyHashable? { binding.wrappedValue.map { AnyHashable($0) } }
    override func set(_ id: AnyHashable?) { binding.wrappedValue = id?.base as? ID }
}

// Scroll views, programmatic scrolling and scroll positions, as far as ResourceLoader's SwiftUI code and its documented
// samples use them. Source: Apple's documentation pages named on each declaration (their declaration and
// availability lines); the 1.4 MB SwiftUI.swiftinterface of the iPhoneOS18.0.sdk (xybp888/iOS-SDKs) is past the
// search index's reach, so the pages were read instead, as for the `docs:swiftui/` entries of
// .ci/availability/declarations.txt. `ViewBuilder` content and `nonisolated` initialisers as the pages show them.
import Foundation

/// https://developer.apple.com/documentation/swiftui/unitpoint (`@frozen struct UnitPoint`, iOS 13)
@available(iOS 13.0, *)
@frozen public struct UnitPoint: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/unitpoint/top
    public static let top = UnitPoint()
    init() {}
}

/// https://developer.apple.com/documentation/swiftui/color (`@frozen struct Color`, iOS 13; only `clear` here)
@available(iOS 13.0, *)
@frozen public struct Color: Hashable, Sendable, View {
    /// https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color()
    init() {}
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/axis (only `Axis.Set`'s `vertical` here)
@available(iOS 13.0, *)
@frozen public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical
    /// https://developer.apple.com/documentation/swiftui/axis/set
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/swiftui/axis/set/vertical
        public static let vertical = Set(rawValue: 2)
    }
}

/// https://developer.apple.com/documentation/swiftui/scrollview
@available(iOS 13.0, *)
public struct ScrollView<Content>: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
    nonisolated public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) { fatalError("interface only") }
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
@available(iOS 14.0, *)
@frozen public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/swiftui/lazyvstack
@available(iOS 14.0, *)
@frozen public struct LazyVStack<Content>: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) { fatalError("interface only") }
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/scrollviewproxy (`struct ScrollViewProxy`, iOS 14)
@available(iOS 14.0, *)
public struct ScrollViewProxy {
    /// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/scrollviewreader (`@frozen nonisolated struct
/// ScrollViewReader<Content> where Content : View`, iOS 14)
@available(iOS 14.0, *)
@frozen public struct ScrollViewReader<Content>: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/scrollviewreader/init(content:)
    nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        fatalError("interface only")
    }
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

@available(iOS 13.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:) (`nonisolated func
    /// scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View`)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        self
    }

    /// https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}

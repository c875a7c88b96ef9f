// The views ResourceLoader's SwiftUI code and samples build: Text, List, ForEach, Section, ProgressView, Button, VStack, from
// SwiftUI.swiftinterface (iPhoneOS17.5.sdk). Their initializers take plain (not `@MainActor`) closures in that SDK.
import Foundation

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
@available(iOS 13.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
    nonisolated public init(_ value: String) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
    nonisolated public init(stringLiteral value: String) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
    nonisolated public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError("interface only") }

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
    @frozen public struct StringInterpolation: StringInterpolationProtocol {
        nonisolated public init(literalCapacity: Int, interpolationCount: Int) { fatalError("interface only") }
        public mutating func appendLiteral(_ literal: String) { fatalError("interface only") }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
        public mutating func appendInterpolation(_ string: String) { fatalError("interface only") }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
            fatalError("interface only")
        }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
        public mutating func appendInterpolation(_ text: Text) { fatalError("interface only") }
    }
    nonisolated public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { fatalError("interface only") }
}

/// SwiftUI's marker for values that a localized string can format with a printf specifier (Int, Double…).
@available(iOS 13.0, *)
public protocol _FormatSpecifiable: Equatable {}

@available(iOS 13.0, *)
extension Int: _FormatSpecifiable {}

@available(iOS 13.0, *)
extension Double: _FormatSpecifiable {}

/// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, *)
@frozen public struct Text: Equatable, View {
    /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    nonisolated public init(verbatim content: String) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    @_disfavoredOverload nonisolated public init<S>(_ content: S) where S: StringProtocol { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    nonisolated public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) { fatalError("interface only") }
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
    nonisolated public static func == (a: Text, b: Text) -> Bool { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/list
@available(iOS 13.0, *)
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

@available(iOS 13.0, *)
extension List where SelectionValue == Never {
    /// https://developer.apple.com/documentation/swiftui/list/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)
    nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// https://developer.apple.com/documentation/swiftui/foreach/data
    public var data: Data
    /// https://developer.apple.com/documentation/swiftui/foreach/content
    public var content: (Data.Element) -> Content
}

@available(iOS 13.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

@available(iOS 13.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        fatalError("interface only")
    }
}

@available(iOS 13.0, *)
extension ForEach where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/section (`Parent` is the header's type)
@available(iOS 13.0, *)
public struct Section<Parent, Content, Footer> {}

@available(iOS 13.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

@available(iOS 13.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError("interface only") }
}

@available(iOS 13.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:)
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/progressview
@available(iOS 14.0, *)
public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

@available(iOS 14.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/progressview/init()
    nonisolated public init() where Label == EmptyView { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)
    nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, *)
public struct Button<Label>: View where Label: View {
    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    nonisolated public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError("interface only") }
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

@available(iOS 13.0, *)
extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)
    @_disfavoredOverload nonisolated public init<S>(_ title: S, action: @escaping () -> Void) where S: StringProtocol {
        fatalError("interface only")
    }
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
@available(iOS 13.0, *)
@frozen public struct HorizontalAlignment: Equatable {
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static var center: HorizontalAlignment { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    public static var leading: HorizontalAlignment { fatalError("interface only") }
    nonisolated public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, *)
@frozen public struct Alignment: Equatable {
    /// https://developer.apple.com/documentation/swiftui/alignment/center
    public static var center: Alignment { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/alignment/bottom
    public static var bottom: Alignment { fatalError("interface only") }
    nonisolated public static func == (a: Alignment, b: Alignment) -> Bool { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, *)
@frozen public struct VStack<Content>: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    { fatalError("interface only") }
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

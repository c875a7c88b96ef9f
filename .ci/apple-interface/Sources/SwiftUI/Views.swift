// Against the iPhoneOS18.0.sdk, these SwiftUI declarations are UNVERIFIED: SwiftUI.swiftinterface (1,369,099 characters)
// and SwiftUICore.swiftinterface (982,545), where iOS 18 moved View, Text, the stacks, the property wrappers and the
// environment, are in xybp888/iOS-SDKs, but only a file's first 100,000 characters are searchable and reading both
// whole (~150 pages) was beyond the pass that re-based this stand-in; no declaration below was among the pages read.
// What those pages do show (README.md, "Where the declarations come from"): view structs print as `@MainActor
// @preconcurrency public struct …: View` with `nonisolated` initialisers, and the modifiers sampled print as
// `nonisolated public func`.
// The views ResourceLoader's SwiftUI code and samples build: Text, List, ForEach, Section, ProgressView, Button, VStack, from
// SwiftUI.swiftinterface (iPhoneOS17.5.sdk). Their initializers take plain (not `@MainActor`) closures in that SDK.
import Foundation

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// Model: the key's text (the model does not localize).
    var modelKey = ""
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(_ value: String) { modelKey = value }
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(stringLiteral value: String) { modelKey = value }
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        modelKey = stringInterpolation.modelText
    }

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @frozen public struct StringInterpolation: StringInterpolationProtocol {
        var modelText = ""
        nonisolated public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { modelText += literal }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
        /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
        public mutating func appendInterpolation(_ string: String) { modelText += string }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
        /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
            modelText += "\(value)"
        }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)
        /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
        public mutating func appendInterpolation(_ text: Text) { modelText += text.modelString }
    }
    nonisolated public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { a.modelKey == b.modelKey }
}

/// SwiftUI's marker for values that a localized string can format with a printf specifier (Int, Double…).
@available(iOS 13.0, *)
public protocol _FormatSpecifiable: Equatable {}

@available(iOS 13.0, *)
extension Int: _FormatSpecifiable {}

@available(iOS 13.0, *)
extension Double: _FormatSpecifiable {}

/// https://developer.apple.com/documentation/swiftui/text
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@frozen public struct Text: Equatable, View {
    /// Model: the text shown.
    var modelString: String
    /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(verbatim content: String) { modelString = content }
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @_disfavoredOverload nonisolated public init<S>(_ content: S) where S: StringProtocol {
        modelString = String(content)
    }
    /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) { modelString = key.modelKey }
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
    nonisolated public static func == (a: Text, b: Text) -> Bool { a.modelString == b.modelString }
}

/// https://developer.apple.com/documentation/swiftui/list
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// Model: the rows (read by SwiftUIModel.rowsAppear(in:_:)).
    nonisolated(unsafe) var modelContent: Any?
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

@available(iOS 13.0, *)
extension List where SelectionValue == Never {
    /// https://developer.apple.com/documentation/swiftui/list/init(content:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(@ViewBuilder content: () -> Content) { modelContent = content() }
    /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {}
}

/// https://developer.apple.com/documentation/swiftui/foreach
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// https://developer.apple.com/documentation/swiftui/foreach/data
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public var data: Data
    /// https://developer.apple.com/documentation/swiftui/foreach/content
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
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
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

@available(iOS 13.0, *)
extension ForEach where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
    }
}

/// https://developer.apple.com/documentation/swiftui/section (`Parent` is the header's type)
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
public struct Section<Parent, Content, Footer> {
    /// Model: the rows (read by SwiftUIModel.rowsAppear(in:_:)).
    nonisolated(unsafe) var modelContent: Any?
}

@available(iOS 13.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

@available(iOS 13.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(@ViewBuilder content: () -> Content) { modelContent = content() }
}

@available(iOS 13.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        modelContent = content()
    }
}

/// https://developer.apple.com/documentation/swiftui/progressview
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 14.0, *)
public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

@available(iOS 14.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/progressview/init()
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init() where Label == EmptyView {}
    /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text {}
}

/// https://developer.apple.com/documentation/swiftui/button
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
public struct Button<Label>: View where Label: View {
    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

@available(iOS 13.0, *)
extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @_disfavoredOverload nonisolated public init<S>(_ title: S, action: @escaping () -> Void) where S: StringProtocol {}
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@frozen public struct HorizontalAlignment: Equatable {
    /// Model: the alignment's name.
    var modelName: String
    nonisolated init(modelName: String) { self.modelName = modelName }
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public static var center: HorizontalAlignment { HorizontalAlignment(modelName: "center") }
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public static var leading: HorizontalAlignment { HorizontalAlignment(modelName: "leading") }
    nonisolated public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { a.modelName == b.modelName }
}

/// https://developer.apple.com/documentation/swiftui/alignment
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@frozen public struct Alignment: Equatable {
    /// Model: the alignment's name.
    var modelName: String
    nonisolated init(modelName: String) { self.modelName = modelName }
    /// https://developer.apple.com/documentation/swiftui/alignment/center
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public static var center: Alignment { Alignment(modelName: "center") }
    /// https://developer.apple.com/documentation/swiftui/alignment/bottom
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public static var bottom: Alignment { Alignment(modelName: "bottom") }
    nonisolated public static func == (a: Alignment, b: Alignment) -> Bool { a.modelName == b.modelName }
}

/// https://developer.apple.com/documentation/swiftui/vstack
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@frozen public struct VStack<Content>: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {}
    public typealias Body = Never
    public var body: Never { fatalError("interface only") }
}

// The SDK marks this conformance unavailable (`@available(*, unavailable) extension LocalizedStringKey :
// Swift.Sendable {}`); without it a `@frozen` public struct here would be Sendable implicitly, looser than Xcode.
@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

/// Model: a `ForEach`'s rows, made from its data, with their ids when the data is `Identifiable`.
protocol ModelRowsListing {
    /// Each row: the element's id, if any, and the view made for it.
    @MainActor func modelRows() -> [(id: AnyHashable?, view: Any)]
}

extension ForEach: ModelRowsListing where Content: View {
    func modelRows() -> [(id: AnyHashable?, view: Any)] {
        data.map { element in ((element as? any Identifiable).map { modelID($0) }, content(element)) }
    }
}

/// Model: an identifiable value's id.
private func modelID<Value: Identifiable>(_ value: Value) -> AnyHashable { AnyHashable(value.id) }

// The 18.0 SDK marks this conformance unavailable (`@available(*, unavailable) extension SwiftUICore.VStack :
// Swift.Sendable {}`, SwiftUICore.swiftinterface near character 63,000); without it a `@frozen` public struct here would
// be Sendable implicitly, looser than Xcode.
@available(*, unavailable)
extension VStack: Sendable {}

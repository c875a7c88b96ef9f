// Content configurations, from UIKit.swiftinterface (iPhoneOS17.5.sdk): the protocol keeps its two requirements
// so that no conformance written against this interface is accepted that UIKit would reject. Types that only appear
// in those requirements (UIConfigurationState's trait collection and custom keys) are left out: nothing in
// ResourceLoader reads a configuration state.
import Foundation

/// https://developer.apple.com/documentation/uikit/uiconfigurationstate
@available(iOS 14.0, *)
public protocol UIConfigurationState {}

/// https://developer.apple.com/documentation/uikit/uicontentview
@available(iOS 14.0, *)
@MainActor public protocol UIContentView: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicontentview/configuration
    var configuration: any UIContentConfiguration { get set }
}

/// https://developer.apple.com/documentation/uikit/uicontentconfiguration
@available(iOS 14.0, *)
public protocol UIContentConfiguration {
    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration/makecontentview()
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration/updated(for:)
    func updated(for state: any UIConfigurationState) -> Self
}

/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
/// (`public struct UIListContentConfiguration : UIContentConfiguration, Hashable`; not Sendable in the 17.5 SDK)
@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/cell()
    public static func cell() -> UIListContentConfiguration { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/subtitlecell()
    public static func subtitleCell() -> UIListContentConfiguration { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/text
    public var text: String? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/secondarytext
    public var secondaryText: String? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/makecontentview()
    @MainActor public func makeContentView() -> any UIView & UIContentView { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/updated(for:)
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        fatalError("interface only")
    }
    public func hash(into hasher: inout Hasher) { fatalError("interface only") }
    public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
        fatalError("interface only")
    }
}

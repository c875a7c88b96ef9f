// Content configurations. Source: iPhoneOS18.0.sdk UIKit.swiftinterface, where every declaration here is
// `@available(iOS 14.0, tvOS 14.0, *)`. UIContentConfiguration keeps its two requirements so that no conformance
// written against this interface is accepted that UIKit would reject. Deliberately left out: UIConfigurationState's
// three requirements (`init(traitCollection:)`, `traitCollection`, `subscript(key:)`), whose types (UITraitCollection,
// UIConfigurationStateCustomKey) nothing in ResourceLoader uses — so the protocol here is looser than the SDK's, and
// a conformance to it would compile here and not in Xcode; nothing in ResourceLoader conforms to it.
import Foundation

/// https://developer.apple.com/documentation/uikit/uiconfigurationstate
/// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIConfigurationState {}

/// https://developer.apple.com/documentation/uikit/uicontentview
/// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor public protocol UIContentView: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicontentview/configuration
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    var configuration: any UIContentConfiguration { get set }
    /// https://developer.apple.com/documentation/uikit/uicontentview/supports(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 16.0, tvOS 16.0, *)
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

@available(iOS 16.0, tvOS 16.0, *)
extension UIContentView {
    /// The SDK's default for `supports(_:)` (`@available(iOS 16.0, tvOS 16.0, *) extension UIKit.UIContentView`).
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// https://developer.apple.com/documentation/uikit/uicontentconfiguration
/// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIContentConfiguration {
    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration/makecontentview()
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// https://developer.apple.com/documentation/uikit/uicontentconfiguration/updated(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    func updated(for state: any UIConfigurationState) -> Self
}

/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
/// (`public struct UIListContentConfiguration : UIContentConfiguration, Hashable`; not Sendable in the 18.0 SDK)
/// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/cell()
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/subtitlecell()
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/text
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public var text: String? {
        get { modelText }
        set { modelText = newValue }
    }
    private var modelText: String?
    private var modelSecondaryText: String?
    /// Model: an empty configuration (`cell()`), as UIKit's default one before text is set.
    init() {}
    /// Model: the height a self-sizing cell showing this configuration takes: a line for each text, none without.
    var modelHeight: CGFloat {
        CGFloat([modelText, modelSecondaryText].compactMap { $0 }.count) * UIKitModel.lineHeight
    }
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/secondarytext
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public var secondaryText: String? {
        get { modelSecondaryText }
        set { modelSecondaryText = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/makecontentview()
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @MainActor public func makeContentView() -> any UIView & UIContentView { ListContentView(configuration: self) }
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/updated(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        self
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(modelText)
        hasher.combine(modelSecondaryText)
    }
    public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
        a.modelText == b.modelText && a.modelSecondaryText == b.modelSecondaryText
    }
}

/// Model: the content view of a list configuration (UIKit's `UIListContentView`, not declared here).
@MainActor
final class ListContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("the model decodes no archive") }
}

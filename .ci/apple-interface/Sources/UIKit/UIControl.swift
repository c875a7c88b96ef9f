// UIControl, its events, UIAction (closure-based actions, the only kind usable from Swift on Linux: there is no
// `#selector`) and UIRefreshControl. Source: iPhoneOS17.5.sdk UIKit/UIControl.h, UIAction.h, UIMenuElement.h,
// UIRefreshControl.h (all NS_SWIFT_UI_ACTOR) and UIKit.swiftinterface (the Swift `UIAction.init` overlay).
import Foundation

/// https://developer.apple.com/documentation/uikit/uicontrol
@available(iOS 2.0, *)
@MainActor open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
        public static var valueChanged: UIControl.Event { fatalError("interface only") }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
        @available(iOS 9.0, *)
        public static var primaryActionTriggered: UIControl.Event { fatalError("interface only") }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
        public static var touchUpInside: UIControl.Event { fatalError("interface only") }
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:)
    @available(iOS 14.0, *)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled: Bool {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
}

/// https://developer.apple.com/documentation/uikit/uimenuelement
@available(iOS 13.0, *)
@MainActor open class UIMenuElement: NSObject {
    /// `- (instancetype)init NS_UNAVAILABLE;`
    @available(*, unavailable)
    public override init() { fatalError("interface only") }
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uimenuelement/title
    open var title: String { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
/// (`typedef void (^UIActionHandler)(__kindof UIAction *action);` — no actor annotation on the block type)
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
@available(iOS 13.0, *)
@MainActor open class UIAction: UIMenuElement {
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:subtitle:image:identifier:discoverabilitytitle:attributes:state:handler:)
    /// — the iOS 15 overload, which UIKit.swiftinterface declares `@_disfavoredOverload` with more defaulted
    /// parameters (image, identifier, discoverabilityTitle, attributes, state) that the library does not pass.
    @available(iOS 15.0, *)
    public convenience init(title: String = "", subtitle: String? = nil, handler: @escaping UIActionHandler) {
        fatalError("interface only")
    }
}

/// https://developer.apple.com/documentation/uikit/uirefreshcontrol (`API_UNAVAILABLE(tvos)`)
@available(iOS 6.0, *)
@available(tvOS, unavailable)
@MainActor open class UIRefreshControl: UIControl {
    /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/init() (`- (instancetype)init;`)
    public init() { fatalError("interface only") }
    /// `init?(coder:)`, inherited designated initializer.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing
    open var isRefreshing: Bool { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()
    open func beginRefreshing() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing()
    open func endRefreshing() { fatalError("interface only") }
}

// UIControl, its events, UIAction (closure-based actions, the only kind usable from Swift on Linux: there is no
// `#selector`) and UIRefreshControl. Sources: iPhoneOS18.0.sdk UIKit.swiftinterface for the Swift `UIAction.init`
// overlay; the classes come from UIControl.h, UIAction.h, UIMenuElement.h and UIRefreshControl.h (all
// NS_SWIFT_UI_ACTOR), whose 18.0 versions are in no reachable mirror: those are unverified against 18.0.
import Foundation

/// https://developer.apple.com/documentation/uikit/uicontrol
/// Source: unverified (18.0 UIControl.h unreachable; 17.5 header / page above).
@available(iOS 2.0, *)
@MainActor open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    /// Source: unverified (18.0 UIControl.h unreachable; 17.5 header / page above).
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
        /// Source: unverified (18.0 UIControl.h unreachable; 17.5 header / page above).
        public static var valueChanged: UIControl.Event { UIControl.Event(rawValue: 1 << 12) }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
        /// Source: unverified (18.0 UIControl.h unreachable; 17.5 header / page above).
        @available(iOS 9.0, *)
        public static var primaryActionTriggered: UIControl.Event { UIControl.Event(rawValue: 1 << 13) }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
        /// Source: unverified (18.0 UIControl.h unreachable; 17.5 header / page above).
        public static var touchUpInside: UIControl.Event { UIControl.Event(rawValue: 1 << 6) }
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    /// Source: unverified (18.0 UIControl.h unreachable; 17.5 header / page above).
    @available(iOS 14.0, *)
    /// Model: the control keeps its actions (strongly) and runs each for the events it was added for
    /// (UIKitModel.send); adding the same action again does nothing ("UIControl ... only adds the action once").
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        guard !modelActions.contains(where: { $0.action === action && $0.events == controlEvents }) else { return }
        modelActions.append((action, controlEvents))
    }
    /// The actions added and not removed, with their events.
    var modelActions: [(action: UIAction, events: UIControl.Event)] = []
    var modelEnabled = true

    /// `sendActions(for:)`: runs every action added for one of `events`.
    func modelSendActions(for events: UIControl.Event) {
        for entry in modelActions where !entry.events.intersection(events).isEmpty {
            entry.action.modelHandler(entry.action)
        }
    }
    /// https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:)
    /// Source: unverified (18.0 UIControl.h unreachable; 17.5 header / page above).
    @available(iOS 14.0, *)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        modelActions.removeAll { $0.action === action && $0.events == controlEvents }
    }
    /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    /// Source: unverified (18.0 UIControl.h unreachable; 17.5 header / page above).
    open var isEnabled: Bool {
        get { modelEnabled }
        set { modelEnabled = newValue }
    }
}

/// https://developer.apple.com/documentation/uikit/uimenuelement
/// Source: unverified (18.0 UIMenuElement.h unreachable; 17.5 header / page above).
@available(iOS 13.0, *)
@MainActor open class UIMenuElement: NSObject {
    /// `- (instancetype)init NS_UNAVAILABLE;`
    @available(*, unavailable)
    public override init() { super.init() }
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uimenuelement/title
    /// Source: unverified (18.0 UIMenuElement.h unreachable; 17.5 header / page above).
    open var title: String { modelTitle }
    var modelTitle = ""
    /// The model's designated initializer (UIKit's is private).
    init(modelTitle: String) {
        self.modelTitle = modelTitle
        super.init()
    }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
/// (`typedef void (^UIActionHandler)(__kindof UIAction *action);` — no actor annotation on the block type)
/// Source: unverified (18.0 UIAction.h unreachable; 17.5 header / page above).
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
/// Source: unverified (18.0 UIAction.h unreachable; 17.5 header / page above).
@available(iOS 13.0, *)
@MainActor open class UIAction: UIMenuElement {
    /// Model: what the action runs when its control sends one of its events.
    var modelHandler: UIActionHandler = { _ in }
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:subtitle:image:identifier:discoverabilitytitle:attributes:state:handler:)
    /// — the iOS 15 overload: `@available(iOS 15.0, tvOS 15.0, *) @_disfavoredOverload @MainActor @preconcurrency
    /// convenience public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier:
    /// UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    /// state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)` in an `@available(iOS 13.0, tvOS 14.0,
    /// *) extension UIAction`. The defaulted parameters the library does not pass (image … state) are left out, and
    /// so is the iOS 17 overload (with `selectedImage`), which a call without those arguments does not reach on iOS
    /// 15 or 16.
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    @_disfavoredOverload public convenience init(title: String = "", subtitle: String? = nil, handler: @escaping UIActionHandler) {
        self.init(modelTitle: title)
        modelHandler = handler
    }
}

/// https://developer.apple.com/documentation/uikit/uirefreshcontrol (`API_UNAVAILABLE(tvos)`)
/// Source: unverified (18.0 UIRefreshControl.h unreachable; 17.5 header / page above).
@available(iOS 6.0, *)
@available(tvOS, unavailable)
@MainActor open class UIRefreshControl: UIControl {
    /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/init() (`- (instancetype)init;`)
    /// Source: unverified (18.0 UIRefreshControl.h unreachable; 17.5 header / page above).
    public init() { super.init(frame: .zero) }
    /// `init?(coder:)`, inherited designated initializer.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing
    /// Source: unverified (18.0 UIRefreshControl.h unreachable; 17.5 header / page above).
    open var isRefreshing: Bool { modelRefreshing }
    var modelRefreshing = false
    /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()
    /// Source: unverified (18.0 UIRefreshControl.h unreachable; 17.5 header / page above).
    open func beginRefreshing() { modelRefreshing = true }
    /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing()
    /// Source: unverified (18.0 UIRefreshControl.h unreachable; 17.5 header / page above).
    open func endRefreshing() { modelRefreshing = false }
}

// UIScene, UIWindowScene and UIWindow, as far as ResourceLoader's Apple-only code uses them: a view's window, the
// window's scene, and the scene's foreground notification. Source: UIScene.h, UIWindowScene.h, UIWindow.h and UIView.h
// (`@property (nullable, nonatomic, readonly) UIWindow *window;`), NS_SWIFT_UI_ACTOR classes, so `@MainActor`; the
// notification names are NS_SWIFT_NONISOLATED as UIApplication's are in 18.0. UIScene.h, UIWindowScene.h and UIWindow.h
// of 18.0 are in neither mirror: unverified against 18.0 (17.5 headers and Apple's pages).
import Foundation

/// https://developer.apple.com/documentation/uikit/uiscene
/// Source: unverified (18.0 UIScene.h unreachable; 17.5 header / page above).
@available(iOS 13.0, *)
@MainActor open class UIScene: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiscene/willenterforegroundnotification
    /// (`UIKIT_EXTERN NSNotificationName const UISceneWillEnterForegroundNotification API_AVAILABLE(ios(13.0))`;
    /// "A notification that indicates that a scene is about to begin running in the foreground and become visible to
    /// the user"; its object is the scene)
    /// Source: unverified (18.0 UIScene.h unreachable; 17.5 header / page above).
    nonisolated public class var willEnterForegroundNotification: NSNotification.Name {
        NSNotification.Name("UISceneWillEnterForegroundNotification")
    }
    /// Model: whether the scene runs in the foreground.
    var modelIsForeground = false
    /// The model's designated initializer (UIKit makes scenes itself).
    override init() { super.init() }
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene
/// Source: unverified (18.0 UIWindowScene.h unreachable; 17.5 header / page above).
@available(iOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {}

/// https://developer.apple.com/documentation/uikit/uiwindow
/// Source: unverified (18.0 UIWindow.h unreachable; 17.5 header / page above).
@available(iOS 2.0, *)
@MainActor open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene (`@property(nullable, nonatomic, weak)
    /// UIWindowScene *windowScene API_AVAILABLE(ios(13.0));`)
    /// Source: unverified (18.0 UIWindow.h unreachable; 17.5 header / page above).
    @available(iOS 13.0, *)
    weak open var windowScene: UIWindowScene? {
        get { modelScene }
        set { modelScene = newValue }
    }
    /// Model: held strongly (the system keeps an app's scenes; the property is `weak` in UIKit).
    var modelScene: UIWindowScene?
    /// Model: whether a layout pass is scheduled for the window's next turn.
    var modelLayoutScheduled = false
}

// UIApplication's life-cycle notification names. Source: iPhoneOS17.5.sdk UIKit/UIApplication.h
// (`UIKIT_EXTERN NSNotificationName const UIApplicationWillEnterForegroundNotification API_AVAILABLE(ios(4.0));`,
// imported as class properties of the NS_SWIFT_UI_ACTOR class). The 17.5 headers do not mark these constants
// NS_SWIFT_NONISOLATED, so they are declared main-actor isolated like their class: read them on the main actor.
import Foundation

/// https://developer.apple.com/documentation/uikit/uiapplication
@available(iOS 2.0, *)
@MainActor open class UIApplication: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification
    @available(iOS 4.0, *)
    public class var willEnterForegroundNotification: NSNotification.Name { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification
    public class var didBecomeActiveNotification: NSNotification.Name { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification
    @available(iOS 4.0, *)
    public class var didEnterBackgroundNotification: NSNotification.Name { fatalError("interface only") }
}

// UIApplication's life-cycle notification names. Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIApplication.h
// (read from the xiangfeidexiaohuo/iOS-SDKs mirror; xybp888/iOS-SDKs lacks it): `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
// API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIApplication : UIResponder`, and `UIKIT_EXTERN
// NSNotificationName const UIApplicationWillEnterForegroundNotification API_AVAILABLE(ios(4.0))
// API_UNAVAILABLE(watchos) NS_SWIFT_NONISOLATED;`, imported as class properties of the class. In 18.0 every one of
// these names is NS_SWIFT_NONISOLATED, so they are `nonisolated` here (the stand-in had them main-actor isolated
// from the 17.5 headers; 18.0 wins): any code may read them.
import Foundation

/// https://developer.apple.com/documentation/uikit/uiapplication
/// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIApplication.h.
@available(iOS 2.0, *)
@MainActor open class UIApplication: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIApplication.h.
    @available(iOS 4.0, *)
    nonisolated public class var willEnterForegroundNotification: NSNotification.Name {
        NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    }
    /// https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIApplication.h.
    nonisolated public class var didBecomeActiveNotification: NSNotification.Name {
        NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    }
    /// https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIApplication.h.
    @available(iOS 4.0, *)
    nonisolated public class var didEnterBackgroundNotification: NSNotification.Name {
        NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    }
}

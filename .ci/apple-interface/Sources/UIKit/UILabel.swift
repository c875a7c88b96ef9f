// UILabel, as far as the samples use it. Source: iPhoneOS17.5.sdk UIKit/UILabel.h
// (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UILabel : UIView`,
// `@property(nullable, nonatomic,copy) NSString *text;`); it inherits UIView's initializers.
import Foundation

/// https://developer.apple.com/documentation/uikit/uilabel
@available(iOS 2.0, *)
@MainActor open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
}

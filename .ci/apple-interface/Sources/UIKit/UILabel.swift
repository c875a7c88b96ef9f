// UILabel, as far as the samples use it. Source: iPhoneOS17.5.sdk UIKit/UILabel.h (the 18.0 UILabel.h is not in any
// reachable mirror: unverified against 18.0)
// (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UILabel : UIView`,
// `@property(nullable, nonatomic,copy) NSString *text;`); it inherits UIView's initializers.
import Foundation

/// https://developer.apple.com/documentation/uikit/uilabel
/// Source: unverified (18.0 UILabel.h unreachable; 17.5 header / page above).
@available(iOS 2.0, *)
@MainActor open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    /// Source: unverified (18.0 UILabel.h unreachable; 17.5 header / page above).
    open var text: String? {
        get { modelText }
        set { modelText = newValue }
    }
    var modelText: String?
    /// Model: a label with text is one line high (its intrinsic content size), UIKitModel.lineHeight.
    override var modelIntrinsicHeight: CGFloat { (modelText ?? "").isEmpty ? 0 : UIKitModel.lineHeight }
}

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
    var modelNumberOfLines = 1
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines ("The default value for this property is
    /// 1. To remove any maximum limit, and use as many lines as needed, set the value of this property to 0.")
    /// (`@property(nonatomic) NSInteger numberOfLines;`)
    /// Source: unverified (18.0 UILabel.h unreachable; 17.5 header / page above).
    open var numberOfLines: Int {
        get { modelNumberOfLines }
        set { modelNumberOfLines = newValue }
    }
    /// Model: a label with text is one line high (its intrinsic content size), UIKitModel.lineHeight.
    override var modelIntrinsicHeight: CGFloat { (modelText ?? "").isEmpty ? 0 : UIKitModel.lineHeight }
    /// Model: fitted at a width, a label of several lines (`numberOfLines` 0, or more than 1) wraps its text, each
    /// character `UIKitModel.characterWidth` wide, onto as many lines as it needs at that width (at most
    /// `numberOfLines` unless 0); a one-line label stays one line (UIKit truncates its text).
    override func modelFittingHeight(width: CGFloat) -> CGFloat {
        let count = (modelText ?? "").count
        guard count > 0, modelNumberOfLines != 1, width > 0 else { return modelIntrinsicHeight }
        var lines = Int((CGFloat(count) * UIKitModel.characterWidth / width).rounded(.up))
        if modelNumberOfLines > 0 { lines = min(lines, modelNumberOfLines) }
        return CGFloat(max(lines, 1)) * UIKitModel.lineHeight
    }
}

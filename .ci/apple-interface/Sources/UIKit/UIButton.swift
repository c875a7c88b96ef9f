// UIButton, as far as the samples use it: a system button with a title. Source: iPhoneOS17.5.sdk UIKit/UIButton.h
// (the 18.0 UIButton.h and UIControl.h are not in any reachable mirror, so these are unverified against 18.0)
// (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIButton : UIControl`,
// `+ (instancetype)buttonWithType:(UIButtonType)buttonType;`, `- (void)setTitle:(nullable NSString *)title
// forState:(UIControlState)state;`) and UIControl.h (`typedef NS_OPTIONS(NSUInteger, UIControlState)`).
import Foundation

extension UIControl {
    /// https://developer.apple.com/documentation/uikit/uicontrol/state (NS_OPTIONS: an OptionSet; the cases the
    /// samples do not use are left out)
    /// Source: unverified (18.0 UIControl.h unreachable; 17.5 header / page above).
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontrol/state/normal (`UIControlStateNormal = 0`)
        /// Source: unverified (18.0 UIControl.h unreachable; 17.5 header / page above).
        public static var normal: UIControl.State { UIControl.State([]) }
        /// https://developer.apple.com/documentation/uikit/uicontrol/state/highlighted
        /// Source: unverified (18.0 UIControl.h unreachable; 17.5 header / page above).
        public static var highlighted: UIControl.State { UIControl.State(rawValue: 1 << 0) }
        /// https://developer.apple.com/documentation/uikit/uicontrol/state/disabled
        /// Source: unverified (18.0 UIControl.h unreachable; 17.5 header / page above).
        public static var disabled: UIControl.State { UIControl.State(rawValue: 1 << 1) }
    }
}

/// https://developer.apple.com/documentation/uikit/uibutton
/// Source: unverified (18.0 UIButton.h unreachable; 17.5 header / page above).
@available(iOS 2.0, *)
@MainActor open class UIButton: UIControl {
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum (NS_ENUM(NSInteger);
    /// `roundedRect`, a deprecated alias of `system`, and `close` (iOS 13) are left out)
    /// Source: unverified (18.0 UIButton.h unreachable; 17.5 header / page above).
    public enum ButtonType: Int, @unchecked Sendable {
        case custom = 0
        @available(iOS 7.0, *)
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/init(type:) (`+buttonWithType:`, imported as a
    /// convenience initializer)
    /// Source: unverified (18.0 UIButton.h unreachable; 17.5 header / page above).
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    /// Model: the title for the normal state, what the button shows.
    var modelTitle: String?
    /// Model: a titled button is one line high (its intrinsic content size), UIKitModel.lineHeight.
    override var modelIntrinsicHeight: CGFloat { modelTitle == nil ? 0 : UIKitModel.lineHeight }
    /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    /// Source: unverified (18.0 UIButton.h unreachable; 17.5 header / page above).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        if state == .normal { modelTitle = title }
    }
}

// UIActivityIndicatorView, as far as ResourceLoader's Apple-only code and its tests use it. Source: iPhoneOS17.5.sdk
// UIKit/UIActivityIndicatorView.h (the 18.0 header is not in any reachable mirror: unverified against 18.0)
// (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIActivityIndicatorView : UIView <NSCoding>`,
// `- (instancetype)initWithActivityIndicatorStyle:(UIActivityIndicatorViewStyle)style NS_DESIGNATED_INITIALIZER;`,
// `@property(nonatomic) BOOL hidesWhenStopped;`, `- (void)startAnimating;`, `- (void)stopAnimating;`,
// `@property(nonatomic, readonly, getter=isAnimating) BOOL animating;`).
import Foundation

/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
/// Source: unverified (18.0 UIActivityIndicatorView.h unreachable; 17.5 header / page above).
@available(iOS 2.0, *)
@MainActor open class UIActivityIndicatorView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
    /// Source: unverified (17.5 header: `typedef NS_ENUM(NSInteger, UIActivityIndicatorViewStyle)`; only the iOS 13
    /// styles are declared here).
    public enum Style: Int, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/medium
        @available(iOS 13.0, *) case medium = 100
        /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/large
        @available(iOS 13.0, *) case large = 101
    }

    var modelAnimating = false
    var modelHidesWhenStopped = true

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
    /// Source: unverified (17.5 header, NS_DESIGNATED_INITIALIZER).
    /// Model: a new indicator is not animating and `hidesWhenStopped` is `true` (the default), so it is hidden.
    public init(style: UIActivityIndicatorView.Style) {
        super.init(frame: .zero)
        modelHidden = true
    }
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:) (UIActivityIndicatorView.h redeclares it
    /// NS_DESIGNATED_INITIALIZER). Source: unverified (17.5 header).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        modelHidden = true
    }
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    /// Source: unverified (17.5 header, NS_DESIGNATED_INITIALIZER).
    public required init(coder: NSCoder) { fatalError("interface only") }

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
    /// Source: unverified (17.5 header / page above).
    /// Model: "If the value of this property is true (the default), the receiver sets its isHidden property (UIView)
    /// to true when receiver is not animating. If the hidesWhenStopped property is false, the receiver is not hidden
    /// when animation stops."
    open var hidesWhenStopped: Bool {
        get { modelHidesWhenStopped }
        set {
            modelHidesWhenStopped = newValue
            if !modelAnimating { modelHidden = newValue }
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
    /// Source: unverified (17.5 header / page above).
    open var isAnimating: Bool { modelAnimating }
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
    /// Source: unverified (17.5 header / page above).
    /// Model: "When the progress indicator is animated, the gear spins to indicate indeterminate progress. The
    /// indicator is animated until stopAnimating() is called." A started indicator shows (it is not hidden).
    open func startAnimating() {
        modelAnimating = true
        modelHidden = false
    }
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
    /// Source: unverified (17.5 header / page above).
    /// Model: stopped, it is hidden when `hidesWhenStopped` is `true`.
    open func stopAnimating() {
        modelAnimating = false
        if modelHidesWhenStopped { modelHidden = true }
    }
}

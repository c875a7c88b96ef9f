// UIScrollView and UIScrollViewDelegate. Source: UIScrollView.h (NS_SWIFT_UI_ACTOR class and protocol), whose 18.0
// version is in neither xybp888/iOS-SDKs nor xiangfeidexiaohuo/iOS-SDKs: these are unverified against 18.0 (from the
// 17.5 header and Apple's pages). UIEdgeInsets is verified against the 18.0 UIGeometry.h and UIKit.swiftinterface.
// Objective-C `@optional` protocol methods cannot be spelled on Linux (no `@objc`): they are
// requirements with an empty default in an extension, so a conformer may omit them, as with the real protocol.
import Foundation

/// https://developer.apple.com/documentation/uikit/uiscrollview
/// Source: unverified (18.0 UIScrollView.h unreachable; 17.5 header / page above).
@available(iOS 2.0, *)
@MainActor open class UIScrollView: UIView {
    weak var modelDelegate: (any UIScrollViewDelegate)?
    var modelRefreshControl: UIRefreshControl?
    var modelContentSize = CGSize.zero
    /// Model: the snapshots applied to this view's diffable data source, and how many asked for animation.
    var modelApplies = 0
    var modelAnimatedApplies = 0
    /// Model: the last update applied.
    var modelLastUpdate: ModelUpdate?
    /// https://developer.apple.com/documentation/uikit/uiscrollview/delegate (`weak`)
    /// Source: unverified (18.0 UIScrollView.h unreachable; 17.5 header / page above).
    weak open var delegate: (any UIScrollViewDelegate)? {
        get { modelDelegate }
        set { modelDelegate = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol (`API_UNAVAILABLE(tvos)`)
    /// Source: unverified (18.0 UIScrollView.h unreachable; 17.5 header / page above).
    @available(iOS 10.0, *)
    @available(tvOS, unavailable)
    open var refreshControl: UIRefreshControl? {
        get { modelRefreshControl }
        set {
            modelRefreshControl?.removeFromSuperview()
            modelRefreshControl = newValue
            if let newValue { addSubview(newValue) }
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    /// Source: unverified (18.0 UIScrollView.h unreachable; 17.5 header / page above).
    /// Model: the offset is the bounds' origin ("the point at which the origin of the content view is offset from the
    /// origin of the scroll view"); a change lays the view out again (rows come into view) and tells the delegate
    /// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:): "Tells the
    /// delegate when the user scrolls the content view within the scroll view", also sent for programmatic changes).
    open var contentOffset: CGPoint {
        get { modelBoundsOrigin }
        set {
            guard newValue != modelBoundsOrigin else { return }
            modelBoundsOrigin = newValue
            modelSetNeedsLayout()
            modelDelegate?.scrollViewDidScroll(self)
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    /// Source: unverified (18.0 UIScrollView.h unreachable; 17.5 header / page above).
    /// Model: a table or collection view sets its own from its rows at each layout and update.
    open var contentSize: CGSize {
        get { modelContentSize }
        set { modelContentSize = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    /// (`@property(nonatomic, readonly) UIEdgeInsets adjustedContentInset API_AVAILABLE(ios(11.0), tvos(11.0))
    /// API_UNAVAILABLE(watchos);`)
    /// Source: unverified (18.0 UIScrollView.h unreachable; 17.5 header / page above).
    @available(iOS 11.0, tvOS 11.0, *)
    @available(watchOS, unavailable)
    /// Model: no bars, no safe area: always zero.
    open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets() }
}

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
/// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIGeometry.h (xiangfeidexiaohuo/iOS-SDKs), `typedef struct
/// __attribute__((objc_boxable)) NS_SWIFT_SENDABLE API_AVAILABLE(watchos(2.0)) UIEdgeInsets { CGFloat top, left,
/// bottom, right; } UIEdgeInsets;`, imported as a `Sendable` struct of four `CGFloat` fields with a memberwise and a
/// zero initializer; UIKit.swiftinterface adds `@available(iOS 7.0, *) extension UIEdgeInsets : Equatable` (and
/// `Codable`, which nothing here uses, so it is left out).
public struct UIEdgeInsets: Sendable, Equatable {
    /// The inset at the top.
    public var top: CGFloat
    /// The inset at the left.
    public var left: CGFloat
    /// The inset at the bottom.
    public var bottom: CGFloat
    /// The inset at the right.
    public var right: CGFloat
    /// All four insets 0.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIGeometry.h.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
/// Source: unverified (18.0 UIScrollView.h unreachable; 17.5 header / page above).
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:) (`@optional`)
    /// Source: unverified (18.0 UIScrollView.h unreachable; 17.5 header / page above).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
    /// (`@optional`; `- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate;`)
    /// Source: unverified (18.0 UIScrollView.h unreachable; 17.5 header / page above).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
    /// (`@optional`; `- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;`)
    /// Source: unverified (18.0 UIScrollView.h unreachable; 17.5 header / page above).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Stands for the `@optional` requirement: not implementing it is allowed.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Stands for the `@optional` requirement: not implementing it is allowed.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Stands for the `@optional` requirement: not implementing it is allowed.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

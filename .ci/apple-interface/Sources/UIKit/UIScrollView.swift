// UIScrollView and UIScrollViewDelegate. Source: iPhoneOS17.5.sdk UIKit/UIScrollView.h (NS_SWIFT_UI_ACTOR class
// and protocol). Objective-C `@optional` protocol methods cannot be spelled on Linux (no `@objc`): they are
// requirements with an empty default in an extension, so a conformer may omit them, as with the real protocol.
import Foundation

/// https://developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2.0, *)
@MainActor open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/delegate (`weak`)
    weak open var delegate: (any UIScrollViewDelegate)? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol (`API_UNAVAILABLE(tvos)`)
    @available(iOS 10.0, *)
    @available(tvOS, unavailable)
    open var refreshControl: UIRefreshControl? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    /// (`@property(nonatomic, readonly) UIEdgeInsets adjustedContentInset API_AVAILABLE(ios(11.0), tvos(11.0))
    /// API_UNAVAILABLE(watchos);`)
    @available(iOS 11.0, tvOS 11.0, *)
    @available(watchOS, unavailable)
    open var adjustedContentInset: UIEdgeInsets { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
/// Source: UIKit/UIGeometry.h, `typedef struct __attribute__((objc_boxable)) UIEdgeInsets { CGFloat top, left,
/// bottom, right; } UIEdgeInsets;`, imported as a struct of four `CGFloat` fields with a memberwise and a zero
/// initializer (a C struct of trivial fields, so `Sendable`); UIKit's overlay makes it `Equatable`.
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
    public init() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:) (`@optional`)
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
    /// (`@optional`; `- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate;`)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
    /// (`@optional`; `- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;`)
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

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
    /// https://developer.apple.com/documentation/uikit/uiscrollview/delegate (`weak`)
    /// Source: unverified (18.0 UIScrollView.h unreachable; 17.5 header / page above).
    weak open var delegate: (any UIScrollViewDelegate)? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol (`API_UNAVAILABLE(tvos)`)
    /// Source: unverified (18.0 UIScrollView.h unreachable; 17.5 header / page above).
    @available(iOS 10.0, *)
    @available(tvOS, unavailable)
    open var refreshControl: UIRefreshControl? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    /// Source: unverified (18.0 UIScrollView.h unreachable; 17.5 header / page above).
    open var contentOffset: CGPoint {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    /// Source: unverified (18.0 UIScrollView.h unreachable; 17.5 header / page above).
    open var contentSize: CGSize {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    /// (`@property(nonatomic, readonly) UIEdgeInsets adjustedContentInset API_AVAILABLE(ios(11.0), tvos(11.0))
    /// API_UNAVAILABLE(watchos);`)
    /// Source: unverified (18.0 UIScrollView.h unreachable; 17.5 header / page above).
    @available(iOS 11.0, tvOS 11.0, *)
    @available(watchOS, unavailable)
    open var adjustedContentInset: UIEdgeInsets { fatalError("interface only") }
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
    public init() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIGeometry.h.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError("interface only") }
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

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
}

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:) (`@optional`)
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Stands for the `@optional` requirement: not implementing it is allowed.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

// UIResponder, UIView, UIViewController and UINavigationItem, as far as ResourceLoader's Apple-only code uses them.
// Sources: iPhoneOS18.0.sdk UIKit.framework/Headers UIResponder.h, UIViewController.h and UINavigationController.h
// (xybp888/iOS-SDKs) and UIView.h (xiangfeidexiaohuo/iOS-SDKs; xybp888 lacks it), imported the way Swift imports them:
// every class is NS_SWIFT_UI_ACTOR, so `@MainActor`, and implicitly Sendable. UINavigationItem.h of 18.0 is in
// neither mirror: UINavigationItem is unverified against 18.0 (17.5 header).
// `import UIKit` brings Foundation with it (UIKit's umbrella header imports <Foundation/Foundation.h> and UIKit's
// Swift module re-exports its Clang module), so this module re-exports Foundation too.
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uiresponder
/// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIResponder.h.
@available(iOS 2.0, *)
@MainActor open class UIResponder: NSObject {
    public override init() { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/uikit/uiview
/// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
@available(iOS 2.0, *)
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    public init(frame: CGRect) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:) (`init?(coder:)`, NS_DESIGNATED_INITIALIZER)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// `-init` inherited from NSObject; not a designated initializer of UIView, so imported as convenience.
    public override convenience init() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    open var frame: CGRect {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    open var bounds: CGRect {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    open var isHidden: Bool {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    open func addSubview(_ view: UIView) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    open func removeFromSuperview() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() (UIView.h, `@interface UIView
    /// (UIViewHierarchy)`: `- (void)layoutIfNeeded;`)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    open func layoutIfNeeded() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
    /// (UIView.h, `@interface UIView (UIConstraintBasedLayoutFittingSize)`: `- (CGSize)systemLayoutSizeFittingSize:(CGSize)targetSize
    /// withHorizontalFittingPriority:(UILayoutPriority)horizontalFittingPriority
    /// verticalFittingPriority:(UILayoutPriority)verticalFittingPriority API_AVAILABLE(ios(8.0));`)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    @available(iOS 8.0, *)
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize (`class let`)
    /// (UIView.h: `UIKIT_EXTERN const CGSize UILayoutFittingCompressedSize API_AVAILABLE(ios(6.0))
    /// API_UNAVAILABLE(watchos);`, a C constant, so not isolated to the main actor)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    @available(iOS 6.0, *)
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
/// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIViewController.h.
@available(iOS 2.0, *)
@MainActor open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIViewController.h.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) (`init?(coder:)`)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIViewController.h.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIViewController.h.
    open var view: UIView! {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIViewController.h.
    open func viewDidLoad() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UINavigationController.h.
    open var navigationItem: UINavigationItem { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem
/// Source: unverified (18.0 UINavigationItem.h unreachable; 17.5 header / page above).
@available(iOS 2.0, *)
@MainActor open class UINavigationItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)
    /// Source: unverified (18.0 UINavigationItem.h unreachable; 17.5 header / page above).
    public init(title: String) { fatalError("interface only") }
    /// `init?(coder:)`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller
    /// Source: unverified (18.0 UINavigationItem.h unreachable; 17.5 header / page above).
    @available(iOS 11.0, *)
    open var searchController: UISearchController? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/hidessearchbarwhenscrolling
    /// Source: unverified (18.0 UINavigationItem.h unreachable; 17.5 header / page above).
    @available(iOS 11.0, *)
    open var hidesSearchBarWhenScrolling: Bool {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
}

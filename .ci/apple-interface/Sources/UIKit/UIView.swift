// UIResponder, UIView, UIViewController and UINavigationItem, as far as ResourceLoader's Apple-only code uses them.
// Source: iPhoneOS17.5.sdk UIKit headers (UIResponder.h, UIView.h, UIViewController.h, UINavigationItem.h), imported
// the way Swift imports them: every class is NS_SWIFT_UI_ACTOR, so `@MainActor`, and implicitly Sendable.
// `import UIKit` brings Foundation with it (UIKit's umbrella header imports <Foundation/Foundation.h> and UIKit's
// Swift module re-exports its Clang module), so this module re-exports Foundation too.
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, *)
@MainActor open class UIResponder: NSObject {
    public override init() { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, *)
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:) (`init?(coder:)`, NS_DESIGNATED_INITIALIZER)
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// `-init` inherited from NSObject; not a designated initializer of UIView, so imported as convenience.
    public override convenience init() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() (UIView.h, `@interface UIView
    /// (UIViewHierarchy)`: `- (void)layoutIfNeeded;`)
    open func layoutIfNeeded() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h, `@interface UIView
    /// (UIConstraintBasedLayoutFittingSize)`: `- (CGSize)systemLayoutSizeFittingSize:(CGSize)targetSize
    /// withHorizontalFittingPriority:(UILayoutPriority)horizontalFittingPriority
    /// verticalFittingPriority:(UILayoutPriority)verticalFittingPriority API_AVAILABLE(ios(8.0));`
    @available(iOS 8.0, *)
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize (`class let`)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h: `UIKIT_EXTERN const CGSize
    /// UILayoutFittingCompressedSize API_AVAILABLE(ios(6.0)) API_UNAVAILABLE(watchos);`, a C constant, so not
    /// isolated to the main actor.
    @available(iOS 6.0, *)
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, *)
@MainActor open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) (`init?(coder:)`)
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    open var navigationItem: UINavigationItem { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem
@available(iOS 2.0, *)
@MainActor open class UINavigationItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)
    public init(title: String) { fatalError("interface only") }
    /// `init?(coder:)`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller
    @available(iOS 11.0, *)
    open var searchController: UISearchController? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/hidessearchbarwhenscrolling
    @available(iOS 11.0, *)
    open var hidesSearchBarWhenScrolling: Bool {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
}

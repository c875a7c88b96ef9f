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
    public override init() { super.init() }
}

/// https://developer.apple.com/documentation/uikit/uiview
/// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
@available(iOS 2.0, *)
@MainActor open class UIView: UIResponder {
    // Model state (internal: not part of the interface). A view's frame is only ever what code sets: the model has no
    // Auto Layout, and autoresizing only by a mask code sets (none by default), so a view made with `.zero` and given no
    // frame stays zero-sized. Apple: "the
    // default value [of autoresizingMask] is none", https://developer.apple.com/documentation/uikit/uiview/autoresizingmask,
    // and a view with `translatesAutoresizingMaskIntoConstraints` and no constraints keeps the frame it was given,
    // https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints.
    var modelFrame = CGRect.zero
    var modelBoundsOrigin = CGPoint.zero
    var modelHidden = false
    var modelSubviews: [UIView] = []
    weak var modelSuperview: UIView?
    var modelNeedsLayout = true
    /// How many layout passes ran `modelLayoutSubviews()` on this view.
    var modelLayoutCount = 0

    /// Whether the view is in a window (`window != nil` in UIKit).
    var modelIsInWindow: Bool { window != nil }

    /// https://developer.apple.com/documentation/uikit/uiview/window ("This property is nil if the view has not yet
    /// been added to a window"; `@property(nullable, nonatomic, readonly) UIWindow *window;`)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.modelSuperview
        }
        return nil
    }

    /// `setNeedsLayout()`: "the next drawing cycle" lays the view out again,
    /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout().
    /// In a window, the layout pass runs at the end of the run loop's turn: here, on the main actor's next turn.
    func modelSetNeedsLayout() {
        modelNeedsLayout = true
        guard let window, !window.modelLayoutScheduled else { return }
        window.modelLayoutScheduled = true
        Task { @MainActor [weak window] in
            window?.modelLayoutScheduled = false
            window?.layoutIfNeeded()
        }
    }

    /// Called when the view is laid out while in no window (a table or collection view with rows warns).
    func modelWillLayOutOutsideWindow() {}

    /// `layoutSubviews()` of a subclass: the model's table and collection views place their cells here.
    func modelLayoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    public init(frame: CGRect) {
        modelFrame = frame
        super.init()
    }
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:) (`init?(coder:)`, NS_DESIGNATED_INITIALIZER)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// `-init` inherited from NSObject; not a designated initializer of UIView, so imported as convenience.
    public override convenience init() { self.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    /// Model: a size change lays the view out again (https://developer.apple.com/documentation/uikit/uiview/layoutsubviews():
    /// "when the bounds change").
    open var frame: CGRect {
        get { modelFrame }
        set {
            if newValue.size != modelFrame.size { modelSetNeedsLayout() }
            let old = modelFrame.size
            modelFrame = newValue
            modelAutoresizeSubviews(from: old, to: newValue.size)
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    /// Model: the frame's size at the bounds' origin (a scroll view's origin is its content offset,
    /// https://developer.apple.com/documentation/uikit/uiscrollview: "the origin of its bounds ... the content offset").
    open var bounds: CGRect {
        get { CGRect(origin: modelBoundsOrigin, size: modelFrame.size) }
        set {
            if newValue.size != modelFrame.size { modelSetNeedsLayout() }
            let old = modelFrame.size
            modelBoundsOrigin = newValue.origin
            modelFrame.size = newValue.size
            modelAutoresizeSubviews(from: old, to: newValue.size)
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    open var isHidden: Bool {
        get { modelHidden }
        set { modelHidden = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/subviews (`@property(nonatomic,readonly,copy)
    /// NSArray<__kindof UIView *> *subviews;`)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    open var subviews: [UIView] { modelSubviews }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    /// Model: "Views can have only one superview. If view already has a superview and that view is not the receiver,
    /// this method removes the previous superview before making the receiver its new superview."
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        modelSubviews.append(view)
        view.modelSuperview = self
        modelSetNeedsLayout()
    }
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    open func removeFromSuperview() {
        guard let superview = modelSuperview else { return }
        superview.modelSubviews.removeAll { $0 === self }
        modelSuperview = nil
    }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() (UIView.h, `@interface UIView
    /// (UIViewHierarchy)`: `- (void)layoutIfNeeded;`)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    /// Model: "Use this method to force the view to update its layout immediately ... this method lays out the view
    /// subtree starting at the root", here the view and its subviews, parents first.
    open func layoutIfNeeded() {
        if modelNeedsLayout, !modelIsInWindow { modelWillLayOutOutsideWindow() }
        if modelNeedsLayout {
            modelNeedsLayout = false
            modelLayoutCount += 1
            layoutSubviews()
        }
        for subview in modelSubviews { subview.layoutIfNeeded() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews() (UIView.h, `@interface UIView
    /// (UIViewHierarchy)`: `- (void)layoutSubviews;    // override point. called by layoutIfNeeded automatically.`)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    /// Model: called when the view is laid out (it needed layout: its size changed, or something asked); a subclass
    /// overrides it and calls `super`, where the model's table and collection views place their cells.
    open func layoutSubviews() { modelLayoutSubviews() }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask (UIView.h, `@interface UIView
    /// (UIViewGeometry)`: `@property(nonatomic) UIViewAutoresizing autoresizingMask;    // simple resize. default is
    /// UIViewAutoresizingNone`)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    /// Model: "When a view's bounds change, that view automatically resizes its subviews according to each
    /// subview's autoresizing mask" (`autoresizesSubviews`, "default is YES"): a flexible width or height grows or
    /// shrinks by as much as the superview's (the margins stay fixed).
    open var autoresizingMask: AutoresizingMask {
        get { modelAutoresizingMask }
        set { modelAutoresizingMask = newValue }
    }
    var modelAutoresizingMask: AutoresizingMask = []

    /// Resizes the subviews whose autoresizing mask is flexible after this view's size went from `old` to `new`.
    func modelAutoresizeSubviews(from old: CGSize, to new: CGSize) {
        guard old != new else { return }
        for subview in modelSubviews where !subview.modelAutoresizingMask.isEmpty {
            var frame = subview.modelFrame
            if subview.modelAutoresizingMask.contains(.flexibleWidth) { frame.size.width += new.width - old.width }
            if subview.modelAutoresizingMask.contains(.flexibleHeight) { frame.size.height += new.height - old.height }
            subview.frame = frame
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
    /// (UIView.h, `@interface UIView (UIConstraintBasedLayoutFittingSize)`: `- (CGSize)systemLayoutSizeFittingSize:(CGSize)targetSize
    /// withHorizontalFittingPriority:(UILayoutPriority)horizontalFittingPriority
    /// verticalFittingPriority:(UILayoutPriority)verticalFittingPriority API_AVAILABLE(ios(8.0));`)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    @available(iOS 8.0, *)
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        // Model: no constraints exist, so the fitting size is the view's intrinsic content size at the target width: a
        // label or button with text is one line high (UIKitModel.lineHeight), a label of several lines as many lines
        // as its text needs at that width; anything else is as small as it can be (zero height),
        // https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize.
        CGSize(width: targetSize.width, height: modelFittingHeight(width: targetSize.width))
    }

    /// The height the view's own content asks for (`intrinsicContentSize`); none for a plain view.
    var modelIntrinsicHeight: CGFloat { 0 }
    /// The height the view's own content asks for when it is `width` wide; its intrinsic height unless it wraps.
    func modelFittingHeight(width: CGFloat) -> CGFloat { modelIntrinsicHeight }
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
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) (`init?(coder:)`)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIViewController.h.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIViewController.h.
    /// Model: "If you access this property when its value is nil, the view controller automatically calls the
    /// loadView() method and returns the resulting view", then calls `viewDidLoad()`
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()).
    open var view: UIView! {
        get {
            if let modelView { return modelView }
            loadView()
            if modelView == nil { modelView = UIView(frame: .zero) }
            viewDidLoad()
            return modelView
        }
        set { modelView = newValue }
    }
    var modelView: UIView?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    /// (`- (void)loadView;` "If you use Interface Builder ... you must not override this method ... you can override
    /// this method in order to create your views manually ... assign the root view of your hierarchy to the view
    /// property"). Model: without a nib, a plain view (sized by the window it is shown in).
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIViewController.h.
    open func loadView() { modelView = UIView(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIViewController.h.
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UINavigationController.h.
    open var navigationItem: UINavigationItem {
        if let modelNavigationItem { return modelNavigationItem }
        let item = UINavigationItem(title: "")
        modelNavigationItem = item
        return item
    }
    var modelNavigationItem: UINavigationItem?
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem
/// Source: unverified (18.0 UINavigationItem.h unreachable; 17.5 header / page above).
@available(iOS 2.0, *)
@MainActor open class UINavigationItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)
    /// Source: unverified (18.0 UINavigationItem.h unreachable; 17.5 header / page above).
    public init(title: String) { super.init() }
    /// `init?(coder:)`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller
    /// Source: unverified (18.0 UINavigationItem.h unreachable; 17.5 header / page above).
    @available(iOS 11.0, *)
    open var searchController: UISearchController? {
        get { modelSearchController }
        set { modelSearchController = newValue }
    }
    var modelSearchController: UISearchController?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/hidessearchbarwhenscrolling
    /// Source: unverified (18.0 UINavigationItem.h unreachable; 17.5 header / page above).
    @available(iOS 11.0, *)
    open var hidesSearchBarWhenScrolling: Bool {
        get { modelHidesSearchBar }
        set { modelHidesSearchBar = newValue }
    }
    var modelHidesSearchBar = true
}

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct (UIView.h:
    /// `typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) { ... UIViewAutoresizingFlexibleWidth = 1 << 1, ...
    /// UIViewAutoresizingFlexibleHeight = 1 << 4, ... } API_UNAVAILABLE(watchos);`, imported as an `OptionSet`; only
    /// the two options used are declared)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UIView.h.
    public struct AutoresizingMask: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `UIViewAutoresizingFlexibleWidth`.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// `UIViewAutoresizingFlexibleHeight`.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
}

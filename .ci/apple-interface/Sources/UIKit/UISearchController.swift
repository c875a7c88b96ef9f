// UISearchController, its search bar and UISearchResultsUpdating. Source: iPhoneOS18.0.sdk
// UIKit.framework/Headers/UISearchController.h and UISearchBar.h (xybp888/iOS-SDKs): `NS_SWIFT_UI_ACTOR` on both
// classes and on `@protocol UISearchResultsUpdating`.
import Foundation

/// https://developer.apple.com/documentation/uikit/uisearchcontroller
/// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UISearchController.h.
@available(iOS 8.0, *)
@MainActor open class UISearchController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UISearchController.h.
    public init(searchResultsController: UIViewController?) { super.init(nibName: nil, bundle: nil) }
    weak var modelUpdater: (any UISearchResultsUpdating)?
    let modelSearchBar = UISearchBar(frame: .zero)
    var modelActive = false
    var modelObscures = true
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:) (`-
    /// initWithNibName:bundle:`, NS_DESIGNATED_INITIALIZER in the 18.0 UISearchController.h)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UISearchController.h.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/searchresultsupdater (`weak`)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UISearchController.h.
    weak open var searchResultsUpdater: (any UISearchResultsUpdating)? {
        get { modelUpdater }
        set { modelUpdater = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/searchbar
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UISearchController.h.
    open var searchBar: UISearchBar { modelSearchBar }
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/isactive
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UISearchController.h.
    open var isActive: Bool {
        get { modelActive }
        set { modelActive = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/obscuresbackgroundduringpresentation
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UISearchController.h.
    @available(iOS 9.1, *)
    open var obscuresBackgroundDuringPresentation: Bool {
        get { modelObscures }
        set { modelObscures = newValue }
    }
}

/// https://developer.apple.com/documentation/uikit/uisearchresultsupdating
/// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UISearchController.h.
@available(iOS 8.0, *)
@MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uisearchresultsupdating/updatesearchresults(for:) (`@required`)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UISearchController.h.
    func updateSearchResults(for searchController: UISearchController)
}

/// https://developer.apple.com/documentation/uikit/uisearchbar
/// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UISearchBar.h.
@available(iOS 2.0, *)
@MainActor open class UISearchBar: UIView {
    var modelText: String?
    var modelPlaceholder: String?
    /// https://developer.apple.com/documentation/uikit/uisearchbar/text (`nullable`, `copy`)
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UISearchBar.h.
    open var text: String? {
        get { modelText }
        set { modelText = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uisearchbar/placeholder
    /// Source: iPhoneOS18.0.sdk UIKit.framework/Headers/UISearchBar.h.
    open var placeholder: String? {
        get { modelPlaceholder }
        set { modelPlaceholder = newValue }
    }
}

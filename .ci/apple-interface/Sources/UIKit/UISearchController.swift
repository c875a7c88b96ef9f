// UISearchController, its search bar and UISearchResultsUpdating. Source: iPhoneOS17.5.sdk UIKit/UISearchController.h
// and UISearchBar.h (`NS_SWIFT_UI_ACTOR` on the class and on `@protocol UISearchResultsUpdating`).
import Foundation

/// https://developer.apple.com/documentation/uikit/uisearchcontroller
@available(iOS 8.0, *)
@MainActor open class UISearchController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)
    public init(searchResultsController: UIViewController?) { fatalError("interface only") }
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/searchresultsupdater (`weak`)
    weak open var searchResultsUpdater: (any UISearchResultsUpdating)? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/searchbar
    open var searchBar: UISearchBar { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/isactive
    open var isActive: Bool {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/obscuresbackgroundduringpresentation
    @available(iOS 9.1, *)
    open var obscuresBackgroundDuringPresentation: Bool {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
}

/// https://developer.apple.com/documentation/uikit/uisearchresultsupdating
@available(iOS 8.0, *)
@MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uisearchresultsupdating/updatesearchresults(for:) (`@required`)
    func updateSearchResults(for searchController: UISearchController)
}

/// https://developer.apple.com/documentation/uikit/uisearchbar
@available(iOS 2.0, *)
@MainActor open class UISearchBar: UIView {
    /// https://developer.apple.com/documentation/uikit/uisearchbar/text (`nullable`, `copy`)
    open var text: String? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uisearchbar/placeholder
    open var placeholder: String? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
}

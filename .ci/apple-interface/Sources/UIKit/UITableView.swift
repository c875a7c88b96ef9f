// UITableView, its cells, data source, delegate and prefetching protocols. Source: UITableView.h and UITableViewCell.h
// (classes and protocols NS_SWIFT_UI_ACTOR, so `@MainActor`), whose 18.0 versions are in neither xybp888/iOS-SDKs nor
// xiangfeidexiaohuo/iOS-SDKs: unverified against 18.0 (from the 17.5 headers and Apple's pages), except the cell's
// content configuration, which is from the 18.0 UIKit.swiftinterface. Objective-C
// `@optional` methods are requirements with a default in an extension (no `@objc` on Linux).
import Foundation

/// https://developer.apple.com/documentation/uikit/uitableview
/// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
@available(iOS 2.0, *)
@MainActor open class UITableView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uitableview/style
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    public enum Style: Int, @unchecked Sendable {  // NS_ENUM: imported as a Sendable enum
        case plain = 0
        case grouped = 1
        @available(iOS 13.0, *)
        case insetGrouped = 2
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    public enum RowAnimation: Int, @unchecked Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    public init(frame: CGRect, style: UITableView.Style) { fatalError("interface only") }
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableview/datasource (`weak`)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    weak open var dataSource: (any UITableViewDataSource)? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    // `delegate` (https://developer.apple.com/documentation/uikit/uitableview/delegate) is UIKit's
    // Objective-C redeclaration of UIScrollView's property with the narrower type `(any UITableViewDelegate)?`,
    // which Swift source cannot spell; the inherited `(any UIScrollViewDelegate)?` accepts every
    // UITableViewDelegate, and reading it back only gives less than UIKit would.
    /// https://developer.apple.com/documentation/uikit/uitableview/prefetchdatasource (`weak`)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 10.0, *)
    weak open var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/backgroundview
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 3.2, *)
    open var backgroundView: UIView? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/tablefooterview
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open var tableFooterView: UIView? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 6.0, *)
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 6.0, *)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
    /// (`- (void)performBatchUpdates:(void (NS_NOESCAPE ^ _Nullable)(void))updates
    /// completion:(void (^ _Nullable)(BOOL finished))completion API_AVAILABLE(ios(11.0))`)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 11.0, *)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 3.0, *)
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 5.0, *)
    open func moveSection(_ section: Int, toSection newSection: Int) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 3.0, *)
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 5.0, *)
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 15.0, *)
    open func reconfigureRows(at indexPaths: [IndexPath]) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open func reloadData() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open func numberOfRows(inSection section: Int) -> Int { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
    /// (`- (CGRect)rectForRowAtIndexPath:(NSIndexPath *)indexPath;`)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open func rectForRow(at indexPath: IndexPath) -> CGRect { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows
    /// (`@property (nonatomic, readonly, nullable) NSArray<NSIndexPath *> *indexPathsForVisibleRows;`)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open var indexPathsForVisibleRows: [IndexPath]? { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
/// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:) (`@required`)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:) (`@required`)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// https://developer.apple.com/documentation/uikit/uitableviewdelegate
/// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:) (`@optional`)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:) (`@optional`)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// Stands for the `@optional` requirement.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Stands for the `@optional` requirement.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching
/// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
@available(iOS 10.0, *)
@MainActor public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching/tableview(_:prefetchrowsat:)
    /// (`@required`)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching/tableview(_:cancelprefetchingforrowsat:)
    /// (`@optional`)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

@available(iOS 10.0, *)
extension UITableViewDataSourcePrefetching {
    /// Stands for the `@optional` requirement.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
/// Source: unverified (18.0 UITableViewCell.h unreachable; 17.5 header / page above).
@available(iOS 2.0, *)
@MainActor open class UITableViewCell: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    /// Source: unverified (18.0 UITableViewCell.h unreachable; 17.5 header / page above).
    public enum CellStyle: Int, @unchecked Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    /// Source: unverified (18.0 UITableViewCell.h unreachable; 17.5 header / page above).
    @available(iOS 3.0, *)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError("interface only") }
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    /// (18.0 UIKit.swiftinterface: `@available(iOS 14.0, tvOS 14.0, *) @MainActor @preconcurrency public var
    /// contentConfiguration: (any UIContentConfiguration)?`)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 14.0, tvOS 14.0, *)
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 14.0, tvOS 14.0, *)
    public func defaultContentConfiguration() -> UIListContentConfiguration { fatalError("interface only") }
}

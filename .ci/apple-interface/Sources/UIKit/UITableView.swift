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
    // Model state. Rows have the table's fixed default height (44 points), https://developer.apple.com/documentation/uikit/uitableview/rowheight.
    weak var modelDataSource: (any UITableViewDataSource)?
    weak var modelPrefetchDataSource: (any UITableViewDataSourcePrefetching)?
    var modelBackgroundView: UIView?
    var modelFooterView: UIView?
    var modelRegistrations: [String: AnyClass?] = [:]
    let modelRows = ModelRows<UITableViewCell>(
        fixedHeight: UIKitModel.tableRowHeight, estimatedHeight: UIKitModel.tableRowHeight)
    /// Inside `performBatchUpdates`: the counts the updates so far lead to.
    var modelBatch: [Int]?

    /// The counts the data source reports: `numberOfSections(in:)` (1 when it does not say) and
    /// `tableView(_:numberOfRowsInSection:)` for each.
    func modelReportedCounts() -> [Int] {
        guard let dataSource = modelDataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
    }

    /// "You must register a class or nib file using the register(_:forCellReuseIdentifier:) ... method before
    /// calling this method" (https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:));
    /// UIKit raises NSInternalInconsistencyException otherwise. While a reconfigured row asks for its cell, the
    /// existing cell comes back, and only for its own reuse identifier
    /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)).
    func modelDequeue(_ identifier: String) -> UITableViewCell {
        if let existing = modelRows.reconfiguring {
            if existing.modelReuseIdentifier == identifier { return existing }
            UIKitModel.raise(
                "NSInternalInconsistencyException",
                "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when reconfiguring an item, which is not allowed (existing: \(existing.modelReuseIdentifier ?? "none"), dequeued: \(identifier))"
            )
        } else if modelRegistrations[identifier] == nil {
            UIKitModel.raise(
                "NSInternalInconsistencyException",
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// The cell the data source makes for `path`; a data source that returns none is an exception in UIKit.
    func modelCell(at path: IndexPath) -> UITableViewCell {
        guard let dataSource = modelDataSource else {
            UIKitModel.raise("NSInternalInconsistencyException", "UITableView has no data source")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return dataSource.tableView(self, cellForRowAt: path)
    }

    /// Applies a diffable data source's update (the model's batch update).
    func modelApply(_ update: ModelUpdate) {
        modelApplies += 1
        if update.animated { modelAnimatedApplies += 1 }
        modelLastUpdate = update
        modelRows.apply(update, reportedCounts: modelReportedCounts(), measure: { _ in nil }, cell: modelCell(at:))
        modelUpdateContentSize()
        modelSetNeedsLayout()
        if modelIsInWindow { layoutIfNeeded() }
    }

    func modelBatchChange(_ change: (inout [Int]) -> Void) {
        guard var counts = modelBatch else {
            UIKitModel.raise("NSInternalInconsistencyException", "batch update outside performBatchUpdates (the model updates only inside one)")
            return
        }
        change(&counts)
        modelBatch = counts
    }

    /// "The number of rows contained in an existing section after the update must be equal to the number of rows
    /// contained in that section before the update, plus or minus the number of rows inserted or deleted"
    /// (UIKit's exception; https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)).
    func modelCheckCounts(expected: [Int]) {
        let reported = modelReportedCounts()
        if reported != expected {
            UIKitModel.raise(
                "NSInternalInconsistencyException",
                "Invalid update: the data source reports \(reported) rows per section, the updates lead to \(expected)")
        }
        modelRows.reload(counts: reported)
        modelUpdateContentSize()
        modelSetNeedsLayout()
    }

    func modelSetBackgroundView(_ view: UIView?) {
        modelBackgroundView?.removeFromSuperview()
        modelBackgroundView = view
        if let view { addSubview(view) }
        modelSetNeedsLayout()
    }

    /// The footer keeps the height of its frame when set ("the table view respects only the height of your view's
    /// frame rectangle", https://developer.apple.com/documentation/uikit/uitableview/tablefooterview).
    func modelSetFooterView(_ view: UIView?) {
        modelFooterView?.removeFromSuperview()
        modelFooterView = view
        modelFooterHeight = view?.frame.height ?? 0
        if let view { addSubview(view) }
        modelUpdateContentSize()
        modelSetNeedsLayout()
    }
    var modelFooterHeight: CGFloat = 0

    func modelUpdateContentSize() {
        contentSize = CGSize(width: bounds.width, height: modelRows.contentHeight + modelFooterHeight)
    }

    /// "UITableView was told to layout its visible cells and other contents without being in the view hierarchy"
    /// (UIKit's UITableViewAlertForLayoutOutsideViewHierarchy log): laying out the rows of a view in no window is
    /// wasted work UIKit warns about (https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()).
    override func modelWillLayOutOutsideWindow() {
        if !modelRows.counts.allSatisfy({ $0 == 0 }) {
            UIKitModel.warn("UITableView was told to layout its visible cells and other contents without being in the view hierarchy")
        }
    }

    override func modelLayoutSubviews() {
        modelUpdateContentSize()
        modelBackgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        modelFooterView?.frame = CGRect(x: 0, y: modelRows.contentHeight, width: bounds.width, height: modelFooterHeight)
        modelRows.layout(
            bounds: bounds, visible: modelIsInWindow, cell: modelCell(at:), measure: { _ in nil },
            willDisplay: { cell, path in (self.delegate as? any UITableViewDelegate)?.tableView(self, willDisplay: cell, forRowAt: path) },
            prefetch: { self.modelPrefetchDataSource?.tableView(self, prefetchRowsAt: $0) },
            cancel: { self.modelPrefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: $0) })
        modelUpdateContentSize()
    }
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
    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableview/datasource (`weak`)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    weak open var dataSource: (any UITableViewDataSource)? {
        get { modelDataSource }
        set { modelDataSource = newValue }
    }
    // `delegate` (https://developer.apple.com/documentation/uikit/uitableview/delegate) is UIKit's
    // Objective-C redeclaration of UIScrollView's property with the narrower type `(any UITableViewDelegate)?`,
    // which Swift source cannot spell; the inherited `(any UIScrollViewDelegate)?` accepts every
    // UITableViewDelegate, and reading it back only gives less than UIKit would.
    /// https://developer.apple.com/documentation/uikit/uitableview/prefetchdatasource (`weak`)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 10.0, *)
    weak open var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        get { modelPrefetchDataSource }
        set { modelPrefetchDataSource = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/backgroundview
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 3.2, *)
    open var backgroundView: UIView? {
        get { modelBackgroundView }
        set { modelSetBackgroundView(newValue) }
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/tablefooterview
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open var tableFooterView: UIView? {
        get { modelFooterView }
        set { modelSetFooterView(newValue) }
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 6.0, *)
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        modelRegistrations[identifier] = cellClass
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 6.0, *)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        modelDequeue(identifier)
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
    /// (`- (void)performBatchUpdates:(void (NS_NOESCAPE ^ _Nullable)(void))updates
    /// completion:(void (^ _Nullable)(BOOL finished))completion API_AVAILABLE(ios(11.0))`)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 11.0, *)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        modelBatch = modelRows.counts
        updates?()
        let expected = modelBatch ?? []
        modelBatch = nil
        modelCheckCounts(expected: expected)
        completion?(true)
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        modelBatchChange { $0.insert(contentsOf: sections.map { _ in 0 }, at: min(sections.first ?? 0, $0.count)) }
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        modelBatchChange { counts in for section in sections.reversed() where counts.indices.contains(section) { counts.remove(at: section) } }
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 3.0, *)
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        modelBatchChange { _ in }
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 5.0, *)
    open func moveSection(_ section: Int, toSection newSection: Int) { modelBatchChange { _ in } }
    /// https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        modelBatchChange { counts in for path in indexPaths where counts.indices.contains(path.section) { counts[path.section] += 1 } }
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        modelBatchChange { counts in for path in indexPaths where counts.indices.contains(path.section) { counts[path.section] -= 1 } }
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 3.0, *)
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        modelBatchChange { _ in }
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 5.0, *)
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { modelBatchChange { counts in
            guard counts.indices.contains(indexPath.section), counts.indices.contains(newIndexPath.section) else { return }
            counts[indexPath.section] -= 1
            counts[newIndexPath.section] += 1
        } }
    /// https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    @available(iOS 15.0, *)
    open func reconfigureRows(at indexPaths: [IndexPath]) { modelBatchChange { _ in } }
    /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open func reloadData() { modelRows.reload(counts: modelReportedCounts())
        modelUpdateContentSize()
        modelSetNeedsLayout() }
    /// https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open func numberOfRows(inSection section: Int) -> Int { modelRows.counts.indices.contains(section) ? modelRows.counts[section] : 0 }
    /// https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
    /// (`- (CGRect)rectForRowAtIndexPath:(NSIndexPath *)indexPath;`)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open func rectForRow(at indexPath: IndexPath) -> CGRect { modelRows.frame(at: indexPath, width: bounds.width) ?? .zero }
    /// https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows
    /// (`@property (nonatomic, readonly, nullable) NSArray<NSIndexPath *> *indexPathsForVisibleRows;`)
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    open var indexPathsForVisibleRows: [IndexPath]? { modelRows.visibleIndexPaths }
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
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:) (`@optional`;
    /// "The default value is 1")
    /// Source: unverified (18.0 UITableView.h unreachable; 17.5 header / page above).
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    /// Stands for the `@optional` requirement: one section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
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
    /// Model: the reuse identifier the cell was dequeued with.
    var modelReuseIdentifier: String?
    var modelContentConfiguration: (any UIContentConfiguration)?
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
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { modelReuseIdentifier = reuseIdentifier
        super.init(frame: .zero) }
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    /// (18.0 UIKit.swiftinterface: `@available(iOS 14.0, tvOS 14.0, *) @MainActor @preconcurrency public var
    /// contentConfiguration: (any UIContentConfiguration)?`)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 14.0, tvOS 14.0, *)
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { modelContentConfiguration }
        set { modelContentConfiguration = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 14.0, tvOS 14.0, *)
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

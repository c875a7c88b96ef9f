#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    /// Shows a ``ResourcePaging/PagedList`` in a `UITableView` through a `UITableViewDiffableDataSource`, with
    /// pull to refresh, search, paging as rows near the end, background views for the list's states, a footer,
    /// and a refetch on return to the foreground. The app's own view controller owns one; no base class.
    ///
    /// ```swift
    /// adapter = TableViewListAdapter(tableView: tableView, list: list) { tableView, indexPath, user in
    ///     let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = user.name
    ///     cell.contentConfiguration = content
    ///     return cell
    /// }
    /// navigationItem.searchController = adapter.makeSearchController()
    /// adapter.start()
    /// ```
    ///
    /// Each update edits the snapshot shown by the list's change (``PagedListViewBinding/drawnPlan(_:)``: its own
    /// work follows the change, not the list's length), or builds it from the list's ``ResourceStore/ListSnapshot``
    /// when it cannot (changed rows reconfigured, the first rows shown without animation), and applies it. Rows load more as the table prefetches them (the
    /// adapter is the table's `prefetchDataSource`, never its `delegate`); for tables that do not prefetch, call
    /// ``willDisplayRow(at:)`` from your delegate's `tableView(_:willDisplay:forRowAt:)`. The table's
    /// `refreshControl`, `backgroundView`, `tableFooterView`, `dataSource` and `prefetchDataSource` belong to
    /// the adapter.
    @available(iOS 15.0, *)
    @MainActor
    public final class TableViewListAdapter<Resource: PaginatedResource, SectionID: Hashable & Sendable>
    where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
        /// One row.
        public typealias Item = Resource.Item
        /// Makes the cell of a row: dequeue it from the table and configure it with the item.
        public typealias CellProvider = (UITableView, IndexPath, Item) -> UITableViewCell
        /// Makes the cell of a row not loaded yet (a placeholder, drawn when the list's
        /// ``ResourcePaging/PagedList/showsPlaceholders`` is on), given its position in the whole list.
        public typealias PlaceholderCellProvider = (UITableView, IndexPath, _ position: Int) -> UITableViewCell

        /// The decisions this adapter forwards to: plans, background, footer, loading more, search, refetch.
        public let binding: PagedListViewBinding<Resource, SectionID>
        /// The table.
        public let tableView: UITableView
        /// The data source that feeds the table: the adapter's own, applying every update (an apply from elsewhere
        /// would put the table out of step with the list), so not public. Read what the table shows from
        /// ``snapshot``.
        let dataSource: UITableViewDiffableDataSource<SectionID, ListRow<Item.ID>>
        /// The rows the table shows now (items and placeholders), read-only: the adapter applies every update.
        public var snapshot: NSDiffableDataSourceSnapshot<SectionID, ListRow<Item.ID>> { dataSource.snapshot() }
        /// The views shown behind the rows for the list's states.
        public let backgroundViews: ListBackgroundViews
        /// The views shown under the rows (the table's footer) for the list's states: those given, less any that is
        /// also a background view (see ``configurationError``).
        public let footerViews: ListFooterViews
        /// The mistake in this adapter's set-up, if any: the adapter works around it and reports it here rather than
        /// stopping the app. Check it is `nil` in a test or a debug build.
        public let configurationError: ListAdapterConfigurationError?
        /// What this adapter shares with ``CollectionViewListAdapter``.
        private let core: ScrollViewListAdapterCore<Resource, SectionID>

        /// The list shown.
        public var list: PagedList<Resource, SectionID> { binding.list }
        /// The pull-to-refresh control installed on the table.
        public var refreshControl: UIRefreshControl { core.controls.refreshControl }

        /// Shows `list` in `tableView`, with cells from `cellProvider`.
        ///
        /// - Parameters:
        ///   - tableView: the table; its `dataSource`, `prefetchDataSource` and `refreshControl` are set here.
        ///   - list: the list to show; start it with ``start()`` (or yourself).
        ///   - backgroundViews: the app's views behind the rows (first load, empty, error, offline).
        ///   - footerViews: the app's views under the rows (loading more, failed, end reached); sized to fit before
        ///     they are shown. None of them should also be a background view (a view has one superview): one that is
        ///     is shown as the background only, and ``configurationError`` says so.
        ///   - refetchPolicy: when returning to the foreground refetches.
        ///   - placeholderCellProvider: makes the cell of a placeholder row; by default an empty cell of the
        ///     table's row height. Placeholders are drawn only when the list shows them.
        ///   - cellProvider: makes each row's cell; capture your view controller weakly in it, as the adapter
        ///     keeps it.
        public init(
            tableView: UITableView,
            list: PagedList<Resource, SectionID>,
            backgroundViews: ListBackgroundViews = ListBackgroundViews(),
            footerViews: ListFooterViews = ListFooterViews(),
            refetchPolicy: ForegroundRefetchPolicy = ForegroundRefetchPolicy(),
            placeholderCellProvider: PlaceholderCellProvider? = nil,
            cellProvider: @escaping CellProvider
        ) {
            let binding = PagedListViewBinding(list: list, refetchPolicy: refetchPolicy)
            self.binding = binding
            self.tableView = tableView
            let (footerViews, configurationError) = footerViews.sharingNone(of: backgroundViews)
            self.backgroundViews = backgroundViews
            self.footerViews = footerViews
            self.configurationError = configurationError
            // Every row of the snapshot being applied has its item in the binding, as that update had it (the list
            // may have dropped the row since): a reconfigure always gets a cell of the app's own registration.
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.placeholderReuseIdentifier)
            let rowDrawn = RowDrawnSignal()
            let dataSource = UITableViewDiffableDataSource<SectionID, ListRow<Item.ID>>(tableView: tableView) {
                tableView, indexPath, row in
                rowDrawn.signal()
                switch row {
                case .item(let id):
                    return cellProvider(tableView, indexPath, binding.shownItem(withID: id))
                case .placeholder(let position):
                    if let placeholderCellProvider { return placeholderCellProvider(tableView, indexPath, position) }
                    let cell = tableView.dequeueReusableCell(
                        withIdentifier: Self.placeholderReuseIdentifier, for: indexPath)
                    cell.contentConfiguration = cell.defaultContentConfiguration()
                    return cell
                }
            }
            self.dataSource = dataSource
            core = ScrollViewListAdapterCore(
                binding: binding, scrollView: tableView, retryViews: backgroundViews.retryViews + [footerViews.failed],
                rows: ScrollViewRows(
                    axis: { .vertical },
                    visibleIndexPaths: { [weak tableView] in tableView?.indexPathsForVisibleRows ?? [] },
                    row: { [weak dataSource] in dataSource?.itemIdentifier(for: $0) },
                    indexPathOfRow: { [weak dataSource] in dataSource?.indexPath(for: $0) },
                    frame: { [weak tableView] in tableView?.rectForRow(at: $0) }),
                rowDrawn: rowDrawn,
                apply: { [weak dataSource] plan, animates, completion in
                    guard let dataSource else { return }
                    // A plan that follows the change edits the rows shown; any other builds them afresh.
                    var snapshot = plan.startsFromShown ? dataSource.snapshot() : NSDiffableDataSourceSnapshot()
                    snapshot.replay(plan)
                    dataSource.apply(snapshot, animatingDifferences: animates, completion: completion)
                },
                showBackground: { [weak tableView] background in
                    let view = backgroundViews.view(for: background)
                    backgroundViews.all.animateActivityIndicators(in: view)
                    tableView?.backgroundView = view
                })
            tableView.prefetchDataSource = core.controls
            binding.onFooterChange = { [weak tableView] footer in
                let view = footerViews.view(for: footer)
                footerViews.all.animateActivityIndicators(in: view)
                tableView?.setFooterSizedToFit(view)
            }
            // A new width (rotation, split screen) fits the footer again.
            core.onSizeChange = { [weak tableView, weak binding] in
                guard let footer = binding?.footer else { return }
                tableView?.setFooterSizedToFit(footerViews.view(for: footer))
            }
            binding.observe()
        }

        /// Whether changes after the first rows animate; `true` by default.
        public var animatesDifferences: Bool {
            get { binding.animatesDifferences }
            set { binding.animatesDifferences = newValue }
        }

        /// Starts the list: saved rows first, then the server.
        public func start() {
            binding.start()
        }

        /// A search controller whose text searches the list; put it in your `navigationItem`.
        public func makeSearchController() -> UISearchController {
            core.controls.makeSearchController()
        }

        /// Loads more when the row at `indexPath` is near an end, or its page when it is a placeholder. Call it from
        /// your table delegate's `tableView(_:willDisplay:forRowAt:)` when the table does not prefetch (prefetching
        /// calls it already).
        public func willDisplayRow(at indexPath: IndexPath) {
            core.willDisplay(at: indexPath)
        }

        /// The item shown at `indexPath`, or `nil` (nothing there, or a placeholder).
        public func item(at indexPath: IndexPath) -> Item? {
            core.item(at: indexPath)
        }

        /// Makes the topmost visible row the list's anchor (``ResourcePaging/PagedList/setAnchor(_:)``), the row kept
        /// in place when rows are inserted above it and saved with the list. Call it from your table delegate's
        /// `scrollViewDidEndDecelerating(_:)`, and from `scrollViewDidEndDragging(_:willDecelerate:)` when it does
        /// not decelerate (the adapter is never the table's delegate).
        public func scrollingDidStop() {
            core.scrollingDidStop()
        }

        /// The reuse identifier of the default placeholder cell, registered on the table by the adapter.
        static var placeholderReuseIdentifier: String { "ResourceLoaderUI.placeholder" }
    }
#endif

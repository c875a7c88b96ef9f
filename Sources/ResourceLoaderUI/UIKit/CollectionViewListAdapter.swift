#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    /// Shows a ``ResourcePaging/PagedList`` in a `UICollectionView` through a
    /// `UICollectionViewDiffableDataSource`, with pull to refresh, search, paging as items near the end,
    /// background views for the list's states and a refetch on return to the foreground. The app's own view
    /// controller owns one; no base class.
    ///
    /// It works as ``TableViewListAdapter`` does, except for the footer: a collection view's footer is a
    /// supplementary view of the app's layout, so the adapter shows none itself. Set
    /// `binding.onFooterChange` (see ``PagedListViewBinding/onFooterChange``) to update yours, and give its tap
    /// to ``PagedListViewBinding/retry()``. For layouts that do not prefetch, call ``willDisplayItem(at:)``
    /// from your delegate's `collectionView(_:willDisplay:forItemAt:)`. The collection view's `refreshControl`,
    /// `backgroundView`, `dataSource` and `prefetchDataSource` belong to the adapter.
    @available(iOS 15.0, *)
    @MainActor
    public final class CollectionViewListAdapter<Resource: PaginatedResource, SectionID: Hashable & Sendable>
    where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
        /// One item.
        public typealias Item = Resource.Item
        /// Makes the cell of an item: dequeue it from the collection view and configure it with the item.
        public typealias CellProvider = (UICollectionView, IndexPath, Item) -> UICollectionViewCell
        /// Makes the cell of an item not loaded yet (a placeholder, drawn when the list's
        /// ``ResourcePaging/PagedList/showsPlaceholders`` is on), given its position in the whole list.
        public typealias PlaceholderCellProvider = (UICollectionView, IndexPath, _ position: Int) ->
            UICollectionViewCell

        /// The decisions this adapter forwards to: plans, background, footer, loading more, search, refetch.
        public let binding: PagedListViewBinding<Resource, SectionID>
        /// The collection view.
        public let collectionView: UICollectionView
        /// The data source that feeds the collection view: the adapter's own, applying every update (an apply from
        /// elsewhere would put the view out of step with the list), so not public. Read what the view shows from
        /// ``snapshot``.
        let dataSource: UICollectionViewDiffableDataSource<SectionID, ListRow<Item.ID>>
        /// The items the collection view shows now (items and placeholders), read-only: the adapter applies every
        /// update.
        public var snapshot: NSDiffableDataSourceSnapshot<SectionID, ListRow<Item.ID>> { dataSource.snapshot() }
        /// The views shown behind the items for the list's states.
        public let backgroundViews: ListBackgroundViews
        /// What this adapter shares with ``TableViewListAdapter``.
        private let core: ScrollViewListAdapterCore<Resource, SectionID>

        /// The list shown.
        public var list: PagedList<Resource, SectionID> { binding.list }
        /// The pull-to-refresh control installed on the collection view.
        public var refreshControl: UIRefreshControl { core.controls.refreshControl }

        /// Shows `list` in `collectionView`, with cells from `cellProvider`.
        ///
        /// - Parameters: as ``TableViewListAdapter``'s initializer, without footer views (the footer is your
        ///   layout's).
        public init(
            collectionView: UICollectionView,
            list: PagedList<Resource, SectionID>,
            backgroundViews: ListBackgroundViews = ListBackgroundViews(),
            refetchPolicy: ForegroundRefetchPolicy = ForegroundRefetchPolicy(),
            placeholderCellProvider: PlaceholderCellProvider? = nil,
            cellProvider: @escaping CellProvider
        ) {
            let binding = PagedListViewBinding(list: list, refetchPolicy: refetchPolicy)
            self.binding = binding
            self.collectionView = collectionView
            self.backgroundViews = backgroundViews
            // Every item of the snapshot being applied is in the binding, as that update had it (the list may have
            // dropped it since): a reconfigure always gets a cell of the app's own registration.
            // The default placeholder cell: a line of blank text (a self-sizing list gives an empty cell no height, and
            // then every placeholder would be on screen at once and load its page). Made here, not in the cell
            // provider: UIKit refuses a registration made there.
            let placeholderRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
                var content = UIListContentConfiguration.cell()
                content.text = " "
                cell.contentConfiguration = content
            }
            let rowDrawn = RowDrawnSignal()
            let dataSource = UICollectionViewDiffableDataSource<SectionID, ListRow<Item.ID>>(
                collectionView: collectionView
            ) { collectionView, indexPath, row in
                rowDrawn.signal()
                switch row {
                case .item(let id):
                    return cellProvider(collectionView, indexPath, binding.shownItem(withID: id))
                case .placeholder(let position):
                    if let placeholderCellProvider {
                        return placeholderCellProvider(collectionView, indexPath, position)
                    }
                    return collectionView.dequeueConfiguredReusableCell(
                        using: placeholderRegistration, for: indexPath, item: position)
                }
            }
            self.dataSource = dataSource
            core = ScrollViewListAdapterCore(
                binding: binding, scrollView: collectionView, retryViews: backgroundViews.retryViews,
                rows: ScrollViewRows(
                    axis: { [weak collectionView] in collectionView.map(ScrollAxis.init) ?? .vertical },
                    visibleIndexPaths: { [weak collectionView] in collectionView?.indexPathsForVisibleItems ?? [] },
                    row: { [weak dataSource] in dataSource?.itemIdentifier(for: $0) },
                    indexPathOfRow: { [weak dataSource] in dataSource?.indexPath(for: $0) },
                    frame: { [weak collectionView] in collectionView?.layoutAttributesForItem(at: $0)?.frame }),
                rowDrawn: rowDrawn,
                apply: { [weak dataSource] plan, animates, completion in
                    guard let dataSource else { return }
                    // A plan that follows the change edits the rows shown; any other builds them afresh.
                    var snapshot = plan.startsFromShown ? dataSource.snapshot() : NSDiffableDataSourceSnapshot()
                    snapshot.replay(plan)
                    dataSource.apply(snapshot, animatingDifferences: animates, completion: completion)
                },
                showBackground: { [weak collectionView] background in
                    let view = backgroundViews.view(for: background)
                    backgroundViews.all.animateActivityIndicators(in: view)
                    collectionView?.backgroundView = view
                })
            collectionView.prefetchDataSource = core.controls
            binding.observe()
        }

        /// Whether changes after the first items animate; `true` by default.
        public var animatesDifferences: Bool {
            get { binding.animatesDifferences }
            set { binding.animatesDifferences = newValue }
        }

        /// Starts the list: saved items first, then the server.
        public func start() {
            binding.start()
        }

        /// A search controller whose text searches the list; put it in your `navigationItem`.
        public func makeSearchController() -> UISearchController {
            core.controls.makeSearchController()
        }

        /// Loads more when the item at `indexPath` is near an end, or its page when it is a placeholder. Call it
        /// from your delegate's `collectionView(_:willDisplay:forItemAt:)` when the collection view does not
        /// prefetch.
        public func willDisplayItem(at indexPath: IndexPath) {
            core.willDisplay(at: indexPath)
        }

        /// The item shown at `indexPath`, or `nil` (nothing there, or a placeholder).
        public func item(at indexPath: IndexPath) -> Item? {
            core.item(at: indexPath)
        }

        /// Makes the topmost visible item the list's anchor (``ResourcePaging/PagedList/setAnchor(_:)``), the item
        /// kept in place when items are inserted above it and saved with the list. Call it from your delegate's
        /// `scrollViewDidEndDecelerating(_:)`, and from `scrollViewDidEndDragging(_:willDecelerate:)` when it does
        /// not decelerate (the adapter is never the collection view's delegate).
        public func scrollingDidStop() {
            core.scrollingDidStop()
        }
    }
#endif

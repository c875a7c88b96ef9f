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
        /// The data source that feeds the collection view.
        public let dataSource: UICollectionViewDiffableDataSource<SectionID, ListRow<Item.ID>>
        /// The views shown behind the items for the list's states.
        public let backgroundViews: ListBackgroundViews
        private let controls: ScrollViewListControls

        /// The list shown.
        public var list: PagedList<Resource, SectionID> { binding.list }
        /// The pull-to-refresh control installed on the collection view.
        public var refreshControl: UIRefreshControl { controls.refreshControl }

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
            binding.drawsPlaceholders = true
            collectionView.register(
                UICollectionViewCell.self, forCellWithReuseIdentifier: Self.placeholderReuseIdentifier)
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, row in
                switch row {
                case .item(let id):
                    return cellProvider(collectionView, indexPath, binding.shownItem(withID: id))
                case .placeholder(let position):
                    if let placeholderCellProvider {
                        return placeholderCellProvider(collectionView, indexPath, position)
                    }
                    return collectionView.dequeueReusableCell(
                        withReuseIdentifier: Self.placeholderReuseIdentifier, for: indexPath)
                }
            }
            controls = ScrollViewListControls(
                scrollView: collectionView, retryViews: backgroundViews.retryViews, binding: binding,
                row: { [weak dataSource] in dataSource?.itemIdentifier(for: $0) })
            collectionView.prefetchDataSource = controls
            // The data source's cell provider holds the binding: the binding holds the data source weakly.
            let rows = Self.rows(of: collectionView, dataSource: dataSource)
            binding.onApply = { [weak dataSource, weak binding, weak collectionView] plan in
                guard let dataSource, let binding, let collectionView else { return }
                binding.apply(plan, in: collectionView, rows: rows) { animates, completion in
                    dataSource.apply(
                        NSDiffableDataSourceSnapshot(plan.drawingPlaceholders(binding.placeholders)),
                        animatingDifferences: animates, completion: completion)
                }
            }
            binding.onBackgroundChange = { background in
                collectionView.backgroundView = backgroundViews.view(for: background)
            }
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
            controls.makeSearchController()
        }

        /// Loads more when the item at `indexPath` is near an end. Call it from your delegate's
        /// `collectionView(_:willDisplay:forItemAt:)` when the collection view does not prefetch.
        public func willDisplayItem(at indexPath: IndexPath) {
            if let row = dataSource.itemIdentifier(for: indexPath) { binding.rowWillAppear(row) }
        }

        /// The reuse identifier of the default placeholder cell (empty), registered on the collection view by the
        /// adapter.
        static var placeholderReuseIdentifier: String { "ResourceLoaderUI.placeholder" }

        /// The item shown at `indexPath`, or `nil`.
        public func item(at indexPath: IndexPath) -> Item? {
            dataSource.itemIdentifier(for: indexPath)?.itemID.flatMap { binding.item(withID: $0) }
        }

        /// Makes the topmost visible item the list's anchor (``ResourcePaging/PagedList/setAnchor(_:)``), the item
        /// kept in place when items are inserted above it and saved with the list. Call it from your delegate's
        /// `scrollViewDidEndDecelerating(_:)`, and from `scrollViewDidEndDragging(_:willDecelerate:)` when it does
        /// not decelerate (the adapter is never the collection view's delegate).
        public func scrollingDidStop() {
            binding.scrollingDidStop(in: collectionView, rows: Self.rows(of: collectionView, dataSource: dataSource))
        }

        /// How the adapter finds items in `collectionView`, holding both weakly.
        private static func rows(
            of collectionView: UICollectionView,
            dataSource: UICollectionViewDiffableDataSource<SectionID, ListRow<Item.ID>>
        ) -> ScrollViewRows<Item.ID> {
            ScrollViewRows(
                visibleIndexPaths: { [weak collectionView] in collectionView?.indexPathsForVisibleItems ?? [] },
                id: { [weak dataSource] in dataSource?.itemIdentifier(for: $0)?.itemID },
                indexPath: { [weak dataSource] in dataSource?.indexPath(for: .item($0)) },
                frame: { [weak collectionView] in collectionView?.layoutAttributesForItem(at: $0)?.frame })
        }
    }
#endif

#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    /// The UIKit callbacks both list adapters receive, forwarded to closures: prefetching and its cancelling (a data-source
    /// protocol, so the app keeps its view's delegate), the search controller's text, pull to refresh, retry
    /// taps and the return to the foreground. Not generic, so that its Objective-C protocol methods are plain.
    @MainActor
    final class ScrollViewListControls: NSObject, UITableViewDataSourcePrefetching,
        UICollectionViewDataSourcePrefetching, UISearchResultsUpdating
    {
        /// The pull-to-refresh control, installed on the scroll view.
        let refreshControl = UIRefreshControl()
        private let rowsWillAppear: ([IndexPath]) -> Void
        private let rowsNotNeeded: ([IndexPath]) -> Void
        private let search: (String?) -> Void
        private var foregroundObservation: NotificationObservation?

        init(
            scrollView: UIScrollView,
            retryViews: [UIView?],
            rowsWillAppear: @escaping ([IndexPath]) -> Void,
            rowsNotNeeded: @escaping ([IndexPath]) -> Void,
            search: @escaping (String?) -> Void,
            refresh: @escaping @MainActor () async -> Void,
            retry: @escaping @MainActor () async -> Void,
            enterForeground: @escaping @MainActor () -> Void
        ) {
            self.rowsWillAppear = rowsWillAppear
            self.rowsNotNeeded = rowsNotNeeded
            self.search = search
            super.init()
            let refreshControl = self.refreshControl
            // The control keeps its actions: the action holds it weakly, or neither would ever be freed.
            refreshControl.addAction(
                UIAction { [weak refreshControl] _ in
                    guard let refreshControl else { return }
                    Task {
                        await refresh()
                        refreshControl.endRefreshing()
                    }
                }, for: .valueChanged)
            scrollView.refreshControl = refreshControl
            // One action per control, however many places it serves (the error and the offline view, say).
            var controls: [UIControl] = []
            for case let control as UIControl in retryViews where !controls.contains(where: { $0 === control }) {
                controls.append(control)
                control.addAction(UIAction { _ in Task { await retry() } }, for: .touchUpInside)
            }
            // The screen's own scene, not the whole app: another window's scene coming to the foreground leaves this
            // screen alone, and this one's coming back refetches even when another scene kept the app in the
            // foreground (SwiftUI's scenePhase follows the scene the same way).
            foregroundObservation = NotificationObservation(UIScene.willEnterForegroundNotification) {
                [weak scrollView] scene in
                guard let scrollView, let ownScene = scrollView.window?.windowScene, scene == ObjectIdentifier(ownScene)
                else { return }
                enterForeground()
            }
        }

        /// Forwards to `binding`, held weakly: the scroll view keeps the refresh control and the background and
        /// footer views, whose actions hold these closures, and the binding holds the scroll view. A tap on any of
        /// `retryViews` that is a `UIControl` retries. Rows about to appear are found by `row` (the data source's
        /// identifier at an index path: an item, or a drawn placeholder).
        convenience init<Resource, SectionID>(
            scrollView: UIScrollView, retryViews: [UIView?], binding: PagedListViewBinding<Resource, SectionID>,
            row: @escaping (IndexPath) -> ListRow<Resource.Item.ID>?
        ) {
            self.init(
                scrollView: scrollView, retryViews: retryViews,
                rowsWillAppear: { [weak binding] indexPaths in
                    binding?.rowsWillBePrefetched(indexPaths.compactMap(row))
                },
                rowsNotNeeded: { [weak binding] indexPaths in
                    binding?.prefetchingCancelled(for: indexPaths.compactMap(row))
                },
                search: { [weak binding] in binding?.search($0) },
                refresh: { [weak binding] in await binding?.refresh() },
                retry: { [weak binding] in await binding?.retry() },
                enterForeground: { [weak binding] in binding?.appWillEnterForeground() })
        }

        /// A search controller whose text goes to the list's search.
        func makeSearchController() -> UISearchController {
            let controller = UISearchController(searchResultsController: nil)
            controller.searchResultsUpdater = self
            controller.obscuresBackgroundDuringPresentation = false
            return controller
        }

        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            rowsWillAppear(indexPaths)
        }

        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            rowsWillAppear(indexPaths)
        }

        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            rowsNotNeeded(indexPaths)
        }

        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            rowsNotNeeded(indexPaths)
        }

        func updateSearchResults(for searchController: UISearchController) {
            search(searchController.searchBar.text)
        }
    }
#endif

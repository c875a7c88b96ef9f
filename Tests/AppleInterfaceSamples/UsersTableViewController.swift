// A view controller that owns a table view and a diffable data source fed from a `ListSnapshot`, as the UIKit
// adapter will do: the first snapshot applies without animation, content changes use `reconfigureItems`, pull to
// refresh and the search controller forward to closures, rows near the end ask for more, and the list refreshes
// when the app returns to the foreground or the network comes back.
#if canImport(UIKit)
    import Foundation
    import Network
    import ResourceStore
    import UIKit

    @MainActor
    final class UsersTableViewController: UIViewController, UITableViewDelegate, UISearchResultsUpdating {
        private let tableView = UITableView(frame: .zero, style: .plain)
        private let refreshControl = UIRefreshControl()
        private let searchController = UISearchController(searchResultsController: nil)
        private let pathMonitor = NWPathMonitor()
        private var dataSource: UITableViewDiffableDataSource<SampleSection, SampleUser.ID>?
        private var users: [SampleUser.ID: SampleUser] = [:]
        private var hasAppliedFirstSnapshot = false
        private var foregroundObserver: (any NSObjectProtocol)?

        /// Called when the user pulls to refresh or the app returns with stale data.
        var refresh: () -> Void = {}
        /// Called with the search text as the user types.
        var search: (String) -> Void = { _ in }
        /// Called when a row this close to the end is about to be shown.
        var loadMore: () -> Void = {}
        let prefetchDistance = 5

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tableView)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "user")
            tableView.delegate = self
            dataSource = UITableViewDiffableDataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
                let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = self?.users[id]?.name
                cell.contentConfiguration = content
                return cell
            }
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            tableView.refreshControl = refreshControl
            searchController.searchResultsUpdater = self
            navigationItem.searchController = searchController
            foregroundObserver = NotificationCenter.default.addObserver(
                forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.refresh() }
            }
            pathMonitor.pathUpdateHandler = { [weak self] path in
                guard path.status == .satisfied else { return }
                Task { @MainActor in self?.refresh() }
            }
            pathMonitor.start(queue: DispatchQueue(label: "path-monitor"))
        }

        /// Shows `snapshot`: the first one without animation, later ones animated; changed rows are reconfigured.
        func show(_ snapshot: ListSnapshot<SampleSection, SampleUser.ID>, users: [SampleUser]) {
            for user in users { self.users[user.id] = user }
            var diffable = NSDiffableDataSourceSnapshot<SampleSection, SampleUser.ID>()
            diffable.appendSections(snapshot.sectionIdentifiers)
            for section in snapshot.sectionIdentifiers {
                diffable.appendItems(snapshot.itemIdentifiers(inSection: section), toSection: section)
            }
            diffable.reconfigureItems(snapshot.reconfiguredItemIdentifiers)
            diffable.reloadSections(snapshot.reloadedSectionIdentifiers)
            dataSource?.apply(diffable, animatingDifferences: hasAppliedFirstSnapshot) { [weak self] in
                self?.refreshControl.endRefreshing()
            }
            hasAppliedFirstSnapshot = true
        }

        /// Shows an empty, error or offline view behind the rows (or none).
        func showBackground(_ backgroundView: UIView?) {
            tableView.backgroundView = backgroundView
        }

        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            if indexPath.row >= tableView.numberOfRows(inSection: indexPath.section) - prefetchDistance {
                loadMore()
            }
        }

        func updateSearchResults(for searchController: UISearchController) {
            search(searchController.searchBar.text ?? "")
        }
    }
#endif

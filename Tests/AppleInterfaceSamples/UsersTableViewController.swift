// A view controller that shows a paged, searchable list in a table through `TableViewListAdapter`: the adapter owns
// the diffable data source (first rows without animation, changed rows reconfigured), pull to refresh, the search
// controller, the background and footer views, and the refetch on return to the foreground. The view controller
// keeps its table's delegate and forwards `willDisplay` to the adapter, and reconnecting refetches through the
// list's reachability source.
#if canImport(UIKit)
    import Foundation
    import ResourceLoaderUI
    import UIKit

    /// The users endpoint, a page of 20 at a time.
    struct SampleUsers: PaginatedResource {
        typealias Item = SampleUser
        var baseURL: URL? { URL(string: "https://api.example.com") }
        var path: String { "users" }
        var collectionKeyPath: String? { "data" }
        var paging: OffsetPaging { OffsetPaging(limit: 20) }
    }

    @MainActor
    final class UsersTableViewController: UIViewController, UITableViewDelegate {
        private let tableView = UITableView(frame: .zero, style: .plain)
        private let list: PagedList<SampleUsers, SingleSection>
        private var adapter: TableViewListAdapter<SampleUsers, SingleSection>?

        init(service: any ResourceService, reachability: (any ReachabilitySource)?) {
            list = PagedList(resource: SampleUsers(), service: service, prefetchDistance: 5)
            list.reachability = reachability  // the list syncs again on reconnect
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            // The screen's view: the window gives it its size (a subview made with .zero would stay empty).
            view = tableView
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "user")
            tableView.delegate = self
            list.searchFields = { [$0.name] }
            let retry = UIButton(type: .system)
            retry.setTitle("Couldn’t load users. Tap to retry.", for: .normal)
            let offline = UIButton(type: .system)
            offline.setTitle("You are offline. Tap to retry.", for: .normal)
            let empty = UILabel()
            empty.text = "No users"
            let retryMore = UIButton(type: .system)  // a footer of its own: a view has one superview
            retryMore.setTitle("Couldn’t load more. Tap to retry.", for: .normal)
            let adapter = TableViewListAdapter(
                tableView: tableView, list: list,
                backgroundViews: ListBackgroundViews(empty: empty, failed: retry, offline: offline),
                footerViews: ListFooterViews(failed: retryMore),
                refetchPolicy: ForegroundRefetchPolicy(staleTime: 5 * 60)
            ) { tableView, indexPath, user in
                let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = user.name
                cell.contentConfiguration = content
                return cell
            }
            navigationItem.searchController = adapter.makeSearchController()
            adapter.start()
            self.adapter = adapter
        }

        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            adapter?.willDisplayRow(at: indexPath)
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            guard let user = adapter?.item(at: indexPath) else { return }
            print("selected", user.name)
        }
    }
#endif

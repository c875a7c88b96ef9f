// The ```swift blocks of Docs/UIKit.md and the README's UIKit section, type-checked by .ci/check-apple-code
// against the UIKit interface (no UIKit exists on Linux, so the package build skips this file).
// DocumentationSnippetTests checks that every block appears here, line for line. Edit the guides and this file
// together.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import Foundation
    import ResourceLoaderUI
    import UIKit

    enum UIKitSnippets {
        // MARK: README: a list screen in UIKit

        struct Person: Codable, Sendable, Identifiable, Equatable {
            let id: Int
            var name: String
        }

        struct People: PaginatedResource {
            typealias Item = Person
            var baseURL: URL? { URL(string: "https://api.example.com") }
            var path: String { "people" }
            var collectionKeyPath: String? { "data" }
            var paging: OffsetPaging { OffsetPaging(limit: 20) }
        }

        final class PeopleViewController: UIViewController {
            let list: PagedList<People, SingleSection>
            private let tableView = UITableView(frame: .zero, style: .plain)
            private var adapter: TableViewListAdapter<People, SingleSection>?

            init(
                list: PagedList<People, SingleSection> = PagedList(
                    resource: People(), service: NetworkResourceService(), diskCache: DiskCache()
                )
            ) {
                self.list = list
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            override func loadView() {
                view = tableView  // the table is the screen's view: the window gives it its size
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "person")
                list.searchFields = { [$0.name] }
                let retry = UIButton(type: .system)
                retry.setTitle("Can’t load people. Tap to retry.", for: .normal)
                let retryMore = UIButton(type: .system)
                retryMore.setTitle("Can’t load more. Tap to retry.", for: .normal)
                adapter = TableViewListAdapter(
                    tableView: tableView, list: list,
                    backgroundViews: ListBackgroundViews(failed: retry, offline: retry),
                    footerViews: ListFooterViews(failed: retryMore)
                ) { table, path, person in
                    let cell = table.dequeueReusableCell(withIdentifier: "person", for: path)
                    var content = cell.defaultContentConfiguration()
                    content.text = person.name
                    cell.contentConfiguration = content
                    return cell
                }
                navigationItem.searchController = adapter?.makeSearchController()
                adapter?.start()
            }
        }

        // MARK: Docs/UIKit.md

        final class DelegateForwarding: NSObject, UITableViewDelegate {
            var adapter: TableViewListAdapter<People, SingleSection>?

            func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                adapter?.willDisplayRow(at: indexPath)
            }
        }

        struct Message: Codable, Sendable, Identifiable, Equatable {
            let id: Int
            let text: String
        }

        struct Messages: PaginatedResource {
            typealias Item = Message
            var url: URL? { URL(string: "https://api.example.com/messages") }
            var collectionKeyPath: String? { "data.items" }
            var paging: OffsetPaging { OffsetPaging(limit: 50, totalField: .value(at: "data.total")) }
        }

        final class MessagesViewController: UIViewController {
            let list: PagedList<Messages, SingleSection>
            private let tableView = UITableView(frame: .zero, style: .plain)
            private var adapter: TableViewListAdapter<Messages, SingleSection>?

            init(
                list: PagedList<Messages, SingleSection> = PagedList(
                    resource: Messages(), service: NetworkResourceService())
            ) {
                self.list = list
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            override func loadView() {
                view = tableView
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                list.showsPlaceholders = true
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "placeholder")
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
                let placeholderCell: TableViewListAdapter<Messages, SingleSection>.PlaceholderCellProvider = {
                    table, path, position in
                    let cell = table.dequeueReusableCell(withIdentifier: "placeholder", for: path)
                    var content = cell.defaultContentConfiguration()
                    content.text = "Message \(position + 1)…"
                    cell.contentConfiguration = content
                    return cell
                }
                adapter = TableViewListAdapter(
                    tableView: tableView, list: list, placeholderCellProvider: placeholderCell
                ) { table, path, message in
                    let cell = table.dequeueReusableCell(withIdentifier: "message", for: path)
                    var content = cell.defaultContentConfiguration()
                    content.text = message.text
                    cell.contentConfiguration = content
                    return cell
                }
                adapter?.start()
            }
        }

        final class ScrollForwarding: NSObject, UITableViewDelegate {
            var adapter: TableViewListAdapter<People, SingleSection>?

            func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
                adapter?.scrollingDidStop()
            }

            func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                if !decelerate { adapter?.scrollingDidStop() }
            }
        }

        @MainActor
        static func configure(_ adapter: TableViewListAdapter<People, SingleSection>) {
            adapter.animatesDifferences = false  // apply every change at once
            adapter.binding.refetchPolicy = ForegroundRefetchPolicy(staleTime: 5 * 60)
        }

        @MainActor
        static func collectionFooter(_ adapter: CollectionViewListAdapter<People, SingleSection>, label: UILabel) {
            adapter.binding.onFooterChange = { footer in
                switch footer {
                case .none: label.text = nil
                case .loading: label.text = "Loading…"
                case .failed: label.text = "Couldn’t load more. Tap to retry."
                case .endReached: label.text = "That’s everyone"
                }
            }
        }

        @MainActor
        static func ownBinding(
            list: PagedList<People, SingleSection>, show: @escaping (ListBackground) -> Void
        ) -> PagedListViewBinding<People, SingleSection> {
            let binding = PagedListViewBinding(list: list)
            binding.onApply = { plan in
                print(plan.operations.count, plan.animatingDifferences)
            }
            binding.onBackgroundChange = { background in show(background) }
            binding.observe()  // until the binding is released: keep it
            return binding
        }
    }

    // Not in the guide: the runs against the UIKit model (Tests/AppleInterfaceSamples/Runs) reach the screen's adapter.
    extension UIKitSnippets.PeopleViewController {
        var adapterForTests: TableViewListAdapter<UIKitSnippets.People, SingleSection>? { adapter }
    }
#endif

import Foundation
import ResourceLoader
import ResourcePaging
import ResourceStore

// The ```swift blocks of Docs/Migrating/XLData.md, compiled here so they cannot rot. DocumentationSnippetTests
// checks that every block appears below, line for line. Edit the guide and this file together.

enum MigratingXLDataSnippets {
    // MARK: The same screen

    struct User: Decodable, Sendable, Identifiable, Equatable {
        let id: Int
        let name: String
    }

    struct Users: PaginatedResource {
        typealias Item = User

        var baseURL: URL? { URL(string: "https://api.example.com") }
        var path: String { "users.json" }
        var collectionKeyPath: String? { "data" }
        var searchParameter: String { "filter" }
        var paging: OffsetPaging { OffsetPaging(limit: 20) }
    }

    @MainActor
    final class UsersScreen {
        let list: PagedList<Users, SingleSection>
        private(set) var background = ""
        private(set) var showsNetworkStatus = false
        private(set) var footer = ""

        init(service: any ResourceService) {
            list = PagedList(resource: Users(), service: service)
            list.searchFields = { [$0.name] }
            list.remoteSearchDelay = 0.3
            list.onUpdate = { [weak self] update in self?.show(update) }
        }

        /// viewWillAppear (XLData's `forceLoad:NO`).
        func appear() async {
            await list.start()
        }

        /// Where XLData's infinite scrolling advanced `offset` and called `load`.
        func rowWillAppear(_ user: User) {
            list.loadMoreIfNeeded(currentItem: user.id)
        }

        /// Where `updateSearchResultsForSearchController:` set `searchString` and called `forceLoad:YES`.
        func searchTextChanged(_ text: String) {
            list.search(text)
        }

        /// The refresh control (XLData's `forceLoad:YES`).
        func pulledToRefresh() async {
            await list.refresh()
        }

        /// A "Retry" button on the error view or the footer.
        func retryTapped() async {
            await list.retry()
        }

        private func show(_ update: PagedList<Users, SingleSection>.Update) {
            // Apply update.diff to the table or collection view here (Docs/UIKit.md, Docs/SwiftUI.md).
            switch update.state.phase {
            case .firstLoad: background = "spinner"
            case .content: background = ""
            case .empty: background = "No users"  // emptyDataSetView
            case .failed(let error): background = "\(error.description) Retry?"  // showError:
            case .offline: background = "No connection"
            }
            showsNetworkStatus = update.state.isOffline  // networkStatusView
            footer = update.state.forward.isLoading ? "Loading…" : ""
        }
    }

    // MARK: Reading a row

    @MainActor
    static func cellText(list: PagedList<Users, SingleSection>, indexPath: ListIndexPath) -> String {
        list.item(at: indexPath)?.name ?? ""  // was [self.dataStore dataAtIndexPath:indexPath], untyped
    }
}

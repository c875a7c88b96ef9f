import Foundation
import ResourceLoader
import ResourcePaging

// The ```swift blocks of Docs/Migrating/XLDataLoader.md, compiled here so they cannot rot.
// DocumentationSnippetTests checks that every block appears below, line for line. Edit the guide and this file
// together.

enum MigratingXLDataLoaderSnippets {
    // MARK: The same screen

    struct User: Codable, Sendable, Identifiable, Equatable {
        let id: Int
        let userName: String
    }

    struct Users: PaginatedResource {
        typealias Item = User

        var baseURL: URL? { URL(string: "https://api.example.com") }
        var path: String { "users.json" }
        var searchParameter: String { "filter" }
        var paging: OffsetPaging { OffsetPaging(limit: 20) }
    }

    @MainActor
    final class UsersScreen {
        let list: PagedList<Users, SingleSection>
        private(set) var background = ""
        private(set) var banner = ""

        init<Archive: PagedListLocalSource>(service: any ResourceService, archive: Archive)
        where Archive.Item == User, Archive.Key == Int {
            list = PagedList(resource: Users(), service: service, localSource: archive)
            list.searchFields = { [$0.userName] }
            list.remoteSearchDelay = 0.3
            list.onUpdate = { [weak self] update in self?.show(update) }
        }

        /// viewDidLoad: the saved rows at once, then the first page from the server, synced in one update.
        func appear() async {
            await list.start()
        }

        /// willDisplayCell: was the infinite scrolling handler's `loadMoreForIndex:`.
        func rowWillAppear(_ user: User) {
            list.loadMoreIfNeeded(currentItem: user.id)
        }

        /// The search bar: was a second pair of loaders and `changeSearchString:` on both.
        func searchTextChanged(_ text: String) {
            list.search(text)
        }

        /// The refresh control: was `forceReload` on both loaders.
        func pulledToRefresh() async {
            await list.refresh()
        }

        private func show(_ update: PagedList<Users, SingleSection>.Update) {
            // Apply update.diff to the table view here (Docs/UIKit.md, Docs/SwiftUI.md).
            switch update.state.phase {
            case .firstLoad, .content: background = ""
            case .empty: background = "Empty"  // backgroundViewForEmptyTableView
            case .failed(let error): background = "\(error.description) Tap to retry."  // was a UIAlertView
            case .offline: background = "No connection"
            }
            if let age = update.state.cacheAge() {
                banner = "Saved \(Int(age)) s ago"  // rows from the archive, not yet synced
            } else {
                banner = update.state.isOffline ? "Offline" : ""
            }
        }
    }
}

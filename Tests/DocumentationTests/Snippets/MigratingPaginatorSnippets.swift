import Foundation
import ResourceLoader
import ResourcePaging

// The ```swift blocks of Docs/Migrating/Paginator.md, compiled here so they cannot rot. DocumentationSnippetTests
// checks that every block appears below, line for line. Edit the guide and this file together.

enum MigratingPaginatorSnippets {
    // MARK: The same screen

    struct Post: Decodable, Sendable, Identifiable, Equatable {
        let id: Int
        let title: String
    }

    struct Posts: PaginatedResource {
        typealias Item = Post

        var baseURL: URL? { URL(string: "https://blog.example.com/api") }
        var path: String { "posts" }
        var collectionKeyPath: String? { "items" }
        var paging: PageNumberPaging { PageNumberPaging(pageParameter: "page", sizeParameter: "count", pageSize: 20) }
    }

    @MainActor
    final class PostsScreen {
        let list: PagedList<Posts, SingleSection>
        private(set) var footer = ""

        init(service: any ResourceService) {
            list = PagedList(resource: Posts(), service: service)
            list.onUpdate = { [weak self] update in self?.show(update) }
        }

        /// viewDidLoad: loads the first page.
        func appear() async {
            await list.start()
        }

        /// willDisplayCell: within 10 rows of the end, loads the next page. No "is it loading?" check.
        func rowWillAppear(_ post: Post) {
            list.loadMoreIfNeeded(currentItem: post.id)
        }

        /// Pull to refresh: no new paginator, no array to empty.
        func pulledToRefresh() async {
            await list.refresh()
        }

        /// The footer's "Tap to retry".
        func footerTapped() async {
            await list.retry()
        }

        private func show(_ update: PagedList<Posts, SingleSection>.Update) {
            // Apply update.diff to the table or collection view here (Docs/UIKit.md, Docs/SwiftUI.md).
            switch update.state.forward {
            case .idle: footer = ""
            case .loading: footer = "Loading…"
            case .failed(let error): footer = "\(error.description) Tap to retry."
            case .reachedEnd: footer = update.snapshot.numberOfItems == 0 ? "No posts yet." : ""
            }
        }
    }

    // MARK: Loading backwards

    @MainActor
    static func openAtPageFive(service: any ResourceService) async {
        let list = PagedList(resource: Posts(), service: service, initialKey: 5)
        await list.start()  // page 5; rows near the top then load page 4, 3… and rows near the end 6, 7…
    }

    // MARK: Without PagedList

    actor PostsLoader {
        private let paginator: Paginator<Posts>

        init(service: any ResourceService) {
            paginator = Paginator(resource: Posts(), service: service)
        }

        func scrolledNearTheEnd() async {
            // A call made while a page is loading joins that load and returns its result.
            if case .failed(let error) = await paginator.loadNextPage() {
                print(error.resourceError as Any)  // the status, URL and body of what failed
            }
        }

        func pulledToRefresh() async -> [Post] {
            await paginator.refresh()
            return Array(await paginator.items)  // every id once
        }
    }
}

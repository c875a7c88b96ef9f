import Foundation
import ResourceLoader
import ResourcePaging

// The ```swift blocks of Docs/Pagination.md, compiled here so they cannot rot. DocumentationSnippetTests checks
// that every block appears below, line for line. Edit the guide and this file together.

enum PaginationSnippets {
    // MARK: 1. A paginated resource

    struct Article: Decodable, Sendable, Identifiable {
        let id: Int
        let title: String
    }

    struct Articles: PaginatedResource {
        typealias Item = Article

        var baseURL: URL? { URL(string: "https://api.example.com") }
        var path: String { "articles" }
        var collectionKeyPath: String? { "data.items" }
        var paging: OffsetPaging { OffsetPaging(limit: 20, totalField: .value(at: "total")) }
    }

    static func fetchPagesByHand(service: NetworkResourceService) async throws {
        let firstPage = try await service.fetch(Articles())
        print(firstPage.items.count, firstPage.nextKey as Any)  // 20 Optional(20)
        if let next = firstPage.nextKey {
            let secondPage = try await service.fetch(Articles().page(at: next))
            print(secondPage.items.map(\.title))
        }
    }

    // MARK: 2. Paging strategies: links stay home

    struct HomeOnlyArticles: PaginatedResource {
        typealias Item = Article
        var url: URL? { URL(string: "https://api.example.com/articles") }
        var paging: LinkPaging { LinkPaging() }
        var crossOriginLinks: CrossOriginLinkPolicy { .refuse }
    }

    // MARK: 2. GitHub: Link headers

    struct Repository: Decodable, Sendable, Identifiable {
        let id: Int
        let name: String
    }

    struct OrganizationRepositories: PaginatedResource {
        typealias Item = Repository

        let organization: String

        var baseURL: URL? { URL(string: "https://api.github.com") }
        var path: String { "orgs/\(organization)/repos" }
        var headers: [String: String] { ["Accept": "application/vnd.github+json"] }
        var paging: LinkPaging { LinkPaging(firstPageQueryItems: [QueryItem("per_page", 50)]) }
    }

    // MARK: 2. Stripe: starting_after, ending_before, has_more

    struct Charge: Decodable, Sendable, Identifiable {
        let id: String
        let amount: Int
        let currency: String
    }

    struct Charges: PaginatedResource {
        typealias Item = Charge

        let secretKey: String

        var baseURL: URL? { URL(string: "https://api.stripe.com/v1") }
        var path: String { "charges" }
        var headers: [String: String] { ["Authorization": "Bearer \(secretKey)"] }
        var collectionKeyPath: String? { "data" }
        var paging: CursorPaging { .stripe(limit: 25) }
    }

    // MARK: 2. JSON:API: links in the body

    struct Photo: Decodable, Sendable, Identifiable {
        struct Attributes: Decodable, Sendable {
            let title: String
        }

        let id: String
        let attributes: Attributes
    }

    struct Photos: PaginatedResource {
        typealias Item = Photo

        var baseURL: URL? { URL(string: "https://example.com/api") }
        var path: String { "photos" }
        var headers: [String: String] { ["Accept": "application/vnd.api+json"] }
        var collectionKeyPath: String? { "data" }
        var paging: LinkPaging {
            .body(next: "links.next", previous: "links.prev", firstPageQueryItems: [QueryItem("page[size]", 30)])
        }
    }

    // MARK: 2. Relay-style cursors at a key path

    struct FeedEdge: Decodable, Sendable, Identifiable {
        struct Node: Decodable, Sendable {
            let id: String
            let text: String
        }

        let cursor: String
        let node: Node

        var id: String { node.id }
    }

    struct Feed: PaginatedResource {
        typealias Item = FeedEdge

        var baseURL: URL? { URL(string: "https://social.example.com/api") }
        var path: String { "feed" }
        var collectionKeyPath: String? { "data.feed.edges" }
        var paging: CursorPaging {
            CursorPaging(
                afterParameter: "after",
                beforeParameter: "before",
                limitParameter: "first",
                limit: 20,
                nextCursor: .value(at: "data.feed.page_info.end_cursor"),
                previousCursor: .value(at: "data.feed.page_info.start_cursor"),
                hasNextField: .value(at: "data.feed.page_info.has_next_page"),
                hasPreviousField: .value(at: "data.feed.page_info.has_previous_page")
            )
        }
    }

    // MARK: 2. Offset and limit

    struct Products: PaginatedResource {
        typealias Item = Article

        var baseURL: URL? { URL(string: "https://shop.example.com/api") }
        var path: String { "products" }
        var collectionKeyPath: String? { "products" }
        var paging: OffsetPaging {
            OffsetPaging(offsetParameter: "skip", limitParameter: "limit", limit: 30, totalField: .value(at: "total"))
        }
    }

    // MARK: 2. Page number and size

    struct Tickets: PaginatedResource {
        typealias Item = Article

        var baseURL: URL? { URL(string: "https://support.example.com/api") }
        var path: String { "tickets" }
        var collectionKeyPath: String? { "results" }
        var paging: PageNumberPaging {
            PageNumberPaging(
                pageParameter: "page",
                sizeParameter: "page_size",
                pageSize: 25,
                firstPage: 0,
                totalPagesField: .value(at: "meta.total_pages")
            )
        }
    }

    // MARK: 2. From–to ranges

    struct LogLines: PaginatedResource {
        typealias Item = Article

        var baseURL: URL? { URL(string: "https://logs.example.com/api") }
        var path: String { "lines" }
        var paging: RangePaging { RangePaging(fromParameter: "from", toParameter: "to", size: 100) }
    }

    // MARK: 2. Keys computed in Swift

    struct Event: Decodable, Sendable, Identifiable {
        let id: String
        let time: Int
        let title: String
    }

    enum EventPosition: Hashable, Sendable {
        case start
        case after(time: Int, id: String)

        var queryItems: [QueryItem] {
            guard case .after(let time, let id) = self else { return [QueryItem("limit", 50)] }
            return [QueryItem("limit", 50), QueryItem("after_time", time), QueryItem(name: "after_id", value: id)]
        }
    }

    struct Events: PaginatedResource {
        struct Body: Decodable {
            let events: [Event]
            let more: Bool
        }

        typealias Item = Event

        var baseURL: URL? { URL(string: "https://calendar.example.com/api") }
        var path: String { "events" }
        var paging: DecodedPaging<Body, Event, EventPosition> {
            DecodedPaging(
                firstKey: .start,
                queryItems: { $0.queryItems },
                items: \.events,
                nextKey: { page in
                    guard page.body.more, let last = page.body.events.last else { return nil }
                    return .after(time: last.time, id: last.id)
                }
            )
        }
    }

    // MARK: 3. The Paginator

    static func loadPages(service: NetworkResourceService) async {
        let paginator = Paginator(resource: Articles(), service: service)
        switch await paginator.loadNextPage() {
        case .loaded(let added, let duplicates):
            print("\(added) articles added, \(duplicates) already listed")
        case .reachedEnd:
            print("No more articles")
        case .failed(let error):
            print(error)  // "Loading the page at 0 failed: …"
        case .superseded, .cancelled:
            break  // a refresh, reset or search replaced this load, or it was cancelled
        }
        let articles = await paginator.items
        print(articles.map(\.title))
    }

    static func startInTheMiddle(service: NetworkResourceService) async {
        let paginator = Paginator(resource: Articles(), service: service, initialKey: 200)
        await paginator.loadNextPage()  // articles 200..<220, the initial page
        await paginator.loadNextPage()  // 220..<240
        await paginator.loadPreviousPage()  // 180..<200, put before the others
        let state = await paginator.currentState
        print(state.forward, state.backward)  // idle idle
    }

    static func startAfterACharge(service: NetworkResourceService) async {
        let charges = Paginator(
            resource: Charges(secretKey: "sk_test_…"),
            service: service,
            initialKey: .after("ch_3MmlLrLkdIwHu7ix0snN0B15")
        )
        await charges.loadNextPage()  // the 25 charges after that one
        await charges.loadPreviousPage()  // the 25 before those, ending_before the first one loaded
    }

    static func refreshResetSearch(paginator: Paginator<Articles>) async {
        await paginator.refresh()  // reloads the initial page; the old items stay until it arrives
        await paginator.reset()  // empties the list at once; nothing loads until asked
        await paginator.search("swift")  // empties the list, then loads the first page of the results
        await paginator.search(nil)  // back to the whole list
    }

    static func joinConcurrentLoads(paginator: Paginator<Articles>) async {
        async let first = paginator.loadNextPage()
        async let second = paginator.loadNextPage()
        let results = await [first, second]  // one request; both calls get the same result
        print(results)
    }

    static func retryAfterFailure(paginator: Paginator<Articles>) async {
        if case .failed(let error) = await paginator.loadNextPage() {
            print(error.resourceError as Any)  // what the service reported: status, URL, body…
            await paginator.loadNextPage()  // loads the same page again, once
        }
    }

    static func repeatedCursor(paginator: Paginator<Feed>) async {
        await paginator.loadNextPage()
        if case .failed(.repeatedKey(let key)) = await paginator.currentState.forward {
            print("The server sent cursor \(key) twice; paging stopped instead of looping")
        }
    }

    static func replaceInPlace(service: NetworkResourceService) {
        let paginator = Paginator(resource: Articles(), service: service, duplicatePolicy: .replaceInPlace)
        _ = paginator
    }

    static func capPages(service: NetworkResourceService) {
        let paginator = Paginator(resource: Feed(), service: service, maximumPages: 10)
        _ = paginator
    }

    // MARK: 3. Observing from a UI

    @MainActor
    final class ArticlesModel {
        private(set) var articles: [Article] = []
        private(set) var footer = ""
        private let paginator: Paginator<Articles>
        private var observation: Task<Void, Never>?

        init(service: any ResourceService) {
            paginator = Paginator(resource: Articles(), service: service)
        }

        func start() {
            observation = Task { [weak self, paginator] in
                for await state in await paginator.states() {
                    self?.show(state)
                }
            }
            loadMore()
        }

        /// Call when the last rows come into view; calls made while a page is loading join it.
        func loadMore() {
            Task { await paginator.loadNextPage() }
        }

        func stop() {
            observation?.cancel()
        }

        private func show(_ state: PaginatorState<Article>) {
            articles = Array(state.items)
            switch state.forward {
            case .idle: footer = ""
            case .loading: footer = "Loading…"
            case .failed(let error): footer = "\(error.description) Tap to retry."
            case .reachedEnd: footer = articles.isEmpty ? "No articles yet." : "That's all."
            }
        }
    }

    // MARK: 3. Operations

    static func loadOnAQueue(paginator: Paginator<Articles>, queue: OperationQueue) async {
        if let operation = await paginator.makeNextPageOperation() {
            queue.addOperation(operation)  // the page joins the paginator's list when it arrives
        }
    }

    static func loadOnePage(service: NetworkResourceService, queue: OperationQueue) {
        let operation = ResourceOperation(resource: Articles().page(at: 40), service: service) { result in
            if case .success(let page) = result {
                print(page.items.count, page.nextKey as Any)
            }
        }
        queue.addOperation(operation)
    }
}

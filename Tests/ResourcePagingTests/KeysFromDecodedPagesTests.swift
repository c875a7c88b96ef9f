import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import ResourceSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Relay-style body of the cursor routes (in memory and on the loopback server), decoded as an app would, with
/// the decoder's snake-case conversion.
private struct FeedBody: Decodable {
    struct PageInfo: Decodable {
        var endCursor: String?
        var hasNextPage: Bool
        var startCursor: String?
        var hasPreviousPage: Bool
    }

    struct Feed: Decodable {
        var edges: [Row]
        var pageInfo: PageInfo
        var totalCount: Int?
    }

    struct Content: Decodable {
        var feed: Feed
    }

    var data: Content

    /// The cursor after the page: none once `has_next_page` is false; a page that says more follow but names no
    /// cursor is a paging error, as ``CursorPaging`` makes it.
    func nextCursor() throws -> CursorPaging.Cursor? {
        guard data.feed.pageInfo.hasNextPage else { return nil }
        guard let cursor = data.feed.pageInfo.endCursor else {
            throw PagingError.missingPageField(path: "data.feed.page_info.end_cursor")
        }
        return .after(cursor)
    }

    /// The cursor before the page loaded with `key`: none for the first page or once `has_previous_page` is false.
    func previousCursor(loadedWith key: CursorPaging.Cursor) -> CursorPaging.Cursor? {
        guard key != .start, data.feed.pageInfo.hasPreviousPage else { return nil }
        return data.feed.pageInfo.startCursor.map(CursorPaging.Cursor.before)
    }

    /// The routes' parameters for `cursor`: `after` or `before`, and the page size as `first`.
    static func queryItems(for cursor: CursorPaging.Cursor, size: Int) -> [QueryItem] {
        switch cursor {
        case .start: [QueryItem("first", size)]
        case .after(let value): [QueryItem(name: "after", value: value), QueryItem("first", size)]
        case .before(let value): [QueryItem(name: "before", value: value), QueryItem("first", size)]
        }
    }
}

/// The methods route: a strategy type of the app's own.
private struct FeedPaging: DecodedPagingStrategy {
    var size: Int
    var firstKey: CursorPaging.Cursor { .start }

    func queryItems(for cursor: CursorPaging.Cursor) -> [QueryItem] {
        FeedBody.queryItems(for: cursor, size: size)
    }

    func items(in body: FeedBody) -> [Row] { body.data.feed.edges }

    func nextKey(after page: DecodedPage<FeedBody, CursorPaging.Cursor>) throws -> CursorPaging.Cursor? {
        try page.body.nextCursor()
    }

    func previousKey(before page: DecodedPage<FeedBody, CursorPaging.Cursor>) -> CursorPaging.Cursor? {
        page.body.previousCursor(loadedWith: page.key)
    }

    func totalCount(of page: DecodedPage<FeedBody, CursorPaging.Cursor>) -> Int? {
        page.body.data.feed.totalCount
    }
}

/// The two ways to compute keys in Swift.
enum DecodedRoute: String, CaseIterable, Sendable {
    /// ``DecodedPaging`` built from closures.
    case closures
    /// A ``DecodedPagingStrategy`` type with methods.
    case methods
}

/// The cursor route's list, paged by either route; no `page(from:key:)` and no `collectionKeyPath` of its own.
private struct Feed<Paging: DecodedPagingStrategy>: PaginatedResource
where Paging.Item == Row, Paging.Body == FeedBody, Paging.Key == CursorPaging.Cursor {
    typealias Item = Row
    var url: URL?
    var queryItems: [QueryItem] = []
    var paging: Paging
    var decoder: JSONDecoder? {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }
}

extension DecodedPaging where Body == FeedBody, Item == Row, Key == CursorPaging.Cursor {
    /// The closures route, reading the same fields as ``FeedPaging``.
    fileprivate static func feed(size: Int, endsAtEmptyPage: Bool = true) -> Self {
        DecodedPaging(
            firstKey: .start,
            queryItems: { FeedBody.queryItems(for: $0, size: size) },
            items: \.data.feed.edges,
            nextKey: { try $0.body.nextCursor() },
            previousKey: { $0.body.previousCursor(loadedWith: $0.key) },
            totalCount: { $0.body.data.feed.totalCount },
            endsAtEmptyPage: endsAtEmptyPage
        )
    }
}

/// Runs `check` with the in-memory cursor list paged by `route`.
private func withFeed(
    _ route: DecodedRoute,
    url: URL? = InMemoryListAPI.baseURL.appendingPathComponent("cursor"),
    queryItems: [QueryItem] = [],
    size: Int = 10,
    isolation: isolated (any Actor)? = #isolation,
    _ check: (any FeedCheck) async throws -> Void
) async throws {
    switch route {
    case .closures:
        try await check(Feed(url: url, queryItems: queryItems, paging: DecodedPaging.feed(size: size)))
    case .methods:
        try await check(Feed(url: url, queryItems: queryItems, paging: FeedPaging(size: size)))
    }
}

/// A feed resource, whichever route pages it, as the tests use it.
private protocol FeedCheck: Sendable {
    /// A paginator over the resource.
    func paginator(_ service: any ResourceService, at key: CursorPaging.Cursor) -> any FeedPaginator
    /// The first page read from `body`.
    func firstPage(of body: String) throws -> Page<Row, CursorPaging.Cursor>
    /// A list over the resource, on the main actor.
    @MainActor func list(_ service: any ResourceService, at key: CursorPaging.Cursor?) -> any FeedList
}

/// What the tests ask of a paginator, whatever its resource type.
private protocol FeedPaginator: Sendable {
    func loadNextPage() async -> PageLoadResult
    func loadPreviousPage() async -> PageLoadResult
    var currentState: PaginatorState<Row> { get async }
}

/// What the tests ask of a list, whatever its resource type.
@MainActor
private protocol FeedList {
    func start() async -> PageLoadResult
    func loadNextPage() async -> PageLoadResult
    func loadPreviousPage() async -> PageLoadResult
    var snapshot: ListSnapshot<SingleSection, Int> { get }
    var state: ListState { get }
}

extension Paginator: FeedPaginator where Resource.Item == Row {}
extension PagedList: FeedList where SectionID == SingleSection, Resource.Item == Row {}

extension Feed: FeedCheck {
    func paginator(_ service: any ResourceService, at key: CursorPaging.Cursor) -> any FeedPaginator {
        Paginator(resource: self, service: service, initialKey: key)
    }

    func firstPage(of body: String) throws -> Page<Row, CursorPaging.Cursor> {
        let head = HTTPResponseHead(statusCode: 200, url: url, headerFields: ["Content-Type": "application/json"])
        return try model(from: ResourceResponse(data: Data(body.utf8), head: head))
    }

    @MainActor func list(_ service: any ResourceService, at key: CursorPaging.Cursor?) -> any FeedList {
        PagedList(resource: self, service: service, initialKey: key)
    }
}

/// A Relay-style page of `rows` with the given page info, as a hostile server may write it.
private func feedBody(rows: ClosedRange<Int>?, endCursor: String?, hasNext: Bool) -> String {
    let edges = rows.map { $0.map { #"{"id":\#($0),"name":"Row \#($0)"}"# }.joined(separator: ",") } ?? ""
    let cursor = endCursor.map { "\"\($0)\"" } ?? "null"
    return #"{"data":{"feed":{"edges":[\#(edges)],"page_info":{"end_cursor":\#(cursor),"has_next_page":\#(hasNext),"#
        + #""start_cursor":null,"has_previous_page":false}}}}"#
}

/// A loader answering each request with the next of `bodies` (the last one again once they run out).
private func scripted(_ bodies: [String]) -> ScriptedDataLoader {
    let served = Locked(0)
    return ScriptedDataLoader { request in
        let index = served.withLock { count in
            defer { count += 1 }
            return min(count, bodies.count - 1)
        }
        return ScriptedDataLoader.response(
            to: request, status: 200, body: Data(bodies[index].utf8), headers: ["Content-Type": "application/json"])
    }
}

@Suite("Page keys computed in Swift from the decoded body")
struct KeysFromDecodedPagesTests {
    @Test(
        "a forward walk follows the keys the Swift code computes to the end, asking no page past it",
        arguments: DecodedRoute.allCases)
    func forwardWalkToTheEnd(route: DecodedRoute) async throws {
        try await withFeed(route) { feed in
            let api = InMemoryListAPI(count: 35)
            let paginator = feed.paginator(NetworkResourceService.paging(api.loader), at: .start)
            var results = [await paginator.loadNextPage()]
            #expect(await paginator.currentState.placeholders?.trailing == 25, "the body's total_count: 35 rows")
            while results.count < 10 {
                guard case .loaded = results[results.count - 1] else { break }
                results.append(await paginator.loadNextPage())
            }
            let state = await paginator.currentState
            #expect(state.items.map(\.id) == Array(1...35))
            #expect(state.forward == .reachedEnd)
            #expect(results.last == .reachedEnd)
            #expect(api.loader.callCount == 4, "has_next_page false on the fourth page ends the list")
            #expect(
                api.loader.requestedURLs.map { $0.query ?? "" } == [
                    "first=10", "after=c10&first=10", "after=c20&first=10", "after=c30&first=10",
                ])
        }
    }

    @Test("a backward walk from the middle follows the previous keys to the start", arguments: DecodedRoute.allCases)
    func backwardWalkToTheStart(route: DecodedRoute) async throws {
        try await withFeed(route) { feed in
            let api = InMemoryListAPI(count: 35)
            let paginator = feed.paginator(NetworkResourceService.paging(api.loader), at: .after("c20"))
            #expect(await paginator.loadNextPage() == .loaded(added: 10, duplicates: 0))
            #expect(await paginator.loadPreviousPage() == .loaded(added: 10, duplicates: 0))
            #expect(await paginator.loadPreviousPage() == .loaded(added: 10, duplicates: 0))
            #expect(await paginator.loadPreviousPage() == .reachedEnd)
            let state = await paginator.currentState
            #expect(state.items.map(\.id) == Array(1...30))
            #expect(state.backward == .reachedEnd)
            #expect(api.loader.callCount == 3, "has_previous_page false on the first rows ends the list backwards")
            #expect(
                api.loader.requestedURLs.map { $0.query ?? "" }.suffix(2) == [
                    "before=c21&first=10", "before=c11&first=10",
                ])
        }
    }

    @Test(
        "a key the server hands out again stops the direction with repeatedKey, never looping",
        arguments: DecodedRoute.allCases)
    func repeatedKeyStops(route: DecodedRoute) async throws {
        try await withFeed(route) { feed in
            let api = InMemoryListAPI(count: 35)
            api.setLoopingCursor(true)  // end_cursor is always "c1", has_next_page always true
            let paginator = feed.paginator(NetworkResourceService.paging(api.loader), at: .start)
            var results: [PageLoadResult] = []
            for _ in 0..<5 { results.append(await paginator.loadNextPage()) }
            #expect(results[0] == .loaded(added: 10, duplicates: 0))
            #expect(results[1] == .loaded(added: 1, duplicates: 9), "rows 2–11 after c1: only row 11 is new")
            #expect(results[2...].allSatisfy { $0 == .failed(.repeatedKey(key: "after c1")) })
            #expect(await paginator.currentState.forward == .failed(.repeatedKey(key: "after c1")))
            #expect(await paginator.currentState.items.map(\.id) == Array(1...11))
            #expect(api.loader.callCount == 2, "the repeated key is never asked for")
        }
    }

    @Test("items mapped to a type that is not Decodable are listed, paged by keys computed in Swift")
    func itemsMappedFromTheBody() async throws {
        /// A row as the app shows it: built from the decoded row, not decoded itself.
        struct Label: Identifiable, Sendable {
            var id: Int
            var text: String
        }
        struct Labels: PaginatedResource {
            typealias Item = Label
            var url: URL? { InMemoryListAPI.baseURL.appendingPathComponent("cursor") }
            var decoder: JSONDecoder? {
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                return decoder
            }
            var paging: DecodedPaging<FeedBody, Label, CursorPaging.Cursor> {
                DecodedPaging(
                    firstKey: .start,
                    queryItems: { FeedBody.queryItems(for: $0, size: 10) },
                    items: { $0.data.feed.edges.map { Label(id: $0.id, text: $0.name.uppercased()) } },
                    nextKey: { try $0.body.nextCursor() })
            }
        }
        let api = InMemoryListAPI(count: 25)
        let paginator = Paginator(resource: Labels(), service: NetworkResourceService.paging(api.loader))
        await paginator.loadAllNext()
        #expect(await paginator.items.map(\.id) == Array(1...25))
        #expect(await paginator.items.last?.text == "ROW 25")
        #expect(await paginator.currentState.forward == .reachedEnd)
    }

    @Test("a key the server sends in a header is read from the page's head")
    func keyFromAHeader() async throws {
        // A body that is the bare array of rows; the cursor to the next page comes in `X-Next-Cursor`.
        let loader = ScriptedDataLoader { request in
            let after = request.url?.query?.contains("after=c3") == true
            let rows = after ? [4, 5] : [1, 2, 3]
            let body = "[" + rows.map { #"{"id":\#($0),"name":"Row \#($0)"}"# }.joined(separator: ",") + "]"
            return ScriptedDataLoader.response(
                to: request, status: 200, body: Data(body.utf8),
                headers: ["Content-Type": "application/json"].merging(after ? [:] : ["X-Next-Cursor": "c3"]) { $1 })
        }
        struct HeaderCursorRows: PaginatedResource {
            typealias Item = Row
            var url: URL? { InMemoryListAPI.baseURL.appendingPathComponent("rows") }
            var paging: DecodedPaging<[Row], Row, CursorPaging.Cursor> {
                DecodedPaging(
                    firstKey: .start,
                    queryItems: { FeedBody.queryItems(for: $0, size: 3) },
                    items: { $0 },
                    nextKey: { $0.head.value(forHTTPHeaderField: "x-next-cursor").map(CursorPaging.Cursor.after) })
            }
        }
        let paginator = Paginator(resource: HeaderCursorRows(), service: NetworkResourceService.paging(loader))
        await paginator.loadAllNext()
        #expect(await paginator.items.map(\.id) == [1, 2, 3, 4, 5])
        #expect(await paginator.currentState.forward == .reachedEnd)
        #expect(loader.requestedURLs.map { $0.query ?? "" } == ["first=3", "after=c3&first=3"])
    }

    @Test("a nextKey that returns the page's own key stops the direction at once, asking for nothing more")
    func ownKeyAgainStops() async throws {
        let api = InMemoryListAPI(count: 35)
        let stuck = DecodedPaging<FeedBody, Row, CursorPaging.Cursor>(
            firstKey: .start,
            queryItems: { FeedBody.queryItems(for: $0, size: 10) },
            items: \.data.feed.edges,
            nextKey: { $0.key })
        let feed = Feed(url: InMemoryListAPI.baseURL.appendingPathComponent("cursor"), paging: stuck)
        let paginator = Paginator(resource: feed, service: NetworkResourceService.paging(api.loader))
        #expect(await paginator.loadNextPage() == .loaded(added: 10, duplicates: 0))
        #expect(await paginator.loadNextPage() == .failed(.repeatedKey(key: "start")))
        #expect(await paginator.loadNextPage() == .failed(.repeatedKey(key: "start")))
        #expect(api.loader.callCount == 1)
    }

    @Test(
        "a body that does not match the body type fails the page with the decoding error and its path",
        arguments: DecodedRoute.allCases)
    func decodingFailure(route: DecodedRoute) async throws {
        try await withFeed(route) { feed in
            let body = feedBody(rows: 1...2, endCursor: "c2", hasNext: true)
                .replacingOccurrences(of: #""id":2"#, with: #""id":"two""#)
            let loader = scripted([body])
            let paginator = feed.paginator(NetworkResourceService.paging(loader), at: .start)
            let result = await paginator.loadNextPage()
            guard case .failed(let error) = result,
                case .loadFailed(let key, .decodingFailed(_, let codingPath, _, let underlying)) = error
            else {
                Issue.record("expected a decoding failure, got \(result)")
                return
            }
            #expect(key == "start")
            #expect(codingPath == "data.feed.edges[1].id")
            #expect(underlying is DecodingError)
            #expect(await paginator.currentState.items.isEmpty)
            #expect(error.isRetryable, "loading again asks for the page again")
        }
    }

    @Test(
        "an error the Swift code throws for a missing cursor stops the direction with that paging error",
        arguments: DecodedRoute.allCases)
    func thrownPagingError(route: DecodedRoute) async throws {
        try await withFeed(route) { feed in
            let loader = scripted([
                feedBody(rows: 1...10, endCursor: "c10", hasNext: true),
                feedBody(rows: 11...20, endCursor: nil, hasNext: true),
            ])
            let paginator = feed.paginator(NetworkResourceService.paging(loader), at: .start)
            #expect(await paginator.loadNextPage() == .loaded(added: 10, duplicates: 0))
            let error = PagingError.missingPageField(path: "data.feed.page_info.end_cursor")
            #expect(await paginator.loadNextPage() == .failed(error))
            #expect(await paginator.currentState.items.map(\.id) == Array(1...10), "the failed page lists nothing")
            #expect(!error.isRetryable)
        }
    }

    @Test(
        "an empty page ends the list even when it names a fresh key, so empty pages cannot keep a list loading",
        arguments: DecodedRoute.allCases)
    func emptyPageEnds(route: DecodedRoute) async throws {
        try await withFeed(route) { feed in
            let loader = ScriptedDataLoader { request in
                let after = request.url?.query?.contains("after=") == true
                let cursor = "c\(UUID().uuidString)"
                let body = feedBody(rows: after ? nil : 1...10, endCursor: cursor, hasNext: true)
                return ScriptedDataLoader.response(
                    to: request, status: 200, body: Data(body.utf8), headers: ["Content-Type": "application/json"])
            }
            let paginator = feed.paginator(NetworkResourceService.paging(loader), at: .start)
            #expect(await paginator.loadNextPage() == .loaded(added: 10, duplicates: 0))
            #expect(await paginator.loadNextPage() == .reachedEnd)
            #expect(await paginator.loadNextPage() == .reachedEnd)
            #expect(loader.callCount == 2)
        }
    }

    @Test("a negative total is refused with invalidPageField", arguments: DecodedRoute.allCases)
    func negativeTotal(route: DecodedRoute) async throws {
        try await withFeed(route) { feed in
            let body = feedBody(rows: 1...2, endCursor: "c2", hasNext: true)
                .replacingOccurrences(of: #""page_info""#, with: #""total_count":-4,"page_info""#)
            #expect(throws: PagingError.invalidPageField(path: "totalCount(of:) of FeedBody", reason: "-4 is negative"))
            {
                try feed.firstPage(of: body)
            }
            let page = try feed.firstPage(of: feedBody(rows: 1...2, endCursor: "c2", hasNext: true))
            #expect(page.items.map(\.id) == [1, 2])
            #expect(page.nextKey == .after("c2"))
            #expect(page.previousKey == nil)
            #expect(page.totalCount == nil)
        }
    }

    @Test("with endsAtEmptyPage false, a named empty page is listed and the walk goes on past it")
    func emptyPageNamedBetweenRows() async throws {
        let loader = scripted([
            feedBody(rows: 1...10, endCursor: "c10", hasNext: true),
            feedBody(rows: nil, endCursor: "gap", hasNext: true),
            feedBody(rows: 11...15, endCursor: "c15", hasNext: false),
        ])
        let feed = Feed(
            url: InMemoryListAPI.baseURL.appendingPathComponent("cursor"),
            paging: DecodedPaging.feed(size: 10, endsAtEmptyPage: false))
        let paginator = Paginator(resource: feed, service: NetworkResourceService.paging(loader))
        await paginator.loadAllNext()
        #expect(await paginator.items.map(\.id) == Array(1...15))
        #expect(await paginator.currentState.forward == .reachedEnd)
        #expect(loader.requestedURLs.map { $0.query ?? "" }.last == "after=gap&first=10")
    }

    @MainActor
    @Test(
        "a PagedList walks the loopback server's cursor list both ways with keys computed in Swift",
        arguments: DecodedRoute.allCases)
    func pagedListOverLoopback(route: DecodedRoute) async throws {
        let server = try TestServer.shared()
        let service = NetworkResourceService { $0.retryPolicy = .never }
        try await withFeed(route, url: server.url("/list/cursor"), queryItems: [QueryItem("count", 35)]) { feed in
            let list = feed.list(service, at: nil)
            _ = await list.start()
            while case .loaded = await list.loadNextPage() {}
            #expect(list.snapshot.itemIdentifiers == Array(1...35))
            #expect(list.state.forward == .reachedEnd)
            #expect(list.state.phase == .content)

            let middle = feed.list(service, at: .after("c20"))
            _ = await middle.start()
            #expect(middle.snapshot.itemIdentifiers == Array(21...30))
            while case .loaded = await middle.loadPreviousPage() {}
            #expect(middle.snapshot.itemIdentifiers == Array(1...30))
            #expect(middle.state.backward == .reachedEnd)
        }
    }
}

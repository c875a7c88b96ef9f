import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

/// Lists over the loopback server's `/list/{style}` routes, read with whatever decoder the service has.
private enum SnakeCaseRows {
    struct Cursors: PaginatedResource {
        typealias Item = Row
        let server: TestServer
        var itemsPath = "data.feed.edges"
        var url: URL? { server.url("/list/cursor") }
        var queryItems: [QueryItem] { [QueryItem("count", 50)] }
        var collectionKeyPath: String? { itemsPath }
        var paging: CursorPaging {
            CursorPaging(
                limitParameter: "first",
                limit: 10,
                nextCursor: .value(at: "data.feed.page_info.end_cursor"),
                hasNextField: .value(at: "data.feed.page_info.has_next_page")
            )
        }
    }

    struct Stripe: PaginatedResource {
        typealias Item = Row
        let server: TestServer
        var url: URL? { server.url("/list/stripe") }
        var queryItems: [QueryItem] { [QueryItem("count", 25)] }
        var collectionKeyPath: String? { "data" }
        var paging: CursorPaging { .stripe(limit: 10) }
    }

    struct Pages: PaginatedResource {
        typealias Item = Row
        let server: TestServer
        var url: URL? { server.url("/list/pages") }
        var queryItems: [QueryItem] { [QueryItem("count", 30)] }
        var collectionKeyPath: String? { "items" }
        var paging: PageNumberPaging { PageNumberPaging(pageSize: 10, totalPagesField: .value(at: "total_pages")) }
    }
}

@Suite("Page field paths name the JSON's own keys")
struct PageFieldPathTests {
    private let server: TestServer

    init() throws {
        server = try TestServer.shared()
    }

    private static func service(_ strategy: JSONDecoder.KeyDecodingStrategy) -> NetworkResourceService {
        NetworkResourceService {
            $0.retryPolicy = .never
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = strategy
            $0.decoder = decoder
        }
    }

    @Test("a snake_case decoder still finds page_info.end_cursor and has_next_page: all 50 rows load")
    func snakeCaseCursor() async throws {
        let paginator = Paginator(
            resource: SnakeCaseRows.Cursors(server: server), service: Self.service(.convertFromSnakeCase))
        await paginator.loadAllNext(limit: 20)
        #expect(await paginator.items.map(\.id) == Array(1...50))
        #expect(await paginator.currentState.forward == .reachedEnd)
    }

    @Test("a snake_case decoder still reads has_more and total_pages")
    func snakeCaseFlags() async throws {
        let stripe = Paginator(
            resource: SnakeCaseRows.Stripe(server: server), service: Self.service(.convertFromSnakeCase))
        await stripe.loadAllNext(limit: 20)
        #expect(await stripe.items.map(\.id) == Array(1...25))
        let pages = Paginator(
            resource: SnakeCaseRows.Pages(server: server), service: Self.service(.convertFromSnakeCase))
        #expect(await pages.loadAllNext(limit: 20) == 3)
        #expect(await pages.items.map(\.id) == Array(1...30))
    }

    @Test("a custom key strategy is applied to the paths as the decoder applies it to the JSON's keys")
    func customStrategy() async throws {
        let squashed = JSONDecoder.KeyDecodingStrategy.custom { path in
            JSONKey(path.last!.stringValue.replacingOccurrences(of: "_", with: ""))
        }
        var resource = SnakeCaseRows.Cursors(server: server)
        resource.itemsPath = "data.feed.edges"
        let paginator = Paginator(resource: resource, service: Self.service(squashed))
        await paginator.loadAllNext(limit: 20)
        #expect(await paginator.items.count == 50)
    }

    @Test("a missing component of the items path is an error naming the path, not an empty list")
    func missingItemsPath() async throws {
        var resource = SnakeCaseRows.Cursors(server: server)
        resource.itemsPath = "data.feed.nodes"
        let paginator = Paginator(resource: resource, service: Self.service(.useDefaultKeys))
        let result = await paginator.loadNextPage()
        #expect(result == .failed(.missingPageField(path: "data.feed.nodes")))
    }

    @Test("a cursor missing while has_next_page is true is an error naming the cursor's path")
    func missingRequiredCursor() throws {
        let paging = CursorPaging(
            nextCursor: .value(at: "page_info.end_cursor"), hasNextField: .value(at: "page_info.has_next_page"))
        let response = Self.response(items: 3, fields: [.value(at: "page_info.has_next_page"): .bool(true)])
        #expect(throws: PagingError.missingPageField(path: "page_info.end_cursor")) {
            try paging.neighbours(of: .start, in: response)
        }
    }

    @Test(
        "a cursor that is an object, a boolean, an array or a fraction is an error naming its path",
        arguments: [JSONValue.object(["a": .int(1)]), .bool(true), .array([.string("c")]), .double(1.5)]
    )
    func wrongCursorType(value: JSONValue) throws {
        let paging = CursorPaging(nextCursor: .value(at: "next"))
        let response = Self.response(items: 3, fields: [.value(at: "next"): value])
        #expect {
            try paging.neighbours(of: .start, in: response)
        } throws: { error in
            guard case .invalidPageField(let path, _) = error as? PagingError else { return false }
            return path == "next"
        }
    }

    @Test("a body link that is an object or a Boolean is an error naming its path, not the end of the list")
    func wrongLinkType() throws {
        let paging = LinkPaging.body(next: "links.next")
        for value in [JSONValue.object(["href": .string("/p2")]), .bool(true)] {
            #expect(
                throws: PagingError.invalidPageField(
                    path: "links.next",
                    reason:
                        "a page key is a string or an integer, not \(value == .bool(true) ? "a Boolean" : "an object")")
            ) {
                try paging.neighbours(
                    of: .first, in: Self.response(items: 1, fields: [.value(at: "links.next"): value]))
            }
        }
    }

    @Test("a cursor that is a string or an integer is taken")
    func cursorTypes() throws {
        let paging = CursorPaging(nextCursor: .value(at: "next"))
        #expect(
            try paging.neighbours(of: .start, in: Self.response(items: 3, fields: [.value(at: "next"): .int(42)])).next
                == .after("42"))
        #expect(
            try paging.neighbours(of: .start, in: Self.response(items: 3, fields: [.value(at: "next"): .string("c")]))
                .next == .after("c"))
    }

    @Test("a list resource's collectionKeyPath names the JSON's own keys under a snake_case decoder too")
    func snakeCaseCollectionKeyPath() async throws {
        struct Edges: NetworkJSONResourceType {
            typealias Model = [Row]
            let server: TestServer
            var url: URL? { server.url("/list/cursor?count=3") }
            var collectionKeyPath: String? { "data.feed.edges" }
        }
        struct Info: Decodable { var endCursor: String }
        struct PageInfo: NetworkJSONResourceType {
            typealias Model = Info
            let server: TestServer
            var url: URL? { server.url("/list/cursor?count=3") }
            var collectionKeyPath: String? { "data.feed.page_info" }
        }
        let service = Self.service(.convertFromSnakeCase)
        #expect(try await service.fetch(Edges(server: server)).count == 3)
        #expect(try await service.fetch(PageInfo(server: server)).endCursor == "c3")
    }

    @Test("paging errors are equal only when they are the same case with the same values, not the same text")
    func realEquality() {
        struct Timeout: Error, CustomStringConvertible { var description: String { "no answer" } }
        struct Refused: Error, CustomStringConvertible { var description: String { "no answer" } }
        let url = URL(string: "https://x.test")
        let timeout = PagingError.loadFailed(key: "k", underlying: .transport(url: url, underlying: Timeout()))
        let refused = PagingError.loadFailed(key: "k", underlying: .transport(url: url, underlying: Refused()))
        #expect(timeout.description == refused.description)
        #expect(timeout == timeout)
        #expect(timeout != refused)
        #expect(PagingError.missingPageField(path: "a") != .invalidPageField(path: "a", reason: ""))
        #expect(PagingError.missingPageField(path: "a.b") == .missingPageField(path: "a.b"))
    }

    static func response(items: Int, fields: [PageField: JSONValue]) -> PageResponse {
        .fixture(items: items, fields: fields)
    }
}

/// A coding key a custom key strategy can return.
private struct JSONKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

@Suite("The former names itemsKeyPath and pageDecoder")
struct FormerNameTests {
    /// A list written before the rename.
    struct Legacy: PaginatedResource {
        typealias Item = Row
        var baseURL: URL? { InMemoryListAPI.baseURL }
        var path: String { "cursor" }
        var itemsKeyPath: String? { "data.feed.edges" }
        var pageDecoder: JSONDecoder? {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return decoder
        }
        var paging: CursorPaging {
            CursorPaging(limitParameter: "first", limit: 10, nextCursor: .value(at: "data.feed.page_info.end_cursor"))
        }
    }

    @Test("a list that still declares itemsKeyPath and pageDecoder keeps its path and decoder")
    func legacyList() async {
        let api = InMemoryListAPI(count: 25)
        let paginator = Paginator(resource: Legacy(), service: NetworkResourceService.paging(api.loader))
        await paginator.loadAllNext()
        #expect(await paginator.items.map(\.id) == Array(1...25))
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

/// The loopback server's `/list/{style}` routes as paginated resources over `count` rows.
private enum ServerRows {
    struct Offset: PaginatedResource {
        typealias Item = Row
        let server: TestServer
        var count: Int
        var size: Int
        var url: URL? { server.url("/list/offset") }
        var queryItems: [QueryItem] { [QueryItem("count", count)] }
        var collectionKeyPath: String? { "data.items" }
        var paging: OffsetPaging { OffsetPaging(limit: size, totalField: .value(at: "total")) }
    }

    struct Pages: PaginatedResource {
        typealias Item = Row
        let server: TestServer
        var count: Int
        var size: Int
        var url: URL? { server.url("/list/pages") }
        var queryItems: [QueryItem] { [QueryItem("count", count)] }
        var collectionKeyPath: String? { "items" }
        var paging: PageNumberPaging { PageNumberPaging(pageSize: size, totalPagesField: .value(at: "total_pages")) }
    }

    struct Ranges: PaginatedResource {
        typealias Item = Row
        let server: TestServer
        var count: Int
        var size: Int
        var url: URL? { server.url("/list/range") }
        var queryItems: [QueryItem] { [QueryItem("count", count)] }
        var paging: RangePaging { RangePaging(size: size) }
    }

    struct Cursors: PaginatedResource {
        typealias Item = Row
        let server: TestServer
        var count: Int
        var size: Int
        var url: URL? { server.url("/list/cursor") }
        var queryItems: [QueryItem] { [QueryItem("count", count)] }
        var collectionKeyPath: String? { "data.feed.edges" }
        var paging: CursorPaging {
            CursorPaging(
                limitParameter: "first",
                limit: size,
                nextCursor: .value(at: "data.feed.page_info.end_cursor"),
                hasNextField: .value(at: "data.feed.page_info.has_next_page")
            )
        }
    }

    struct Stripe: PaginatedResource {
        typealias Item = Row
        let server: TestServer
        var count: Int
        var size: Int
        var url: URL? { server.url("/list/stripe") }
        var queryItems: [QueryItem] { [QueryItem("count", count)] }
        var collectionKeyPath: String? { "data" }
        var paging: CursorPaging { .stripe(limit: size) }
    }

    struct Links: PaginatedResource {
        typealias Item = Row
        let server: TestServer
        var count: Int
        var size: Int
        var url: URL? { server.url("/list/link") }
        var queryItems: [QueryItem] { [QueryItem("count", count)] }
        var paging: LinkPaging { LinkPaging(firstPageQueryItems: [QueryItem("per_page", size)]) }
    }

    struct JSONAPI: PaginatedResource {
        typealias Item = Row
        let server: TestServer
        var count: Int
        var size: Int
        var url: URL? { server.url("/list/jsonapi") }
        var queryItems: [QueryItem] { [QueryItem("count", count)] }
        var collectionKeyPath: String? { "data" }
        var paging: LinkPaging {
            .body(next: "links.next", previous: "links.prev", firstPageQueryItems: [QueryItem("size", size)])
        }
    }
}

@Suite("Every paging style against the loopback server")
struct LoopbackPagingTests {
    /// The shapes every style is walked with: several pages, an exact multiple, an empty list, one oversized page.
    static let shapes: [(count: Int, size: Int)] = [(47, 10), (30, 10), (0, 10), (5, 50)]

    private let server: TestServer
    private let service = NetworkResourceService { $0.retryPolicy = .never }

    init() throws {
        server = try TestServer.shared()
    }

    private func walk<Resource: PaginatedResource>(_ resource: Resource, count: Int) async throws
    where Resource.Item == Row {
        let paginator = Paginator(resource: resource, service: service)
        let loads = await paginator.loadAllNext(limit: 100)
        let state = await paginator.currentState
        #expect(state.items.map(\.id) == Array(0..<count).map { $0 + 1 }, "\(Resource.self) count \(count)")
        #expect(state.forward == .reachedEnd, "\(Resource.self) count \(count)")
        #expect(loads >= 1)
        #expect(await paginator.loadNextPage() == .reachedEnd)
    }

    @Test("offset and limit", arguments: shapes)
    func offset(shape: (count: Int, size: Int)) async throws {
        try await walk(ServerRows.Offset(server: server, count: shape.count, size: shape.size), count: shape.count)
    }

    @Test("page number and size", arguments: shapes)
    func pages(shape: (count: Int, size: Int)) async throws {
        try await walk(ServerRows.Pages(server: server, count: shape.count, size: shape.size), count: shape.count)
    }

    @Test("from-to ranges", arguments: shapes)
    func ranges(shape: (count: Int, size: Int)) async throws {
        try await walk(ServerRows.Ranges(server: server, count: shape.count, size: shape.size), count: shape.count)
    }

    @Test("relay-style cursors at a key path", arguments: shapes)
    func cursors(shape: (count: Int, size: Int)) async throws {
        try await walk(ServerRows.Cursors(server: server, count: shape.count, size: shape.size), count: shape.count)
    }

    @Test("Stripe-style starting_after and has_more", arguments: shapes)
    func stripe(shape: (count: Int, size: Int)) async throws {
        try await walk(ServerRows.Stripe(server: server, count: shape.count, size: shape.size), count: shape.count)
    }

    @Test("Link headers", arguments: shapes)
    func links(shape: (count: Int, size: Int)) async throws {
        try await walk(ServerRows.Links(server: server, count: shape.count, size: shape.size), count: shape.count)
    }

    @Test("JSON:API links in the body", arguments: shapes)
    func jsonAPI(shape: (count: Int, size: Int)) async throws {
        try await walk(ServerRows.JSONAPI(server: server, count: shape.count, size: shape.size), count: shape.count)
    }

    @Test("a search is sent with every page and filters the list, in every paging style")
    func search() async throws {
        let expected = (1...120).map { "Row \($0)" }.filter { $0.lowercased().contains("row 1") }
        func searchAll<Resource: PaginatedResource>(_ resource: Resource) async where Resource.Item == Row {
            let paginator = Paginator(resource: resource, service: service)
            await paginator.search("row 1")
            await paginator.loadAllNext(limit: 100)
            #expect(await paginator.items.map(\.name) == expected, "\(Resource.self)")
        }
        await searchAll(ServerRows.Offset(server: server, count: 120, size: 5))
        await searchAll(ServerRows.Pages(server: server, count: 120, size: 5))
        await searchAll(ServerRows.Ranges(server: server, count: 120, size: 5))
        await searchAll(ServerRows.Cursors(server: server, count: 120, size: 5))
        await searchAll(ServerRows.Stripe(server: server, count: 120, size: 5))
        await searchAll(ServerRows.Links(server: server, count: 120, size: 5))
        await searchAll(ServerRows.JSONAPI(server: server, count: 120, size: 5))
    }

    @Test("Link pages go both ways from a page in the middle, to both ends")
    func linksBothWays() async throws {
        let start = server.url("/list/link?page=3&per_page=10&count=55")
        let paginator = Paginator(
            resource: ServerRows.Links(server: server, count: 55, size: 10),
            service: service,
            initialKey: .url(start)
        )
        await paginator.loadAllNext()
        await paginator.loadAllPrevious()
        #expect(await paginator.items.map(\.id) == Array(1...55))
    }
}

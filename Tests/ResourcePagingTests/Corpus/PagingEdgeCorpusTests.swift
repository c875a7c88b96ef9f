import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

/// Page keys a hostile server hands out, walked by a paginator over the loopback server: each walk ends in a typed
/// state in bounded time, and what it listed stays right.
@Suite("Bad-input corpus: hostile page keys", .serialized)
struct PagingEdgeCorpusTests {
    struct CursorList: PaginatedResource {
        typealias Item = CorpusItem
        let url: URL?
        var itemsKeyPath: String? { "items" }
        var paging: CursorPaging { CursorPaging(nextCursor: .value(at: "next")) }
    }

    struct NumberedList: PaginatedResource {
        typealias Item = CorpusItem
        let url: URL?
        var itemsKeyPath: String? { "items" }
        var paging: PageNumberPaging { PageNumberPaging(totalPagesField: .value(at: "total_pages")) }
    }

    private let server: TestServer
    private let service = BadInputCorpusTests.makeService()

    init() throws {
        server = try TestServer.shared()
    }

    /// Walks `resource` within the corpus deadline and returns the final state.
    private func walk<Resource: PaginatedResource>(_ resource: Resource) async throws -> PaginatorState<CorpusItem>
    where Resource.Item == CorpusItem {
        let paginator = Paginator(resource: resource, service: service)
        return try #require(
            await BadInputCorpusTests.bounded { () -> PaginatorState<CorpusItem> in
                await paginator.loadAllNext(limit: 10)
                return await paginator.currentState
            }, "the walk hung past the deadline")
    }

    @Test("a Link cycle over two pages stops with repeatedKey, each item listed once")
    func twoPageLinkCycle() async throws {
        let state = try await walk(
            CorpusList(resource: CorpusResource(baseURL: server.url("/hostile"), path: "link-cycle-a", idleTimeout: 10))
        )
        #expect(state.items.map(\.id) == [1, 2, 3])
        guard case .failed(.repeatedKey) = state.forward else {
            Issue.record("expected repeatedKey, forward is \(state.forward)")
            return
        }
    }

    @Test("a next link with a space is followed percent-encoded")
    func nextLinkWithSpace() async throws {
        let state = try await walk(
            CorpusList(
                resource: CorpusResource(baseURL: server.url("/hostile"), path: "link-next-space", idleTimeout: 10)))
        #expect(state.items.map(\.id) == [1, 2])
        guard case .failed(let error) = state.forward, error.resourceError?.statusCode == 404 else {
            Issue.record("expected the encoded link to reach the server and get its 404, forward is \(state.forward)")
            return
        }
    }

    @Test("a next link to ftp:// ends the walk with a typed error at once")
    func nextLinkToFTP() async throws {
        let state = try await walk(
            CorpusList(
                resource: CorpusResource(baseURL: server.url("/hostile"), path: "link-next-ftp", idleTimeout: 10)))
        #expect(state.items.map(\.id) == [1, 2])
        guard case .failed = state.forward else {
            Issue.record("expected a failed load, forward is \(state.forward)")
            return
        }
    }

    @Test(
        "a cursor that is an object, a boolean or an array is invalidPageField naming it",
        arguments: ["cursor-object", "cursor-bool", "cursor-array"])
    func cursorOfWrongType(name: String) async throws {
        let state = try await walk(CursorList(url: server.url("/hostile/\(name)")))
        // A page whose paging field is malformed fails as a whole, as any page with an unreadable field does (only
        // a well-formed link that cannot be followed leaves its page listed).
        #expect(state.items.isEmpty)
        guard case .failed(.invalidPageField(let path, _)) = state.forward else {
            Issue.record("\(name): expected invalidPageField, forward is \(state.forward)")
            return
        }
        #expect(path == "next")
    }

    @Test("total_pages = Int.max is a bounded walk, never a trap")
    func totalPagesIntMax() async throws {
        let state = try await walk(NumberedList(url: server.url("/hostile/total-pages-int-max")))
        // The last page, `firstPage + Int.max - 1`, is `Int.max` without overflow: every page has a next one, but
        // the server answers the same item on each, so three pages that list nothing new end the walk; the item is
        // listed once.
        #expect(state.items.map(\.id) == [1])
        #expect(state.forward == .failed(.pagesAddedNothing(count: 3)))
    }

    @Test(
        "total_pages that is not a usable page count is a typed failure, never a trap",
        arguments: ["total-pages-huge", "total-pages-string"])
    func unusableTotalPages(name: String) async throws {
        let state = try await walk(NumberedList(url: server.url("/hostile/\(name)")))
        #expect(state.items.isEmpty)
        guard case .failed(.invalidPageField(let path, _)) = state.forward else {
            Issue.record("\(name): expected invalidPageField, forward is \(state.forward)")
            return
        }
        #expect(path == "total_pages")
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

@Suite("Walking lists in every paging style")
struct PaginatorWalkTests {
    /// Walks `resource` to the end and checks the result is the data set, in order, each row once.
    private func walk<Resource: PaginatedResource>(
        _ resource: Resource,
        rows: Int,
        pageSize: Int
    ) async throws where Resource.Item == Row {
        let api = InMemoryListAPI(count: rows)
        let paginator = Paginator(resource: resource, service: NetworkResourceService.paging(api.loader))
        let loads = await paginator.loadAllNext()
        let state = await paginator.currentState
        #expect(Array(state.items) == api.currentRows)
        #expect(state.forward == .reachedEnd)
        #expect(state.backward == .reachedEnd)
        let expectedPages = max(1, (rows + pageSize - 1) / pageSize)
        #expect(loads == expectedPages || loads == expectedPages + 1, "a short-page API may need one empty page")
        #expect(api.loader.callCount == loads)
        #expect(await paginator.loadNextPage() == .reachedEnd)
        #expect(api.loader.callCount == loads, "a list at its end makes no more requests")
    }

    @Test("offset and limit pages through to a short last page")
    func offsetPaging() async throws {
        try await walk(Rows.Offset(limit: 10), rows: 35, pageSize: 10)
    }

    @Test("page number and size stop at the total the server reports")
    func pageNumberPaging() async throws {
        try await walk(Rows.Pages(size: 10), rows: 30, pageSize: 10)
    }

    @Test("from-to ranges page through to the end")
    func rangePaging() async throws {
        try await walk(Rows.Ranges(size: 7), rows: 30, pageSize: 7)
    }

    @Test("relay-style cursors at a key path stop when has_next_page is false")
    func cursorPaging() async throws {
        try await walk(Rows.Cursors(size: 10), rows: 30, pageSize: 10)
    }

    @Test("Stripe-style starting_after with has_more")
    func stripePaging() async throws {
        try await walk(Rows.Stripe(size: 10), rows: 25, pageSize: 10)
    }

    @Test("Link headers with relative URLs")
    func linkPaging() async throws {
        try await walk(Rows.Links(size: 10), rows: 25, pageSize: 10)
    }

    @Test("JSON:API links.next in the body")
    func jsonAPIPaging() async throws {
        try await walk(Rows.JSONAPI(size: 10), rows: 25, pageSize: 10)
    }

    @Test("an empty first page reaches the end at once", arguments: [0])
    func emptyFirstPage(rows: Int) async throws {
        let api = InMemoryListAPI(count: rows)
        for result in [
            await Paginator(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader)).loadNextPage(),
            await Paginator(resource: Rows.Cursors(), service: NetworkResourceService.paging(api.loader))
                .loadNextPage(),
            await Paginator(resource: Rows.Links(), service: NetworkResourceService.paging(api.loader)).loadNextPage(),
            await Paginator(resource: Rows.Stripe(), service: NetworkResourceService.paging(api.loader)).loadNextPage(),
        ] {
            #expect(result == .loaded(added: 0, duplicates: 0))
        }
        let paginator = Paginator(resource: Rows.Pages(), service: NetworkResourceService.paging(api.loader))
        await paginator.loadNextPage()
        #expect(await paginator.currentState.forward == .reachedEnd)
        #expect(await paginator.items.isEmpty)
    }

    @Test("a page size larger than the data set loads everything in one page")
    func pageLargerThanData() async throws {
        let api = InMemoryListAPI(count: 5)
        let paginator = Paginator(resource: Rows.Offset(limit: 50), service: NetworkResourceService.paging(api.loader))
        #expect(await paginator.loadNextPage() == .loaded(added: 5, duplicates: 0))
        #expect(await paginator.currentState.forward == .reachedEnd)
        #expect(api.loader.callCount == 1)
    }

    @Test("a search string is sent exactly and filters the list")
    func searchIsSentExactly() async throws {
        var rows = (1...30).map { Row(id: $0, name: "Row \($0)") }
        rows[4].name = "a&b+c #d%e=f Zoë"
        let api = InMemoryListAPI(rows: rows)
        let paginator = Paginator(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await paginator.search("a&b+c #d%e=f Zoë")
        #expect(await paginator.items.map(\.id) == [5])
        let query = api.loader.requests.last?.url?.query
        #expect(query?.contains("q=a%26b%2Bc%20%23d%25e%3Df%20Zo%C3%AB") == true)
    }

    @Test("pages load in both directions from a key in the middle, to both ends, each row once")
    func bothDirections() async throws {
        let api = InMemoryListAPI(count: 95)
        let paginator = Paginator(
            resource: Rows.Offset(limit: 10),
            service: NetworkResourceService.paging(api.loader),
            initialKey: 50
        )
        await paginator.loadNextPage()
        #expect(await paginator.items.first?.id == 51)
        await paginator.loadAllPrevious()
        await paginator.loadAllNext()
        let state = await paginator.currentState
        #expect(Array(state.items) == api.currentRows)
        #expect(state.backward == .reachedEnd && state.forward == .reachedEnd)
    }

    @Test("cursors go both ways from an item in the middle")
    func cursorsBothDirections() async throws {
        let api = InMemoryListAPI(count: 47)
        let paginator = Paginator(
            resource: Rows.Cursors(size: 10),
            service: NetworkResourceService.paging(api.loader),
            initialKey: .after("c20")
        )
        await paginator.loadNextPage()
        #expect(await paginator.items.first?.id == 21)
        await paginator.loadAllPrevious()
        await paginator.loadAllNext()
        #expect(Array(await paginator.items) == api.currentRows)
    }

    @Test("Stripe cursors go both ways from an item in the middle")
    func stripeBothDirections() async throws {
        let api = InMemoryListAPI(count: 33)
        let paginator = Paginator(
            resource: Rows.Stripe(size: 5),
            service: NetworkResourceService.paging(api.loader),
            initialKey: .after("12")
        )
        await paginator.loadAllNext()
        await paginator.loadAllPrevious()
        #expect(Array(await paginator.items) == api.currentRows)
    }

    @Test("Link and JSON:API links go both ways from a page in the middle")
    func linksBothDirections() async throws {
        let api = InMemoryListAPI(count: 42)
        let start = URL(string: "https://list.test/link?page=3&per_page=10")!
        let paginator = Paginator(
            resource: Rows.Links(size: 10),
            service: NetworkResourceService.paging(api.loader),
            initialKey: .url(start)
        )
        await paginator.loadAllNext()
        await paginator.loadAllPrevious()
        #expect(Array(await paginator.items) == api.currentRows)
    }
}

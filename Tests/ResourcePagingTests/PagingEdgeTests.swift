import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

@Suite("Where a list ends, and where it goes on")
struct PagingEdgeTests {
    @Test("page-number paging ends at the stated total: page 3 of 3, full, has no next key and asks for no page 4")
    func pageNumberEndsAtTotal() async {
        // Given 30 rows in pages of 10, so the server reports total_pages = 3 and page 3 is full
        let api = InMemoryListAPI(count: 30)
        let paginator = Paginator(resource: Rows.Pages(size: 10), service: NetworkResourceService.paging(api.loader))

        // When pages 1 to 3 are loaded
        for _ in 1...3 { await paginator.loadNextPage() }

        // Then the list has reached its end with exactly three requests, and asking again makes none
        #expect(await paginator.currentState.forward == .reachedEnd)
        #expect(api.loader.callCount == 3)
        #expect(await paginator.loadNextPage() == .reachedEnd)
        #expect(api.loader.callCount == 3)
        #expect(await paginator.items.map(\.id) == Array(1...30))
    }

    @Test("a Stripe page loaded backwards with has_more = false still has a next cursor after its last id")
    func stripeBackwardsKeepsForwardLink() async throws {
        // Given 25 rows, and a list that starts with the page before row 11 (rows 1–10: has_more is false,
        // since nothing comes before row 1)
        let api = InMemoryListAPI(count: 25)
        let paginator = Paginator(
            resource: Rows.Stripe(size: 10),
            service: NetworkResourceService.paging(api.loader),
            initialKey: .before("11")
        )
        await paginator.loadNextPage()
        #expect(await paginator.items.map(\.id) == Array(1...10))

        // Then has_more ends only the backward direction; forward goes on after the page's last id
        let state = await paginator.currentState
        #expect(state.backward == .reachedEnd)
        #expect(state.forward == .idle)
        #expect(await paginator.loadNextPage() == .loaded(added: 10, duplicates: 0))
        let query = try #require(api.loader.requests.last?.url?.query)
        #expect(query.contains("starting_after=10"))
        await paginator.loadAllNext()
        #expect(await paginator.items.map(\.id) == Array(1...25))
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

@Suite("End signals: no request past either end")
struct EndSignalTests {
    /// Walks `resource` forward over 30 rows in pages of 10 and returns the requests made and the last outcome.
    private func walk<Resource: PaginatedResource>(_ resource: Resource) async -> (
        requests: Int, outcomes: [PageLoadResult]
    ) where Resource.Item == Row {
        let api = InMemoryListAPI(count: 30)
        let paginator = Paginator(resource: resource, service: NetworkResourceService.paging(api.loader))
        var outcomes: [PageLoadResult] = []
        while outcomes.count < 10 {
            outcomes.append(await paginator.loadNextPage())
            guard case .loaded = outcomes[outcomes.count - 1] else { break }
        }
        #expect(await paginator.items.map(\.id) == Array(1...30), "\(Resource.self)")
        return (api.loader.callCount, outcomes)
    }

    @Test("a total, total_pages, has_next_page, has_more or a missing next link ends the list after the full last page")
    func signalledEnds() async {
        #expect(await walk(Rows.Offset()).requests == 3)
        #expect(await walk(Rows.Pages()).requests == 3)
        #expect(await walk(Rows.Cursors()).requests == 3)
        #expect(await walk(Rows.Stripe()).requests == 3)
        #expect(await walk(Rows.Links()).requests == 3)
        #expect(await walk(Rows.JSONAPI()).requests == 3)
    }

    @Test("an empty trailing page with no other end signal is the end of the list, not a page of nothing")
    func emptyTrailingPage() async {
        let (requests, outcomes) = await walk(Rows.Ranges())
        #expect(requests == 4)
        #expect(outcomes.count == 4)
        #expect(outcomes.last == .reachedEnd)
    }

    @Test("has_previous_page false and the first offset end the list backwards without a request")
    func backwards() async {
        let api = InMemoryListAPI(count: 30)
        let offsets = Paginator(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), initialKey: 10)
        await offsets.loadNextPage()
        await offsets.loadAllPrevious()
        #expect(await offsets.items.map(\.id) == Array(1...20))
        #expect(await offsets.loadPreviousPage() == .reachedEnd)
        #expect(api.loader.callCount == 2)

        let cursorAPI = InMemoryListAPI(count: 30)
        let cursors = Paginator(
            resource: Rows.Cursors(), service: NetworkResourceService.paging(cursorAPI.loader),
            initialKey: .after("c10"))
        await cursors.loadNextPage()
        await cursors.loadAllPrevious()
        #expect(await cursors.items.map(\.id) == Array(1...20))
        #expect(await cursors.loadPreviousPage() == .reachedEnd)
        #expect(cursorAPI.loader.callCount == 2)
    }
}

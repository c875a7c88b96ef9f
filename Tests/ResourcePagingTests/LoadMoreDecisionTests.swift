import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

/// A list decides in one place when rows coming into view load more (`loadMoreIfNeeded(at:)` and its siblings, with
/// a `LoadMoreTrigger` inside the list): once per direction until that load returns, only while rows are shown.
@MainActor
@Suite("The list's one decision to load more")
struct LoadMoreDecisionTests {
    @Test("a burst of rows near the end, by index path, by index and by id, starts one load of the next page")
    func burstStartsOneLoad() async throws {
        let api = InMemoryListAPI(count: 50)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await list.start()
        let before = api.loader.requests.count
        let first = list.loadMoreIfNeeded(at: ListIndexPath(item: 9, section: 0))
        let byIndex = list.loadMoreIfNeeded(atIndex: 8)
        let byID = list.loadMoreIfNeeded(currentItem: 7)
        #expect(first != nil && byIndex == nil && byID == nil, "the later calls join the load already asked for")
        await first?.value
        #expect(api.loader.requests.count == before + 1)
        #expect(list.snapshot.numberOfItems == 20)
        let next = list.loadMoreIfNeeded(atIndex: 19)
        #expect(next != nil, "once the load returned, the next row near the end asks again")
        await next?.value
        #expect(list.snapshot.numberOfItems == 30)
    }

    @Test("rows far from an end, an index path the list does not show, and a list without rows load nothing")
    func nothingLoadsAwayFromAnEnd() async {
        let api = InMemoryListAPI(count: 50)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        #expect(list.loadMoreIfNeeded(atIndex: 0) == nil, "no rows shown yet: the first load is start()'s")
        await list.start()
        list.prefetchDistance = 2
        #expect(list.loadMoreIfNeeded(atIndex: 5) == nil)
        #expect(list.loadMoreIfNeeded(at: ListIndexPath(item: 40, section: 0)) == nil)
        #expect(list.loadMoreIfNeeded(at: ListIndexPath(item: 0, section: 3)) == nil)
    }

    @Test("rows that do not fill the visible area load the next page once, and not when they fill it")
    func fillLoadsOnce() async {
        let api = InMemoryListAPI(count: 50)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await list.start()
        #expect(list.loadMoreToFill(contentLength: 900, visibleLength: 800) == nil)
        let fill = list.loadMoreToFill(contentLength: 400, visibleLength: 800)
        #expect(fill != nil)
        #expect(list.loadMoreIfNeeded(atIndex: 9) == nil, "the fill's load is the one running forward")
        await fill?.value
        #expect(list.snapshot.numberOfItems == 20)
    }
}

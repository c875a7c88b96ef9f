import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

@MainActor
@Suite("PagedList last sync time")
struct PagedListSyncedAtTests {
    @Test("syncedAt is nil before the first sync, set by start and moved on by each refresh, kept by a failed one")
    func syncedAt() async throws {
        let api = InMemoryListAPI(count: 30)
        let loader = SwitchableLoader(api: api, offline: false)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(loader))
        #expect(list.state.syncedAt == nil)
        let beforeStart = Date()
        await list.start()
        let started = try #require(list.state.syncedAt)
        #expect(started >= beforeStart)
        await list.loadNextPage()
        #expect(list.state.syncedAt == started)
        await list.refresh()
        let refreshed = try #require(list.state.syncedAt)
        #expect(refreshed >= started)
        loader.setOffline(true)
        await list.refresh()
        #expect(list.state.syncedAt == refreshed)
    }
}

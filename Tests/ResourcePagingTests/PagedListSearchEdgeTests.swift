import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private func isSearch(_ request: URLRequest) -> Bool {
    request.url?.query?.contains("q=") == true
}

@MainActor
@Suite("PagedList search edges: clearing, typing on, searching before the first page")
struct PagedListSearchEdgeTests {
    func makeList(_ api: InMemoryListAPI) -> PagedList<Rows.Offset, SingleSection> {
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        list.searchFields = { [$0.name] }
        list.remoteSearchDelay = 0
        return list
    }

    @Test("clearing a search while its server results load unfreezes the list, and later pages show")
    func clearWhileServerSearchLoads() async {
        let api = InMemoryListAPI(count: 30)
        let list = makeList(api)
        await list.start()
        let held = HeldRequests(api, matching: isSearch)
        var arrivals = held.arrivals.makeAsyncIterator()

        let search = list.search("row 2")
        _ = await arrivals.next()
        let clear = list.search(nil)
        held.gate.open()
        await search.value
        await clear.value
        await list.settle()

        #expect(list.snapshot.itemIdentifiers == Array(1...10))
        #expect(!list.state.refresh.isLoading)
        #expect(!list.state.isStale)
        await list.loadNextPage()
        #expect(list.snapshot.itemIdentifiers == Array(1...20), "pages loaded after the clear show")
    }

    @Test("typing more while a server search loads keeps the locally filtered rows, not a first-load spinner")
    func typingOnKeepsFilteredRows() async {
        let api = InMemoryListAPI(count: 30)
        let list = makeList(api)
        await list.start()
        await list.loadNextPage()
        let held = HeldRequests(api, matching: isSearch)
        var arrivals = held.arrivals.makeAsyncIterator()

        let first = list.search("row 1")
        _ = await arrivals.next()
        let second = list.search("row 10")
        _ = await arrivals.next()
        await list.settle()
        #expect(list.snapshot.itemIdentifiers == [10], "the rows listed before, filtered by the newer text")
        #expect(list.state.phase == .content)

        held.gate.open()
        await first.value
        await second.value
        await list.settle()
        #expect(list.snapshot.itemIdentifiers == [10])
        #expect(list.state.searchText == "row 10")
        #expect(!list.state.refresh.isLoading)
    }

    @Test("a search typed and cleared before the first page arrives ends with the first page listed")
    func searchClearedBeforeFirstPage() async {
        let api = InMemoryListAPI(count: 30)
        let list = makeList(api)
        let held = HeldRequests(api, matching: { _ in true })
        var arrivals = held.arrivals.makeAsyncIterator()

        let start = Task { _ = await list.start() }
        _ = await arrivals.next()
        let search = list.search("row")
        _ = await arrivals.next()
        let clear = list.search(nil)
        held.gate.open()
        await start.value
        await search.value
        await clear.value
        await list.settle()

        #expect(list.snapshot.itemIdentifiers == Array(1...10))
        #expect(list.state.phase == .content)
        #expect(list.state.forward == .idle, "load-more works")
    }

    @Test("a server search shown before the first page arrived is cleared for good: the paginator searches no more")
    func searchShownBeforeFirstPageClearedForGood() async {
        let api = InMemoryListAPI(count: 40)
        let list = makeList(api)
        list.sleeper = YieldingSleeper()
        let start = Task { _ = await list.start() }
        await list.search("zz").value
        await start.value
        await list.search(nil).value
        await list.refresh()
        await list.settle()

        #expect(
            await list.paginator.currentState.searchText == nil, "the list says no search, and so does its paginator")
        #expect(list.snapshot.itemIdentifiers == Array(1...10))
        #expect(list.state.searchText == nil)
    }
}

@MainActor
@Suite("PagedList reconnect")
struct PagedListReconnectTests {
    @Test("a list that goes offline and comes back syncs, even when no request failed in between")
    func reconnectSyncsWithoutAFailedLoad() async {
        let api = InMemoryListAPI(count: 30)
        let reachability = ManualReachability()
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        list.reachability = reachability
        // The reconnect's sync finds the rows as they were: shown, it ends in an update this test can wait for.
        list.showsBackgroundChecks = true
        await list.start()
        let calls = api.loader.callCount
        let updates = list.updates()

        reachability.set(false)
        reachability.set(true)
        let synced = await finishesBeforeWatchdog {
            for await update in updates where update.state.syncedAt != nil && !update.state.isOffline {
                if api.loader.callCount > calls { return }
            }
        }
        #expect(synced, "reconnecting sends a request")
        #expect(api.loader.callCount == calls + 1)
    }
}

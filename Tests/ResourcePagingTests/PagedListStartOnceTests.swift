import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

@MainActor
@Suite("A list starts once")
struct PagedListStartOnceTests {
    @Test("starting a started list asks for nothing and returns the first start's result")
    func secondStartDoesNothing() async {
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        let first = await list.start()
        let requests = api.loader.requests.count
        let second = await list.start()
        #expect(api.loader.requests.count == requests, "no second first-page request")
        #expect(second == first)
        #expect(list.snapshot.numberOfItems == 10)
    }

    @Test("a start made while the first one runs waits for it and makes no request of its own")
    func startDuringStartWaits() async {
        let api = InMemoryListAPI(count: 30)
        let gate = AsyncGate()
        api.setHook { _ in await gate.wait() }
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        let first = Task { await list.start() }
        await api.loader.waitForRequests(1)
        let second = Task { await list.start() }
        gate.open()
        let results = [await first.value, await second.value]
        #expect(api.loader.requests.count == 1, "one first-page request")
        #expect(results[0] == results[1])
        #expect(list.snapshot.numberOfItems == 10)
    }

    @Test("a start cancelled before its sync finished lets the next start sync")
    func cancelledStartSyncsAtTheNextStart() async {
        let api = InMemoryListAPI(count: 30)
        let gate = AsyncGate()
        api.setHook { _ in await gate.wait() }
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        let first = Task { await list.start() }
        await api.loader.waitForRequests(1)
        first.cancel()
        #expect(await first.value == .cancelled)
        api.setHook(nil)
        gate.open()
        let second = await list.start()
        #expect(second == .loaded(added: 10, duplicates: 0))
        #expect(list.snapshot.numberOfItems == 10)
        #expect(await list.start() == second, "a third start does nothing")
    }
}

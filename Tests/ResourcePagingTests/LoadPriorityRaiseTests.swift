import Foundation
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import ResourceSupport
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request to the in-memory API's host that holds the service's only slot until `gate` opens, with the order
/// the requests reached the API in.
final class BusyHost: Sendable {
    let gate = AsyncGate()
    let order = Locked<[String]>([])

    init(_ api: InMemoryListAPI) {
        let (gate, order) = (gate, order)
        api.setHook { request in
            let path = request.url?.path ?? ""
            let offset = request.url?.query?.contains("offset=10") == true ? "?offset=10" : ""
            order.withLock { $0.append(path + offset) }
            if path == "/pages" { await gate.wait() }
        }
    }
}

@MainActor
@Suite("A page's load takes the highest priority any of its callers asks for (#36, 4)")
struct LoadPriorityRaiseTests {
    let api = InMemoryListAPI(count: 40)
    let service: NetworkResourceService

    init() {
        service = NetworkResourceService { [api] in
            $0.dataLoader = api.loader
            $0.retryPolicy = .never
            $0.maximumRequestsPerHost = 1
        }
    }

    /// Waits until the service's limiter has `count` requests to the API waiting.
    func waitUntilQueued(_ count: Int) async {
        let host = InMemoryListAPI.baseURL.host ?? ""
        for _ in 0..<1_000_000 {
            guard (service.hostLimiter?.load(of: host).waiting ?? 0) < count else { break }
            await Task.yield()
        }
        #expect((service.hostLimiter?.load(of: host).waiting ?? 0) >= count, "the requests never queued")
    }

    /// Fills the host's only slot (a page of another list, held) and queues a request at the default priority
    /// behind it.
    func busyHost() async -> (BusyHost, [Task<PageLoadResult, Never>]) {
        let busy = BusyHost(api)
        let holding = Paginator(resource: Rows.Pages(), service: service)
        let waiting = Paginator(resource: Rows.Ranges(), service: service)
        let sent = api.loader.callCount
        let first = Task { await holding.loadNextPage() }
        await api.loader.waitForRequests(sent + 1)
        let second = Task { await waiting.loadNextPage() }
        await waitUntilQueued(1)
        return (busy, [first, second])
    }

    @Test("a row on screen raises its page's load, started low by a prefetch, ahead of default-priority requests")
    func rowOnScreenRaisesAPrefetchedLoad() async {
        let list = PagedList(resource: Rows.Offset(), service: service)
        list.prefetchDistance = 5
        await list.start()
        let (busy, others) = await busyHost()

        let prefetch = list.prefetch(at: [ListIndexPath(item: 7, section: 0)])
        await waitUntilQueued(2)
        let shown = list.loadMoreIfNeeded(at: ListIndexPath(item: 9, section: 0))
        busy.gate.open()
        await prefetch?.value
        await shown?.value
        for task in others { _ = await task.value }

        #expect(busy.order.value == ["/pages", "/offset?offset=10", "/range"])
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
    }

    @Test("a call joining a page load at a higher priority raises it while it waits for a slot")
    func joiningCallRaisesThePaginatorsLoad() async {
        let paginator = Paginator(resource: Rows.Offset(), service: service)
        await paginator.loadNextPage()
        let (busy, others) = await busyHost()

        let low = Task { await RequestPriority.$current.withValue(.low) { await paginator.loadNextPage() } }
        await waitUntilQueued(2)
        let high = Task { await RequestPriority.$current.withValue(.high) { await paginator.loadNextPage() } }
        for _ in 0..<1_000_000 {
            guard await paginator.callersOfNextPageLoad < 2 else { break }
            await Task.yield()
        }
        busy.gate.open()
        #expect(await low.value == .loaded(added: 10, duplicates: 0))
        #expect(await high.value == .loaded(added: 10, duplicates: 0))
        for task in others { _ = await task.value }

        #expect(busy.order.value == ["/pages", "/offset?offset=10", "/range"])
    }
}

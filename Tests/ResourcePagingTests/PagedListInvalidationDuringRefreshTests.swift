import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import ResourceSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@MainActor
@Suite("An invalidation made while a refresh is in flight")
struct PagedListInvalidationDuringRefreshTests {
    @Test("mutate, then invalidate, while a refresh loads: a request is sent after the invalidation and the row shows")
    func invalidationDuringRefreshIsNotLost() async throws {
        let api = InMemoryListAPI(count: 30)
        let gate = AsyncGate()
        let holding = Locked(false)
        let (arrivals, arrival) = AsyncStream.makeStream(of: Void.self)
        // Answers as the server has the list when the request arrives, then holds the answer while `holding`.
        let loader = ScriptedDataLoader { request in
            let answer = try await api.loader.data(for: request)
            if holding.value {
                arrival.yield()
                await gate.wait()
            }
            return answer
        }
        let service = NetworkResourceService.paging(loader)
        let list = PagedList(resource: Rows.Offset(), service: service)
        let (handled, handledContinuation) = AsyncStream.makeStream(of: Bool.self)
        list.onInvalidationHandled = { handledContinuation.yield($0) }
        await list.start()

        holding.withLock { $0 = true }
        let refresh = Task { _ = await list.refresh() }
        var arrived = arrivals.makeAsyncIterator()
        _ = await arrived.next()
        holding.withLock { $0 = false }
        // The app's own change reaches the server after the refresh's request was answered, then it invalidates.
        api.mutate { $0.insert(Row(id: 100, name: "New"), at: 0) }
        try service.invalidatePages(of: Rows.Offset())
        // Let the list handle the invalidation while the refresh is still held (it reaches the paginator through a
        // few actor hops; nothing observable marks the moment, so the main actor is given up a bounded number of
        // times). Whether or not it got there, the test's expectation is the same.
        for _ in 0..<200 { await Task.yield() }
        gate.open()
        await refresh.value

        var handledIterator = handled.makeAsyncIterator()
        #expect(await handledIterator.next() == true)
        await list.settle()
        #expect(list.snapshot.itemIdentifiers.first == 100, "the row the app added shows")
    }
}

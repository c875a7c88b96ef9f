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

/// Holds the in-memory API's answers to page requests after the first page, and records each request's priority.
private final class HeldPages: Sendable {
    let gate = AsyncGate()
    let priorities = Locked<[RequestPriority?]>([])
    let arrivals: AsyncStream<Void>
    private let arrival: AsyncStream<Void>.Continuation

    init(_ api: InMemoryListAPI, holding: Bool = true) {
        (arrivals, arrival) = AsyncStream.makeStream(of: Void.self)
        let (gate, arrival, priorities) = (self.gate, self.arrival, self.priorities)
        api.setHook { request in
            guard request.url?.query?.contains("offset=0") == false else { return }
            priorities.withLock { $0.append(RequestPriority.current) }
            arrival.yield()
            if holding { await gate.wait() }
        }
    }

    /// Waits for the next held request.
    func next() async {
        var iterator = arrivals.makeAsyncIterator()
        _ = await iterator.next()
    }
}

@MainActor
@Suite("PagedList prefetching: loads follow the finger (#24)")
struct PagedListPrefetchTests {
    func startedList(_ api: InMemoryListAPI) async -> PagedList<Rows.Offset, SingleSection> {
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        list.prefetchDistance = 5
        await list.start()
        return list
    }

    func rows(_ range: ClosedRange<Int>) -> [ListIndexPath] {
        range.map { ListIndexPath(item: $0, section: 0) }
    }

    @Test("a page prefetched for rows that leave before it arrives is cancelled, and loads again when they come back")
    func prefetchCancelledWhenRowsLeave() async {
        let api = InMemoryListAPI(count: 30)
        let list = await startedList(api)
        let held = HeldPages(api)

        let prefetch = list.prefetch(at: rows(6...9))
        await held.next()
        await list.settle()
        #expect(list.state.forward.isLoading)
        list.cancelPrefetching(at: rows(6...9))
        await prefetch?.value

        // Nothing of the page was applied, and the end is idle again.
        #expect(list.snapshot.itemIdentifiers == Array(1...10))
        #expect(list.state.forward == .idle)
        held.gate.open()
        await list.settle()
        #expect(list.snapshot.itemIdentifiers == Array(1...10))

        await list.prefetch(at: rows(8...9))?.value
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
    }

    @Test("a prefetched page that a row still in the window wants keeps loading")
    func prefetchKeptWhileARowWantsIt() async {
        let api = InMemoryListAPI(count: 30)
        let list = await startedList(api)
        let held = HeldPages(api)

        let prefetch = list.prefetch(at: rows(6...9))
        await held.next()
        list.cancelPrefetching(at: rows(6...8))
        held.gate.open()
        await prefetch?.value

        #expect(list.snapshot.itemIdentifiers == Array(1...20))
    }

    @Test("a SwiftUI row's page load is cancelled when the row disappears before it arrives")
    func rowDisappearingCancelsItsLoad() async {
        let api = InMemoryListAPI(count: 30)
        let list = await startedList(api)
        let held = HeldPages(api)

        let load = list.loadMoreIfNeeded(currentItem: 9)
        await held.next()
        list.rowDisappeared(9)
        await load?.value

        #expect(list.snapshot.itemIdentifiers == Array(1...10))
        #expect(list.state.forward == .idle)
    }

    @Test("a page asked for by loadNextPage() is not cancelled by rows leaving")
    func explicitLoadIsNotCancelledByRows() async {
        let api = InMemoryListAPI(count: 30)
        let list = await startedList(api)
        let held = HeldPages(api)

        async let loaded = list.loadNextPage()
        await held.next()
        list.cancelPrefetching(at: rows(0...9))
        list.rowDisappeared(9)
        held.gate.open()

        #expect(await loaded == .loaded(added: 10, duplicates: 0))
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
    }

    @Test("a fill load is not cancelled by a row that shows during the fill and then disappears (#36, 3)")
    func fillLoadIsNotCancelledByRowsLeaving() async {
        let api = InMemoryListAPI(count: 30)
        let list = await startedList(api)
        let held = HeldPages(api)

        // The first page does not fill the screen: the adapter asks for the next one, which no row asked for.
        let fill = list.loadMoreToFill(contentLength: 100, visibleLength: 500)
        await held.next()
        // A row near the end shows during the fill, then the screen goes away (a push, a sheet).
        list.prefetch(at: rows(8...9))
        list.loadMoreIfNeeded(currentItem: 9)
        list.cancelPrefetching(at: rows(8...9))
        list.rowDisappeared(9)
        held.gate.open()
        await fill?.value

        #expect(list.snapshot.itemIdentifiers == Array(1...20))
        #expect(api.loader.callCount == 2)
    }

    @Test("a row that joins a page load a row asked for keeps it loading once the first row left")
    func rowThatJoinsALoadKeepsIt() async {
        let api = InMemoryListAPI(count: 30)
        let list = await startedList(api)
        let held = HeldPages(api)

        let load = list.loadMoreIfNeeded(currentItem: 8)
        await held.next()
        list.loadMoreIfNeeded(currentItem: 9)
        list.rowDisappeared(8)
        held.gate.open()
        await load?.value

        #expect(list.snapshot.itemIdentifiers == Array(1...20))
    }

    @Test("rows on screen ask at high priority, prefetches at low")
    func visibleRowsOutrankPrefetches() async {
        let api = InMemoryListAPI(count: 40)
        let list = await startedList(api)
        let held = HeldPages(api, holding: false)

        await list.prefetch(at: rows(9...9))?.value
        await list.loadMoreIfNeeded(at: ListIndexPath(item: 19, section: 0))?.value
        await list.loadMoreIfNeeded(currentItem: 30)?.value

        #expect(held.priorities.value == [.low, .high, .high])
        #expect(list.snapshot.itemIdentifiers == Array(1...40))
    }
}

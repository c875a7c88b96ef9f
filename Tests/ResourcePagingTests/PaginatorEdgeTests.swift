import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A Link-header list of `pages` pages of 10 rows whose last page links back to `loopTo` (a cycle).
struct CyclingLinks: PaginatedResource {
    typealias Item = Row
    var url: URL? { URL(string: "https://cycle.test/list") }
    var paging: LinkPaging { LinkPaging() }

    static func loader(pages: Int, loopTo: Int) -> ScriptedDataLoader {
        ScriptedDataLoader { request in
            let page = request.query("page").flatMap(Int.init) ?? 1
            let rows = (0..<10).map { Row(id: (page - 1) * 10 + $0 + 1, name: "Row") }
            let next = page == pages ? loopTo : page + 1
            let body = try JSONEncoder().encode(rows)
            return ScriptedDataLoader.response(
                to: request, body: body,
                headers: ["Content-Type": "application/json", "Link": "</list?page=\(next)>; rel=\"next\""])
        }
    }
}

@Suite("Paginator edges: cycles, the page cap, dropped operations, cancelled callers, released observers")
struct PaginatorEdgeTests {
    @Test("a Link cycle under a page cap stops with repeatedKey instead of walking forever")
    func linkCycleUnderPageCapStops() async throws {
        let loader = CyclingLinks.loader(pages: 4, loopTo: 1)
        let paginator = Paginator(
            resource: CyclingLinks(), service: NetworkResourceService.paging(loader), maximumPages: 2)
        let loads = await paginator.loadAllNext(limit: 50)
        #expect(loads < 10)
        let state = await paginator.currentState
        guard case .failed(.repeatedKey) = state.forward else {
            Issue.record("expected a repeated key, got \(state.forward)")
            return
        }
        guard case .failed(.repeatedKey) = await paginator.loadNextPage() else {
            Issue.record("a stopped direction must keep failing, not end silently")
            return
        }
    }

    @Test("a Link cycle without a cap stops with repeatedKey, never a silent end")
    func linkCycleStops() async throws {
        let loader = CyclingLinks.loader(pages: 4, loopTo: 2)
        let paginator = Paginator(resource: CyclingLinks(), service: NetworkResourceService.paging(loader))
        let loads = await paginator.loadAllNext(limit: 50)
        #expect(loads == 4)
        #expect(await paginator.items.map(\.id) == Array(1...40))
        guard case .failed(.repeatedKey(let key)) = await paginator.currentState.forward else {
            Issue.record("expected a repeated key")
            return
        }
        #expect(key.hasSuffix("page=2"))
    }

    @Test("a server answering the same page with the same next key stops with repeatedKey")
    func repeatedPageStops() async throws {
        let api = InMemoryListAPI(count: 50)
        api.setLoopingCursor(true)
        let paginator = Paginator(
            resource: Rows.Cursors(size: 10), service: NetworkResourceService.paging(api.loader), maximumPages: 2)
        let loads = await paginator.loadAllNext(limit: 50)
        #expect(loads < 5)
        #expect(await paginator.currentState.forward.error != nil)
    }

    @Test("with a page cap, a next page in flight while a previous load trims the end is dropped, not appended")
    func pageCapLeavesNoGap() async throws {
        let api = InMemoryListAPI(count: 100)
        let scheduler = ResponseScheduler { $0.query("offset") ?? "" }
        let paginator = Paginator(
            resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader), initialKey: 50,
            maximumPages: 2)
        await paginator.loadNextPage()
        await paginator.loadNextPage()
        #expect(await paginator.items.map(\.id) == Array(51...70))
        api.setHook { await scheduler.hold($0) }
        let next = Task { await paginator.loadNextPage() }  // offset 70, held
        await api.loader.waitForRequests(3)
        let previous = Task { await paginator.loadPreviousPage() }  // offset 40, trims 60..<70
        await api.loader.waitForRequests(4)
        scheduler.release("40")
        #expect(await previous.value == .loaded(added: 10, duplicates: 0))
        #expect(await next.value == .superseded)
        scheduler.release("70")
        #expect(await paginator.items.map(\.id) == Array(41...60))
        // Coming back loads the dropped page again, next to the list.
        scheduler.release("60")
        #expect(await paginator.loadNextPage() == .loaded(added: 10, duplicates: 0))
        #expect(await paginator.items.map(\.id) == Array(51...70))
    }

    // The time limit turns a slot or stream that never frees into a failure, not a hung run.
    @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
    @Test("a next-page operation released without being queued frees the forward slot", .timeLimit(.minutes(1)))
    func droppedOperationFreesSlot() async throws {
        let api = InMemoryListAPI(count: 30)
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        var operation = await paginator.makeNextPageOperation()
        #expect(operation != nil)
        operation = nil
        let states = await paginator.states()
        for await state in states where !state.forward.isLoading { break }
        #expect(await paginator.loadNextPage() == .loaded(added: 10, duplicates: 0))
        #expect(api.loader.callCount == 1)
    }

    @Test("a cancelled caller returns at once; the load goes on for the caller still joined")
    func cancelledCallerLeavesSharedLoad() async throws {
        let api = InMemoryListAPI(count: 30)
        let gate = AsyncGate()
        api.setHook { _ in await gate.wait() }
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        let first = Task { await paginator.loadNextPage() }
        await api.loader.waitForRequests(1)
        let second = Task { await paginator.loadNextPage() }
        first.cancel()
        #expect(await first.value == .cancelled)
        gate.open()
        // The second caller joined the load (or, had it come after the first left, started its own).
        #expect(await second.value == .loaded(added: 10, duplicates: 0))
        #expect(await paginator.items.map(\.id) == Array(1...10))
    }

    @Test("when the last caller is cancelled the load is cancelled and the slot freed")
    func lastCallerCancelsLoad() async throws {
        let api = InMemoryListAPI(count: 30)
        let gate = AsyncGate()
        api.setHook { _ in await gate.wait() }
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        let caller = Task { await paginator.loadNextPage() }
        await api.loader.waitForRequests(1)
        caller.cancel()
        #expect(await caller.value == .cancelled)
        #expect(await paginator.currentState.forward == .idle)
        gate.open()
        #expect(await paginator.loadNextPage() == .loaded(added: 10, duplicates: 0))
        #expect(await paginator.items.map(\.id) == Array(1...10))
        #expect(api.loader.callCount == 2)
    }

    // Without the service's coalescing, whose own waiters return at once, nothing but the paginator lets a caller
    // go while the request it started goes on: a load run on the caller's own task would hold it until the
    // request ended. The time limit turns such a hold into a failure (the wait for the caller's answer is
    // cancelled, and the gate then opens), not a hung run.
    @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
    @Test(
        "a lone caller that is cancelled returns at once, even when the service does not stop its request",
        .timeLimit(.minutes(1)))
    func cancelledLoneCallerReturnsWhileRequestGoesOn() async throws {
        let api = InMemoryListAPI(count: 30)
        let gate = AsyncGate()
        api.setHook { _ in await gate.wait() }
        let service = NetworkResourceService {
            $0.dataLoader = api.loader
            $0.retryPolicy = .never
            $0.coalescesRequests = false
        }
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: service)
        let caller = Task { await paginator.loadNextPage() }
        await api.loader.waitForRequests(1)
        caller.cancel()
        let answer = OneShot<PageLoadResult?>(valueOnCancellation: nil)
        Task { answer.fulfil(await caller.value) }
        #expect(await answer.value == .cancelled)
        #expect(await paginator.currentState.forward == .idle)
        gate.open()
        #expect(await paginator.loadNextPage() == .loaded(added: 10, duplicates: 0))
        #expect(await paginator.items.map(\.id) == Array(1...10))
    }

    @Test("a cancelled refresh or search caller returns at once")
    func cancelledRefreshAndSearchReturn() async throws {
        let api = InMemoryListAPI(count: 30)
        let gate = AsyncGate()
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        await paginator.loadNextPage()
        api.setHook { _ in await gate.wait() }
        let refresh = Task { await paginator.refresh() }
        await api.loader.waitForRequests(2)
        refresh.cancel()
        #expect(await refresh.value == .cancelled)
        let search = Task { await paginator.search("Row 1") }
        await api.loader.waitForRequests(3)
        search.cancel()
        #expect(await search.value == .cancelled)
        #expect(await paginator.currentState.refresh == .idle)
        gate.open()
    }

    // The time limit turns a slot or stream that never frees into a failure, not a hung run.
    @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
    @Test("states() finishes when the paginator is released", .timeLimit(.minutes(1)))
    func statesFinishOnRelease() async throws {
        let api = InMemoryListAPI(count: 30)
        var paginator: Paginator<Rows.Offset>? = Paginator(
            resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        let states = await paginator?.states()
        await paginator?.loadNextPage()
        paginator = nil
        var seen = 0
        for await _ in try #require(states) { seen += 1 }
        #expect(seen >= 1)
    }

    @Test("an empty page past the end with no next key is the end of the list, not a page of nothing")
    func emptyTrailingPageIsTheEnd() async throws {
        struct NoTotal: PaginatedResource {
            typealias Item = Row
            var url: URL? { URL(string: "https://list.test/offset") }
            var itemsKeyPath: String? { "data.items" }
            var paging: OffsetPaging { OffsetPaging(limit: 10) }
        }
        let api = InMemoryListAPI(count: 20)
        let paginator = Paginator(resource: NoTotal(), service: NetworkResourceService.paging(api.loader))
        #expect(await paginator.loadAllNext() == 2)
        #expect(await paginator.currentState.forward == .reachedEnd)
        #expect(await paginator.loadNextPage() == .reachedEnd)
        #expect(api.loader.callCount == 3)
    }
}

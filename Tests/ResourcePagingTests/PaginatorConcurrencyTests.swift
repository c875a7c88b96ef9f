import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Holds each request at a gate of its own, chosen by a key the test derives from the request, so the test
/// decides the order in which responses arrive.
final class ResponseScheduler: Sendable {
    private let gates = Locked<[String: AsyncGate]>([:])
    private let keyOf: @Sendable (URLRequest) -> String

    init(key: @escaping @Sendable (URLRequest) -> String) {
        keyOf = key
    }

    func gate(_ key: String) -> AsyncGate {
        gates.withLock { gates in
            if let gate = gates[key] { return gate }
            let gate = AsyncGate()
            gates[key] = gate
            return gate
        }
    }

    func hold(_ request: URLRequest) async {
        await gate(keyOf(request)).wait()
    }

    func release(_ key: String) {
        gate(key).open()
    }
}

extension URLRequest {
    /// The value of a query parameter.
    func query(_ name: String) -> String? {
        url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: true) }?.queryItems?.first { $0.name == name }?
            .value
    }
}

@Suite("Paginator concurrency: joining, generations, retries, cancellation")
struct PaginatorConcurrencyTests {
    @Test("1,000 concurrent next-page calls make exactly one request")
    func concurrentNextCallsJoin() async throws {
        let api = InMemoryListAPI(count: 100)
        let gate = AsyncGate()
        api.setHook { _ in await gate.wait() }
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        // The first page is held until every call has joined its load, so none can come after the page arrived
        // (which would rightly load page 2). A call counted as it begins could still reach the paginator after the
        // page, which the actor's queue may run first.
        await withTaskGroup(of: PageLoadResult.self) { group in
            for _ in 0..<1_000 {
                group.addTask { await paginator.loadNextPage() }
            }
            await api.loader.waitForRequests(1)
            while await paginator.callersOfNextPageLoad < 1_000 { await Task.yield() }
            gate.open()
            for await result in group { #expect(result == .loaded(added: 10, duplicates: 0)) }
        }
        #expect(api.loader.callCount == 1)
        #expect(await paginator.items.count == 10)
    }

    @Test("a refresh during a next-page load drops the late next page")
    func refreshDropsLateNextPage() async throws {
        let api = InMemoryListAPI(count: 100)
        let scheduler = ResponseScheduler { "offset=\($0.query("offset") ?? "")#\($0.query("q") ?? "")" }
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        await paginator.loadNextPage()
        api.setHook { await scheduler.hold($0) }
        let next = Task { await paginator.loadNextPage() }
        await api.loader.waitForRequests(2)
        api.mutate { $0.insert(Row(id: 1_000, name: "Fresh"), at: 0) }
        let refresh = Task { await paginator.refresh() }
        await api.loader.waitForRequests(3)
        scheduler.release("offset=0#")
        #expect(await refresh.value == .loaded(added: 10, duplicates: 0))
        scheduler.release("offset=10#")
        #expect(await next.value == .superseded)
        let state = await paginator.currentState
        #expect(state.items.map(\.id) == Array(api.currentRows.prefix(10)).map(\.id))
        #expect(state.generation == 1)
    }

    @Test("a search typed letter by letter shows only the last query's results, however late others arrive")
    func fastSearchShowsOnlyLastQuery() async throws {
        let rows = ["ann", "anna", "annabel", "bob", "annie"].enumerated().map {
            Row(id: $0.offset + 1, name: $0.element)
        }
        let api = InMemoryListAPI(rows: rows)
        let scheduler = ResponseScheduler { $0.query("q") ?? "" }
        api.setHook { await scheduler.hold($0) }
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        var searches: [Task<PageLoadResult, Never>] = []
        for (count, text) in ["a", "an", "ann", "anna"].enumerated() {
            searches.append(Task { await paginator.search(text) })
            await api.loader.waitForRequests(count + 1)
        }
        // Answer newest first, then the stale ones.
        scheduler.release("anna")
        #expect(await searches[3].value == .loaded(added: 2, duplicates: 0))
        for text in ["ann", "a", "an"] { scheduler.release(text) }
        for index in 0..<3 { #expect(await searches[index].value == .superseded) }
        let state = await paginator.currentState
        #expect(state.items.map(\.name) == ["anna", "annabel"])
        #expect(state.searchText == "anna")
    }

    @Test("a failed page keeps its key: loading again retries it once, with no duplicated items")
    func retryAfterFailure() async throws {
        let api = InMemoryListAPI(count: 30)
        let failures = Locked(1)
        let failing = ScriptedDataLoader { request in
            if request.query("offset") == "10",
                failures.withLock({ count in
                    defer { count -= 1 }
                    return count > 0
                })
            {
                throw URLError(.networkConnectionLost)
            }
            return try await api.loader.data(for: request)
        }
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(failing))
        await paginator.loadNextPage()
        let failed = await paginator.loadNextPage()
        guard case .failed(.loadFailed(let key, let underlying)) = failed else {
            Issue.record("expected a failure, got \(failed)")
            return
        }
        #expect(key == "10")
        #expect(underlying.urlError?.code == .networkConnectionLost)
        #expect(await paginator.currentState.forward.error != nil)
        #expect(await paginator.items.count == 10)
        #expect(await paginator.loadNextPage() == .loaded(added: 10, duplicates: 0))
        await paginator.loadAllNext()
        #expect(Array(await paginator.items) == api.currentRows)
        let offsets = failing.requests.compactMap { $0.query("offset") }
        #expect(offsets == ["0", "10", "10", "20"])
    }

    @Test("cancelling loads in flight leaves the key for the next load and reports cancelled")
    func cancellation() async throws {
        let api = InMemoryListAPI(count: 30)
        let gate = AsyncGate()
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        await paginator.loadNextPage()
        api.setHook { _ in await gate.wait() }
        let next = Task { await paginator.loadNextPage() }
        await api.loader.waitForRequests(2)
        await paginator.cancelLoads()
        gate.open()
        #expect(await next.value == .cancelled)
        #expect(await paginator.currentState.forward == .idle)
        #expect(await paginator.loadNextPage() == .loaded(added: 10, duplicates: 0))
        #expect(await paginator.items.map(\.id) == Array(1...20))
    }

    @Test("a reset drops a response that arrives afterwards, even one whose request ignored cancellation")
    func resetDropsStaleResponse() async throws {
        let api = InMemoryListAPI(count: 30)
        let gate = AsyncGate()
        // This loader ignores cancellation: it answers whenever the gate opens.
        let stubborn = ScriptedDataLoader { request in
            await gate.wait()
            return try await api.loader.data(for: request)
        }
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(stubborn))
        let first = Task { await paginator.loadNextPage() }
        await stubborn.waitForRequests(1)
        await paginator.reset()
        gate.open()
        #expect(await first.value == .superseded)
        let state = await paginator.currentState
        #expect(state.items.isEmpty)
        #expect(state.generation == 1)
        #expect(state.forward == .idle)
    }

    @Test("a cursor that comes back again stops paging with repeatedKey instead of looping")
    func repeatedCursorStops() async throws {
        let api = InMemoryListAPI(count: 30)
        api.setLoopingCursor(true)
        let paginator = Paginator(resource: Rows.Cursors(size: 10), service: NetworkResourceService.paging(api.loader))
        let loads = await paginator.loadAllNext(limit: 50)
        #expect(loads <= 3)
        let state = await paginator.currentState
        guard case .failed(.repeatedKey) = state.forward else {
            Issue.record("expected repeatedKey, got \(state.forward)")
            return
        }
        let requests = api.loader.callCount
        guard case .failed(.repeatedKey) = await paginator.loadNextPage() else {
            Issue.record("a stopped direction keeps reporting its error")
            return
        }
        #expect(api.loader.callCount == requests)
        #expect(Set(state.items.map(\.id)).count == state.items.count)
    }

    @Test("a next link that comes back again stops paging with repeatedKey")
    func repeatedLinkStops() async throws {
        let api = InMemoryListAPI(count: 30)
        api.setLoopingCursor(true)
        let paginator = Paginator(resource: Rows.Links(size: 10), service: NetworkResourceService.paging(api.loader))
        #expect(await paginator.loadAllNext(limit: 50) <= 3)
        guard case .failed(.repeatedKey) = await paginator.currentState.forward else {
            Issue.record("expected repeatedKey")
            return
        }
    }

    @Test("the state stream reports loading, then the loaded items")
    func stateStream() async throws {
        let api = InMemoryListAPI(count: 15)
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        let stream = await paginator.states()
        var iterator = stream.makeAsyncIterator()
        let initial = await iterator.next()
        #expect(initial?.items.isEmpty == true && initial?.forward == .idle)
        await paginator.loadNextPage()
        var last = initial
        while let state = await iterator.next() {
            last = state
            if state.forward != .loading { break }
        }
        #expect(last?.items.count == 10)
        #expect(last?.forward == .idle)
    }

    @Test("a next-page operation on an OperationQueue adds the page, and calls made meanwhile join it")
    func operationLoadsPage() async throws {
        let api = InMemoryListAPI(count: 25)
        let gate = AsyncGate()
        api.setHook { _ in await gate.wait() }
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        let operation = try #require(await paginator.makeNextPageOperation())
        #expect(await paginator.makeNextPageOperation() == nil, "the forward slot is taken")
        let queue = OperationQueue()
        queue.addOperation(operation)
        let joined = Task { await paginator.loadNextPage() }
        await api.loader.waitForRequests(1)
        gate.open()
        #expect(await joined.value == .loaded(added: 10, duplicates: 0))
        #expect(await paginator.items.map(\.id) == Array(1...10))
        #expect(api.loader.callCount == 1)
    }
}

@Suite("Paginator operations")
struct PaginatorOperationTests {
    @Test("a cancelled next-page operation frees the forward slot, even when the app replaced completionBlock")
    func cancelledOperationFreesSlot() async throws {
        let api = InMemoryListAPI(count: 25)
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        let operation = try #require(await paginator.makeNextPageOperation())
        operation.completionBlock = {}
        operation.cancel()
        await OperationQueue().run([operation])
        await paginator.waitUntil { $0.forward != .loading }
        #expect(await paginator.loadNextPage() == .loaded(added: 10, duplicates: 0))
        #expect(api.loader.callCount == 1)
    }

    @Test("a repeated key is not retryable, a failed load is")
    func retryability() {
        #expect(!PagingError.repeatedKey(key: "c1").isRetryable)
        #expect(PagingError.loadFailed(key: "0", underlying: .cancelled).isRetryable)
    }
}

extension OperationQueue {
    /// Adds `operations` and returns once all of them have finished.
    func run(_ operations: [Operation]) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = BlockOperation { continuation.resume() }
            for operation in operations { done.addDependency(operation) }
            addOperations(operations + [done], waitUntilFinished: false)
        }
    }
}

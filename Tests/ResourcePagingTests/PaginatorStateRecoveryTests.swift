import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A loader over `api` whose requests fail while `failing` is set.
private func switchableLoader(_ api: InMemoryListAPI, failing: Locked<Bool>) -> ScriptedDataLoader {
    ScriptedDataLoader { request in
        if failing.withLock({ $0 }) { throw URLError(.notConnectedToInternet) }
        return try await api.loader.data(for: request)
    }
}

@Suite("Paginator states after failures and cancellations")
struct PaginatorStateRecoveryTests {
    @Test("a failed refresh of a list loaded to its end leaves forward at the end, as loading confirms")
    func failedRefreshKeepsEdgeStates() async throws {
        let api = InMemoryListAPI(count: 15)
        let failing = Locked(false)
        let service = NetworkResourceService.paging(switchableLoader(api, failing: failing))
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: service)
        await paginator.loadAllNext()
        #expect(await paginator.currentState.forward == .reachedEnd)

        failing.withLock { $0 = true }
        guard case .failed = await paginator.refresh() else {
            Issue.record("the refresh should fail")
            return
        }

        let state = await paginator.currentState
        #expect(state.forward == .reachedEnd)
        #expect(state.backward == .reachedEnd)
        #expect(state.refresh.error != nil)
        #expect(state.items.count == 15, "a failed refresh keeps the listed items")
        #expect(await paginator.loadNextPage() == .reachedEnd)
    }

    @Test("a failed search leaves both directions idle, and the next load of the first page clears its error")
    func failedSearchRecovers() async throws {
        let api = InMemoryListAPI(count: 30)
        let failing = Locked(true)
        let paginator = Paginator(
            resource: Rows.Offset(limit: 10),
            service: NetworkResourceService.paging(switchableLoader(api, failing: failing)))

        guard case .failed = await paginator.search("Row 1") else {
            Issue.record("the search should fail")
            return
        }
        var state = await paginator.currentState
        #expect(state.forward == .idle, "nothing is listed: the next load starts from the first page")
        #expect(state.backward == .idle)
        #expect(state.refresh.error != nil)

        failing.withLock { $0 = false }
        guard case .loaded = await paginator.loadNextPage() else {
            Issue.record("the first page should load")
            return
        }
        state = await paginator.currentState
        #expect(state.refresh == .idle)
        #expect(state.searchText == "Row 1")
        #expect(state.items.allSatisfy { $0.name.contains("Row 1") })
    }

    @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
    @Test(
        "a next-page operation cancelled before any queue runs it frees the forward slot",
        .timeLimit(.minutes(1))
    )
    func operationCancelledBeforeQueueingFreesSlot() async throws {
        let api = InMemoryListAPI(count: 25)
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        let operation = try #require(await paginator.makeNextPageOperation())

        operation.cancel()  // never added to a queue

        await paginator.waitUntil { $0.forward != .loading }
        #expect(await paginator.currentState.forward == .idle)
        #expect(await paginator.loadNextPage() == .loaded(added: 10, duplicates: 0))
        #expect(api.loader.callCount == 1)
    }

    @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
    @Test(
        "cancelLoads frees the forward slot held by a next-page operation nobody runs",
        .timeLimit(.minutes(1))
    )
    func cancelLoadsFreesAnOperationNobodyRuns() async throws {
        let api = InMemoryListAPI(count: 25)
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        let operation = try #require(await paginator.makeNextPageOperation())

        await paginator.cancelLoads()

        #expect(await paginator.currentState.forward == .idle)
        #expect(await paginator.loadNextPage() == .loaded(added: 10, duplicates: 0))
        #expect(api.loader.callCount == 1)
        withExtendedLifetime(operation) {}
    }

    @Test("offset paging that starts at offset 1 has no page before its first")
    func offsetPagingRespectsFirstOffsetBackwards() throws {
        let paging = OffsetPaging(limit: 10, firstOffset: 1)
        let fullPage = PageResponse(
            head: HTTPResponseHead(statusCode: 200, url: nil, headerFields: [:]), url: nil, itemCount: 10)
        let first = try paging.neighbours(of: 1, in: fullPage)
        #expect(first.previous == nil)
        let third = try paging.neighbours(of: 21, in: fullPage)
        #expect(third.previous == 11)
        let near = try paging.neighbours(of: 5, in: fullPage)
        #expect(near.previous == 1)
    }
}

extension Paginator {
    /// Returns once the paginator's state satisfies `condition`, by watching the state stream (no polling).
    func waitUntil(_ condition: (PaginatorState<Item>) -> Bool) async {
        for await state in states() where condition(state) { return }
    }
}

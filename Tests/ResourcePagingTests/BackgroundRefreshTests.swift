import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

/// A list registered through this wrapper says when its background refresh returned, so that a test knows which
/// refreshes finished before it lets the budget run out.
@MainActor
private final class ReportingRefresh: BackgroundRefreshing {
    let list: PagedList<PolledRows, SingleSection>
    let finished: AsyncStream<Bool>
    private let continuation: AsyncStream<Bool>.Continuation

    init(_ list: PagedList<PolledRows, SingleSection>) {
        self.list = list
        (finished, continuation) = AsyncStream.makeStream(of: Bool.self)
    }

    func refreshInBackground() async -> Bool {
        let succeeded = await list.refreshInBackground()
        continuation.yield(succeeded)
        return succeeded
    }
}

/// A list whose every page fails with 503.
private struct UnavailableRows: PaginatedResource {
    typealias Item = Row
    let server: TestServer
    var url: URL? { server.url("/status/503") }
    var paging: PageNumberPaging { PageNumberPaging(pageSize: 3) }
}

@MainActor
@Suite("BackgroundRefresh refreshes the lists that opted in, within a budget")
struct BackgroundRefreshTests {
    @Test("refreshAll refreshes every registered list, started or not, and no other")
    func refreshesRegisteredLists() async throws {
        let server = try PollingServer()
        let registry = BackgroundRefresh(sleeper: server.clock)
        let keys = (0..<3).map { "\(server.key)-\($0)" }
        let started = server.makeList(key: keys[0], pollingInterval: nil).list
        let unstarted = server.makeList(key: keys[1], pollingInterval: nil).list
        let unregistered = server.makeList(key: keys[2], pollingInterval: nil).list
        await started.start()
        await unregistered.start()
        for key in keys { _ = try await server.addRow(key: key) }
        registry.add(started)
        registry.add(unstarted)
        registry.add(started)
        #expect(registry.count == 2, "adding a list twice registers it once")

        let report = await registry.refreshAll(within: 25)

        #expect(report == BackgroundRefreshReport(refreshed: 2))
        #expect(report.succeeded)
        #expect(started.snapshot.itemIdentifiers.prefix(3) == [7, 6, 5])
        #expect(unstarted.snapshot.itemIdentifiers == [7, 6, 5])
        #expect(unregistered.snapshot.itemIdentifiers == [6, 5, 4])
        #expect(try await server.stats(key: keys[0]).conditional >= 1, "the started list revalidated its page")
        #expect(try await server.stats(key: keys[2]).requests == 1, "the unregistered list only started")
        #expect(server.clock.sleeperCount == 0, "the budget's wait ended with the call")
        #expect(server.clock.requestedDelays == [25])
    }

    @Test("when the budget runs out, refreshAll returns, counting the refreshes still running as timed out")
    func budgetCancelsSlowRefreshes() async throws {
        let server = try PollingServer()
        let registry = BackgroundRefresh(sleeper: server.clock)
        let fast = ReportingRefresh(server.makeList(key: "\(server.key)-fast", pollingInterval: nil).list)
        let slow = ReportingRefresh(server.makeList(key: "\(server.key)-slow", delay: 60, pollingInterval: nil).list)
        registry.add(fast)
        registry.add(slow)
        var fastFinished = fast.finished.makeAsyncIterator()

        let refreshAll = Task { await registry.refreshAll(within: 20) }
        #expect(await fastFinished.next() == true)
        await server.clock.waitForSleepers()
        server.clock.advance()  // 20 seconds pass; the slow list's server waits 60
        let report = await refreshAll.value

        #expect(report == BackgroundRefreshReport(refreshed: 1, timedOut: 1))
        #expect(!report.succeeded)
        #expect(fast.list.snapshot.itemIdentifiers == [6, 5, 4])
        var slowFinished = slow.finished.makeAsyncIterator()
        #expect(await slowFinished.next() == false, "the slow refresh was cancelled, not left to finish")
        #expect(slow.list.snapshot.itemIdentifiers.isEmpty)
        #expect(slow.list.state.refresh == .idle, "cancelled: neither loading nor failed (by a timeout, say)")
    }

    @Test("a failed refresh is counted as failed")
    func failedRefreshIsCounted() async throws {
        let server = try PollingServer()
        let registry = BackgroundRefresh(sleeper: server.clock)
        let failing = PagedList(resource: UnavailableRows(server: server.server), service: server.service)
        let working = server.makeList(pollingInterval: nil).list
        registry.add(failing)
        registry.add(working)

        let report = await registry.refreshAll(within: 25)

        #expect(report == BackgroundRefreshReport(refreshed: 1, failed: 1))
        #expect(!report.succeeded)
    }

    @Test("a released list drops out of the registry and is not refreshed")
    func releasedListsDropOut() async throws {
        let server = try PollingServer()
        let registry = BackgroundRefresh(sleeper: server.clock)
        let kept = server.makeList(key: "\(server.key)-kept", pollingInterval: nil).list
        registry.add(kept)
        weak var released: PagedList<PolledRows, SingleSection>?
        do {
            let list = server.makeList(key: "\(server.key)-released", pollingInterval: nil).list
            released = list
            registry.add(list)
            #expect(registry.count == 2)
        }
        #expect(released == nil, "the registry holds its lists weakly")
        #expect(registry.count == 1)

        let report = await registry.refreshAll(within: 25)

        #expect(report == BackgroundRefreshReport(refreshed: 1))
        #expect(try await server.stats(key: "\(server.key)-released").requests == 0)
        registry.remove(kept)
        #expect(registry.count == 0)
        #expect(await registry.refreshAll(within: 25) == BackgroundRefreshReport())
    }
}

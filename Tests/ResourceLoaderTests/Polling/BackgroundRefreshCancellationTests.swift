import ResourceLoader
import ResourceLoaderTestSupport
import Testing

/// Refreshes by waiting until its gate opens or its task is cancelled; says when it has started.
@MainActor
private final class HeldRefresh: BackgroundRefreshing {
    let gate = AsyncGate()
    private let started: AsyncStream<Void>.Continuation?

    init(started: AsyncStream<Void>.Continuation? = nil) {
        self.started = started
    }

    func refreshInBackground() async -> Bool {
        started?.yield()
        do {
            try await gate.waitUnlessCancelled()
            return true
        } catch {
            return false
        }
    }
}

@MainActor
@Suite("BackgroundRefresh when its own task is cancelled")
struct BackgroundRefreshCancellationTests {
    @Test("cancelling refreshAll's task (a BGTask expiring) counts the unfinished refreshes as cancelled, not success")
    func cancelledRefreshAllIsNoSuccess() async {
        let sleeper = ManualSleeper()
        let registry = BackgroundRefresh(sleeper: sleeper)
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let done = HeldRefresh(started: startedContinuation)
        let held = [HeldRefresh(started: startedContinuation), HeldRefresh(started: startedContinuation)]
        for object in [done] + held { registry.add(object) }
        var startedRefreshes = started.makeAsyncIterator()

        let refreshAll = Task { await registry.refreshAll(within: 25) }
        for _ in 0..<3 { await startedRefreshes.next() }
        done.gate.open()
        await sleeper.waitForSleepers()
        refreshAll.cancel()
        let report = await refreshAll.value

        #expect(!report.succeeded, "the app must not tell the system the refresh succeeded")
        #expect(report.refreshed + report.cancelled == 3)
        #expect(report.cancelled >= 2, "the two held refreshes were cancelled")
        #expect(report.timedOut == 0, "the budget did not run out")
        withExtendedLifetime(held) {}
    }

    @Test("a refreshAll whose task is cancelled before it starts refreshes nothing and reports every object cancelled")
    func cancelledBeforeStart() async {
        let registry = BackgroundRefresh(sleeper: ManualSleeper())
        let objects = [HeldRefresh(), HeldRefresh()]
        for object in objects { registry.add(object) }

        let refreshAll = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await registry.refreshAll(within: 25)
        }
        let report = await refreshAll.value

        #expect(report == BackgroundRefreshReport(cancelled: 2))
        #expect(!report.succeeded)
        withExtendedLifetime(objects) {}
    }
}

/// Something that can bring its data up to date while the app runs in the background: a `PagedList` (which
/// refreshes its first page, revalidating) or a ``ResourcePoller`` (which fetches once).
@MainActor
public protocol BackgroundRefreshing: AnyObject, Sendable {
    /// Brings the data up to date; returns whether it succeeded. Stops soon after its task is cancelled.
    func refreshInBackground() async -> Bool
}

/// What ``BackgroundRefresh/refreshAll(within:)`` did: how many of the registered objects refreshed, failed, were
/// still refreshing when the budget ran out, or were still refreshing when the call's own task was cancelled (their
/// refreshes were cancelled in both cases).
public struct BackgroundRefreshReport: Sendable, Equatable {
    /// How many refreshed.
    public var refreshed: Int
    /// How many failed (a network error, say).
    public var failed: Int
    /// How many were cancelled when the budget ran out.
    public var timedOut: Int
    /// How many were cancelled, or never started, because the task running ``BackgroundRefresh/refreshAll(within:)``
    /// was cancelled (a `BGTask`'s expiration handler cancels it).
    public var cancelled: Int

    /// Creates a report.
    public init(refreshed: Int = 0, failed: Int = 0, timedOut: Int = 0, cancelled: Int = 0) {
        self.refreshed = refreshed
        self.failed = failed
        self.timedOut = timedOut
        self.cancelled = cancelled
    }

    /// Whether every object refreshed within the budget and the call was not cancelled: what to pass to
    /// `BGTask.setTaskCompleted(success:)`.
    public var succeeded: Bool { failed == 0 && timedOut == 0 && cancelled == 0 }
}

/// The lists (and pollers) that asked to be refreshed in the background, and the one call that refreshes them all
/// within a time budget: what an app's `BGAppRefreshTask` handler awaits.
///
/// Objects are held weakly: one that is released drops out. Each refreshes at most once per
/// ``refreshAll(within:)``; they refresh concurrently, and when the budget runs out the call returns at once and
/// cancels the refreshes still running.
///
/// ```swift
/// let backgroundRefresh = BackgroundRefresh()
/// backgroundRefresh.add(inbox)
/// // In the BGAppRefreshTask handler:
/// let report = await backgroundRefresh.refreshAll(within: 25)
/// task.setTaskCompleted(success: report.succeeded)
/// ```
@MainActor
public final class BackgroundRefresh {
    private struct Entry {
        weak var object: (any BackgroundRefreshing)?
    }

    /// What one refresh (or the budget) ended with.
    private enum Outcome: Sendable {
        case finished(index: Int, succeeded: Bool)
        case budgetSpent
    }

    private var entries: [Entry] = []
    /// What waits out the budget; inject your own to test.
    public var sleeper: any Sleeping

    /// Creates an empty registry whose budgets are waited out by `sleeper` (the real clock by default).
    public init(sleeper: any Sleeping = TaskSleeper()) {
        self.sleeper = sleeper
    }

    /// The registered objects still alive.
    public var count: Int {
        entries.removeAll { $0.object == nil }
        return entries.count
    }

    /// Registers `object`, held weakly, once (adding it again changes nothing).
    public func add(_ object: any BackgroundRefreshing) {
        guard !entries.contains(where: { $0.object === object }) else { return }
        entries.append(Entry(object: object))
    }

    /// Unregisters `object`.
    public func remove(_ object: any BackgroundRefreshing) {
        entries.removeAll { $0.object == nil || $0.object === object }
    }

    /// Refreshes every registered object still alive, concurrently, and returns once all are done or `budget`
    /// seconds have passed, whichever is first; the refreshes still running then are cancelled, and counted as
    /// ``BackgroundRefreshReport/timedOut``. When the calling task is cancelled (a `BGTask` expiring), the call
    /// returns at once, cancels the refreshes still running and counts them as ``BackgroundRefreshReport/cancelled``;
    /// a call from a task cancelled already starts none and counts every object as cancelled.
    public func refreshAll(within budget: Double) async -> BackgroundRefreshReport {
        let objects = entries.compactMap(\.object)
        entries.removeAll { $0.object == nil }
        var report = BackgroundRefreshReport()
        guard !objects.isEmpty else { return report }
        guard !Task.isCancelled else {
            report.cancelled = objects.count
            return report
        }
        let (outcomes, continuation) = AsyncStream.makeStream(of: Outcome.self)
        // Unstructured, so that the call returns at the budget without waiting for the cancelled refreshes to end.
        var refreshes: [Task<Void, Never>] = []
        for (index, object) in objects.enumerated() {
            refreshes.append(
                Task {
                    let succeeded = await object.refreshInBackground()
                    continuation.yield(.finished(index: index, succeeded: succeeded))
                })
        }
        let sleeper = self.sleeper
        let budgetTask = Task {
            do {
                try await sleeper.sleep(seconds: budget)
                continuation.yield(.budgetSpent)
            } catch {
                // Cancelled: every refresh finished first.
            }
        }
        var finished = Set<Int>()
        var budgetSpent = false
        // The stream ends early only when this task is cancelled: the refreshes not finished then are cancelled.
        for await outcome in outcomes {
            switch outcome {
            case .finished(let index, let succeeded):
                finished.insert(index)
                if succeeded { report.refreshed += 1 } else { report.failed += 1 }
            case .budgetSpent:
                budgetSpent = true
            }
            if budgetSpent || finished.count == objects.count { break }
        }
        if budgetSpent {
            report.timedOut = objects.count - finished.count
        } else {
            report.cancelled = objects.count - finished.count
        }
        continuation.finish()
        budgetTask.cancel()
        for (index, refresh) in refreshes.enumerated() where !finished.contains(index) { refresh.cancel() }
        return report
    }
}

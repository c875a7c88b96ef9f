import ResourceLoader
import ResourceSupport

/// A ``ResourceLoader/Sleeping`` clock that the test advances by hand: each wait lasts until ``advance()``, however
/// many seconds it asked for. Give it to a polling list (its `sleeper`) and every ``advance()`` is one interval
/// passing; ``waitForSleepers(_:)`` tells the test when the code under test is waiting again.
///
/// ```swift
/// let clock = ManualSleeper()
/// list.sleeper = clock
/// list.pollingInterval = 30
/// await list.start()
/// await clock.waitForSleepers()
/// clock.advance()  // 30 seconds pass: the list polls
/// ```
///
/// A cancelled wait throws `CancellationError` at once, as `Task.sleep` does.
public final class ManualSleeper: Sleeping {
    private struct State {
        var sleepers: [Int: CheckedContinuation<Bool, Never>] = [:]
        var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        var nextID = 0
        var requested: [Double] = []
    }

    private let state = Locked(State())

    /// Creates a clock with no wait pending.
    public init() {}

    /// The waits asked for so far, in seconds, in order.
    public var requestedDelays: [Double] { state.withLock { $0.requested } }

    /// How many waits are pending now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Ends every pending wait (time passes beyond each of them); waits that start afterwards wait for the next
    /// call.
    ///
    /// - Returns: how many waits it ended.
    @discardableResult
    public func advance() -> Int {
        let ended = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
            defer { state.sleepers.removeAll() }
            return Array(state.sleepers.values)
        }
        for sleeper in ended { sleeper.resume(returning: true) }
        return ended.count
    }

    /// Returns once at least `count` waits are pending (at once if they are already).
    public func waitForSleepers(_ count: Int = 1) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state -> Bool in
                if state.sleepers.count >= count { return true }
                state.watchers.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Records the wait and returns at the next ``advance()``, or throws `CancellationError` when the task is
    /// cancelled first.
    public func sleep(seconds: Double) async throws {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            state.requested.append(seconds)
            return state.nextID
        }
        let advanced = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let (cancelled, watchers) = state.withLock {
                    state -> (Bool, [CheckedContinuation<Void, Never>]) in
                    if Task.isCancelled { return (true, []) }
                    state.sleepers[id] = continuation
                    let count = state.sleepers.count
                    let ready = state.watchers.filter { $0.count <= count }.map(\.continuation)
                    state.watchers.removeAll { $0.count <= count }
                    return (false, ready)
                }
                if cancelled { continuation.resume(returning: false) }
                for watcher in watchers { watcher.resume() }
            }
        } onCancel: {
            let cancelled = state.withLock { $0.sleepers.removeValue(forKey: id) }
            cancelled?.resume(returning: false)
        }
        guard advanced else { throw CancellationError() }
    }
}

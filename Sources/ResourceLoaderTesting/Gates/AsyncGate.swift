import ResourceSupport

/// A one-shot latch a test opens: tasks that wait at it are held until ``open()``, and wait no more after it.
///
/// Use it to hold a response, a debounce or any step of the code under test until the test has looked at the
/// state in between, without sleeping:
///
/// ```swift
/// let gate = AsyncGate()
/// loader.respond(to: url, with: .status(204).held(until: gate))
/// // … start the request, check the loading state …
/// gate.open()
/// ```
public final class AsyncGate: Sendable {
    private struct State {
        var isOpen = false
        var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
        var nextWaiter = 0
    }

    private let state = Locked(State())

    /// Creates a closed gate.
    public init() {}

    /// Whether ``open()`` was called.
    public var isOpen: Bool { state.withLock { $0.isOpen } }

    /// Opens the gate for good and releases every waiter.
    public func open() {
        let waiters = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
            state.isOpen = true
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: true) }
    }

    /// Waits until the gate opens (returns at once if it is open). Cancelling the waiting task does not end the
    /// wait; use ``waitUnlessCancelled()`` for that.
    public func wait() async {
        _ = await wait(cancellable: false)
    }

    /// Waits until the gate opens (returns at once if it is open), or throws `CancellationError` as soon as the
    /// waiting task is cancelled, as a real network call or clock would.
    public func waitUnlessCancelled() async throws {
        guard await wait(cancellable: true) else { throw CancellationError() }
    }

    /// Waits; returns `true` when the gate opened, `false` when the task was cancelled (only if `cancellable`).
    private func wait(cancellable: Bool) async -> Bool {
        let waiter = state.withLock { state -> Int in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> Bool? in
                    if state.isOpen { return true }
                    if cancellable && Task.isCancelled { return false }
                    state.waiters[waiter] = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            guard cancellable else { return }
            let cancelled = state.withLock { $0.waiters.removeValue(forKey: waiter) }
            cancelled?.resume(returning: false)
        }
    }
}

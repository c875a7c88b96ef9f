import ResourceSupport

/// The priority of a load that several callers share (a coalesced request, a paginator's page load, a list's load
/// towards one end): the highest any of them asks for. It only rises, while the load waits or runs, and whoever
/// depends on it hears of each rise: a request waiting for a slot in the per-host limiter moves up the queue, and a
/// load that follows it (``follow(_:)``) rises with it.
///
/// The requests a task starts take the task's shared priority (``current``) over ``RequestPriority/current``.
package final class SharedPriority: Sendable {
    private struct State {
        var value: RequestPriority
        var observers: [Int: @Sendable (RequestPriority) -> Void] = [:]
        var nextObserver = 0
    }

    private let state: Locked<State>

    /// The shared priority of the load the current task runs for, if any.
    @TaskLocal package static var current: SharedPriority?

    /// The priority the current task's requests ask for: its shared priority's, else ``RequestPriority/current``,
    /// else ``RequestPriority/default``.
    package static var ofCurrentTask: RequestPriority {
        current?.value ?? RequestPriority.current ?? .default
    }

    /// A shared priority for a load the current task starts: its priority now, following the current task's shared
    /// priority, if any.
    package static func forCurrentTask() -> SharedPriority {
        let priority = SharedPriority(ofCurrentTask)
        if let current { priority.follow(current) }
        return priority
    }

    /// A priority of `value` to start with.
    package init(_ value: RequestPriority) {
        state = Locked(State(value: value))
    }

    /// The highest priority asked for so far.
    package var value: RequestPriority { state.withLock { $0.value } }

    /// Raises the priority to `priority` when that is higher, and tells the observers; a lower one changes nothing.
    package func raise(to priority: RequestPriority) {
        let observers = state.withLock { state -> [@Sendable (RequestPriority) -> Void] in
            guard priority > state.value else { return [] }
            state.value = priority
            return Array(state.observers.values)
        }
        for observer in observers { observer(priority) }
    }

    /// Calls `observer` with each rise from now on, until ``stopObserving(_:)`` with the returned token.
    package func observe(_ observer: @escaping @Sendable (RequestPriority) -> Void) -> Int {
        state.withLock { state in
            state.nextObserver += 1
            state.observers[state.nextObserver] = observer
            return state.nextObserver
        }
    }

    /// Stops the observer `token` names.
    package func stopObserving(_ token: Int) {
        state.withLock { _ = $0.observers.removeValue(forKey: token) }
    }

    /// Rises to `source`'s priority now and with each of its rises: a load that serves `source`'s caller.
    package func follow(_ source: SharedPriority) {
        guard source !== self else { return }
        _ = source.observe { [weak self] priority in self?.raise(to: priority) }
        raise(to: source.value)
    }

    /// The current task joins the load: its shared priority is followed, or the priority it asks for is taken when
    /// higher.
    package func joinCurrentTask() {
        if let current = Self.current {
            follow(current)
        } else {
            raise(to: RequestPriority.current ?? .default)
        }
    }

    /// Runs `body` with this as the current task's shared priority: the requests it starts take it.
    package func run<T>(_ body: () async throws -> T) async rethrows -> T {
        try await Self.$current.withValue(self) { try await body() }
    }
}

import ResourceLoader

/// Where one of the paginator's three loads stands — towards the end, towards the start, or a refresh — as a small
/// state machine. The paginator owns one per slot; the ``LoadState`` a screen sees is derived from it and from
/// whether the listed pages have a neighbour that way.
///
/// ```
/// idle ──start──▶ loading ──finish(success)──▶ idle
///   ▲               │  │ ──finish(failure)──▶ failed ──start──▶ loading
///   │               │  └─ last caller left, cancelLoads(), trimmed anchor ──▶ idle (the load is handed back to cancel)
///   └── newGeneration() from any state      stop(_:) ──▶ stopped (until newGeneration())
/// ```
struct LoadSlot {
    /// One load in flight and the calls waiting on it.
    struct ActiveLoad {
        /// Tells this load from an earlier one in the same slot.
        let id: Int
        /// The generation the load belongs to; its response is dropped in any other.
        let generation: Int
        /// The position of the page the response is to follow (or precede); `nil` for an initial page.
        let anchor: Int?
        /// What the callers wait for: the page's arrival from the load's task, then the answer, set once when the
        /// page is applied or the load is dropped.
        let outcome: LoadOutcome
        /// The task fetching the page, cancelled when the load is dropped.
        var task: Task<Void, Never>?
        /// Calls waiting on the load. When the last one leaves early the load is cancelled.
        var callers: Int
        /// Whether a ``ResourceLoader/ResourceOperation`` runs the load: then only the operation can cancel it.
        let heldByOperation: Bool
        /// The highest priority its callers ask for: a caller that joins at a higher one raises the request.
        let priority: SharedPriority
    }

    private enum State {
        /// No load in flight and nothing to report: whether more can load is for the listed pages to say.
        case idle
        /// One load in flight; calls made meanwhile join it.
        case loading(ActiveLoad)
        /// The last load failed; the next call retries the same key.
        case failed(PagingError)
        /// Going on would walk in a circle (the server handed out a key loaded elsewhere in the generation);
        /// nothing loads this way until a new generation.
        case stopped(PagingError)
    }

    private var state: State = .idle

    /// The load in flight, if any.
    var activeLoad: ActiveLoad? {
        if case .loading(let load) = state { return load }
        return nil
    }

    /// The error that stopped this slot, if it is stopped.
    var stopError: PagingError? {
        if case .stopped(let error) = state { return error }
        return nil
    }

    /// The state a screen sees; `hasMore` says whether the listed pages have a neighbour this way.
    func loadState(hasMore: Bool) -> LoadState {
        switch state {
        case .idle: hasMore ? .idle : .reachedEnd
        case .loading: .loading
        case .failed(let error), .stopped(let error): .failed(error)
        }
    }

    /// Starts `load`, from idle or failed.
    mutating func start(_ load: ActiveLoad) {
        switch state {
        case .idle, .failed: state = .loading(load)
        case .loading, .stopped: preconditionFailure("a load started in a busy or stopped slot")
        }
    }

    /// Gives the load in flight the task that fetches its page.
    mutating func attach(_ task: Task<Void, Never>) {
        guard case .loading(var load) = state else { return }
        load.task = task
        state = .loading(load)
    }

    /// Counts one more caller of the load in flight and returns it, or `nil` when nothing is in flight. The load
    /// takes the current task's priority when that is higher.
    mutating func join() -> ActiveLoad? {
        guard case .loading(var load) = state else { return nil }
        load.priority.joinCurrentTask()
        load.callers += 1
        state = .loading(load)
        return load
    }

    /// A caller of load `id` stopped waiting. When it was the last caller of a load no operation holds, the slot
    /// goes back to idle and the load is returned, for the paginator to cancel.
    mutating func leave(_ id: Int, cancelled: Bool) -> ActiveLoad? {
        guard case .loading(var load) = state, load.id == id else { return nil }
        load.callers -= 1
        guard cancelled, load.callers <= 0, !load.heldByOperation else {
            state = .loading(load)
            return nil
        }
        state = .idle
        return load
    }

    /// Ends load `id`: idle after a success or a cancellation, failed after `failure`. Returns the load, or `nil`
    /// when the slot no longer holds it (it was dropped, and its callers answered, then).
    mutating func finish(_ id: Int, failure: PagingError?) -> ActiveLoad? {
        guard case .loading(let load) = state, load.id == id else { return nil }
        state = failure.map(State.failed) ?? .idle
        return load
    }

    /// Forgets a failure (the initial page arrived by another way).
    mutating func clearFailure() {
        if case .failed = state { state = .idle }
    }

    /// Stops the slot until a new generation.
    mutating func stop(_ error: PagingError) {
        precondition(activeLoad == nil, "a slot stopped while loading")
        state = .stopped(error)
    }

    /// Frees the slot (idle, unless stopped) and returns the load in flight, for the paginator to cancel.
    mutating func abandon() -> ActiveLoad? {
        guard case .loading(let load) = state else { return nil }
        state = .idle
        return load
    }

    /// Back to idle for a new generation; returns the load in flight, for the paginator to cancel.
    mutating func newGeneration() -> ActiveLoad? {
        defer { state = .idle }
        return abandon()
    }
}

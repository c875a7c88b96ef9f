/// What a ``PagedList`` started that must stop with it: the update streams it vends and the tasks that read
/// its paginator and its reachability source. The list owns the only reference, so this object's `deinit` runs
/// when the list is released: every stream finishes (an adapter's reading task ends) and every task is cancelled
/// (a reachability monitor stops when its stream is no longer read).
final class ListLifetime<Update: Sendable> {
    private var continuations: [Int: AsyncStream<Update>.Continuation] = [:]
    private var nextID = 0
    private var tasks: [Task<Void, Never>] = []

    /// Keeps `continuation` until its reader stops, or until the list is released; returns its id.
    func add(_ continuation: AsyncStream<Update>.Continuation) -> Int {
        let id = nextID
        nextID += 1
        continuations[id] = continuation
        return id
    }

    /// Forgets the stream with `id` (its reader stopped).
    func remove(_ id: Int) {
        continuations[id] = nil
    }

    /// Whether any stream is open.
    var hasStreams: Bool { !continuations.isEmpty }

    /// Delivers `update` to every open stream.
    func yield(_ update: Update) {
        for continuation in continuations.values { continuation.yield(update) }
    }

    /// Cancels `task` when the list is released.
    func own(_ task: Task<Void, Never>) {
        tasks.append(task)
    }

    deinit {
        for continuation in continuations.values { continuation.finish() }
        for task in tasks { task.cancel() }
    }
}

import ResourceSupport

/// The subscribers to a service's invalidations: each gets every one, in order, through its own unbounded stream,
/// until it stops listening or the service is released.
final class InvalidationObservers: Sendable {
    private struct State {
        var next = 0
        var continuations: [Int: AsyncStream<CacheInvalidation>.Continuation] = [:]
        var isFinished = false
    }

    private let state = Locked(State())

    /// A new subscriber's stream; already finished when ``finish()`` was called.
    func subscribe() -> AsyncStream<CacheInvalidation> {
        let (stream, continuation) = AsyncStream.makeStream(of: CacheInvalidation.self)
        let id = state.withLock { state -> Int? in
            guard !state.isFinished else { return nil }
            let id = state.next
            state.next += 1
            state.continuations[id] = continuation
            return id
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    /// How many streams are open; for tests.
    var count: Int {
        state.withLock { $0.continuations.count }
    }

    /// Hands `invalidation` to every subscriber. It yields under the lock, so that every subscriber sees
    /// invalidations published from several threads in the same order (yielding never calls back into this type).
    func publish(_ invalidation: CacheInvalidation) {
        state.withLock { state in
            for continuation in state.continuations.values { continuation.yield(invalidation) }
        }
    }

    /// Ends every stream, now and for later subscribers. The streams end outside the lock: ending one runs its
    /// `onTermination`, which takes the lock.
    func finish() {
        let continuations = state.withLock { state in
            state.isFinished = true
            defer { state.continuations = [:] }
            return Array(state.continuations.values)
        }
        for continuation in continuations { continuation.finish() }
    }
}

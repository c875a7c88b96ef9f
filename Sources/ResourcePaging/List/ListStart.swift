/// Where a ``PagedList``'s ``PagedList/start()`` is: a list starts once. A call while the first start runs waits
/// for it and returns its result, a call after it returns that result at once, and a start that was cancelled
/// before its sync finished lets the next call sync.
enum ListStart {
    /// `start()` was never called.
    case notStarted
    /// The first start runs; the calls made since wait for its result.
    case running(waiters: [CheckedContinuation<PageLoadResult, Never>])
    /// The first start finished with `result`.
    case finished(PageLoadResult)

    /// Whether a call now starts the list (or, after a cancelled start, syncs it): the list never started, or
    /// its start was cancelled.
    var callStarts: Bool {
        switch self {
        case .notStarted, .finished(.cancelled): true
        case .running, .finished: false
        }
    }

    /// Records that the start finished with `result` and hands it to every call waiting for it.
    mutating func finish(_ result: PageLoadResult) {
        if case .running(let waiters) = self {
            for waiter in waiters { waiter.resume(returning: result) }
        }
        self = .finished(result)
    }
}

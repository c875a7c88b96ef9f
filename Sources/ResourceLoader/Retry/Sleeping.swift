/// Waits for a while; the clock that retries (and later, debounces) wait on.
///
/// Inject a fake in tests so they never really sleep. The default, ``TaskSleeper``, uses `Task.sleep`.
public protocol Sleeping: Sendable {
    /// Suspends for `seconds`, or throws `CancellationError` when the task is cancelled first.
    func sleep(seconds: Double) async throws
}

/// The real clock: `Task.sleep(nanoseconds:)`.
public struct TaskSleeper: Sleeping {
    /// Creates the real clock.
    public init() {}

    /// Sleeps for `seconds` (negative values do not sleep).
    public func sleep(seconds: Double) async throws {
        guard seconds > 0 else { return try Task.checkCancellation() }
        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
}

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

    /// The longest single wait, in nanoseconds: about 146 years, half of what `Int64` holds, so that no clock
    /// adding it to the current time can overflow.
    static let longestWait = UInt64(Int64.max / 2)

    /// Sleeps for `seconds`. Negative and NaN values do not sleep; huge and infinite ones sleep for the longest
    /// wait (about 146 years), so only cancellation ends them.
    public func sleep(seconds: Double) async throws {
        let nanoseconds = Self.nanoseconds(seconds)
        guard nanoseconds > 0 else { return try Task.checkCancellation() }
        try await Task.sleep(nanoseconds: nanoseconds)
    }

    /// `seconds` as nanoseconds, clamped to `0...longestWait` (NaN is 0).
    static func nanoseconds(_ seconds: Double) -> UInt64 {
        guard seconds > 0 else { return 0 }
        let nanoseconds = seconds * 1_000_000_000
        return nanoseconds < Double(longestWait) ? UInt64(nanoseconds) : longestWait
    }
}

import ResourceLoader
import ResourceSupport

/// A ``ResourceLoader/Sleeping`` clock that records each wait and returns at once: give it to a retry policy to
/// check the delays it asks for without waiting them out.
public final class RecordingSleeper: Sleeping {
    private let recorded = Locked<[Double]>([])

    /// Creates a clock with no waits recorded.
    public init() {}

    /// The waits asked for so far, in seconds, in order.
    public var delays: [Double] { recorded.value }

    /// Records the wait and returns immediately (throwing `CancellationError` if the task is cancelled).
    public func sleep(seconds: Double) async throws {
        recorded.withLock { $0.append(seconds) }
        try Task.checkCancellation()
    }
}

import ResourceLoader
import ResourceSupport

/// A ``ResourceLoader/Sleeping`` clock whose waits end when the test says so, not when time passes: give it to a
/// `PagedList` as its `sleeper` and a debounced search goes to the server only after ``release()``.
///
/// Every wait is recorded. A cancelled wait throws `CancellationError` at once, as `Task.sleep` does; after
/// ``release()`` every wait, present and future, returns at once.
public final class GatedSleeper: Sleeping {
    /// The gate the waits are held at; ``release()`` opens it.
    public let gate: AsyncGate
    private let recorded = Locked<[Double]>([])

    /// Creates a sleeper that holds every wait at `gate` (a new, closed gate by default).
    public init(gate: AsyncGate = AsyncGate()) {
        self.gate = gate
    }

    /// The waits asked for so far, in seconds, in order.
    public var requestedDelays: [Double] { recorded.value }

    /// Ends every wait, now and from now on.
    public func release() {
        gate.open()
    }

    /// Records the wait and returns once the sleeper is released, or throws `CancellationError` when the task
    /// is cancelled first.
    public func sleep(seconds: Double) async throws {
        recorded.withLock { $0.append(seconds) }
        try await gate.waitUnlessCancelled()
    }
}

import ResourcePaging
import ResourceSupport

/// A ``ResourcePaging/ReachabilitySource`` the test switches by hand: give it to a list's `reachability`, then
/// ``set(_:)`` it to `false` to show the offline state and back to `true` to make the list load again.
public final class ManualReachability: ReachabilitySource {
    private struct State {
        var isReachable: Bool
        var readers: [AsyncStream<Bool>.Continuation] = []
    }

    private let state: Locked<State>

    /// Creates a source that first says `isReachable` (reachable by default) and says nothing more until
    /// ``set(_:)``.
    public init(isReachable: Bool = true) {
        state = Locked(State(isReachable: isReachable))
    }

    /// What the source says now.
    public var isReachable: Bool { state.withLock { $0.isReachable } }

    /// The current reachability, then every change ``set(_:)`` makes, for each reader.
    public func reachability() -> AsyncStream<Bool> {
        let (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
        state.withLock { state in
            continuation.yield(state.isReachable)
            state.readers.append(continuation)
        }
        return stream
    }

    /// Tells every reader that the network is now `reachable` (or not).
    public func set(_ reachable: Bool) {
        state.withLock { state in
            state.isReachable = reachable
            for reader in state.readers { reader.yield(reachable) }
        }
    }
}

import ResourceSupport

/// Builds the stream of a ``ResourcePaging/ReachabilitySource`` over a callback-based path monitor: the fenced
/// `NWPathMonitor` source only starts its monitor here and forwards each path's status.
enum PathMonitorStream {
    /// A stream that says whether the network is reachable: the first status the monitor reports, then each
    /// change (a status that leaves reachability as it was is not repeated). When the stream ends (its reader
    /// stops or is released), the monitor is stopped.
    ///
    /// - Parameter startMonitor: starts a monitor that calls `report` with each path status, on any thread, and
    ///   returns what stops it.
    static func make(
        startMonitor: (_ report: @escaping @Sendable (NetworkPathStatus) -> Void) -> @Sendable () -> Void
    ) -> AsyncStream<Bool> {
        let (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
        let lastReported = Locked<Bool?>(nil)
        let stop = startMonitor { status in
            let reachable = status.isReachable
            let changed = lastReported.withLock { last in
                defer { last = reachable }
                return last != reachable
            }
            if changed { continuation.yield(reachable) }
        }
        continuation.onTermination = { _ in stop() }
        return stream
    }
}

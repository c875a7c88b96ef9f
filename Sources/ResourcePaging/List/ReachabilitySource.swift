/// Tells a ``PagedList`` whether the network can be reached, so that it shows the offline state and loads again
/// on reconnect. On Apple platforms, `PathMonitorReachability` (in ResourceLoaderUI) is one over `NWPathMonitor`;
/// inject one of your own elsewhere, or to test.
public protocol ReachabilitySource: Sendable {
    /// Whether the network is reachable now, then at every change. The list stops reading when it is released.
    func reachability() -> AsyncStream<Bool>
}

/// Tells a ``PagedList`` whether the network can be reached, so that it shows the offline state and loads again
/// on reconnect. Inject one of your own (on Apple platforms, one built on `NWPathMonitor`).
public protocol ReachabilitySource: Sendable {
    /// Whether the network is reachable now, then at every change. The list stops reading when it is released.
    func reachability() -> AsyncStream<Bool>
}

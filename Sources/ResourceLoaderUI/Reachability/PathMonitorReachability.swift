#if canImport(Network)
    import Dispatch
    import Network
    import ResourcePaging

    /// A ``ResourcePaging/ReachabilitySource`` over `NWPathMonitor`: give it to a list before `start()` and the
    /// list shows the offline state while there is no network path, and loads again when one comes back.
    ///
    /// ```swift
    /// list.reachability = PathMonitorReachability()
    /// ```
    ///
    /// Each stream the list reads has its own monitor, cancelled when the stream ends. A path that needs a
    /// connection first (a VPN on demand) counts as reachable, since a request brings it up.
    public struct PathMonitorReachability: ReachabilitySource {
        /// Creates the source; nothing is monitored until a list reads ``reachability()``.
        public init() {}

        /// Whether a network path exists now, then at every change, from a new `NWPathMonitor`.
        public func reachability() -> AsyncStream<Bool> {
            PathMonitorStream.make { report in
                let monitor = SendableMonitor(NWPathMonitor())
                monitor.monitor.pathUpdateHandler = { path in report(NetworkPathStatus(path.status)) }
                monitor.monitor.start(queue: DispatchQueue(label: "ResourceLoaderUI.PathMonitorReachability"))
                return { monitor.monitor.cancel() }
            }
        }
    }

    /// An `NWPathMonitor` that the stream's termination handler can cancel from another thread.
    private final class SendableMonitor: @unchecked Sendable {
        // Safe to be `@unchecked Sendable`: `monitor` is a constant; it is configured and started on the thread
        // that creates it, before this box is shared, and afterwards only `cancel()` is called, once, from the
        // stream's termination handler. NWPathMonitor delivers paths on its own queue and is itself declared
        // `Sendable` by the iOS 17 / macOS 14 SDKs (`extension NWPathMonitor: Sendable`); earlier SDKs lack only
        // the annotation, which is why the box is needed at the iOS 15 floor.
        let monitor: NWPathMonitor

        init(_ monitor: NWPathMonitor) {
            self.monitor = monitor
        }
    }

    extension NetworkPathStatus {
        /// The status of an `NWPath`. Compared with `==` rather than switched over, so that a status a later SDK
        /// adds needs no `@unknown default`: it is taken as `requiresConnection` (reachable; a transport error
        /// still shows the offline state).
        init(_ status: NWPath.Status) {
            if status == .satisfied {
                self = .satisfied
            } else if status == .unsatisfied {
                self = .unsatisfied
            } else {
                self = .requiresConnection
            }
        }
    }
#endif

// expect: non-Sendable type 'NWPathMonitor'
// NWPathMonitor is declared Sendable only from iOS 17; at the iOS 15 floor a `@Sendable` closure (a stream's
// termination handler) cannot capture it, which is why PathMonitorReachability boxes it.
#if canImport(Network)
    import Network

    func stopper(for monitor: NWPathMonitor) -> @Sendable () -> Void {
        { monitor.cancel() }
    }
#endif

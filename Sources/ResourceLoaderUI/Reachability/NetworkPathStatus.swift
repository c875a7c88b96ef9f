/// What a network path monitor (`NWPathMonitor` on Apple platforms) says of the path, in the terms a list needs.
enum NetworkPathStatus: Sendable, Equatable {
    /// The path can send and receive.
    case satisfied
    /// No path: the device is offline.
    case unsatisfied
    /// No path now, but a new connection would bring one up (a VPN on demand, a cellular link that wakes).
    case requiresConnection

    /// Whether a list should call the network reachable: everything but `unsatisfied`, since a request brings a
    /// `requiresConnection` path up and would succeed.
    var isReachable: Bool { self != .unsatisfied }
}

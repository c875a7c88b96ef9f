// NWPathMonitor and NWPath, from Network.swiftinterface (iPhoneOS17.5.sdk). The SDK makes NWPathMonitor Sendable
// and an AsyncSequence only from iOS 17 (`@available(iOS 17.0, …) extension NWPathMonitor : Sendable, …,
// AsyncSequence`); Linux cannot check that availability, so with a minimum of iOS 15 both are left out here: code
// that needs them must be fenced with `if #available(iOS 17, *)` on Apple platforms anyway.
import Dispatch

/// https://developer.apple.com/documentation/network/nwpath
@available(iOS 12.0, *)
public struct NWPath: Equatable, Sendable {
    /// https://developer.apple.com/documentation/network/nwpath/status-swift.enum
    public enum Status: Sendable, Hashable {
        case satisfied
        case unsatisfied
        case requiresConnection
    }
    /// https://developer.apple.com/documentation/network/nwpath/status-swift.property
    public let status: NWPath.Status
    /// https://developer.apple.com/documentation/network/nwpath/isexpensive
    public let isExpensive: Bool
    /// https://developer.apple.com/documentation/network/nwpath/isconstrained
    @available(iOS 13.0, *)
    public var isConstrained: Bool { fatalError("interface only") }
    public static func == (lhs: NWPath, rhs: NWPath) -> Bool { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/network/nwpathmonitor
@available(iOS 12.0, *)
final public class NWPathMonitor {
    /// https://developer.apple.com/documentation/network/nwpathmonitor/init()
    public init() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/network/nwpathmonitor/currentpath
    /// (its setter is deprecated from iOS 17 and not declared here)
    final public var currentPath: NWPath { fatalError("interface only") }
    /// https://developer.apple.com/documentation/network/nwpathmonitor/pathupdatehandler
    @preconcurrency final public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/network/nwpathmonitor/start(queue:)
    final public func start(queue: DispatchQueue) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/network/nwpathmonitor/cancel()
    final public func cancel() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/network/nwpathmonitor/queue
    final public var queue: DispatchQueue? { fatalError("interface only") }
}

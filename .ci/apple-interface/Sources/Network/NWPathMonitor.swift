// NWPathMonitor and NWPath. Source: iPhoneOS18.0.sdk Network.framework/Modules/Network.swiftmodule/
// arm64-apple-ios.swiftinterface (read in full from xybp888/iOS-SDKs), where both carry `@available(macOS 10.14,
// iOS 12.0, watchOS 5.0, tvOS 12.0, *)`; NWPath's `CustomDebugStringConvertible` is left out. The SDK makes
// NWPathMonitor Sendable and an AsyncSequence only from iOS 17 (`@available(macOS 14.0, iOS 17.0, watchOS 10.0,
// tvOS 17.0, *) extension NWPathMonitor : Sendable, CustomDebugStringConvertible, AsyncSequence`); Linux cannot check
// that availability, so with a minimum of iOS 15 both are left out here: code that needs them must be fenced with
// `if #available(iOS 17, *)` on Apple platforms anyway.
import Dispatch

/// https://developer.apple.com/documentation/network/nwpath
/// Source: iPhoneOS18.0.sdk Network.swiftinterface.
@available(macOS 10.14, iOS 12.0, watchOS 5.0, tvOS 12.0, *)
public struct NWPath: Equatable, Sendable {
    /// https://developer.apple.com/documentation/network/nwpath/status-swift.enum
    /// Source: iPhoneOS18.0.sdk Network.swiftinterface.
    public enum Status: Sendable, Hashable {
        case satisfied
        case unsatisfied
        case requiresConnection
    }
    /// https://developer.apple.com/documentation/network/nwpath/status-swift.property
    /// Source: iPhoneOS18.0.sdk Network.swiftinterface.
    public let status: NWPath.Status
    /// https://developer.apple.com/documentation/network/nwpath/isexpensive
    /// Source: iPhoneOS18.0.sdk Network.swiftinterface.
    public let isExpensive: Bool
    /// https://developer.apple.com/documentation/network/nwpath/isconstrained
    /// Source: iPhoneOS18.0.sdk Network.swiftinterface.
    @available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
    public var isConstrained: Bool { fatalError("interface only") }
    public static func == (lhs: NWPath, rhs: NWPath) -> Bool { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/network/nwpathmonitor
/// Source: iPhoneOS18.0.sdk Network.swiftinterface.
@available(macOS 10.14, iOS 12.0, watchOS 5.0, tvOS 12.0, *)
final public class NWPathMonitor {
    /// https://developer.apple.com/documentation/network/nwpathmonitor/init()
    /// Source: iPhoneOS18.0.sdk Network.swiftinterface.
    public init() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/network/nwpathmonitor/currentpath
    /// (its setter, deprecated from iOS 17 — `@available(iOS, introduced: 12.0, deprecated: 17.0, message: "setting
    /// currentPath not supported")` — is not declared here)
    /// Source: iPhoneOS18.0.sdk Network.swiftinterface.
    final public var currentPath: NWPath { fatalError("interface only") }
    /// https://developer.apple.com/documentation/network/nwpathmonitor/pathupdatehandler
    /// Source: iPhoneOS18.0.sdk Network.swiftinterface.
    @preconcurrency final public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/network/nwpathmonitor/start(queue:)
    /// Source: iPhoneOS18.0.sdk Network.swiftinterface.
    final public func start(queue: DispatchQueue) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/network/nwpathmonitor/cancel()
    /// Source: iPhoneOS18.0.sdk Network.swiftinterface.
    final public func cancel() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/network/nwpathmonitor/queue
    /// Source: iPhoneOS18.0.sdk Network.swiftinterface.
    final public var queue: DispatchQueue? { fatalError("interface only") }
}

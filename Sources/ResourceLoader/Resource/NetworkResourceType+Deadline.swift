import Foundation

extension NetworkResourceType {
    /// The service's deadline.
    public var maximumDuration: TimeInterval? { nil }
}

import Foundation

extension NetworkResourceType {
    /// `nil`: the service's ``NetworkResourceService/Configuration/cachePolicy``.
    public var cachePolicy: CachePolicy? { nil }

    /// `false`: a response to a request that carried credentials stays in memory.
    public var storesCredentialedResponsesOnDisk: Bool { false }
}

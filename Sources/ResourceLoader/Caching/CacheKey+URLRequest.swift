import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension CacheKey {
    /// Creates the key for `request`: its method, its URL normalized, and a partition for the credential headers
    /// it carries. Returns `nil` when the request has no URL.
    public init?(request: URLRequest, variant: String? = nil) {
        guard let url = request.url else { return nil }
        self.init(
            method: HTTPMethod(rawValue: request.httpMethod ?? "GET"),
            url: url,
            credentialHeaders: request.allHTTPHeaderFields ?? [:],
            variant: variant
        )
    }
}

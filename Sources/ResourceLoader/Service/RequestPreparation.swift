import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a ``NetworkResourceService`` does to every request before sending it (or keying the cache by it): the
/// ``NetworkResourceService/Configuration/baseURL`` and ``NetworkResourceService/Configuration/headers``.
struct RequestPreparation: Sendable {
    /// Where relative URLs go.
    let baseURL: URL?
    /// Header fields added to every request that lacks them.
    let headers: [String: String]

    /// Joins a relative URL to ``baseURL``, adds the service-wide headers a request lacks (no credential header
    /// when the resource withholds them, see ``CredentialWithholding``) and checks the method and every field
    /// against HTTP's syntax, before the platform could rewrite or drop what would not fit on the wire.
    func prepare(
        _ request: URLRequest,
        for resource: some NetworkResourceType
    ) throws(ResourceError) -> URLRequest {
        var request = request
        if let url = request.url, url.scheme == nil {
            guard let baseURL, let joined = ResourcePath.url(base: baseURL, relative: url) else {
                throw .invalidRequest(
                    reason: "the relative URL '\(url.relativeString)' needs the service's `baseURL`", underlying: nil)
            }
            request.url = joined
        }
        try HTTPFieldSyntax.check(request)
        let withholds = (resource as? any CredentialWithholding)?.withholdsServiceCredentials ?? false
        for (name, value) in headers where request.value(forHTTPHeaderField: name) == nil {
            if withholds,
                RedirectPolicy.credentialHeaders.contains(where: { $0.caseInsensitiveCompare(name) == .orderedSame })
            {
                continue
            }
            try HTTPFieldSyntax.check(name: name, value: value)
            request.setValue(value, forHTTPHeaderField: name)
        }
        return request
    }

    /// The key `resource`'s response is cached under, before an authenticator signs its request; `nil` when the
    /// request has no URL.
    ///
    /// - Throws: what building or preparing the request throws.
    func unsignedCacheKey(of resource: some NetworkResourceType) throws(ResourceError) -> CacheKey? {
        CacheKey(request: try prepare(resource.urlRequest(), for: resource))
    }

    /// ``unsignedCacheKey(of:)``, or `nil` when the request cannot be built, so nothing of it is cached.
    func cacheKey(of resource: some NetworkResourceType) -> CacheKey? {
        do {
            return try unsignedCacheKey(of: resource)
        } catch {
            return nil  // a request that cannot be built was never sent, so nothing of it is cached
        }
    }
}

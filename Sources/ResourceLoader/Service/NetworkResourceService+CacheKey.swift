import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension NetworkResourceService {
    /// The ``CacheKey`` of `resource`'s request as this service would send it: joined to the
    /// ``Configuration/baseURL``, with the service's ``Configuration/headers`` and, when the
    /// ``Configuration/authenticator`` covers it, signed with the current credentials, so the key carries their
    /// partition. `nil` when the request has no URL.
    ///
    /// Use it to keep something of your own next to the service's cache entries under the same identity, for
    /// example a list's saved pages (`variant` keeps it apart from the response itself).
    ///
    /// ```swift
    /// let key = try await service.cacheKey(for: Timeline(), variant: "drafts")
    /// ```
    ///
    /// - Throws: what ``NetworkResourceType/urlRequest()`` throws, and
    ///   ``ResourceError/authenticationFailed(url:underlying:)`` when the authenticator does.
    public func cacheKey<Resource: NetworkResourceType>(
        for resource: Resource,
        variant: String? = nil
    ) async throws(ResourceError) -> CacheKey? {
        var request = try prepare(resource.urlRequest(), for: resource)
        if let credentials, credentials.covers(request.url) {
            request = try await credentials.sign(request).request
        }
        return CacheKey(request: request, variant: variant)
    }
}

import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One invalidation, as ``ResourceService/invalidations()`` delivers it: which cached responses it marked stale, and
/// when.
///
/// A list, or any other reader, asks whether it is concerned:
///
/// ```swift
/// for await invalidation in service.invalidations() where invalidation.affects(Timeline()) {
///     await reloadTimeline()
/// }
/// ```
public struct CacheInvalidation: Sendable {
    /// When the entries were marked stale, by the wall clock: entries stored up to then are affected, later ones are
    /// not.
    public let date: Date
    /// Where the invalidation falls in this process's ``CacheOrder``: what tells whether it came before or after
    /// something else (a list's refresh) when the wall clock may have moved back between them.
    package let order: UInt64
    private let isStale: @Sendable (CacheKey) -> Bool
    private let key: @Sendable (any NetworkResourceType) -> CacheKey?

    /// Creates an invalidation of the entries whose key satisfies `isStale`, made at `date`. A resource's key is
    /// made from its own request, as built (`urlRequest()`), so only resources with an absolute URL can match.
    public init(date: Date = Date(), where isStale: @escaping @Sendable (CacheKey) -> Bool) {
        self.init(date: date, order: CacheOrder.next(), where: isStale, key: Self.key(ofBuilt:))
    }

    /// Creates an invalidation made at `order`, whose resources are keyed by `key` (the service's: its base URL and
    /// headers apply).
    init(
        date: Date,
        order: UInt64,
        where isStale: @escaping @Sendable (CacheKey) -> Bool,
        key: @escaping @Sendable (any NetworkResourceType) -> CacheKey?
    ) {
        self.date = date
        self.order = order
        self.isStale = isStale
        self.key = key
    }

    /// Whether the entry stored under `key` (if stored before ``date``) is marked stale.
    public func matches(_ key: CacheKey) -> Bool {
        isStale(key)
    }

    /// Whether the cached response of `resource` is marked stale: the key of its request (as the service sends it,
    /// before an authenticator signs it) matches. A resource whose request cannot be built is not affected.
    public func affects(_ resource: some NetworkResourceType) -> Bool {
        key(resource).map(isStale) ?? false
    }

    /// The key of `resource`'s request as it builds it, or `nil` when it cannot be built.
    private static func key(ofBuilt resource: any NetworkResourceType) -> CacheKey? {
        do {
            return CacheKey(request: try resource.urlRequest())
        } catch {
            return nil  // a request that cannot be built was never sent, so nothing of it is cached
        }
    }
}

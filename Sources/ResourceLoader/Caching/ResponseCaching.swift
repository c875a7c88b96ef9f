/// A store of validated responses, keyed by ``CacheKey``: the seam between the service and its caches.
///
/// The package has two implementations: ``MemoryCache`` (when its key is ``CacheKey`` and its value
/// ``CachedResponse``) and ``DiskCache``. The methods are synchronous so that a memory hit costs a lock and a
/// dictionary look-up and nothing more. A disk implementation blocks the calling thread for its file work, so call
/// it where decoding runs, off the main actor.
///
/// A cache never reports a failure to its caller: a missing, expired, corrupt or unreadable entry is a miss, and a
/// write that fails leaves the cache without the entry. Implementations ignore a response whose
/// ``CachedResponse/isStorable`` is `false` (`Cache-Control: no-store`).
public protocol ResponseCaching: Sendable {
    /// The response stored under `key`, or `nil` on a miss.
    func cachedResponse(for key: CacheKey) -> CachedResponse?

    /// Stores `response` under `key`, replacing what was there; does nothing if the response is not storable.
    func storeResponse(_ response: CachedResponse, for key: CacheKey)

    /// Removes the response stored under `key`, if any.
    func removeResponse(for key: CacheKey)

    /// Removes every response whose key satisfies `shouldRemove`, for example every key under a URL prefix.
    /// `shouldRemove` runs while the cache holds its lock: it must not call the cache.
    func removeResponses(where shouldRemove: (CacheKey) -> Bool)

    /// Removes every response.
    func removeAll()

    /// Whether the cache keeps responses beyond the life of the process (on disk). The service writes a response
    /// to a request that carried credentials to a persistent cache only when the resource opts in
    /// (``NetworkResourceType/storesCredentialedResponsesOnDisk``). Defaults to `false`.
    var isPersistent: Bool { get }
}

extension ResponseCaching {
    /// `false`: the cache lives in memory.
    public var isPersistent: Bool { false }
}

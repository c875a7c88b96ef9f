import Foundation
import ResourceLoader

/// The default local side of a ``PagedList``: its pages kept in a ``ResourceLoader/DiskCache``, so a relaunched
/// app shows the cached rows first and then syncs them.
///
/// ```swift
/// let list = PagedList(resource: Messages(), service: service, diskCache: DiskCache())
/// ```
///
/// - **Format:** the ``SavedPagedList`` is stored as JSON (its `Codable` form, with a format version) in one cache
///   entry, and decoded again with the app's current model types on every read. An entry that no longer decodes
///   (truncated, corrupt, of another format version, or written before the model changed) is a miss: it is
///   removed and reported to the cache's ``ResourceLoader/DiskCache/Configuration/onError``, never thrown.
/// - **The cache's rules hold:** atomic writes, a directory of mode 0700 and files of mode 0600, its size limit
///   and its time-to-live (counted from ``SavedPagedList/savedAt``).
/// - **Identity:** the entry's key is the list's request as the service sends it (URL and query, after the
///   service's base URL; method; the partition of its credentials) with the variant ``variant``, so two lists
///   never share an entry, and the saved pages never meet the cached response of the first page.
/// - **`no-store`:** a page whose response said `Cache-Control: no-store` (``Page/isStorable``) is never written,
///   nor are the pages after it (saved pages follow one another); when the first page is such a page, a save
///   removes the entry.
/// - **Credentials:** the pages of a list whose request carries `Authorization`, `Proxy-Authorization` or
///   `Cookie` (from the resource, the service's headers or its authenticator) are written to disk only when the
///   resource opts in with ``ResourceLoader/NetworkResourceType/storesCredentialedResponsesOnDisk``; otherwise
///   nothing is read or written, and a save removes what an earlier opt-in left.
///
/// Its methods do the cache's file work on the task that calls them, never on the main actor.
public struct DiskPagedListSource<Item, Key>: PagedListLocalSource
where
    Item: Codable & Identifiable & Sendable, Item.ID: Codable & Sendable,
    Key: Codable & Hashable & Sendable
{
    /// Where the pages are kept.
    public let cache: DiskCache
    private let identity: @Sendable () async throws -> Identity?

    /// The ``ResourceLoader/CacheKey/variant`` of every saved list's entry.
    public static var variant: String { "ResourcePaging.SavedPagedList" }

    /// Keeps the pages of `resource` in `cache`.
    ///
    /// - Parameters:
    ///   - resource: the list; its request names the entry.
    ///   - service: the service that fetches the list. A ``ResourceLoader/NetworkResourceService`` names the
    ///     entry by the request it sends (its base URL, headers and authenticator's credentials applied); any
    ///     other by the resource's own request.
    ///   - cache: where the pages are kept.
    public init<Resource: PaginatedResource>(
        resource: Resource,
        service: (any ResourceService)? = nil,
        cache: DiskCache
    ) where Resource.Item == Item, Resource.Paging.Key == Key {
        self.cache = cache
        let network = service as? NetworkResourceService
        identity = {
            let key: CacheKey?
            if let network {
                key = try await network.cacheKey(for: resource, variant: Self.variant)
            } else {
                key = CacheKey(request: try resource.urlRequest(), variant: Self.variant)
            }
            return key.map {
                Identity(key: $0, isWritable: $0.partition == nil || resource.storesCredentialedResponsesOnDisk)
            }
        }
    }

    /// Keeps the pages in `cache` under `key`, exactly as given.
    public init(cache: DiskCache, key: CacheKey) {
        self.cache = cache
        identity = { Identity(key: key, isWritable: true) }
    }

    /// The saved list, or `nil` when none is kept, it outlived the cache's time-to-live, or it no longer
    /// decodes (then its entry is removed).
    ///
    /// - Throws: only what naming the entry throws (a request that cannot be built, an authenticator that fails).
    public func loadSavedList() async throws -> SavedPagedList<Item, Key>? {
        guard let identity = try await identity(), identity.isWritable,
            let response = cache.cachedResponse(for: identity.key)
        else { return nil }
        do {
            return try JSONDecoder().decode(SavedPagedList<Item, Key>.self, from: response.body)
        } catch {
            cache.removeResponse(for: identity.key)
            cache.configuration.onError(
                .corruptFileRemoved(cache.fileURL(for: identity.key), reason: "saved list: \(error)"))
            return nil
        }
    }

    /// Writes `list` over the saved one, up to its first page served with `no-store` (or, when there is nothing
    /// to write, or for a credentialed list that did not opt in, removes the entry).
    ///
    /// - Throws: what naming the entry throws, and an `EncodingError` when an item cannot be encoded.
    public func save(_ list: SavedPagedList<Item, Key>) async throws {
        guard let identity = try await identity() else { return }
        let storable = Array(list.pages.prefix { $0.isStorable })
        guard identity.isWritable, !storable.isEmpty else {
            cache.removeResponse(for: identity.key)
            return
        }
        var list = list
        if storable.count < list.pages.count {
            let kept = Set(storable.lazy.flatMap(\.items).map(\.id))
            list = SavedPagedList(
                pages: storable, anchor: list.anchor.flatMap { kept.contains($0) ? $0 : nil }, savedAt: list.savedAt)
        }
        let body = try JSONEncoder().encode(list)
        let response = CachedResponse(
            statusCode: 200, url: URL(string: identity.key.url), headerFields: ["Content-Type": "application/json"],
            body: body, storedAt: list.savedAt)
        cache.storeResponse(response, for: identity.key)
    }

    /// The entry's key and whether the list may be kept on disk.
    private struct Identity: Sendable {
        let key: CacheKey
        let isWritable: Bool
    }
}

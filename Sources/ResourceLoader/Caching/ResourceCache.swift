import Foundation
import ResourceSupport

/// The service's two cache layers and its invalidations: decoded models in memory over a byte store.
///
/// As Nuke keeps decoded images in memory and data on disk, a fresh hit or a `304` for a model decoded earlier
/// costs a look-up and no decoding; the byte store (``ResponseCaching``) keeps what survives the model layer's
/// evictions, or a relaunch, and its bytes are decoded again on read.
final class ResourceCache: Sendable {
    /// What a decoded model is kept under: the response's key and the resource type that decoded it, so two
    /// resource types reading the same URL never share a model.
    struct ModelKey: Hashable, Sendable {
        let key: CacheKey
        let resourceType: ObjectIdentifier
    }

    /// A decoded model with the response it came from (headers only: the bytes are in the byte store).
    struct ModelEntry: Sendable {
        let model: any Sendable
        let response: CachedResponse
        /// The size of the body the model was decoded from: a fair proxy for its memory, known without walking it.
        let cost: Int
    }

    /// A call to ``invalidate(where:)``: entries asked for before it (at a lower ``CacheOrder``, or in an earlier
    /// launch) whose key matches are stale.
    private struct Invalidation: Sendable {
        let order: UInt64
        let matches: @Sendable (CacheKey) -> Bool
    }

    /// The byte store.
    let store: any ResponseCaching
    /// The latest revalidation started in the background by stale-while-revalidate; tests await it.
    let backgroundRevalidation = Locked<Task<Void, Never>?>(nil)
    private let models: MemoryCache<ModelKey, ModelEntry>
    private let invalidations = Locked<[Invalidation]>([])
    /// The most invalidations remembered; past it the oldest is applied by removing its entries instead.
    private let invalidationLimit = 64

    init(store: any ResponseCaching, modelCountLimit: Int, modelCostLimit: Int) {
        self.store = store
        self.models = MemoryCache(countLimit: modelCountLimit, costLimit: modelCostLimit) { $0.cost }
    }

    /// The entry for `key` as `Resource` reads it: its decoded model when one is kept, else the stored bytes;
    /// `nil` also when the stored response varies on a header field whose value `requestHeaders` does not share
    /// (RFC 9111 §4.1).
    func entry<Resource: NetworkResourceType>(
        for key: CacheKey, as resource: Resource, requestHeaders: [String: String]
    ) -> CacheEntry<Resource.Model>? {
        let modelKey = ModelKey(key: key, resourceType: ObjectIdentifier(Resource.self))
        if let kept = models[modelKey], let model = kept.model as? Resource.Model {
            guard kept.response.matches(requestHeaders: requestHeaders) else { return nil }
            return CacheEntry(
                key: key, response: kept.response, model: model, cost: kept.cost,
                isInvalidated: needsRevalidation(kept.response, key))
        }
        guard let stored = store.cachedResponse(for: key), stored.matches(requestHeaders: requestHeaders) else {
            return nil
        }
        return CacheEntry(
            key: key, response: stored, model: nil, cost: stored.body.count,
            isInvalidated: needsRevalidation(stored, key))
    }

    /// Keeps `model`, decoded from `response`, for `Resource`; writes the bytes to the store unless `bytes` is
    /// `false` (a credentialed response and a persistent store the resource did not opt in to).
    ///
    /// A response that may not be stored (`no-store`, `Vary: *`) removes what was stored under `key`, in both
    /// layers: the server's latest answer says the old one must not be used any more.
    ///
    /// A response never replaces a newer one: when the kept entry was requested after `response` was (by their
    /// ``CacheOrder``, not the wall clock, which may have moved back), `response` is dropped.
    func store<Resource: NetworkResourceType>(
        _ response: CachedResponse, model: Resource.Model, for key: CacheKey, as resource: Resource, bytes: Bool
    ) {
        let modelKey = ModelKey(key: key, resourceType: ObjectIdentifier(Resource.self))
        if let kept = models[modelKey], CacheOrder.isNewer(kept.response.order, than: response.order) { return }
        guard response.isStorable else {
            remove(key)
            return
        }
        if bytes { store.storeResponse(response, for: key) }
        keep(model, response: response, cost: response.body.count, for: key, as: resource)
    }

    /// Keeps a model decoded from stored bytes (or confirmed by a `304`) without touching the byte store.
    func keep<Resource: NetworkResourceType>(
        _ model: Resource.Model, response: CachedResponse, cost: Int, for key: CacheKey, as resource: Resource
    ) {
        let headers = response.withoutBody
        let modelKey = ModelKey(key: key, resourceType: ObjectIdentifier(Resource.self))
        models[modelKey] = ModelEntry(model: model, response: headers, cost: cost)
    }

    /// After a `304` asked for at `date` and `order`: the entry's headers merged with the 304's and its age started
    /// again, in both layers.
    ///
    /// Only the entry that was revalidated is refreshed: when another response replaced it while the request was
    /// in flight (a late `304` for an older version), nothing changes, in either layer.
    func refresh<Resource: NetworkResourceType>(
        _ entry: CacheEntry<Resource.Model>, model: Resource.Model, notModifiedHeaders: [String: String], at date: Date,
        order: UInt64, as resource: Resource
    ) -> CachedResponse {
        let refreshed = entry.response.refreshed(withNotModifiedHeaders: notModifiedHeaders, at: date, order: order)
        let modelKey = ModelKey(key: entry.key, resourceType: ObjectIdentifier(Resource.self))
        if let kept = models[modelKey], !Self.isSame(kept.response, entry.response) { return refreshed }
        guard refreshed.isStorable else {
            remove(entry.key)
            return refreshed
        }
        keep(model, response: refreshed, cost: entry.cost, for: entry.key, as: resource)
        // The bytes: the entry's own when it carries them, else the store's copy when it is the same response.
        let stored = entry.response.body.isEmpty ? store.cachedResponse(for: entry.key) : entry.response
        if let stored, Self.isSame(stored, entry.response) {
            store.storeResponse(
                stored.refreshed(withNotModifiedHeaders: notModifiedHeaders, at: date, order: order), for: entry.key)
        }
        return refreshed
    }

    /// Forgets the entry for `key` in both layers (stored bytes that no longer decode, a `no-store` answer).
    func remove(_ key: CacheKey) {
        store.removeResponse(for: key)
        models.removeValues { $0.key == key }
    }

    /// Marks every entry asked for before `order` (a ``CacheOrder`` number) whose key satisfies `matches` stale: the
    /// next read revalidates it.
    func invalidate(where matches: @escaping @Sendable (CacheKey) -> Bool, order: UInt64) {
        let dropped = invalidations.withLock { list -> Invalidation? in
            list.append(Invalidation(order: order, matches: matches))
            return list.count > invalidationLimit ? list.removeFirst() : nil
        }
        // Too many remembered: the oldest is applied for good by removing what it matched.
        if let dropped {
            store.removeResponses(where: dropped.matches)
            models.removeValues { dropped.matches($0.key) }
        }
    }

    /// Whether `lhs` and `rhs` are the same stored response (the body aside): asked for by the same request, stored
    /// at the same moment, with the same validators. Dates are compared to the millisecond, as a round trip through
    /// a file may change the last bits of a `Date`.
    private static func isSame(_ lhs: CachedResponse, _ rhs: CachedResponse) -> Bool {
        lhs.order == rhs.order && abs(lhs.storedAt.timeIntervalSince(rhs.storedAt)) < 0.001
            && lhs.entityTag == rhs.entityTag && lhs.lastModified == rhs.lastModified
    }

    /// Whether `response` must be revalidated before it is used, whatever its freshness: an invalidation matching
    /// `key` came after it was asked for, or its stored time is in the future (the clock moved back since, so its
    /// age cannot be known).
    private func needsRevalidation(_ response: CachedResponse, _ key: CacheKey) -> Bool {
        if response.storedAt > Date() { return true }
        return invalidations.withLock { list in
            list.contains { !CacheOrder.isNewer(response.order, than: $0.order) && $0.matches(key) }
        }
    }
}

/// One cache entry as a resource reads it.
struct CacheEntry<Model: Sendable>: Sendable {
    /// Where it is stored.
    let key: CacheKey
    /// The stored response; its body is empty when the entry came from the model layer.
    let response: CachedResponse
    /// The decoded model, when the model layer had it.
    let model: Model?
    /// The size of the body, in bytes.
    let cost: Int
    /// Whether it must be revalidated before it is used: an invalidation marked it stale since it was asked for, or
    /// its stored time is in the future.
    let isInvalidated: Bool
}

import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension NetworkResourceService {
    /// Fetches `resource` by its cache policy and delivers each model as it arrives, saying where it came from.
    ///
    /// With ``CachePolicy/cacheThenNetwork`` and ``CachePolicy/staleWhileRevalidate`` the stored model comes first
    /// (``ResourceValue/Origin/cached(age:)``), then the server's answer (``ResourceValue/Origin/network``, or
    /// ``ResourceValue/Origin/revalidated`` after a `304`); a fresh entry under stale-while-revalidate is the only
    /// value. Every other policy delivers one value, as ``fetch(_:)`` would. The stream fails with a
    /// ``ResourceError``; stopping to iterate cancels the load. With an ``Configuration/itemSharing``, each value's
    /// items are written through before it is delivered, as ``fetch(_:)`` does (a cached one only where the store
    /// holds none).
    ///
    /// ```swift
    /// for try await value in service.values(for: timeline) {
    ///     show(value.model, fromCache: value.isCached)
    /// }
    /// ```
    public func values<Resource: NetworkResourceType>(
        for resource: Resource
    ) -> AsyncThrowingStream<ResourceValue<Resource.Model>, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do throws(ResourceError) {
                    try await self.deliverValues(of: resource) { value in
                        if let sharing = self.itemSharing {
                            await self.share(value.model, of: resource, fromCache: value.isCached, to: sharing)
                        }
                        continuation.yield(value)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Marks the cached response of `resource` stale, whatever credential it was stored under: the next read
    /// under any policy but ``CachePolicy/cacheOnly`` revalidates it with the server first.
    ///
    /// - Throws: what ``NetworkResourceType/urlRequest()`` throws when the request cannot be built.
    public func invalidate<Resource: NetworkResourceType>(_ resource: Resource) throws(ResourceError) {
        guard let key = try preparation.unsignedCacheKey(of: resource) else { return }
        invalidate { $0.method == key.method && $0.url == key.url && $0.variant == key.variant }
    }

    /// Marks stale every cached response whose URL starts with `urlPrefix`, for example every page of a list
    /// after adding to it. The prefix is normalized like a ``CacheKey``'s URL (lower-case scheme and host, no
    /// default port) when it is a URL.
    ///
    /// ```swift
    /// try await service.fetch(CreatePost(title: "Hello"))
    /// service.invalidate(urlPrefix: "https://api.example.com/posts")
    /// ```
    public func invalidate(urlPrefix: String) {
        let prefix = URL(string: urlPrefix).map(CacheKey.normalize) ?? urlPrefix
        invalidate { $0.hasURLPrefix(prefix) }
    }

    /// Marks stale every cached response whose key satisfies `isStale`. It is checked when an entry is next read,
    /// against entries stored up to now; entries stored later are not affected. Every reader of
    /// ``invalidations()`` then receives it.
    public func invalidate(where isStale: @escaping @Sendable (CacheKey) -> Bool) {
        let date = Date()
        let order = CacheOrder.next()
        cache?.invalidate(where: isStale, order: order)
        let preparation = self.preparation
        invalidationObservers.publish(
            CacheInvalidation(date: date, order: order, where: isStale) { resource in
                preparation.cacheKey(of: resource)
            })
    }

    /// Every invalidation from now on (by resource, URL prefix or predicate), in order and each in full, so that a
    /// list showing what changed can refresh; the stream ends when the service is released or the reader stops.
    ///
    /// ```swift
    /// for await invalidation in service.invalidations() where invalidation.affects(Timeline()) {
    ///     print("the timeline changed at \(invalidation.date)")
    /// }
    /// ```
    public func invalidations() -> AsyncStream<CacheInvalidation> {
        invalidationObservers.subscribe()
    }

    /// How many readers of ``invalidations()`` are listening now; for tests.
    package var invalidationObserverCount: Int {
        invalidationObservers.count
    }

    /// The session configuration the default ``DataLoader`` gets: with a response cache, a copy of
    /// `configuration`'s own without a `urlCache`, so that the library's conditional requests reach the server
    /// rather than being answered (or duplicated) by Foundation's cache; without one, `configuration`'s own.
    static func sessionConfiguration(for configuration: Configuration) -> URLSessionConfiguration {
        let given = configuration.sessionConfiguration
        guard configuration.responseCache != nil,
            let copy = given.copy() as? URLSessionConfiguration
        else { return given }
        copy.urlCache = nil
        copy.requestCachePolicy = .reloadIgnoringLocalCacheData
        return copy
    }

    // MARK: - Policies

    /// What a fetch needs to use the cache: the key of the request and what is stored under it.
    private struct Lookup<Model: Sendable> {
        let cache: ResourceCache
        let request: URLRequest
        /// `request` signed by the authenticator to key it, when the authenticator covers it: sent as it is.
        let signed: CredentialRefresher.Signed?
        let key: CacheKey
        let entry: CacheEntry<Model>?
        let policy: CachePolicy
        let writesBytes: Bool

        /// The same look-up as if nothing were stored.
        var withoutEntry: Self {
            Self(
                cache: cache, request: request, signed: signed, key: key, entry: nil, policy: policy,
                writesBytes: writesBytes)
        }
    }

    /// `fetch(_:)` by the resource's cache policy.
    func fetchUsingCache<Resource: NetworkResourceType>(
        _ resource: Resource
    ) async throws(ResourceError) -> (model: Resource.Model, isCached: Bool) {
        let request = try prepare(resource.urlRequest(), for: resource)
        guard let lookup = try await lookUp(resource, request: request) else {
            return (try await fetchUncached(resource, request: request), false)
        }
        let now = Date()
        switch lookup.policy {
        case .networkOnly, .cacheThenNetwork:
            break
        case .cacheElseNetwork(let maximumAge):
            if let entry = lookup.entry, Self.isUsable(entry, maximumAge: maximumAge, at: now),
                let model = materialize(entry, for: resource, in: lookup.cache)
            {
                return (model, true)
            }
        case .staleWhileRevalidate:
            if let entry = lookup.entry, !entry.isInvalidated, !entry.response.freshness(at: now).requiresValidation,
                let model = materialize(entry, for: resource, in: lookup.cache)
            {
                if !entry.response.freshness(at: now).isFresh {
                    let task = Task {
                        do throws(ResourceError) {
                            let answer = try await self.revalidate(resource, lookup)
                            if let sharing = self.itemSharing {
                                await self.share(answer.model, of: resource, fromCache: false, to: sharing)
                            }
                        } catch {
                            // Nothing to hand the error to: the caller already has its answer. It was reported
                            // through `onEvent` as a failed request, and the stale entry stays as it was.
                        }
                    }
                    lookup.cache.backgroundRevalidation.withLock { $0 = task }
                }
                return (model, true)
            }
        case .cacheOnly:
            guard let entry = lookup.entry, !entry.response.freshness(at: now).requiresValidation,
                let model = materialize(entry, for: resource, in: lookup.cache)
            else {
                throw .notCached(url: request.url)
            }
            return (model, true)
        }
        return (try await revalidate(resource, lookup).model, false)
    }

    /// `values(for:)`: the cached value first where the policy shows one, then the answer of the network.
    private func deliverValues<Resource: NetworkResourceType>(
        of resource: Resource,
        yield: (ResourceValue<Resource.Model>) async -> Void
    ) async throws(ResourceError) {
        let request = try prepare(resource.urlRequest(), for: resource)
        let lookup = try await lookUp(resource, request: request)
        guard let lookup, lookup.policy == .cacheThenNetwork || lookup.policy == .staleWhileRevalidate else {
            await yield(try await single(resource, request: request, lookup: lookup))
            return
        }
        let now = Date()
        if let entry = lookup.entry, !entry.response.freshness(at: now).requiresValidation,
            let model = materialize(entry, for: resource, in: lookup.cache)
        {
            let freshness = entry.response.freshness(at: now)
            await yield(ResourceValue(model: model, origin: .cached(age: freshness.age)))
            if lookup.policy == .staleWhileRevalidate, freshness.isFresh, !entry.isInvalidated { return }
        }
        await yield(try await revalidate(resource, lookup))
    }

    /// One value with its origin, for the policies that deliver one: `request` is prepared and `lookup` made
    /// already (`nil` when the cache is not used).
    private func single<Resource: NetworkResourceType>(
        _ resource: Resource,
        request: URLRequest,
        lookup: Lookup<Resource.Model>?
    ) async throws(ResourceError) -> ResourceValue<Resource.Model> {
        guard let lookup else {
            return ResourceValue(model: try await fetchUncached(resource, request: request), origin: .network)
        }
        let now = Date()
        switch lookup.policy {
        case .cacheElseNetwork(let maximumAge):
            if let entry = lookup.entry, Self.isUsable(entry, maximumAge: maximumAge, at: now),
                let model = materialize(entry, for: resource, in: lookup.cache)
            {
                return ResourceValue(model: model, origin: .cached(age: entry.response.freshness(at: now).age))
            }
        case .cacheOnly:
            guard let entry = lookup.entry, !entry.response.freshness(at: now).requiresValidation,
                let model = materialize(entry, for: resource, in: lookup.cache)
            else {
                throw .notCached(url: request.url)
            }
            return ResourceValue(model: model, origin: .cached(age: entry.response.freshness(at: now).age))
        case .networkOnly, .cacheThenNetwork, .staleWhileRevalidate:
            break
        }
        return try await revalidate(resource, lookup)
    }

    /// The model from the server, the cache not used: `request` prepared already.
    private func fetchUncached<Resource: NetworkResourceType>(
        _ resource: Resource,
        request: URLRequest
    ) async throws(ResourceError) -> Resource.Model {
        guard case .full(let model, _, _) = try await fetchFromNetwork(resource, request: request) else {
            throw .notHTTPResponse(url: request.url)  // unreachable: a 304 is only accepted when asked for
        }
        return model
    }

    /// The cache look-up for `request`, or `nil` when the cache is not used: no cache, a network-only policy, or
    /// a request other than a body-less `GET`.
    ///
    /// The key is made from the request as it will be sent: when the ``Configuration/authenticator`` covers it,
    /// signed with the current credentials, so that its response is partitioned by them (a response fetched with
    /// one credential is never served to another; a refreshed credential starts a new partition).
    private func lookUp<Resource: NetworkResourceType>(
        _ resource: Resource,
        request: URLRequest
    ) async throws(ResourceError) -> Lookup<Resource.Model>? {
        let policy = resource.cachePolicy ?? defaultCachePolicy
        guard let cache, policy != .networkOnly, request.httpMethod ?? "GET" == "GET", request.httpBody == nil
        else { return nil }
        var signed: CredentialRefresher.Signed?
        if let credentials, credentials.covers(request.url) {
            signed = try await credentials.sign(request)
        }
        let sent = signed?.request ?? request
        guard let key = CacheKey(request: sent) else { return nil }
        return Lookup(
            cache: cache,
            request: request,
            signed: signed,
            key: key,
            entry: cache.entry(for: key, as: resource, requestHeaders: sent.allHTTPHeaderFields ?? [:]),
            policy: policy,
            writesBytes: key.partition == nil || !cache.store.isPersistent || resource.storesCredentialedResponsesOnDisk
        )
    }

    /// Asks the server, conditionally when the entry has a validator the resource did not override; stores a
    /// full answer, and answers a `304` with the stored model and a refreshed entry.
    private func revalidate<Resource: NetworkResourceType>(
        _ resource: Resource,
        _ lookup: Lookup<Resource.Model>
    ) async throws(ResourceError) -> ResourceValue<Resource.Model> {
        let (request, conditional) = Self.networkRequest(for: lookup)
        // Ages count from when the request was sent (RFC 9111 §4.2.3); which answer is newer is counted from then
        // too, by an order the wall clock moving back cannot reverse.
        let requestedAt = Date()
        let order = CacheOrder.next()
        let signed = lookup.signed.map { signed in
            CredentialRefresher.Signed(
                request: Self.networkRequest(for: lookup, from: signed.request).request, generation: signed.generation)
        }
        switch try await fetchFromNetwork(
            resource, request: request, signed: signed, acceptsNotModified: conditional)
        {
        case .full(let model, let head, let data):
            if head.statusCode == 200 {
                let response = CachedResponse(
                    statusCode: 200, url: head.url ?? request.url, headerFields: head.headerFields, body: data,
                    storedAt: requestedAt, requestHeaders: (signed?.request ?? request).allHTTPHeaderFields ?? [:]
                ).with(order: order)
                var key = lookup.key
                if let target = Self.redirectTarget(of: head, for: request) {
                    // The requested URL answered with a redirect, which is never stored (whatever its own headers
                    // allowed, not storing it honours them): what was stored for that URL is out of date, and the
                    // response is the target's, stored under the target's URL only (RFC 9111 §4).
                    lookup.cache.remove(key)
                    key = CacheKey(
                        method: key.method, normalizedURL: CacheKey.normalize(target), partition: key.partition,
                        variant: key.variant)
                }
                lookup.cache.store(response, model: model, for: key, as: resource, bytes: lookup.writesBytes)
            }
            return ResourceValue(model: model, origin: .network)
        case .notModified(let head):
            guard let entry = lookup.entry, Self.redirectTarget(of: head, for: request) == nil,
                entry.response.isConfirmed(byNotModified: head.headerFields),
                let model = materialize(entry, for: resource, in: lookup.cache)
            else {
                // The 304 names another version than the stored one, or the stored bytes no longer decode: nothing
                // is updated, and the server is asked again in full.
                return try await revalidate(resource, lookup.withoutEntry)
            }
            _ = lookup.cache.refresh(
                entry, model: model, notModifiedHeaders: head.headerFields, at: requestedAt, order: order,
                as: resource)
            return ResourceValue(model: model, origin: .revalidated)
        }
    }

    /// The request a look-up sends to the server: past Foundation's own cache, and conditional (`conditional`
    /// is then `true`) when the entry has a validator the resource did not set itself.
    /// `request` is the look-up's own by default; the signed one gets the same changes.
    private static func networkRequest<Model>(
        for lookup: Lookup<Model>,
        from request: URLRequest? = nil
    ) -> (request: URLRequest, conditional: Bool) {
        var request = request ?? lookup.request
        request.cachePolicy = .reloadIgnoringLocalCacheData
        var conditional = false
        if let entry = lookup.entry {
            for (name, value) in entry.response.revalidationHeaders
            where request.value(forHTTPHeaderField: name) == nil {
                request.setValue(value, forHTTPHeaderField: name)
                conditional = true
            }
        }
        return (request, conditional)
    }

    /// The URL a response came from when it is not the one `request` asked for (a redirect was followed); `nil`
    /// when it answers the request's own URL.
    private static func redirectTarget(of head: HTTPResponseHead, for request: URLRequest) -> URL? {
        guard let url = head.url, let requested = request.url,
            CacheKey.normalize(url) != CacheKey.normalize(requested)
        else { return nil }
        return url
    }

    /// How many callers share the in-flight request that revalidates `resource`'s entry; for tests.
    func coalescedRevalidations<Resource: NetworkResourceType>(
        for resource: Resource
    ) async throws(ResourceError) -> Int {
        let request = try prepare(resource.urlRequest(), for: resource)
        guard let lookup = try await lookUp(resource, request: request), let coalescer,
            let key = RequestCoalescer.Key(Self.networkRequest(for: lookup).request)
        else { return 0 }
        return coalescer.waiterCount(for: key)
    }

    /// The entry's model: the one kept decoded, else its bytes decoded now (and kept). Bytes that no longer
    /// decode (a model that changed shape since) are a miss, and the entry is removed.
    private func materialize<Resource: NetworkResourceType>(
        _ entry: CacheEntry<Resource.Model>,
        for resource: Resource,
        in cache: ResourceCache
    ) -> Resource.Model? {
        if let model = entry.model { return model }
        let stored = entry.response
        let head = HTTPResponseHead(statusCode: stored.statusCode, url: stored.url, headerFields: stored.headerFields)
        do {
            let model = try resource.model(from: ResourceResponse(data: stored.body, head: head, decoder: decoder))
            cache.keep(model, response: stored, cost: entry.cost, for: entry.key, as: resource)
            return model
        } catch {
            cache.remove(entry.key)
            return nil
        }
    }

    /// Whether `entry` answers a cache-else-network fetch without asking the server: never when it requires
    /// validation (`no-cache`, or stale and `must-revalidate`), whatever the maximum age allows.
    private static func isUsable<Model>(_ entry: CacheEntry<Model>, maximumAge: TimeInterval?, at now: Date) -> Bool {
        guard !entry.isInvalidated else { return false }
        let freshness = entry.response.freshness(at: now)
        guard !freshness.requiresValidation else { return false }
        guard let maximumAge else { return freshness.isFresh }
        return freshness.age < maximumAge
    }
}

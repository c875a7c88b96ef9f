extension MemoryCache: ResponseCaching where Key == CacheKey, Value == CachedResponse {
    /// Creates an empty response cache holding at most `countLimit` responses and `costLimit` bytes (by
    /// ``CachedResponse/cost``).
    public convenience init(countLimit: Int = 100, costLimit: Int = 50 * 1_024 * 1_024) {
        self.init(countLimit: countLimit, costLimit: costLimit) { $0.cost }
    }

    /// The response stored under `key`, or `nil`.
    public func cachedResponse(for key: CacheKey) -> CachedResponse? {
        self[key]
    }

    /// Stores `response` under `key`, unless it is not storable (`Cache-Control: no-store`).
    public func storeResponse(_ response: CachedResponse, for key: CacheKey) {
        guard response.isStorable else { return }
        insert(response, for: key)
    }

    /// Removes the response stored under `key`.
    public func removeResponse(for key: CacheKey) {
        removeValue(for: key)
    }

    /// Removes every response whose key satisfies `shouldRemove`.
    public func removeResponses(where shouldRemove: (CacheKey) -> Bool) {
        removeValues(where: shouldRemove)
    }

    /// Removes every response.
    public func removeAll() {
        removeAllValues()
    }
}

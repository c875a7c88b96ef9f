import ResourceSupport

/// A thread-safe least-recently-used cache in memory, bounded by entry count and by total cost.
///
/// Generic so that one type serves both layers of caching: `MemoryCache<CacheKey, CachedResponse>` keeps
/// response bytes (and is a ``ResponseCaching``), while a cache of *decoded* models — which makes a hit skip
/// decoding altogether — uses the model type as its value and the body size as its cost.
///
/// ```swift
/// let cache = MemoryCache<String, [Int]>(countLimit: 100, costLimit: 1_000_000) { $0.count * 8 }
/// cache["primes"] = [2, 3, 5, 7]
/// let primes = cache["primes"]  // [2, 3, 5, 7], now the most recently used entry
/// ```
///
/// Writing past either limit evicts the least recently used entries until both hold again; a value whose cost
/// alone exceeds the cost limit is not kept. Reading an entry makes it the most recently used.
///
/// - Complexity: O(1) for reads, writes and removals (amortized); O(n) for ``removeValues(where:)``.
public final class MemoryCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most entries the cache holds.
    public let countLimit: Int
    /// The most total cost the cache holds.
    public let costLimit: Int
    private let costOf: @Sendable (Value) -> Int
    private let storage: Locked<LeastRecentlyUsedList<Key, Value>>

    /// Creates an empty cache holding at most `countLimit` entries whose costs, as `cost` measures them, add up
    /// to at most `costLimit`. Negative limits count as zero.
    public init(countLimit: Int, costLimit: Int, cost: @escaping @Sendable (Value) -> Int) {
        self.countLimit = max(0, countLimit)
        self.costLimit = max(0, costLimit)
        self.costOf = cost
        self.storage = Locked(LeastRecentlyUsedList())
    }

    /// The value stored under `key`, which becomes the most recently used; `nil` if there is none. Setting
    /// `nil` removes the entry.
    public subscript(key: Key) -> Value? {
        get { storage.withLock { $0.value(for: key) } }
        set {
            if let newValue {
                insert(newValue, for: key)
            } else {
                removeValue(for: key)
            }
        }
    }

    /// Stores `value` under `key` as the most recently used entry, then evicts the least recently used entries
    /// until both limits hold. A value costing more than ``costLimit`` is not stored (and removes the old one).
    public func insert(_ value: Value, for key: Key) {
        let cost = max(0, costOf(value))
        let evicted = storage.withLock { list -> [Value] in
            guard cost <= costLimit, countLimit > 0 else {
                return list.removeValue(for: key).map { [$0] } ?? []
            }
            var evicted = list.insert(value, cost: cost, for: key).map { [$0] } ?? []
            while list.count > countLimit || list.totalCost > costLimit, let oldest = list.removeLeastRecentlyUsed() {
                evicted.append(oldest.value)
            }
            return evicted
        }
        // Evicted values are released here, outside the lock, so their deinitializers never run under it.
        withExtendedLifetime(evicted) {}
    }

    /// Removes the entry stored under `key` and returns its value, if there was one.
    @discardableResult
    public func removeValue(for key: Key) -> Value? {
        storage.withLock { $0.removeValue(for: key) }
    }

    /// Removes every entry whose key satisfies `shouldRemove`.
    public func removeValues(where shouldRemove: (Key) -> Bool) {
        let removed = storage.withLock { $0.removeValues { key, _ in shouldRemove(key) } }
        withExtendedLifetime(removed) {}
    }

    /// Removes every entry.
    public func removeAllValues() {
        let removed = storage.withLock { list -> LeastRecentlyUsedList<Key, Value> in
            defer { list = LeastRecentlyUsedList() }
            return list
        }
        withExtendedLifetime(removed) {}
    }

    /// How many entries the cache holds.
    public var count: Int { storage.withLock { $0.count } }

    /// The total cost of the entries the cache holds.
    public var totalCost: Int { storage.withLock { $0.totalCost } }

    /// The keys from the least to the most recently used; reading them does not change the order.
    public var keysByRecency: [Key] { storage.withLock { $0.keysFromLeastRecentlyUsed() } }
}

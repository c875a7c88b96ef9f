import Foundation
import ResourceLoader
import Testing

@Suite("Memory cache")
struct MemoryCacheTests {
    static func key(_ path: String) -> CacheKey {
        CacheKey(url: URL(string: "https://api.example.com/\(path)")!)
    }

    static func response(bytes: Int, headers: [String: String] = [:]) -> CachedResponse {
        CachedResponse(
            statusCode: 200, url: nil, headerFields: headers, body: Data(count: bytes),
            storedAt: Date(timeIntervalSince1970: 0))
    }

    @Test("past the count limit the least recently used entry goes, and a read counts as a use")
    func evictsByCount() {
        let cache = MemoryCache<String, Int>(countLimit: 3, costLimit: .max) { _ in 1 }
        cache["a"] = 1
        cache["b"] = 2
        cache["c"] = 3
        #expect(cache["a"] == 1)  // "b" is now the least recently used
        cache["d"] = 4
        #expect(cache["b"] == nil)
        #expect(cache.keysByRecency == ["c", "a", "d"])
        #expect(cache.count == 3)
    }

    @Test("past the cost limit the least recently used entries go until the total fits")
    func evictsByCost() {
        let cache = MemoryCache<String, [UInt8]>(countLimit: 100, costLimit: 10) { $0.count }
        cache["a"] = [UInt8](repeating: 0, count: 4)
        cache["b"] = [UInt8](repeating: 0, count: 4)
        cache["c"] = [UInt8](repeating: 0, count: 4)
        #expect(cache.keysByRecency == ["b", "c"])
        #expect(cache.totalCost == 8)
        cache["d"] = [UInt8](repeating: 0, count: 9)
        #expect(cache.keysByRecency == ["d"])
        #expect(cache.totalCost == 9)
    }

    @Test("a value costing more than the limit is not kept and removes the old value under its key")
    func oversizedValue() {
        let cache = MemoryCache<String, Int>(countLimit: 10, costLimit: 10) { $0 }
        cache["a"] = 5
        cache["b"] = 3
        cache["a"] = 11
        #expect(cache["a"] == nil)
        #expect(cache["b"] == 3)
        #expect(cache.totalCost == 3)
    }

    @Test("replacing a value updates its cost and makes it the most recently used")
    func replace() {
        let cache = MemoryCache<String, Int>(countLimit: 10, costLimit: 100) { $0 }
        cache["a"] = 5
        cache["b"] = 5
        cache["a"] = 20
        #expect(cache.totalCost == 25)
        #expect(cache.keysByRecency == ["b", "a"])
    }

    @Test("removal by key, by predicate and of everything; freed slots are reused")
    func removal() {
        let cache = MemoryCache<String, Int>(countLimit: 10, costLimit: 100) { _ in 1 }
        for (index, name) in ["users/1", "users/2", "posts/1", "posts/2"].enumerated() { cache[name] = index }
        cache.removeValues { $0.hasPrefix("users/") }
        #expect(cache.keysByRecency == ["posts/1", "posts/2"])
        #expect(cache.removeValue(for: "posts/1") == 2)
        cache["posts/1"] = nil
        #expect(cache.keysByRecency == ["posts/2"])
        cache["x"] = 9
        cache["y"] = 8
        #expect(cache.keysByRecency == ["posts/2", "x", "y"])
        cache.removeAllValues()
        #expect(cache.count == 0)
        #expect(cache.totalCost == 0)
        cache["z"] = 1
        #expect(cache.keysByRecency == ["z"])
    }

    @Test("as a response cache: bounded by bytes, no-store ignored, removal by URL prefix")
    func responseCaching() {
        let cache = MemoryCache<CacheKey, CachedResponse>(countLimit: 10, costLimit: 2_500)
        cache.storeResponse(Self.response(bytes: 1_000), for: Self.key("users/1"))
        cache.storeResponse(Self.response(bytes: 1_000), for: Self.key("users/2"))
        cache.storeResponse(Self.response(bytes: 1_000, headers: ["Cache-Control": "no-store"]), for: Self.key("x"))
        #expect(cache.cachedResponse(for: Self.key("x")) == nil)
        #expect(cache.cachedResponse(for: Self.key("users/1"))?.body.count == 1_000)
        cache.storeResponse(Self.response(bytes: 1_000), for: Self.key("posts/1"))
        #expect(cache.cachedResponse(for: Self.key("users/2")) == nil, "evicted: least recently used")
        cache.removeResponses { $0.hasURLPrefix("https://api.example.com/users") }
        #expect(cache.keysByRecency == [Self.key("posts/1")])
        cache.removeResponse(for: Self.key("posts/1"))
        #expect(cache.count == 0)
        cache.storeResponse(Self.response(bytes: 10), for: Self.key("a"))
        cache.removeAll()
        #expect(cache.count == 0)
    }

    @Test("many threads reading, writing and removing keep the cache within its limits")
    func concurrentUse() async {
        let cache = MemoryCache<Int, Int>(countLimit: 50, costLimit: 400) { $0 % 10 + 1 }
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for step in 0..<2_000 {
                        let key = (worker * 31 + step) % 120
                        switch step % 4 {
                        case 0, 1: cache[key] = step
                        case 2: _ = cache[key]
                        default: cache.removeValue(for: key)
                        }
                    }
                }
            }
        }
        #expect(cache.count <= 50)
        #expect(cache.totalCost <= 400)
        #expect(cache.keysByRecency.count == cache.count)
    }
}

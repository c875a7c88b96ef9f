import Foundation
import ResourceLoaderTestSupport
import Testing

@testable import ResourceLoader

/// RFC 9111 §4.2, §5.2.2: `no-cache`, `max-age=0`, `must-revalidate`, and hostile numbers in `max-age`,
/// `Age`, `Expires` and `Date`.
@Suite("Cache conformance: freshness and storability, against the loopback server")
struct FreshnessConformanceTests {
    private let scripted: ScriptedServer

    init() throws {
        scripted = try ScriptedServer()
    }

    /// Fetches `resource` twice with one service and returns the second value and what the server saw.
    private func fetchTwice(
        _ first: ScriptedAnswer, then second: ScriptedAnswer, policy: CachePolicy
    ) async throws -> (value: ScriptedValue, log: [LoggedRequest]) {
        try await scripted.script(first, second)
        let service = NetworkResourceService.withoutRetries()
        _ = try await service.fetch(scripted.resource(policy: .cacheElseNetwork(maximumAge: nil)))
        let value = try await service.fetch(scripted.resource(policy: policy))
        return (value, try await scripted.log())
    }

    // MARK: no-cache, max-age=0

    @Test("a no-cache response is validated before use under cache else network, whatever the maximum age")
    func noCacheValidatedCacheElseNetwork() async throws {
        let (_, log) = try await fetchTwice(
            .ok("a", ["Cache-Control": "no-cache, max-age=3600", "ETag": "\"a\""]),
            then: .notModified(["ETag": "\"a\""]),
            policy: .cacheElseNetwork(maximumAge: 3600))
        #expect(log.count == 2)
        #expect(log.last?.isConditional == true)
    }

    @Test("a no-cache response is validated before use under stale-while-revalidate")
    func noCacheValidatedStaleWhileRevalidate() async throws {
        let (value, log) = try await fetchTwice(
            .ok("a", ["Cache-Control": "no-cache, max-age=3600", "ETag": "\"a\""]),
            then: .ok("b", ["Cache-Control": "no-cache, max-age=3600", "ETag": "\"b\""]),
            policy: .staleWhileRevalidate)
        #expect(value.value == "b", "the server was asked before answering")
        #expect(log.count == 2)
    }

    @Test("a no-cache response is not delivered first by cache-then-network, nor by cache-only")
    func noCacheNotDeliveredUnvalidated() async throws {
        try await scripted.script(
            .ok("a", ["Cache-Control": "no-cache", "ETag": "\"a\""]), .notModified(["ETag": "\"a\""]))
        let service = NetworkResourceService.withoutRetries()
        _ = try await service.fetch(scripted.resource())
        let values = try await service.allValues(for: scripted.resource(policy: .cacheThenNetwork))
        #expect(values.map(\.origin) == [.revalidated])
        await #expect(throws: ResourceError.self) { try await service.fetch(scripted.resource(policy: .cacheOnly)) }
    }

    @Test("max-age=0 is stale at once: the next read revalidates")
    func maxAgeZeroRevalidates() async throws {
        let (_, log) = try await fetchTwice(
            .ok("a", ["Cache-Control": "max-age=0", "ETag": "\"a\""]), then: .notModified(["ETag": "\"a\""]),
            policy: .cacheElseNetwork(maximumAge: nil))
        #expect(log.count == 2)
        #expect(log.last?.isConditional == true)
    }

    // MARK: must-revalidate

    @Test("a stale must-revalidate response is not served under stale-while-revalidate")
    func mustRevalidateStaleWhileRevalidate() async throws {
        let (value, log) = try await fetchTwice(
            .ok("a", ["Cache-Control": "max-age=60, must-revalidate", "Age": "120", "ETag": "\"a\""]),
            then: .ok("b", ["Cache-Control": "max-age=60"]), policy: .staleWhileRevalidate)
        #expect(value.value == "b")
        #expect(log.count == 2)
    }

    @Test("a stale must-revalidate response is not served under cache else network with a maximum age")
    func mustRevalidateCacheElseNetworkMaximumAge() async throws {
        let (value, _) = try await fetchTwice(
            .ok("a", ["Cache-Control": "max-age=60, must-revalidate", "Age": "120", "ETag": "\"a\""]),
            then: .ok("b", ["Cache-Control": "max-age=60"]), policy: .cacheElseNetwork(maximumAge: 3600))
        #expect(value.value == "b")
    }

    @Test("a stale must-revalidate response is not served by cache-then-network first, nor by cache-only")
    func mustRevalidateNotDelivered() async throws {
        try await scripted.script(
            .ok("a", ["Cache-Control": "max-age=60, must-revalidate", "Age": "120", "ETag": "\"a\""]),
            .notModified(["ETag": "\"a\""]))
        let service = NetworkResourceService.withoutRetries()
        _ = try await service.fetch(scripted.resource())
        let values = try await service.allValues(for: scripted.resource(policy: .cacheThenNetwork))
        #expect(values.map(\.origin) == [.revalidated])
        await #expect(throws: ResourceError.self) { try await service.fetch(scripted.resource(policy: .cacheOnly)) }
    }

    @Test("a fresh must-revalidate response is served from the cache")
    func mustRevalidateFreshServed() async throws {
        let (_, log) = try await fetchTwice(
            .ok("a", ["Cache-Control": "max-age=600, must-revalidate"]), then: .ok("b"),
            policy: .cacheElseNetwork(maximumAge: nil))
        #expect(log.count == 1)
    }

    // MARK: hostile numbers

    @Test(
        "hostile numbers never trap and never make a stale response fresh",
        arguments: [
            ["Cache-Control": "max-age=-1"],
            ["Cache-Control": "max-age=1e9"],
            ["Cache-Control": "max-age=60", "Age": "99999999999999999999999999999"],
            ["Cache-Control": "max-age=99999999999999999999999", "Age": "99999999999999999999999999999"],
            ["Cache-Control": "max-age=60", "Date": "Thu, 01 Jan 1970 00:00:00 GMT"],
            ["Expires": "0"],
            ["Expires": "Thu, 01 Jan 1970 00:00:00 GMT"],
            ["Expires": "Sun, 06 Nov 1994 08:49:37 GMT", "Date": "Fri, 31 Dec 9999 23:59:59 GMT"],
            ["Expires": "Fri, 31 Dec 99999999999 23:59:59 GMT", "Date": "garbage"],
            ["Cache-Control": "max-age=\"\"", "Expires": "Fri, 31 Dec 9999 23:59:59 GMT"],
        ])
    func hostileNumbersStale(headers: [String: String]) async throws {
        var first = headers
        first["ETag"] = "\"h\""
        let (_, log) = try await fetchTwice(
            .ok("a", first), then: .notModified(["ETag": "\"h\""]), policy: .cacheElseNetwork(maximumAge: nil))
        #expect(log.count == 2, "a stale response was served fresh: \(headers)")
    }

    @Test("a huge max-age is capped, not trapped, and keeps the response fresh")
    func hugeMaxAgeFresh() async throws {
        let (_, log) = try await fetchTwice(
            .ok("a", ["Cache-Control": "max-age=99999999999999999999999999"]), then: .ok("b"),
            policy: .cacheElseNetwork(maximumAge: nil))
        #expect(log.count == 1)
    }
}

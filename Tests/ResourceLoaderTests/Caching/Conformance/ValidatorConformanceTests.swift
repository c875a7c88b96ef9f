import Foundation
import ResourceLoaderTestSupport
import Testing

@testable import ResourceLoader

/// RFC 9111 §4.3: what a `304 Not Modified` may update, and that a late answer never replaces a newer entry.
@Suite("Cache conformance: validators and 304s, against the loopback server")
struct ValidatorConformanceTests {
    private let scripted: ScriptedServer

    init() throws {
        scripted = try ScriptedServer()
    }

    @Test("a matching 304 refreshes the entry: it is fresh again for the 304's max-age")
    func matching304Refreshes() async throws {
        try await scripted.script(
            .ok("a", ["Cache-Control": "max-age=0", "ETag": "\"e1\""]),
            .notModified(["Cache-Control": "max-age=600", "ETag": "\"e1\""]))
        let service = NetworkResourceService.withoutRetries()
        _ = try await service.fetch(scripted.resource())
        #expect(try await service.fetch(scripted.resource()).value == "a")
        #expect(try await service.fetch(scripted.resource()).value == "a")
        #expect(try await scripted.log().count == 2)
    }

    @Test("a 304 whose ETag differs from the stored one updates nothing and is followed by a full request")
    func mismatched304FetchesInFull() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        try await scripted.script(
            .ok("v1", ["Cache-Control": "max-age=0", "ETag": "\"e1\""]),
            .notModified(["Cache-Control": "max-age=600", "ETag": "\"e2\""]),
            .ok("v2", ["Cache-Control": "max-age=600", "ETag": "\"e2\""]))
        let service = NetworkResourceService.withoutRetries { $0.responseCache = DiskCache(directory: directory.url) }
        _ = try await service.fetch(scripted.resource())
        #expect(try await service.fetch(scripted.resource()).value == "v2")
        let log = try await scripted.log()
        #expect(log.count == 3)
        #expect(log.last?.isConditional == false)
        let relaunched = NetworkResourceService.withoutRetries {
            $0.responseCache = DiskCache(directory: directory.url)
        }
        #expect(try await relaunched.fetch(scripted.resource(policy: .cacheOnly)).value == "v2")
    }

    @Test("a 304's Content-Type does not replace the stored one, also after a relaunch")
    func notModifiedKeepsContentType() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        try await scripted.script(
            .ok("a", ["Cache-Control": "max-age=0", "ETag": "\"e1\""]),
            .notModified([
                "Cache-Control": "max-age=600", "ETag": "\"e1\"", "Content-Type": "text/html; charset=utf-16",
            ]))
        let cache = DiskCache(directory: directory.url)
        let service = NetworkResourceService.withoutRetries { $0.responseCache = cache }
        _ = try await service.fetch(scripted.resource())
        _ = try await service.fetch(scripted.resource())
        let key = try #require(try await service.cacheKey(for: scripted.resource()))
        let stored = try #require(DiskCache(directory: directory.url).cachedResponse(for: key))
        #expect(stored.contentType == "application/json")
        #expect(stored.cacheControl.maxAge == 600, "the 304's other headers are merged")
    }
}

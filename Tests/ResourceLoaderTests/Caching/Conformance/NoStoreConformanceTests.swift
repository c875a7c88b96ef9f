import Foundation
import ResourceLoaderTestSupport
import Testing

@testable import ResourceLoader

/// RFC 9111 §3, §5.2.2.5: a `no-store` response is never stored, and a later `no-store` answer leaves nothing of the
/// key's earlier response to serve.
@Suite("Cache conformance: no-store, against the loopback server")
struct NoStoreConformanceTests {
    private let scripted: ScriptedServer

    init() throws {
        scripted = try ScriptedServer()
    }

    @Test("a no-store response is never stored")
    func noStoreNeverStored() async throws {
        try await scripted.script(
            .ok("a", ["Cache-Control": "no-store, max-age=600"]), .ok("b", ["Cache-Control": "max-age=600"]))
        let service = NetworkResourceService.withoutRetries()
        _ = try await service.fetch(scripted.resource())
        #expect(try await service.fetch(scripted.resource()).value == "b")
        #expect(try await scripted.log().count == 2)
    }

    @Test("a no-store answer removes what was stored for its key, so stale-while-revalidate stops serving it")
    func noStoreRemovesUnderStaleWhileRevalidate() async throws {
        try await scripted.script(
            .ok("old", ["Cache-Control": "max-age=0", "ETag": "\"o\""]),
            .ok("private", ["Cache-Control": "no-store"]))
        let service = NetworkResourceService.withoutRetries()
        let resource = scripted.resource(policy: .staleWhileRevalidate)
        #expect(try await service.fetch(resource).value == "old")
        #expect(try await service.fetch(resource).value == "old", "served stale once, revalidated behind")
        await service.cache?.backgroundRevalidation.value?.value
        #expect(try await service.fetch(resource).value == "private", "the old entry is gone: asked again")
        #expect(try await scripted.log().count == 3)
    }

    @Test("a no-store answer to a revalidation removes the entry: cache-only then finds nothing")
    func noStoreRemovesUnderCacheElseNetwork() async throws {
        try await scripted.script(
            .ok("old", ["Cache-Control": "max-age=0", "ETag": "\"o\""]),
            .ok("private", ["Cache-Control": "no-store"]))
        let service = NetworkResourceService.withoutRetries()
        _ = try await service.fetch(scripted.resource())
        #expect(try await service.fetch(scripted.resource()).value == "private")
        await #expect(throws: ResourceError.self) { try await service.fetch(scripted.resource(policy: .cacheOnly)) }
    }
}

import Foundation
import ResourceLoaderTestSupport
import Testing

@testable import ResourceLoader

/// RFC 9111 §4: a response is stored under the request that produced it; a response reached through a redirect is
/// the target's, and the redirect's own caching headers apply to the redirect.
@Suite("Cache conformance: redirects, against the loopback server")
struct RedirectConformanceTests {
    private let scripted: ScriptedServer

    init() throws {
        scripted = try ScriptedServer()
    }

    @Test("a response reached through a cross-origin redirect is not cached under the original URL")
    func crossOriginRedirectNotCachedUnderOrigin() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let target = scripted.url("-target", host: "localhost")
        try await scripted.script(
            ScriptedAnswer(status: 302, headers: ["Location": target.absoluteString, "Cache-Control": "no-cache"]),
            ScriptedAnswer(status: 302, headers: ["Location": target.absoluteString, "Cache-Control": "no-cache"]),
            .ok("origin itself"))
        try await scripted.script(.ok("target", ["Cache-Control": "max-age=3600"]), suffix: "-target")
        let service = NetworkResourceService.withoutRetries { $0.responseCache = DiskCache(directory: directory.url) }
        #expect(try await service.fetch(scripted.resource()).value == "target")
        #expect(try await service.fetch(scripted.resource()).value == "target")
        #expect(try await scripted.log().count == 2, "the origin was asked again")
        let relaunched = NetworkResourceService.withoutRetries {
            $0.responseCache = DiskCache(directory: directory.url)
        }
        #expect(try await relaunched.fetch(scripted.resource()).value == "origin itself")
        let targetLog = try await scripted.log("-target").count
        let direct = ScriptedResource(target, policy: .cacheElseNetwork(maximumAge: nil))
        #expect(try await service.fetch(direct).value == "target", "the target is cached under its own URL")
        #expect(try await scripted.log("-target").count == targetLog)
    }

    @Test("a changed same-origin redirect is seen: the redirect's no-cache is honoured")
    func sameOriginRedirectSeen() async throws {
        try await scripted.script(
            ScriptedAnswer(status: 302, headers: ["Location": scripted.url("-one").absoluteString]),
            ScriptedAnswer(status: 302, headers: ["Location": scripted.url("-two").absoluteString]))
        try await scripted.script(.ok("one", ["Cache-Control": "max-age=3600"]), suffix: "-one")
        try await scripted.script(.ok("two", ["Cache-Control": "max-age=3600"]), suffix: "-two")
        let service = NetworkResourceService.withoutRetries()
        #expect(try await service.fetch(scripted.resource()).value == "one")
        #expect(try await service.fetch(scripted.resource()).value == "two")
    }
}

import Foundation
import ResourceLoaderTestSupport
import Testing

@testable import ResourceLoader

/// RFC 9111 §4.1: a stored response is used for a later request only when the header fields its `Vary` names match.
@Suite("Cache conformance: Vary, against the loopback server")
struct VaryConformanceTests {
    private let scripted: ScriptedServer

    init() throws {
        scripted = try ScriptedServer()
    }

    private func resource(language: String?, policy: CachePolicy = .cacheElseNetwork(maximumAge: nil))
        -> ScriptedResource
    {
        var resource = scripted.resource(policy: policy)
        if let language { resource.headers["Accept-Language"] = language }
        return resource
    }

    @Test("a response that varies on Accept-Language is not served to a request with another language")
    func varyOtherValueMisses() async throws {
        try await scripted.script(
            .ok("en", ["Cache-Control": "max-age=600", "Vary": "Accept-Language"]),
            .ok("fr", ["Cache-Control": "max-age=600", "Vary": "Accept-Language"]))
        let service = NetworkResourceService.withoutRetries()
        #expect(try await service.fetch(resource(language: "en")).value == "en")
        #expect(try await service.fetch(resource(language: "fr")).value == "fr")
        #expect(try await scripted.log().count == 2)
    }

    @Test("a response that varies on Accept-Language is served to a request with the same language")
    func varySameValueHits() async throws {
        try await scripted.script(.ok("en", ["Cache-Control": "max-age=600", "Vary": "accept-language"]))
        let service = NetworkResourceService.withoutRetries()
        _ = try await service.fetch(resource(language: "en"))
        #expect(try await service.fetch(resource(language: "en")).value == "en")
        #expect(try await scripted.log().count == 1)
    }

    @Test("a request lacking a header the stored response varies on is not served it")
    func varyAbsentHeaderMisses() async throws {
        try await scripted.script(
            .ok("en", ["Cache-Control": "max-age=600", "Vary": "Accept-Language"]),
            .ok("none", ["Cache-Control": "max-age=600", "Vary": "Accept-Language"]))
        let service = NetworkResourceService.withoutRetries()
        _ = try await service.fetch(resource(language: "en"))
        #expect(try await service.fetch(resource(language: nil)).value == "none")
    }

    @Test("every header Vary names must match, each")
    func varySeveralHeaders() async throws {
        let headers = ["Cache-Control": "max-age=600", "Vary": "Accept-Language, X-Theme"]
        try await scripted.script(.ok("en-dark", headers), .ok("en-light", headers))
        let service = NetworkResourceService.withoutRetries()
        var dark = resource(language: "en")
        dark.headers["X-Theme"] = "dark"
        var light = resource(language: "en")
        light.headers["X-Theme"] = "light"
        _ = try await service.fetch(dark)
        #expect(try await service.fetch(light).value == "en-light")
        #expect(try await scripted.log().count == 2)
    }

    @Test("Vary is honoured by the disk cache after a relaunch")
    func varyOnDiskAfterRelaunch() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        try await scripted.script(
            .ok("en", ["Cache-Control": "max-age=600", "Vary": "Accept-Language"]),
            .ok("fr", ["Cache-Control": "max-age=600", "Vary": "Accept-Language"]))
        let first = NetworkResourceService.withoutRetries { $0.responseCache = DiskCache(directory: directory.url) }
        _ = try await first.fetch(resource(language: "en"))
        let second = NetworkResourceService.withoutRetries { $0.responseCache = DiskCache(directory: directory.url) }
        #expect(try await second.fetch(resource(language: "fr")).value == "fr")
        let third = NetworkResourceService.withoutRetries { $0.responseCache = DiskCache(directory: directory.url) }
        #expect(try await third.fetch(resource(language: "fr")).value == "fr", "the fr variant is stored now")
        #expect(try await scripted.log().count == 2)
    }

    @Test("a Vary: * response is never reused, under any policy")
    func varyStarNeverReused() async throws {
        try await scripted.script(.ok("star", ["Cache-Control": "max-age=600", "Vary": "*", "ETag": "\"s\""]))
        let service = NetworkResourceService.withoutRetries()
        _ = try await service.fetch(resource(language: "en"))
        _ = try await service.fetch(resource(language: "en"))
        _ = try await service.fetch(resource(language: "en", policy: .staleWhileRevalidate))
        let log = try await scripted.log()
        #expect(log.count == 3)
        #expect(log.allSatisfy { !$0.isConditional })
        await #expect(throws: ResourceError.self) {
            try await service.fetch(resource(language: "en", policy: .cacheOnly))
        }
    }
}

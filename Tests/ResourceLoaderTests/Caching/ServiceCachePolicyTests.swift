import Foundation
import ResourceLoaderTestSupport
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The service's cache policies, against the loopback server")
struct ServiceCachePolicyTests {
    private let routes: CacheRoutes

    init() throws {
        routes = try CacheRoutes()
    }

    private func service(_ configure: (inout NetworkResourceService.Configuration) -> Void = { _ in })
        -> NetworkResourceService
    {
        .withoutRetries(configure)
    }

    @Test("the default policy is network only: every fetch downloads in full, without conditional headers")
    func defaultIsNetworkOnly() async throws {
        let service = service()
        let resource = routes.document("max_age=600", policy: nil)
        _ = try await service.fetch(resource)
        _ = try await service.fetch(resource)
        let stats = try await routes.stats()
        #expect(stats.full == 2)
        #expect(stats.conditional == 0)
    }

    @Test("cache else network answers a fresh entry (by max-age) without asking the server")
    func cacheElseNetworkFresh() async throws {
        let service = service()
        let resource = routes.document("max_age=600", policy: .cacheElseNetwork(maximumAge: nil))
        let first = try await service.fetch(resource)
        let second = try await service.fetch(resource)
        #expect(first == second)
        #expect(try await routes.stats() == CacheStats(full: 1, notModified: 0, conditional: 0, authorizations: [nil]))
        #expect(resource.decodes.value == 1, "a fresh hit uses the decoded model")
    }

    @Test("cache else network revalidates an entry past its max-age: a 304 yields the kept model, no body, no decode")
    func cacheElseNetworkRevalidates() async throws {
        let service = service()
        let resource = routes.document("max_age=0", policy: .cacheElseNetwork(maximumAge: nil))
        let first = try await service.fetch(resource)
        let values = try await service.allValues(for: resource)
        #expect(values.map(\.model) == [first])
        #expect(values.map(\.origin) == [.revalidated])
        let stats = try await routes.stats()
        #expect(stats.full == 1)
        #expect(stats.notModified == 1)
        #expect(resource.decodes.value == 1, "the 304 reused the decoded model")
    }

    @Test("a maximum age of the app's own answers an entry the server calls stale")
    func cacheElseNetworkMaximumAge() async throws {
        let service = service()
        let resource = routes.document("max_age=0", policy: .cacheElseNetwork(maximumAge: 600))
        _ = try await service.fetch(resource)
        let values = try await service.allValues(for: resource)
        #expect(values.map(\.origin.kind) == ["cached"])
        #expect(try await routes.stats().full == 1)
        #expect(try await routes.stats().conditional == 0)
    }

    @Test("Last-Modified alone revalidates with If-Modified-Since")
    func lastModifiedRevalidates() async throws {
        let service = service()
        let resource = routes.document("validator=date", policy: .cacheElseNetwork(maximumAge: 0))
        _ = try await service.fetch(resource)
        _ = try await service.fetch(resource)
        let stats = try await routes.stats()
        #expect(stats.full == 1)
        #expect(stats.notModified == 1)
    }

    @Test("a changed document is downloaded in full and replaces the stored one")
    func changedDocumentReplacesEntry() async throws {
        let service = service()
        let resource = routes.document(policy: .cacheElseNetwork(maximumAge: 0))
        #expect(try await service.fetch(resource).version == 1)
        try await routes.bump()
        #expect(try await service.fetch(resource).version == 2)
        #expect(try await service.fetch(resource).version == 2)
        let stats = try await routes.stats()
        #expect(stats.full == 2)
        #expect(stats.notModified == 1)
    }

    @Test("stored bytes are decoded again on read when no decoded model is kept")
    func bytesHitDecodesAgain() async throws {
        let service = service { $0.decodedModelCountLimit = 0 }
        let resource = routes.document("max_age=600", policy: .cacheElseNetwork(maximumAge: nil))
        let first = try await service.fetch(resource)
        #expect(try await service.fetch(resource) == first)
        #expect(resource.decodes.value == 2)
        #expect(try await routes.stats().full == 1)
    }

    @Test("cache then network delivers the stored model first, then the server's answer")
    func cacheThenNetwork() async throws {
        let service = service()
        let resource = routes.document("max_age=600", policy: .cacheThenNetwork)
        let empty = try await service.allValues(for: resource)
        #expect(empty.map(\.origin) == [.network])
        let again = try await service.allValues(for: resource)
        #expect(again.map(\.origin.kind) == ["cached", "revalidated"])
        try await routes.bump()
        let changed = try await service.allValues(for: resource)
        #expect(changed.map(\.origin.kind) == ["cached", "network"])
        #expect(changed.map(\.model.version) == [1, 2])
        #expect(try await service.fetch(resource).version == 2, "fetch returns the server's answer")
    }

    @Test("stale-while-revalidate answers a stale entry at once and refreshes it in the background")
    func staleWhileRevalidate() async throws {
        let service = service()
        let resource = routes.document("max_age=0", policy: .staleWhileRevalidate)
        #expect(try await service.fetch(resource).version == 1)
        try await routes.bump()
        #expect(try await service.fetch(resource).version == 1, "the stale entry is served")
        await service.cache?.backgroundRevalidation.value?.value
        #expect(try await routes.stats().full == 2)
        #expect(try await service.fetch(resource).version == 2, "the background refresh replaced it")
    }

    @Test("stale-while-revalidate delivers only the stored model while it is fresh")
    func staleWhileRevalidateFresh() async throws {
        let service = service()
        let fresh = routes.document("max_age=600", policy: .staleWhileRevalidate)
        _ = try await service.fetch(fresh)
        #expect(try await service.allValues(for: fresh).map(\.origin.kind) == ["cached"])
        let stale = routes.document("max_age=0", policy: .staleWhileRevalidate)
        _ = try await service.fetch(stale)
        #expect(try await service.allValues(for: stale).map(\.origin.kind) == ["cached", "revalidated"])
    }

    @Test("cache only fails with notCached on a miss and answers a stored entry however old")
    func cacheOnly() async throws {
        let service = service()
        let cacheOnly = routes.document("max_age=0", policy: .cacheOnly)
        await #expect(throws: ResourceError.self) { try await service.fetch(cacheOnly) }
        do {
            _ = try await service.fetch(cacheOnly)
            Issue.record("a miss succeeded")
        } catch {
            guard case .notCached(let url) = error else { throw error }
            #expect(url == cacheOnly.url)
        }
        _ = try await service.fetch(routes.document("max_age=0", policy: .cacheElseNetwork(maximumAge: nil)))
        #expect(try await service.fetch(cacheOnly).version == 1)
        #expect(try await routes.stats().full == 1)
    }

    @Test("Cache-Control: no-store is never written")
    func noStore() async throws {
        let service = service()
        let resource = routes.document("control=no-store", policy: .cacheElseNetwork(maximumAge: 600))
        _ = try await service.fetch(resource)
        _ = try await service.fetch(resource)
        #expect(try await routes.stats().full == 2)
        await #expect(throws: ResourceError.self) {
            try await service.fetch(routes.document("control=no-store", policy: .cacheOnly))
        }
    }

    @Test("only GET requests are cached")
    func onlyGet() async throws {
        let service = service()
        var post = routes.document("max_age=600", policy: .cacheElseNetwork(maximumAge: nil))
        post.url = routes.server.url("/echo/\(routes.key)")
        struct Posted: NetworkJSONResourceType {
            typealias Model = JSONValue
            var url: URL?
            var method: HTTPMethod { .post }
            var cachePolicy: CachePolicy? { .cacheElseNetwork(maximumAge: 600) }
        }
        _ = try await service.fetch(Posted(url: post.url))
        var get = post
        get.cachePolicy = .cacheOnly
        await #expect(throws: ResourceError.self) { try await service.fetch(get) }
    }

    @Test("with the library's cache in use, the default loader's session has no URLCache of its own")
    func sessionWithoutURLCache() {
        var configuration = NetworkResourceService.Configuration()
        configuration.responseCache = nil
        #expect(NetworkResourceService.sessionConfiguration(for: configuration) === configuration.sessionConfiguration)
        configuration.responseCache = MemoryCache<CacheKey, CachedResponse>()
        let used = NetworkResourceService.sessionConfiguration(for: configuration)
        #expect(used.urlCache == nil)
        #expect(used.requestCachePolicy == .reloadIgnoringLocalCacheData)
        #expect(configuration.sessionConfiguration !== used, "the app's configuration is left as it was")
    }
}

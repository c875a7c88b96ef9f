import Foundation
import ResourceLoaderTestSupport
import Testing

@testable import ResourceLoader

@Suite("The service's cache: credentials, disk and invalidation, against the loopback server")
struct ServiceCachePrivacyTests {
    private let routes: CacheRoutes

    init() throws {
        routes = try CacheRoutes()
    }

    private func files(in directory: TemporaryDirectory) throws -> [String] {
        guard FileManager.default.fileExists(atPath: directory.url.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter {
            $0.hasSuffix(".rlcache")
        }
    }

    private func document(token: String?, onDisk: Bool = false) -> CountingDocument {
        var resource = routes.document("max_age=600", policy: .cacheElseNetwork(maximumAge: nil))
        if let token { resource.headers["Authorization"] = "Bearer \(token)" }
        resource.storesCredentialedResponsesOnDisk = onDisk
        return resource
    }

    @Test("a response fetched with one credential is never served to another, nor to none")
    func credentialPartition() async throws {
        let service = NetworkResourceService.withoutRetries()
        _ = try await service.fetch(document(token: "alice"))
        _ = try await service.fetch(document(token: "bob"))
        _ = try await service.fetch(document(token: "alice"))
        _ = try await service.fetch(document(token: nil))
        let stats = try await routes.stats()
        #expect(stats.authorizations == ["Bearer alice", "Bearer bob", nil])
    }

    @Test("a credentialed response stays off the disk unless the resource opts in")
    func credentialedNotOnDisk() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let service = NetworkResourceService.withoutRetries { $0.responseCache = DiskCache(directory: directory.url) }
        _ = try await service.fetch(document(token: "alice"))
        #expect(try files(in: directory).isEmpty)
        _ = try await service.fetch(document(token: "alice"))
        #expect(try await routes.stats().full == 1, "it is still kept in memory")
        _ = try await service.fetch(document(token: "carol", onDisk: true))
        #expect(try files(in: directory).count == 1)
    }

    @Test("a disk cache answers a new service (a relaunch) by decoding the stored bytes")
    func diskSurvivesRelaunch() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let first = NetworkResourceService.withoutRetries { $0.responseCache = DiskCache(directory: directory.url) }
        let stored = try await first.fetch(document(token: nil))
        let second = NetworkResourceService.withoutRetries { $0.responseCache = DiskCache(directory: directory.url) }
        let resource = routes.document("max_age=600", policy: .cacheOnly)
        #expect(try await second.fetch(resource) == stored)
        #expect(resource.decodes.value == 1)
        let revalidating = routes.document("max_age=600", policy: .cacheElseNetwork(maximumAge: 0))
        #expect(try await second.fetch(revalidating) == stored)
        let stats = try await routes.stats()
        #expect(stats.full == 1)
        #expect(stats.notModified == 1)
    }

    @Test("invalidating a resource makes the next read revalidate it")
    func invalidateResource() async throws {
        let service = NetworkResourceService.withoutRetries()
        let resource = document(token: nil)
        _ = try await service.fetch(resource)
        _ = try await service.fetch(resource)
        #expect(try await routes.stats().conditional == 0)
        try service.invalidate(resource)
        #expect(try await service.allValues(for: resource).map(\.origin) == [.revalidated])
        #expect(try await service.allValues(for: resource).map(\.origin.kind) == ["cached"], "fresh again")
        #expect(try await routes.stats().notModified == 1)
    }

    @Test("invalidating by URL prefix and by predicate marks matching entries stale, and only those")
    func invalidateByPrefixAndPredicate() async throws {
        let service = NetworkResourceService.withoutRetries()
        let resource = document(token: nil)
        let other = CountingDocument(
            routes.server.url("/cache/etag/\(routes.key)-other?max_age=600"), policy: .cacheElseNetwork(maximumAge: nil)
        )
        _ = try await service.fetch(resource)
        _ = try await service.fetch(other)
        service.invalidate(urlPrefix: routes.server.url("/cache/etag/\(routes.key)?").absoluteString)
        #expect(try await service.allValues(for: resource).map(\.origin) == [.revalidated])
        #expect(try await service.allValues(for: other).map(\.origin.kind) == ["cached"])
        service.invalidate { $0.url.contains("-other") }
        #expect(try await service.allValues(for: other).map(\.origin) == [.revalidated])
        #expect(try await service.allValues(for: resource).map(\.origin.kind) == ["cached"])
    }
}

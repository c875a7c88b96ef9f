import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

@Suite("Paginated resources and the service's cache, against the loopback server")
struct CachedPagingTests {
    /// The server's `/cache/pages/{key}`: three pages of two rows, each page with its own ETag and max-age.
    struct CachedPages: PaginatedResource {
        typealias Item = Row
        let server: TestServer
        let key: String
        let policy: CachePolicy
        var url: URL? { server.url("/cache/pages/\(key)") }
        var itemsKeyPath: String? { "items" }
        var paging: PageNumberPaging { PageNumberPaging(pageSize: 2, totalPagesField: .value(at: "total_pages")) }
        var cachePolicy: CachePolicy? { policy }
    }

    struct Stats: Decodable {
        let full: Int
        let notModified: Int
    }

    struct StatsResource: NetworkJSONResourceType {
        typealias Model = Stats
        let url: URL?
    }

    @Test("each page is cached under its own request URL, so a second walk is answered from the cache")
    func pagesCachedPerPageKey() async throws {
        let server = try TestServer.shared()
        let key = "pages\(UUID().uuidString.prefix(8))"
        let service = NetworkResourceService { $0.retryPolicy = .never }
        let list = CachedPages(server: server, key: key, policy: .cacheElseNetwork(maximumAge: nil))

        let first = Paginator(resource: list, service: service)
        #expect(await first.loadAllNext() == 3)
        let second = Paginator(resource: list, service: service)
        #expect(await second.loadAllNext() == 3)
        #expect(await second.currentState.items.map(\.id) == [1, 2, 3, 4, 5, 6])

        let stats = try await service.fetch(StatsResource(url: server.url("/cache/stats/\(key)")))
        #expect(stats.full == 3, "one full download per page, none for the second walk")
        let cacheOnly = Paginator(
            resource: CachedPages(server: server, key: key, policy: .cacheOnly), service: service)
        #expect(await cacheOnly.loadAllNext() == 3, "the pages are there for a list opened offline")
    }
}

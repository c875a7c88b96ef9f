import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The offset list, cached by the service for an hour.
private struct CachedOffsetRows: PaginatedResource {
    typealias Item = Row
    var policy: CachePolicy = .cacheElseNetwork(maximumAge: 3_600)
    var baseURL: URL? { InMemoryListAPI.baseURL }
    var path: String { "offset" }
    var collectionKeyPath: String? { "data.items" }
    var paging: OffsetPaging { OffsetPaging(limit: 10, totalField: .value(at: "total")) }
    var cachePolicy: CachePolicy? { policy }
}

@MainActor
@Suite("One DiskCache for a list's saved pages and the service's responses")
struct SharedDiskCacheTests {
    @Test("a list's saved pages and the service's cached first page, kept in one DiskCache, both survive a relaunch")
    func bothSurviveRelaunch() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("shared-disk-cache-\(UUID().uuidString)", isDirectory: true)
        defer { #expect(throws: Never.self) { try FileManager.default.removeItem(at: directory) } }

        // First launch: the service caches responses in the directory, and the list saves its pages there too.
        let api = InMemoryListAPI(count: 30)
        let firstCache = DiskCache(directory: directory)
        let online = NetworkResourceService {
            $0.dataLoader = api.loader
            $0.retryPolicy = .never
            $0.responseCache = firstCache
        }
        let first = PagedList(resource: CachedOffsetRows(), service: online, diskCache: firstCache)
        await first.start()
        await first.loadNextPage()
        #expect(first.snapshot.itemIdentifiers == Array(1...20))
        let firstPage = CachedOffsetRows().page(at: 0, searchText: nil)
        #expect(try await online.fetch(firstPage).items.map(\.id) == Array(1...10))

        // Relaunch offline: new cache instance over the same directory, a loader that reaches no server.
        let offlineLoader = ScriptedDataLoader { request in
            throw URLError(.notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: request.url as Any])
        }
        let secondCache = DiskCache(directory: directory)
        let offline = NetworkResourceService {
            $0.dataLoader = offlineLoader
            $0.retryPolicy = .never
            $0.responseCache = secondCache
        }
        let cachedPage = try await offline.fetch(CachedOffsetRows(policy: .cacheOnly).page(at: 0, searchText: nil))
        #expect(cachedPage.items.map(\.id) == Array(1...10), "the service's cached first page survived")

        let second = PagedList(resource: CachedOffsetRows(), service: offline, diskCache: secondCache)
        await second.start()
        #expect(second.snapshot.itemIdentifiers == Array(1...20), "the list's saved pages survived")
        #expect(second.state.syncedAt != nil, "the sync was answered by the service's fresh cached first page")
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

/// Paginators and lists over a real service (the loopback server, the default `DataLoader`, a disk cache) are
/// freed once their owner lets them go, with the service they used.
@MainActor
@Suite("Paginators and lists are released with their owner")
struct PagingLifetimeTests {
    private struct ServerOffset: PaginatedResource {
        typealias Item = Row
        let server: TestServer
        var url: URL? { server.url("/list/offset") }
        var queryItems: [QueryItem] { [QueryItem("count", 45)] }
        var collectionKeyPath: String? { "data.items" }
        var paging: OffsetPaging { OffsetPaging(limit: 20, totalField: .value(at: "total")) }
    }

    private let server: TestServer

    init() throws {
        server = try TestServer.shared()
    }

    @Test("a paginator walked to the end is released, and so is its service")
    func walkedPaginatorReleased() async {
        weak var releasedPaginator: Paginator<ServerOffset>?
        weak var releasedService: NetworkResourceService?
        do {
            let service = NetworkResourceService { $0.retryPolicy = .never }
            let paginator = Paginator(resource: ServerOffset(server: server), service: service)
            while case .loaded = await paginator.loadNextPage() {}
            #expect(await paginator.items.count == 45)
            releasedPaginator = paginator
            releasedService = service
        }
        // The last page's shared load task may still be ending (it holds the service until then): let it end.
        for _ in 0..<10_000 where releasedPaginator != nil || releasedService != nil { await Task.yield() }
        #expect(releasedPaginator == nil, "nothing the walk started holds the paginator")
        #expect(releasedService == nil, "the paginator's service goes with it")
    }

    @Test("a list started, paged, refreshed and saved to a disk cache is released, and so is its service")
    func listWithDiskCacheReleased() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("paging-lifetime-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        weak var releasedList: PagedList<ServerOffset, SingleSection>?
        weak var releasedService: NetworkResourceService?
        let updates: AsyncStream<PagedList<ServerOffset, SingleSection>.Update>
        do {
            let service = NetworkResourceService { $0.retryPolicy = .never }
            let list = PagedList(
                resource: ServerOffset(server: server), service: service, diskCache: DiskCache(directory: directory))
            updates = list.updates()
            await list.start()
            await list.loadNextPage()
            await list.refresh()
            let shown = await list.settled()
            #expect(shown.items.count == 40)
            releasedList = list
            releasedService = service
        }
        for _ in 0..<10_000 where releasedList != nil || releasedService != nil { await Task.yield() }
        #expect(releasedList == nil, "nothing the list started holds it")
        #expect(releasedService == nil, "the list's service goes with it")
        let finished = await finishesBeforeWatchdog {
            for await _ in updates {}
        }
        #expect(finished, "the released list's updates() stream finishes")
    }
}

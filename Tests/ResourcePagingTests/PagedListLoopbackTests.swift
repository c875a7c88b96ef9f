import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

/// The loopback server's `/list/offset` route as a paginated resource.
private struct ServerOffsetRows: PaginatedResource {
    typealias Item = Row
    let server: TestServer
    var count: Int
    var url: URL? { server.url("/list/offset") }
    var queryItems: [QueryItem] { [QueryItem("count", count)] }
    var collectionKeyPath: String? { "data.items" }
    var paging: OffsetPaging { OffsetPaging(limit: 10, totalField: .value(at: "total")) }
}

@MainActor
@Suite("PagedList against the loopback server")
struct PagedListLoopbackTests {
    @Test("a list walked to its end over HTTP: every diff rebuilds its snapshot, the footer reaches the end")
    func walkToEnd() async throws {
        let server = try TestServer.shared()
        let service = NetworkResourceService { $0.retryPolicy = .never }
        let list = PagedList(resource: ServerOffsetRows(server: server, count: 35), service: service)
        let consumer = RecordingListConsumer<SingleSection, Int>()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        while case .loaded = await list.loadNextPage() {}
        #expect(list.snapshot.itemIdentifiers == Array(1...35))
        #expect(list.state.forward == .reachedEnd)
        #expect(list.state.phase == .content)
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("a remote search over HTTP shows the server's results, and clearing it lists the walked rows again")
    func remoteSearch() async throws {
        let server = try TestServer.shared()
        let service = NetworkResourceService { $0.retryPolicy = .never }
        let list = PagedList(resource: ServerOffsetRows(server: server, count: 25), service: service)
        list.searchFields = { [$0.name] }
        list.remoteSearchDelay = 0.3
        list.sleeper = RecordingSleeper()
        let consumer = RecordingListConsumer<SingleSection, Int>()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        await list.loadNextPage()
        await list.search("2").value
        #expect(list.state.searchText == "2")
        #expect(!list.snapshot.itemIdentifiers.isEmpty)
        #expect(list.snapshot.itemIdentifiers.allSatisfy { "Row \($0)".contains("2") || String($0).contains("2") })
        await list.search(nil).value
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
        #expect(consumer.mismatches.isEmpty)
    }
}

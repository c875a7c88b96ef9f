import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceStore
import Testing

@testable import ResourcePaging

/// The loopback server's `/mutating-list/{name}/offset` route as a paginated resource that may share its items.
private struct ServerRows: PaginatedResource {
    typealias Item = Row
    let server: TestServer
    let name: String
    var sharesItems = true
    var url: URL? { server.url("/mutating-list/\(name)/offset") }
    var queryItems: [QueryItem] { [QueryItem("count", 30)] }
    var collectionKeyPath: String? { "data.items" }
    var paging: OffsetPaging { OffsetPaging(limit: 10, totalField: .value(at: "total")) }
}

/// One row of that list, fetched alone (a detail screen): the model is the shared item.
private struct ServerRow: NetworkJSONResourceType, ItemCarryingResource {
    typealias Model = Row
    let server: TestServer
    let name: String
    var id: Int
    var url: URL? { server.url("/mutating-list/\(name)/row") }
    var queryItems: [QueryItem] { [QueryItem("id", id)] }
}

/// A rename on the server, answered with every row of the list: the model carries the shared items.
private struct RenameRow: NetworkJSONResourceType, ItemCarryingResource {
    typealias Model = [Row]
    typealias SharedItem = Row
    let server: TestServer
    let name: String
    var id: Int
    var text: String
    var url: URL? { server.url("/mutating-list/\(name)/edit") }
    var method: HTTPMethod { .post }
    var queryItems: [QueryItem] { [QueryItem("id", id), QueryItem("text", text)] }
}

/// The same row, as a resource that does not carry shared items.
private struct PlainServerRow: NetworkJSONResourceType {
    typealias Model = Row
    let server: TestServer
    let name: String
    var id: Int
    var url: URL? { server.url("/mutating-list/\(name)/row") }
    var queryItems: [QueryItem] { [QueryItem("id", id)] }
}

@MainActor
@Suite("One copy of each item, shared by the lists of a service: resources opt in, fetches write through (#25)")
struct SharedItemStoreServiceTests {
    /// A fresh list name on the server, so parallel tests do not share rows.
    func listName() -> String { "shared-\(UUID().uuidString)" }

    func service(_ store: SharedItemStore?) -> NetworkResourceService {
        NetworkResourceService {
            $0.retryPolicy = .never
            $0.itemSharing = store
        }
    }

    @Test("a list of a resource that opts in starts with its service's store; one that does not has none")
    func listsOfOptedInResourcesShareTheServicesStore() throws {
        let server = try TestServer.shared()
        let store = SharedItemStore()
        let service = service(store)
        let name = listName()

        let shared = PagedList(resource: ServerRows(server: server, name: name), service: service)
        let alone = PagedList(resource: ServerRows(server: server, name: name, sharesItems: false), service: service)
        let noStore = PagedList(resource: ServerRows(server: server, name: name), service: self.service(nil))

        #expect(shared.itemStore === store)
        #expect(alone.itemStore == nil)
        #expect(noStore.itemStore == nil)
    }

    @Test("a single fetch over HTTP writes its item through: every sharing list reconfigures that row, once")
    func singleFetchWritesThrough() async throws {
        let server = try TestServer.shared()
        let store = SharedItemStore()
        let service = service(store)
        let name = listName()
        let first = PagedList(resource: ServerRows(server: server, name: name), service: service)
        let second = PagedList(resource: ServerRows(server: server, name: name), service: service)
        let alone = PagedList(resource: ServerRows(server: server, name: name, sharesItems: false), service: service)
        await first.start()
        await second.start()
        await alone.start()
        var firstUpdates: [ListUpdate<SingleSection, Int>] = []
        var aloneUpdates: [ListUpdate<SingleSection, Int>] = []
        first.onUpdate = { firstUpdates.append($0) }
        alone.onUpdate = { aloneUpdates.append($0) }

        // Another client renames row 4; the detail screen fetches it.
        _ = try await NetworkResourceService { $0.retryPolicy = .never }.fetch(
            RenameRow(server: server, name: name, id: 4, text: "Renamed elsewhere"))
        let row = try await service.fetch(ServerRow(server: server, name: name, id: 4))

        #expect(row.name == "Renamed elsewhere")
        #expect(first.item(withID: 4)?.name == "Renamed elsewhere")
        #expect(second.item(withID: 4)?.name == "Renamed elsewhere")
        #expect(firstUpdates.count == 1)
        #expect(firstUpdates.first?.diff.itemReconfigures.map(\.id) == [4])
        #expect(firstUpdates.first?.diff.changeCount == 1)
        // A list of a resource that does not opt in shows its pages as loaded.
        #expect(alone.item(withID: 4)?.name == "Row 4")
        #expect(aloneUpdates.isEmpty)
    }

    @Test("a fetch whose model carries items writes each through; a resource that carries none writes nothing")
    func carriedItemsWriteThrough() async throws {
        let server = try TestServer.shared()
        let store = SharedItemStore()
        let service = service(store)
        let name = listName()
        let list = PagedList(resource: ServerRows(server: server, name: name), service: service)
        await list.start()

        _ = try await service.fetch(RenameRow(server: server, name: name, id: 2, text: "Renamed by the app"))
        #expect(list.item(withID: 2)?.name == "Renamed by the app")

        _ = try await NetworkResourceService { $0.retryPolicy = .never }.fetch(
            RenameRow(server: server, name: name, id: 3, text: "Renamed elsewhere"))
        let plain = try await service.fetch(PlainServerRow(server: server, name: name, id: 3))
        #expect(plain.name == "Renamed elsewhere")
        #expect(list.item(withID: 3)?.name == "Row 3")
        #expect(store.value(of: Row.self, id: 3)?.name == "Row 3")
    }

    /// One row answered by a scripted loader, cached for ten minutes.
    struct CachedRow: NetworkJSONResourceType, ItemCarryingResource {
        typealias Model = Row
        var url: URL? { URL(string: "https://detail.test/rows/5") }
        var cachePolicy: CachePolicy? { .cacheElseNetwork(maximumAge: 600) }
    }

    @Test("an answer from the response cache is written only where the store holds no value: it may be old")
    func cachedAnswerDoesNotOverwriteANewerValue() async throws {
        let store = SharedItemStore()
        let loader = ScriptedDataLoader(body: #"{"id":5,"name":"From the server"}"#)
        let service = loader.makeService { $0.itemSharing = store }

        _ = try await service.fetch(CachedRow())
        #expect(store.value(of: Row.self, id: 5)?.name == "From the server")
        store.write(Row(id: 5, name: "Edited since"))

        let cached = try await service.fetch(CachedRow())

        #expect(cached.name == "From the server")
        #expect(loader.callCount == 1)
        #expect(store.value(of: Row.self, id: 5)?.name == "Edited since")
    }

    /// One row answered by a scripted loader, the cached value first, then the server's.
    struct CachedThenNetworkRow: NetworkJSONResourceType, ItemCarryingResource {
        typealias Model = Row
        var url: URL? { URL(string: "https://detail.test/rows/6") }
        var cachePolicy: CachePolicy? { .cacheThenNetwork }
    }

    @Test("values(for:) writes the cached value only where the store holds none, then the server's answer")
    func valuesWriteThroughByOrigin() async throws {
        let store = SharedItemStore()
        let loader = ScriptedDataLoader(body: #"{"id":6,"name":"From the server"}"#)
        let service = loader.makeService { $0.itemSharing = store }
        _ = try await service.fetch(CachedThenNetworkRow())
        store.write(Row(id: 6, name: "Edited since"))

        var seen: [(name: String, isCached: Bool, stored: String?)] = []
        for try await value in service.values(for: CachedThenNetworkRow()) {
            seen.append((value.model.name, value.isCached, store.value(of: Row.self, id: 6)?.name))
        }

        #expect(seen.map(\.isCached) == [true, false])
        #expect(seen.map(\.stored) == ["Edited since", "From the server"])
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

@MainActor
@Suite("The next offset follows the app's own deletes and inserts")
struct OffsetAfterLocalEditTests {
    @Test("a row the app deleted (on the server and in the list) makes the next offset page skip no row")
    func deleteKeepsTheNextPageWhole() async throws {
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await list.start()
        try await list.perform(.remove(3)) { api.mutate { $0.removeAll { $0.id == 3 } } }
        await list.loadNextPage()
        #expect(list.snapshot.itemIdentifiers == [1, 2] + Array(4...20), "row 11 is listed")
        while case .loaded = await list.loadNextPage() {}
        #expect(list.snapshot.itemIdentifiers == api.currentRows.map(\.id))
    }

    @Test("a row the app inserted makes the next offset page repeat no row, and a range list follows too")
    func insertKeepsTheNextPageExact() async throws {
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(resource: Rows.Ranges(), service: NetworkResourceService.paging(api.loader))
        await list.start()
        let new = Row(id: 100, name: "New")
        try await list.perform(.insert(new, at: .after(5))) { api.mutate { $0.insert(new, at: 5) } }
        #expect(await list.loadNextPage() == .loaded(added: 10, duplicates: 0), "row 10 is not asked for again")
        while case .loaded = await list.loadNextPage() {}
        #expect(list.snapshot.itemIdentifiers == api.currentRows.map(\.id))
    }

    @Test("page numbers cannot follow one row: their keys stay where they were")
    func pageNumbersKeepTheirKeys() {
        #expect(PageNumberPaging(pageSize: 10).key(2, movedBy: -1) == nil)
        #expect(OffsetPaging(limit: 10).key(10, movedBy: -1) == 9)
        #expect(OffsetPaging(limit: 10).key(0, movedBy: -1) == 0)
        #expect(OffsetPaging(limit: 10).key(Int.max, movedBy: 1) == nil)
    }
}

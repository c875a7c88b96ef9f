import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

@MainActor
@Suite("PagedList anchor: the row to keep in place")
struct PagedListAnchorTests {
    @Test("setAnchor delivers the anchor at once, prepends carry it, and it is saved with the list")
    func explicitAnchor() async throws {
        let api = InMemoryListAPI(count: 40)
        let source = MemoryLocalSource<Row, Int>()
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), localSource: source,
            initialKey: 10)
        let consumer = RecordingListConsumer<SingleSection, Int>()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        let before = consumer.updates.count
        list.setAnchor(15)
        #expect(consumer.updates.count == before + 1)
        #expect(consumer.updates.last?.anchor == 15)
        #expect(consumer.updates.last?.diff.isEmpty == true)
        list.setAnchor(15)
        #expect(consumer.updates.count == before + 1)
        await list.loadPreviousPage()
        let prepend = try #require(consumer.updates.last { $0.diff.changesLayout })
        #expect(prepend.diff.itemInserts.map(\.id) == Array(1...10))
        #expect(prepend.anchor == 15)
        #expect(await source.saved?.anchor == 15)
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("an anchor set before start wins over the saved one, and the first update carries it")
    func openAtAnchor() async throws {
        let api = InMemoryListAPI(count: 40)
        let saved = SavedPagedList<Row, Int>(
            pages: [
                Page(key: 0, items: (1...10).map { Row(id: $0, name: "Row \($0)") }, nextKey: 10, previousKey: nil)
            ],
            anchor: 2)
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader),
            localSource: MemoryLocalSource(saved: saved))
        let consumer = RecordingListConsumer<SingleSection, Int>()
        list.onUpdate = { consumer.receive($0) }
        list.setAnchor(7)
        await list.start()
        #expect(consumer.updates.first?.anchor == 7)
        #expect(list.anchor == 7)
        list.setAnchor(nil)
        #expect(consumer.updates.last?.anchor == nil)
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

@MainActor
@Suite("PagedList windowed refresh: the fresh window replaces the listed rows up to its boundary row")
struct PagedListRefreshSpliceTests {
    typealias Consumer = RecordingListConsumer<SingleSection, Int>

    /// A list of two pages (rows 1...20 of `count`) over `api`, with its recording consumer.
    func walkedList<Resource: PaginatedResource>(
        _ resource: Resource, api: InMemoryListAPI
    ) async -> (PagedList<Resource, SingleSection>, Consumer) where Resource.Item == Row {
        let list = PagedList(resource: resource, service: NetworkResourceService.paging(api.loader))
        let consumer = Consumer()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        await list.loadNextPage()
        return (list, consumer)
    }

    @Test("a row inserted at the head: the row pushed from page 1 into page 2 stays listed, and paging goes on")
    func insertAtHead() async throws {
        let api = InMemoryListAPI(count: 40)
        let (list, consumer) = await walkedList(Rows.Offset(), api: api)
        api.mutate { $0.insert(Row(id: 100, name: "New"), at: 0) }
        await list.refresh()
        #expect(list.snapshot.itemIdentifiers == [100] + Array(1...20))
        let sync = try #require(consumer.updates.last { $0.diff.changesLayout })
        #expect(sync.diff.itemInserts.map(\.id) == [100])
        #expect(sync.diff.itemDeletes.isEmpty)
        await list.loadNextPage()
        #expect(list.snapshot.itemIdentifiers == [100] + Array(1...29))
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("rows inserted at the head with the cursor style: the pushed-down rows stay, in order")
    func insertAtHeadByCursor() async throws {
        let api = InMemoryListAPI(count: 40)
        let (list, consumer) = await walkedList(Rows.Cursors(), api: api)
        api.mutate { $0.insert(contentsOf: [Row(id: 100, name: "A"), Row(id: 101, name: "B")], at: 0) }
        await list.refresh()
        #expect(list.snapshot.itemIdentifiers == [100, 101] + Array(1...20))
        await list.loadNextPage()
        #expect(list.snapshot.itemIdentifiers == [100, 101] + Array(1...30))
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("a row deleted at the head goes, the rows below stay, no id twice")
    func deleteAtHead() async {
        let api = InMemoryListAPI(count: 40)
        let (list, consumer) = await walkedList(Rows.Offset(), api: api)
        api.mutate { $0.removeFirst() }
        await list.refresh()
        // The fresh page lists rows 2...11 and the kept rows follow it, named by position (offset 10); that page, the
        // fresh page's neighbour, is read again after the refresh: the server holds rows 12...21 there now.
        #expect(list.snapshot.itemIdentifiers == Array(2...21))
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("inserts, a deletion and an edit within the window in one refresh; rows after the boundary stay")
    func mixedChanges() async throws {
        let api = InMemoryListAPI(count: 40)
        let (list, consumer) = await walkedList(Rows.Offset(), api: api)
        api.mutate { rows in
            rows.removeAll { $0.id == 4 || $0.id == 15 }
            rows[rows.firstIndex { $0.id == 6 }!].name = "Six"
            rows.insert(contentsOf: [Row(id: 100, name: "A"), Row(id: 101, name: "B")], at: 0)
        }
        let updatesBefore = consumer.updates.count
        await list.refresh()
        // The fresh page is 100, 101, 1, 2, 3, 5...9: row 4 goes; rows 10...20 after the boundary (9) stay. Row 15
        // lies outside the refreshed window: the refresh keeps it, and the re-read of the fresh page's neighbour
        // (the kept rows from offset 10) finds it gone, in one more update.
        #expect(list.snapshot.itemIdentifiers == [100, 101, 1, 2, 3] + Array(5...14) + Array(16...20))
        #expect(list.item(withID: 6)?.name == "Six")
        let layoutChanges = consumer.updates[updatesBefore...].filter { $0.diff.changesLayout }
        let sync = try #require(layoutChanges.first)
        #expect(sync.diff.itemDeletes.map(\.id) == [4])
        #expect(sync.diff.itemReconfigures.map(\.id) == [6])
        #expect(layoutChanges.dropFirst().flatMap(\.diff.itemDeletes).map(\.id) == [15])
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("a row moved up into the window is listed once, where the server puts it")
    func moveIntoWindow() async {
        let api = InMemoryListAPI(count: 40)
        let (list, consumer) = await walkedList(Rows.Offset(), api: api)
        api.mutate { rows in
            let moved = rows.remove(at: 14)
            rows.insert(moved, at: 0)
        }
        await list.refresh()
        #expect(list.snapshot.itemIdentifiers == [15] + Array(1...14) + Array(16...20))
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("a fresh window whose rows match nothing listed replaces the list")
    func nothingMatches() async {
        let api = InMemoryListAPI(count: 40)
        let (list, consumer) = await walkedList(Rows.Offset(), api: api)
        api.mutate { rows in rows = (200..<240).map { Row(id: $0, name: "Other \($0)") } }
        await list.refresh()
        #expect(list.snapshot.itemIdentifiers == Array(200..<210))
        await list.loadNextPage()
        #expect(list.snapshot.itemIdentifiers == Array(200..<220))
        #expect(consumer.mismatches.isEmpty)
    }
}

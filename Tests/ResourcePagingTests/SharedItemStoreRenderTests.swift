import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import ResourceSupport
import Testing

/// A row that counts how often rows are compared, to prove what a store change reads.
struct CountedRow: Codable, Identifiable, Sendable, Equatable {
    /// How many comparisons were made, by every test that uses this type.
    static let comparisons = Locked(0)

    var id: Int
    var name: String

    static func == (lhs: CountedRow, rhs: CountedRow) -> Bool {
        comparisons.withLock { $0 += 1 }
        return lhs.id == rhs.id && lhs.name == rhs.name
    }
}

/// The in-memory API's offset route, decoded as ``CountedRow``s.
struct CountedRows: PaginatedResource {
    typealias Item = CountedRow
    var limit = 10
    var baseURL: URL? { InMemoryListAPI.baseURL }
    var path: String { "offset" }
    var collectionKeyPath: String? { "data.items" }
    var paging: OffsetPaging { OffsetPaging(limit: limit, totalField: .value(at: "total")) }
}

@MainActor
@Suite("One copy of each item: how a list shows a store change, directly or by a full render (#25)")
struct SharedItemStoreRenderTests {
    func list(_ api: InMemoryListAPI, store: SharedItemStore) -> PagedList<Rows.Offset, SingleSection> {
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        list.itemStore = store
        return list
    }

    @Test("a store change is shown without comparing the list's other rows: O(changed rows), not O(rows)")
    func storeChangeComparesNoOtherRow() async {
        let api = InMemoryListAPI(count: 200)
        let store = SharedItemStore()
        let lists = (0..<2).map { _ in
            let list = PagedList(resource: CountedRows(limit: 200), service: NetworkResourceService.paging(api.loader))
            list.itemStore = store
            return list
        }
        for list in lists { await list.start() }
        var reconfigured: [[Int]] = []
        for list in lists { list.onUpdate = { reconfigured.append($0.diff.itemReconfigures.map(\.id)) } }
        let before = CountedRow.comparisons.value

        store.write(CountedRow(id: 150, name: "Fetched"))

        #expect(reconfigured == [[150], [150]])
        #expect(CountedRow.comparisons.value - before < 10)
        #expect(lists.allSatisfy { $0.item(withID: 150)?.name == "Fetched" })
    }

    @Test("pages appended after a store change keep the store's value and are appended alone")
    func appendAfterAStoreChange() async {
        let api = InMemoryListAPI(count: 40)
        let store = SharedItemStore()
        let first = list(api, store: store)
        await first.start()
        store.write(Row(id: 3, name: "Fetched"))
        var diffs: [ListDiff<SingleSection, Int>] = []
        first.onUpdate = { if !$0.diff.isEmpty { diffs.append($0.diff) } }  // a loading state may come first

        await first.loadNextPage()

        #expect(first.item(withID: 3)?.name == "Fetched")
        #expect(first.snapshot.itemIdentifiers == Array(1...20))
        #expect(diffs.count == 1)
        #expect(diffs.first?.itemInserts.map(\.id) == Array(11...20))
        #expect(diffs.first?.itemReconfigures.isEmpty == true)
    }

    @Test("a store change that takes a row out of the local search filter removes that row")
    func storeChangeLeavingTheFilter() async {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let searched = list(api, store: store)
        searched.searchFields = { [$0.name] }
        await searched.start()
        await searched.search("Row").value
        #expect(searched.snapshot.numberOfItems == 10)
        var diffs: [ListDiff<SingleSection, Int>] = []
        searched.onUpdate = { diffs.append($0.diff) }

        store.write(Row(id: 4, name: "Renamed"))

        #expect(!searched.snapshot.itemIdentifiers.contains(4))
        #expect(diffs.count == 1)
        #expect(diffs.first?.itemDeletes.map(\.id) == [4])
    }

    @Test("with a row transform, a store change is shown transformed, as one reconfigure")
    func storeChangeThroughATransform() async {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let transformed = list(api, store: store)
        transformed.transformRow = { Row(id: $0.id, name: $0.name.uppercased()) }
        await transformed.start()
        var diffs: [ListDiff<SingleSection, Int>] = []
        transformed.onUpdate = { diffs.append($0.diff) }

        store.write(Row(id: 4, name: "Fetched"))

        #expect(transformed.item(withID: 4)?.name == "FETCHED")
        #expect(diffs.count == 1)
        #expect(diffs.first?.changeCount == 1)
        #expect(diffs.first?.itemReconfigures.map(\.id) == [4])
        #expect(store.value(of: Row.self, id: 4)?.name == "Fetched")
    }

    @Test("with a row transform, a store change transforms the changed row alone, not every row")
    func storeChangeTransformsTheChangedRowAlone() async {
        let api = InMemoryListAPI(count: 200)
        let store = SharedItemStore()
        let transforms = Locked(0)
        let lists = (0..<2).map { _ in
            let list = PagedList(resource: Rows.Offset(limit: 200), service: NetworkResourceService.paging(api.loader))
            list.itemStore = store
            list.transformRow = { row in
                transforms.withLock { $0 += 1 }
                return Row(id: row.id, name: row.name.uppercased())
            }
            return list
        }
        for list in lists { await list.start() }
        var diffs: [ListDiff<SingleSection, Int>] = []
        for list in lists { list.onUpdate = { diffs.append($0.diff) } }
        let before = transforms.value

        store.write(Row(id: 150, name: "Fetched"))

        #expect(transforms.value - before == 2)
        #expect(diffs.map { $0.itemReconfigures.map(\.id) } == [[150], [150]])
        #expect(diffs.allSatisfy { $0.changeCount == 1 })
        #expect(lists.allSatisfy { $0.item(withID: 150)?.name == "FETCHED" })
    }

    @Test("with a row transform, a store change the transform leaves out removes the row, and one it shows again")
    func storeChangeTheTransformLeavesOut() async {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let transformed = list(api, store: store)
        transformed.transformRow = { $0.name.contains("hidden") ? nil : $0 }
        await transformed.start()

        store.write(Row(id: 4, name: "Row 4, hidden"))
        #expect(!transformed.snapshot.itemIdentifiers.contains(4))
        #expect(transformed.snapshot.itemIdentifiers.count == 9)

        store.write(Row(id: 4, name: "Row 4, shown again"))
        #expect(transformed.snapshot.itemIdentifiers == Array(1...10))
        #expect(transformed.item(withID: 4)?.name == "Row 4, shown again")
        store.write(Row(id: 5, name: "Row 5, renamed"))
        #expect(transformed.item(withID: 5)?.name == "Row 5, renamed")
    }

    @Test("a row the store changed keeps the store's value when the list renders every row again")
    func storeValueSurvivesAFullRender() async {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let shown = list(api, store: store)
        shown.searchFields = { [$0.name] }
        await shown.start()
        store.write(Row(id: 5, name: "Row 5, fetched"))

        await shown.search("Row").value
        await shown.search(nil).value

        #expect(shown.item(withID: 5)?.name == "Row 5, fetched")
        #expect(shown.snapshot.itemIdentifiers == Array(1...10))
    }

    @Test("the update a store change makes carries the row's new value to a reader that makes cells later")
    func storeChangeCarriesTheValue() async {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let shown = list(api, store: store)
        await shown.start()
        var iterator = shown.updatesWithItems().makeAsyncIterator()
        _ = await iterator.next()  // everything shown now

        store.write(Row(id: 6, name: "Fetched"))

        let update = await iterator.next()
        #expect(update?.update.diff.itemReconfigures.map(\.id) == [6])
        #expect(update?.items == [6: Row(id: 6, name: "Fetched")])
    }

    @Test("a list that stops sharing shows its pages as loaded again, in one update, and is told nothing more")
    func stoppingSharing() async {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let shown = list(api, store: store)
        await shown.start()
        store.write(Row(id: 6, name: "Fetched"))
        var diffs: [ListDiff<SingleSection, Int>] = []
        shown.onUpdate = { diffs.append($0.diff) }

        shown.itemStore = nil
        store.write(Row(id: 7, name: "Fetched"))

        #expect(shown.item(withID: 6)?.name == "Row 6")
        #expect(shown.item(withID: 7)?.name == "Row 7")
        #expect(diffs.map { $0.itemReconfigures.map(\.id) } == [[6]])
    }
}

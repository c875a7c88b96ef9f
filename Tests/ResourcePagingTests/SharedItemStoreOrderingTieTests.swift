import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceLoaderTesting
import ResourceStore
import Testing

@testable import ResourcePaging

@MainActor
@Suite("One copy of each item, with an ordering: values of equal version (#36)")
struct SharedItemStoreOrderingTieTests {
    /// A store that orders rows by the number after the `@` in their name (0 without one).
    func orderedStore() -> SharedItemStore {
        let store = SharedItemStore()
        store.orderValues(of: Row.self) { row in row.name.split(separator: "@").last.flatMap { Int($0) } ?? 0 }
        return store
    }

    func list(_ api: InMemoryListAPI, store: SharedItemStore) -> PagedList<Rows.Offset, SingleSection> {
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        list.itemStore = store
        return list
    }

    @Test("a value of the same version as the stored one is written: the last write wins, in every list")
    func sameVersionLastWriteWins() async {
        let api = InMemoryListAPI(count: 30)
        let store = orderedStore()
        let first = list(api, store: store)
        let second = list(api, store: store)
        await first.start()
        await second.start()
        store.write(Row(id: 7, name: "Row 7@9"))

        #expect(store.write(Row(id: 7, name: "Row 7 again@9")))
        #expect(store.value(of: Row.self, id: 7)?.name == "Row 7 again@9")
        #expect(first.item(withID: 7)?.name == "Row 7 again@9")

        // A page that brings a value of the same version is written too.
        api.mutate { $0[6].name = "Row 7 from the server@9" }
        await second.refresh()
        #expect(first.item(withID: 7)?.name == "Row 7 from the server@9")
        #expect(second.item(withID: 7)?.name == "Row 7 from the server@9")
    }

    @Test("an edit that keeps the ordering field stays shown in every list once confirmed")
    func editKeepingTheVersionStaysShown() async throws {
        let api = InMemoryListAPI(count: 30)
        let store = orderedStore()
        let edited = list(api, store: store)
        let other = list(api, store: store)
        await edited.start()
        await other.start()
        store.write(Row(id: 2, name: "Row 2@5"))
        var shown: [String?] = []
        for list in [edited, other] { list.onUpdate = { _ in shown.append(list.item(withID: 2)?.name) } }

        try await edited.perform(.update(Row(id: 2, name: "Renamed@5"))) {
            api.mutate { $0[1].name = "Renamed@5" }
        }
        await edited.settle()
        await other.settle()

        // From the edit on, no list shows the value it replaced again, not even for one update.
        #expect(!shown.contains("Row 2@5"))

        #expect(edited.item(withID: 2)?.name == "Renamed@5")
        #expect(other.item(withID: 2)?.name == "Renamed@5")
        #expect(store.value(of: Row.self, id: 2)?.name == "Renamed@5")
    }

    @Test("a restored value of the same version as the stored one does not replace it")
    func restoredValueOfSameVersionDoesNotReplace() async {
        let api = InMemoryListAPI(count: 30)
        let store = orderedStore()
        let live = list(api, store: store)
        await live.start()
        store.write(Row(id: 2, name: "Row 2@3"))
        var savedRows = Array(api.currentRows[0..<10])
        savedRows[1].name = "Row 2 saved@3"
        let source = MemoryLocalSource(
            saved: SavedPagedList<Row, Int>(pages: [Page(key: 0, items: savedRows, nextKey: 10, previousKey: nil)]))
        let offline = ScriptedDataLoader(status: 503, body: "{}")
        let restored = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(offline), localSource: source)
        restored.itemStore = store

        await restored.start()

        #expect(store.value(of: Row.self, id: 2)?.name == "Row 2@3")
        #expect(live.item(withID: 2)?.name == "Row 2@3")
        #expect(restored.item(withID: 2)?.name == "Row 2@3")
    }
}

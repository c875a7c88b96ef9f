import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

@MainActor
@Suite("One copy of each item: lists sharing a store agree under random edits, refreshes, writes and pages (#25)")
struct SharedItemStorePropertyTests {
    @Test(
        "every row each list shows has the store's value, and every update applies to the one before",
        arguments: 0..<12)
    func listsAgreeWithTheStore(seed: Int) async throws {
        var random = SplitMix64(seed: UInt64(seed))
        let api = InMemoryListAPI(count: 40)
        let store = SharedItemStore()
        let service = NetworkResourceService.paging(api.loader)
        let offset = PagedList(resource: Rows.Offset(), service: service)
        let pages = PagedList(resource: Rows.Pages(), service: service)
        let later = PagedList(resource: Rows.Offset(), service: service, initialKey: 15, maximumPages: 2)
        later.searchFields = { [$0.name] }
        let lists: [any SharedListUnderTest] = [offset, pages, later]
        var recorders: [ListRecorder<SingleSection, Int>] = []
        for list in [offset, later] {
            list.itemStore = store
            recorders.append(ListRecorder(recording: list))
        }
        pages.itemStore = store
        recorders.append(ListRecorder(recording: pages))
        for list in lists { await list.begin() }

        for step in 0..<60 {
            let list = lists[random.next(upTo: lists.count)]
            switch random.next(upTo: 7) {
            case 0:
                let ids = list.shownIDs
                guard !ids.isEmpty else { continue }
                let id = ids[random.next(upTo: ids.count)]
                try await list.edit(Row(id: id, name: "Edited \(step)"))
            case 1:
                let id = random.next(upTo: 40) + 1
                api.mutate { rows in rows[rows.firstIndex { $0.id == id }!].name = "Server \(step)" }
                await list.reload()
            case 2:
                store.write(Row(id: random.next(upTo: 40) + 1, name: "Written \(step)"))
            case 3:
                await list.earlier()
            case 5:
                // An edit waiting for its server while another list refetches a changed server copy: every list
                // shows the edit meanwhile; confirmed or refused, they agree with the store after.
                let ids = list.shownIDs
                guard !ids.isEmpty else { continue }
                let id = ids[random.next(upTo: ids.count)]
                let other = lists[random.next(upTo: lists.count)]
                let refused = random.chance(0.5)
                let serverID = random.next(upTo: 40) + 1
                await list.editWaiting(Row(id: id, name: "Waiting \(step)"), refused: refused) {
                    api.mutate { rows in rows[rows.firstIndex { $0.id == serverID }!].name = "Server \(step)" }
                    await other.reload()
                    for (index, shown) in lists.enumerated() where shown.shownIDs.contains(id) {
                        #expect(
                            shown.shownValue(id)?.name == "Waiting \(step)", "seed \(seed), step \(step), list \(index)"
                        )
                    }
                }
            case 4:
                // The last list filters locally by name: rows leave and come back as their names change.
                await later.search(random.chance(0.5) ? nil : ["Row", "Edited", "1"][random.next(upTo: 3)]).value
            default:
                await list.more()
            }
            for (index, list) in lists.enumerated() {
                for id in list.shownIDs {
                    #expect(
                        list.shownValue(id) == store.value(of: Row.self, id: id),
                        "seed \(seed), step \(step), list \(index), row \(id)")
                }
            }
        }
        for recorder in recorders { #expect(recorder.mismatches.isEmpty, "seed \(seed)") }
    }
}

/// What the property test does with a list, whatever its resource.
@MainActor
protocol SharedListUnderTest {
    var shownIDs: [Int] { get }
    func shownValue(_ id: Int) -> Row?
    func begin() async
    func edit(_ row: Row) async throws
    func reload() async
    func more() async
    func earlier() async
    func editWaiting(_ row: Row, refused: Bool, during serverCall: () async -> Void) async
}

extension PagedList: SharedListUnderTest where Resource.Item == Row, SectionID == SingleSection {
    var shownIDs: [Int] { snapshot.itemIdentifiers }
    func shownValue(_ id: Int) -> Row? { item(withID: id) }
    func begin() async { await start() }
    func edit(_ row: Row) async throws { try await update(row) }
    func reload() async { await refresh() }
    func more() async { _ = await loadNextPage() }
    func earlier() async { _ = await loadPreviousPage() }
    func editWaiting(_ row: Row, refused: Bool, during serverCall: () async -> Void) async {
        do {
            try await perform(.update(row)) {
                await serverCall()
                if refused { throw SharedItemStoreTests.Refused() }
            }
        } catch {
            #expect(refused)
        }
    }
}

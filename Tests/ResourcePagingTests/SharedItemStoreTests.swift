import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceStore
import Testing

@testable import ResourcePaging

/// The updates a list delivers, kept in order.
@MainActor
final class UpdateLog {
    private(set) var updates: [ListUpdate<SingleSection, Int>] = []

    init<Resource: PaginatedResource>(_ list: PagedList<Resource, SingleSection>) where Resource.Item == Row {
        list.onUpdate = { [weak self] in self?.updates.append($0) }
    }

    /// The updates delivered since `count` were.
    func updates(after count: Int) -> ArraySlice<ListUpdate<SingleSection, Int>> { updates[count...] }
}

@MainActor
@Suite("One copy of each item: lists sharing a SharedItemStore show each item's latest value (#25)")
struct SharedItemStoreTests {
    struct Refused: Error {}

    func offsetList(_ api: InMemoryListAPI, store: SharedItemStore?, initialKey: Int? = nil)
        -> PagedList<Rows.Offset, SingleSection>
    {
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), initialKey: initialKey)
        list.itemStore = store
        return list
    }

    func pagesList(_ api: InMemoryListAPI, store: SharedItemStore?) -> PagedList<Rows.Pages, SingleSection> {
        let list = PagedList(resource: Rows.Pages(), service: NetworkResourceService.paging(api.loader))
        list.itemStore = store
        return list
    }

    /// Whether `updates` is one update that reconfigures the row with `id` and changes nothing else.
    func isOneReconfigure(_ updates: ArraySlice<ListUpdate<SingleSection, Int>>, of id: Int) -> Bool {
        guard updates.count == 1, let diff = updates.first?.diff else { return false }
        return diff.changeCount == 1 && diff.itemReconfigures.map(\.id) == [id]
    }

    @Test("an edit in one list shows in another list of another resource as one update reconfiguring that row alone")
    func editShowsInEveryList() async throws {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let edited = offsetList(api, store: store)
        let other = pagesList(api, store: store)
        await edited.start()
        await other.start()
        let otherLog = UpdateLog(other)
        let editedLog = UpdateLog(edited)

        try await edited.update(Row(id: 3, name: "Edited"))

        #expect(other.item(withID: 3)?.name == "Edited")
        #expect(isOneReconfigure(otherLog.updates(after: 0), of: 3))
        #expect(edited.item(withID: 3)?.name == "Edited")
        // The list that wrote is not told of its own write: one update, when the edit was shown.
        #expect(editedLog.updates.filter { !$0.diff.isEmpty }.count == 1)
        #expect(editedLog.updates.filter { !$0.diff.isEmpty }.allSatisfy { $0.diff.itemReconfigures.map(\.id) == [3] })
        #expect(store.value(of: Row.self, id: 3)?.name == "Edited")
    }

    @Test("a later page that brings a newer value of a row updates every list showing it, once each")
    func newerPageUpdatesEveryList() async {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let first = offsetList(api, store: store)
        let second = pagesList(api, store: store)
        await first.start()
        await second.start()
        let firstLog = UpdateLog(first)
        let versionBefore = store.version(of: Row.self, id: 5)

        api.mutate { rows in rows[4].name = "Renamed on the server" }
        await second.refresh()

        #expect(second.item(withID: 5)?.name == "Renamed on the server")
        #expect(first.item(withID: 5)?.name == "Renamed on the server")
        #expect(isOneReconfigure(firstLog.updates(after: 0), of: 5))
        #expect((store.version(of: Row.self, id: 5) ?? 0) > (versionBefore ?? .max))
    }

    @Test("a refetch that brings the values a list had keeps the newer values the store holds")
    func unchangedPageKeepsTheStoresValue() async throws {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let first = offsetList(api, store: store)
        let second = pagesList(api, store: store)
        await first.start()
        await second.start()

        store.write(Row(id: 7, name: "Fetched on a detail screen"))
        await first.refresh()  // the server still says "Row 7", as it did when the page first came

        #expect(first.item(withID: 7)?.name == "Fetched on a detail screen")
        #expect(second.item(withID: 7)?.name == "Fetched on a detail screen")
    }

    @Test("a value the app writes updates only the lists showing that item, with one reconfigure each")
    func appWriteTellsOnlyTheListsShowingIt() async {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let head = offsetList(api, store: store)
        let tail = offsetList(api, store: store, initialKey: 20)
        await head.start()
        await tail.start()
        #expect(tail.snapshot.itemIdentifiers == Array(21...30))
        let headLog = UpdateLog(head)
        let tailLog = UpdateLog(tail)

        #expect(store.write(Row(id: 4, name: "Fetched")))
        #expect(!store.write(Row(id: 4, name: "Fetched")))  // the same value again changes nothing

        #expect(isOneReconfigure(headLog.updates(after: 0), of: 4))
        #expect(tailLog.updates.isEmpty)
        #expect(store.subscriberCount(of: Row.self, id: 4) == 1)
    }

    @Test("an edit rolled back shows the row as it was in every list")
    func rollbackShowsInEveryList() async {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let edited = offsetList(api, store: store)
        let other = pagesList(api, store: store)
        await edited.start()
        await other.start()
        let otherLog = UpdateLog(other)

        await #expect(throws: Refused.self) {
            try await edited.perform(.update(Row(id: 2, name: "Optimistic"))) {
                #expect(other.item(withID: 2)?.name == "Optimistic")
                throw Refused()
            }
        }

        #expect(other.item(withID: 2)?.name == "Row 2")
        #expect(edited.item(withID: 2)?.name == "Row 2")
        #expect(otherLog.updates.count == 2)
        #expect(otherLog.updates.allSatisfy { isOneReconfigure([$0], of: 2) })
    }

    @Test("a list without a store is not touched by the store's writes and shows its pages as loaded")
    func listWithoutAStoreIsUnchanged() async throws {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let shared = offsetList(api, store: store)
        let alone = pagesList(api, store: nil)
        await shared.start()
        await alone.start()
        let aloneLog = UpdateLog(alone)

        try await shared.update(Row(id: 3, name: "Edited"))
        store.write(Row(id: 4, name: "Fetched"))

        #expect(aloneLog.updates.isEmpty)
        #expect(alone.item(withID: 3)?.name == "Row 3")
        #expect(alone.itemStore == nil)
    }

    @Test("the store holds lists weakly: a released list goes, and its registrations go at the next write")
    func releasedListsUnsubscribe() async throws {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let kept = offsetList(api, store: store)
        await kept.start()
        weak var releasedList: PagedList<Rows.Pages, SingleSection>?
        do {
            let released = pagesList(api, store: store)
            releasedList = released
            await released.start()
            #expect(store.subscriberCount(of: Row.self, id: 3) == 2)
        }
        await Task.yield()
        #expect(releasedList == nil)
        #expect(store.subscriberCount(of: Row.self, id: 3) == 1)

        try await kept.update(Row(id: 3, name: "Edited"))

        #expect(store.registrationCount(of: Row.self, id: 3) == 1)
        store.removeUnusedItems()
        #expect(store.registrationCount(of: Row.self, id: 4) == 1)
    }

    @Test("a list that no longer shows a row is dropped from that row's registrations when it next changes")
    func listsThatDroppedARowUnsubscribe() async {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let searched = offsetList(api, store: store)
        let other = pagesList(api, store: store)
        await searched.start()
        await other.start()
        let searchedLog = UpdateLog(searched)
        api.mutate { rows in rows.removeAll { $0.id == 6 } }
        await searched.refresh()
        let count = searchedLog.updates.count

        store.write(Row(id: 6, name: "Gone from the first list"))

        #expect(searchedLog.updates.count == count)
        #expect(store.subscriberCount(of: Row.self, id: 6) == 1)
    }

    /// One row, fetched alone (a detail screen).
    struct OneRow: NetworkJSONResourceType {
        typealias Model = Row
        var id: Int
        var url: URL? { URL(string: "https://detail.test/rows/\(id)") }
    }

    @Test("a single item fetched through the store updates every list showing it; a failed fetch writes nothing")
    func fetchedItemUpdatesEveryList() async throws {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let first = offsetList(api, store: store)
        let second = pagesList(api, store: store)
        await first.start()
        await second.start()
        let firstLog = UpdateLog(first)
        let detail = ScriptedDataLoader(body: #"{"id":8,"name":"From the detail screen"}"#)

        let row = try await store.fetch(OneRow(id: 8), with: NetworkResourceService.paging(detail))

        #expect(row.name == "From the detail screen")
        #expect(first.item(withID: 8)?.name == "From the detail screen")
        #expect(second.item(withID: 8)?.name == "From the detail screen")
        #expect(isOneReconfigure(firstLog.updates(after: 0), of: 8))
        let failing = ScriptedDataLoader(status: 500, body: "{}")
        await #expect(throws: ResourceError.self) {
            try await store.fetch(OneRow(id: 8), with: NetworkResourceService.paging(failing))
        }
        #expect(first.item(withID: 8)?.name == "From the detail screen")
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

@MainActor
@Suite("PagedList local source, sync and offline")
struct PagedListSyncTests {
    typealias Source = MemoryLocalSource<Row, Int>

    /// Pages 0 and 10 of `count` rows, saved at `savedAt`, as a first run would have saved them.
    func savedList(count: Int, savedAt: Date) async -> SavedPagedList<Row, Int> {
        let api = InMemoryListAPI(count: count)
        let source = Source()
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), localSource: source)
        await list.start()
        await list.loadNextPage()
        var saved = await source.saved ?? SavedPagedList(pages: [])
        saved.savedAt = savedAt
        return saved
    }

    @Test(
        "the saved pages show first (cached, how old), then the sync is one update within the refreshed page, then the re-read of its neighbour"
    )
    func cachedThenSync() async throws {
        let savedAt = Date(timeIntervalSince1970: 1_000)
        let saved = await savedList(count: 30, savedAt: savedAt)
        #expect(saved.pages.map(\.key) == [0, 10])
        let api = InMemoryListAPI(count: 30)
        api.mutate { rows in
            rows.removeAll { $0.id == 3 || $0.id == 15 }
            rows[rows.firstIndex { $0.id == 5 }!].name = "Row 5, edited"
            rows.insert(Row(id: 100, name: "New"), at: 0)
        }
        let source = Source(saved: saved)
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), localSource: source)
        let consumer = RecordingListConsumer<SingleSection, Int>()
        list.onUpdate = { consumer.receive($0) }
        await list.start()

        let cached = try #require(consumer.updates.first)
        #expect(cached.snapshot.itemIdentifiers == Array(1...20))
        #expect(cached.state.cachedAt == savedAt)
        #expect(cached.state.isStale)
        #expect(cached.state.cacheAge(at: Date(timeIntervalSince1970: 1_060)) == 60)
        // Every update shows the cached rows or the synced ones: never the first page alone.
        #expect(consumer.updates.allSatisfy { $0.snapshot.numberOfItems >= 19 })
        let layoutChanges = consumer.updates.dropFirst().filter { $0.diff.changesLayout }
        #expect(layoutChanges.count == 2)
        let sync = try #require(layoutChanges.first)
        #expect(sync.diff.itemInserts.map(\.id) == [100])
        #expect(sync.diff.itemDeletes.map(\.id) == [3])
        #expect(sync.diff.itemReconfigures.map(\.id) == [5])
        // Row 15 is gone from the server but lies outside the refreshed page: the sync keeps it, and the re-read of
        // the refreshed page's neighbour (the kept rows, from offset 10) removes it and lists row 21, which the server
        // now holds there, in one more update.
        #expect(layoutChanges.last?.diff.itemDeletes.map(\.id) == [15])
        #expect(layoutChanges.last?.diff.itemInserts.map(\.id) == [21])
        #expect(list.snapshot.itemIdentifiers == [100, 1, 2, 4, 5, 6, 7, 8, 9, 10] + Array(11...14) + Array(16...21))
        #expect(list.item(withID: 5)?.name == "Row 5, edited")
        #expect(list.state.cachedAt == nil && !list.state.isStale)
        #expect(consumer.mismatches.isEmpty)
        let resaved = await source.saved
        #expect(resaved?.pages.first?.items.first?.id == 100)
    }

    @Test("offline with saved pages: the cached rows show, marked offline and stale; reconnecting syncs them")
    func offlineThenReconnect() async throws {
        let savedAt = Date(timeIntervalSince1970: 5_000)
        let saved = await savedList(count: 30, savedAt: savedAt)
        let api = InMemoryListAPI(count: 30)
        api.mutate { $0.insert(Row(id: 100, name: "New"), at: 0) }
        let loader = SwitchableLoader(api: api, offline: true)
        let reachability = ManualReachability()
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(loader), localSource: Source(saved: saved))
        list.reachability = reachability
        let updates = list.updates()
        await list.start()
        #expect(list.state.phase == .content)
        #expect(list.state.isOffline)
        #expect(list.state.isStale)
        #expect(list.state.cachedAt == savedAt)
        #expect(list.snapshot.numberOfItems == 20)

        loader.setOffline(false)
        reachability.set(false)
        reachability.set(true)
        let synced = await list.waitForUpdate(in: updates) { $0.snapshot.itemIdentifiers.first == 100 }
        #expect(synced?.state.isOffline == false)
        #expect(synced?.state.cachedAt == nil)
    }

    @Test("a first load with no network and nothing saved says offline")
    func offlineFirstLoad() async {
        let loader = SwitchableLoader(api: InMemoryListAPI(count: 5), offline: true)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(loader))
        await list.start()
        #expect(list.state.phase == .offline)
        #expect(list.state.isOffline)
    }

    @Test("while a refresh loads, the old rows stay, marked stale; its page replaces them in one update")
    func staleWhileRefreshing() async {
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        let consumer = RecordingListConsumer<SingleSection, Int>()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        let gate = AsyncGate()
        api.setHook { _ in await gate.wait() }
        api.mutate { $0.removeFirst() }
        let updates = list.updates()
        let refresh = Task { _ = await list.refresh() }
        let stale = await list.waitForUpdate(in: updates) { $0.state.refresh == .loading }
        #expect(stale?.state.isStale == true)
        #expect(stale?.snapshot.itemIdentifiers == Array(1...10))
        let countBefore = consumer.updates.count
        gate.open()
        await refresh.value
        #expect(consumer.updates.count == countBefore + 1)
        #expect(list.snapshot.itemIdentifiers == Array(2...11))
        #expect(!list.state.isStale)
        #expect(consumer.mismatches.isEmpty)
    }
}

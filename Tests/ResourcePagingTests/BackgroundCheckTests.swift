import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceSupport
import Testing

/// A check the list makes by itself (a poll, a reconnect, an invalidation's refetch, a foreground refetch,
/// `refreshInBackground()`) that finds nothing new shows nothing (#37); one that finds changes shows them in one
/// update; a refresh the app asks for still shows that it loads; `showsBackgroundChecks` opts back in.
@MainActor
@Suite("Background checks")
struct BackgroundCheckTests {
    typealias Consumer = RecordingListConsumer<SingleSection, Int>

    /// A started list of 30 rows in pages of 10 (one page listed), recording its updates.
    func startedList(api: InMemoryListAPI) async -> (PagedList<Rows.Offset, SingleSection>, Consumer) {
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        let consumer = Consumer()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        return (list, consumer)
    }

    @Test("a poll that finds the rows as they were delivers no update; its time is in the state all the same")
    func unchangedPollDeliversNothing() async throws {
        let api = InMemoryListAPI(count: 30)
        let (list, consumer) = await startedList(api: api)
        let seen = consumer.updates.count
        let before = list.state
        let calls = api.loader.callCount

        #expect(await list.poll())
        await list.settle()

        #expect(api.loader.callCount > calls, "the poll asked the server")
        #expect(consumer.updates.count == seen, "no update: \(consumer.updates.dropFirst(seen).map(\.state))")
        #expect(list.state.refresh == before.refresh && !list.state.isStale)
        let synced = try #require(list.state.syncedAt)
        #expect(synced >= (before.syncedAt ?? .distantFuture), "the check's time is kept")
    }

    @Test("a background refresh that finds one row changed shows it in exactly one update, never loading")
    func changedRowShowsInOneUpdate() async {
        let api = InMemoryListAPI(count: 30)
        let (list, consumer) = await startedList(api: api)
        let seen = consumer.updates.count
        api.mutate { $0[2].name = "Renamed" }

        #expect(await list.refreshInBackground())
        await list.settle()

        let updates = consumer.updates.dropFirst(seen)
        #expect(updates.count == 1, "one update: \(updates.map(\.state))")
        #expect(updates.first?.diff.itemReconfigures.map(\.id) == [3])
        #expect(!updates.contains { $0.state.refresh.isLoading || $0.state.isStale })
        #expect(list.item(withID: 3)?.name == "Renamed")
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("a refresh the app asks for shows that it loads, then ends, even when it finds nothing new")
    func userRefreshShowsLoading() async {
        let api = InMemoryListAPI(count: 30)
        let (list, consumer) = await startedList(api: api)
        let seen = consumer.updates.count

        await list.refresh()

        let states = consumer.updates.dropFirst(seen).map(\.state)
        #expect(states.first?.refresh.isLoading == true && states.first?.isStale == true)
        #expect(states.last?.refresh.isLoading == false && states.last?.isStale == false)
    }

    @Test("with showsBackgroundChecks, a poll shows that it loads and ends in an update")
    func optInShowsBackgroundChecks() async {
        let api = InMemoryListAPI(count: 30)
        let (list, consumer) = await startedList(api: api)
        list.showsBackgroundChecks = true
        let seen = consumer.updates.count

        #expect(await list.poll())
        await list.settle()

        let states = consumer.updates.dropFirst(seen).map(\.state)
        #expect(states.count == 2, "loading, then done: \(states)")
        #expect(states.first?.refresh.isLoading == true)
        #expect(states.last?.refresh.isLoading == false)
    }

    @Test("rows restored stale at launch that the start's check confirms become fresh in exactly one update")
    func restoredRowsBecomeFreshInOneUpdate() async {
        let api = InMemoryListAPI(count: 30)
        let firstPage = Page<Row, Int>(
            key: 0, items: (1...10).map { Row(id: $0, name: "Row \($0)") }, nextKey: 10, previousKey: nil,
            totalCount: 30)
        let source = MemoryLocalSource<Row, Int>(
            saved: SavedPagedList(pages: [firstPage], savedAt: Date(timeIntervalSinceNow: -3_600)))
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), localSource: source)
        let consumer = Consumer()
        list.onUpdate = { consumer.receive($0) }

        await list.start()

        let states = consumer.updates.map(\.state)
        #expect(states.count == 2, "restored, then confirmed: \(states)")
        #expect(states.first?.isStale == true && states.first?.cachedAt != nil)
        #expect(states.last?.isStale == false && states.last?.cachedAt == nil && states.last?.syncedAt != nil)
        #expect(!states.contains { $0.refresh.isLoading })
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("a reconnect shows the list online, then what changed meanwhile, and never shows a refresh loading")
    func quietReconnect() async {
        let api = InMemoryListAPI(count: 30)
        let reachability = ManualReachability()
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        list.reachability = reachability
        let consumer = Consumer()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        let updates = list.updates()
        reachability.set(false)
        _ = await list.waitForUpdate(in: updates) { $0.state.isOffline }
        let seen = consumer.updates.count
        api.mutate { $0[0].name = "Renamed" }

        reachability.set(true)
        _ = await list.waitForUpdate(in: updates) { !$0.diff.isEmpty }

        let states = consumer.updates.dropFirst(seen).map(\.state)
        #expect(states.count == 2, "online, then the changed row: \(states)")
        #expect(states.allSatisfy { !$0.isOffline && !$0.refresh.isLoading && !$0.isStale })
        #expect(list.item(withID: 1)?.name == "Renamed")
    }

    @Test("a poll answered 304 Not Modified over the loopback server delivers no update")
    func notModifiedPollDeliversNothing() async throws {
        let server = try PollingServer()
        let (list, ticks) = server.makeList()
        var tick = ticks.makeAsyncIterator()
        let consumer = Consumer()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        let seen = consumer.updates.count

        await server.clock.waitForSleepers()
        server.clock.advance()
        #expect(await tick.next() == .polled)
        await list.settle()

        let stats = try await server.stats()
        #expect(stats.conditional == 1 && stats.notModified == 1, "the poll was answered 304")
        #expect(consumer.updates.count == seen, "no update: \(consumer.updates.dropFirst(seen).map(\.state))")
        withExtendedLifetime(list) {}
    }
}

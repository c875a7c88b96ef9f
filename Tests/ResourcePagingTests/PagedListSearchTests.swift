import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

#if canImport(Observation)
    import Observation
#endif

@MainActor
@Suite("PagedList search and observation")
struct PagedListSearchTests {
    func makeList(_ api: InMemoryListAPI) -> PagedList<Rows.Offset, SingleSection> {
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        list.searchFields = { [$0.name] }
        return list
    }

    @Test("the local filter is case- and diacritic-insensitive, shown at once; clearing it refetches nothing")
    func localFilter() async {
        var rows = (1...10).map { Row(id: $0, name: "Row \($0)") }
        rows[3].name = "Émile"
        let api = InMemoryListAPI(rows: rows)
        let list = makeList(api)
        let consumer = RecordingListConsumer<SingleSection, Int>()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        let calls = api.loader.callCount
        await list.search("EMILE").value
        #expect(list.snapshot.itemIdentifiers == [4])
        #expect(list.state.searchText == "EMILE")
        await list.search("row 1").value
        #expect(list.snapshot.itemIdentifiers == [1, 10])
        await list.search("zzz").value
        #expect(list.state.phase == .empty)
        await list.search(nil).value
        #expect(list.snapshot.itemIdentifiers == Array(1...10))
        #expect(api.loader.callCount == calls)
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("the remote search waits for the pause, the latest query wins, and clearing lists the old rows again")
    func remoteSearch() async throws {
        let api = InMemoryListAPI(count: 30)
        let list = makeList(api)
        let sleeper = GatedSleeper()
        list.remoteSearchDelay = 0.3
        list.sleeper = sleeper
        let consumer = RecordingListConsumer<SingleSection, Int>()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        await list.loadNextPage()
        let calls = api.loader.callCount

        let first = list.search("row 2")
        let latest = list.search("row 3")
        // The local filter shows at once, before the pause ends.
        await list.settle()
        #expect(list.snapshot.itemIdentifiers == [3])
        #expect(api.loader.callCount == calls)
        sleeper.gate.open()
        await first.value
        await latest.value
        let searches = api.loader.requests.dropFirst(calls).compactMap { $0.url?.query }
        #expect(searches.count == 1)
        #expect(searches.first?.contains("q=row%203") == true)
        #expect(list.state.searchText == "row 3")
        #expect(list.snapshot.itemIdentifiers == [3, 30])  // the server's results, row 30 included

        await list.search(nil).value
        #expect(api.loader.callCount == calls + 1)
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
        #expect(list.state.searchText == nil)
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("a reader of updates() that applies each diff from an empty snapshot holds the list's snapshot")
    func updatesSequence() async {
        let api = InMemoryListAPI(count: 25)
        let list = makeList(api)
        await list.start()
        let updates = list.updates()
        await list.loadNextPage()
        await list.loadNextPage()
        var snapshot = ListSnapshot<SingleSection, Int>()
        for await update in updates {
            do {
                snapshot = try update.diff.applying(to: snapshot)
            } catch {
                Issue.record("the diff does not apply: \(error)")
            }
            if update.snapshot.numberOfItems == 25 { break }
        }
        #expect(snapshot.itemIdentifiers == Array(1...25))
    }

    #if canImport(Observation)
        @Test("ObservablePagedList tells observers when the list's state changes")
        func observable() async throws {
            guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
            let api = InMemoryListAPI(count: 5)
            let list = makeList(api)
            let model = ObservablePagedList(list)
            let (changed, signal) = AsyncStream.makeStream(of: Void.self)
            withObservationTracking {
                _ = model.state
            } onChange: {
                signal.yield()
            }
            await list.start()
            for await _ in changed { break }
            #expect(list.state.phase == .content)
        }
    #endif
}

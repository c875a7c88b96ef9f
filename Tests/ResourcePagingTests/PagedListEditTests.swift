import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import ResourceSupport
import Testing

/// The server call of an optimistic edit, held until the test lets it finish or fail.
final class HeldServerCall: Sendable {
    private let entered = AsyncGate()
    private let release = AsyncGate()
    private let failure = Locked<(any Error)?>(nil)

    /// The call: says it started, waits, then fails if told to.
    func run() async throws {
        entered.open()
        await release.wait()
        if let error = failure.value { throw error }
    }

    /// Returns once the call started.
    func started() async { await entered.wait() }

    /// Lets the call return.
    func succeed() { release.open() }

    /// Lets the call throw `error`.
    func fail(_ error: any Error = URLError(.badServerResponse)) {
        failure.withLock { $0 = error }
        release.open()
    }
}

@MainActor
@Suite("PagedList optimistic edits")
struct PagedListEditTests {
    typealias Consumer = RecordingListConsumer<SingleSection, Int>
    typealias List = PagedList<Rows.Offset, SingleSection>

    func makeList(
        _ api: InMemoryListAPI, source: MemoryLocalSource<Row, Int> = MemoryLocalSource()
    ) -> (List, Consumer) {
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), localSource: source)
        let consumer = Consumer()
        list.onUpdate = { consumer.receive($0) }
        return (list, consumer)
    }

    /// A started list over `count` rows, its API and its recording consumer.
    func startedList(count: Int = 30) async -> (InMemoryListAPI, List, Consumer) {
        let api = InMemoryListAPI(count: count)
        let (list, consumer) = makeList(api)
        await list.start()
        return (api, list, consumer)
    }

    @Test("an edit shows at once in one update, is written into the pages and saved once the server confirms it")
    func updateConfirmed() async throws {
        let api = InMemoryListAPI(count: 30)
        let source = MemoryLocalSource<Row, Int>()
        let (list, consumer) = makeList(api, source: source)
        await list.start()
        let before = consumer.updates.count
        try await list.perform(.update(Row(id: 3, name: "Three"))) {
            // Shown before the server answers, as one reconfigure.
            #expect(list.item(withID: 3)?.name == "Three")
            #expect(consumer.updates.count == before + 1)
            #expect(consumer.updates.last?.diff.itemReconfigures.map(\.id) == [3])
            api.mutate { $0[2].name = "Three" }
        }
        #expect(await list.paginator.items[2].name == "Three")
        #expect(await source.saved?.pages.first?.items[2].name == "Three")
        await list.loadNextPage()
        #expect(list.item(withID: 3)?.name == "Three")
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("a failed server call rolls the edit back in one update and rethrows its error")
    func rollback() async throws {
        let (_, list, consumer) = await startedList(count: 30)
        let before = consumer.updates.count
        await #expect(throws: URLError.self) {
            try await list.perform(.remove(4)) { throw URLError(.timedOut) }
        }
        #expect(consumer.updates.count == before + 2)
        #expect(consumer.updates[before].diff.itemDeletes.map(\.id) == [4])
        #expect(consumer.updates[before + 1].diff.itemInserts.map(\.id) == [4])
        #expect(list.snapshot.itemIdentifiers == Array(1...10))
        #expect(await list.paginator.items.map(\.id) == Array(1...10))
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("a rollback while a page arrived in between keeps the page and restores the row")
    func rollbackAfterPageArrival() async throws {
        let (_, list, consumer) = await startedList(count: 30)
        let call = HeldServerCall()
        let edit = Task { try await list.perform(.update(Row(id: 2, name: "Two?")), serverCall: call.run) }
        await call.started()
        await list.loadNextPage()
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
        #expect(list.item(withID: 2)?.name == "Two?")
        call.fail()
        await #expect(throws: URLError.self) { try await edit.value }
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
        #expect(list.item(withID: 2)?.name == "Row 2")
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("a rollback restores the row as the server has it now, not as it was before the edit")
    func rollbackShowsServerStateNow() async throws {
        let (api, list, consumer) = await startedList(count: 30)
        let call = HeldServerCall()
        let edit = Task { try await list.perform(.update(Row(id: 5, name: "Mine")), serverCall: call.run) }
        await call.started()
        api.mutate { rows in
            rows[4].name = "Theirs"
            rows.insert(Row(id: 100, name: "New"), at: 0)
        }
        await list.refresh()
        // The refresh landed under the pending edit: its rows show, with the edit over them.
        #expect(list.snapshot.itemIdentifiers.first == 100)
        #expect(list.item(withID: 5)?.name == "Mine")
        call.fail()
        await #expect(throws: URLError.self) { try await edit.value }
        #expect(list.item(withID: 5)?.name == "Theirs")
        #expect(list.snapshot.itemIdentifiers.first == 100)
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("two quick edits of one row: the latest wins when the earlier one is confirmed last")
    func latestEditWinsWhateverConfirmationOrder() async throws {
        let (_, list, consumer) = await startedList(count: 30)
        let earlier = HeldServerCall()
        let later = HeldServerCall()
        let first = Task { try await list.perform(.update(Row(id: 3, name: "Three, first")), serverCall: earlier.run) }
        await earlier.started()
        let second = Task { try await list.perform(.update(Row(id: 3, name: "Three, second")), serverCall: later.run) }
        await later.started()
        #expect(list.item(withID: 3)?.name == "Three, second")

        later.succeed()
        try await second.value
        earlier.succeed()
        try await first.value
        await list.settle()

        #expect(list.item(withID: 3)?.name == "Three, second", "the row does not flip back to the earlier edit")
        #expect(await list.paginator.items.first { $0.id == 3 }?.name == "Three, second")
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("two quick edits of one row, the first slow: once the second shows, no update shows the first's value")
    func laterEditStaysShownWhileTheEarlierWaits() async throws {
        let (api, list, consumer) = await startedList(count: 30)
        let other = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        let store = SharedItemStore()
        list.itemStore = store
        other.itemStore = store
        await other.start()
        var shown: [String?] = []
        var shownElsewhere: [String?] = []
        list.onUpdate = { [weak list] update in
            consumer.receive(update)
            shown.append(list?.item(withID: 3)?.name)
        }
        other.onUpdate = { [weak other] _ in shownElsewhere.append(other?.item(withID: 3)?.name) }
        let earlier = HeldServerCall()
        let later = HeldServerCall()
        let first = Task { try await list.perform(.update(Row(id: 3, name: "Three, first")), serverCall: earlier.run) }
        await earlier.started()
        let second = Task { try await list.perform(.update(Row(id: 3, name: "Three, second")), serverCall: later.run) }
        await later.started()

        // The second is confirmed while the first still waits; then the first is confirmed.
        later.succeed()
        try await second.value
        await list.settle()
        #expect(list.item(withID: 3)?.name == "Three, second", "the user's last edit shows while the first waits")
        #expect(other.item(withID: 3)?.name == "Three, second")
        earlier.succeed()
        try await first.value
        await list.settle()

        for (name, values) in [("the editing list", shown), ("the other list", shownElsewhere)] {
            let second = values.firstIndex(of: "Three, second")
            #expect(second != nil, "\(name) showed the second edit")
            let after = second.map { Array(values[$0...]) } ?? []
            #expect(!after.contains("Three, first"), "\(name) went back to the first edit: \(values)")
        }
        #expect(list.item(withID: 3)?.name == "Three, second")
        #expect(other.item(withID: 3)?.name == "Three, second")
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("an insert into a list whose first load failed is refused up front, never shown and then dropped")
    func insertBeforeAnyPageIsRefused() async throws {
        let failing = ScriptedDataLoader { _ in throw URLError(.notConnectedToInternet) }
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(failing))
        let consumer = Consumer()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        let updates = consumer.updates.count
        var serverCalls = 0

        await #expect(throws: ListEditError<Int>.nothingLoaded(500)) {
            try await list.perform(.insert(Row(id: 500, name: "Draft"), at: .start)) { serverCalls += 1 }
        }
        await #expect(throws: ListEditError<Int>.nothingLoaded(501)) {
            try await list.insert(Row(id: 501, name: "Draft"))
        }
        #expect(serverCalls == 0)
        #expect(consumer.updates.count == updates, "nothing was shown")
        #expect(list.snapshot.numberOfItems == 0)
    }

    @Test("edits on different rows in flight together roll back independently")
    func independentRollbacks() async throws {
        let (_, list, consumer) = await startedList(count: 30)
        let first = HeldServerCall()
        let second = HeldServerCall()
        let failing = Task { try await list.perform(.update(Row(id: 2, name: "Two")), serverCall: first.run) }
        await first.started()
        let confirmed = Task { try await list.perform(.remove(7), serverCall: second.run) }
        await second.started()
        #expect(list.item(withID: 2)?.name == "Two")
        #expect(!list.snapshot.itemIdentifiers.contains(7))
        first.fail()
        await #expect(throws: URLError.self) { try await failing.value }
        #expect(list.item(withID: 2)?.name == "Row 2")
        #expect(!list.snapshot.itemIdentifiers.contains(7))
        second.succeed()
        try await confirmed.value
        #expect(list.snapshot.itemIdentifiers == [1, 2, 3, 4, 5, 6, 8, 9, 10])
        #expect(await list.paginator.items.map(\.id) == [1, 2, 3, 4, 5, 6, 8, 9, 10])
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("an edit in flight survives a refresh that lands meanwhile; once confirmed, the refresh's rows keep it")
    func editSurvivesRefresh() async throws {
        let (api, list, consumer) = await startedList(count: 30)
        let call = HeldServerCall()
        let edit = Task { try await list.perform(.remove(3), serverCall: call.run) }
        await call.started()
        await list.refresh()
        #expect(!list.snapshot.itemIdentifiers.contains(3))
        // The server confirms the removal: row 3 is gone there too, and the next offset follows.
        api.mutate { $0.removeAll { $0.id == 3 } }
        call.succeed()
        try await edit.value
        await list.loadNextPage()
        #expect(list.snapshot.itemIdentifiers == [1, 2] + Array(4...20))
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("an edit confirmed while a refresh loads is kept in the pages the refresh splices back")
    func editConfirmedDuringRefresh() async throws {
        let (api, list, consumer) = await startedList(count: 30)
        await list.loadNextPage()
        let gate = AsyncGate()
        api.setHook { _ in await gate.wait() }
        let updates = list.updates()
        let refresh = Task { _ = await list.refresh() }
        _ = await list.waitForUpdate(in: updates) { $0.state.refresh == .loading }
        // Row 15 is in the second page, which the refresh does not reload: it is spliced back as listed.
        try await list.perform(.update(Row(id: 15, name: "Fifteen"))) {
            api.mutate { $0[14].name = "Fifteen" }
        }
        gate.open()
        await refresh.value
        #expect(list.item(withID: 15)?.name == "Fifteen")
        #expect(await list.paginator.items[14].name == "Fifteen")
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("an edit confirmed while a refresh loads is let go after it: later edits and server changes show")
    func editConfirmedDuringRefreshIsReleased() async throws {
        let (api, list, consumer) = await startedList(count: 30)
        let gate = AsyncGate()
        api.setHook { _ in await gate.wait() }
        let updates = list.updates()
        let refresh = Task { _ = await list.refresh() }
        _ = await list.waitForUpdate(in: updates) { $0.state.refresh == .loading }
        try await list.perform(.update(Row(id: 2, name: "Two, edited"))) {
            api.mutate { $0[1].name = "Two, edited" }
        }
        gate.open()
        await refresh.value
        api.setHook(nil)
        #expect(list.item(withID: 2)?.name == "Two, edited")

        // Edited again: the new value stays (the confirmed edit does not come back over it).
        try await list.update(Row(id: 2, name: "Two, again"))
        await list.settle()
        #expect(list.item(withID: 2)?.name == "Two, again")

        // The server changes the row, and a refresh brings it: the screen shows the server's value.
        api.mutate { $0[1].name = "Two, from the server" }
        await list.refresh()
        #expect(list.item(withID: 2)?.name == "Two, from the server")
        #expect(await list.paginator.items[1].name == "Two, from the server")
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("an edit confirmed during a server search is saved, so a relaunch shows it")
    func editDuringSearchIsSaved() async throws {
        let api = InMemoryListAPI(count: 30)
        let source = MemoryLocalSource<Row, Int>()
        let (list, _) = makeList(api, source: source)
        list.searchFields = { [$0.name] }
        list.remoteSearchDelay = 0
        await list.start()
        await list.search("row 2").value
        #expect(list.state.searchText == "row 2")
        #expect(list.snapshot.itemIdentifiers.contains(2))

        try await list.perform(.update(Row(id: 2, name: "Row 2, renamed"))) {
            api.mutate { $0[1].name = "Row 2, renamed" }
        }

        let saved = await source.saved
        #expect(saved?.pages.flatMap(\.items).first { $0.id == 2 }?.name == "Row 2, renamed")
        #expect(saved?.pages.flatMap(\.items).map(\.id) == Array(1...10), "the list saved is the one before the search")
    }

    @Test("local edits: insert at the start or after a row, update and remove by id, each one update")
    func localEdits() async throws {
        let api = InMemoryListAPI(count: 5)
        let source = MemoryLocalSource<Row, Int>()
        let (list, consumer) = makeList(api, source: source)
        await list.start()
        try await list.insert(Row(id: 50, name: "Fifty"))
        try await list.insert(Row(id: 60, name: "Sixty"), at: .after(2))
        try await list.insert(Row(id: 70, name: "Seventy"), at: .end)
        try await list.update(Row(id: 1, name: "One"))
        try await list.remove(id: 4)
        #expect(list.snapshot.itemIdentifiers == [50, 1, 2, 60, 3, 5, 70])
        #expect(list.item(withID: 1)?.name == "One")
        #expect(await list.paginator.items.map(\.id) == [50, 1, 2, 60, 3, 5, 70])
        #expect(await source.saved?.pages.flatMap(\.items).map(\.id) == [50, 1, 2, 60, 3, 5, 70])
        #expect(consumer.updates.filter(\.diff.changesLayout).count == 5)
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("ids stay unique: inserting a listed id, or editing an id not listed, is refused before anything shows")
    func refusedEdits() async throws {
        let (_, list, consumer) = await startedList(count: 5)
        let before = consumer.updates.count
        await #expect(throws: ListEditError.duplicateID(2)) { try await list.insert(Row(id: 2, name: "Again")) }
        await #expect(throws: ListEditError.notListed(9)) { try await list.update(Row(id: 9, name: "Nine")) }
        await #expect(throws: ListEditError<Int>.notListed(9)) {
            try await list.perform(.remove(9)) { Issue.record("the server was called") }
        }
        try await list.insert(Row(id: 9, name: "Nine"))
        await #expect(throws: ListEditError.duplicateID(9)) { try await list.insert(Row(id: 9, name: "Nine")) }
        #expect(consumer.updates.count == before + 1)
        #expect(consumer.mismatches.isEmpty)
    }
}

@MainActor
@Suite("PagedList optimistic edits during a remote search")
struct PagedListSearchEditTests {
    @Test("an edit confirmed during a remote search is kept in the rows listed again when it is cleared")
    func editDuringSearch() async throws {
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        list.searchFields = { [$0.name] }
        list.remoteSearchDelay = 0.3
        list.sleeper = RecordingSleeper()
        let consumer = RecordingListConsumer<SingleSection, Int>()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        await list.loadNextPage()
        await list.search("Row 1").value
        #expect(list.snapshot.itemIdentifiers.contains(12))
        try await list.perform(.update(Row(id: 12, name: "Row 12, renamed"))) {
            api.mutate { $0[11].name = "Row 12, renamed" }
        }
        try await list.remove(id: 13)
        await list.search(nil).value
        #expect(list.item(withID: 12)?.name == "Row 12, renamed")
        #expect(list.snapshot.itemIdentifiers == Array(1...12) + Array(14...20))
        #expect(consumer.mismatches.isEmpty)
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

/// A database in memory that tells when its readers stop: proof that the protocol is all a list needs.
private actor MemoryListDatabase: PagedListDatabase {
    private(set) var list = SavedPagedList<Row, Int>(pages: [])
    private var readers: [Int: AsyncStream<SavedPagedList<Row, Int>>.Continuation] = [:]
    private var nextReader = 0
    nonisolated let stopped: AsyncStream<Void>
    private let stop: AsyncStream<Void>.Continuation

    init() {
        (stopped, stop) = AsyncStream.makeStream(of: Void.self)
    }

    func contents() -> AsyncStream<SavedPagedList<Row, Int>> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: SavedPagedList<Row, Int>.self, bufferingPolicy: .bufferingNewest(1))
        continuation.yield(list)
        readers[nextReader] = continuation
        nextReader += 1
        let stop = self.stop
        continuation.onTermination = { _ in stop.yield() }
        return stream
    }

    func write(_ write: ListDatabaseWrite<Row, Int>) {
        list = SavedPagedList(pages: write.applied(to: list.pages))
        for reader in readers.values { reader.yield(list) }
    }
}

/// A store whose appended pages wait at ``gate`` before they are written (``arrived`` opens when one does).
private struct GatedAppends: PagedListDatabase {
    let store: FileListStore<Row, Int>
    let arrived = AsyncGate()
    let gate = AsyncGate()

    func contents() async -> AsyncStream<SavedPagedList<Row, Int>> {
        await store.contents()
    }

    func write(_ write: ListDatabaseWrite<Row, Int>) async throws {
        if case .append = write {
            arrived.open()
            await gate.wait()
        }
        try await store.write(write)
    }
}

/// A store whose reports of contents with at least `lateFrom` rows arrive late, once ``report`` opens, as a database
/// whose change notifications come after its writes return; a new reader gets the contents now at once.
private struct LateReports: PagedListDatabase {
    let store: FileListStore<Row, Int>
    let lateFrom: Int
    let report = AsyncGate()

    func contents() async -> AsyncStream<SavedPagedList<Row, Int>> {
        let reports = await store.contents()
        let (stream, continuation) = AsyncStream.makeStream(
            of: SavedPagedList<Row, Int>.self, bufferingPolicy: .bufferingNewest(1))
        let report = self.report
        let lateFrom = self.lateFrom
        let forwarding = Task {
            var isFirst = true
            for await contents in reports {
                if !isFirst, contents.pages.flatMap(\.items).count >= lateFrom { await report.wait() }
                isFirst = false
                continuation.yield(contents)
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in forwarding.cancel() }
        return stream
    }

    func write(_ write: ListDatabaseWrite<Row, Int>) async throws {
        try await store.write(write)
    }
}

/// A directory of its own for each test's store.
private func storeDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("list-store-\(UUID().uuidString)", isDirectory: true)
}

/// A page of rows `ids` named `prefix N`, at offset `key` of a list of pages of 10.
private func page(_ key: Int, _ ids: ClosedRange<Int>, prefix: String = "Row", last: Bool = false) -> Page<Row, Int> {
    Page(
        key: key, items: ids.map { Row(id: $0, name: "\(prefix) \($0)") }, nextKey: last ? nil : key + 10,
        previousKey: key == 0 ? nil : key - 10)
}

@MainActor
@Suite("PagedList over the app's database: the list shows what the database holds")
struct PagedListDatabaseTests {
    typealias Store = FileListStore<Row, Int>

    @Test("the database's rows show first, before the network answers; the synced first page is written into it")
    func storedRowsShowFirstThenTheSyncIsWritten() async throws {
        let directory = storeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = Store(directory: directory)
        try await store.write(.replace([page(0, 1...10, prefix: "Stored")]))
        let api = InMemoryListAPI(count: 30)
        let gate = AsyncGate()
        api.setHook { _ in await gate.wait() }
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), database: store)
        let updates = list.updates()
        let start = Task { await list.start() }

        let cached = await list.waitForUpdate(in: updates) { $0.snapshot.numberOfItems == 10 }
        #expect(cached?.snapshot.itemIdentifiers == Array(1...10))
        #expect(list.item(withID: 1)?.name == "Stored 1")
        #expect(cached?.state.isStale == true)
        #expect(cached?.state.cachedAt != nil)

        gate.open()
        let result = await start.value
        #expect(result.isLoaded)
        #expect(list.item(withID: 1)?.name == "Row 1")
        #expect(list.state.cachedAt == nil)
        #expect(await store.rows == (1...10).map { Row(id: $0, name: "Row \($0)") })
    }

    @Test("a next page the network brings is appended to the database as a page, and the list shows it")
    func nextPageIsAppendedToTheDatabase() async throws {
        let directory = storeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = Store(directory: directory)
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), database: store)
        await list.start()
        let result = await list.loadNextPage()

        #expect(result.isLoaded)
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
        let stored = await store.list.pages
        #expect(stored.map(\.key) == [0, 10])
        #expect(stored.map(\.nextKey) == [10, 20])
        #expect(await list.paginator.loadedPages.map(\.items) == stored.map(\.items))
        // The database's echo of the list's own write is what the list shows: it is not shown again.
        #expect(await list.paginator.adopt(stored) == .unchanged)
    }

    @Test("the database's contents wait while a page loads, so that showing them never supersedes the load")
    func contentsWaitForALoadInFlight() async throws {
        let api = InMemoryListAPI(count: 30)
        let paginator = Paginator(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await paginator.loadNextPage()
        let arrived = AsyncGate()
        let gate = AsyncGate()
        api.setHook { _ in
            arrived.open()
            await gate.wait()
        }
        let load = Task { await paginator.loadNextPage() }
        await arrived.wait()
        let stored = [page(0, 1...10, prefix: "Stored")]
        #expect(await paginator.adopt(stored) == .deferred)
        gate.open()
        #expect(await load.value.isLoaded)
        #expect(await paginator.adopt(stored) == .adopted)
        #expect(await paginator.items.map(\.name) == (1...10).map { "Stored \($0)" })
    }

    @Test("a row another actor writes to the database shows in the list as one update changing that row")
    func writeFromElsewhereShowsAsOneUpdate() async throws {
        let directory = storeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = Store(directory: directory)
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), database: store)
        await list.start()
        let updates = list.updates()

        try await Task.detached { try await store.upsert(Row(id: 3, name: "Renamed elsewhere")) }.value
        let renamed = await list.waitForUpdate(in: updates) { !$0.diff.itemReconfigures.isEmpty }
        #expect(renamed?.diff.itemReconfigures.map(\.id) == [3])
        #expect(renamed?.diff.itemInserts.isEmpty == true)
        #expect(renamed?.diff.itemDeletes.isEmpty == true)
        #expect(list.item(withID: 3)?.name == "Renamed elsewhere")

        try await Task.detached { try await store.upsert(Row(id: 500, name: "Pushed")) }.value
        let inserted = await list.waitForUpdate(in: updates) { !$0.diff.itemInserts.isEmpty }
        #expect(inserted?.diff.itemInserts.map(\.id) == [500])
        #expect(list.snapshot.itemIdentifiers == [500] + Array(1...10))

        try await Task.detached { try await store.remove(id: 500) }.value
        let removed = await list.waitForUpdate(in: updates) { !$0.diff.itemDeletes.isEmpty }
        #expect(removed?.diff.itemDeletes.map(\.id) == [500])
        #expect(list.snapshot.itemIdentifiers == Array(1...10))
    }

    @Test("a row written after a page arrived but before the list wrote it shows with that page, never without it")
    func writeBeforeTheLoadedPageIsWrittenWaitsForIt() async throws {
        let directory = storeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = Store(directory: directory)
        let database = GatedAppends(store: store)
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), database: database)
        await list.start()
        let handled = AsyncGate()
        list.onDatabaseChangeHandled = { handled.open() }

        let load = Task { await list.loadNextPage() }
        await database.arrived.wait()  // page 2 is listed, not yet written
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
        let consumer = RecordingListConsumer<SingleSection, Int>()
        list.onUpdate = { consumer.receive($0) }
        try await store.upsert(Row(id: 3, name: "Renamed elsewhere"))
        await handled.wait()  // the list heard of the change, and held it back
        database.gate.open()

        #expect(await load.value.isLoaded)
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
        #expect(list.item(withID: 3)?.name == "Renamed elsewhere")
        #expect(
            consumer.updates.map(\.snapshot.numberOfItems).allSatisfy { $0 == 20 },
            "page 2 never goes away: \(consumer.updates.map(\.snapshot.numberOfItems))")
        let stored = await store.rows
        #expect(stored.map(\.id) == Array(1...20))
        #expect(stored.first { $0.id == 3 }?.name == "Renamed elsewhere")
    }

    @Test("a row held back while a page loaded shows with that page even when the database reports the page late")
    func heldChangeShowsWithTheLoadedPageWhenReportsAreLate() async throws {
        let directory = storeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = Store(directory: directory)
        let database = LateReports(store: store, lateFrom: 20)
        defer { database.report.open() }
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), database: database)
        await list.start()
        let handled = AsyncGate()
        list.onDatabaseChangeHandled = { handled.open() }
        let arrived = AsyncGate()
        let gate = AsyncGate()
        api.setHook { _ in
            arrived.open()
            await gate.wait()
        }
        let load = Task { await list.loadNextPage() }
        await arrived.wait()
        try await store.upsert(Row(id: 3, name: "Renamed elsewhere"))
        await handled.wait()  // held back: the page is loading
        gate.open()

        // The report of the list's own write of page 2 has not come; the change held back shows with page 2.
        #expect(await load.value.isLoaded)
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
        #expect(list.item(withID: 3)?.name == "Renamed elsewhere")
    }

    @Test("a row written while a page loads shows once the load ends, and the load is not superseded")
    func writeDuringALoadWaitsForIt() async throws {
        let directory = storeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = Store(directory: directory)
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), database: store)
        await list.start()
        let handled = AsyncGate()
        list.onDatabaseChangeHandled = { handled.open() }
        let arrived = AsyncGate()
        let gate = AsyncGate()
        api.setHook { _ in
            arrived.open()
            await gate.wait()
        }
        let load = Task { await list.loadNextPage() }
        await arrived.wait()
        try await store.upsert(Row(id: 3, name: "Renamed elsewhere"))
        await handled.wait()
        gate.open()

        #expect(await load.value.isLoaded)
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
        #expect(list.item(withID: 3)?.name == "Renamed elsewhere")
        #expect(await store.rows.map(\.id) == Array(1...20))
    }

    @Test("a row written during a server search shows once the search is cleared; the results are not written")
    func writeDuringASearchShowsWhenCleared() async throws {
        let directory = storeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = Store(directory: directory)
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), database: store)
        list.remoteSearchDelay = 0
        await list.start()
        await list.search("Row 2").value
        #expect(list.snapshot.itemIdentifiers == [2] + Array(20...28))
        #expect(await store.rows.map(\.id) == Array(1...10))

        try await store.upsert(Row(id: 3, name: "Renamed during the search"))
        let updates = list.updates()
        await list.search(nil).value
        let shown = await finishesBeforeWatchdog {
            for await _ in updates where await list.item(withID: 3)?.name == "Renamed during the search" { return }
        }
        #expect(shown, "the row written during the search shows once it is cleared")
        #expect(list.snapshot.itemIdentifiers == Array(1...10))
        #expect(await store.rows.map(\.id) == Array(1...10))
    }

    @Test("a refresh removes from the database the rows the server no longer has within the refreshed page")
    func refreshRemovesOutdatedRows() async throws {
        let directory = storeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileListStore<Row, CursorPaging.Cursor>(directory: directory)
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(
            resource: Rows.Cursors(), service: NetworkResourceService.paging(api.loader), database: store)
        await list.start()
        await list.loadNextPage()
        api.mutate { rows in
            rows.removeAll { $0.id == 3 }
            rows[rows.firstIndex { $0.id == 5 }!].name = "Row 5, edited"
            rows.insert(Row(id: 100, name: "New"), at: 0)
        }

        #expect(await list.refresh().isLoaded)
        let stored = await store.rows
        #expect(stored.map(\.id) == [100, 1, 2, 4, 5, 6, 7, 8, 9] + Array(10...20))
        #expect(stored.first { $0.id == 5 }?.name == "Row 5, edited")
        #expect(list.snapshot.itemIdentifiers == stored.map(\.id))
    }

    @Test("after an offset refresh, a next page that steps back to a key the database stores is written, not lost")
    func nextPageSteppingBackToAStoredKeyIsWritten() async throws {
        let directory = storeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = Store(directory: directory)
        let api = InMemoryListAPI(count: 50)
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), database: store)
        await list.start()
        await list.loadNextPage()
        await list.loadNextPage()
        #expect(await store.list.pages.map(\.key) == [0, 10, 20])
        // The server drops rows 11 to 30; the refresh keeps the listed rows after its first page, and reads the
        // page after it again (rows 31 to 40 at offset 10).
        api.mutate { $0.removeAll { (11...30).contains($0.id) } }
        #expect(await list.refresh().isLoaded)
        #expect(list.snapshot.itemIdentifiers == Array(1...10) + Array(31...40) + Array(21...30))
        #expect(await store.list.pages.map(\.key) == [0, 10, 20])
        // Then it drops rows 31 to 40: the next page is asked for one row early (offset 29, empty), then further
        // back (offset 19: row 50, not listed), down to offset 10, a key the database stores already.
        api.mutate { $0.removeAll { (31...40).contains($0.id) } }
        #expect(await list.loadNextPage() == .loaded(added: 10, duplicates: 0))
        await list.settle()

        // The page's rows are listed, and the database holds what the list shows.
        let listed = list.snapshot.itemIdentifiers
        #expect(Set(listed).isSuperset(of: Set(41...50)))
        #expect(Set(listed).count == listed.count)
        #expect(await store.rows.map(\.id) == listed)
        #expect(await list.paginator.loadedPages.map(\.items) == store.list.pages.map(\.items))
    }

    @Test("a row written while a refresh loads is kept: the fresh page joins what the database holds now")
    func writeDuringARefreshIsKept() async throws {
        let directory = storeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileListStore<Row, CursorPaging.Cursor>(directory: directory)
        let api = InMemoryListAPI(count: 40)
        let list = PagedList(
            resource: Rows.Cursors(), service: NetworkResourceService.paging(api.loader), database: store)
        await list.start()
        await list.loadNextPage()
        await list.loadNextPage()
        let handled = AsyncGate()
        list.onDatabaseChangeHandled = { handled.open() }
        let arrived = AsyncGate()
        let gate = AsyncGate()
        api.setHook { _ in
            arrived.open()
            await gate.wait()
        }
        let refresh = Task { await list.refresh() }
        await arrived.wait()
        // Row 25 is in the third page: neither the refresh nor the pages it reads again after it hold it.
        try await store.upsert(Row(id: 25, name: "Renamed during the refresh"))
        await handled.wait()  // held back: the refresh is loading
        gate.open()

        #expect(await refresh.value.isLoaded)
        #expect(list.snapshot.itemIdentifiers == Array(1...30))
        #expect(list.item(withID: 25)?.name == "Renamed during the refresh")
        #expect(await store.rows.first { $0.id == 25 }?.name == "Renamed during the refresh")
    }

    @Test("a confirmed edit of the list is written into the database")
    func confirmedEditIsWritten() async throws {
        let directory = storeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = Store(directory: directory)
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), database: store)
        await list.start()

        try await list.update(Row(id: 2, name: "Edited in the list"))
        try await list.remove(id: 4)
        let stored = await store.rows
        #expect(stored.first { $0.id == 2 }?.name == "Edited in the list")
        #expect(!stored.contains { $0.id == 4 })
        #expect(list.snapshot.itemIdentifiers == stored.map(\.id))
    }

    @Test("a relaunch (a new store over the same directory) shows the stored rows before the network answers")
    func relaunchShowsStoredRows() async throws {
        let directory = storeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let api = InMemoryListAPI(count: 30)
            let list = PagedList(
                resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader),
                database: Store(directory: directory))
            await list.start()
            await list.loadNextPage()
        }
        let store = Store(directory: directory)
        #expect(await store.loadError == nil)
        let api = InMemoryListAPI(count: 30)
        let gate = AsyncGate()
        api.setHook { _ in await gate.wait() }
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), database: store)
        let updates = list.updates()
        let start = Task { await list.start() }

        let cached = await list.waitForUpdate(in: updates) { $0.snapshot.numberOfItems > 0 }
        #expect(cached?.snapshot.itemIdentifiers == Array(1...20))
        #expect(cached?.state.cachedAt != nil)
        gate.open()
        #expect(await start.value.isLoaded)
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
    }

    @Test("a corrupt file: the store says why and starts empty; the list loads from the network into it")
    func corruptFileThenNetwork() async throws {
        let directory = storeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(#"{"version":1,"savedAt":0,"pages":[{"key":0,"items":[{"id":1,"na"#.utf8)
            .write(to: directory.appendingPathComponent("list.json"))
        let store = Store(directory: directory)
        guard case .corrupt = await store.loadError else {
            Issue.record("expected a corrupt-file error, got \(String(describing: await store.loadError))")
            return
        }
        #expect(await store.rows.isEmpty)

        let api = InMemoryListAPI(count: 30)
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), database: store)
        #expect(await list.start().isLoaded)
        #expect(list.snapshot.itemIdentifiers == Array(1...10))
        #expect(await store.rows.map(\.id) == Array(1...10))
        let reopened = Store(directory: directory)
        #expect(await reopened.loadError == nil)
        #expect(await reopened.rows.map(\.id) == Array(1...10))
    }

    @Test("a list over a database of the app's own type shows its rows and writes the network's pages into it")
    func ownDatabaseType() async throws {
        let database = MemoryListDatabase()
        await database.write(.replace([page(0, 1...10, prefix: "Kept")]))
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), database: database)
        await list.start()
        await list.loadNextPage()
        #expect(await database.list.pages.flatMap(\.items).map(\.id) == Array(1...20))
        #expect(list.item(withID: 1)?.name == "Row 1")
    }

    @Test("a released list stops reading its database")
    func releasedListStopsReadingTheDatabase() async throws {
        let database = MemoryListDatabase()
        let api = InMemoryListAPI(count: 30)
        weak var released: PagedList<Rows.Offset, SingleSection>?
        do {
            let list = PagedList(
                resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), database: database)
            await list.start()
            released = list
        }
        #expect(released == nil, "reading the database does not hold the list")
        let stopped = database.stopped
        let stoppedReading = await finishesBeforeWatchdog {
            for await _ in stopped { return }
        }
        #expect(stoppedReading, "the task reading the database's contents is cancelled")
    }
}

extension PageLoadResult {
    /// Whether a page was loaded.
    fileprivate var isLoaded: Bool {
        if case .loaded = self { return true }
        return false
    }
}

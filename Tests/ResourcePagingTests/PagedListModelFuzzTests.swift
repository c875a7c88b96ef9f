import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import ResourceSupport
import Testing

/// The model-based fuzz of `PagedList` that issue #21 asks for. Each round makes a server list of 40 rows, then
/// runs a few batches of random operations, the operations of a batch started at once as tasks on the main actor
/// and awaited together: `start`, `loadNextPage`, `loadPreviousPage`, `refresh`, searches (typed, extended,
/// cleared; local or remote), edits (confirmed, failed, confirmed out of order; updates, inserts and removals, and
/// direct edits of changes the server already has), invalidations of the list's pages, relaunches from the disk
/// cache (a new list over the same `DiskCache` directory), and the server's own inserts, deletes, moves and edits.
/// Then it clears the search, waits out the invalidations, refreshes, walks to the end both ways and checks:
///
/// - the list equals the server's list: no row lost, none extra, none duplicated, in the server's order, every
///   value current;
/// - the state is settled (nothing loading, no search, in the list or its paginator) and the list's local source
///   reported nothing;
/// - every update's diff, applied to the previous snapshot, gives the next (``ListRecorder``), and the disk cache
///   reported no error (a saved list thrown away as corrupt at a relaunch among them).
///
/// A relaunch first lets the old list finish the refreshes its invalidations started, as the app's process would
/// end before the next launch.
///
/// A round whose seed is divisible by 8 runs against the loopback server's mutating list over HTTP
/// (list_mutation_routes.py); the others against ``InMemoryListAPI``, which delays each answer by a random number
/// of executor turns. Each round is bounded by a watchdog, so a stuck round fails with its seed.
///
/// Rounds: the fixed seeds below, then fresh seeds counted up from a random base (printed), up to
/// `PAGED_LIST_FUZZ_ROUNDS` rounds in all (by default the fixed seeds alone; CI runs 1,000: about 20 s).
/// `PAGED_LIST_FUZZ_SEEDS` (comma-separated) runs exactly those seeds, to reproduce a failure;
/// `PAGED_LIST_FUZZ_ALLOWED_FAILURES` lets that many fresh rounds fail (printed, not recorded) while a known defect
/// is open;
/// `PAGED_LIST_FUZZ_BASE` fixes the base of the fresh seeds; `PAGED_LIST_FUZZ_SERVER_CHANGES=first-page` keeps the
/// server's own changes within the first page. The operations a seed draws are fixed; how concurrent operations
/// interleave is not, so a failure may need a few runs of its seed to show again. Each failure records an issue
/// with the seed, what differed, and the round's operations batch by batch with the rows listed after each.
@MainActor
@Suite("PagedList model-based fuzz")
struct PagedListModelFuzzTests {
    /// Seeds that passed 30 runs in a row when the fuzz was written, run first in every run (a seed divisible by 8
    /// runs over loopback). How concurrent operations interleave varies from run to run, so a seed that fails now
    /// and then (an open #21 defect reached by some interleavings) is left out; add seeds as the defects are fixed.
    /// The first 44 seeds and 72, plus rounds that once found a defect: 2 (a search shown before the first page,
    /// cleared), 18 (head deletes, then paging before a refresh), 519704590115/6 (rows past the refreshed page
    /// deleted, edited, inserted), 265335019806/18 (a row pushed past page 1 by a later insert), 727132012153.
    static let fixedSeeds: [UInt64] =
        Array(1...44) + [
            64, 72, 519_704_590_115, 519_704_590_116, 265_335_019_806, 265_335_019_818, 727_132_012_153,
            302_865_647_397,
            // #24: a refresh kept a page the splice had joined fresh rows into, by its ids, with an old value.
            838_632_160_719, 838_632_161_449,
        ]

    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// How many fresh rounds may fail without failing the run (`PAGED_LIST_FUZZ_ALLOWED_FAILURES`, default 0).
    static var allowedFailures: Int { environment["PAGED_LIST_FUZZ_ALLOWED_FAILURES"].flatMap(Int.init) ?? 0 }

    /// The rounds of a run: `PAGED_LIST_FUZZ_ROUNDS`, or the fixed seeds alone (a plain `swift test`; CI's fuzz
    /// step runs 1,000: the fixed seeds and fresh ones).
    static var rounds: Int { environment["PAGED_LIST_FUZZ_ROUNDS"].flatMap(Int.init) ?? fixedSeeds.count }

    /// `PAGED_LIST_FUZZ_SERVER_CHANGES=first-page` keeps the server's own changes within the first page's rows
    /// (the ones a refresh reads again), to look for other failures while rows past it are not re-read (#21
    /// defect 10); by default the server changes rows anywhere.
    static var serverChangesFirstPageOnly: Bool { environment["PAGED_LIST_FUZZ_SERVER_CHANGES"] == "first-page" }

    /// The seeds of this run, and the base of its fresh ones.
    static func seeds() -> (seeds: [UInt64], base: UInt64?) {
        if let listed = environment["PAGED_LIST_FUZZ_SEEDS"] {
            return (listed.split(separator: ",").compactMap { UInt64($0.trimmingCharacters(in: .whitespaces)) }, nil)
        }
        let base =
            environment["PAGED_LIST_FUZZ_BASE"].flatMap(UInt64.init) ?? UInt64.random(in: 1_000_000...(1 << 40))
        let fresh = (0..<max(0, rounds - fixedSeeds.count)).map { base + UInt64($0) }
        return (fixedSeeds + fresh, base)
    }

    @Test("after random concurrent operations, a final refresh and walk, the list equals the server's list")
    func fuzz() async throws {
        let (seeds, base) = Self.seeds()
        let started = Date()
        var failures: [(seed: UInt64, problems: [String])] = []
        var reports: [String] = []
        var loopbackRounds = 0
        for seed in seeds {
            let round = try FuzzRound(seed: seed, serverChangesFirstPageOnly: Self.serverChangesFirstPageOnly)
            if case .loopback = round.server { loopbackRounds += 1 }
            let finished = await finishesBeforeWatchdog(seconds: 60) { await round.run() }
            if !finished { round.problems.append("stuck: the round did not end within 60 s") }
            round.removeFiles()
            guard !round.problems.isEmpty else { continue }
            failures.append((seed, round.problems))
            reports.append(
                """
                paged list fuzz: seed \(seed) failed:
                \(round.problems.map { "  - \($0)" }.joined(separator: "\n"))
                operations:
                \(round.log.map { "  \($0)" }.joined(separator: "\n"))
                """)
        }
        // A few fresh rounds may fail within `PAGED_LIST_FUZZ_ALLOWED_FAILURES` (while a known defect is open); never
        // a fixed seed, a stuck round or a broken diff chain. Tolerated failures are printed instead.
        let fixedSet = Set(Self.fixedSeeds)
        let tolerated =
            failures.count <= Self.allowedFailures
            && failures.allSatisfy { failure in
                !fixedSet.contains(failure.seed)
                    && !failure.problems.contains { $0.hasPrefix("stuck:") || $0.hasPrefix("updates ") }
            }
        for report in reports {
            if tolerated { print("tolerated: " + report) } else { Issue.record(Comment(rawValue: report)) }
        }
        let failed = failures.map { "\($0.seed)" }.joined(separator: ", ")
        let changes = Self.serverChangesFirstPageOnly ? "in the first page" : "anywhere"
        let fixed = min(seeds.count, Self.fixedSeeds.count)
        print(
            "paged list fuzz: \(seeds.count) rounds (\(seeds.count - loopbackRounds) in memory, \(loopbackRounds) "
                + "over loopback, server changes \(changes)), \(fixed) fixed seeds, fresh seeds from "
                + "\(base.map(String.init) ?? "none"), \(failures.count) failed"
                + (failures.isEmpty ? "" : " [\(failed)]")
                + String(format: ", %.1f s", Date().timeIntervalSince(started)))
        #expect(
            tolerated || failures.isEmpty,
            "paged list fuzz: \(failures.count) of \(seeds.count) rounds failed: \(failed)")
    }
}

/// One round of the fuzz: its server, its list (replaced at each relaunch), the operations it ran and the
/// problems it found.
@MainActor
final class FuzzRound {
    typealias List = PagedList<FuzzRows, SingleSection>

    /// One operation of a batch, drawn before the batch starts.
    enum Operation: CustomStringConvertible {
        case start, loadNext, loadPrevious, refresh
        case search(String?, remote: Bool)
        case query(ListQuery)
        case prefetchThenLeave
        case pollTick
        case edit(ListEdit<Row>, Confirmation)
        case directUpdate(Row)
        case invalidate
        case serverInsert(Row, at: Int)
        case serverDelete(Int)
        case serverMove(Int, to: Int)
        case serverEdit(Row)

        /// How an edit's server call ends: confirmed, or refused; held until the batch lets it go (which makes
        /// the edits of a batch confirm in a random order) or at once.
        enum Confirmation {
            case confirmed, heldThenConfirmed, failed, heldThenFailed

            var isHeld: Bool { self == .heldThenConfirmed || self == .heldThenFailed }
            var fails: Bool { self == .failed || self == .heldThenFailed }
        }

        var description: String {
            switch self {
            case .start: "start"
            case .loadNext: "loadNextPage"
            case .loadPrevious: "loadPreviousPage"
            case .refresh: "refresh"
            case .search(let text, let remote):
                "search(\(text.map { "\"\($0)\"" } ?? "nil"), \(remote ? "remote" : "local"))"
            case .query(let query): "setQuery([\(query)])"
            case .prefetchThenLeave: "prefetch the last rows, then cancel prefetching them"
            case .pollTick: "a polling tick"
            case .edit(let edit, let confirmation): "perform(\(Self.describe(edit))) \(confirmation)"
            case .directUpdate(let row): "server edit then update(\(row.id): \"\(row.name)\")"
            case .invalidate: "invalidate(urlPrefix:)"
            case .serverInsert(let row, let index): "server insert \(row.id) \"\(row.name)\" at \(index)"
            case .serverDelete(let id): "server delete \(id)"
            case .serverMove(let id, let index): "server move \(id) to \(index)"
            case .serverEdit(let row): "server edit \(row.id) \"\(row.name)\""
            }
        }

        private static func describe(_ edit: ListEdit<Row>) -> String {
            switch edit {
            case .update(let row): ".update(\(row.id): \"\(row.name)\")"
            case .insert(let row, _): ".insert(\(row.id): \"\(row.name)\", at: .start)"
            case .remove(let id): ".remove(\(id))"
            }
        }
    }

    let seed: UInt64
    let server: FuzzServer
    private var random: SplitMix64
    private let service: NetworkResourceService
    private let directory: URL
    private let resource: FuzzRows
    private var list: List
    private var recorder: ListRecorder<SingleSection, Int>
    /// Invalidations made since the current list subscribed to them, and how many it handled.
    private var invalidationsMade = 0
    private var invalidationsHandled = 0
    /// The final check, waiting until the list handled every invalidation made.
    private var invalidationsWaiter: CheckedContinuation<Void, Never>?
    private var isStarted = false
    private var searchText: String?
    private var nextID = 1_000
    private var nextName = 1
    /// What the disk cache reported to its `onError` (a saved list thrown away as corrupt among others).
    private let diskCacheErrors = Locked<[String]>([])
    /// Every operation, in the order the round drew it, batch by batch.
    private(set) var log: [String] = []
    /// What the round found wrong; empty when it passed.
    var problems: [String] = []

    /// Whether the server's own changes stay within the first page's rows.
    private let serverChangesFirstPageOnly: Bool

    init(seed: UInt64, serverChangesFirstPageOnly: Bool = false) throws {
        self.seed = seed
        self.serverChangesFirstPageOnly = serverChangesFirstPageOnly
        random = SplitMix64(seed: seed)
        server = try FuzzServer.make(loopback: seed % 8 == 0)
        service = server.makeService()
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("paged-list-fuzz-\(seed)-\(UUID().uuidString)", isDirectory: true)
        resource = FuzzRows(listURL: server.listURL)
        if case .memory(let api) = server {
            let delays = Locked(SplitMix64(seed: seed ^ 0x5EED))
            api.setHook { _ in
                let turns = delays.withLock { $0.next(upTo: 4) }
                for _ in 0..<turns { await Task.yield() }
            }
        }
        (list, recorder) = Self.makeList(resource, service, directory, diskCacheErrors)
        countInvalidations(of: list)
    }

    /// Counts the invalidations `list` handles while it is the round's list.
    private func countInvalidations(of list: List) {
        list.onInvalidationHandled = { [weak self, weak list] _ in
            guard let self, let list, self.list === list else { return }
            self.invalidationHandled()
        }
    }

    private func invalidationHandled() {
        invalidationsHandled += 1
        guard invalidationsHandled >= invalidationsMade, let waiter = invalidationsWaiter else { return }
        invalidationsWaiter = nil
        waiter.resume()
    }

    /// Removes the round's disk cache.
    func removeFiles() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A list over the round's disk cache (a relaunch reads what the last list saved), with a recorder.
    private static func makeList(
        _ resource: FuzzRows, _ service: NetworkResourceService, _ directory: URL, _ corrupt: Locked<[String]>
    ) -> (List, ListRecorder<SingleSection, Int>) {
        let cache = DiskCache(directory: directory) { configuration in
            configuration.onError = { error in corrupt.withLock { $0.append(error.description) } }
        }
        let list = PagedList(resource: resource, service: service, diskCache: cache)
        list.searchFields = { [$0.name] }
        list.sleeper = YieldingSleeper()
        return (list, ListRecorder(recording: list))
    }

    // MARK: - Running

    func run() async {
        let batches = 3 + random.next(upTo: 6)
        for batch in 0..<batches {
            if batch > 0, random.chance(0.12) { await relaunch() }
            let operations = await drawBatch(first: batch == 0 || !isStarted)
            log.append("batch \(batch + 1): " + operations.map(\.description).joined(separator: " | "))
            await runConcurrently(operations)
            log.append("  listed after it: \(list.snapshot.itemIdentifiers)")
        }
        await finish()
    }

    /// Ends the current list (its operations are done) and makes a new one over the same disk cache; it starts
    /// in the next batch.
    private func relaunch() async {
        log.append("relaunch")
        // The app ends: the refreshes its invalidations started (and their saves) end first, as the old list's
        // process would have ended; two lists writing one cache entry at once is no relaunch.
        await handleInvalidations()
        check(list, recorder, at: "before a relaunch")
        (list, recorder) = Self.makeList(resource, service, directory, diskCacheErrors)
        countInvalidations(of: list)
        isStarted = false
        searchText = nil
        invalidationsMade = 0
        invalidationsHandled = 0
    }

    /// Draws one batch: `start` first when the list has not started, then one to four operations.
    private func drawBatch(first: Bool) async -> [Operation] {
        var operations: [Operation] = first ? [.start] : []
        var serverRows = (try? await server.rows()) ?? []
        if serverChangesFirstPageOnly { serverRows = Array(serverRows.prefix(9)) }
        let listed = list.snapshot.itemIdentifiers
        for _ in 0..<(1 + random.next(upTo: 4)) {
            if let operation = draw(serverRows: serverRows, listed: listed, canInvalidate: !first) {
                operations.append(operation)
            }
        }
        return operations
    }

    private func draw(serverRows: [Row], listed: [Int], canInvalidate: Bool) -> Operation? {
        switch random.next(upTo: 100) {
        case 0..<12: return .loadNext
        case 12..<16: return .loadPrevious
        case 16..<24: return .refresh
        case 24..<38: return drawSearch()
        case 38..<56:
            guard let id = pick(listed) else { return nil }
            let confirmation: Operation.Confirmation = [.confirmed, .heldThenConfirmed, .failed, .heldThenFailed][
                random.next(upTo: 4)]
            switch random.next(upTo: 5) {
            case 0: return .edit(.remove(id), confirmation)
            case 1: return .edit(.insert(Row(id: newID(), name: newName("Mine")), at: .start), confirmation)
            default: return .edit(.update(Row(id: id, name: newName("Edit"))), confirmation)
            }
        case 56..<60:
            guard let id = pick(listed) else { return nil }
            return .directUpdate(Row(id: id, name: newName("Known")))
        case 60..<63: return canInvalidate ? .invalidate : .refresh
        case 63..<65: return .query(Self.queries[random.next(upTo: Self.queries.count)])
        case 65: return random.chance(0.5) ? .prefetchThenLeave : .pollTick
        case 66..<76:
            return .serverInsert(Row(id: newID(), name: newName("Server")), at: random.next(upTo: serverRows.count + 1))
        case 76..<86:
            guard let row = pick(serverRows) else { return nil }
            return .serverDelete(row.id)
        case 86..<92:
            guard let row = pick(serverRows) else { return nil }
            return .serverMove(row.id, to: random.next(upTo: serverRows.count))
        default:
            guard let row = pick(serverRows) else { return nil }
            return .serverEdit(Row(id: row.id, name: newName("Changed")))
        }
    }

    /// The queries a round changes to: the plain list, a sort, a filter, both.
    static let queries: [ListQuery] = [[:], ["order": "desc"], ["parity": "odd"], ["parity": "even", "order": "desc"]]

    /// A search typed anew, extended by a character, or cleared; local or remote.
    private func drawSearch() -> Operation {
        let remote = random.chance(0.6)
        let text: String?
        switch random.next(upTo: 4) {
        case 0: text = nil
        case 1: text = (searchText ?? "") + String("0123456789 e".randomElement(using: &random)!)
        default: text = ["row 1", "1", "2", "row", "e", "ed", "3", "x"].randomElement(using: &random)
        }
        return .search(text, remote: remote)
    }

    private func pick<Element>(_ elements: [Element]) -> Element? {
        elements.isEmpty ? nil : elements[random.next(upTo: elements.count)]
    }

    private func newID() -> Int {
        nextID += 1
        return nextID
    }

    private func newName(_ prefix: String) -> String {
        nextName += 1
        return "\(prefix) \(nextName)"
    }

    /// Starts every operation as its own task on the main actor, lets held server calls go in a random order,
    /// and waits for all of them.
    private func runConcurrently(_ operations: [Operation]) async {
        var gates: [FuzzGate] = []
        var tasks: [Task<Void, Never>] = []
        for operation in operations {
            let gate = FuzzGate()
            if case .edit(_, let confirmation) = operation, confirmation.isHeld {
                gates.append(gate)
            } else {
                gate.open()
            }
            tasks.append(Task { await self.perform(operation, gate: gate) })
        }
        gates.shuffle(using: &random)
        for gate in gates {
            await Task.yield()
            gate.open()
        }
        for task in tasks { await task.value }
        if operations.contains(where: { if case .start = $0 { true } else { false } }) { isStarted = true }
    }

    private func perform(_ operation: Operation, gate: FuzzGate) async {
        let list = self.list
        switch operation {
        case .start: await list.start()
        case .loadNext: await list.loadNextPage()
        case .loadPrevious: await list.loadPreviousPage()
        case .refresh: await list.refresh()
        case .search(let text, let remote):
            searchText = text
            list.remoteSearchDelay = remote ? 0 : nil
            await list.search(text).value
        case .query(let query):
            await list.setQuery(query).value
        case .pollTick:
            _ = await list.poll()
        case .prefetchThenLeave:
            let count = list.snapshot.numberOfItems
            let rows = (max(0, count - 3)..<count).map { ListIndexPath(item: $0, section: 0) }
            let load = list.prefetch(at: rows)
            await Task.yield()
            list.cancelPrefetching(at: rows)
            await load?.value
        case .edit(let edit, let confirmation):
            let server = self.server
            try? await list.perform(edit) {
                // The server applies the change when the call reaches it; the answer may come back later.
                if confirmation.fails {
                    await gate.wait()
                    throw URLError(.badServerResponse)
                }
                switch edit {
                case .update(let row): try await server.edit(id: row.id, name: row.name)
                case .insert(let row, _): try await server.insert(row, at: 0)
                case .remove(let id): try await server.delete(id: id)
                }
                await gate.wait()
            }
        case .directUpdate(let row):
            if (try? await server.edit(id: row.id, name: row.name)) != nil { try? await list.update(row) }
        case .invalidate:
            invalidationsMade += 1
            service.invalidate(urlPrefix: resource.listURL.absoluteString)
        case .serverInsert(let row, let index): try? await server.insert(row, at: index)
        case .serverDelete(let id): try? await server.delete(id: id)
        case .serverMove(let id, let index): try? await server.move(id: id, to: index)
        case .serverEdit(let row): try? await server.edit(id: row.id, name: row.name)
        }
    }

    // MARK: - Checking

    /// Clears the search, waits out the invalidations, refreshes, walks to both ends, scrolls through every row (each
    /// page read again as it comes into view), and compares.
    private func finish() async {
        log.append("final: setQuery([:]), search(nil), refresh, walk to both ends, scroll through")
        searchText = nil
        await list.setQuery([:]).value
        await list.search(nil).value
        await handleInvalidations()
        var refreshed = false
        for _ in 0..<3 {
            if case .loaded = await list.refresh() {
                refreshed = true
                break
            }
        }
        if !refreshed { problems.append("the final refresh failed three times") }
        await walk(forward: true)
        await walk(forward: false)
        await scrollThrough()
        let contents = await list.settled()
        do {
            compare(contents.items, with: try await server.rows())
        } catch {
            problems.append("could not read the server's rows: \(error)")
        }
        let state = contents.state
        if state.refresh.isLoading || state.forward.isLoading || state.backward.isLoading {
            problems.append("not settled: \(state)")
        }
        if state.searchText != nil { problems.append("a search is still shown: \(state)") }
        if let text = await list.paginator.currentState.searchText {
            problems.append("the search was cleared, but the paginator still loads the search \"\(text)\"")
        }
        if await !list.paginator.query.isEmpty {
            problems.append("the query was set back to the plain list, but the paginator still loads another")
        }
        if state.forward != .reachedEnd { problems.append("the walk did not reach the end: \(state.forward)") }
        check(list, recorder, at: "at the end")
        let reported = diskCacheErrors.value
        let thrownAway = reported.filter { $0.contains("saved list") }
        if !thrownAway.isEmpty { problems.append("a relaunch threw a saved list away: \(thrownAway)") }
        let others = reported.filter { !$0.contains("saved list") }
        if !others.isEmpty { problems.append("the disk cache reported errors: \(others)") }
    }

    /// Returns once the list handled every invalidation made (and delivered the refresh each started).
    private func handleInvalidations() async {
        if invalidationsHandled < invalidationsMade {
            await withCheckedContinuation { invalidationsWaiter = $0 }
        }
    }

    /// Shows every row once, top to bottom, as a reader scrolling through the list would: each listed page is read
    /// again as its rows come into view (a page the refresh did not read may hold rows the server changed since).
    private func scrollThrough() async {
        var index = 0
        while index < list.snapshot.numberOfItems, index < 500 {
            let load = list.loadMoreIfNeeded(atIndex: index)
            await list.pendingRevalidation?.value
            await load?.value
            index += 1
        }
    }

    private func walk(forward: Bool) async {
        for _ in 0..<60 {
            let result = forward ? await list.loadNextPage() : await list.loadPreviousPage()
            switch result {
            case .loaded: continue
            case .reachedEnd: return
            default:
                problems.append("walking \(forward ? "forward" : "back"): \(result)")
                return
            }
        }
        problems.append("walking \(forward ? "forward" : "back"): no end after 60 pages")
    }

    private func check(_ list: List, _ recorder: ListRecorder<SingleSection, Int>, at moment: String) {
        if !recorder.mismatches.isEmpty {
            problems.append("updates \(moment): \(recorder.mismatches.prefix(3))")
        }
        if let error = list.localSourceError { problems.append("local source error \(moment): \(error)") }
    }

    /// Names every way the list differs from the server's rows.
    private func compare(_ listed: [Row], with serverRows: [Row]) {
        let listedIDs = listed.map(\.id)
        let serverIDs = serverRows.map(\.id)
        let counts = Dictionary(listedIDs.map { ($0, 1) }, uniquingKeysWith: +)
        let duplicated = counts.filter { $0.value > 1 }.keys.sorted()
        let missing = serverIDs.filter { counts[$0] == nil }
        let serverSet = Set(serverIDs)
        let extra = listedIDs.filter { !serverSet.contains($0) }
        if !missing.isEmpty { problems.append("rows lost (on the server, not listed): \(missing)") }
        if !extra.isEmpty { problems.append("rows extra (listed, not on the server): \(extra)") }
        if !duplicated.isEmpty { problems.append("rows listed twice: \(duplicated)") }
        if missing.isEmpty, extra.isEmpty, duplicated.isEmpty, listedIDs != serverIDs {
            problems.append("rows out of the server's order: listed \(listedIDs), server \(serverIDs)")
        }
        let names = Dictionary(serverRows.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let stale = listed.filter { names[$0.id] != nil && names[$0.id] != $0.name }
        if !stale.isEmpty {
            problems.append(
                "values stale: "
                    + stale.map { "\($0.id) listed \"\($0.name)\", server \"\(names[$0.id] ?? "")\"" }
                    .joined(separator: "; "))
        }
        if problems.contains(where: { $0.hasPrefix("rows") }) {
            problems.append("listed \(listedIDs); server \(serverIDs)")
        }
    }
}

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
/// A store round (a seed with bit 48 set, ``FuzzRound/storeRoundBit``: every fourth fresh seed runs again as one, after
/// the plain rounds, and seeds 1 to 8 as fixed ones) adds a second list sharing a ``SharedItemStore`` with the round's
/// list: another query of the same server list, or the plain list opened at offset 20 with a page cap (it loads
/// backwards and drops pages). Operations act on either list, relaunches of either among them; at the end the
/// second list clears its search and handles its invalidations before the round's list's final refresh, and then,
/// beyond the checks above, every row each list shows has the store's value (so the two agree on every row both show)
/// and every update of the second list applies to the one before.
///
/// A round whose seed is divisible by 8 runs against the loopback server's mutating list over HTTP
/// (list_mutation_routes.py); the others against ``InMemoryListAPI``, which delays each answer by a random number
/// of executor turns. Each round is bounded by a watchdog, so a stuck round fails with its seed.
///
/// Rounds: the fixed seeds below, then fresh seeds counted up from a random base (printed), up to
/// `PAGED_LIST_FUZZ_ROUNDS` plain rounds in all, plus a store round for every fourth fresh one (by default the fixed
/// seeds alone; CI runs 1,000).
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
            // A row the server moved from a page a refresh kept to where the next page, asked one row early, starts:
            // taken for the page's overlap, it stayed only in its old page, whose re-read dropped it (seen under load).
            189_097_311_820, 189_097_311_621,
            // A page read again (its empty page before it, first) confirmed the rows after it though their pages' keys
            // named later positions than their rows: read again by its key, the next page dropped its first row.
            494_336_428_330,
            // Rows frozen by a sync from before the paginator joined its last pages, rendered after the joined ones:
            // taken for a change at the end, the joined page's rows left the list (seen under the thread sanitizer).
            624_687_431_244,
        ]

    /// Store rounds run first in every run (see ``FuzzRound/storeRoundBit``): seeds 1 to 9 with the store bit,
    /// and the seeds of four stale values the store kept (#25): the rollback of an edit refused after an earlier edit
    /// of the row was confirmed showed the value from before both; a page loaded while restored pages waited for
    /// their sync was written as possibly old, so the store kept another list's older value; a row listed again after
    /// a refused removal wrote its older page value as fresh at the next in-place read; a page read in the same read
    /// that listed the rows kept during a search again was written as possibly old. And one row lost (#24): an unread
    /// page named by position, left with no rows when a later page listed its row, was never read again, and the row
    /// the server held at its position never showed. Seed 7 failed under loaded timings (the thread sanitizer's)
    /// until the rows frozen by a sync could write a value refused as possibly old once a later generation sent it
    /// again, and the value the list's pages held under a waiting edit, read fresh, became what its refusal shows; and
    /// again on a busy machine (#36) until an edit refused while a second sync froze the first one's rows (the server's
    /// new value under the edit, never shown unfrozen) had that value written once a later generation sent it.
    static let fixedStoreSeeds: [UInt64] =
        Array(1...9).map { $0 | FuzzRound.storeRoundBit } + [
            281_520_953_712_629, 281_960_742_779_855, 281_621_093_333_983, 281_810_515_622_321, 281_895_106_939_786,
            // A confirmed edit a late page from before it wrote over in the store (the other list's load), twice.
            281_817_762_262_752, 282_174_567_861_411,
            // A page stepped back after a refresh took the listed rows it overlaps as moved rows.
            282_174_567_862_291,
            // A restored value the store refused, in a page read again and found unchanged: never written.
            282_251_461_224_466,
            // Two lists' edits of one row: the earlier one, read again while waiting, took the store's hold back from
            // the later, and its late confirmation wrote over the later one's (CI, at 580b791).
            282_553_795_051_365,
            // Another list's direct update (a change the server had) took a waiting edit's place in the store.
            282_266_497_602_414,
            // An edit refused while the list's removal of the row waited: the store kept the refused value.
            281_683_759_089_213,
            // A value the store refused (kept aside for another list's edit, which then won) left the list and came
            // back in a later generation's server read as it left: taken for a row kept aside, never written.
            282_236_262_321_174,
            // Another list's page asked for before a direct change, arriving after it, wrote over it, and the next
            // server read of the change's value, unchanged in the changing list's pages, did not write it again.
            282_391_445_415_809,
            // While an edit showed, the rows were one page, and the pages' read counts, taken for that page's, made a
            // restored value of an unread page look sent by the server: written over the newer value.
            281_959_393_630_082,
            // A direct change's row left the list (a search cleared) while another list's late page from before the
            // change wrote the value it replaced; the final refresh's server read of the row, with the value it left
            // with, was taken for a row kept aside and refused (#36).
            281_760_125_448_012,
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
        // Every fourth fresh seed also runs as a store round (its bit 48 set), after the plain rounds: the plain
        // rounds stay the ones a run of this many rounds ran before.
        let storeRounds = stride(from: 3, to: fresh.count, by: 4).map { fresh[$0] | FuzzRound.storeRoundBit }
        return (fixedSeeds + fixedStoreSeeds + fresh + storeRounds, base)
    }

    @Test("after random concurrent operations, a final refresh and walk, the list equals the server's list")
    func fuzz() async throws {
        let (seeds, base) = Self.seeds()
        let started = Date()
        var failures: [(seed: UInt64, problems: [String])] = []
        var reports: [String] = []
        var loopbackRounds = 0
        var storeRounds = 0
        for seed in seeds {
            let round = try FuzzRound(seed: seed, serverChangesFirstPageOnly: Self.serverChangesFirstPageOnly)
            if case .loopback = round.server { loopbackRounds += 1 }
            if round.isStoreRound { storeRounds += 1 }
            let finished = await finishesBeforeWatchdog(seconds: 60) { await round.run() }
            if !finished { round.problems.append("stuck: the round did not end within 60 s") }
            round.removeFiles()
            guard !round.problems.isEmpty else { continue }
            let report = """
                paged list fuzz: seed \(seed) failed:
                \(round.problems.map { "  - \($0)" }.joined(separator: "\n"))
                operations:
                \(round.log.map { "  \($0)" }.joined(separator: "\n"))
                """
            failures.append((seed, round.problems))
            reports.append(report)
        }
        // A few fresh rounds may fail within `PAGED_LIST_FUZZ_ALLOWED_FAILURES` (while a known defect is open); never
        // a fixed seed, a stuck round or a broken diff chain. Tolerated failures are printed instead.
        let fixedSet = Set(Self.fixedSeeds + Self.fixedStoreSeeds)
        let tolerated =
            failures.count <= Self.allowedFailures
            && failures.allSatisfy { failure in
                !fixedSet.contains(failure.seed)
                    && !failure.problems.contains { $0.hasPrefix("stuck:") || $0.hasPrefix("updates ") }
            }
        for report in reports {
            // Printed either way: CI's log keeps the lines that start with "failed: " and the problems below them.
            print((tolerated ? "tolerated: " : "failed: ") + report)
            if !tolerated { Issue.record(Comment(rawValue: report)) }
        }
        let failed = failures.map { "\($0.seed)" }.joined(separator: ", ")
        let changes = Self.serverChangesFirstPageOnly ? "in the first page" : "anywhere"
        let fixed = min(seeds.count, Self.fixedSeeds.count + Self.fixedStoreSeeds.count)
        print(
            "paged list fuzz: \(seeds.count) rounds (\(seeds.count - loopbackRounds) in memory, \(loopbackRounds) "
                + "over loopback, \(storeRounds) with a second list sharing an item store, server changes "
                + "\(changes)), \(fixed) fixed seeds, fresh seeds from "
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

    /// Which list an operation acts on: the round's list, or a store round's second list.
    enum Target {
        case main, second
    }

    /// The bit of a seed that makes its round a store round: a second list shares a ``SharedItemStore`` with the
    /// round's list, and operations act on either. Seeds below it (every seed drawn before store rounds) run as
    /// they did.
    static let storeRoundBit: UInt64 = 1 << 48

    let seed: UInt64
    let server: FuzzServer
    /// Whether a second list shares an item store with the round's list (see ``storeRoundBit``).
    var isStoreRound: Bool { seed & Self.storeRoundBit != 0 }
    /// The store a store round's lists share.
    private let store: SharedItemStore?
    /// A store round's second list.
    private var second: FuzzSharingList?
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
        store = seed & Self.storeRoundBit != 0 ? SharedItemStore() : nil
        (list, recorder) = Self.makeList(resource, service, directory, diskCacheErrors, store: store)
        countInvalidations(of: list)
        if store != nil {
            // Another query of the same server list, or the plain list opened in its middle with a page cap,
            // loading backwards.
            let kind: FuzzSharingList.Kind =
                random.chance(0.5) ? .capped : .query(Self.queries[1 + random.next(upTo: Self.queries.count - 1)])
            second = makeSecond(kind)
        }
    }

    /// A store round's second list of `kind`, over its own disk cache, sharing the round's store.
    private func makeSecond(_ kind: FuzzSharingList.Kind) -> FuzzSharingList {
        let capped = kind.isCapped
        let (list, recorder) = Self.makeList(
            resource, service, secondDirectory, diskCacheErrors, store: store,
            initialKey: capped ? 20 : nil, maximumPages: capped ? 2 : nil)
        let second = FuzzSharingList(kind: kind, list: list, recorder: recorder)
        list.onInvalidationHandled = { [weak second, weak list] _ in
            guard let second, let list, second.list === list else { return }
            second.invalidationHandled()
        }
        return second
    }

    /// Where a store round's second list keeps its pages.
    private var secondDirectory: URL { directory.appendingPathExtension("second") }

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
        if isStoreRound { try? FileManager.default.removeItem(at: secondDirectory) }
    }

    /// A list over the round's disk cache (a relaunch reads what the last list saved), with a recorder.
    private static func makeList(
        _ resource: FuzzRows, _ service: NetworkResourceService, _ directory: URL, _ corrupt: Locked<[String]>,
        store: SharedItemStore? = nil, initialKey: Int? = nil, maximumPages: Int? = nil
    ) -> (List, ListRecorder<SingleSection, Int>) {
        let cache = DiskCache(directory: directory) { configuration in
            configuration.onError = { error in corrupt.withLock { $0.append(error.description) } }
        }
        let list = PagedList(
            resource: resource, service: service, diskCache: cache, initialKey: initialKey, maximumPages: maximumPages)
        list.itemStore = store
        list.searchFields = { [$0.name] }
        list.sleeper = YieldingSleeper()
        return (list, ListRecorder(recording: list))
    }

    // MARK: - Running

    func run() async {
        let batches = 3 + random.next(upTo: 6)
        if let second { log.append("store round: the second list is \(second.kind)") }
        for batch in 0..<batches {
            if batch > 0, random.chance(0.12) { await relaunch() }
            if batch > 0, second != nil, random.chance(0.12) { await relaunchSecond() }
            let operations = await drawBatch(first: batch == 0 || !isStarted)
            log.append(
                "batch \(batch + 1): "
                    + operations.map { ($0.target == .second ? "second: " : "") + $0.operation.description }
                    .joined(separator: " | "))
            await runConcurrently(operations)
            log.append("  listed after it: \(list.snapshot.itemIdentifiers)")
            if let second, let store {
                log.append("  the second list after it: \(second.list.snapshot.itemIdentifiers)")
                checkStore(store, second, at: "after batch \(batch + 1)")
            }
        }
        if let second { await finish(second) }
        await finish()
        if let second, let store { checkStore(store, second, at: "at the end") }
    }

    /// Ends the second list and makes a new one of the same kind over its disk cache; it starts in the next batch.
    private func relaunchSecond() async {
        guard let second else { return }
        log.append("relaunch the second list")
        await second.handleInvalidations()
        check(second.list, second.recorder, at: "before a relaunch of the second list")
        self.second = makeSecond(second.kind)
    }

    /// Ends the current list (its operations are done) and makes a new one over the same disk cache; it starts
    /// in the next batch.
    private func relaunch() async {
        log.append("relaunch")
        // The app ends: the refreshes its invalidations started (and their saves) end first, as the old list's
        // process would have ended; two lists writing one cache entry at once is no relaunch.
        await handleInvalidations()
        check(list, recorder, at: "before a relaunch")
        (list, recorder) = Self.makeList(resource, service, directory, diskCacheErrors, store: store)
        countInvalidations(of: list)
        isStarted = false
        searchText = nil
        invalidationsMade = 0
        invalidationsHandled = 0
    }

    /// Draws one batch: `start` first when a list has not started, then one to four operations, each on the
    /// round's list or (in a store round) on the second list.
    private func drawBatch(first: Bool) async -> [(operation: Operation, target: Target)] {
        var operations: [(operation: Operation, target: Target)] = first ? [(.start, .main)] : []
        let secondStarts = second.map { !$0.isStarted } ?? false
        if secondStarts { operations.append((.start, .second)) }
        var serverRows = (try? await server.rows()) ?? []
        if serverChangesFirstPageOnly { serverRows = Array(serverRows.prefix(9)) }
        let listed = list.snapshot.itemIdentifiers
        for _ in 0..<(1 + random.next(upTo: 4)) {
            let target: Target = second != nil && random.chance(0.4) ? .second : .main
            let shown = target == .main ? listed : second?.list.snapshot.itemIdentifiers ?? []
            let text = target == .main ? searchText : second?.searchText
            if let operation = draw(
                serverRows: serverRows, listed: shown, searchText: text, canInvalidate: !first && !secondStarts)
            {
                operations.append((operation, target))
            }
        }
        return operations
    }

    private func draw(serverRows: [Row], listed: [Int], searchText: String?, canInvalidate: Bool) -> Operation? {
        switch random.next(upTo: 100) {
        case 0..<12: return .loadNext
        case 12..<16: return .loadPrevious
        case 16..<24: return .refresh
        case 24..<38: return drawSearch(extending: searchText)
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
    private func drawSearch(extending searchText: String?) -> Operation {
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
    private func runConcurrently(_ operations: [(operation: Operation, target: Target)]) async {
        var gates: [FuzzGate] = []
        var tasks: [Task<Void, Never>] = []
        for (operation, target) in operations {
            let gate = FuzzGate()
            if case .edit(_, let confirmation) = operation, confirmation.isHeld {
                gates.append(gate)
            } else {
                gate.open()
            }
            tasks.append(Task { await self.perform(operation, on: target, gate: gate) })
        }
        gates.shuffle(using: &random)
        for gate in gates {
            await Task.yield()
            gate.open()
        }
        for task in tasks { await task.value }
        for (operation, target) in operations {
            guard case .start = operation else { continue }
            if target == .main { isStarted = true } else { second?.isStarted = true }
        }
    }

    private func perform(_ operation: Operation, on target: Target, gate: FuzzGate) async {
        guard let list = target == .main ? self.list : second?.list else { return }
        switch operation {
        case .start:
            await list.start()
            if target == .second, case .query(let query) = second?.kind { await list.setQuery(query).value }
        case .loadNext: await list.loadNextPage()
        case .loadPrevious: await list.loadPreviousPage()
        case .refresh: await list.refresh()
        case .search(let text, let remote):
            if target == .main { searchText = text } else { second?.searchText = text }
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
            second?.invalidationsMade += 1
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

    /// Clears the second list's search and waits out its invalidations, before the round's list's final refresh.
    private func finish(_ second: FuzzSharingList) async {
        log.append("final, second list: search(nil)")
        second.searchText = nil
        await second.list.search(nil).value
        await second.handleInvalidations()
        _ = await second.list.settled()
        check(second.list, second.recorder, at: "at the end (the second list)")
    }

    /// Names every row a list of a store round shows with another value than the store's (so the two lists agree on
    /// every row both show).
    private func checkStore(_ store: SharedItemStore, _ second: FuzzSharingList, at moment: String) {
        for (name, shown) in [("the round's list", list), ("the second list", second.list)] {
            let differing = shown.snapshot.itemIdentifiers.compactMap { id -> String? in
                let value = shown.item(withID: id)
                let stored = store.value(of: Row.self, id: id)
                guard value != stored else { return nil }
                return "\(id) shown \"\(value?.name ?? "nothing")\", stored \"\(stored?.name ?? "nothing")\""
            }
            if !differing.isEmpty {
                problems.append("\(name) differs from the store \(moment): " + differing.joined(separator: "; "))
            }
        }
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

/// A store round's second list: another query of the round's server list, or the plain list opened in its middle
/// with a page cap; its state, as the round keeps for its own list.
@MainActor
final class FuzzSharingList {
    /// What the second list shows.
    enum Kind: CustomStringConvertible {
        /// Another query of the same server list.
        case query(ListQuery)
        /// The plain list opened at offset 20, two pages at most: it loads backwards.
        case capped

        var isCapped: Bool {
            if case .capped = self { true } else { false }
        }

        var description: String {
            switch self {
            case .query(let query): "the query [\(query)]"
            case .capped: "the plain list from offset 20, two pages at most"
            }
        }
    }

    let kind: Kind
    let list: FuzzRound.List
    let recorder: ListRecorder<SingleSection, Int>
    var isStarted = false
    var searchText: String?
    /// Invalidations made since this list started, and how many it handled.
    var invalidationsMade = 0
    private var invalidationsHandled = 0
    private var waiter: CheckedContinuation<Void, Never>?

    init(kind: Kind, list: FuzzRound.List, recorder: ListRecorder<SingleSection, Int>) {
        self.kind = kind
        self.list = list
        self.recorder = recorder
    }

    func invalidationHandled() {
        invalidationsHandled += 1
        guard invalidationsHandled >= invalidationsMade, let waiter else { return }
        self.waiter = nil
        waiter.resume()
    }

    /// Returns once the list handled every invalidation made.
    func handleInvalidations() async {
        if invalidationsHandled < invalidationsMade {
            await withCheckedContinuation { waiter = $0 }
        }
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A small seeded generator shared by tasks (behind a lock), so a run can be replayed by its seed.
final class SharedRandom: Sendable {
    private let state: Locked<SplitMix64>

    init(seed: UInt64) {
        state = Locked(SplitMix64(seed: seed))
    }

    /// A number in `0..<bound` (SplitMix64).
    func next(_ bound: Int) -> Int {
        state.withLock { $0.next(upTo: bound) }
    }
}

/// Checks a paginator's states against the list it pages: one contiguous run of the (searched) rows, in order,
/// each once, and generations that never go back along one reader's sequence of states (`lastGeneration`: each
/// reader keeps its own, as readers in different tasks may report in another order than they read).
final class InvariantChecker: Sendable {
    private let rows: [Row]
    private let seen = Locked<(checks: Int, violations: [String])>((0, []))

    init(rows: [Row]) {
        self.rows = rows
    }

    var checks: Int { seen.value.checks }
    var violations: [String] { seen.value.violations }

    /// Records a broken rule found elsewhere (the paginator's own state).
    func record(_ violation: String) {
        seen.withLock { $0.violations.append(violation) }
    }

    func check(_ state: PaginatorState<Row>, _ context: String, lastGeneration: inout Int) {
        if state.generation < lastGeneration {
            seen.withLock {
                $0.violations.append("\(context): generation went back from \(lastGeneration) to \(state.generation)")
            }
        }
        lastGeneration = max(lastGeneration, state.generation)
        let text = state.searchText?.lowercased()
        let matching = text.map { text in rows.filter { $0.name.lowercased().contains(text) } } ?? rows
        let position = Dictionary(uniqueKeysWithValues: matching.enumerated().map { ($0.element.id, $0.offset) })
        var problem: String?
        var previous: Int?
        for item in state.items {
            guard let index = position[item.id] else {
                problem = "row \(item.id) does not match the search \(text ?? "none")"
                break
            }
            if let previous, index != previous + 1 {
                problem = "row \(item.id) follows row \(matching[previous].id): a gap, a repeat or a wrong order"
                break
            }
            previous = index
        }
        seen.withLock { seen in
            seen.checks += 1
            if let problem { seen.violations.append("\(context): \(problem)") }
        }
    }
}

/// Many tasks driving one paginator at once with every call it has, responses arriving in random order and
/// some failing, a page cap in force; every state observed is checked. Run under the thread sanitizer in CI.
@Suite("Paginator stress: many tasks at once, invariants checked after every change")
struct PaginatorStressTests {
    static var operationsPerTask: Int {
        ProcessInfo.processInfo.environment["PAGING_STRESS_OPERATIONS"].flatMap(Int.init) ?? 150
    }

    @Test(
        "next, previous, refresh, reset, search, cancel, dropped operations and observers at once", arguments: [1, 2])
    func stress(seed: UInt64) async throws {
        let api = InMemoryListAPI(count: 300)
        let rows = api.currentRows
        let random = SharedRandom(seed: seed)
        api.setHook { _ in
            for _ in 0..<random.next(64) { await Task.yield() }
        }
        let flaky = ScriptedDataLoader { request in
            if random.next(10) == 0 { throw URLError(.networkConnectionLost) }
            return try await api.loader.data(for: request)
        }
        let paginator = Paginator(
            resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(flaky), initialKey: 150,
            maximumPages: 2)
        let checker = InvariantChecker(rows: rows)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 2
        let states = await paginator.states()
        let observer = Task {
            var generation = 0
            for await state in states { checker.check(state, "observer", lastGeneration: &generation) }
        }
        let operations = Self.operationsPerTask
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    var generation = 0
                    for _ in 0..<operations {
                        await Self.randomOperation(on: paginator, random: random, queue: queue, checker: checker)
                        checker.check(await paginator.currentState, "after a call", lastGeneration: &generation)
                        for problem in await paginator.invariantViolations() {
                            checker.record("after a call: \(problem)")
                        }
                    }
                }
            }
        }
        await withCheckedContinuation { finished in queue.addBarrierBlock { finished.resume() } }
        await paginator.cancelLoads()
        var generation = 0
        checker.check(await paginator.currentState, "at the end", lastGeneration: &generation)
        // Once the storm is over, the paginator still pages normally.
        await paginator.search(nil)
        while case .loaded = await paginator.loadNextPage() {}
        checker.check(await paginator.currentState, "after the storm", lastGeneration: &generation)
        observer.cancel()
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(5))")
        print("paging stress (seed \(seed)): \(operations * 6) calls, \(checker.checks) states checked")
    }

    private static func randomOperation(
        on paginator: Paginator<Rows.Offset>, random: SharedRandom, queue: OperationQueue, checker: InvariantChecker
    ) async {
        switch random.next(24) {
        case 0..<8: await paginator.loadNextPage()
        case 8..<14: await paginator.loadPreviousPage()
        case 14: await paginator.refresh()
        case 15: await paginator.reset()
        case 16: await paginator.search(random.next(2) == 0 ? nil : "Row 1")
        case 17, 18:
            // A caller that gives up: cancelled before or while it waits.
            let caller = Task { await paginator.loadNextPage() }
            if random.next(2) == 0 { await Task.yield() }
            caller.cancel()
            _ = await caller.value
        case 19: await paginator.cancelLoads()
        case 20, 21:
            // A next-page operation queued, cancelled or dropped.
            guard let operation = await paginator.makeNextPageOperation() else { return }
            switch random.next(3) {
            case 0: queue.addOperation(operation)
            case 1: operation.cancel()
            default: break
            }
        default:
            // An observer that reads one state and goes away.
            var generation = 0
            for await state in await paginator.states() {
                checker.check(state, "short observer", lastGeneration: &generation)
                break
            }
        }
    }
}

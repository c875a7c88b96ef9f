import Foundation
import ResourceLoaderTestSupport
import ResourceLoaderUI
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Plays a plan's operations on `start` (empty by default), a `ListSnapshot`, whose methods are those of
/// `NSDiffableDataSourceSnapshot`.
func replay<SectionID, ItemID>(
    _ plan: DiffableSnapshotPlan<SectionID, ItemID>, on start: ListSnapshot<SectionID, ItemID> = ListSnapshot()
) throws -> ListSnapshot<SectionID, ItemID> {
    var snapshot = start
    for operation in plan.operations {
        switch operation {
        case .appendSections(let sections): try snapshot.appendSections(sections)
        case .appendItems(let items, let section): try snapshot.appendItems(items, toSection: section)
        case .reconfigureItems(let items): try snapshot.reconfigureItems(items)
        case .reloadItems(let items): try snapshot.reloadItems(items)
        case .reloadSections(let sections): try snapshot.reloadSections(sections)
        case .deleteItems(let items): try snapshot.deleteItems(items)
        case .insertItems(let items, let target): try snapshot.insertItems(items, beforeItem: target)
        }
    }
    return snapshot
}

/// Applies each update's plan as a diffable data source would, and checks what the screen shows after each.
struct DiffableDataSourceModel<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    private(set) var shown = ListSnapshot<SectionID, ItemID>()
    private(set) var applied = 0
    private(set) var animated: [Bool] = []
    /// One line per update whose plan did not give its snapshot, or whose batch UIKit would refuse.
    private(set) var problems: [String] = []

    mutating func apply(_ update: ListUpdate<SectionID, ItemID>, animates: Bool = true) {
        let plan = DiffableSnapshotPlan(update, isFirst: applied == 0, animates: animates)
        guard plan.needsApply else {
            if !shown.hasSameLayout(as: update.snapshot) { problems.append("a skipped update changed the rows") }
            return
        }
        do {
            let built = try replay(plan)
            if !built.hasSameLayout(as: update.snapshot) { problems.append("update \(applied): wrong rows") }
            if Set(built.reconfiguredItemIdentifiers) != Set(update.diff.itemReconfigures.map(\.id)) {
                problems.append("update \(applied): reconfigures differ from the diff's")
            }
            // The data source diffs what it shows against the new snapshot and runs that as one batch.
            let batch = ListDiff(from: shown, to: built)
            let replayed = BatchUpdateReplay(batch, from: shown, to: built)
            problems += replayed.violations.map { "update \(applied): \($0)" }
            for id in update.diff.itemReconfigures.map(\.id) {
                if let path = built.indexPath(ofItem: id), !replayed.isRedrawn(at: path) {
                    problems.append("update \(applied): changed row \(id) is not redrawn")
                }
            }
            shown = built
            shown.removeMarks()
        } catch {
            problems.append("update \(applied): \(error)")
        }
        animated.append(plan.animatingDifferences)
        applied += 1
    }
}

@Suite("Diffable snapshot plan")
struct DiffableSnapshotPlanTests {
    typealias Snapshot = ListSnapshot<Int, Int>

    @Test("sections and items are appended in order; content changes become reconfigureItems")
    func operations() throws {
        let old = try Snapshot(sections: [(0, [1, 2, 3]), (1, [4])])
        let new = try Snapshot(sections: [(1, [4, 5]), (0, [2, 1]), (2, [])])
        let diff = ListDiff(from: old, to: new) { $0 == 2 }
        let plan = DiffableSnapshotPlan(ListUpdate(snapshot: new, diff: diff, state: ListState()), isFirst: false)
        #expect(
            plan.operations == [
                .appendSections([1, 0, 2]), .appendItems([4, 5], toSection: 1), .appendItems([2, 1], toSection: 0),
                .reconfigureItems([2]),
            ])
        #expect(try replay(plan).hasSameLayout(as: new))
    }

    @Test("the first snapshot applies without animation, later ones animate unless the app says otherwise")
    func animation() throws {
        let new = try Snapshot(sections: [(0, [1])])
        let update = ListUpdate(snapshot: new, diff: ListDiff(from: Snapshot(), to: new), state: ListState())
        #expect(!DiffableSnapshotPlan(update, isFirst: true).animatingDifferences)
        #expect(DiffableSnapshotPlan(update, isFirst: false).animatingDifferences)
        #expect(!DiffableSnapshotPlan(update, isFirst: false, animates: false).animatingDifferences)
    }

    @Test("an update that only changes the state needs no apply, except the first")
    func stateOnly() throws {
        let rows = try Snapshot(sections: [(0, [1])])
        let update = ListUpdate(snapshot: rows, diff: ListDiff(), state: ListState(phase: .content))
        #expect(!DiffableSnapshotPlan(update, isFirst: false).needsApply)
        #expect(DiffableSnapshotPlan(update, isFirst: true).needsApply)
    }

    @Test("explicit reload marks become reloadItems and reloadSections")
    func reloads() throws {
        let old = try Snapshot(sections: [(0, [1, 2]), (1, [3])])
        var new = old
        try new.reloadItems([2])
        try new.reloadSections([1])
        let plan = DiffableSnapshotPlan(
            ListUpdate(snapshot: new, diff: ListDiff(from: old, to: new), state: ListState()), isFirst: false)
        #expect(plan.operations.suffix(2) == [.reloadItems([2]), .reloadSections([1])])
        #expect(try replay(plan) == new)
    }

    @Test("over 300 random edits, every plan rebuilds the new snapshot and the data source's batch is valid")
    func randomEdits() throws {
        var random = SplitMix64(seed: 12)
        var model = DiffableDataSourceModel<Int, Int>()
        var old = Snapshot()
        var revisions: [Int: Int] = [:]
        var nextID = 0
        for _ in 0..<300 {
            var sections: [(section: Int, items: [Int])] = []
            var pool = old.itemIdentifiers.filter { _ in random.next(upTo: 10) > 1 }  // drop about 20%
            for _ in 0..<random.next(upTo: 3) {
                pool.append(nextID)
                nextID += 1
            }
            pool.shuffle(using: &random)
            if random.next(upTo: 2) == 0 { pool.sort() }
            let sectionCount = 1 + random.next(upTo: 3)
            let sectionIDs = Array(0..<5).shuffled(using: &random).prefix(sectionCount)
            for (offset, id) in sectionIDs.enumerated() {
                let slice = pool.indices.filter { $0 % sectionCount == offset }.map { pool[$0] }
                sections.append((id, slice))
            }
            let new = try Snapshot(sections: sections)
            var changed: Set<Int> = []
            for id in new.itemIdentifiers where random.next(upTo: 10) == 0 {
                revisions[id, default: 0] += 1
                changed.insert(id)
            }
            let diff = ListDiff(from: old, to: new) { changed.contains($0) }
            model.apply(ListUpdate(snapshot: new, diff: diff, state: ListState(phase: .content)))
            old = new
        }
        #expect(model.problems == [])
        #expect(model.animated.first == false)
        #expect(model.animated.dropFirst().allSatisfy { $0 })
    }

    @Test("a PagedList's updates (first page, next page, a sync with edits, a search) all apply through their plans")
    @MainActor
    func pagedListUpdates() async throws {
        let api = InMemoryListAPI(count: 45)
        let service = NetworkResourceService {
            $0.dataLoader = api.loader
            $0.retryPolicy = .never
        }
        let list = PagedList(resource: OffsetRows(), service: service)
        list.searchFields = { [$0.name] }
        var model = DiffableDataSourceModel<SingleSection, Int>()
        list.onUpdate = { model.apply($0) }
        await list.start()
        await list.loadNextPage()
        api.mutate { rows in
            rows.removeAll { $0.id == 2 }
            rows[rows.firstIndex { $0.id == 4 }!].name = "Row 4, edited"
            rows.insert(Row(id: 100, name: "New"), at: 0)
        }
        await list.refresh()
        await list.search("1").value
        await list.search(nil).value
        #expect(model.problems == [])
        #expect(model.applied >= 4)
        #expect(model.shown.hasSameLayout(as: list.snapshot))
        #expect(model.animated.first == false)
    }
}

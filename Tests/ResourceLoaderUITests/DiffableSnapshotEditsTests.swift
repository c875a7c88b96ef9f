import Foundation
import ResourceLoaderTestSupport
import Testing

@testable import ResourceLoaderUI

@Suite("Diffable snapshot plan: edits that follow the change")
struct DiffableSnapshotEditsTests {
    typealias Snapshot = ListSnapshot<Int, Int>

    /// The rows a data source keyed by `ListRow` shows for `snapshot` with `placeholders` drawn.
    func drawn(_ snapshot: Snapshot, _ placeholders: ListPlaceholders?) throws -> ListSnapshot<Int, ListRow<Int>> {
        let update = ListUpdate(snapshot: snapshot, diff: ListDiff(from: Snapshot(), to: snapshot), state: ListState())
        return try replay(DiffableSnapshotPlan(update, isFirst: true).drawingPlaceholders(placeholders))
    }

    /// How many identifiers a plan hands the data source's snapshot.
    func identifiers(_ plan: DiffableSnapshotPlan<Int, ListRow<Int>>) -> Int {
        plan.operations.reduce(0) { count, operation in
            switch operation {
            case .appendSections(let ids), .reloadSections(let ids): count + ids.count
            case .appendItems(let ids, _), .reconfigureItems(let ids), .reloadItems(let ids), .deleteItems(let ids):
                count + ids.count
            case .insertItems(let ids, _): count + ids.count + 1
            }
        }
    }

    @Test("a changed row in a list of 10,000 hands the data source one identifier, not 10,000")
    func oneChangedRowCostsOne() throws {
        let old = try Snapshot(sections: [(0, Array(0..<10_000))])
        let diff = ListDiff(from: old, to: old) { $0 == 5 }
        let plan = DiffableSnapshotPlan(ListUpdate(snapshot: old, diff: diff, state: ListState()), isFirst: false)
        let edits = try #require(
            plan.editingShownRows(
                for: ListUpdate(snapshot: old, diff: diff, state: ListState()), placeholders: nil, nil))
        #expect(edits.startsFromShown)
        #expect(edits.operations == [.reconfigureItems([.item(5)])])
        #expect(identifiers(plan.drawingPlaceholders(nil)) == 10_002)  // built afresh: every row, the section, the mark
    }

    @Test("a page arriving over trailing placeholders deletes as many placeholders as it inserts rows")
    func pageOverPlaceholders() throws {
        let old = try Snapshot(sections: [(0, Array(0..<20))])
        let new = try Snapshot(sections: [(0, Array(0..<40))])
        let update = ListUpdate(snapshot: new, diff: ListDiff(from: old, to: new), state: ListState())
        let plan = DiffableSnapshotPlan(update, isFirst: false)
        let before = ListPlaceholders(leading: 0, trailing: 180)
        let after = ListPlaceholders(leading: 0, trailing: 160)
        let edits = try #require(plan.editingShownRows(for: update, placeholders: before, after))
        #expect(identifiers(edits) == 20 + 20 + 1)
        let shown = try replay(edits, on: drawn(old, before))
        #expect(shown.hasSameLayout(as: try drawn(new, after)))
    }

    @Test("an update that moves rows, changes sections or the leading placeholders is built afresh")
    func notEditable() throws {
        let old = try Snapshot(sections: [(0, [1, 2, 3])])
        let moved = try Snapshot(sections: [(0, [3, 1, 2])])
        let sections = try Snapshot(sections: [(0, [1, 2, 3]), (1, [4])])
        for new in [moved, sections] {
            let update = ListUpdate(snapshot: new, diff: ListDiff(from: old, to: new), state: ListState())
            #expect(
                DiffableSnapshotPlan(update, isFirst: false).editingShownRows(for: update, placeholders: nil, nil)
                    == nil)
        }
        let empty = ListUpdate(snapshot: Snapshot(), diff: ListDiff(), state: ListState())
        #expect(DiffableSnapshotPlan(empty, isFirst: false).editingShownRows(for: empty, placeholders: nil, nil) == nil)
        let same = ListUpdate(snapshot: old, diff: ListDiff(), state: ListState())
        let plan = DiffableSnapshotPlan(same, isFirst: false)
        #expect(
            plan.editingShownRows(
                for: same, placeholders: ListPlaceholders(leading: 20, trailing: 0),
                ListPlaceholders(leading: 0, trailing: 0)) == nil)
    }

    @Test("over 300 random inserts, deletes, changes and placeholder counts, the edits give the rows built afresh")
    func randomEdits() throws {
        var random = SplitMix64(seed: 33)
        var nextID = 0
        var old = Snapshot()
        var oldPlaceholders: ListPlaceholders? = nil
        let sectionIDs = [0, 1, 2]
        for round in 0..<300 {
            if round.isMultiple(of: 60) {
                old = try Snapshot(sections: sectionIDs.map { ($0, []) })
            }
            // Keep each section's order; drop some rows, insert new ones anywhere.
            var sections: [(section: Int, items: [Int])] = []
            for id in sectionIDs {
                var items = old.itemIdentifiers(inSection: id).filter { _ in random.next(upTo: 10) > 1 }
                for _ in 0..<random.next(upTo: 4) {
                    items.insert(nextID, at: random.next(upTo: items.count + 1))
                    nextID += 1
                }
                sections.append((id, items))
            }
            let new = try Snapshot(sections: sections)
            let diff = ListDiff(from: old, to: new) { _ in random.next(upTo: 8) == 0 }
            let leading = oldPlaceholders?.leading ?? 0
            let newPlaceholders: ListPlaceholders? =
                random.next(upTo: 4) == 0 ? nil : ListPlaceholders(leading: leading, trailing: random.next(upTo: 6))
            let update = ListUpdate(snapshot: new, diff: diff, state: ListState())
            let plan = DiffableSnapshotPlan(update, isFirst: false)
            let edits = try #require(
                plan.editingShownRows(for: update, placeholders: oldPlaceholders, newPlaceholders),
                "round \(round)")
            let shown = try replay(edits, on: drawn(old, oldPlaceholders))
            let built = try replay(plan.drawingPlaceholders(newPlaceholders))
            #expect(shown.hasSameLayout(as: built), "round \(round)")
            #expect(Set(shown.reconfiguredItemIdentifiers) == Set(built.reconfiguredItemIdentifiers), "round \(round)")
            old = new
            oldPlaceholders = newPlaceholders
        }
    }
}

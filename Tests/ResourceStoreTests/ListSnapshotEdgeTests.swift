import ResourceLoaderTestSupport
import Testing

@testable import ResourceStore

/// Rows put before the first row of a section and rows removed from either end take the paths that move no other
/// row (a bias and a skipped prefix); these tests check them against a plain model of the sections.
@Suite("ListSnapshot edges")
struct ListSnapshotEdgeTests {
    typealias Snapshot = ListSnapshot<String, Int>

    /// Every lookup of `snapshot` agrees with `model`, section by section.
    func expectMatches(_ snapshot: Snapshot, _ model: [(String, [Int])]) {
        #expect(snapshot.sectionIdentifiers == model.map(\.0))
        #expect(snapshot.itemIdentifiers == model.flatMap(\.1))
        #expect(snapshot.numberOfItems == model.reduce(0) { $0 + $1.1.count })
        for (sectionIndex, (section, items)) in model.enumerated() {
            #expect(snapshot.itemIdentifiers(inSection: section) == items)
            #expect(snapshot.numberOfItems(inSection: section) == items.count)
            for (index, item) in items.enumerated() {
                #expect(snapshot.indexOfItem(item) == index)
                #expect(snapshot.indexPath(ofItem: item) == ListIndexPath(item: index, section: sectionIndex))
                #expect(snapshot.itemIdentifier(at: ListIndexPath(item: index, section: sectionIndex)) == item)
                #expect(snapshot.sectionIdentifier(containingItem: item) == section)
            }
        }
        #expect(snapshot == (try? Snapshot(sections: model.map { ($0.0, $0.1) })))
    }

    @Test("items inserted before a section's first item are listed first, and every index after them moves")
    func prependMovesIndexes() throws {
        var snapshot = try Snapshot(sections: [("a", [10, 11, 12]), ("b", [20])])
        try snapshot.insertItems([7, 8, 9], beforeItem: 10)
        try snapshot.insertItems([5, 6], beforeItem: 7)
        expectMatches(snapshot, [("a", [5, 6, 7, 8, 9, 10, 11, 12]), ("b", [20])])
    }

    @Test("a failed insertion before the first item (a duplicate) leaves the snapshot and its indexes as they were")
    func failedPrependChangesNothing() throws {
        var snapshot = try Snapshot(sections: [("a", [10, 11]), ("b", [20])])
        try snapshot.insertItems([9], beforeItem: 10)
        #expect(throws: Snapshot.Error.duplicateItem(20)) { try snapshot.insertItems([8, 20], beforeItem: 9) }
        expectMatches(snapshot, [("a", [9, 10, 11]), ("b", [20])])
    }

    @Test("removing a section's first items or its last keeps every other index right")
    func removingEndsKeepsIndexes() throws {
        var snapshot = try Snapshot(sections: [("a", Array(0..<100)), ("b", [200, 201])])
        try snapshot.deleteItems(Array(0..<40))
        expectMatches(snapshot, [("a", Array(40..<100)), ("b", [200, 201])])
        try snapshot.insertItems([-2, -1], beforeItem: 40)
        try snapshot.deleteItems([99, 98, 97])
        expectMatches(snapshot, [("a", [-2, -1] + Array(40..<97)), ("b", [200, 201])])
        try snapshot.deleteItems([-2, -1, 40])
        try snapshot.deleteItems([200, 201])
        expectMatches(snapshot, [("a", Array(41..<97)), ("b", [])])
    }

    @Test("random edits at both ends and in the middle agree with a model, copies untouched")
    func randomEdgeEdits() throws {
        var random = SplitMix64(seed: 24)
        var snapshot = try Snapshot(sections: [("a", Array(0..<20)), ("b", Array(100..<120))])
        var model: [(String, [Int])] = [("a", Array(0..<20)), ("b", Array(100..<120))]
        var next = 1_000
        for step in 0..<400 {
            let copy = snapshot
            let copiedModel = model
            let section = Int(random.next() % 2)
            let items = model[section].1
            let count = Int(random.next() % 5) + 1
            switch random.next() % 5 {
            case 0 where !items.isEmpty:
                let new = Array(next..<(next + count))
                next += count
                try snapshot.insertItems(new, beforeItem: items[0])
                model[section].1.insert(contentsOf: new, at: 0)
            case 1:
                let removed = Array(items.prefix(count))
                try snapshot.deleteItems(removed)
                model[section].1.removeFirst(removed.count)
            case 2:
                let removed = Array(items.suffix(count))
                try snapshot.deleteItems(removed.reversed())
                model[section].1.removeLast(removed.count)
            case 3 where items.count > 2:
                let index = Int(random.next() % UInt64(items.count - 1)) + 1
                try snapshot.deleteItems([items[index]])
                model[section].1.remove(at: index)
            default:
                let new = Array(next..<(next + count))
                next += count
                try snapshot.appendItems(new, toSection: model[section].0)
                model[section].1.append(contentsOf: new)
            }
            if step % 50 == 0 { expectMatches(copy, copiedModel) }
        }
        expectMatches(snapshot, model)
    }
}

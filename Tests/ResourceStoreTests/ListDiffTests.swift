import Testing

@testable import ResourceStore

@Suite("ListDiff examples")
struct ListDiffTests {
    typealias Snapshot = ListSnapshot<String, Int>

    func snapshot(_ sections: [(String, [Int])]) throws -> Snapshot {
        try Snapshot(sections: sections.map { (section: $0.0, items: $0.1) })
    }

    @Test("identical snapshots give an empty diff")
    func identical() throws {
        let old = try snapshot([("a", [1, 2, 3])])
        let diff = ListDiff(from: old, to: old)
        #expect(diff.isEmpty)
        #expect(diff.changeCount == 0)
        #expect(ListDiff(from: old, to: try snapshot([("a", [1, 2, 3])])).isEmpty)
    }

    @Test("deletes use old index paths and inserts use new ones")
    func deletesAndInserts() throws {
        let old = try snapshot([("a", [1, 2, 3, 4])])
        let new = try snapshot([("a", [5, 1, 3, 6])])
        let diff = ListDiff(from: old, to: new)
        #expect(
            diff.itemDeletes.map(\.indexPath) == [
                ListIndexPath(item: 1, section: 0), ListIndexPath(item: 3, section: 0),
            ])
        #expect(diff.itemDeletes.map(\.id) == [2, 4])
        #expect(
            diff.itemInserts.map(\.indexPath) == [
                ListIndexPath(item: 0, section: 0), ListIndexPath(item: 3, section: 0),
            ])
        #expect(diff.itemMoves.isEmpty)
        #expect(try diff.applying(to: old).hasSameLayout(as: new))
    }

    @Test("one item moved to the front is one move, not a cascade")
    func oneMove() throws {
        let old = try snapshot([("a", Array(1...100))])
        let new = try snapshot([("a", [100] + Array(1...99))])
        let diff = ListDiff(from: old, to: new)
        #expect(diff.itemMoves == [.init(id: 100, from: .init(item: 99, section: 0), to: .init(item: 0, section: 0))])
        #expect(diff.itemDeletes.isEmpty && diff.itemInserts.isEmpty)
    }

    @Test("an item moving to another section is a move from old to new index path")
    func crossSectionMove() throws {
        let old = try snapshot([("a", [1, 2]), ("b", [3])])
        let new = try snapshot([("a", [1]), ("b", [2, 3])])
        let diff = ListDiff(from: old, to: new)
        #expect(diff.itemMoves == [.init(id: 2, from: .init(item: 1, section: 0), to: .init(item: 0, section: 1))])
        #expect(try diff.applying(to: old).hasSameLayout(as: new))
    }

    @Test("sections moved, inserted and deleted are reported once; their items are not listed")
    func sectionChanges() throws {
        let old = try snapshot([("a", [1]), ("b", [2]), ("c", [3])])
        let new = try snapshot([("c", [3]), ("a", [1]), ("d", [4, 5])])
        let diff = ListDiff(from: old, to: new)
        #expect(diff.sectionDeletes == [.init(id: "b", index: 1)])
        #expect(diff.sectionInserts == [.init(id: "d", index: 2)])
        #expect(diff.itemsOfInsertedSections == [[4, 5]])
        #expect(diff.sectionMoves.count == 1)  // "a" and "c" swapped order: moving either one is minimal
        #expect(diff.itemDeletes.isEmpty && diff.itemInserts.isEmpty && diff.itemMoves.isEmpty)
        #expect(try diff.applying(to: old).hasSameLayout(as: new))
    }

    @Test("an item leaving a deleted section is an insert, one entering an inserted section is a delete")
    func itemsAcrossChangedSections() throws {
        let old = try snapshot([("a", [1, 2]), ("b", [3])])
        let new = try snapshot([("b", [3, 1]), ("c", [2])])
        let diff = ListDiff(from: old, to: new)
        #expect(diff.itemMoves.isEmpty)
        #expect(diff.itemInserts.map(\.id) == [1])
        #expect(diff.itemDeletes.isEmpty)  // section "a" is deleted whole
        #expect(try diff.applying(to: old).hasSameLayout(as: new))
    }

    @Test("content changes are reconfigures and reload marks are reloads, with both index paths")
    func updates() throws {
        let old = try snapshot([("a", [1, 2, 3])])
        var new = try snapshot([("a", [0, 1, 2, 3])])
        try new.reloadItems([3])
        let diff = ListDiff(from: old, to: new) { $0 == 2 || $0 == 3 }
        #expect(
            diff.itemReconfigures == [.init(id: 2, from: .init(item: 1, section: 0), to: .init(item: 2, section: 0))])
        #expect(diff.itemReloads == [.init(id: 3, from: .init(item: 2, section: 0), to: .init(item: 3, section: 0))])
        #expect(diff.changesLayout)
        let fingerprinted = ListDiff(
            from: old, to: old, oldFingerprints: [1: 10, 2: 20, 3: 30], newFingerprints: [1: 10, 2: 21, 3: 30]
        )
        #expect(fingerprinted.itemReconfigures.map(\.id) == [2])
        #expect(!fingerprinted.changesLayout)
    }

    @Test("a diff replayed on a snapshot it was not made from is refused")
    func applyRefusesForeignSnapshot() throws {
        let old = try snapshot([("a", [1, 2, 3])])
        let new = try snapshot([("a", [3, 1])])
        let diff = ListDiff(from: old, to: new)
        let other = try snapshot([("a", [7, 8, 9])])
        #expect(throws: ListDiff<String, Int>.ApplyError.self) { try diff.applying(to: other) }
    }

    @Test("a few marks on an unchanged layout give the same updates as a pass over every item, in new order")
    func fewMarksInPlace() throws {
        let old = try snapshot([("a", Array(0..<100)), ("b", Array(100..<200))])
        var few = old
        try few.reloadItems([150, 5])
        try few.reconfigureItems([120, 7, 5])
        var many = few
        try many.reconfigureItems(Array(0..<40))  // too many marks for the shortcut: every item is visited
        let diff = ListDiff(from: old, to: few)
        let path = { (id: Int) in ListIndexPath(item: id % 100, section: id / 100) }
        #expect(diff.itemReloads == [5, 150].map { .init(id: $0, from: path($0), to: path($0)) })
        #expect(diff.itemReconfigures == [7, 120].map { .init(id: $0, from: path($0), to: path($0)) })
        let visited = ListDiff(from: old, to: many)
        #expect(visited.itemReloads == diff.itemReloads)
        #expect(visited.itemReconfigures.filter { [7, 120].contains($0.id) } == diff.itemReconfigures)
    }
}

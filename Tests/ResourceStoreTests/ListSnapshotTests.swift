import ResourceLoaderTestSupport
import Testing

@testable import ResourceStore

@Suite("ListSnapshot")
struct ListSnapshotTests {
    typealias Snapshot = ListSnapshot<String, Int>

    func fruitAndVegetables() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["fruit", "vegetables"])
        try snapshot.appendItems([1, 2, 3], toSection: "fruit")
        try snapshot.appendItems([10, 11])
        return snapshot
    }

    @Test("appending sections and items keeps their order and counts")
    func appendKeepsOrder() throws {
        let snapshot = try fruitAndVegetables()
        #expect(snapshot.sectionIdentifiers == ["fruit", "vegetables"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 10, 11])
        #expect(snapshot.itemIdentifiers(inSection: "vegetables") == [10, 11])
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems(inSection: "fruit") == 3)
        #expect(snapshot.numberOfItems(inSection: "nuts") == 0)
    }

    @Test("lookups answer index, index path and section of an item")
    func lookups() throws {
        let snapshot = try fruitAndVegetables()
        #expect(snapshot.indexOfItem(11) == 1)
        #expect(snapshot.indexOfSection("vegetables") == 1)
        #expect(snapshot.indexPath(ofItem: 3) == ListIndexPath(item: 2, section: 0))
        #expect(snapshot.sectionIdentifier(containingItem: 10) == "vegetables")
        #expect(snapshot.itemIdentifier(at: ListIndexPath(item: 1, section: 1)) == 11)
        #expect(snapshot.itemIdentifier(at: ListIndexPath(item: 5, section: 1)) == nil)
        #expect(snapshot.sectionIdentifier(at: 2) == nil)
        #expect(snapshot.indexOfItem(99) == nil)
        #expect(snapshot.contains(item: 2) && !snapshot.contains(item: 4))
        #expect(snapshot.contains(section: "fruit") && !snapshot.contains(section: "nuts"))
    }

    @Test("adding an item that is already there throws and changes nothing")
    func duplicateItemThrows() throws {
        var snapshot = try fruitAndVegetables()
        let before = snapshot
        #expect(throws: Snapshot.Error.duplicateItem(2)) { try snapshot.appendItems([4, 2], toSection: "fruit") }
        #expect(snapshot == before)
        #expect(snapshot.indexPath(ofItem: 2) == ListIndexPath(item: 1, section: 0))
        #expect(!snapshot.contains(item: 4))
        #expect(throws: Snapshot.Error.duplicateItem(5)) { try snapshot.appendItems([5, 6, 5]) }
        #expect(snapshot == before)
        #expect(throws: Snapshot.Error.duplicateItem(10)) { try snapshot.insertItems([10], beforeItem: 1) }
        #expect(snapshot == before)
        #expect(throws: Snapshot.Error.duplicateSection("fruit")) { try snapshot.appendSections(["nuts", "fruit"]) }
        #expect(throws: Snapshot.Error.duplicateSection("nuts")) { try snapshot.appendSections(["nuts", "nuts"]) }
        #expect(snapshot == before)
        #expect(throws: Snapshot.Error.duplicateItem(1)) { try Snapshot(sections: [("a", [1]), ("b", [1])]) }
    }

    @Test("missing items and sections are reported, not ignored")
    func missingThrows() throws {
        var snapshot = try fruitAndVegetables()
        let before = snapshot
        #expect(throws: Snapshot.Error.itemNotFound(42)) { try snapshot.deleteItems([1, 42]) }
        #expect(throws: Snapshot.Error.sectionNotFound("nuts")) { try snapshot.appendItems([7], toSection: "nuts") }
        #expect(throws: Snapshot.Error.sectionNotFound("nuts")) { try snapshot.deleteSections(["nuts"]) }
        #expect(throws: Snapshot.Error.itemNotFound(42)) { try snapshot.reloadItems([42]) }
        #expect(throws: Snapshot.Error.itemMovedRelativeToItself(1)) { try snapshot.moveItem(1, beforeItem: 1) }
        #expect(snapshot == before)
        var empty = Snapshot()
        #expect(throws: Snapshot.Error.noSections) { try empty.appendItems([1]) }
    }

    @Test("inserting before and after an item re-indexes the rest of its section")
    func insertInMiddle() throws {
        var snapshot = try fruitAndVegetables()
        try snapshot.insertItems([20, 21], beforeItem: 2)
        try snapshot.insertItems([22], afterItem: 11)
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == [1, 20, 21, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "vegetables") == [10, 11, 22])
        for id in snapshot.itemIdentifiers {
            let path = try #require(snapshot.indexPath(ofItem: id))
            #expect(snapshot.itemIdentifier(at: path) == id)
        }
    }

    @Test("deleting many items compacts each section and keeps every lookup right")
    func deleteMany() throws {
        var snapshot = Snapshot()
        try snapshot.appendSections(["a", "b"])
        try snapshot.appendItems(Array(0..<100), toSection: "a")
        try snapshot.appendItems(Array(100..<150), toSection: "b")
        try snapshot.reloadItems([4, 5])
        try snapshot.deleteItems(Array(stride(from: 0, to: 150, by: 3)) + [4])
        #expect(snapshot.numberOfItems == 150 - 50 - 1)
        #expect(snapshot.reloadedItemIdentifiers == [5])
        let expected = (0..<150).filter { $0 % 3 != 0 && $0 != 4 }
        #expect(snapshot.itemIdentifiers == expected)
        for id in expected {
            let path = try #require(snapshot.indexPath(ofItem: id))
            #expect(snapshot.itemIdentifier(at: path) == id)
        }
    }

    @Test("moving items within and across sections updates every index")
    func moveItems() throws {
        var snapshot = try fruitAndVegetables()
        try snapshot.moveItem(1, afterItem: 3)
        try snapshot.moveItem(10, beforeItem: 2)
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == [10, 2, 3, 1])
        #expect(snapshot.itemIdentifiers(inSection: "vegetables") == [11])
        #expect(snapshot.indexPath(ofItem: 1) == ListIndexPath(item: 3, section: 0))
        #expect(snapshot.indexPath(ofItem: 11) == ListIndexPath(item: 0, section: 1))
    }

    @Test("section inserts, moves and deletes keep item lookups right without touching items")
    func sectionOperations() throws {
        var snapshot = try fruitAndVegetables()
        try snapshot.insertSections(["nuts"], beforeSection: "fruit")
        try snapshot.insertSections(["grains"], afterSection: "fruit")
        #expect(snapshot.sectionIdentifiers == ["nuts", "fruit", "grains", "vegetables"])
        try snapshot.moveSection("nuts", afterSection: "vegetables")
        try snapshot.moveSection("vegetables", beforeSection: "fruit")
        #expect(snapshot.sectionIdentifiers == ["vegetables", "fruit", "grains", "nuts"])
        #expect(snapshot.indexPath(ofItem: 11) == ListIndexPath(item: 1, section: 0))
        #expect(snapshot.indexPath(ofItem: 3) == ListIndexPath(item: 2, section: 1))
        try snapshot.deleteSections(["fruit"])
        #expect(snapshot.sectionIdentifiers == ["vegetables", "grains", "nuts"])
        #expect(!snapshot.contains(item: 1))
        #expect(snapshot.numberOfItems == 2)
        try snapshot.appendSections(["fruit"])  // reuses a free slot
        try snapshot.appendItems([1])
        #expect(snapshot.indexPath(ofItem: 1) == ListIndexPath(item: 0, section: 3))
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 4)
    }

    @Test("equal snapshots compare equal; marks take part in equality but not in layout")
    func equality() throws {
        let first = try fruitAndVegetables()
        var second = try fruitAndVegetables()
        #expect(first == second)
        try second.reconfigureItems([1])
        #expect(first != second)
        #expect(first.hasSameLayout(as: second))
        second.removeMarks()
        #expect(first == second)
        try second.moveItem(1, afterItem: 2)
        #expect(!first.hasSameLayout(as: second))
    }

    @Test("a list index path converts to and from a Foundation index path")
    func foundationIndexPath() {
        let path = ListIndexPath(item: 4, section: 2)
        #expect(ListIndexPath(path.foundationIndexPath) == path)
        #expect(path.description == "[2, 4]")
        #expect(ListIndexPath(item: 9, section: 0) < ListIndexPath(item: 0, section: 1))
    }

    @Test("random API edits keep every lookup consistent with the arrays", arguments: 0..<20)
    func randomEditsStayConsistent(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var snapshot = ListSnapshot<Int, Int>()
        try snapshot.appendSections([0, 1, 2])
        var next = 0
        for _ in 0..<300 {
            let items = snapshot.itemIdentifiers
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                next += 1
                try snapshot.appendItems([next], toSection: Int.random(in: 0..<3, using: &random))
            case 2 where !items.isEmpty:
                next += 1
                try snapshot.insertItems([next], beforeItem: items.randomElement(using: &random)!)
            case 3 where !items.isEmpty:
                try snapshot.deleteItems([items.randomElement(using: &random)!])
            case 4 where items.count > 1:
                let moving = items.randomElement(using: &random)!
                let target = items.randomElement(using: &random)!
                if moving != target { try snapshot.moveItem(moving, afterItem: target) }
            case 5:
                let sections = snapshot.sectionIdentifiers
                try snapshot.moveSection(sections[0], afterSection: sections[2])
            default:
                break
            }
            for id in snapshot.itemIdentifiers {
                let path = try #require(snapshot.indexPath(ofItem: id))
                #expect(snapshot.itemIdentifier(at: path) == id)
            }
        }
    }
}

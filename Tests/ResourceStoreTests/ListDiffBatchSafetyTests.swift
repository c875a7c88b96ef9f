import ResourceLoaderTestSupport
import Testing

@testable import ResourceStore

@Suite("Diffs a batch update accepts: nothing is both moved and reloaded")
struct ListDiffBatchSafetyTests {
    typealias Snapshot = ListSnapshot<String, Int>

    @Test("an item marked for reload that moves is reported as a delete plus an insert, not a move and a reload")
    func reloadedItemThatMovesIsReplaced() throws {
        let old = try Snapshot(sections: [("a", [1, 2, 3])])
        var new = try Snapshot(sections: [("a", [3, 1, 2])])
        try new.reloadItems([3])

        let diff = ListDiff(from: old, to: new)

        #expect(diff.itemMoves.isEmpty)
        #expect(diff.itemReloads.isEmpty)
        #expect(diff.itemDeletes == [.init(id: 3, indexPath: ListIndexPath(item: 2, section: 0))])
        #expect(diff.itemInserts == [.init(id: 3, indexPath: ListIndexPath(item: 0, section: 0))])
        #expect(try diff.applying(to: old).hasSameLayout(as: new))
    }

    @Test("an item marked for reload that changes section is reported as a delete plus an insert")
    func reloadedItemThatChangesSectionIsReplaced() throws {
        let old = try Snapshot(sections: [("a", [1, 2]), ("b", [3])])
        var new = try Snapshot(sections: [("a", [1]), ("b", [2, 3])])
        try new.reloadItems([2, 3])

        let diff = ListDiff(from: old, to: new)

        #expect(diff.itemMoves.isEmpty)
        #expect(diff.itemDeletes.map(\.id) == [2])
        #expect(diff.itemInserts.map(\.id) == [2])
        #expect(diff.itemReloads.map(\.id) == [3])
        #expect(BatchUpdateReplay(diff, from: old, to: new).violations == [])
    }

    @Test("a moved item whose content changed stays a move and is reconfigured at its new index path")
    func reconfiguredItemThatMovesStaysAMove() throws {
        let old = try Snapshot(sections: [("a", [1, 2, 3])])
        let new = try Snapshot(sections: [("a", [3, 1, 2])])

        let diff = ListDiff(from: old, to: new) { $0 == 3 }

        #expect(diff.itemMoves.map(\.id) == [3])
        #expect(
            diff.itemReconfigures == [
                .init(id: 3, from: ListIndexPath(item: 2, section: 0), to: ListIndexPath(item: 0, section: 0))
            ])
    }

    @Test("a section marked for reload that also moves is reported as deleted and inserted")
    func reloadedSectionThatMovesIsReplaced() throws {
        let old = try Snapshot(sections: [("a", [1]), ("b", [2])])
        var new = try Snapshot(sections: [("b", [2]), ("a", [1])])
        try new.reloadSections(["a"])

        let diff = ListDiff(from: old, to: new)

        #expect(diff.sectionReloads.isEmpty)
        #expect(diff.sectionMoves.isEmpty)
        #expect(diff.sectionDeletes == [.init(id: "a", index: 0)])
        #expect(diff.sectionInserts == [.init(id: "a", index: 1)])
        #expect(diff.itemsOfInsertedSections == [[1]])
        #expect(try diff.applying(to: old).hasSameLayout(as: new))
    }

    @Test("a section marked for reload whose items change is reported as deleted and inserted")
    func reloadedSectionWithItemChangesIsReplaced() throws {
        let old = try Snapshot(sections: [("a", [1, 2]), ("b", [3])])
        var new = try Snapshot(sections: [("a", [1, 2, 4]), ("b", [3])])
        try new.reloadSections(["a"])

        let diff = ListDiff(from: old, to: new)

        #expect(diff.sectionReloads.isEmpty)
        #expect(diff.itemInserts.isEmpty)
        #expect(diff.sectionDeletes.map(\.id) == ["a"])
        #expect(diff.sectionInserts.map(\.id) == ["a"])
        #expect(diff.itemsOfInsertedSections == [[1, 2, 4]])
    }

    @Test("replacing one reloaded section turns a move into another reloaded section into a replacement too")
    func replacementSpreadsToTheSectionAMoveEnters() throws {
        // "a" moves, so it is replaced; item 1 then enters "b" from a deleted section, an insert inside the
        // reloaded "b", so "b" is replaced as well.
        let old = try Snapshot(sections: [("a", [1, 2]), ("b", [3]), ("c", [4])])
        var new = try Snapshot(sections: [("b", [1, 3]), ("c", [4]), ("a", [2])])
        try new.reloadSections(["a", "b"])

        let diff = ListDiff(from: old, to: new)

        #expect(Set(diff.sectionDeletes.map(\.id)) == ["a", "b"])
        #expect(Set(diff.sectionInserts.map(\.id)) == ["a", "b"])
        #expect(diff.sectionReloads.isEmpty)
        #expect(BatchUpdateReplay(diff, from: old, to: new).violations == [])
        #expect(try diff.applying(to: old).hasSameLayout(as: new))
    }

    @Test("a reloaded section that keeps its place and items stays a reload, without item updates inside it")
    func reloadedSectionInPlaceStaysAReload() throws {
        let old = try Snapshot(sections: [("a", [1, 2]), ("b", [3])])
        var new = old
        try new.reloadSections(["a"])
        try new.reloadItems([2, 3])

        let diff = ListDiff(from: old, to: new)

        #expect(diff.sectionReloads == [.init(id: "a", index: 0)])
        #expect(diff.itemReloads.map(\.id) == [3])
        #expect(!diff.changesLayout)
    }

    @Test("store callbacks report a moved item whose content changed once, as a move")
    func storeCallbacksReportAMovedAndChangedItemOnce() throws {
        let store = ContactStore()
        try store.appendSection("a")
        try store.append([Contact(1), Contact(2), Contact(3)])
        let log = Recorder<String>()
        store.addCallbacks(
            StoreChangeCallbacks(didChangeItem: { item, from, type, to in
                log.append("\(item.id) \(type) \(from.map(\.description) ?? "-") \(to.map(\.description) ?? "-")")
            })
        )

        try store.performBatch { (batch) throws(ContactStore.Error) in
            _ = try batch.removeItem(at: ListIndexPath(item: 2, section: 0))
            try batch.insert([Contact(3, "renamed")], at: ListIndexPath(item: 0, section: 0))
        }

        #expect(log.all == ["3 move [0, 2] [0, 0]"])
    }

    @Test("store callbacks report a retitled section that also gains items as a delete and an insert")
    func storeCallbacksReplaceARetitledSectionWithNewItems() throws {
        let store = ContactStore()
        try store.appendSection("a", title: "A")
        try store.appendSection("b")
        try store.append([Contact(1)], toSection: "a")
        let log = Recorder<String>()
        store.addCallbacks(
            StoreChangeCallbacks(
                didChangeSection: { id, from, type, to in
                    log.append("section \(id) \(type) \(from.map(String.init) ?? "-") \(to.map(String.init) ?? "-")")
                },
                didChangeItem: { item, _, type, _ in log.append("item \(item.id) \(type)") }
            )
        )

        try store.performBatch { (batch) throws(ContactStore.Error) in
            try batch.setTitle("A (2)", forSection: "a")
            try batch.moveSection("a", to: 1)
            try batch.append([Contact(2)], toSection: "a")
        }

        #expect(log.all == ["section a delete 0 -", "section a insert - 1"])
        #expect(store.sections.map(\.title) == [nil, "A (2)"])
    }

    @Test("a title changed and changed back within one batch produces no event")
    func titleChangedBackIsSilent() throws {
        let store = ContactStore()
        try store.appendSection("a", title: "A")
        let version = store.version
        try store.performBatch { (batch) throws(ContactStore.Error) in
            try batch.setTitle("B", forSection: "a")
            try batch.setTitle("A", forSection: "a")
        }
        #expect(store.version == version)
    }
}

// The Swift code blocks of Docs/Store.md, compiled (and run) so they cannot rot. Each block appears here
// verbatim, wrapped in a function that supplies what the prose around it assumes.
import Foundation
import ResourceStore
import Testing

#if canImport(UIKit)
    import UIKit
#endif

enum StoreSnippets {
    // Block: the item type.
    struct Contact: Identifiable, Equatable, Sendable {
        let id: Int
        var name: String
    }

    static func usingTheStore() throws -> SectionedStore<String, Contact> {
        // Block: create and write.
        let store = SectionedStore<String, Contact>(duplicatePolicy: .replaceInPlace)
        try store.appendSection("friends", title: "Friends")
        try store.append([Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")], toSection: "friends")
        try store.upsert([Contact(id: 2, name: "Grace Hopper")])
        store.remove([1])

        // Block: a batch.
        try store.performBatch { (batch) throws(SectionedStore<String, Contact>.Error) in
            try batch.appendSection("colleagues", title: "Colleagues")
            try batch.append([Contact(id: 3, name: "Alan")], toSection: "colleagues")
            try batch.moveSection("colleagues", to: 0)
        }
        return store
    }

    static func pages(_ store: SectionedStore<String, Contact>) throws {
        let firstPage = (10..<20).map { Contact(id: $0, name: "contact \($0)") }
        let secondPage = (20..<30).map { Contact(id: $0, name: "contact \($0)") }
        // Block: pages.
        try store.write(page: firstPage, at: 0, inSection: "friends")
        try store.write(page: secondPage, at: firstPage.count, inSection: "friends")
        // The same response delivered twice changes nothing:
        try store.write(page: secondPage, at: firstPage.count, inSection: "friends")
    }

    static func listening(_ store: SectionedStore<String, Contact>) {
        // Block: the change stream.
        let listener = Task {
            for await change in store.changes {
                print("version \(change.version): \(change.diff.itemInserts.count) inserted")
            }
        }
        listener.cancel()
    }

    static func reading(_ store: SectionedStore<String, Contact>) -> (Int, Contact?, ListIndexPath?) {
        // Block: synchronous reads.
        let rows = store.numberOfItems(inSection: 0)
        let first = store.item(at: ListIndexPath(item: 0, section: 0))
        let position = store.indexPath(ofItemWithID: 2)
        return (rows, first, position)
    }

    static func callbacks(_ store: SectionedStore<String, Contact>) {
        // Block: XLDataStoreDelegate-shaped callbacks.
        let token = store.addCallbacks(
            StoreChangeCallbacks(
                willChangeContent: { print("begin updates") },
                didChangeSection: { id, index, type, newIndex in print(type, id, index ?? -1, newIndex ?? -1) },
                didChangeItem: { contact, indexPath, type, newIndexPath in print(type, contact.name) },
                didChangeContent: { change in print("end updates, version", change.version) }
            )
        )
        store.removeCallbacks(token)
    }

    static func snapshotsAndDiffs() throws -> ListDiff<String, Int> {
        // Block: snapshots and diffs without the store.
        var before = ListSnapshot<String, Int>()
        try before.appendSections(["a", "b"])
        try before.appendItems([1, 2, 3], toSection: "a")
        try before.appendItems([4], toSection: "b")

        var after = before
        try after.moveItem(3, beforeItem: 1)
        try after.deleteItems([2])
        try after.appendItems([5], toSection: "b")

        let diff = ListDiff(from: before, to: after)
        // Deletes 2 at [0, 1], inserts 5 at [1, 1], moves 3 from [0, 2] to [0, 0]; item 1 is not moved.
        let replayed = try diff.applying(to: before)
        assert(replayed.hasSameLayout(as: after))
        return diff
    }

    #if canImport(UIKit)
        @MainActor
        static func apply(_ diff: ListDiff<String, Int>, to tableView: UITableView) {
            // Block: applying a diff to a table view.
            tableView.performBatchUpdates {
                tableView.deleteSections(IndexSet(diff.sectionDeletes.map(\.index)), with: .automatic)
                tableView.insertSections(IndexSet(diff.sectionInserts.map(\.index)), with: .automatic)
                tableView.reloadSections(IndexSet(diff.sectionReloads.map(\.index)), with: .automatic)
                for move in diff.sectionMoves { tableView.moveSection(move.from, toSection: move.to) }
                tableView.deleteRows(at: diff.itemDeletes.map(\.indexPath.foundationIndexPath), with: .automatic)
                tableView.insertRows(at: diff.itemInserts.map(\.indexPath.foundationIndexPath), with: .automatic)
                tableView.reloadRows(at: diff.itemReloads.map(\.from.foundationIndexPath), with: .automatic)
                for move in diff.itemMoves {
                    tableView.moveRow(at: move.from.foundationIndexPath, to: move.to.foundationIndexPath)
                }
            }
            // New content after the batch, in new coordinates (a moved row may have new content too).
            tableView.reconfigureRows(at: diff.itemReconfigures.map(\.to.foundationIndexPath))
        }
    #endif
}

@Suite("Docs/Store.md snippets")
struct StoreSnippetTests {
    @Test("the store snippets run and do what the guide says")
    func storeSnippets() throws {
        let store = try StoreSnippets.usingTheStore()
        #expect(store.sections.map(\.id) == ["colleagues", "friends"])
        #expect(store.item(withID: 2)?.name == "Grace Hopper")
        try StoreSnippets.pages(store)
        let version = store.version
        try StoreSnippets.pages(store)
        #expect(store.version == version)
        StoreSnippets.listening(store)
        StoreSnippets.callbacks(store)
        let (rows, first, position) = StoreSnippets.reading(store)
        #expect(rows == 1 && first?.name == "Alan")
        #expect(position == ListIndexPath(item: 20, section: 1))  // the pages went in at offset 0, before Grace
    }

    @Test("the snapshot and diff snippet gives the changes its comment states")
    func diffSnippet() throws {
        let diff = try StoreSnippets.snapshotsAndDiffs()
        #expect(diff.itemDeletes == [.init(id: 2, indexPath: ListIndexPath(item: 1, section: 0))])
        #expect(diff.itemInserts == [.init(id: 5, indexPath: ListIndexPath(item: 1, section: 1))])
        #expect(
            diff.itemMoves == [
                .init(id: 3, from: ListIndexPath(item: 2, section: 0), to: ListIndexPath(item: 0, section: 0))
            ]
        )
    }
}

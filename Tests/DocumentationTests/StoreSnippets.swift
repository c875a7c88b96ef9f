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

    static func rebuild() throws -> (SectionedStore<String, Contact>, AsyncStream<StoreChange<String, Contact>>) {
        let store = SectionedStore<String, Contact>(duplicatePolicy: .replaceInPlace)
        try store.appendSection("today", title: "Today (2)")
        try store.append([Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace Hopper")], toSection: "today")
        let changes = store.changes
        // Block: what a batch reports.
        try store.performBatch { (batch) throws(SectionedStore<String, Contact>.Error) in
            batch.removeAll()
            try batch.appendSection("today", title: "Today (3 unread)")
            try batch.append([Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace Hopper")], toSection: "today")
        }
        // Was "Today (2)" with Ada and Grace: the event reloads the section "today" and nothing else.
        return (store, changes)
    }

    static func pageOwnership(_ policy: DuplicatePolicy) throws -> SectionedStore<String, Contact> {
        let store = SectionedStore<String, Contact>(duplicatePolicy: policy)
        try store.appendSection("pinned")
        try store.appendSection("feed")
        // Block: what a page owns.
        try store.write(page: [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")], at: 0, inSection: "feed")
        try store.performBatch { (batch) throws(SectionedStore<String, Contact>.Error) in
            batch.remove([2])
            try batch.append([Contact(id: 2, name: "Grace")], toSection: "pinned")
        }
        // The same page again, with a fresh value for Grace: under .replaceInPlace she stays pinned, with the new
        // value; under .keepFirst she stays pinned as she was; under .keepLast she goes back to the feed.
        let again = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace Hopper")]
        try store.write(page: again, at: 0, inSection: "feed")
        return store
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

    @Test("rebuilding the list in one batch reports the retitled section and nothing else, as the guide says")
    func rebuildSnippet() async throws {
        let (store, changes) = try StoreSnippets.rebuild()
        #expect(store.sections.map(\.title) == ["Today (3 unread)"])
        #expect(store.version == 3)
        var iterator = changes.makeAsyncIterator()
        let change = try #require(await iterator.next())
        #expect(change.version == 3)
        #expect(change.diff.sectionReloads.map(\.id) == ["today"])
        #expect(change.diff.changeCount == 1)
    }

    @Test("a page written again leaves a moved item to the duplicate policy, as the guide says")
    func pageOwnershipSnippet() throws {
        for policy in DuplicatePolicy.allCases {
            let store = try StoreSnippets.pageOwnership(policy)
            let layout = store.sections.map { $0.items.map(\.id) }
            let grace = store.item(withID: 2)?.name
            switch policy {
            case .replaceInPlace: #expect(layout == [[2], [1]] && grace == "Grace Hopper")
            case .keepFirst: #expect(layout == [[2], [1]] && grace == "Grace")
            case .keepLast: #expect(layout == [[], [1, 2]] && grace == "Grace Hopper")
            }
        }
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

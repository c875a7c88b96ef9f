@testable import ResourceStore

/// The rules a table or collection view enforces on one batch update, checked against a diff: each returns a
/// sentence naming what breaks the rule, so a failing test says exactly which change UIKit would reject.
enum BatchUpdateRules {
    static func violations<S: Hashable, I: Hashable>(
        in diff: ListDiff<S, I>,
        old: ListSnapshot<S, I>,
        new: ListSnapshot<S, I>
    ) -> [String] {
        var found: [String] = []

        // No item is named twice in one kind of change, and a moved item is neither deleted nor inserted.
        let deleted = diff.itemDeletes.map(\.id)
        let inserted = diff.itemInserts.map(\.id)
        let moved = diff.itemMoves.map(\.id)
        if Set(deleted).count != deleted.count { found.append("an item is deleted twice") }
        if Set(inserted).count != inserted.count { found.append("an item is inserted twice") }
        if Set(moved).count != moved.count { found.append("an item is moved twice") }
        for id in Set(moved).intersection(deleted).union(Set(moved).intersection(inserted)) {
            found.append("item \(id) is moved and also deleted or inserted")
        }

        // Nothing is both moved and reloaded.
        for update in diff.itemReloads where moved.contains(update.id) {
            found.append("item \(update.id) is moved and reloaded")
        }
        let movedSections = Set(diff.sectionMoves.map(\.id))
        let deletedSections = Set(diff.sectionDeletes.map(\.id))
        for reload in diff.sectionReloads {
            if movedSections.contains(reload.id) { found.append("section \(reload.id) is moved and reloaded") }
            if deletedSections.contains(reload.id) { found.append("section \(reload.id) is deleted and reloaded") }
        }

        // A reloaded section (deleted and inserted by the batch) has no item change of its own.
        let reloadedOld = Set(diff.sectionReloads.map(\.index))
        let reloadedNew = Set(diff.sectionReloads.compactMap { new.indexOfSection($0.id) })
        for change in diff.itemDeletes where reloadedOld.contains(change.indexPath.section) {
            found.append("item \(change.id) is deleted inside reloaded section \(change.indexPath.section)")
        }
        for change in diff.itemInserts where reloadedNew.contains(change.indexPath.section) {
            found.append("item \(change.id) is inserted inside a reloaded section")
        }
        for move in diff.itemMoves
        where reloadedOld.contains(move.from.section) || reloadedNew.contains(move.to.section) {
            found.append("item \(move.id) moves out of or into a reloaded section")
        }
        for update in diff.itemReloads + diff.itemReconfigures where reloadedOld.contains(update.from.section) {
            found.append("item \(update.id) is updated inside a reloaded section")
        }

        // No item change inside a deleted (old coordinates) or inserted (new coordinates) section.
        let deletedOld = Set(diff.sectionDeletes.map(\.index))
        let insertedNew = Set(diff.sectionInserts.map(\.index))
        for change in diff.itemDeletes where deletedOld.contains(change.indexPath.section) {
            found.append("item \(change.id) is deleted inside a deleted section")
        }
        for move in diff.itemMoves where deletedOld.contains(move.from.section) || insertedNew.contains(move.to.section)
        {
            found.append("item \(move.id) moves out of a deleted or into an inserted section")
        }
        for change in diff.itemInserts where insertedNew.contains(change.indexPath.section) {
            found.append("item \(change.id) is inserted inside an inserted section")
        }

        // Every index names what the snapshots hold there.
        for change in diff.itemDeletes where old.itemIdentifier(at: change.indexPath) != change.id {
            found.append("delete of \(change.id) names the wrong old index path")
        }
        for change in diff.itemInserts where new.itemIdentifier(at: change.indexPath) != change.id {
            found.append("insert of \(change.id) names the wrong new index path")
        }
        return found
    }
}

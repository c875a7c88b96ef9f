import ResourceStore

/// Replays a `ListDiff` the way `UITableView` and `UICollectionView` process one `performBatchUpdates`, and
/// reports what the screen would show afterwards and every rule the batch breaks, so tests on Linux can prove a
/// diff safe before UIKit meets it. Store tests use it on every change event; the UI adapters' tests can replay
/// the very batches they hand to a table or collection view.
///
/// The replay follows UIKit's order. In old coordinates: item deletes, then section deletes, each descending by
/// index. In new coordinates: section inserts, then item inserts, each ascending. A move is a delete at its old
/// position plus an insert at its new one that carries the row (or the section with its rows); a reload is a
/// delete plus an insert of a fresh row (or section). Inserted rows and sections are fresh: UIKit asks the data
/// source for them, which here is `new`. Reconfigures come after the batch, at their new index path.
///
/// Then it checks what UIKit checks (every index in range, nothing deleted or inserted twice, no row change inside
/// a section the batch deletes, inserts or reloads, each section's row count equal to the data source's) and what
/// the user would see: every row and header carried over unchanged must show what `new` holds there, or the screen
/// keeps a stale or misplaced row.
///
/// ```swift
/// let replay = BatchUpdateReplay(diff, from: old, to: new)
/// #expect(replay.violations == [])
/// #expect(replay.isRedrawn(at: ListIndexPath(item: 0, section: 0)))  // inserted, reloaded or reconfigured
/// ```
public struct BatchUpdateReplay<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// What a section header or a row shows after the batch, and whether the batch drew it afresh (inserted or
    /// reloaded, by itself or with its section) rather than carrying it over from before.
    public struct Shown<ID: Hashable & Sendable>: Hashable, Sendable {
        /// The identifier shown.
        public let id: ID
        /// Whether the batch asked the data source for it.
        public let isFresh: Bool
    }

    /// The section headers after the batch, in order.
    public private(set) var headers: [Shown<SectionID>] = []
    /// The rows of each section after the batch, in order.
    public private(set) var rows: [[Shown<ItemID>]] = []
    /// The new index paths reconfigured after the batch.
    public private(set) var reconfigured: Set<ListIndexPath> = []
    /// Every rule the batch breaks, as a sentence naming the change; empty for a batch UIKit accepts and that
    /// leaves the screen showing `new`.
    public private(set) var violations: [String] = []

    /// Replays `diff`, computed from `old` to `new`, on a table that shows `old`, with `new` as its data source.
    public init(
        _ diff: ListDiff<SectionID, ItemID>, from old: ListSnapshot<SectionID, ItemID>,
        to new: ListSnapshot<SectionID, ItemID>
    ) {
        var table = old.sectionIdentifiers.map { id in
            (
                header: Shown(id: id, isFresh: false),
                rows: old.itemIdentifiers(inSection: id).map { Shown(id: $0, isFresh: false) }
            )
        }
        // Old coordinates.
        var deletedSections: Set<Int> = []
        var sectionTargets: [Int: Int] = [:]  // old index → new index of a section that comes back (move, reload)
        for change in diff.sectionDeletes {
            deleteSection(change.index, id: change.id, returningAt: nil, in: old, &deletedSections, &sectionTargets)
        }
        for move in diff.sectionMoves {
            deleteSection(move.from, id: move.id, returningAt: move.to, in: old, &deletedSections, &sectionTargets)
        }
        var reloadedNew: Set<Int> = []
        for reload in diff.sectionReloads {
            let newIndex = new.indexOfSection(reload.id)
            if newIndex == nil { violations.append("reloaded section \(reload.id) is not in the new snapshot") }
            deleteSection(
                reload.index, id: reload.id, returningAt: newIndex, in: old, &deletedSections, &sectionTargets)
            if let newIndex { reloadedNew.insert(newIndex) }
        }
        var deletedRows: Set<ListIndexPath> = []
        let reloadedOld = Set(diff.sectionReloads.map(\.index))
        var carriedRows: [ListIndexPath: Shown<ItemID>] = [:]  // new index path → row carried by a move
        func deleteRow(_ path: ListIndexPath, id: ItemID, returningAt target: ListIndexPath?, carries: Bool) {
            guard table.indices.contains(path.section), table[path.section].rows.indices.contains(path.item) else {
                violations.append("row \(path) of \(id) is outside the old table")
                return
            }
            if old.itemIdentifier(at: path) != id { violations.append("row \(path) is not \(id) in the old table") }
            if !deletedRows.insert(path).inserted {
                violations.append("row \(path) is deleted twice (delete, move or reload)")
            }
            if deletedSections.contains(path.section)
                && (sectionTargets[path.section] == nil || reloadedOld.contains(path.section))
            {
                violations.append(
                    "row \(path) of \(id) changes inside old section \(path.section), which the batch deletes or reloads"
                )
            }
            if carries, let target { carriedRows[target] = table[path.section].rows[path.item] }
        }
        for change in diff.itemDeletes { deleteRow(change.indexPath, id: change.id, returningAt: nil, carries: false) }
        for move in diff.itemMoves { deleteRow(move.from, id: move.id, returningAt: move.to, carries: true) }
        for reload in diff.itemReloads { deleteRow(reload.from, id: reload.id, returningAt: reload.to, carries: false) }
        // Deleting rows one by one, descending, leaves the others in order: one pass per section does the same.
        for section in Set(deletedRows.map(\.section)) where table.indices.contains(section) {
            table[section].rows = table[section].rows.indices.compactMap { item in
                deletedRows.contains(ListIndexPath(item: item, section: section)) ? nil : table[section].rows[item]
            }
        }
        var carriedSections: [Int: (header: Shown<SectionID>, rows: [Shown<ItemID>])] = [:]
        for index in deletedSections.sorted(by: >) where table.indices.contains(index) {
            let section = table.remove(at: index)
            if let target = sectionTargets[index], !reloadedNew.contains(target) { carriedSections[target] = section }
        }

        // New coordinates.
        var insertedSections: [Int: Bool] = [:]  // new index → whether it is fresh
        for change in diff.sectionInserts {
            insertSection(change.index, id: change.id, fresh: true, in: new, &insertedSections)
        }
        for move in diff.sectionMoves { insertSection(move.to, id: move.id, fresh: false, in: new, &insertedSections) }
        for index in reloadedNew {
            insertSection(index, id: new.sectionIdentifier(at: index), fresh: true, in: new, &insertedSections)
        }
        for index in insertedSections.keys.sorted() {
            guard index <= table.count, let id = new.sectionIdentifier(at: index) else {
                violations.append("section \(index) is inserted past the end of the table (\(table.count) sections)")
                continue
            }
            if let carried = carriedSections[index] {
                table.insert(carried, at: index)
            } else {
                let rows = new.itemIdentifiers(inSection: id).map { Shown(id: $0, isFresh: true) }
                table.insert((header: Shown(id: id, isFresh: true), rows: rows), at: index)
            }
        }
        var insertedRows: [ListIndexPath: Shown<ItemID>] = [:]
        func insertRow(_ path: ListIndexPath, id: ItemID, carried: Shown<ItemID>?) {
            if new.itemIdentifier(at: path) != id { violations.append("row \(path) is not \(id) in the new snapshot") }
            if insertedRows[path] != nil { violations.append("row \(path) is inserted twice (insert, move or reload)") }
            if insertedSections[path.section] == true {
                violations.append(
                    "row \(path) of \(id) is inserted into new section \(path.section), which the batch inserts or reloads"
                )
            }
            insertedRows[path] = carried ?? Shown(id: id, isFresh: true)
        }
        for change in diff.itemInserts { insertRow(change.indexPath, id: change.id, carried: nil) }
        for move in diff.itemMoves { insertRow(move.to, id: move.id, carried: carriedRows[move.to]) }
        for reload in diff.itemReloads { insertRow(reload.to, id: reload.id, carried: nil) }
        // Inserting rows one by one, ascending, is a merge: each lands at its index, the others fill the gaps in
        // order, and an index past the rows there are at that moment is refused.
        for section in Set(insertedRows.keys.map(\.section)).sorted() {
            let inserts = insertedRows.keys.filter { $0.section == section }.map(\.item).sorted()
            guard table.indices.contains(section) else {
                violations.append("rows \(inserts) are inserted into section \(section), outside the table")
                continue
            }
            var base = table[section].rows[...]
            var merged: [Shown<ItemID>] = []
            var next = 0
            while next < inserts.count || !base.isEmpty {
                if next < inserts.count && inserts[next] == merged.count {
                    merged.append(insertedRows[ListIndexPath(item: inserts[next], section: section)]!)
                    next += 1
                } else if let row = base.popFirst() {
                    merged.append(row)
                } else {
                    violations.append("row [\(section), \(inserts[next])] is inserted past the end of its section")
                    break
                }
            }
            table[section].rows = merged
        }

        // What the table checks, and what the user sees.
        if table.count != new.numberOfSections {
            violations.append(
                "the table has \(table.count) sections after the batch, the data source \(new.numberOfSections)")
        }
        for (index, section) in table.enumerated() where index < new.numberOfSections {
            let expected = new.sectionIdentifier(at: index)!
            if section.header.id != expected {
                violations.append("section \(index) shows \(section.header.id) where the data source has \(expected)")
            }
            let items = new.itemIdentifiers(inSection: expected)
            guard section.rows.count == items.count else {
                violations.append(
                    "section \(index) has \(section.rows.count) rows after the batch, the data source \(items.count)")
                continue
            }
            for (item, row) in section.rows.enumerated() where row.id != items[item] {
                violations.append("row [\(index), \(item)] shows \(row.id) where the data source has \(items[item])")
            }
        }
        for update in diff.itemReconfigures {
            if old.itemIdentifier(at: update.from) != update.id {
                violations.append("reconfigure of \(update.id) names the wrong old row \(update.from)")
            }
            if new.itemIdentifier(at: update.to) != update.id {
                violations.append("reconfigure of \(update.id) names the wrong new row \(update.to)")
            }
            reconfigured.insert(update.to)
        }
        headers = table.map(\.header)
        rows = table.map(\.rows)
    }

    /// Whether the row at `path` was drawn afresh by the batch or reconfigured after it.
    public func isRedrawn(at path: ListIndexPath) -> Bool {
        reconfigured.contains(path)
            || (rows.indices.contains(path.section) && rows[path.section].indices.contains(path.item)
                && rows[path.section][path.item].isFresh)
    }

    /// Records the deletion of the old section at `index`, checking that it names `id` and is not deleted twice.
    private mutating func deleteSection(
        _ index: Int,
        id: SectionID,
        returningAt target: Int?,
        in old: ListSnapshot<SectionID, ItemID>,
        _ deleted: inout Set<Int>,
        _ targets: inout [Int: Int]
    ) {
        if old.sectionIdentifier(at: index) != id { violations.append("old section \(index) is not \(id)") }
        if !deleted.insert(index).inserted {
            violations.append("old section \(index) is deleted twice (delete, move or reload)")
        }
        if let target { targets[index] = target }
    }

    /// Records the insertion of the new section at `index`, checking that it names `id` and is not inserted twice.
    private mutating func insertSection(
        _ index: Int,
        id: SectionID?,
        fresh: Bool,
        in new: ListSnapshot<SectionID, ItemID>,
        _ inserted: inout [Int: Bool]
    ) {
        if id == nil || new.sectionIdentifier(at: index) != id {
            violations.append("new section \(index) is not \(id.map { "\($0)" } ?? "there")")
        }
        if inserted[index] != nil {
            violations.append("new section \(index) is inserted twice (insert, move or reload)")
        }
        inserted[index] = fresh
    }
}

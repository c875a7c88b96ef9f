extension ListDiff {
    /// Computes a diff that a table or collection view accepts in one batch update.
    ///
    /// A batch update reloads a section by deleting and inserting it, so it refuses a section that is reloaded
    /// and also moved, or reloaded while items inside it are inserted, deleted or moved. Such a section is
    /// reported as deleted and inserted instead (it is redrawn either way). Replacing one section can turn the
    /// moves into or out of it into inserts and deletes in another reloaded section, so this repeats until no
    /// reloaded section has other changes; it adds at most one pass per reloaded section, and none when no
    /// section is marked for reload. Item reloads and reconfigures inside a reloaded section are dropped: the
    /// section's reload redraws its items.
    @inlinable
    static func compute(
        from old: ListSnapshot<SectionID, ItemID>,
        to new: ListSnapshot<SectionID, ItemID>,
        checksContent: Bool,
        isContentChanged: (ItemID) -> Bool
    ) -> ListDiff {
        var replaced: Set<SectionID> = []
        while true {
            let diff = computeChanges(
                from: old, to: new, replacing: replaced, checksContent: checksContent,
                isContentChanged: isContentChanged
            )
            guard !diff.sectionReloads.isEmpty else { return diff }
            let conflicting = diff.reloadedSectionsWithOtherChanges(in: new)
            guard conflicting.isEmpty else {
                replaced.formUnion(conflicting)
                continue
            }
            return diff.droppingItemUpdatesInReloadedSections()
        }
    }

    /// The reloaded sections that also move, or that have items inserted, deleted or moved inside them.
    @inlinable
    func reloadedSectionsWithOtherChanges(in new: ListSnapshot<SectionID, ItemID>) -> Set<SectionID> {
        var oldIndices: [Int: SectionID] = [:]
        var newIndices: [Int: SectionID] = [:]
        for reload in sectionReloads {
            oldIndices[reload.index] = reload.id
            if let newIndex = new.indexOfSection(reload.id) { newIndices[newIndex] = reload.id }
        }
        var conflicting: Set<SectionID> = []
        let reloaded = Set(sectionReloads.map(\.id))
        for move in sectionMoves where reloaded.contains(move.id) { conflicting.insert(move.id) }
        for change in itemDeletes {
            if let id = oldIndices[change.indexPath.section] { conflicting.insert(id) }
        }
        for change in itemInserts {
            if let id = newIndices[change.indexPath.section] { conflicting.insert(id) }
        }
        for move in itemMoves {
            if let id = oldIndices[move.from.section] { conflicting.insert(id) }
            if let id = newIndices[move.to.section] { conflicting.insert(id) }
        }
        return conflicting
    }

    /// This diff without the item reloads and reconfigures that lie in a reloaded section.
    @inlinable
    func droppingItemUpdatesInReloadedSections() -> ListDiff {
        let reloadedOldIndices = Set(sectionReloads.map(\.index))
        let outside = { (update: ItemUpdate) in !reloadedOldIndices.contains(update.from.section) }
        return ListDiff(
            sectionDeletes: sectionDeletes, sectionInserts: sectionInserts,
            itemsOfInsertedSections: itemsOfInsertedSections, sectionMoves: sectionMoves,
            sectionReloads: sectionReloads, itemDeletes: itemDeletes, itemInserts: itemInserts, itemMoves: itemMoves,
            itemReloads: itemReloads.filter(outside), itemReconfigures: itemReconfigures.filter(outside)
        )
    }
}

extension ListDiff {
    /// What the diff must look for besides layout changes, decided once per diff.
    struct UpdateCheck {
        /// Whether the caller gave a content closure.
        let checksContent: Bool
        /// Whether the new snapshot has reload marks.
        let hasReloads: Bool
        /// Whether the new snapshot has reconfigure marks.
        let hasReconfigures: Bool

        init(new: ListSnapshot<SectionID, ItemID>, checksContent: Bool) {
            self.checksContent = checksContent
            self.hasReloads = !new.reloadedItems.isEmpty
            self.hasReconfigures = !new.reconfiguredItems.isEmpty
        }

        /// Whether any item can produce an update.
        var isNeeded: Bool { checksContent || hasReloads || hasReconfigures }
    }

    /// Records the reload or reconfigure of one item present in both snapshots, if it has one.
    mutating func collectUpdate(
        id: ItemID,
        from: ListIndexPath,
        to: ListIndexPath,
        updates: UpdateCheck,
        new: ListSnapshot<SectionID, ItemID>,
        isContentChanged: (ItemID) -> Bool
    ) {
        if updates.hasReloads && new.reloadedItems.contains(id) {
            itemReloads.append(ItemUpdate(id: id, from: from, to: to))
        } else if (updates.hasReconfigures && new.reconfiguredItems.contains(id))
            || (updates.checksContent && isContentChanged(id))
        {
            itemReconfigures.append(ItemUpdate(id: id, from: from, to: to))
        }
    }

    /// Records the updates when both snapshots have the same layout, so every item keeps its index path.
    mutating func collectUpdatesInPlace(
        old: ListSnapshot<SectionID, ItemID>,
        new: ListSnapshot<SectionID, ItemID>,
        updates: UpdateCheck,
        isContentChanged: (ItemID) -> Bool
    ) {
        for section in 0..<new.order.count {
            let items = new.slots[new.order[section]].items
            for index in items.indices {
                let path = ListIndexPath(item: index, section: section)
                collectUpdate(
                    id: items[index], from: path, to: path, updates: updates, new: new,
                    isContentChanged: isContentChanged
                )
            }
        }
    }

    /// Records the sections marked for reload in `new` that `old` also has, at their old index.
    mutating func collectSectionReloads(old: ListSnapshot<SectionID, ItemID>, new: ListSnapshot<SectionID, ItemID>) {
        guard !new.reloadedSections.isEmpty else { return }
        for id in new.reloadedSections {
            if let index = old.indexOfSection(id) {
                sectionReloads.append(SectionChange(id: id, index: index))
            }
        }
        sectionReloads.sort { $0.index < $1.index }
    }
}

extension ListDiff {
    /// Collects reloads and reconfigures of items present in both snapshots, in new order.
    @usableFromInline
    struct UpdateCollector {
        /// Whether the caller gave a content closure.
        @usableFromInline
        let checksContent: Bool
        /// Whether the new snapshot has reload marks.
        @usableFromInline
        let hasReloads: Bool
        /// Whether the new snapshot has reconfigure marks.
        @usableFromInline
        let hasReconfigures: Bool
        /// The reloads found so far.
        @usableFromInline
        var reloads: [ItemUpdate] = []
        /// The reconfigures found so far.
        @usableFromInline
        var reconfigures: [ItemUpdate] = []

        @inlinable
        init(new: ListSnapshot<SectionID, ItemID>, checksContent: Bool) {
            self.checksContent = checksContent
            self.hasReloads = !new.reloadedItems.isEmpty
            self.hasReconfigures = !new.reconfiguredItems.isEmpty
        }

        /// Whether any item can produce an update.
        @inlinable
        var isNeeded: Bool { checksContent || hasReloads || hasReconfigures }

        /// Records the reload or reconfigure of one item present in both snapshots, if it has one.
        @inlinable
        mutating func collect(
            id: ItemID,
            from: ListIndexPath,
            to: ListIndexPath,
            new: ListSnapshot<SectionID, ItemID>,
            isContentChanged: (ItemID) -> Bool
        ) {
            if hasReloads && new.reloadedItems.contains(id) {
                reloads.append(ItemUpdate(id: id, from: from, to: to))
            } else if (hasReconfigures && new.reconfiguredItems.contains(id)) || (checksContent && isContentChanged(id))
            {
                reconfigures.append(ItemUpdate(id: id, from: from, to: to))
            }
        }

        /// Records the updates when both snapshots have the same layout, so every item keeps its index path.
        ///
        /// Without a content closure only marked items can have updates; when they are few (a store reporting the
        /// handful of values a write changed), they are looked up one by one instead of visiting every item.
        @inlinable
        mutating func collectInPlace(new: ListSnapshot<SectionID, ItemID>, isContentChanged: (ItemID) -> Bool) {
            if !checksContent && (new.reloadedItems.count + new.reconfiguredItems.count) * 16 < new.numberOfItems {
                collectMarks(new: new)
                return
            }
            for section in 0..<new.order.count {
                new.slots[new.order[section]].items.withUnsafeBufferPointer { items in
                    for index in 0..<items.count {
                        let path = ListIndexPath(item: index, section: section)
                        collect(id: items[index], from: path, to: path, new: new, isContentChanged: isContentChanged)
                    }
                }
            }
        }

        /// Records the updates of the marked items alone, in new order, when both snapshots have the same layout.
        ///
        /// - Complexity: O(m log m) for m marked items.
        @inlinable
        mutating func collectMarks(new: ListSnapshot<SectionID, ItemID>) {
            for id in new.reloadedItems {
                if let path = new.indexPath(ofItem: id) { reloads.append(ItemUpdate(id: id, from: path, to: path)) }
            }
            for id in new.reconfiguredItems where !(hasReloads && new.reloadedItems.contains(id)) {
                if let path = new.indexPath(ofItem: id) {
                    reconfigures.append(ItemUpdate(id: id, from: path, to: path))
                }
            }
            reloads.sort { $0.to < $1.to }
            reconfigures.sort { $0.to < $1.to }
        }
    }
}

extension ListSnapshot {
    /// Adds items after the last item of `section`, or of the last section when `section` is `nil`.
    ///
    /// - Throws: ``Error/duplicateItem(_:)`` when an item is already in the snapshot or listed twice,
    ///   ``Error/sectionNotFound(_:)``, or ``Error/noSections``; the snapshot is then unchanged.
    /// - Complexity: amortised O(k) for k new items.
    @inlinable
    public mutating func appendItems(_ items: [ItemID], toSection section: SectionID? = nil) throws(Error) {
        let slot: Int
        if let section {
            slot = try self.slot(of: section)
        } else {
            guard let last = order.last else { throw .noSections }
            slot = last
        }
        try claim(items, slot: slot, start: slots[slot].items.count)
        if slots[slot].items.isEmpty {
            slots[slot].items = items  // shares the caller's buffer: a snapshot built from arrays copies no ids
        } else {
            slots[slot].items.append(contentsOf: items)
        }
    }

    /// Inserts items just before `target`, in its section.
    ///
    /// - Throws: ``Error/itemNotFound(_:)`` or ``Error/duplicateItem(_:)``; the snapshot is then unchanged.
    /// - Complexity: O(k + t) for k new items and t items after the insertion point in that section.
    public mutating func insertItems(_ items: [ItemID], beforeItem target: ItemID) throws(Error) {
        let anchor = try location(of: target)
        try insertItems(items, slot: Int(anchor.slot), at: Int(anchor.index))
    }

    /// Inserts items just after `target`, in its section.
    ///
    /// - Throws: ``Error/itemNotFound(_:)`` or ``Error/duplicateItem(_:)``; the snapshot is then unchanged.
    /// - Complexity: O(k + t) for k new items and t items after the insertion point in that section.
    public mutating func insertItems(_ items: [ItemID], afterItem target: ItemID) throws(Error) {
        let anchor = try location(of: target)
        try insertItems(items, slot: Int(anchor.slot), at: Int(anchor.index) + 1)
    }

    /// Removes items (and their marks).
    ///
    /// All removals are done in one pass per touched section, so deleting many items costs about as much
    /// as deleting one: each section is compacted and re-indexed once, from its first removed position.
    ///
    /// - Throws: ``Error/itemNotFound(_:)`` when one is missing; the snapshot is then unchanged.
    /// - Complexity: O(k log k + t) for k removed items and t items after the first removed position of
    ///   each touched section.
    public mutating func deleteItems(_ items: [ItemID]) throws(Error) {
        for item in items where locations[item] == nil {
            throw .itemNotFound(item)
        }
        if items.count == 1 {
            let location = locations.removeValue(forKey: items[0])!
            let slot = Int(location.slot)
            slots[slot].items.remove(at: Int(location.index))
            unmark(item: items[0])
            reindex(slot: slot, from: Int(location.index))
            return
        }
        var removed: [Location] = []
        removed.reserveCapacity(items.count)
        for item in items {
            guard let location = locations.removeValue(forKey: item) else { continue }  // listed twice
            removed.append(location)
            unmark(item: item)
        }
        removed.sort { ($0.slot, $0.index) < ($1.slot, $1.index) }
        var start = 0
        while start < removed.count {
            let slot = Int(removed[start].slot)
            var end = start
            while end < removed.count && Int(removed[end].slot) == slot { end += 1 }
            compact(slot: slot, removing: removed[start..<end])
            reindex(slot: slot, from: Int(removed[start].index))
            start = end
        }
    }

    /// Removes every item from every section, keeping the sections.
    ///
    /// - Complexity: O(n).
    public mutating func deleteAllItems() {
        for slot in order {
            slots[slot].items = []
        }
        locations = [:]
        reloadedItems = []
        reconfiguredItems = []
    }

    /// Moves `item` to just before `target` (possibly into another section).
    ///
    /// - Throws: ``Error/itemNotFound(_:)`` or ``Error/itemMovedRelativeToItself(_:)``.
    /// - Complexity: O(t) for the items after the two positions in their sections.
    public mutating func moveItem(_ item: ItemID, beforeItem target: ItemID) throws(Error) {
        try moveItem(item, relativeTo: target, after: false)
    }

    /// Moves `item` to just after `target` (possibly into another section).
    ///
    /// - Throws: ``Error/itemNotFound(_:)`` or ``Error/itemMovedRelativeToItself(_:)``.
    /// - Complexity: O(t) for the items after the two positions in their sections.
    public mutating func moveItem(_ item: ItemID, afterItem target: ItemID) throws(Error) {
        try moveItem(item, relativeTo: target, after: true)
    }

    private mutating func moveItem(_ item: ItemID, relativeTo target: ItemID, after: Bool) throws(Error) {
        let from = try location(of: item)
        _ = try location(of: target)
        guard item != target else { throw .itemMovedRelativeToItself(item) }
        slots[Int(from.slot)].items.remove(at: Int(from.index))
        reindex(slot: Int(from.slot), from: Int(from.index))
        let anchor = locations[target]!
        let slot = Int(anchor.slot)
        let index = Int(anchor.index) + (after ? 1 : 0)
        slots[slot].items.insert(item, at: index)
        reindex(slot: slot, from: index)
    }

    /// Inserts `items` into `slot` so that the first one ends up at `index`.
    mutating func insertItems(_ items: [ItemID], slot: Int, at index: Int) throws(Error) {
        try claim(items, slot: slot, start: index)
        slots[slot].items.insert(contentsOf: items, at: index)
        reindex(slot: slot, from: index + items.count)
    }

    /// Removes the items at the given (sorted, same-slot) locations in one pass.
    private mutating func compact(slot: Int, removing removed: ArraySlice<Location>) {
        var items = slots[slot].items
        slots[slot].items = []  // keep the buffer uniquely referenced while compacting
        var write = Int(removed.first!.index)
        var read = write
        var next = removed.startIndex
        while read < items.count {
            if next < removed.endIndex && Int(removed[next].index) == read {
                next += 1
            } else {
                items.swapAt(write, read)
                write += 1
            }
            read += 1
        }
        items.removeLast(items.count - write)
        slots[slot].items = items
    }
}

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
        try claim(items, slot: slot, start: slots[slot].count)
        slots[slot].append(contentsOf: items)
    }

    /// Inserts items just before `target`, in its section.
    ///
    /// - Throws: ``Error/itemNotFound(_:)`` or ``Error/duplicateItem(_:)``; the snapshot is then unchanged.
    /// - Complexity: O(k + t) for k new items and t items after the insertion point in that section; O(k) when
    ///   `target` is the first item of its section (a page put before the rows shown).
    public mutating func insertItems(_ items: [ItemID], beforeItem target: ItemID) throws(Error) {
        let anchor = try location(of: target)
        try insertItems(items, slot: Int(anchor.slot), at: index(of: anchor))
    }

    /// Inserts items just after `target`, in its section.
    ///
    /// - Throws: ``Error/itemNotFound(_:)`` or ``Error/duplicateItem(_:)``; the snapshot is then unchanged.
    /// - Complexity: O(k + t) for k new items and t items after the insertion point in that section.
    public mutating func insertItems(_ items: [ItemID], afterItem target: ItemID) throws(Error) {
        let anchor = try location(of: target)
        try insertItems(items, slot: Int(anchor.slot), at: index(of: anchor) + 1)
    }

    /// Removes items (and their marks).
    ///
    /// All removals are done in one pass per touched section, so deleting many items costs about as much
    /// as deleting one: each section is compacted and re-indexed once, from its first removed position. Items
    /// removed from either end of a section (the first rows, or the last) move no other item.
    ///
    /// - Throws: ``Error/itemNotFound(_:)`` when one is missing; the snapshot is then unchanged.
    /// - Complexity: O(k log k + t) for k removed items and t items after the first removed position of
    ///   each touched section; O(k log k) when they are the first or the last items of their sections.
    public mutating func deleteItems(_ items: [ItemID]) throws(Error) {
        for item in items where locations[item] == nil {
            throw .itemNotFound(item)
        }
        var removed: [(slot: Int, index: Int)] = []
        removed.reserveCapacity(items.count)
        for item in items {
            guard let location = locations.removeValue(forKey: item) else { continue }  // listed twice
            removed.append((Int(location.slot), index(of: location)))
            unmark(item: item)
        }
        if removed.count > 1 { removed.sort { ($0.slot, $0.index) < ($1.slot, $1.index) } }
        var start = 0
        while start < removed.count {
            let slot = removed[start].slot
            var end = start
            while end < removed.count && removed[end].slot == slot { end += 1 }
            let first = removed[start].index
            let last = removed[end - 1].index
            let isRun = last - first == end - start - 1
            if isRun && first == 0 {
                slots[slot].removeFirst(end - start)
                slots[slot].bias &+= Int32(truncatingIfNeeded: end - start)
            } else if isRun && last == slots[slot].count - 1 {
                slots[slot].removeLast(end - start)
            } else {
                compact(slot: slot, removing: removed[start..<end])
                reindex(slot: slot, from: first)
            }
            start = end
        }
    }

    /// Removes every item from every section, keeping the sections.
    ///
    /// - Complexity: O(n).
    public mutating func deleteAllItems() {
        for slot in order {
            slots[slot].setItems([])
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
        let fromIndex = index(of: from)
        slots[Int(from.slot)].makeContiguous()
        slots[Int(from.slot)].tail.remove(at: fromIndex)
        reindex(slot: Int(from.slot), from: fromIndex)
        let anchor = locations[target]!
        let slot = Int(anchor.slot)
        let index = index(of: anchor) + (after ? 1 : 0)
        slots[slot].makeContiguous()
        slots[slot].tail.insert(item, at: index)
        reindex(slot: slot, from: index)
    }

    /// Inserts `items` into `slot` so that the first one ends up at `index`; at index 0, only the new items are
    /// indexed (the others keep their stored index, under a bias lowered by as many).
    mutating func insertItems(_ items: [ItemID], slot: Int, at index: Int) throws(Error) {
        if index == 0 && slots[slot].count > 0 {
            let bias = slots[slot].bias &- Int32(truncatingIfNeeded: items.count)
            try claim(items, slot: slot, start: 0, bias: bias)
            slots[slot].bias = bias
            slots[slot].prepend(items)
            return
        }
        try claim(items, slot: slot, start: index)
        slots[slot].makeContiguous()
        slots[slot].tail.insert(contentsOf: items, at: index)
        reindex(slot: slot, from: index + items.count)
    }

    /// Removes the items at the given (sorted, same-slot) indexes in one pass.
    private mutating func compact(slot: Int, removing removed: ArraySlice<(slot: Int, index: Int)>) {
        slots[slot].makeContiguous()
        var items = slots[slot].tail
        slots[slot].tail = []  // keep the buffer uniquely referenced while compacting
        var write = removed.first!.index
        var read = write
        var next = removed.startIndex
        while read < items.count {
            if next < removed.endIndex && removed[next].index == read {
                next += 1
            } else {
                items.swapAt(write, read)
                write += 1
            }
            read += 1
        }
        items.removeLast(items.count - write)
        slots[slot].tail = items
    }
}

extension ListSnapshot {
    /// Where an item lives: the storage slot of its section and its index inside that section.
    ///
    /// Two 32-bit integers keep the identifier dictionary small (eight bytes per value).
    @usableFromInline
    struct Location: Sendable {
        /// The storage slot of the item's section.
        @usableFromInline
        var slot: Int32
        /// The index of the item inside its section.
        @usableFromInline
        var index: Int32

        @inlinable
        init(slot: Int, index: Int) {
            self.slot = Int32(truncatingIfNeeded: slot)
            self.index = Int32(truncatingIfNeeded: index)
        }
    }

    /// One section's storage.
    @usableFromInline
    struct Slot: Sendable {
        /// The section identifier (stale while the slot is free).
        @usableFromInline
        var id: SectionID
        /// The item identifiers in display order.
        @usableFromInline
        var items: [ItemID]

        @inlinable
        init(id: SectionID, items: [ItemID]) {
            self.id = id
            self.items = items
        }
    }

    /// The slot of `section`, or throws ``Error/sectionNotFound(_:)``.
    @inlinable
    func slot(of section: SectionID) throws(Error) -> Int {
        guard let slot = slotOfSection[section] else { throw .sectionNotFound(section) }
        return slot
    }

    /// The location of `item`, or throws ``Error/itemNotFound(_:)``.
    func location(of item: ItemID) throws(Error) -> Location {
        guard let location = locations[item] else { throw .itemNotFound(item) }
        return location
    }

    /// The items of the section shown at `index`.
    func items(atSectionIndex index: Int) -> [ItemID] {
        slots[order[index]].items
    }

    /// Rewrites the stored index of every item of `slot` from `start` to the end of the section.
    ///
    /// - Complexity: O(k − start) for a section of k items.
    mutating func reindex(slot: Int, from start: Int) {
        let items = slots[slot].items
        var index = start
        while index < items.count {
            locations[items[index]] = Location(slot: slot, index: index)
            index += 1
        }
    }

    /// Recomputes `positionOfSlot` for the sections shown from `start` on.
    @inlinable
    mutating func reindexSections(from start: Int) {
        var index = start
        while index < order.count {
            positionOfSlot[order[index]] = index
            index += 1
        }
    }

    /// Takes a free slot (or makes a new one) for `section`.
    @inlinable
    mutating func allocateSlot(for section: SectionID) -> Int {
        if let slot = freeSlots.popLast() {
            slots[slot] = Slot(id: section, items: [])
            return slot
        }
        slots.append(Slot(id: section, items: []))
        positionOfSlot.append(-1)
        return slots.count - 1
    }

    /// Removes from `locations` the items added by a failed insertion, leaving the dictionary as it was.
    @inlinable
    mutating func forget<S: Sequence<ItemID>>(_ items: S) {
        for item in items {
            locations.removeValue(forKey: item)
        }
    }

    /// Records `items` as living in `slot` from index `start` on, failing on the first identifier already
    /// present (in the snapshot or earlier in `items`) and then leaving `locations` exactly as it was.
    ///
    /// - Complexity: O(k) for k items: one dictionary update each.
    @inlinable
    mutating func claim(_ items: [ItemID], slot: Int, start: Int) throws(Error) {
        locations.reserveCapacity(locations.count + items.count)
        var offset = 0
        for item in items {
            if let previous = locations.updateValue(Location(slot: slot, index: start + offset), forKey: item) {
                // Put the overwritten entry back, then forget every entry this call added. When the duplicate
                // was one of ours, forgetting removes it again; when it belonged to the snapshot, it stays.
                locations[item] = previous
                forget(items[0..<offset])
                throw .duplicateItem(item)
            }
            offset += 1
        }
    }

    /// Removes every mark of `item`.
    mutating func unmark(item: ItemID) {
        if !reloadedItems.isEmpty { reloadedItems.remove(item) }
        if !reconfiguredItems.isEmpty { reconfiguredItems.remove(item) }
    }
}

extension ListSnapshot {
    /// Where an item lives: the storage slot of its section and its index inside that section, stored relative to
    /// the slot's ``Slot/bias`` (see ``ListSnapshot/index(of:)``).
    ///
    /// Two 32-bit integers keep the identifier dictionary small (eight bytes per value).
    @usableFromInline
    struct Location: Sendable {
        /// The storage slot of the item's section.
        @usableFromInline
        var slot: Int32
        /// The index of the item inside its section plus its slot's bias, wrapping.
        @usableFromInline
        var index: Int32

        @inlinable
        init(slot: Int, index: Int) {
            self.slot = Int32(truncatingIfNeeded: slot)
            self.index = Int32(truncatingIfNeeded: index)
        }
    }

    /// One section's storage: its items in display order, kept so that adding or removing items at either end
    /// costs only the items added or removed.
    ///
    /// Items put before the first one go to ``head``, nearest last; items removed from the front of ``tail`` are
    /// skipped (``tailStart``) until they are half of it. Each item's ``Location`` stores its index plus ``bias``,
    /// so an insertion or removal at the front moves every index by changing the bias alone.
    @usableFromInline
    struct Slot: Sendable {
        /// The section identifier (stale while the slot is free).
        @usableFromInline
        var id: SectionID
        /// Items put before the rest, in reverse: `head.last` is the section's first item.
        @usableFromInline
        var head: [ItemID]
        /// The items after the head, from ``tailStart`` on.
        @usableFromInline
        var tail: [ItemID]
        /// How many items at the start of ``tail`` left the section.
        @usableFromInline
        var tailStart: Int
        /// What an item's stored ``Location/index`` adds to its index in the section (wrapping).
        @usableFromInline
        var bias: Int32

        @inlinable
        init(id: SectionID, items: [ItemID]) {
            self.id = id
            head = []
            tail = items
            tailStart = 0
            bias = 0
        }

        /// Whether the items are ``tail`` exactly.
        @inlinable
        var isContiguous: Bool { head.isEmpty && tailStart == 0 }

        /// The number of items.
        @inlinable
        var count: Int { head.count + tail.count - tailStart }

        /// The items in display order; O(1) when ``isContiguous`` (the array shares storage), O(k) otherwise.
        @inlinable
        var items: [ItemID] {
            if isContiguous { return tail }
            var result: [ItemID] = []
            result.reserveCapacity(count)
            result.append(contentsOf: head.reversed())
            result.append(contentsOf: tail[tailStart...])
            return result
        }

        /// The item at `index`.
        @inlinable
        subscript(index: Int) -> ItemID {
            index < head.count ? head[head.count - 1 - index] : tail[tailStart + index - head.count]
        }

        /// Makes the items ``tail`` alone, in O(k) when they were not already.
        @inlinable
        mutating func makeContiguous() {
            guard !isContiguous else { return }
            let all = items
            head = []
            tail = all
            tailStart = 0
        }

        /// Replaces the items (the bias stays).
        @inlinable
        mutating func setItems(_ items: [ItemID]) {
            head = []
            tail = items
            tailStart = 0
        }

        /// Adds `items` at the end.
        @inlinable
        mutating func append(contentsOf items: [ItemID]) {
            if count == 0 {
                setItems(items)  // shares the caller's buffer: a snapshot built from arrays copies no ids
            } else {
                tail.append(contentsOf: items)
            }
        }

        /// Adds `items` before the first item, in O(k) for k items; the caller moves the bias.
        @inlinable
        mutating func prepend(_ items: [ItemID]) {
            head.append(contentsOf: items.reversed())
        }

        /// Removes the first `k` items, in amortised O(k); the caller moves the bias.
        mutating func removeFirst(_ k: Int) {
            let fromHead = min(k, head.count)
            head.removeLast(fromHead)
            tailStart += k - fromHead
            if tailStart == tail.count {
                tail = []
                tailStart = 0
            } else if tailStart > 32 && tailStart * 2 > tail.count {
                tail.removeFirst(tailStart)
                tailStart = 0
            }
        }

        /// Removes the last `k` items, in O(k) unless they reach into the head.
        mutating func removeLast(_ k: Int) {
            if tail.count - tailStart < k { makeContiguous() }
            tail.removeLast(k)
            if tail.count == tailStart && tailStart > 0 {
                tail = []
                tailStart = 0
            }
        }
    }

    /// The index inside its section of the item at `location`.
    @inlinable
    func index(of location: Location) -> Int {
        Int(location.index &- slots[Int(location.slot)].bias)
    }

    /// The location of the item at `index` of `slot`.
    @inlinable
    func location(slot: Int, index: Int) -> Location {
        Location(slot: slot, index: index + Int(slots[slot].bias))
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
        let storage = slots[slot]
        var index = start
        while index < storage.count {
            locations[storage[index]] = location(slot: slot, index: index)
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

    /// Records `items` as living in `slot` from index `start` on (under the slot's bias, or `bias` when given),
    /// failing on the first identifier already
    /// present (in the snapshot or earlier in `items`) and then leaving `locations` exactly as it was.
    ///
    /// - Complexity: O(k) for k items: one dictionary update each.
    @inlinable
    mutating func claim(_ items: [ItemID], slot: Int, start: Int, bias: Int32? = nil) throws(Error) {
        locations.reserveCapacity(locations.count + items.count)
        let first = start + Int(bias ?? slots[slot].bias)
        var offset = 0
        for item in items {
            if let previous = locations.updateValue(Location(slot: slot, index: first + offset), forKey: item) {
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

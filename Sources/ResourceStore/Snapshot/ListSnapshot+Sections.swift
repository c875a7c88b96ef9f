extension ListSnapshot {
    /// Adds sections after the last one.
    ///
    /// - Throws: ``Error/duplicateSection(_:)`` when a section is already there or listed twice; the snapshot
    ///   is then unchanged.
    /// - Complexity: O(k) for k new sections.
    @inlinable
    public mutating func appendSections(_ sections: [SectionID]) throws(Error) {
        try insertSections(sections, atSectionIndex: order.count)
    }

    /// Inserts sections just before `target`.
    ///
    /// - Throws: ``Error/sectionNotFound(_:)`` or ``Error/duplicateSection(_:)``; the snapshot is then unchanged.
    /// - Complexity: O(s + k) for s sections and k new ones; items are not touched.
    public mutating func insertSections(_ sections: [SectionID], beforeSection target: SectionID) throws(Error) {
        let index = positionOfSlot[try slot(of: target)]
        try insertSections(sections, atSectionIndex: index)
    }

    /// Inserts sections just after `target`.
    ///
    /// - Throws: ``Error/sectionNotFound(_:)`` or ``Error/duplicateSection(_:)``; the snapshot is then unchanged.
    /// - Complexity: O(s + k) for s sections and k new ones; items are not touched.
    public mutating func insertSections(_ sections: [SectionID], afterSection target: SectionID) throws(Error) {
        let index = positionOfSlot[try slot(of: target)]
        try insertSections(sections, atSectionIndex: index + 1)
    }

    /// Removes sections together with their items (and the marks of those items).
    ///
    /// - Throws: ``Error/sectionNotFound(_:)`` when one is missing; the snapshot is then unchanged.
    /// - Complexity: O(s + m) for s sections and m removed items.
    public mutating func deleteSections(_ sections: [SectionID]) throws(Error) {
        for section in sections where slotOfSection[section] == nil {
            throw .sectionNotFound(section)
        }
        var lowest = order.count
        for section in sections {
            guard let slot = slotOfSection.removeValue(forKey: section) else { continue }  // listed twice
            for item in slots[slot].items {
                locations.removeValue(forKey: item)
                unmark(item: item)
            }
            slots[slot].setItems([])
            reloadedSections.remove(section)
            let position = positionOfSlot[slot]
            lowest = min(lowest, position)
            positionOfSlot[slot] = -1
            freeSlots.append(slot)
        }
        order.removeAll { positionOfSlot[$0] < 0 }
        reindexSections(from: lowest)
    }

    /// Moves `section` (with its items) to just before `target`.
    ///
    /// - Throws: ``Error/sectionNotFound(_:)`` or ``Error/sectionMovedRelativeToItself(_:)``.
    /// - Complexity: O(s) for s sections; items are not touched.
    public mutating func moveSection(_ section: SectionID, beforeSection target: SectionID) throws(Error) {
        try moveSection(section, relativeTo: target, after: false)
    }

    /// Moves `section` (with its items) to just after `target`.
    ///
    /// - Throws: ``Error/sectionNotFound(_:)`` or ``Error/sectionMovedRelativeToItself(_:)``.
    /// - Complexity: O(s) for s sections; items are not touched.
    public mutating func moveSection(_ section: SectionID, afterSection target: SectionID) throws(Error) {
        try moveSection(section, relativeTo: target, after: true)
    }

    private mutating func moveSection(_ section: SectionID, relativeTo target: SectionID, after: Bool) throws(Error) {
        let moving = try slot(of: section)
        let anchor = try slot(of: target)
        guard moving != anchor else { throw .sectionMovedRelativeToItself(section) }
        let from = positionOfSlot[moving]
        order.remove(at: from)
        let anchorIndex = order.firstIndex(of: anchor)!
        let to = after ? anchorIndex + 1 : anchorIndex
        order.insert(moving, at: to)
        reindexSections(from: min(from, to))
    }

    /// Inserts `sections` so that the first one ends up at `index`.
    @inlinable
    mutating func insertSections(_ sections: [SectionID], atSectionIndex index: Int) throws(Error) {
        var seen = Set<SectionID>(minimumCapacity: sections.count)
        for section in sections {
            guard slotOfSection[section] == nil, seen.insert(section).inserted else {
                throw .duplicateSection(section)
            }
        }
        var newSlots: ContiguousArray<Int> = []
        newSlots.reserveCapacity(sections.count)
        for section in sections {
            let slot = allocateSlot(for: section)
            slotOfSection[section] = slot
            newSlots.append(slot)
        }
        order.insert(contentsOf: newSlots, at: index)
        reindexSections(from: index)
    }
}

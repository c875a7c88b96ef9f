extension ListDiff {
    /// Computes the changes from `old` to `new`.
    ///
    /// Reload and reconfigure marks are read from `new`; items marked there and present in both snapshots are
    /// reported in ``itemReloads`` and ``itemReconfigures``.
    ///
    /// - Complexity: expected O(n + m log m) for n items, where m counts the items that stay in their section
    ///   but are out of order (in-order items cost O(1) each); in practice O(n). The work is one hash lookup
    ///   per old item plus a few passes over flat integer arrays. When both snapshots have the same layout (a
    ///   snapshot compared with a copy of itself, for instance) no hashing happens at all.
    @inlinable
    public init(from old: ListSnapshot<SectionID, ItemID>, to new: ListSnapshot<SectionID, ItemID>) {
        self = Self.compute(from: old, to: new, checksContent: false) { _ in false }
    }

    /// Computes the changes from `old` to `new`, asking `isContentChanged` about every item present in both
    /// whether its content changed; those items are reported in ``itemReconfigures``.
    ///
    /// ```swift
    /// let diff = ListDiff(from: before, to: after) { id in oldRevisions[id] != newRevisions[id] }
    /// ```
    ///
    /// - Complexity: expected O(n) plus one call of `isContentChanged` per item present in both snapshots.
    @inlinable
    public init(
        from old: ListSnapshot<SectionID, ItemID>,
        to new: ListSnapshot<SectionID, ItemID>,
        isContentChanged: (ItemID) -> Bool
    ) {
        self = Self.compute(from: old, to: new, checksContent: true, isContentChanged: isContentChanged)
    }

    /// Computes the changes from `old` to `new`, treating an item as reconfigured when its content fingerprint
    /// (any hash or revision number of the displayed content) differs between the two dictionaries.
    ///
    /// An item missing from a dictionary has no fingerprint; `nil` differs from any number.
    ///
    /// - Complexity: expected O(n) plus two dictionary lookups per item present in both snapshots.
    @inlinable
    public init(
        from old: ListSnapshot<SectionID, ItemID>,
        to new: ListSnapshot<SectionID, ItemID>,
        oldFingerprints: [ItemID: Int],
        newFingerprints: [ItemID: Int]
    ) {
        self.init(from: old, to: new) { oldFingerprints[$0] != newFingerprints[$0] }
    }

    /// The algorithm, in four steps: sections, flat positions, item matching, and per-section moves.
    @inlinable
    static func compute(
        from old: ListSnapshot<SectionID, ItemID>,
        to new: ListSnapshot<SectionID, ItemID>,
        checksContent: Bool,
        isContentChanged: (ItemID) -> Bool
    ) -> ListDiff {
        var updates = UpdateCollector(new: new, checksContent: checksContent)
        let sectionReloads = Self.sectionReloads(old: old, new: new)
        if old.hasSameLayout(as: new) {
            if updates.isNeeded {
                updates.collectInPlace(new: new, isContentChanged: isContentChanged)
            }
            return ListDiff(
                sectionDeletes: [], sectionInserts: [], itemsOfInsertedSections: [], sectionMoves: [],
                sectionReloads: sectionReloads, itemDeletes: [], itemInserts: [], itemMoves: [],
                itemReloads: updates.reloads, itemReconfigures: updates.reconfigures
            )
        }

        // 1. Sections: match by identifier, then keep the longest run that stays in order.
        let oldSectionCount = old.order.count
        let newSectionCount = new.order.count
        var sectionDeletes: [SectionChange] = []
        var sectionInserts: [SectionChange] = []
        var itemsOfInsertedSections: [[ItemID]] = []
        var sectionMoves: [SectionMove] = []
        var newIndexOfOld = ContiguousArray<Int>(repeating: -1, count: oldSectionCount)
        var oldIndexOfNew = ContiguousArray<Int>(repeating: -1, count: newSectionCount)
        for oldIndex in 0..<oldSectionCount {
            let id = old.slots[old.order[oldIndex]].id
            if let slot = new.slotOfSection[id] {
                let newIndex = new.positionOfSlot[slot]
                newIndexOfOld[oldIndex] = newIndex
                oldIndexOfNew[newIndex] = oldIndex
            } else {
                sectionDeletes.append(SectionChange(id: id, index: oldIndex))
            }
        }
        for newIndex in 0..<newSectionCount where oldIndexOfNew[newIndex] < 0 {
            let slot = new.slots[new.order[newIndex]]
            sectionInserts.append(SectionChange(id: slot.id, index: newIndex))
            itemsOfInsertedSections.append(slot.items)
        }
        var solver = LongestIncreasingSubsequence()
        var isMember = ContiguousArray<Bool>()
        var sequence = ContiguousArray<Int32>()
        var positions = ContiguousArray<Int32>()
        for oldIndex in 0..<oldSectionCount where newIndexOfOld[oldIndex] >= 0 {
            sequence.append(Int32(truncatingIfNeeded: newIndexOfOld[oldIndex]))
            positions.append(Int32(truncatingIfNeeded: oldIndex))
        }
        _ = solver.solve(sequence, isMember: &isMember)
        for index in sequence.indices where !isMember[index] {
            let from = Int(positions[index])
            sectionMoves.append(SectionMove(id: old.slots[old.order[from]].id, from: from, to: Int(sequence[index])))
        }
        sectionMoves.sort { $0.to < $1.to }

        // 2. Flat positions, section after section.
        let oldStart = Self.starts(of: old)
        let newStart = Self.starts(of: new)

        // 3. For every new position, the flat old position of the same item, or -1 when it is new there.
        //    One hash lookup per old item; items of deleted old sections are skipped (they become inserts).
        var itemDeletes: [ItemChange] = []
        var oldPositionOfNew = ContiguousArray<Int32>(repeating: -1, count: newStart[newSectionCount])
        oldPositionOfNew.withUnsafeMutableBufferPointer { match in
            for oldSection in 0..<oldSectionCount where newIndexOfOld[oldSection] >= 0 {
                let base = oldStart[oldSection]
                old.slots[old.order[oldSection]].items.withUnsafeBufferPointer { items in
                    for index in 0..<items.count {
                        if let location = new.locations[items[index]] {
                            let newSection = new.positionOfSlot[Int(location.slot)]
                            if oldIndexOfNew[newSection] >= 0 {
                                match[newStart[newSection] + Int(location.index)] = Int32(
                                    truncatingIfNeeded: base + index
                                )
                                continue
                            }
                        }
                        itemDeletes.append(
                            ItemChange(id: items[index], indexPath: ListIndexPath(item: index, section: oldSection))
                        )
                    }
                }
            }
        }

        // 4. Per new section: inserts, moves from other sections, and the stayers' longest in-order run.
        var itemInserts: [ItemChange] = []
        var itemMoves: [ItemMove] = []
        var movesHere: [ItemMove] = []
        oldPositionOfNew.withUnsafeBufferPointer { match in
            for newSection in 0..<newSectionCount {
                let oldSection = oldIndexOfNew[newSection]
                guard oldSection >= 0 else { continue }
                let low = oldStart[oldSection]
                let high = oldStart[oldSection + 1]
                let base = newStart[newSection]
                let items = new.slots[new.order[newSection]].items
                sequence.removeAll(keepingCapacity: true)
                positions.removeAll(keepingCapacity: true)
                movesHere.removeAll(keepingCapacity: true)
                items.withUnsafeBufferPointer { items in
                    for index in 0..<items.count {
                        let oldPosition = Int(match[base + index])
                        if oldPosition < 0 {
                            itemInserts.append(
                                ItemChange(id: items[index], indexPath: ListIndexPath(item: index, section: newSection))
                            )
                            continue
                        }
                        if oldPosition >= low && oldPosition < high {
                            sequence.append(Int32(truncatingIfNeeded: oldPosition - low))
                            positions.append(Int32(truncatingIfNeeded: index))
                            if updates.isNeeded {
                                updates.collect(
                                    id: items[index],
                                    from: ListIndexPath(item: oldPosition - low, section: oldSection),
                                    to: ListIndexPath(item: index, section: newSection),
                                    new: new, isContentChanged: isContentChanged
                                )
                            }
                        } else {
                            let section = Self.section(containing: oldPosition, starts: oldStart)
                            let from = ListIndexPath(item: oldPosition - oldStart[section], section: section)
                            let to = ListIndexPath(item: index, section: newSection)
                            movesHere.append(ItemMove(id: items[index], from: from, to: to))
                            if updates.isNeeded {
                                updates.collect(
                                    id: items[index], from: from, to: to, new: new, isContentChanged: isContentChanged
                                )
                            }
                        }
                    }
                }
                _ = solver.solve(sequence, isMember: &isMember)
                for index in sequence.indices where !isMember[index] {
                    let to = ListIndexPath(item: Int(positions[index]), section: newSection)
                    let from = ListIndexPath(item: Int(sequence[index]), section: oldSection)
                    movesHere.append(ItemMove(id: items[to.item], from: from, to: to))
                }
                if !movesHere.isEmpty {
                    movesHere.sort { $0.to.item < $1.to.item }
                    itemMoves.append(contentsOf: movesHere)
                }
            }
        }
        return ListDiff(
            sectionDeletes: sectionDeletes, sectionInserts: sectionInserts,
            itemsOfInsertedSections: itemsOfInsertedSections, sectionMoves: sectionMoves,
            sectionReloads: sectionReloads, itemDeletes: itemDeletes, itemInserts: itemInserts, itemMoves: itemMoves,
            itemReloads: updates.reloads, itemReconfigures: updates.reconfigures
        )
    }

    /// The flat position of the first item of each section, plus the total count at the end.
    @inlinable
    static func starts(of snapshot: ListSnapshot<SectionID, ItemID>) -> ContiguousArray<Int> {
        var starts = ContiguousArray<Int>()
        starts.reserveCapacity(snapshot.order.count + 1)
        var total = 0
        for slot in snapshot.order {
            starts.append(total)
            total += snapshot.slots[slot].items.count
        }
        starts.append(total)
        return starts
    }

    /// The index of the section whose flat range holds `position` (the last start not above it).
    @inlinable
    static func section(containing position: Int, starts: ContiguousArray<Int>) -> Int {
        var low = 0
        var high = starts.count - 2
        while low < high {
            let middle = (low + high + 1) >> 1
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The sections marked for reload in `new` that `old` also has, at their old index.
    @inlinable
    static func sectionReloads(old: ListSnapshot<SectionID, ItemID>, new: ListSnapshot<SectionID, ItemID>)
        -> [SectionChange]
    {
        guard !new.reloadedSections.isEmpty else { return [] }
        var reloads: [SectionChange] = []
        for id in new.reloadedSections {
            if let slot = old.slotOfSection[id] {
                reloads.append(SectionChange(id: id, index: old.positionOfSlot[slot]))
            }
        }
        return reloads.sorted { $0.index < $1.index }
    }
}

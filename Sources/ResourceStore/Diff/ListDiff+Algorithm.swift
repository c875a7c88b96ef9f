extension ListDiff {
    /// Computes the changes from `old` to `new`.
    ///
    /// Reload and reconfigure marks are read from `new`; items marked there and present in both snapshots are
    /// reported in ``itemReloads`` and ``itemReconfigures``.
    ///
    /// - Complexity: expected O(n + m log m) for n items, where m is the number of items that stay in the same
    ///   section and only fall back to the binary search when they are out of order; in practice O(n). The
    ///   work is one hash lookup per old item plus a few passes over flat integer arrays. When both snapshots
    ///   have the same layout (for instance a snapshot compared with a copy of itself) it is O(s) for s sections.
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
    public init(
        from old: ListSnapshot<SectionID, ItemID>,
        to new: ListSnapshot<SectionID, ItemID>,
        oldFingerprints: [ItemID: Int],
        newFingerprints: [ItemID: Int]
    ) {
        self.init(from: old, to: new) { oldFingerprints[$0] != newFingerprints[$0] }
    }

    private static func compute(
        from old: ListSnapshot<SectionID, ItemID>,
        to new: ListSnapshot<SectionID, ItemID>,
        checksContent: Bool,
        isContentChanged: (ItemID) -> Bool
    ) -> ListDiff {
        var diff = ListDiff()
        let updates = UpdateCheck(new: new, checksContent: checksContent)
        if old.hasSameLayout(as: new) {
            if updates.isNeeded {
                diff.collectUpdatesInPlace(old: old, new: new, updates: updates, isContentChanged: isContentChanged)
            }
            diff.collectSectionReloads(old: old, new: new)
            return diff
        }

        // Sections: match by identifier, then keep the longest run that stays in order.
        let oldSectionCount = old.order.count
        let newSectionCount = new.order.count
        var newIndexOfOld = ContiguousArray<Int>(repeating: -1, count: oldSectionCount)
        var oldIndexOfNew = ContiguousArray<Int>(repeating: -1, count: newSectionCount)
        for oldIndex in 0..<oldSectionCount {
            let id = old.slots[old.order[oldIndex]].id
            if let slot = new.slotOfSection[id] {
                let newIndex = new.positionOfSlot[slot]
                newIndexOfOld[oldIndex] = newIndex
                oldIndexOfNew[newIndex] = oldIndex
            } else {
                diff.sectionDeletes.append(SectionChange(id: id, index: oldIndex))
            }
        }
        for newIndex in 0..<newSectionCount where oldIndexOfNew[newIndex] < 0 {
            let slot = new.slots[new.order[newIndex]]
            diff.sectionInserts.append(SectionChange(id: slot.id, index: newIndex))
            diff.itemsOfInsertedSections.append(slot.items)
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
            diff.sectionMoves.append(
                SectionMove(id: old.slots[old.order[from]].id, from: from, to: Int(sequence[index]))
            )
        }
        diff.sectionMoves.sort { $0.to < $1.to }
        diff.collectSectionReloads(old: old, new: new)

        // Items: flat positions, section after section.
        var oldStart = ContiguousArray<Int>()
        oldStart.reserveCapacity(oldSectionCount + 1)
        var total = 0
        for slot in old.order {
            oldStart.append(total)
            total += old.slots[slot].items.count
        }
        oldStart.append(total)
        var newStart = ContiguousArray<Int>()
        newStart.reserveCapacity(newSectionCount + 1)
        total = 0
        for slot in new.order {
            newStart.append(total)
            total += new.slots[slot].items.count
        }
        newStart.append(total)

        // For every new position, the flat old position of the same item, or -1 when it is new there.
        var oldPositionOfNew = ContiguousArray<Int32>(repeating: -1, count: total)
        oldPositionOfNew.withUnsafeMutableBufferPointer { match in
            for oldSection in 0..<oldSectionCount where newIndexOfOld[oldSection] >= 0 {
                let base = oldStart[oldSection]
                let items = old.slots[old.order[oldSection]].items
                items.withUnsafeBufferPointer { items in
                    for index in 0..<items.count {
                        if let location = new.locations[items[index]] {
                            let newSection = new.positionOfSlot[Int(location.slot)]
                            if oldIndexOfNew[newSection] >= 0 {
                                match[newStart[newSection] + Int(location.index)] = Int32(
                                    truncatingIfNeeded: base + index)
                                continue
                            }
                        }
                        diff.itemDeletes.append(
                            ItemChange(id: items[index], indexPath: ListIndexPath(item: index, section: oldSection))
                        )
                    }
                }
            }
        }

        var sectionMoves: [ItemMove] = []
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
                sectionMoves.removeAll(keepingCapacity: true)
                items.withUnsafeBufferPointer { items in
                    for index in 0..<items.count {
                        let oldPosition = Int(match[base + index])
                        let to = ListIndexPath(item: index, section: newSection)
                        if oldPosition < 0 {
                            diff.itemInserts.append(ItemChange(id: items[index], indexPath: to))
                            continue
                        }
                        let from: ListIndexPath
                        if oldPosition >= low && oldPosition < high {
                            from = ListIndexPath(item: oldPosition - low, section: oldSection)
                            sequence.append(Int32(truncatingIfNeeded: oldPosition - low))
                            positions.append(Int32(truncatingIfNeeded: index))
                        } else {
                            let section = Self.section(containing: oldPosition, starts: oldStart)
                            from = ListIndexPath(item: oldPosition - oldStart[section], section: section)
                            sectionMoves.append(ItemMove(id: items[index], from: from, to: to))
                        }
                        if updates.isNeeded {
                            diff.collectUpdate(
                                id: items[index], from: from, to: to, updates: updates,
                                new: new, isContentChanged: isContentChanged
                            )
                        }
                    }
                }
                _ = solver.solve(sequence, isMember: &isMember)
                for index in sequence.indices where !isMember[index] {
                    let to = ListIndexPath(item: Int(positions[index]), section: newSection)
                    sectionMoves.append(
                        ItemMove(
                            id: items[to.item],
                            from: ListIndexPath(item: Int(sequence[index]), section: oldSection),
                            to: to
                        )
                    )
                }
                if !sectionMoves.isEmpty {
                    sectionMoves.sort { $0.to.item < $1.to.item }
                    diff.itemMoves.append(contentsOf: sectionMoves)
                }
            }
        }
        return diff
    }

    /// The index of the section whose flat range holds `position` (the last start not above it).
    private static func section(containing position: Int, starts: ContiguousArray<Int>) -> Int {
        var low = 0
        var high = starts.count - 2
        while low < high {
            let middle = (low + high + 1) >> 1
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

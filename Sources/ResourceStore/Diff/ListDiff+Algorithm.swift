/// The diff's algorithm: one pass of four steps (sections, flat positions, item matching, per-section moves) from
/// two snapshots to their changes.
extension ListDiff {
    /// The algorithm, in four steps: sections, flat positions, item matching, and per-section moves.
    ///
    /// Sections in `replacedSections` are matched with nothing: they are reported as deleted and inserted (see
    /// ``compute(from:to:checksContent:isContentChanged:)``, which chooses them).
    @inlinable
    static func computeChanges(
        from old: ListSnapshot<SectionID, ItemID>,
        to new: ListSnapshot<SectionID, ItemID>,
        replacing replacedSections: Set<SectionID>,
        checksContent: Bool,
        isContentChanged: (ItemID) -> Bool
    ) -> ListDiff {
        var updates = UpdateCollector(new: new, checksContent: checksContent)
        let sectionReloads = Self.sectionReloads(old: old, new: new, replacing: replacedSections)
        if replacedSections.isEmpty && old.hasSameLayout(as: new) {
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
            if let slot = new.slotOfSection[id], replacedSections.isEmpty || !replacedSections.contains(id) {
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
        var sequence = ContiguousArray<Int32>()
        var positions = ContiguousArray<Int32>()
        for oldIndex in 0..<oldSectionCount where newIndexOfOld[oldIndex] >= 0 {
            sequence.append(Int32(truncatingIfNeeded: newIndexOfOld[oldIndex]))
            positions.append(Int32(truncatingIfNeeded: oldIndex))
        }
        if solver.solve(&sequence) < sequence.count {
            for index in sequence.indices where sequence[index] >= 0 {
                let from = Int(positions[index])
                sectionMoves.append(
                    SectionMove(id: old.slots[old.order[from]].id, from: from, to: Int(sequence[index]))
                )
            }
        }
        sectionMoves.sort { $0.to < $1.to }

        // 2. Flat positions, section after section.
        let oldStart = Self.starts(of: old)
        let newStart = Self.starts(of: new)

        // 3. For every new position, the flat old position of the same item, or -1 when it is new there.
        //    Each surviving old section is walked alongside its new counterpart. Items still in step are matched
        //    by one equality test; a short run of inserted or deleted items is stepped over by peeking a few
        //    items ahead; anything else is looked up in the new snapshot's index. New positions left unmatched
        //    are then looked up in the old snapshot's index, and old items still unmatched are deletes. So an
        //    unchanged run costs no hashing and a change costs about one lookup.
        let oldTotal = oldStart[oldSectionCount]
        var oldPositionOfNew = ContiguousArray<Int32>(repeating: -1, count: newStart[newSectionCount])
        var oldIsMatched = ContiguousArray<Bool>(repeating: false, count: oldTotal)
        oldPositionOfNew.withUnsafeMutableBufferPointer { match in
            oldIsMatched.withUnsafeMutableBufferPointer { matched in
                for oldSection in 0..<oldSectionCount where newIndexOfOld[oldSection] >= 0 {
                    let pairedSection = newIndexOfOld[oldSection]
                    old.slots[old.order[oldSection]].items.withUnsafeBufferPointer { items in
                        new.slots[new.order[pairedSection]].items.withUnsafeBufferPointer { paired in
                            Self.walk(
                                items, base: oldStart[oldSection], alongside: paired,
                                pairedSection: pairedSection, newStart: newStart, oldIndexOfNew: oldIndexOfNew,
                                new: new, match: match, matched: matched
                            )
                        }
                    }
                }
                for newSection in 0..<newSectionCount where oldIndexOfNew[newSection] >= 0 {
                    let base = newStart[newSection]
                    new.slots[new.order[newSection]].items.withUnsafeBufferPointer { items in
                        for index in 0..<items.count where match[base + index] < 0 {
                            guard let location = old.locations[items[index]] else { continue }
                            let oldSection = old.positionOfSlot[Int(location.slot)]
                            guard newIndexOfOld[oldSection] >= 0 else { continue }
                            let position = oldStart[oldSection] + old.index(of: location)
                            match[base + index] = Int32(truncatingIfNeeded: position)
                            matched[position] = true
                        }
                    }
                }
            }
        }
        var itemDeletes: [ItemChange] = []
        oldIsMatched.withUnsafeBufferPointer { matched in
            for oldSection in 0..<oldSectionCount where newIndexOfOld[oldSection] >= 0 {
                let base = oldStart[oldSection]
                old.slots[old.order[oldSection]].items.withUnsafeBufferPointer { items in
                    for index in 0..<items.count where !matched[base + index] {
                        itemDeletes.append(
                            ItemChange(id: items[index], indexPath: ListIndexPath(item: index, section: oldSection))
                        )
                    }
                }
            }
        }

        // 4. Per new section: inserts, moves from other sections, and the stayers' longest in-order run,
        //    found online by patience sorting over the match array itself (no copy of the stayers). Stayers
        //    outside that run are the moves; a second pass finds them only when there are any.
        var itemInserts: [ItemChange] = []
        var itemMoves: [ItemMove] = []
        var movesHere: [ItemMove] = []
        // A moved item that is also marked for reload is reported as a delete plus an insert (it gets a new cell
        // either way, and a batch update refuses to move and reload one item). These are the extra changes.
        var replacedItemDeletes: [ItemChange] = []
        var replacedItemInserts: [ItemChange] = []
        // Read once: a local function that captured `updates` would make every access to it, one per stayer in
        // the loop below, a dynamically checked one.
        let hasReloads = updates.hasReloads
        /// Records a move of `id`, or a delete plus an insert when it is marked for reload; true for a move.
        func recordMove(_ id: ItemID, from: ListIndexPath, to: ListIndexPath) -> Bool {
            if hasReloads && new.reloadedItems.contains(id) {
                replacedItemDeletes.append(ItemChange(id: id, indexPath: from))
                replacedItemInserts.append(ItemChange(id: id, indexPath: to))
                return false
            }
            movesHere.append(ItemMove(id: id, from: from, to: to))
            return true
        }
        var largestSection = 1
        for slot in new.order { largestSection = max(largestSection, new.slots[slot].count) }
        let tails = UnsafeMutablePointer<Int32>.allocate(capacity: largestSection)
        defer { tails.deallocate() }
        let previous = UnsafeMutablePointer<Int32>.allocate(capacity: largestSection)
        defer { previous.deallocate() }
        oldPositionOfNew.withUnsafeMutableBufferPointer { match in
            for newSection in 0..<newSectionCount {
                let oldSection = oldIndexOfNew[newSection]
                guard oldSection >= 0 else { continue }
                let low = oldStart[oldSection]
                let high = oldStart[oldSection + 1]
                let base = newStart[newSection]
                let items = new.slots[new.order[newSection]].items
                movesHere.removeAll(keepingCapacity: true)
                var stayers = 0
                var length = 0
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
                            stayers += 1
                            let value = Int32(truncatingIfNeeded: oldPosition)
                            if length == 0 || match[base + Int(tails[length - 1])] < value {
                                previous[index] = length > 0 ? tails[length - 1] : -1
                                tails[length] = Int32(truncatingIfNeeded: index)
                                length += 1
                            } else {
                                var first = 0
                                var last = length - 1
                                while first < last {
                                    let middle = (first + last) >> 1
                                    if match[base + Int(tails[middle])] < value {
                                        first = middle + 1
                                    } else {
                                        last = middle
                                    }
                                }
                                previous[index] = first > 0 ? tails[first - 1] : -1
                                tails[first] = Int32(truncatingIfNeeded: index)
                            }
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
                            if recordMove(items[index], from: from, to: to), updates.isNeeded {
                                updates.collect(
                                    id: items[index], from: from, to: to, new: new, isContentChanged: isContentChanged
                                )
                            }
                        }
                    }
                    if length < stayers {
                        // Mark the run's members (sign bit), then report every other stayer as a move.
                        var position = Int(tails[length - 1])
                        while position >= 0 {
                            match[base + position] |= Int32.min
                            position = Int(previous[position])
                        }
                        for index in 0..<items.count {
                            let oldPosition = Int(match[base + index])
                            guard oldPosition >= low && oldPosition < high else { continue }
                            let from = ListIndexPath(item: oldPosition - low, section: oldSection)
                            let to = ListIndexPath(item: index, section: newSection)
                            _ = recordMove(items[index], from: from, to: to)
                        }
                    }
                }
                if !movesHere.isEmpty {
                    movesHere.sort { $0.to.item < $1.to.item }
                    itemMoves.append(contentsOf: movesHere)
                }
            }
        }
        if !replacedItemDeletes.isEmpty {
            itemDeletes.append(contentsOf: replacedItemDeletes)
            itemDeletes.sort { $0.indexPath < $1.indexPath }
            itemInserts.append(contentsOf: replacedItemInserts)
            itemInserts.sort { $0.indexPath < $1.indexPath }
            // Stayers were collected before the longest run told which of them move.
            let replaced = Set(replacedItemInserts.map(\.id))
            updates.reloads.removeAll { replaced.contains($0.id) }
        }
        return ListDiff(
            sectionDeletes: sectionDeletes, sectionInserts: sectionInserts,
            itemsOfInsertedSections: itemsOfInsertedSections, sectionMoves: sectionMoves,
            sectionReloads: sectionReloads, itemDeletes: itemDeletes, itemInserts: itemInserts, itemMoves: itemMoves,
            itemReloads: updates.reloads, itemReconfigures: updates.reconfigures
        )
    }
}

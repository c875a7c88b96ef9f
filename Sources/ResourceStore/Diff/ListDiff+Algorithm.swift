extension ListDiff {
    /// Computes the changes from `old` to `new`.
    ///
    /// Reload and reconfigure marks are read from `new`; items marked there and present in both snapshots are
    /// reported in ``itemReloads`` and ``itemReconfigures``.
    ///
    /// - Complexity: expected O(n + m log m) for n items, where m counts the items that stay in their section
    ///   but are out of order (in-order items cost O(1) each); in practice O(n). The work is about one hash
    ///   lookup per changed item (items still in step with the new order are matched by an equality test)
    ///   plus a few passes over flat integer arrays. When both snapshots have the same layout (a
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

    /// How far the walk in step 3 peeks ahead for a run of inserted or deleted items.
    @inlinable
    static var peekDistance: Int { 3 }

    /// Matches the items of one old section (`items`, flat positions from `base`) against its new counterpart
    /// `paired`, recording in `match` (by new flat position) and `matched` (by old flat position) every pair
    /// it is sure of. See step 3 of `compute`.
    @inlinable
    static func walk(
        _ items: UnsafeBufferPointer<ItemID>,
        base: Int,
        alongside paired: UnsafeBufferPointer<ItemID>,
        pairedSection: Int,
        newStart: ContiguousArray<Int>,
        oldIndexOfNew: ContiguousArray<Int>,
        new: ListSnapshot<SectionID, ItemID>,
        match: UnsafeMutableBufferPointer<Int32>,
        matched: UnsafeMutableBufferPointer<Bool>
    ) {
        let pairedBase = newStart[pairedSection]
        var cursor = 0
        var index = 0
        func pair(_ oldIndex: Int, _ newIndex: Int) {
            match[pairedBase + newIndex] = Int32(truncatingIfNeeded: base + oldIndex)
            matched[base + oldIndex] = true
        }
        walking: while index < items.count {
            let id = items[index]
            if cursor < paired.count {
                if paired[cursor] == id {
                    pair(index, cursor)
                    cursor += 1
                    index += 1
                    continue
                }
                // A few items inserted before this one?
                var ahead = 1
                while ahead <= peekDistance && cursor + ahead < paired.count {
                    if paired[cursor + ahead] == id {
                        pair(index, cursor + ahead)
                        cursor += ahead + 1
                        index += 1
                        continue walking
                    }
                    ahead += 1
                }
                // A few items deleted (or moved away) here?
                let expected = paired[cursor]
                ahead = 1
                while ahead <= peekDistance && index + ahead < items.count {
                    if items[index + ahead] == expected {
                        pair(index + ahead, cursor)
                        cursor += 1
                        index += ahead + 1
                        continue walking
                    }
                    ahead += 1
                }
            }
            // Out of step: find the item itself.
            if let location = new.locations[id] {
                let newSection = new.positionOfSlot[Int(location.slot)]
                if oldIndexOfNew[newSection] >= 0 {
                    let newIndex = new.index(of: location)
                    match[newStart[newSection] + newIndex] = Int32(truncatingIfNeeded: base + index)
                    matched[base + index] = true
                    // Skip the cursor over items inserted before this one, but not over a long stretch
                    // unless the next old item confirms it (otherwise this item alone moved).
                    if newSection == pairedSection && newIndex >= cursor
                        && (newIndex - cursor <= peekDistance
                            || (index + 1 < items.count && newIndex + 1 < paired.count
                                && items[index + 1] == paired[newIndex + 1]))
                    {
                        cursor = newIndex + 1
                    }
                }
            }
            index += 1
        }
    }

    /// The flat position of the first item of each section, plus the total count at the end.
    @inlinable
    static func starts(of snapshot: ListSnapshot<SectionID, ItemID>) -> ContiguousArray<Int> {
        var starts = ContiguousArray<Int>()
        starts.reserveCapacity(snapshot.order.count + 1)
        var total = 0
        for slot in snapshot.order {
            starts.append(total)
            total += snapshot.slots[slot].count
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

    /// The sections marked for reload in `new` that `old` also has, at their old index, except those reported
    /// as deleted and inserted.
    @inlinable
    static func sectionReloads(
        old: ListSnapshot<SectionID, ItemID>,
        new: ListSnapshot<SectionID, ItemID>,
        replacing replacedSections: Set<SectionID>
    ) -> [SectionChange] {
        guard !new.reloadedSections.isEmpty else { return [] }
        var reloads: [SectionChange] = []
        for id in new.reloadedSections where !replacedSections.contains(id) {
            if let slot = old.slotOfSection[id] {
                reloads.append(SectionChange(id: id, index: old.positionOfSlot[slot]))
            }
        }
        return reloads.sorted { $0.index < $1.index }
    }
}

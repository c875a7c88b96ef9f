/// Step 3 of the algorithm for one section: walking its old items alongside its new counterpart and pairing the
/// items it is sure of.
extension ListDiff {
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
}

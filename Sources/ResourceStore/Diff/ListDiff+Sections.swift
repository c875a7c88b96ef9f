/// Section-level arithmetic of the algorithm: where each section starts among the flat positions, which section
/// holds a position, and the sections to report as reloaded.
extension ListDiff {
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

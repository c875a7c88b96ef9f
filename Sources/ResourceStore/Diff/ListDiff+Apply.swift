extension ListDiff {
    /// Why a diff could not be replayed on a snapshot: it was computed from a different one.
    public enum ApplyError: Swift.Error, Equatable, CustomStringConvertible {
        /// A section change names an index the snapshot does not have, or an identifier that is not there.
        case sectionMismatch(index: Int)
        /// An item change names an index path the snapshot does not have, or an identifier that is not there.
        case itemMismatch(ListIndexPath)
        /// An item change touches an item inside a section the same diff deletes or inserts.
        case itemInChangedSection(ListIndexPath)
        /// The inserts and moves do not add up to a consistent list (a position used twice or left empty).
        case inconsistentPositions

        /// A sentence that says what did not fit.
        public var description: String {
            switch self {
            case .sectionMismatch(let index): "no matching section at index \(index)"
            case .itemMismatch(let path): "no matching item at \(path)"
            case .itemInChangedSection(let path): "item change at \(path) lies in a deleted or inserted section"
            case .inconsistentPositions: "inserts and moves do not fill the new positions exactly once"
            }
        }
    }

    /// Replays the diff on `snapshot` with the semantics of a table or collection view batch update, using
    /// nothing but the diff's own information, and returns the result.
    ///
    /// The steps are those of `performBatchUpdates`: in old coordinates, remove the deleted sections and items
    /// and lift out what moves; then, in new coordinates, place inserted and moved sections, and inserted and
    /// moved items, filling every other position with what remained, in its old order. Applied to the snapshot
    /// the diff was computed from, the result has the layout of the new snapshot (marks are not carried over).
    ///
    /// - Throws: ``ApplyError`` when the diff does not fit `snapshot`.
    /// - Complexity: O(n + c log c) for n items and c changes.
    public func applying(to snapshot: Snapshot) throws(ApplyError) -> Snapshot {
        let oldSections = snapshot.sectionIdentifiers
        var sectionLeaves = [Bool](repeating: false, count: oldSections.count)
        var sectionDeleted = [Bool](repeating: false, count: oldSections.count)
        for change in sectionDeletes {
            guard oldSections.indices.contains(change.index), oldSections[change.index] == change.id,
                !sectionLeaves[change.index]
            else { throw .sectionMismatch(index: change.index) }
            sectionLeaves[change.index] = true
            sectionDeleted[change.index] = true
        }
        for move in sectionMoves {
            guard oldSections.indices.contains(move.from), oldSections[move.from] == move.id,
                !sectionLeaves[move.from]
            else { throw .sectionMismatch(index: move.from) }
            sectionLeaves[move.from] = true
        }

        // Old coordinates: lift out deleted and moving items.
        var remaining = (0..<oldSections.count).map { snapshot.items(atSectionIndex: $0) }
        var leaving = remaining.map { [Bool](repeating: false, count: $0.count) }
        func lift(_ id: ItemID, at path: ListIndexPath) throws(ApplyError) {
            guard remaining.indices.contains(path.section), remaining[path.section].indices.contains(path.item),
                remaining[path.section][path.item] == id, !leaving[path.section][path.item]
            else { throw .itemMismatch(path) }
            guard !sectionDeleted[path.section] else { throw .itemInChangedSection(path) }
            leaving[path.section][path.item] = true
        }
        for change in itemDeletes { try lift(change.id, at: change.indexPath) }
        for move in itemMoves { try lift(move.id, at: move.from) }
        for section in remaining.indices {
            var kept: [ItemID] = []
            kept.reserveCapacity(remaining[section].count)
            for (index, id) in remaining[section].enumerated() where !leaving[section][index] {
                kept.append(id)
            }
            remaining[section] = kept
        }

        // New coordinates: sections.
        let newSectionCount = oldSections.count - sectionDeletes.count + sectionInserts.count
        var placedSections = [Int: (id: SectionID, source: Int?)]()
        var insertedItems = [Int: [ItemID]]()
        for (offset, change) in sectionInserts.enumerated() {
            guard (0..<newSectionCount).contains(change.index), placedSections[change.index] == nil else {
                throw .inconsistentPositions
            }
            placedSections[change.index] = (change.id, nil)
            insertedItems[change.index] =
                itemsOfInsertedSections.indices.contains(offset)
                ? itemsOfInsertedSections[offset] : []
        }
        for move in sectionMoves {
            guard (0..<newSectionCount).contains(move.to), placedSections[move.to] == nil else {
                throw .inconsistentPositions
            }
            placedSections[move.to] = (move.id, move.from)
        }
        var staying = (0..<oldSections.count).filter { !sectionLeaves[$0] }.makeIterator()
        var newSections: [(id: SectionID, items: [ItemID], inserted: Bool)] = []
        newSections.reserveCapacity(newSectionCount)
        for index in 0..<newSectionCount {
            if let placed = placedSections[index] {
                newSections.append(
                    (placed.id, placed.source.map { remaining[$0] } ?? insertedItems[index] ?? [], placed.source == nil)
                )
            } else if let source = staying.next() {
                newSections.append((oldSections[source], remaining[source], false))
            } else {
                throw .inconsistentPositions
            }
        }
        guard staying.next() == nil else { throw .inconsistentPositions }

        // New coordinates: items.
        var placedItems = [Int: [(index: Int, id: ItemID)]]()
        for change in itemInserts {
            placedItems[change.indexPath.section, default: []].append((change.indexPath.item, change.id))
        }
        for move in itemMoves {
            placedItems[move.to.section, default: []].append((move.to.item, move.id))
        }
        for (section, placements) in placedItems {
            guard newSections.indices.contains(section) else { throw .inconsistentPositions }
            if newSections[section].inserted {
                throw .itemInChangedSection(ListIndexPath(item: placements[0].index, section: section))
            }
            let sorted = placements.sorted { $0.index < $1.index }
            let base = newSections[section].items
            let count = base.count + sorted.count
            var merged: [ItemID] = []
            merged.reserveCapacity(count)
            var nextPlaced = 0
            var nextBase = 0
            for position in 0..<count {
                if nextPlaced < sorted.count && sorted[nextPlaced].index == position {
                    merged.append(sorted[nextPlaced].id)
                    nextPlaced += 1
                } else if nextBase < base.count {
                    merged.append(base[nextBase])
                    nextBase += 1
                } else {
                    throw .inconsistentPositions
                }
            }
            guard nextPlaced == sorted.count else { throw .inconsistentPositions }
            newSections[section].items = merged
        }
        do {
            return try ListSnapshot(sections: newSections.map { ($0.id, $0.items) })
        } catch {
            throw .inconsistentPositions
        }
    }
}

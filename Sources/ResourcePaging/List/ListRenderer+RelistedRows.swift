import ResourceStore

/// The rows a change at the start deleted and listed again, paired into moves and reconfigures.
extension ListRenderer {
    /// The rows a change at the start deleted and inserted again in place (``changeEnds(_:from:to:matcher:)``),
    /// as a batch update wants them: each row deleted at its old index path and inserted at its new one, outside
    /// any deleted or inserted section, is a pair. The pairs that keep their order in their section (a longest
    /// increasing subsequence of the pairs that keep their section) stay where they are; the others move; a pair whose
    /// value changed is reconfigured too.
    /// The rows shown after a change at the start come after the start's rows in each section, before and after,
    /// so the rows that stay keep their order, as a batch update requires.
    struct RelistedRows {
        /// The ids of the pairs: neither deleted nor inserted.
        var ids: Set<Item.ID> = []
        var moves: [ListDiff<SectionID, Item.ID>.ItemMove] = []
        var reconfigures: [ListDiff<SectionID, Item.ID>.ItemUpdate] = []

        /// - Complexity: O(k log k) for the k rows deleted and inserted.
        init(
            relisted: [Item.ID: Item], deletes: [ListDiff<SectionID, Item.ID>.ItemChange],
            inserts: [ListDiff<SectionID, Item.ID>.ItemChange], itemsByID: [Item.ID: Item],
            sectionID: (Item) -> SectionID
        ) {
            var from: [Item.ID: ListIndexPath] = [:]
            for change in deletes where relisted[change.id] != nil { from[change.id] = change.indexPath }
            // In the order of their new index paths (the inserts are sorted).
            let pairs = inserts.compactMap { change in
                from[change.id].map { (id: change.id, from: $0, to: change.indexPath) }
            }
            // A row that changes section moves.
            let keepingSection = pairs.indices.filter { index in
                let id = pairs[index].id
                return itemsByID[id].map { sectionID($0) == sectionID(relisted[id]!) } ?? false
            }
            let staying = Set(Self.increasingRun(keepingSection.map { pairs[$0].from }).map { keepingSection[$0] })
            for (index, pair) in pairs.enumerated() {
                ids.insert(pair.id)
                if !staying.contains(index) {
                    moves.append(ListDiff.ItemMove(id: pair.id, from: pair.from, to: pair.to))
                }
                if relisted[pair.id] != itemsByID[pair.id] {
                    reconfigures.append(ListDiff.ItemUpdate(id: pair.id, from: pair.from, to: pair.to))
                }
            }
        }

        /// The indexes of a longest strictly increasing subsequence of `paths` (patience sorting).
        ///
        /// - Complexity: O(k log k) for k paths.
        static func increasingRun(_ paths: [ListIndexPath]) -> Set<Int> {
            var tails: [Int] = []  // for each length, the index ending the run of that length with the smallest path
            var previous = [Int](repeating: -1, count: paths.count)
            for index in paths.indices {
                var low = 0
                var high = tails.count
                while low < high {
                    let middle = (low + high) / 2
                    if paths[tails[middle]] < paths[index] { low = middle + 1 } else { high = middle }
                }
                if low > 0 { previous[index] = tails[low - 1] }
                if low == tails.count { tails.append(index) } else { tails[low] = index }
            }
            var run: Set<Int> = []
            var index = tails.last ?? -1
            while index >= 0 {
                run.insert(index)
                index = previous[index]
            }
            return run
        }
    }
}

/// How one ``PagedItems`` comes from an earlier one by pages added and removed at its ends: the lineage and the page
/// serials that tell it (see ``PagedItems/lineage``).
extension PagedItems {
    /// The identity of a run of changes at the ends; compared with `===`.
    final class Lineage: Sendable {}

    /// The serial of the page at index `page` (see ``lineage``).
    private func serial(ofPageAt page: Int) -> Int {
        let (chunk, index) = chunkAndIndex(ofPageAt: page)
        return chunks[chunk].serials[index]
    }

    /// Whether `other` holds the same pages as this list: the same lineage and the same first and last page.
    ///
    /// - Complexity: O(c) for c chunks of 64 pages.
    func isSameList(as other: PagedItems) -> Bool {
        guard lineage === other.lineage, pageCount == other.pageCount, total == other.total else { return false }
        return pageCount == 0
            || (serial(ofPageAt: 0) == other.serial(ofPageAt: 0)
                && serial(ofPageAt: pageCount - 1) == other.serial(ofPageAt: pageCount - 1))
    }

    /// How this list comes from `old` by pages removed and added at its ends, or `nil` when it does not (another
    /// lineage, no page of `old` left, or this list is an earlier one whose pages `old` no longer all has). Pages of
    /// one lineage never reuse a serial, so the pages of this list whose serial lies within `old`'s first and last
    /// are the ones `old` still has when they are as many as the pages `old` keeps.
    ///
    /// - Complexity: O((r + a + 1) · c) for r pages removed and a added, and c chunks of 64 pages.
    func edgeChanges(from old: PagedItems) -> EdgeChanges? {
        guard lineage === old.lineage, old.pageCount > 0, pageCount > 0 else { return nil }
        let oldFirst = old.serial(ofPageAt: 0)
        let oldLast = old.serial(ofPageAt: old.pageCount - 1)
        var addedAtStart = 0
        while addedAtStart < pageCount && serial(ofPageAt: addedAtStart) < oldFirst { addedAtStart += 1 }
        var addedAtEnd = 0
        while addedAtEnd < pageCount - addedAtStart && serial(ofPageAt: pageCount - 1 - addedAtEnd) > oldLast {
            addedAtEnd += 1
        }
        guard addedAtStart + addedAtEnd < pageCount else { return nil }
        let keptFirst = serial(ofPageAt: addedAtStart)
        let keptLast = serial(ofPageAt: pageCount - 1 - addedAtEnd)
        var removedAtStart = 0
        while old.serial(ofPageAt: removedAtStart) < keptFirst { removedAtStart += 1 }
        var removedAtEnd = 0
        while old.serial(ofPageAt: old.pageCount - 1 - removedAtEnd) > keptLast { removedAtEnd += 1 }
        // Kept the same pages: always so when this list comes after `old`. A list from before `old` (rows kept on
        // screen since, shown again) may hold pages `old` dropped between its kept ones: then it does not come from
        // `old` by its ends.
        guard pageCount - addedAtStart - addedAtEnd == old.pageCount - removedAtStart - removedAtEnd else {
            return nil
        }
        return EdgeChanges(
            removedAtStart: removedAtStart, removedAtEnd: removedAtEnd, addedAtStart: addedAtStart,
            addedAtEnd: addedAtEnd)
    }
}

/// How one ``PagedItems`` comes from an earlier one of its lineage: pages removed and added at each end, counted
/// in pages (see ``PagedItems/edgeChanges(from:)``).
struct EdgeChanges: Equatable {
    /// Pages of the earlier list gone from its start.
    var removedAtStart: Int
    /// Pages of the earlier list gone from its end.
    var removedAtEnd: Int
    /// Pages of the later list before the ones it kept.
    var addedAtStart: Int
    /// Pages of the later list after the ones it kept.
    var addedAtEnd: Int

    /// Whether pages were only added at the end.
    var isAppendOnly: Bool { removedAtStart == 0 && removedAtEnd == 0 && addedAtStart == 0 }
}

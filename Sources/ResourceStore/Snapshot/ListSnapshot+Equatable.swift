extension ListSnapshot: Equatable {
    /// Two snapshots are equal when they show the same sections, with the same items, in the same order,
    /// and carry the same reload and reconfigure marks.
    ///
    /// - Complexity: O(n); O(s) when both share their section storage (a copy compared with its original).
    public static func == (lhs: ListSnapshot, rhs: ListSnapshot) -> Bool {
        lhs.hasSameLayout(as: rhs) && lhs.reloadedItems == rhs.reloadedItems
            && lhs.reconfiguredItems == rhs.reconfiguredItems && lhs.reloadedSections == rhs.reloadedSections
    }

    /// Whether both snapshots show the same sections and items in the same order, ignoring marks.
    ///
    /// - Complexity: O(n); O(s) when both share their section storage.
    @inlinable
    public func hasSameLayout(as other: ListSnapshot) -> Bool {
        guard order.count == other.order.count, locations.count == other.locations.count else { return false }
        for index in order.indices {
            let mine = slots[order[index]]
            let theirs = other.slots[other.order[index]]
            // Array equality first checks whether both share one buffer, which makes copies cheap to compare.
            guard mine.id == theirs.id, mine.count == theirs.count else { return false }
            if mine.isContiguous && theirs.isContiguous {
                guard mine.tail == theirs.tail else { return false }
            } else {
                for index in 0..<mine.count where mine[index] != theirs[index] { return false }
            }
        }
        return true
    }
}

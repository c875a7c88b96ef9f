import ResourceStore

/// One change of a ``PagedList``, as a UI applies it: the new snapshot, the diff from the previous update's
/// snapshot, the list's state, and the row to keep in place.
///
/// Applying ``diff`` to the previous update's ``snapshot`` gives this ``snapshot`` exactly; the first update's
/// diff starts from an empty snapshot.
public struct ListUpdate<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The sections and item ids, in display order; every id once.
    public internal(set) var snapshot: ListSnapshot<SectionID, ItemID>
    /// The changes from the previous update's snapshot (empty when only the state changed).
    public internal(set) var diff: ListDiff<SectionID, ItemID>
    /// Where loading stands.
    public internal(set) var state: ListState
    /// The row the reader was last at (the last one passed to ``PagedList/loadMoreIfNeeded(currentItem:)``),
    /// when it is listed: keep it in place when rows are inserted above it.
    public internal(set) var anchor: ItemID?

    /// Creates an update.
    public init(
        snapshot: ListSnapshot<SectionID, ItemID>,
        diff: ListDiff<SectionID, ItemID>,
        state: ListState,
        anchor: ItemID? = nil
    ) {
        self.snapshot = snapshot
        self.diff = diff
        self.state = state
        self.anchor = anchor
    }
}

/// The changes that turn one ``ListSnapshot`` into another, in the shape a table or collection view batch
/// update needs.
///
/// Create one with ``init(from:to:isContentChanged:)``. The changes follow the rules of
/// `performBatchUpdates` exactly:
///
/// - ``sectionDeletes``, ``itemDeletes`` and ``sectionReloads`` use indices of the **old** snapshot.
/// - ``sectionInserts`` and ``itemInserts`` use indices of the **new** snapshot.
/// - ``sectionMoves`` and ``itemMoves`` go **from** an old index **to** a new index.
/// - ``itemReloads`` and ``itemReconfigures`` carry both the old index path (`from`, what
///   `reloadItems(at:)` inside a batch expects) and the new one (`to`, for a reconfigure after the batch).
///
/// Items inside a deleted section are not listed in ``itemDeletes`` and items inside an inserted section are
/// not listed in ``itemInserts``: the section change covers them, as UIKit requires. An item that leaves a
/// deleted section or enters an inserted one is reported as a delete plus an insert, never as a move (UIKit
/// refuses such moves). Items that keep their relative order are never reported as moved: the moves are a
/// minimum, found with a longest increasing subsequence. ``applying(to:)`` replays a diff with exactly these
/// semantics, and the test suite checks over thousands of random edits that it always rebuilds the new snapshot.
///
/// A batch update also refuses to reload what it moves, so:
///
/// - an item marked for reload that moves is reported as a delete plus an insert (it gets a new cell either way);
///   ``itemReloads`` never names a moved item;
/// - a section marked for reload that also moves, or whose items are inserted, deleted or moved, is reported as
///   a deleted and an inserted section (it is redrawn either way); ``sectionReloads`` only names sections that
///   keep their place and their items, and no item reload or reconfigure is reported inside them;
/// - ``itemReconfigures`` may name a moved item: reconfigure it at its `to` index path once the batch is
///   applied, which is where reconfiguring belongs anyway.
///
/// Every list is sorted: section and item deletes and section reloads by old position; inserts, moves, item
/// reloads and reconfigures by new position.
public struct ListDiff<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The snapshot type this diff compares.
    public typealias Snapshot = ListSnapshot<SectionID, ItemID>

    /// Sections that are gone, at their old index.
    public let sectionDeletes: [SectionChange]
    /// Sections that are new, at their new index.
    public let sectionInserts: [SectionChange]
    /// The items of each inserted section, in order, parallel to ``sectionInserts``: a batch update takes
    /// them from the data source, and ``applying(to:)`` takes them from here.
    public let itemsOfInsertedSections: [[ItemID]]
    /// Sections that changed their order relative to the others, from their old to their new index.
    public let sectionMoves: [SectionMove]
    /// Sections marked with ``ListSnapshot/reloadSections(_:)`` in the new snapshot, at their old index, that keep
    /// their place and their items (others are reported as deleted and inserted).
    public let sectionReloads: [SectionChange]
    /// Items that are gone, at their old index path.
    public let itemDeletes: [ItemChange]
    /// Items that are new, at their new index path.
    public let itemInserts: [ItemChange]
    /// Items that changed their order relative to the others or changed section, from old to new index path.
    public let itemMoves: [ItemMove]
    /// Items in both snapshots, not moved, that were marked with ``ListSnapshot/reloadItems(_:)`` in the new one
    /// (a marked item that moves is reported as a delete plus an insert).
    public let itemReloads: [ItemUpdate]
    /// Items in both snapshots whose content changed (the `isContentChanged` closure said so) or that were
    /// marked with ``ListSnapshot/reconfigureItems(_:)`` in the new one.
    public let itemReconfigures: [ItemUpdate]

    /// A diff with no change at all.
    public init() {
        self.init(
            sectionDeletes: [], sectionInserts: [], itemsOfInsertedSections: [], sectionMoves: [], sectionReloads: [],
            itemDeletes: [], itemInserts: [], itemMoves: [], itemReloads: [], itemReconfigures: []
        )
    }

    /// A diff of exactly these changes, which the caller makes follow the rules above (the list's renderer builds
    /// the diff of a change at the list's ends from the rows changed alone).
    @inlinable
    package init(
        sectionDeletes: [SectionChange],
        sectionInserts: [SectionChange],
        itemsOfInsertedSections: [[ItemID]],
        sectionMoves: [SectionMove],
        sectionReloads: [SectionChange],
        itemDeletes: [ItemChange],
        itemInserts: [ItemChange],
        itemMoves: [ItemMove],
        itemReloads: [ItemUpdate],
        itemReconfigures: [ItemUpdate]
    ) {
        self.sectionDeletes = sectionDeletes
        self.sectionInserts = sectionInserts
        self.itemsOfInsertedSections = itemsOfInsertedSections
        self.sectionMoves = sectionMoves
        self.sectionReloads = sectionReloads
        self.itemDeletes = itemDeletes
        self.itemInserts = itemInserts
        self.itemMoves = itemMoves
        self.itemReloads = itemReloads
        self.itemReconfigures = itemReconfigures
    }

    /// Whether the diff holds no change of any kind.
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
            && itemReconfigures.isEmpty
    }

    /// Whether the diff changes the layout (any insert, delete or move), as opposed to only updates.
    public var changesLayout: Bool {
        !(sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && itemDeletes.isEmpty
            && itemInserts.isEmpty && itemMoves.isEmpty)
    }

    /// The total number of changes of every kind.
    public var changeCount: Int {
        sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionReloads.count + itemDeletes.count
            + itemInserts.count + itemMoves.count + itemReloads.count + itemReconfigures.count
    }
}

/// One change event of a ``SectionedStore``: everything one write or one ``SectionedStore/performBatch(_:)``
/// changed, as a diff, together with the complete state after it.
public struct StoreChange<SectionID: Hashable & Sendable, Item: Identifiable & Sendable>: Sendable
where Item.ID: Sendable {
    /// A number that grows by one with every change event of the store, starting at 1.
    public let version: Int
    /// The changes from the previous state to this one, ready for a batch update.
    public let diff: ListDiff<SectionID, Item.ID>
    /// The identifiers after the change.
    public let snapshot: ListSnapshot<SectionID, Item.ID>
    /// The sections and their items after the change.
    public let sections: [StoreSection<SectionID, Item>]

    /// Creates a change event; the store makes these, and tests of code that consumes them can too.
    public init(
        version: Int,
        diff: ListDiff<SectionID, Item.ID>,
        snapshot: ListSnapshot<SectionID, Item.ID>,
        sections: [StoreSection<SectionID, Item>]
    ) {
        self.version = version
        self.diff = diff
        self.snapshot = snapshot
        self.sections = sections
    }
}

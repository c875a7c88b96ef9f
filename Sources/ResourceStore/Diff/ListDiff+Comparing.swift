/// The public ways to compute the changes between two snapshots, with or without a content check.
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
}

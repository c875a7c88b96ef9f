extension ListSnapshot {
    /// Marks items for a full reload: ``ListDiff`` reports them in ``ListDiff/itemReloads`` when they are
    /// in both snapshots.
    ///
    /// - Throws: ``Error/itemNotFound(_:)`` when one is missing; the snapshot is then unchanged.
    /// - Complexity: O(k).
    public mutating func reloadItems(_ items: [ItemID]) throws(Error) {
        for item in items where locations[item] == nil { throw .itemNotFound(item) }
        reloadedItems.formUnion(items)
    }

    /// Marks items for a reconfigure (same cell, new content): ``ListDiff`` reports them in
    /// ``ListDiff/itemReconfigures`` when they are in both snapshots.
    ///
    /// - Throws: ``Error/itemNotFound(_:)`` when one is missing; the snapshot is then unchanged.
    /// - Complexity: O(k).
    public mutating func reconfigureItems(_ items: [ItemID]) throws(Error) {
        for item in items where locations[item] == nil { throw .itemNotFound(item) }
        reconfiguredItems.formUnion(items)
    }

    /// Marks sections for a reload: ``ListDiff`` reports them in ``ListDiff/sectionReloads`` when they are
    /// in both snapshots.
    ///
    /// - Throws: ``Error/sectionNotFound(_:)`` when one is missing; the snapshot is then unchanged.
    /// - Complexity: O(k).
    public mutating func reloadSections(_ sections: [SectionID]) throws(Error) {
        for section in sections where slotOfSection[section] == nil { throw .sectionNotFound(section) }
        reloadedSections.formUnion(sections)
    }

    /// Removes every reload and reconfigure mark.
    ///
    /// - Complexity: O(1) beyond freeing the marks.
    public mutating func removeMarks() {
        reloadedItems = []
        reconfiguredItems = []
        reloadedSections = []
    }
}

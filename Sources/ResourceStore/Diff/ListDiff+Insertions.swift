extension ListDiff {
    /// A diff that only inserts, for a writer that knows exactly what it added (a page appended to a list, say)
    /// and must not pay for comparing the whole list.
    ///
    /// The caller vouches that the changes follow the rules of ``ListDiff``: sections inserted at their new
    /// index with their items in ``itemsOfInsertedSections``, items of existing sections at their new index
    /// path, each list sorted by new position, nothing named twice.
    ///
    /// ```swift
    /// // One item appended as the fourth of the first section, and a new second section with two items:
    /// let diff = ListDiff<String, Int>(
    ///     insertingSections: [.init(id: "tuesday", index: 1)], itemsOfInsertedSections: [[5, 6]],
    ///     items: [.init(id: 4, indexPath: ListIndexPath(item: 3, section: 0))])
    /// ```
    ///
    /// - Complexity: O(1); the arrays are stored as they are.
    public init(
        insertingSections sectionInserts: [SectionChange],
        itemsOfInsertedSections: [[ItemID]],
        items itemInserts: [ItemChange]
    ) {
        precondition(sectionInserts.count == itemsOfInsertedSections.count, "one item list per inserted section")
        self.init(
            sectionDeletes: [], sectionInserts: sectionInserts, itemsOfInsertedSections: itemsOfInsertedSections,
            sectionMoves: [], sectionReloads: [], itemDeletes: [], itemInserts: itemInserts, itemMoves: [],
            itemReloads: [], itemReconfigures: []
        )
    }

    /// A diff that deletes and inserts only, for a writer that knows exactly what it removed and added (a page put
    /// before the first rows and a page dropped at the far end, say) and must not pay for comparing the whole list.
    ///
    /// The caller vouches that the changes follow the rules of ``ListDiff``: sections and items deleted at their old
    /// index (path), sorted by it, the items of a deleted section not listed; sections inserted at their new index
    /// with their items in ``itemsOfInsertedSections``, items of existing sections at their new index path, sorted
    /// by it; nothing named twice.
    ///
    /// ```swift
    /// // The first item of the first section goes, and two items are put before the one that follows it:
    /// let diff = ListDiff<String, Int>(
    ///     deletingSections: [], items: [.init(id: 1, indexPath: ListIndexPath(item: 0, section: 0))],
    ///     insertingSections: [], itemsOfInsertedSections: [],
    ///     items: [
    ///         .init(id: 8, indexPath: ListIndexPath(item: 0, section: 0)),
    ///         .init(id: 9, indexPath: ListIndexPath(item: 1, section: 0)),
    ///     ])
    /// ```
    ///
    /// - Complexity: O(1); the arrays are stored as they are.
    public init(
        deletingSections sectionDeletes: [SectionChange],
        items itemDeletes: [ItemChange],
        insertingSections sectionInserts: [SectionChange],
        itemsOfInsertedSections: [[ItemID]],
        items itemInserts: [ItemChange]
    ) {
        precondition(sectionInserts.count == itemsOfInsertedSections.count, "one item list per inserted section")
        self.init(
            sectionDeletes: sectionDeletes, sectionInserts: sectionInserts,
            itemsOfInsertedSections: itemsOfInsertedSections, sectionMoves: [], sectionReloads: [],
            itemDeletes: itemDeletes, itemInserts: itemInserts, itemMoves: [], itemReloads: [], itemReconfigures: []
        )
    }
}

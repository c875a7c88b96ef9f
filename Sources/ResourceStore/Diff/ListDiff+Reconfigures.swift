extension ListDiff {
    /// A diff that only reconfigures items, for a writer that knows exactly which items' content changed while every
    /// item kept its place (a row edited in place, a page read again with one value changed) and must not pay for
    /// comparing the whole list.
    ///
    /// The caller vouches that the changes follow the rules of ``ListDiff``: each item named once, at an index path
    /// that is the same in the old and the new snapshot (`from == to`), the list sorted by that index path.
    ///
    /// ```swift
    /// // The third item of the first section shows new content:
    /// let path = ListIndexPath(item: 2, section: 0)
    /// let diff = ListDiff<String, Int>(reconfiguring: [.init(id: 3, from: path, to: path)])
    /// ```
    ///
    /// - Complexity: O(1); the array is stored as it is.
    public init(reconfiguring itemReconfigures: [ItemUpdate]) {
        self.init(
            sectionDeletes: [], sectionInserts: [], itemsOfInsertedSections: [], sectionMoves: [], sectionReloads: [],
            itemDeletes: [], itemInserts: [], itemMoves: [], itemReloads: [], itemReconfigures: itemReconfigures
        )
    }
}

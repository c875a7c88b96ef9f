import ResourceStore

/// A ``ListUpdate`` with the values of the rows it inserts, reloads or reconfigures, read when the list made it.
///
/// A reader that applies updates some time after the list made them (a table's data source, fed from
/// ``PagedList/updates()``) must make those rows' cells from these values: by then the list may have changed the
/// row again, or dropped it. ResourceLoaderUI's binding keeps them; see ``PagedList/updatesWithItems()``.
package struct ListItemsUpdate<SectionID: Hashable & Sendable, Item: Identifiable & Sendable>: Sendable
where Item.ID: Sendable {
    /// The update.
    package let update: ListUpdate<SectionID, Item.ID>
    /// The value of each row the update's diff inserts (alone or in an inserted section), reloads or reconfigures,
    /// by id.
    package let items: [Item.ID: Item]

    /// Pairs `update` with the values of the rows it changes.
    package init(update: ListUpdate<SectionID, Item.ID>, items: [Item.ID: Item]) {
        self.update = update
        self.items = items
    }
}

import ResourcePaging
import ResourceStore

/// The items of the last update a ``PagedListViewBinding`` received, by id: what the rows of the snapshot being
/// applied are made from.
///
/// It follows the updates' diffs, so an update costs O(k) for the k rows it changes, not O(n): a deleted row is let
/// go, an inserted, reloaded or reconfigured one takes the value the update came with. It keeps no snapshot, so the
/// list's renderer still appends to its own in place (see `ListRenderer`).
struct ShownItems<SectionID: Hashable & Sendable, Item: Identifiable> where Item.ID: Sendable {
    /// The item of every row of the last update's snapshot.
    private(set) var byID: [Item.ID: Item] = [:]

    /// Follows `update`, taking the values of the rows it inserts or changes from `items`.
    ///
    /// - Precondition: `update` follows the last one followed (its diff starts from that update's snapshot), as
    ///   ``ResourcePaging/PagedList/updates()`` and ``ResourcePaging/PagedList/onUpdate`` deliver them.
    /// - Complexity: O(k) for the k rows the diff names; O(n) when it deletes a section, whose rows it does not
    ///   name (only a rebuild of the list, O(n) itself, deletes one).
    mutating func follow(_ update: ListUpdate<SectionID, Item.ID>, items: (Item.ID) -> Item?) {
        let diff = update.diff
        for change in diff.itemDeletes { byID[change.id] = nil }
        func take(_ id: Item.ID) { byID[id] = items(id) }
        for change in diff.itemInserts { take(change.id) }
        for ids in diff.itemsOfInsertedSections { for id in ids { take(id) } }
        for change in diff.itemReloads { take(change.id) }
        for change in diff.itemReconfigures { take(change.id) }
        if !diff.sectionDeletes.isEmpty {
            byID = byID.filter { update.snapshot.contains(item: $0.key) }
        }
    }
}

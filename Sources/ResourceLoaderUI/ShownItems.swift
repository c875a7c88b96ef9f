import ResourcePaging
import ResourceStore

/// The items of the last update a ``PagedListViewBinding`` received, by id: what the rows of the snapshot being
/// applied are made from.
///
/// It follows the updates' diffs, so each update costs O(k) for the k rows it changes (plus the rows of the sections
/// it deletes), not O(n): a deleted row is let go, an inserted, reloaded or reconfigured one takes the value the
/// update came with.
struct ShownItems<SectionID: Hashable & Sendable, Item: Identifiable> where Item.ID: Sendable {
    /// The item of every row of ``snapshot``.
    private(set) var byID: [Item.ID: Item] = [:]
    /// The last update's snapshot: the rows of a section it deletes are let go with it.
    private var snapshot = ListSnapshot<SectionID, Item.ID>()

    /// Follows `update`, taking the values of the rows it inserts or changes from `items`.
    ///
    /// - Precondition: `update` follows the last one followed (its diff starts from that update's snapshot), as
    ///   ``ResourcePaging/PagedList/updates()`` and ``ResourcePaging/PagedList/onUpdate`` deliver them.
    mutating func follow(_ update: ListUpdate<SectionID, Item.ID>, items: (Item.ID) -> Item?) {
        let diff = update.diff
        for change in diff.itemDeletes { byID[change.id] = nil }
        for section in diff.sectionDeletes {
            for id in snapshot.itemIdentifiers(inSection: section.id) { byID[id] = nil }
        }
        func take(_ id: Item.ID) { byID[id] = items(id) }
        for change in diff.itemInserts { take(change.id) }
        for ids in diff.itemsOfInsertedSections { for id in ids { take(id) } }
        for change in diff.itemReloads { take(change.id) }
        for change in diff.itemReconfigures { take(change.id) }
        snapshot = update.snapshot
    }
}

/// What one ``ListUpdate`` changes in a model that holds a list's snapshot, state and anchor for views to observe
/// (``ObservablePagedList``, ResourceLoaderUI's `PagedListObject`): a model sets only what changed, so its observers are
/// told of nothing else, and of nothing at all for an update that changes nothing they read.
///
/// The rows change when the update's diff is not empty: ids inserted, deleted or moved, or a shown row's value
/// changed. A row whose value changed keeps its id and place, so the snapshot compares equal to the one held; a model
/// tells the snapshot's observers anyway, as a view that reads the rows (`items`, `sections`) must redraw.
package struct ListModelChange<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The update.
    package let update: ListUpdate<SectionID, ItemID>
    /// Whether the rows changed: their ids, order or sections, or a shown row's value.
    package let changesRows: Bool
    /// Whether the state changed.
    package let changesState: Bool
    /// Whether the anchor changed.
    package let changesAnchor: Bool

    /// What `update` changes for a model that holds `previous`, the update before it.
    package init(_ update: ListUpdate<SectionID, ItemID>, after previous: ListUpdate<SectionID, ItemID>) {
        self.update = update
        changesRows = !update.diff.isEmpty
        changesState = update.state != previous.state
        changesAnchor = update.anchor != previous.anchor
    }

    /// Whether the update changes nothing a model holds.
    package var isEmpty: Bool { !(changesRows || changesState || changesAnchor) }
}

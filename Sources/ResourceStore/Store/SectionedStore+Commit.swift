extension SectionedStore {
    /// Takes the transaction's content and, when anything visible changed, queues a change event.
    ///
    /// The event compares the content the batch began with and the content it ends with, whatever path the
    /// writes took in between (an item removed and upserted back, a section removed and re-added): every item
    /// whose position or value differs and every section whose position or title differs is in its diff.
    func commit(_ transaction: StoreTransaction<SectionID, Item>, into state: inout State) {
        let old = state.content
        var new = transaction.content
        var marked = new.snapshot
        let reloads = transaction.reloads.filter { old.snapshot.contains(item: $0) && marked.contains(item: $0) }
        do {
            // Changed values are marks, not a content closure, so the diff visits just them when the layout holds.
            try marked.reloadItems(Array(reloads))
            try marked.reconfigureItems(changedItems(from: old, to: new))
            try marked.reloadSections(Self.retitledSections(from: old, to: new))
        } catch {
            preconditionFailure("SectionedStore invariant broken: \(error)")
        }
        let diff = ListDiff(from: old.snapshot, to: marked)
        new.written = []
        state.content = new
        guard !diff.isEmpty else { return }
        new.snapshot.removeMarks()
        state.content = new
        state.version += 1
        let change = StoreChange(version: state.version, diff: diff, snapshot: new.snapshot, sections: new.sections)
        state.pending.append(
            PendingEvent(
                change: change, previous: old, subscribers: Array(state.subscribers.values),
                callbacks: Array(state.callbacks.values)
            )
        )
    }

    /// The items in both contents whose value is not equal to the one the batch began with. Only values written
    /// during the batch (`new.written`) can differ, so only those are compared.
    ///
    /// - Complexity: O(w) for w written values.
    private func changedItems(
        from old: StoreContent<SectionID, Item>,
        to new: StoreContent<SectionID, Item>
    ) -> [Item.ID] {
        var changed: [Item.ID] = []
        for id in new.written {
            if let before = old.item(withID: id), let after = new.item(withID: id), !isContentEqual(before, after) {
                changed.append(id)
            }
        }
        return changed
    }

    /// The sections in both contents whose title is not the one the batch began with, whichever write changed
    /// it (a title set and set back has nothing to redraw).
    ///
    /// - Complexity: O(s) for s sections.
    private static func retitledSections(
        from old: StoreContent<SectionID, Item>,
        to new: StoreContent<SectionID, Item>
    ) -> [SectionID] {
        var retitled: [SectionID] = []
        for section in new.sections {
            if let index = old.snapshot.indexOfSection(section.id), old.sections[index].title != section.title {
                retitled.append(section.id)
            }
        }
        return retitled
    }
}

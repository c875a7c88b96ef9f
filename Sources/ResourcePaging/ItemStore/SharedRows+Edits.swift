/// The list's own changes of rows: an edit held in the store while it waits for its server, what its confirmation or
/// refusal writes, and the app's direct changes.
extension SharedRows {
    /// Notes that the server refused this list's edit of the item with `id`: the next read lets the store show the
    /// newest value others wrote meanwhile, if any, rather than the row as the pages hold it.
    func editRefused(_ id: Item.ID) {
        if held.contains(id) { refused.insert(id) }
    }

    /// Notes that the server confirmed this list's edit writing `item`: while the list holds the item for a later edit
    /// of the same row, `item` is what the server holds now, so it is what a refusal of that later edit shows again
    /// (not the value from before both edits).
    func editConfirmed(_ item: Item) {
        if held.contains(item.id) { store.keepForRollback(item, from: self) }
    }

    /// Writes `item`, a change the app made directly (``PagedList/update(_:)`` and the like: one the server has
    /// already), into the store as fresh, before the list shows it: the read that shows it may write its rows as
    /// possibly old (rows kept on screen while a load runs), which the app's own change is not. Another list's edit
    /// waiting for its server keeps its hold, and keeps `item` aside for its rollback.
    func changedDirectly(_ item: Item) {
        write(item, as: .fresh)
    }

    /// Notes that the app's direct change writing `item` is in the list's pages: a page another list asked for before
    /// the change may still arrive and write over it, so the server's next read of it (a later generation's: this
    /// one's may predate the change) writes it again, as a confirmed edit's value is.
    func directChangeWritten(_ item: Item) {
        guard pageValues[item.id]?.value == item else { return }
        awaitLaterRead(of: item)
    }

    /// Writes the rows of the list's waiting edits as held, and lets go the ones no longer waiting: a confirmed edit as
    /// a fresh value (or, when the rows read may be old, keeping the edit's value the store holds), a refused one as
    /// ``SharedWrite/rolledBack``.
    func settleHolds(unedited: PagedItems<Item>?) {
        for id in pending {
            guard let listed = pageValues[id] else {
                // Not listed (a removal shown, an insert not yet): never held, so nothing is kept for it.
                valuesUnderEdit[id] = nil
                continue
            }
            // The same edit read again is not written again: another list's later edit of the item may hold it now,
            // and shows here too (the latest edit wins).
            if held.contains(id), heldValues[id] == listed.value {
                show(table.entries[id]?.value ?? listed.value, at: listed.position)
                continue
            }
            held.insert(id)
            heldValues[id] = listed.value
            show(write(listed.value, as: .pending), at: listed.position)
        }
        if let unedited, held.contains(where: pending.contains) { readUnderEdits(unedited) }
        for id in held where !pending.contains(id) {
            held.remove(id)
            let heldValue = heldValues.removeValue(forKey: id)
            let valueBeforeEdit = valuesUnderEdit.removeValue(forKey: id)
            guard let listed = pageValues[id] else {
                // Not listed now (the list's removal of the row shown over it): the hold ends all the same, so that
                // the other lists show a refused edit's row as the value kept aside, not as the edit.
                let confirmed = refused.remove(id) == nil
                if let heldValue { write(heldValue, as: confirmed ? kind : .rolledBack) }
                continue
            }
            // A refused edit shows the newest value the store kept aside, unless the list's own pages read a new
            // value from the server while the edit waited (a refresh that landed): that one is the server's now.
            let readAnew = self.kind == .fresh && listed.value != valueBeforeEdit
            let confirmed = refused.remove(id) == nil
            let kind: SharedWrite = confirmed ? self.kind : readAnew ? .fresh : .rolledBack
            let shown = write(listed.value, as: kind)
            show(shown, at: listed.position)
            // A page from before the edit, arriving late in another list, may write over the confirmed value: the
            // server's next read of it (a later generation's: this one's may predate the edit) writes it again.
            if confirmed {
                awaitLaterRead(of: shown)
            } else if shown != listed.value {
                // The rollback showed another value than the pages hold under the edit (one read while rows were
                // frozen, possibly old): it is news once the server sends it again in a later generation.
                awaitLaterRead(of: listed.value)
            }
        }
        refused.removeAll()
    }

    /// Notes the values `unedited` holds under the waiting edits: one that changed in a fresh read is the server's,
    /// kept in the store as what a refusal shows (a later read of the same rows may be frozen, so may not say so).
    private func readUnderEdits(_ unedited: PagedItems<Item>) {
        for page in unedited.pageItems {
            for item in page where pending.contains(item.id) && held.contains(item.id) {
                guard valuesUnderEdit[item.id] != item else { continue }
                valuesUnderEdit[item.id] = item
                if kind == .fresh { store.keepForRollback(item, from: self) }
            }
        }
    }
}

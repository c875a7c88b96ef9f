import Foundation
import ResourceLoader
import ResourceStore

// Edits: shown at once over the pages, written into them once confirmed (the latest edit of a row wins), rolled
// back alone when refused, and held over a sync's pages until it ends.
extension PagedList {
    /// Shows `edit` at once, in one update, runs `serverCall`, and then either writes the edit into the
    /// paginator's loaded pages and saves them (the call succeeded), or rolls it back in one update and rethrows
    /// the call's error.
    ///
    /// Until the call returns, the edit is shown over whatever the list lists: pages that arrive and refreshes
    /// that land meanwhile keep it. A rollback removes this edit alone, so the row shows what the paginator holds
    /// now (a refresh's value, not a copy from before the edit), and other edits in flight stay.
    ///
    /// ```swift
    /// try await list.perform(.update(renamed)) {
    ///     try await api.rename(renamed.id, to: renamed.text)
    /// }
    /// ```
    ///
    /// - Throws: ``ListEditError`` before anything is shown when the edit names an id it cannot (an insert of a
    ///   listed id, an update or removal of an id not listed); otherwise the error `serverCall` threw.
    public func perform(_ edit: ListEdit<Item>, serverCall: () async throws -> Void) async throws {
        try check(edit)
        let token = machine.editShown(edit)
        showNow()
        do {
            try await serverCall()
        } catch {
            machine.editDropped(token)
            sharedRows?.editRefused(edit.id)
            showNow()
            throw error
        }
        await commit(edit, token: token)
    }

    /// Replaces the listed row with `item`'s id by `item`, at once, and writes it into the loaded pages; for an
    /// edit the server already knows (see ``perform(_:serverCall:)`` for one it must confirm).
    ///
    /// - Throws: ``ListEditError/notListed(_:)`` when no row has that id.
    public func update(_ item: Item) async throws(ListEditError<Item.ID>) {
        try await apply(.update(item))
    }

    /// Lists `item` at `point` (by default at the start), at once, and writes it into the loaded pages.
    ///
    /// - Throws: ``ListEditError/duplicateID(_:)`` when a row with that id is listed: ids stay unique, so update
    ///   that row instead.
    public func insert(_ item: Item, at point: InsertionPoint<Item.ID> = .start) async throws(ListEditError<Item.ID>) {
        try await apply(.insert(item, at: point))
    }

    /// Removes the row with `id`, at once, and from the loaded pages.
    ///
    /// - Throws: ``ListEditError/notListed(_:)`` when no row has that id.
    public func remove(id: Item.ID) async throws(ListEditError<Item.ID>) {
        try await apply(.remove(id))
    }

    private func apply(_ edit: ListEdit<Item>) async throws(ListEditError<Item.ID>) {
        try check(edit)
        // A change the server has already: written into the item store as such, never held as a waiting edit.
        let token = machine.editShown(edit, direct: true)
        if let item = edit.item { sharedRows?.changedDirectly(item) }
        showNow()
        await commit(edit, token: token)
        if let item = edit.item { sharedRows?.directChangeWritten(item) }
    }

    /// Refuses an edit that would list an id twice, names a row that is not listed, or inserts a row before any
    /// page is loaded to hold it.
    func check(_ edit: ListEdit<Item>) throws(ListEditError<Item.ID>) {
        let items = machine.listedItems
        let listed = machine.overlay.lists(edit.id, over: items)
        switch edit {
        case .insert:
            if listed { throw .duplicateID(edit.id) }
            if items.pageCount == 0 { throw .nothingLoaded(edit.id) }
        case .update, .remove: if !listed { throw .notListed(edit.id) }
        }
    }

    /// Writes a confirmed edit into the paginator, shows the paginator's state once it holds it, and saves. The
    /// latest edit of a row wins, whatever order the server confirms them in: an edit confirmed after a later edit
    /// of the same row was written is not written over it.
    func commit(_ edit: ListEdit<Item>, token: Int) async {
        guard machine.editConfirmed(edit, token: token) else {
            showNow()
            return
        }
        if let item = edit.item { sharedRows?.editConfirmed(item) }
        holdDatabaseChanges()
        await write(edit)
        machine.editWritten(token)
        await settle()
        await save(as: .edited(edit))
        await releaseDatabaseChanges()
    }

    func write(_ edit: ListEdit<Item>) async {
        machine.editWriting(edit)
        switch edit {
        case .update(let item): await paginator.replaceItem(item)
        case .insert(let item, let point): await paginator.insertItem(item, at: point)
        case .remove(let id): await paginator.removeItem(withID: id)
        }
    }

    /// Renders the last state read with the edits over it, at once (or asks the pump, before the first read).
    func showNow() {
        if let lastRead = machine.lastRead { render(lastRead) } else { requestRender() }
    }
}

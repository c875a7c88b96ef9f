import ResourceLoader

/// The app's edits of the listed rows, ones the server made too: they change the listed pages (and, with keys that
/// name positions, the keys after them) so that later pages, refreshes and saves keep them.
extension Paginator {
    /// Puts `item` in the place of the loaded item with the same id, for instance once the server confirmed an
    /// edit, so that later pages, refreshes and saves keep it.
    ///
    /// - Returns: whether an item with that id was loaded.
    /// - Complexity: O(n) under ``ResourceStore/DuplicatePolicy/keepFirst``, O(page) otherwise.
    @discardableResult
    public func replaceItem(_ item: Item) -> Bool {
        let replaced = machine.replace(item)
        if replaced { publish() }
        return replaced
    }

    /// Removes the loaded item with `id`, one the server removed too: with keys that name a row's position (offsets,
    /// ranges) the next page's key moves up one row, so the next page skips no row, and so do the keys of the later
    /// listed pages when one of them was not read in this generation (it is read again by its key).
    ///
    /// - Returns: whether an item with that id was loaded.
    @discardableResult
    public func removeItem(withID id: Item.ID) -> Bool {
        // The server removed it too: its later rows moved up one place, and so does an offset's next page.
        let removed = machine.remove(id: id)
        if removed { publish() }
        return removed
    }

    /// Inserts `item` into the loaded pages at `point` (after an item that is not loaded: at the start), one the
    /// server inserted too: with keys that name a row's position the next page's key moves down by the rows added,
    /// so the next page repeats no row (and so do the later listed pages' keys, as ``removeItem(withID:)`` moves
    /// them). Ids stay
    /// unique: an item whose id is loaded already is handled by the ``duplicatePolicy`` as if a page brought it
    /// (kept out, its value put in the loaded item's place, or moved to `point`). With nothing loaded there is no
    /// page to hold it, and nothing changes.
    ///
    /// - Returns: whether the loaded items changed.
    @discardableResult
    public func insertItem(_ item: Item, at point: InsertionPoint<Item.ID>) -> Bool {
        // The server inserted it too: its later rows moved down, and so does an offset's next page.
        let inserted = machine.insert(item, at: point)
        if inserted { publish() }
        return inserted
    }
}

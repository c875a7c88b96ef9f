import ResourceStore

/// Listing a run of pages again in one step: a refresh's splice relisting the pages it kept (``relist(_:countingEdits:)``)
/// and a revalidation listing fresh pages in place of the last ones (``replacePages(from:with:isRead:)``).
extension LoadedWindow {
    /// Lists `pages` (consecutive, in order) as a new generation listing them one by one at the end of an empty
    /// window would (``removeAll()``, then ``add(_:beyond:)``, every page unread), built from this window instead:
    /// the last of its pages that `pages` ends with unchanged (rows in the same storage: pages taken from this
    /// window's, as a splice keeps them) stay, with their items' serials (``PagedItems/lineage``) and the keys
    /// `pages` gives them (a splice names kept pages by position again when keys name positions), the pages before
    /// them go, and the rest of `pages` is put before them. A reader of the items then sees pages changed at the
    /// start alone (``PagedItems/edgeChanges(from:)``): a refresh's splice that kept the later pages. `edits` is the
    /// count of edits taken so far, which never goes back.
    ///
    /// Returns `false` when no page of this window is kept or the outcome would differ from listing `pages` anew (a
    /// key loaded twice, a neighbour key that would be cut, an id listed twice); this window is unsound then and is
    /// to be dropped.
    ///
    /// - Complexity: O(p + r) for p pages and the r rows of the pages dropped and put before the kept ones; the
    ///   kept pages' rows are not read.
    mutating func relist(_ pages: [Page<Item, Key>], countingEdits edits: Int) -> Bool {
        guard Self.listsEveryKey(pages) else { return false }
        // Read once: finding one page's rows walks the chunks.
        let listedRows = items.pageItems
        var kept = 0
        while kept < min(pages.count, self.pages.count),
            isUnchanged(
                pageAt: self.pages.count - 1 - kept, rows: listedRows[self.pages.count - 1 - kept],
                as: pages[pages.count - 1 - kept])
        {
            kept += 1
        }
        guard kept > 0 else { return false }
        while self.pages.count > kept {
            self.pages.removeFirst()
            for item in items.removeFirstPage() { idIndex.remove(item.id) }
        }
        positions.removeAll(keepingCapacity: true)
        positions.reserveCapacity(pages.count)
        let firstKept = pages.count - kept
        let firstPosition = self.pages[0].position
        for index in 0..<kept {
            let page = pages[firstKept + index]
            self.pages.rename(at: index, as: page)
            positions[page.key] = firstPosition + index
        }
        for page in pages[..<firstKept].reversed() {
            let addition = add(page, beyond: .start)
            guard addition == WindowAddition(added: page.items.count, duplicates: 0) else { return false }
        }
        self.pages.markAllUnread()
        statedTotal = pages.last { $0.totalCount != nil }?.totalCount
        itemsBefore = pages[0].previousKey == nil ? 0 : nil
        self.edits = max(self.edits, edits)
        updateEdgeFlags()
        assert(items.pageCount == self.pages.count && idIndex.count == items.count, "window out of step")
        return true
    }

    /// Whether adding `pages` one by one at the end of an empty window keeps every key: no key twice, no next key
    /// naming a page listed up to it, no previous key of the first page naming that page.
    private static func listsEveryKey(_ pages: [Page<Item, Key>]) -> Bool {
        var keys: Set<Key> = []
        keys.reserveCapacity(pages.count)
        for page in pages {
            guard keys.insert(page.key).inserted else { return false }
            if let next = page.nextKey, keys.contains(next) { return false }
        }
        return pages.first.map { $0.previousKey != $0.key } ?? true
    }

    /// Whether the page at `index` in ``pages``, which lists `rows`, lists `page`'s rows (the same storage),
    /// whatever its keys.
    private func isUnchanged(pageAt index: Int, rows: [Item], as page: Page<Item, Key>) -> Bool {
        guard pages[index].isStorable == page.isStorable, rows.count == page.items.count else { return false }
        // The same storage (a page the splice kept as listed) holds the same rows, values and all. The same ids
        // would not do: a page the splice joined fresh rows into may list the listed ids with newer values.
        return rows.withUnsafeBufferPointer { listed in
            page.items.withUnsafeBufferPointer { $0.baseAddress == listed.baseAddress }
        }
    }

    /// Lists `replacement` in place of the pages from `index` in ``pages`` to the end, at the same positions on:
    /// a page revalidated with the pages after it (see ``RevalidationSplice``). The replacement's ids are not
    /// listed before `index`, and its keys were not loaded elsewhere in the generation. `isRead` says for each
    /// replacement page whether it counts as read (``PageRecord/isRead``).
    ///
    /// - Complexity: O(r) for the r rows from `index` on.
    mutating func replacePages(from index: Int, with replacement: [Page<Item, Key>], isRead: [Bool]) {
        let firstPosition = pages[index].position
        while pages.count > index {
            let record = pages.removeLast()
            if positions[record.key] == record.position { positions[record.key] = nil }
            for item in items.removeLastPage() { idIndex.remove(item.id) }
        }
        for (offset, page) in replacement.enumerated() {
            let position = firstPosition + offset
            let (kept, _) = filter(page.items, position: position)
            positions[page.key] = position
            if let total = page.totalCount { statedTotal = total }
            pages.append(
                PageRecord(
                    position: position, key: page.key, nextKey: page.nextKey, previousKey: page.previousKey,
                    totalCount: page.totalCount, isStorable: page.isStorable,
                    isRead: isRead[offset]))
            items.append(kept)
        }
        updateEdgeFlags()
        assert(items.pageCount == pages.count && idIndex.count == items.count, "window out of step")
    }
}

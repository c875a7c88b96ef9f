import ResourceStore

/// Growing and shrinking the window at its edges: a page added before the first or after the last, the keys that
/// lead beyond the edges, pages joined at the end, and pages dropped by the page cap.
extension LoadedWindow {
    /// Adds `page` beyond `edge` (or as the only page when the window is empty), drops items whose ids are listed
    /// (or, when locations are tracked, puts the newcomer's content in the listed item's place), and cuts a
    /// neighbour key that was loaded elsewhere in the generation, reporting it.
    ///
    /// - Parameter askedAt: for a page added at the end whose key names a position, the index among the listed rows
    ///   at which the page starts (the end of the rows, or before it when the page was asked for early): its first
    ///   listed rows overlap the listed ones only when they are listed from about there on (see
    ///   ``filter(_:position:readAt:askedAt:)``).
    /// - Complexity: O(page size).
    mutating func add(_ page: Page<Item, Key>, beyond edge: WindowEdge, askedAt: Int? = nil) -> WindowAddition {
        let wasEmpty = pages.isEmpty
        let position = self.position(at: edge).map { edge == .end ? $0 + 1 : $0 - 1 } ?? 0
        let (kept, duplicates) = filter(
            page.items, position: position, readAt: wasEmpty ? nil : edge, askedAt: askedAt)
        positions[page.key] = position
        var record = PageRecord(
            position: position, key: page.key, nextKey: page.nextKey, previousKey: page.previousKey,
            totalCount: page.totalCount, isStorable: page.isStorable)
        if let total = page.totalCount { statedTotal = total }
        if wasEmpty {
            itemsBefore = page.previousKey == nil ? 0 : nil
        } else if edge == .start {
            itemsBefore = itemsBefore.map { max(0, $0 - kept.count) }
        }
        var addition = WindowAddition(added: kept.count, duplicates: duplicates)
        // A neighbour key is fine when unseen, or seen exactly where the neighbour sits (a page trimmed by the
        // page cap and now loaded again). Anywhere else it would walk in a circle.
        if wasEmpty || edge == .end, let next = record.nextKey, let seen = positions[next], seen != position + 1 {
            addition.repeatedNextKey = "\(next)"
            record.nextKey = nil
        }
        if wasEmpty || edge == .start, let previous = record.previousKey, let seen = positions[previous],
            seen != position - 1
        {
            addition.repeatedPreviousKey = "\(previous)"
            record.previousKey = nil
        }
        if edge == .start && !wasEmpty {
            pages.insert(record, at: 0)
            items.prepend(kept)
        } else {
            pages.append(record)
            items.append(kept)
        }
        updateEdgeFlags()
        assert(items.pageCount == pages.count && idIndex.count == items.count, "window out of step")
        return addition
    }

    /// Makes the last page lead to `key`: the page about to be added after it was asked for with another key than
    /// the one the last page named (see `Paginator.splice(after:searchText:query:)`), and the pages stay consecutive.
    mutating func leadEnd(to key: Key) {
        guard !pages.isEmpty else { return }
        pages[pages.count - 1].nextKey = key
        updateEdgeFlags()
    }

    /// Joins the pages from `index` to the end into the page before them, which keeps its key and leads on where
    /// the last of them did: a page about to be added at the end was asked for at a position those pages' keys name
    /// (after a splice, a page asked for one row early, or stepped back: see
    /// `Paginator.splice(after:listedItems:searchText:query:)`), and no key may be listed twice. The joined page
    /// counts as read only when every page joined into it was, its own rows counting as read when they were.
    ///
    /// - Complexity: O(r) for the r rows of the joined pages and the page before them.
    mutating func joinPages(from index: Int) {
        guard index > 0, index < pages.count else { return }
        var joinedRows: [[Item]] = []
        var last: PageRecord?
        var allRead = true
        var allStorable = true
        while pages.count > index {
            let record = pages.removeLast()
            if positions[record.key] == record.position { positions[record.key] = nil }
            last = last ?? record
            allRead = allRead && record.isRead
            allStorable = allStorable && record.isStorable
            joinedRows.append(items.removeLastPage())
        }
        var record = pages.removeLast()
        var rows = items.removeLastPage()
        let readRows = record.isRead ? rows.count : record.readRows
        for joined in joinedRows.reversed() {
            if tracksLocations {
                for (offset, item) in joined.enumerated() {
                    idIndex.locations[item.id] = ItemLocation(position: record.position, offset: rows.count + offset)
                }
            }
            rows += joined
        }
        record.nextKey = last?.nextKey
        if let total = last?.totalCount { record.totalCount = total }
        record.isStorable = record.isStorable && allStorable
        if !(record.isRead && allRead) {
            record.isRead = false
            record.readRows = 0 < readRows && readRows < rows.count ? readRows : 0
            if readRows > 0 && readRows == rows.count { record.isRead = true }
        }
        pages.append(record)
        items.append(rows)
        updateEdgeFlags()
        assert(items.pageCount == pages.count && idIndex.count == items.count, "window out of step")
    }

    /// Marks the list as ending at `edge`: the page there loses its neighbour key that way.
    mutating func end(at edge: WindowEdge) {
        guard !pages.isEmpty else { return }
        if edge == .end { pages[pages.count - 1].nextKey = nil } else { pages[0].previousKey = nil }
        updateEdgeFlags()
    }

    /// Drops pages at the edge opposite `edge` while more than `maximumPages` are listed; returns whether any
    /// page was dropped.
    mutating func trim(toAtMost maximumPages: Int, keeping edge: WindowEdge) -> Bool {
        var trimmed = false
        while pages.count > maximumPages {
            let removed: [Item]
            if edge == .start {
                pages.removeLast()
                removed = items.removeLastPage()
            } else {
                pages.removeFirst()
                removed = items.removeFirstPage()
                itemsBefore = itemsBefore.map { $0 + removed.count }
            }
            for item in removed { idIndex.remove(item.id) }
            trimmed = true
        }
        if trimmed { updateEdgeFlags() }
        assert(items.pageCount == pages.count && idIndex.count == items.count, "window out of step")
        return trimmed
    }
}

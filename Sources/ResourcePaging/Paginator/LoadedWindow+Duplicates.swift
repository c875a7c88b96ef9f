import ResourceStore

/// What happens to a page's rows whose ids are listed already: dropped, put in the listed row's place, or taken from
/// a page not read this generation, which the server moved them from.
extension LoadedWindow {
    /// The items of a page at `position` that are not listed yet (the page itself when none is), and how many
    /// were listed. Under location tracking a listed item takes the newcomer's content in its place.
    ///
    /// A page read from the server beyond `readAt` wins over a copy of its row listed in a page not read this
    /// generation (``PageRecord/isRead``): the server moved the row to it, and the stale page's re-read would take
    /// the copy, the row's only one, away. Rows the page shares with its neighbour at its edge (the rows the page
    /// overlaps when it was asked for early, or when rows were added before it) are an overlap, not a move.
    mutating func filter(
        _ items: [Item], position: Int, readAt edge: WindowEdge? = nil, askedAt: Int? = nil
    ) -> (kept: [Item], duplicates: Int) {
        let overlap = edge.map { overlapRun(of: items, at: $0, askedAt: askedAt) } ?? 0..<items.count
        // Most pages hold no listed id: they are kept as they came, and a filtered copy is made only once a
        // duplicate turns up. The common case first: every id is new and no location is kept.
        let firstListed = tracksLocations ? 0 : Self.insertIDs(of: items, into: &idIndex.ids)
        var filtered: [Item]?
        var duplicates = 0
        for index in firstListed..<items.count {
            let item = items[index]
            let id = item.id
            if idIndex.insert(id) {
                if tracksLocations {
                    idIndex.locations[id] = ItemLocation(position: position, offset: filtered?.count ?? index)
                }
                filtered?.append(item)
                continue
            }
            if filtered == nil { filtered = Array(items[..<index]) }
            if !tracksLocations, !overlap.contains(index), let copy = unreadCopy(of: id) {
                // Read now, the row wins over its copy in a page not read this generation: the server moved it
                // here, and that page's re-read would drop the copy, the row's only one.
                _ = self.items.remove(pageAt: copy.page, itemAt: copy.offset)
                filtered?.append(item)
                continue
            }
            guard tracksLocations, let earlier = idIndex.locations[id] else {
                duplicates += 1
                continue
            }
            let earlierIsUnread = !overlap.contains(index) && isUnreadPage(at: earlier.position)
            if !earlierIsUnread { duplicates += 1 }
            if duplicatePolicy == .keepLast || earlierIsUnread {
                // The listed item leaves its place; the newcomer is listed where this page puts it.
                let following: ArraySlice<Item>
                if let first = self.position(at: .start), pages.indices.contains(earlier.position - first) {
                    following = self.items.remove(pageAt: earlier.position - first, itemAt: earlier.offset)
                } else if earlier.position == position, var pending = filtered {
                    pending.remove(at: earlier.offset)
                    following = pending[earlier.offset...]
                    filtered = pending
                } else {
                    following = []
                }
                idIndex.moveBack(following)
                idIndex.locations[id] = ItemLocation(position: position, offset: filtered?.count ?? 0)
                filtered?.append(item)
                continue
            }
            if let first = self.position(at: .start), pages.indices.contains(earlier.position - first) {
                self.items.replace(pageAt: earlier.position - first, itemAt: earlier.offset, with: item)
            } else if earlier.position == position {
                filtered?[earlier.offset] = item
            }
        }
        return (filtered ?? items, duplicates)
    }

    /// The indexes of the run of `items` at the page's edge toward `edge` (its first rows for a page added at the
    /// end, its last for one added at the start) whose ids are listed: the page's overlap with the rows before it.
    /// While pages not read this generation are listed, the run overlaps only when it is listed where the page meets
    /// the rows: for a page added at the end, its first row at `askedAt` (the index among the listed rows at which a
    /// page whose key names a position starts; the end of the rows for other keys, a cursor's) or as many rows before
    /// it as the run has (rows the server added before the page shifted them); for a page added at the start, its
    /// last row among as many first rows as the run has. A run listed elsewhere holds a row the server moved here from
    /// another page, which the page then takes as ``filter(_:position:readAt:askedAt:)`` says.
    ///
    /// - Complexity: O(page), plus O(r) for the r listed rows from the run's reach on (at the start, the run's length)
    ///   when it is checked.
    private func overlapRun(of items: [Item], at edge: WindowEdge, askedAt: Int?) -> Range<Int> {
        if edge == .start {
            let run = (items.lastIndex { !idIndex.contains($0.id) }.map { $0 + 1 } ?? 0)..<items.count
            guard !run.isEmpty, pages.unreadCount > 0 else { return run }
            let last = items[items.count - 1].id
            return self.items.prefix(run.count).contains { $0.id == last } ? run : 0..<0
        }
        let run = 0..<(items.firstIndex { !idIndex.contains($0.id) } ?? items.count)
        guard !run.isEmpty, pages.unreadCount > 0 else { return run }
        let reach = max(0, (askedAt ?? self.items.count) - run.count)
        guard reach < self.items.count else { return 0..<0 }
        let first = items[0].id
        return self.items[reach...].contains { $0.id == first } ? run : 0..<0
    }

    /// Whether a page is listed at `position` that was not read this generation (``PageRecord/isRead``).
    private func isUnreadPage(at position: Int) -> Bool {
        guard let first = self.position(at: .start), pages.indices.contains(position - first) else { return false }
        return !pages[position - first].isRead
    }

    /// Where the listed item with `id` is when its page was not read this generation (see
    /// ``PageRecord/isRead``); `nil` when it is listed in a read page or not at all.
    ///
    /// - Complexity: O(1) when every page was read (the common case), O(n) otherwise.
    private func unreadCopy(of id: Item.ID) -> (page: Int, offset: Int)? {
        guard pages.unreadCount > 0, let found = location(ofID: id), !pages[found.page].isRead
        else { return nil }
        return found
    }

    /// Takes out of the pages before `index` in ``pages`` that were not read this generation the rows whose ids
    /// are in `ids`: a page read again at `index` lists them, read now, and wins over the stale copies. Returns the
    /// ids taken out. Not an edit: the server moved the rows.
    ///
    /// - Complexity: O(r) for the r rows before `index`, when a page before it was not read; O(1) when every page
    ///   was read, O(`index`) otherwise.
    mutating func removeUnreadCopies(of ids: Set<Item.ID>, before index: Int) -> Set<Item.ID> {
        guard !ids.isEmpty, pages.containsUnread(in: 0..<index) else { return [] }
        var removed: Set<Item.ID> = []
        for page in (0..<index).reversed() where !pages[page].isRead {
            let rows = items.items(ofPageAt: page)
            for offset in rows.indices.reversed() where ids.contains(rows[offset].id) {
                let following = items.remove(pageAt: page, itemAt: offset)
                idIndex.remove(rows[offset].id)
                removed.insert(rows[offset].id)
                idIndex.moveBack(following)
            }
        }
        assert(idIndex.count == items.count, "window out of step")
        return removed
    }

    /// Inserts the ids of `items` into `ids` up to the first one listed already, and returns that item's index
    /// (`items.count` when every id was new).
    private static func insertIDs(of items: [Item], into ids: inout ListedIDs<Item.ID>) -> Int {
        // Growing once per page, not while inserting, keeps rehashing out of the loop.
        ids.reserveCapacity(ids.count + items.count)
        for index in items.indices where !ids.insert(items[index].id) {
            return index
        }
        return items.count
    }
}

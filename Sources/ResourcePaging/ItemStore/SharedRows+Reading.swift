/// Reading the list's page values into the shown rows: pages appended alone, rows listing the same ids compared by
/// position, or every row by id, each value written into the store by the rule of its read.
extension SharedRows {
    /// Reads the pages appended after the ones read last (the first at index `start`), each a page of ``rows``
    /// (empty ones too): the rows keep the pages' shape, which ``readInPlace(_:)`` walks both by.
    func readAppended(_ appended: [[Item]], from start: Int) {
        var position = rows.count
        for (offset, page) in appended.enumerated() {
            let pageIndex = start + offset
            var shown: [Item] = []
            shown.reserveCapacity(page.count)
            let fresh = sentRowsAreFresh ? sentRows(ofPageAt: pageIndex, count: page.count) : 0
            for index in 0..<page.count {
                let item = page[index]
                shown.append(
                    read(
                        item, before: pageValues[item.id], at: position, in: &pageValues,
                        fromServer: sentRowsAreFresh && isSent(item, at: index, fresh: fresh)))
                position += 1
            }
            rows.append(shown)
        }
    }

    /// Reads `items` when they list the ids read last in the same order, comparing them by position: a row whose page
    /// value did not change keeps its shown value. Returns `false`, changing nothing, otherwise.
    ///
    /// - Complexity: O(n) comparisons, walking the pages by index (this code runs unspecialised, where iterators
    ///   cost more than the comparisons), and O(c) look-ups for c changed rows.
    func readInPlace(_ items: PagedItems<Item>) -> Bool {
        guard let lastRead, lastRead.count == items.count else { return false }
        let oldPages = lastRead.pageItems
        let shownPages = rows.pageItems
        var changed: [(item: Item, position: Int, fromServer: Bool)] = []
        var next = PagedItems<Item>()
        var oldPage = 0
        var offset = 0
        var position = 0
        for (pageIndex, page) in items.pageItems.enumerated() {
            var shown: [Item] = []
            shown.reserveCapacity(page.count)
            // Rows the server sent in this generation, looked at only while values await the server.
            let checksSent = !awaitingServer.isEmpty && (kind == .fresh || sentRowsAreFresh)
            let fresh = checksSent ? sentRows(ofPageAt: pageIndex, count: page.count) : 0
            for index in 0..<page.count {
                while offset == oldPages[oldPage].count {
                    oldPage += 1
                    offset = 0
                }
                let item = page[index]
                let before = oldPages[oldPage][offset]
                guard before.id == item.id else { return false }
                let sent = checksSent && isSent(item, at: index, fresh: fresh)
                if before == item, !sent || !isSentAgain(item) {
                    shown.append(shownPages[oldPage][offset])
                } else {
                    changed.append((item, position, sent))
                    shown.append(item)
                }
                offset += 1
                position += 1
            }
            next.append(shown)
        }
        rows = next
        for (item, position, fromServer) in changed {
            let shown = read(item, before: pageValues[item.id], at: position, in: &pageValues, fromServer: fromServer)
            if shown != item { rows.replace(at: position, with: shown) }
        }
        return true
    }

    /// Reads every row of `items` by id.
    func readAll(_ items: PagedItems<Item>) {
        var current: [Item.ID: Listed] = [:]
        current.reserveCapacity(items.count)
        rows = PagedItems()
        var position = 0
        for (pageIndex, page) in items.pageItems.enumerated() {
            var shown: [Item] = []
            shown.reserveCapacity(page.count)
            let fresh = sentRows(ofPageAt: pageIndex, count: page.count)
            for index in 0..<page.count {
                let item = page[index]
                shown.append(
                    read(
                        item, before: pageValues[item.id], at: position, in: &current,
                        fromServer: isSent(item, at: index, fresh: fresh)))
                position += 1
            }
            rows.append(shown)
        }
        for (id, listed) in pageValues where current[id] == nil {
            departed[id] = Departed(value: listed.value, generation: generation)
        }
        pageValues = current
    }

    /// The value to show for `item`, at `position`, noted in `values`, given what was noted for its id before; a page
    /// value new there is kept for the store.
    ///
    /// - Parameter fromServer: whether the server sent `item` in this generation (its page was read): a value
    ///   awaiting the server is fresh then (see ``isSentAgain(_:)``).
    private func read(
        _ item: Item, before: Listed?, at position: Int, in values: inout [Item.ID: Listed], fromServer: Bool = false
    ) -> Item {
        let id = item.id
        values[id] = Listed(value: item, position: position)
        // A waiting edit's row, or one whose edit just ended: see `settleHolds()`.
        if pending.contains(id) || held.contains(id) { return item }
        let kind = fromServer && sentRowsAreFresh ? .fresh : self.kind
        if let before, before.value == item, !(fromServer && kind == .fresh && isSentAgain(item)) {
            return table.entries[id]?.value ?? item
        }
        // Listed again as it was when it left: kept aside by the list, not news (written only where the store has none);
        // unless the server sends it now, in a later generation than the one it left in (its page was asked for after
        // it left: the value is the server's now, though another list's late page may have written an older one
        // since), or as a value awaiting the server.
        let left = before == nil ? departed.removeValue(forKey: id) : nil
        let sentSinceLeaving =
            fromServer && kind == .fresh && (left.map { generation > $0.generation } == true || isSentAgain(item))
        let returns = left?.value == item && !sentSinceLeaving
        let shown = write(item, as: returns ? .restored : kind)
        // A refused value (possibly old, or what a confirmed edit replaced, or kept aside by another list's waiting
        // edit) is news once the server sends its page after the refusal: later in this generation when its page is
        // known not to have been read from the server in it; else only in a later generation (a page read already,
        // listed again after a rollback, or frozen rows, whose pages may have been read before the freeze, tells
        // nothing new when read again in the same generation).
        let unread = partlyRead != nil && !fromServer
        awaitingServer[id] =
            shown != item ? AwaitedValue(value: item, sentAgainFrom: unread ? generation : generation + 1) : nil
        return shown
    }
}

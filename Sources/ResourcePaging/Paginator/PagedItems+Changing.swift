/// Changing ``PagedItems``: pages added and removed at the ends (its lineage kept), items replaced, removed and
/// inserted inside a page (a new lineage).
extension PagedItems {
    mutating func append(_ items: [Item]) {
        if chunks.isEmpty || chunks[chunks.count - 1].pages.count >= Self.chunkCapacity {
            chunkStarts.append(total)
            chunks.append(Chunk())
        }
        chunks[chunks.count - 1].append(items, serial: nextSerialAtEnd)
        nextSerialAtEnd += 1
        total += items.count
        pageCount += 1
    }

    mutating func prepend(_ items: [Item]) {
        if chunks.isEmpty || chunks[0].pages.count >= Self.chunkCapacity {
            chunks.insert(Chunk(), at: 0)
        }
        lastSerialAtStart -= 1
        chunks[0].prepend(items, serial: lastSerialAtStart)
        pageCount += 1
        rebuildChunkStarts()
    }

    mutating func removeFirstPage() -> [Item] {
        precondition(pageCount > 0, "no page to remove")
        let removed = chunks[0].removeFirst()
        if chunks[0].pages.isEmpty { chunks.removeFirst() }
        pageCount -= 1
        rebuildChunkStarts()
        return removed
    }

    mutating func removeLastPage() -> [Item] {
        precondition(pageCount > 0, "no page to remove")
        let last = chunks.count - 1
        let removed = chunks[last].removeLast()
        if chunks[last].pages.isEmpty {
            chunks.removeLast()
            chunkStarts.removeLast()
        }
        total -= removed.count
        pageCount -= 1
        return removed
    }

    /// Replaces the item at `offset` in the page at index `page` (counted over all pages).
    mutating func replace(pageAt page: Int, itemAt offset: Int, with item: Item) {
        lineage = Lineage()
        var remaining = page
        for chunkIndex in chunks.indices {
            let pagesHere = chunks[chunkIndex].pages.count
            if remaining < pagesHere {
                chunks[chunkIndex].pages[remaining][offset] = item
                return
            }
            remaining -= pagesHere
        }
        preconditionFailure("PagedItems page index out of range")
    }

    /// Replaces the item at `position`.
    ///
    /// - Complexity: O(log p) for p pages, plus a copy of the item's page (and of the chunk tables) when the storage
    ///   is shared.
    mutating func replace(at position: Int, with item: Item) {
        precondition(position >= 0 && position < total, "PagedItems index out of range")
        lineage = Lineage()
        let chunkIndex = Self.lastIndex(in: chunkStarts, notAbove: position)
        let offset = position - chunkStarts[chunkIndex]
        let page = Self.lastIndex(in: chunks[chunkIndex].starts, notAbove: offset)
        chunks[chunkIndex].pages[page][offset - chunks[chunkIndex].starts[page]] = item
    }

    /// Removes the item at `offset` in the page at index `page` (counted over all pages) and returns the items
    /// that followed it in that page, each now one place earlier.
    mutating func remove(pageAt page: Int, itemAt offset: Int) -> ArraySlice<Item> {
        lineage = Lineage()
        var remaining = page
        for chunkIndex in chunks.indices {
            let pagesHere = chunks[chunkIndex].pages.count
            if remaining < pagesHere {
                let following = chunks[chunkIndex].remove(pageAt: remaining, itemAt: offset)
                rebuildChunkStarts()
                return following
            }
            remaining -= pagesHere
        }
        preconditionFailure("PagedItems page index out of range")
    }

    /// Inserts `item` at `offset` in the page at index `page` (counted over all pages); the items from `offset` on
    /// in that page move one place later and are returned.
    mutating func insert(_ item: Item, pageAt page: Int, itemAt offset: Int) -> ArraySlice<Item> {
        lineage = Lineage()
        var remaining = page
        for chunkIndex in chunks.indices {
            let pagesHere = chunks[chunkIndex].pages.count
            if remaining < pagesHere {
                let following = chunks[chunkIndex].insert(item, pageAt: remaining, itemAt: offset)
                rebuildChunkStarts()
                return following
            }
            remaining -= pagesHere
        }
        preconditionFailure("PagedItems page index out of range")
    }

    mutating func removeAll() {
        lineage = Lineage()
        nextSerialAtEnd = 0
        lastSerialAtStart = 0
        chunks.removeAll()
        chunkStarts.removeAll()
        total = 0
        pageCount = 0
    }

    private mutating func rebuildChunkStarts() {
        total = fillStarts(&chunkStarts, withCounts: chunks.lazy.map(\.count))
    }
}

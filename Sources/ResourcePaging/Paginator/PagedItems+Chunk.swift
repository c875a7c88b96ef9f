/// The storage of ``PagedItems``: pages in chunks of at most ``PagedItems/chunkCapacity``, each chunk knowing where
/// its pages start, so that a change copies one chunk, not every page.
extension PagedItems {
    /// Consecutive pages, with the position of each page's first item counted from the chunk's first.
    struct Chunk: Sendable {
        var pages: [[Item]] = []
        var starts: [Int] = []
        /// Each page's serial in the lineage (see ``PagedItems/lineage``).
        var serials: [Int] = []
        var count = 0

        mutating func append(_ page: [Item], serial: Int) {
            starts.append(count)
            pages.append(page)
            serials.append(serial)
            count += page.count
        }

        mutating func prepend(_ page: [Item], serial: Int) {
            pages.insert(page, at: 0)
            serials.insert(serial, at: 0)
            rebuildStarts()
        }

        mutating func removeFirst() -> [Item] {
            let removed = pages.removeFirst()
            serials.removeFirst()
            rebuildStarts()
            return removed
        }

        mutating func removeLast() -> [Item] {
            let removed = pages.removeLast()
            serials.removeLast()
            starts.removeLast()
            count -= removed.count
            return removed
        }

        /// Removes the item at `offset` in the page at `page` and returns the items that followed it there.
        mutating func remove(pageAt page: Int, itemAt offset: Int) -> ArraySlice<Item> {
            pages[page].remove(at: offset)
            rebuildStarts()
            return pages[page][offset...]
        }

        /// Inserts `item` at `offset` in the page at `page` and returns the items that follow it there.
        mutating func insert(_ item: Item, pageAt page: Int, itemAt offset: Int) -> ArraySlice<Item> {
            pages[page].insert(item, at: offset)
            rebuildStarts()
            return pages[page][(offset + 1)...]
        }

        private mutating func rebuildStarts() {
            count = fillStarts(&starts, withCounts: pages.lazy.map(\.count))
        }
    }
}

/// Refills `starts` with the position of each element's first item, given the elements' item counts, and
/// returns the total.
func fillStarts(_ starts: inout [Int], withCounts counts: some Sequence<Int>) -> Int {
    starts.removeAll(keepingCapacity: true)
    var total = 0
    for count in counts {
        starts.append(total)
        total += count
    }
    return total
}

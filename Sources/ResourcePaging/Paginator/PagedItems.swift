/// The items of the loaded pages, in order, as one collection.
///
/// Pages are stored as they arrived, grouped in chunks of at most 64 pages. Adding a page costs O(page size)
/// plus, when the storage is shared with a copy (a subscriber holding an earlier state), a copy of one chunk and
/// of the small chunk table, never of every page: 100,000 items in pages of 100 make 16 chunks. A copy handed
/// to a subscriber shares the pages' storage.
public struct PagedItems<Item: Sendable>: RandomAccessCollection, Sendable {
    private var chunks: [Chunk] = []
    /// `chunkStarts[c]` is the position of chunk `c`'s first item.
    private var chunkStarts: [Int] = []
    private var total = 0

    /// The number of pages (empty ones included).
    public private(set) var pageCount = 0
    /// Who this list's items descend from by appends alone: a new one at creation and at every change other than
    /// an append. Two lists with the same lineage hold the same items up to the shorter one's count.
    private(set) var lineage = Lineage()

    /// The identity of a run of appends; compared with `===`.
    final class Lineage: Sendable {}

    /// The most pages a chunk holds.
    static var chunkCapacity: Int { 64 }

    /// Consecutive pages, with the position of each page's first item counted from the chunk's first.
    struct Chunk: Sendable {
        var pages: [[Item]] = []
        var starts: [Int] = []
        var count = 0

        mutating func append(_ page: [Item]) {
            starts.append(count)
            pages.append(page)
            count += page.count
        }

        mutating func prepend(_ page: [Item]) {
            pages.insert(page, at: 0)
            rebuildStarts()
        }

        mutating func removeFirst() -> [Item] {
            let removed = pages.removeFirst()
            rebuildStarts()
            return removed
        }

        mutating func removeLast() -> [Item] {
            let removed = pages.removeLast()
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

    /// An empty list.
    public init() {}

    /// `0`.
    public var startIndex: Int { 0 }
    /// The number of items.
    public var endIndex: Int { total }

    /// The item at `position`.
    ///
    /// - Complexity: O(log p) for p pages.
    public subscript(position: Int) -> Item {
        precondition(position >= 0 && position < total, "PagedItems index out of range")
        let chunkIndex = Self.lastIndex(in: chunkStarts, notAbove: position)
        let offset = position - chunkStarts[chunkIndex]
        let chunk = chunks[chunkIndex]
        let page = Self.lastIndex(in: chunk.starts, notAbove: offset)
        return chunk.pages[page][offset - chunk.starts[page]]
    }

    /// The last index of `starts` whose value is at or below `position`. Empty pages (and chunks of empty pages)
    /// share their start with what follows, so the one found is the one holding `position`.
    private static func lastIndex(in starts: [Int], notAbove position: Int) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= position { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    /// Iterates page by page in O(1) per item.
    public func makeIterator() -> Iterator {
        Iterator(chunks: chunks)
    }

    /// Walks the items chunk by chunk and page by page.
    public struct Iterator: IteratorProtocol {
        private let chunks: [Chunk]
        private var chunkIndex = 0
        private var pageIndex = 0
        private var page: [Item] = []
        private var itemIndex = 0

        init(chunks: [Chunk]) {
            self.chunks = chunks
        }

        /// The next item, or `nil` after the last.
        public mutating func next() -> Item? {
            while itemIndex == page.count {
                guard advancePage() else { return nil }
            }
            defer { itemIndex += 1 }
            return page[itemIndex]
        }

        private mutating func advancePage() -> Bool {
            while chunkIndex < chunks.count {
                if pageIndex < chunks[chunkIndex].pages.count {
                    page = chunks[chunkIndex].pages[pageIndex]
                    pageIndex += 1
                    itemIndex = 0
                    return true
                }
                chunkIndex += 1
                pageIndex = 0
            }
            return false
        }
    }

    /// The items of each page, in order (empty pages included).
    var pageItems: [[Item]] { chunks.flatMap(\.pages) }

    mutating func append(_ items: [Item]) {
        if chunks.isEmpty || chunks[chunks.count - 1].pages.count >= Self.chunkCapacity {
            chunkStarts.append(total)
            chunks.append(Chunk())
        }
        chunks[chunks.count - 1].append(items)
        total += items.count
        pageCount += 1
    }

    mutating func prepend(_ items: [Item]) {
        lineage = Lineage()
        if chunks.isEmpty || chunks[0].pages.count >= Self.chunkCapacity {
            chunks.insert(Chunk(), at: 0)
        }
        chunks[0].prepend(items)
        pageCount += 1
        rebuildChunkStarts()
    }

    mutating func removeFirstPage() -> [Item] {
        lineage = Lineage()
        precondition(pageCount > 0, "no page to remove")
        let removed = chunks[0].removeFirst()
        if chunks[0].pages.isEmpty { chunks.removeFirst() }
        pageCount -= 1
        rebuildChunkStarts()
        return removed
    }

    mutating func removeLastPage() -> [Item] {
        lineage = Lineage()
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

    /// The page index and offset of the first item `matching` accepts, or `nil`.
    ///
    /// - Complexity: O(n).
    func location(where matching: (Item) -> Bool) -> (page: Int, offset: Int)? {
        var page = 0
        for chunk in chunks {
            for items in chunk.pages {
                if let offset = items.firstIndex(where: matching) { return (page, offset) }
                page += 1
            }
        }
        return nil
    }

    /// The number of items in the page at index `page`.
    func count(ofPageAt page: Int) -> Int {
        var remaining = page
        for chunk in chunks {
            if remaining < chunk.pages.count { return chunk.pages[remaining].count }
            remaining -= chunk.pages.count
        }
        preconditionFailure("PagedItems page index out of range")
    }

    mutating func removeAll() {
        lineage = Lineage()
        chunks.removeAll()
        chunkStarts.removeAll()
        total = 0
        pageCount = 0
    }

    private mutating func rebuildChunkStarts() {
        total = fillStarts(&chunkStarts, withCounts: chunks.lazy.map(\.count))
    }
}

/// Refills `starts` with the position of each element's first item, given the elements' item counts, and
/// returns the total.
private func fillStarts(_ starts: inout [Int], withCounts counts: some Sequence<Int>) -> Int {
    starts.removeAll(keepingCapacity: true)
    var total = 0
    for count in counts {
        starts.append(total)
        total += count
    }
    return total
}

extension PagedItems: Equatable where Item: Equatable {
    /// Lists are equal when they hold equal items in the same order, however they are split into pages.
    public static func == (lhs: PagedItems, rhs: PagedItems) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

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
    /// Who this list's items descend from by pages added and removed at its ends alone: a new one at creation and
    /// at every change inside a page (an edit) or of every page. Within a lineage each page gets a serial no other
    /// page of the lineage had (``Chunk/serials``): pages appended count up from every serial used, pages put
    /// before the first count down, so the serials of a list always rise from its first page to its last.
    private(set) var lineage = Lineage()
    /// The serial the next appended page gets.
    private var nextSerialAtEnd = 0
    /// The serial the last page put before the first one got.
    private var lastSerialAtStart = 0

    /// The identity of a run of changes at the ends; compared with `===`.
    final class Lineage: Sendable {}

    /// The most pages a chunk holds.
    static var chunkCapacity: Int { 64 }

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

    /// The pages from index `start` to the last, by page (empty ones included): the pages appended after the first
    /// `start`, without the earlier ones.
    ///
    /// - Complexity: O(c + k) for c chunks of 64 pages and the k pages handed.
    func pageItems(from start: Int) -> [[Item]] {
        guard start < pageCount else { return [] }
        let (first, index) = chunkAndIndex(ofPageAt: start)
        var pages = Array(chunks[first].pages[index...])
        for chunk in chunks[(first + 1)...] { pages += chunk.pages }
        return pages
    }

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

    /// The index of the page (counted over all pages) holding the item at `position`, and the item's offset there.
    ///
    /// - Complexity: O(log p + c) for p pages and c chunks of 64 pages.
    func pageAndOffset(at position: Int) -> (page: Int, offset: Int) {
        precondition(position >= 0 && position < total, "PagedItems index out of range")
        let chunkIndex = Self.lastIndex(in: chunkStarts, notAbove: position)
        let offset = position - chunkStarts[chunkIndex]
        let page = Self.lastIndex(in: chunks[chunkIndex].starts, notAbove: offset)
        let pagesBefore = chunks[..<chunkIndex].reduce(0) { $0 + $1.pages.count }
        return (pagesBefore + page, offset - chunks[chunkIndex].starts[page])
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
    ///
    /// - Complexity: O(c) for c chunks of 64 pages; O(1) for a page in the first or the last chunk.
    func count(ofPageAt page: Int) -> Int {
        let (chunk, index) = chunkAndIndex(ofPageAt: page)
        return chunks[chunk].pages[index].count
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

    /// The items of the page at index `page`.
    ///
    /// - Complexity: O(c) for c chunks of 64 pages.
    func items(ofPageAt page: Int) -> [Item] {
        let (chunk, index) = chunkAndIndex(ofPageAt: page)
        return chunks[chunk].pages[index]
    }

    /// The serial of the page at index `page` (see ``lineage``).
    private func serial(ofPageAt page: Int) -> Int {
        let (chunk, index) = chunkAndIndex(ofPageAt: page)
        return chunks[chunk].serials[index]
    }

    /// The chunk holding the page at index `page`, and the page's index in it, counted from the nearer end: the
    /// pages asked for most are at the ends (the first and last pages of a list that changed at its edges).
    ///
    /// - Complexity: O(c) for c chunks of 64 pages; O(1) for a page in the first or the last chunk. The chunks are
    ///   read in place: copying one (its three arrays) per step cost more than the step.
    private func chunkAndIndex(ofPageAt page: Int) -> (chunk: Int, index: Int) {
        precondition(page >= 0 && page < pageCount, "PagedItems page index out of range")
        return chunks.withUnsafeBufferPointer { chunks in
            if page < pageCount / 2 {
                var remaining = page
                for chunkIndex in chunks.indices {
                    let pagesHere = chunks[chunkIndex].pages.count
                    if remaining < pagesHere { return (chunkIndex, remaining) }
                    remaining -= pagesHere
                }
            } else {
                var remaining = pageCount - 1 - page
                for chunkIndex in chunks.indices.reversed() {
                    let pagesHere = chunks[chunkIndex].pages.count
                    if remaining < pagesHere { return (chunkIndex, pagesHere - 1 - remaining) }
                    remaining -= pagesHere
                }
            }
            preconditionFailure("PagedItems page index out of range")
        }
    }

    /// Whether `other` holds the same pages as this list: the same lineage and the same first and last page.
    ///
    /// - Complexity: O(c) for c chunks of 64 pages.
    func isSameList(as other: PagedItems) -> Bool {
        guard lineage === other.lineage, pageCount == other.pageCount, total == other.total else { return false }
        return pageCount == 0
            || (serial(ofPageAt: 0) == other.serial(ofPageAt: 0)
                && serial(ofPageAt: pageCount - 1) == other.serial(ofPageAt: pageCount - 1))
    }

    /// How this list comes from `old` by pages removed and added at its ends, or `nil` when it does not (another
    /// lineage, no page of `old` left, or this list is an earlier one whose pages `old` no longer all has). Pages of
    /// one lineage never reuse a serial, so the pages of this list whose serial lies within `old`'s first and last
    /// are the ones `old` still has when they are as many as the pages `old` keeps.
    ///
    /// - Complexity: O((r + a + 1) · c) for r pages removed and a added, and c chunks of 64 pages.
    func edgeChanges(from old: PagedItems) -> EdgeChanges? {
        guard lineage === old.lineage, old.pageCount > 0, pageCount > 0 else { return nil }
        let oldFirst = old.serial(ofPageAt: 0)
        let oldLast = old.serial(ofPageAt: old.pageCount - 1)
        var addedAtStart = 0
        while addedAtStart < pageCount && serial(ofPageAt: addedAtStart) < oldFirst { addedAtStart += 1 }
        var addedAtEnd = 0
        while addedAtEnd < pageCount - addedAtStart && serial(ofPageAt: pageCount - 1 - addedAtEnd) > oldLast {
            addedAtEnd += 1
        }
        guard addedAtStart + addedAtEnd < pageCount else { return nil }
        let keptFirst = serial(ofPageAt: addedAtStart)
        let keptLast = serial(ofPageAt: pageCount - 1 - addedAtEnd)
        var removedAtStart = 0
        while old.serial(ofPageAt: removedAtStart) < keptFirst { removedAtStart += 1 }
        var removedAtEnd = 0
        while old.serial(ofPageAt: old.pageCount - 1 - removedAtEnd) > keptLast { removedAtEnd += 1 }
        // Kept the same pages: always so when this list comes after `old`. A list from before `old` (rows kept on
        // screen since, shown again) may hold pages `old` dropped between its kept ones: then it does not come from
        // `old` by its ends.
        guard pageCount - addedAtStart - addedAtEnd == old.pageCount - removedAtStart - removedAtEnd else {
            return nil
        }
        return EdgeChanges(
            removedAtStart: removedAtStart, removedAtEnd: removedAtEnd, addedAtStart: addedAtStart,
            addedAtEnd: addedAtEnd)
    }

    private mutating func rebuildChunkStarts() {
        total = fillStarts(&chunkStarts, withCounts: chunks.lazy.map(\.count))
    }
}

/// How one ``PagedItems`` comes from an earlier one of its lineage: pages removed and added at each end, counted
/// in pages (see ``PagedItems/edgeChanges(from:)``).
struct EdgeChanges: Equatable {
    /// Pages of the earlier list gone from its start.
    var removedAtStart: Int
    /// Pages of the earlier list gone from its end.
    var removedAtEnd: Int
    /// Pages of the later list before the ones it kept.
    var addedAtStart: Int
    /// Pages of the later list after the ones it kept.
    var addedAtEnd: Int

    /// Whether pages were only added at the end.
    var isAppendOnly: Bool { removedAtStart == 0 && removedAtEnd == 0 && addedAtStart == 0 }
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

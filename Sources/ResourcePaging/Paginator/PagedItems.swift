/// The items of the loaded pages, in order, as one collection.
///
/// Pages are stored as they arrived, grouped in chunks of at most 64 pages. Adding a page costs O(page size)
/// plus, when the storage is shared with a copy (a subscriber holding an earlier state), a copy of one chunk and
/// of the small chunk table, never of every page: 100,000 items in pages of 100 make 16 chunks. A copy handed
/// to a subscriber shares the pages' storage.
public struct PagedItems<Item: Sendable>: RandomAccessCollection, Sendable {
    var chunks: [Chunk] = []
    /// `chunkStarts[c]` is the position of chunk `c`'s first item.
    var chunkStarts: [Int] = []
    var total = 0

    /// The number of pages (empty ones included).
    public internal(set) var pageCount = 0
    /// Who this list's items descend from by pages added and removed at its ends alone: a new one at creation and
    /// at every change inside a page (an edit) or of every page. Within a lineage each page gets a serial no other
    /// page of the lineage had (``Chunk/serials``): pages appended count up from every serial used, pages put
    /// before the first count down, so the serials of a list always rise from its first page to its last.
    var lineage = Lineage()
    /// The serial the next appended page gets.
    var nextSerialAtEnd = 0
    /// The serial the last page put before the first one got.
    var lastSerialAtStart = 0

    /// The most pages a chunk holds.
    static var chunkCapacity: Int { 64 }

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
    static func lastIndex(in starts: [Int], notAbove position: Int) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= position { low = middle + 1 } else { high = middle }
        }
        return low - 1
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

    /// The items of the page at index `page`.
    ///
    /// - Complexity: O(c) for c chunks of 64 pages.
    func items(ofPageAt page: Int) -> [Item] {
        let (chunk, index) = chunkAndIndex(ofPageAt: page)
        return chunks[chunk].pages[index]
    }

    /// The chunk holding the page at index `page`, and the page's index in it, counted from the nearer end: the
    /// pages asked for most are at the ends (the first and last pages of a list that changed at its edges).
    ///
    /// - Complexity: O(c) for c chunks of 64 pages; O(1) for a page in the first or the last chunk. The chunks are
    ///   read in place: copying one (its three arrays) per step cost more than the step.
    func chunkAndIndex(ofPageAt page: Int) -> (chunk: Int, index: Int) {
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
}

extension PagedItems: Equatable where Item: Equatable {
    /// Lists are equal when they hold equal items in the same order, however they are split into pages.
    public static func == (lhs: PagedItems, rhs: PagedItems) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

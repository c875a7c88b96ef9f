/// The items of the loaded pages, in order, as one collection.
///
/// Pages are stored as they arrived, so adding a page costs O(page size) however long the list is, and a copy
/// handed to a subscriber shares the pages' storage.
public struct PagedItems<Item: Sendable>: RandomAccessCollection, Sendable {
    private(set) var pages: [[Item]] = []
    /// `starts[i]` is the position of page `i`'s first item.
    private var starts: [Int] = []
    private var total = 0

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
        // The last page whose first position is at or before `position` (empty pages share a start with the next).
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= position { low = middle + 1 } else { high = middle }
        }
        let page = low - 1
        return pages[page][position - starts[page]]
    }

    /// Iterates page by page in O(1) per item.
    public func makeIterator() -> FlattenSequence<[[Item]]>.Iterator {
        pages.joined().makeIterator()
    }

    /// The number of pages (empty ones included).
    public var pageCount: Int { pages.count }

    mutating func append(_ items: [Item]) {
        starts.append(total)
        pages.append(items)
        total += items.count
    }

    mutating func prepend(_ items: [Item]) {
        pages.insert(items, at: 0)
        rebuildStarts()
    }

    mutating func removeFirstPage() -> [Item] {
        let removed = pages.removeFirst()
        rebuildStarts()
        return removed
    }

    mutating func removeLastPage() -> [Item] {
        let removed = pages.removeLast()
        starts.removeLast()
        total -= removed.count
        return removed
    }

    mutating func replace(pageAt page: Int, itemAt offset: Int, with item: Item) {
        pages[page][offset] = item
    }

    mutating func removeAll() {
        pages.removeAll()
        starts.removeAll()
        total = 0
    }

    private mutating func rebuildStarts() {
        starts.removeAll(keepingCapacity: true)
        total = 0
        for page in pages {
            starts.append(total)
            total += page.count
        }
    }
}

extension PagedItems: Equatable where Item: Equatable {
    /// Lists are equal when they hold equal items in the same order, however they are split into pages.
    public static func == (lhs: PagedItems, rhs: PagedItems) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

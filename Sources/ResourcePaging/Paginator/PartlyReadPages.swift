/// The listed pages not read from the server in full in a generation (see `LoadedWindow.PageRecord.isRead`), by index,
/// with how many of their first rows were: what ``PaginatorState/partlyReadPages`` publishes.
///
/// Kept page by page as the pages change (one number a page), so that publishing it after every change copies no
/// page: a refresh that keeps 1,000 pages unread hands the same storage to every state it publishes.
package struct PartlyReadPages: Equatable, Sendable {
    /// Per page, in order: its read rows when it was not read in full, ``readMark`` when it was.
    private var readRows: [Int] = []
    /// How many pages were not read in full.
    package private(set) var count = 0

    /// What ``readRows`` holds for a page read in full.
    private static var readMark: Int { -1 }

    /// No page listed.
    package init() {}

    /// `pageCount` pages, none read.
    init(unreadPages pageCount: Int) {
        readRows = Array(repeating: 0, count: pageCount)
        count = pageCount
    }

    /// Whether every listed page was read in full.
    package var isEmpty: Bool { count == 0 }

    /// How many of the first rows of the page at `index` were read when it was not read in full; `nil` when it was
    /// read in full (or no page is listed at `index`).
    package subscript(index: Int) -> Int? {
        guard readRows.indices.contains(index), readRows[index] != Self.readMark else { return nil }
        return readRows[index]
    }

    /// The pages not read in full, by index, with their read rows. O(p) for p pages: for tests and checks.
    package var byIndex: [Int: Int] {
        var pages: [Int: Int] = [:]
        for (index, rows) in readRows.enumerated() where rows != Self.readMark { pages[index] = rows }
        return pages
    }

    /// Whether a page in `range` was not read in full.
    func containsUnread(in range: Range<Int>) -> Bool {
        count > 0 && readRows[range].contains { $0 != Self.readMark }
    }

    /// The number kept for a page: `isRead`, or `readRows` of its first rows read.
    static func entry(isRead: Bool, readRows: Int) -> Int {
        isRead ? readMark : readRows
    }

    /// Sets the entry of the page at `index` (see ``entry(isRead:readRows:)``).
    mutating func set(_ entry: Int, at index: Int) {
        count += (entry == Self.readMark ? 0 : 1) - (readRows[index] == Self.readMark ? 0 : 1)
        readRows[index] = entry
    }

    /// Replaces the entries of the pages in `subrange` with `entries`.
    mutating func replaceSubrange(_ subrange: Range<Int>, with entries: [Int]) {
        count +=
            entries.count { $0 != Self.readMark } - readRows[subrange].count { $0 != Self.readMark }
        readRows.replaceSubrange(subrange, with: entries)
    }

    /// Adds the entry of a page after the last.
    mutating func append(_ entry: Int) {
        if entry != Self.readMark { count += 1 }
        readRows.append(entry)
    }

    /// Adds the entry of a page at `index`.
    mutating func insert(_ entry: Int, at index: Int) {
        if entry != Self.readMark { count += 1 }
        readRows.insert(entry, at: index)
    }

    /// Removes the entry of the first page.
    mutating func removeFirst() {
        if readRows.removeFirst() != Self.readMark { count -= 1 }
    }

    /// Removes the entry of the last page.
    mutating func removeLast() {
        if readRows.removeLast() != Self.readMark { count -= 1 }
    }
}

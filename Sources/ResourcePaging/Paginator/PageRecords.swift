extension LoadedWindow {
    /// The listed pages' records, in order, counting the pages not read in full in this generation (see
    /// ``PageRecord/isRead``) as they change, so that a window whose every page was read answers
    /// ``LoadedWindow/partlyReadPages`` at once, not by reading every page's flag: the paginator publishes it after each
    /// page it appends.
    ///
    /// The members a window uses in loops over its pages (``count``, ``indices``, the edits at the ends) are its own,
    /// not the collection protocols' defaults: those run generic code per call in a window that is not specialized (a
    /// refresh that keeps 1,000 pages asked for the count once per page, each a generic distance).
    struct PageRecords: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
        private var records: [PageRecord] = []
        /// How many records are not read in full (``PageRecord/isRead`` is `false`).
        private(set) var unreadCount = 0

        init() {}

        var startIndex: Int { records.startIndex }
        var endIndex: Int { records.endIndex }
        var count: Int { records.count }
        var isEmpty: Bool { records.isEmpty }
        var indices: Range<Int> { records.indices }

        subscript(position: Int) -> PageRecord {
            get { records[position] }
            set {
                unreadCount += (newValue.isRead ? 0 : 1) - (records[position].isRead ? 0 : 1)
                records[position] = newValue
            }
        }

        /// - Complexity: O(m + n) for the m records replaced and the n new ones, plus the array's own cost.
        mutating func replaceSubrange<New: Collection>(_ subrange: Range<Int>, with newElements: New)
        where New.Element == PageRecord {
            unreadCount += newElements.count { !$0.isRead } - records[subrange].count { !$0.isRead }
            records.replaceSubrange(subrange, with: newElements)
        }

        mutating func append(_ record: PageRecord) {
            if !record.isRead { unreadCount += 1 }
            records.append(record)
        }

        mutating func insert(_ record: PageRecord, at index: Int) {
            if !record.isRead { unreadCount += 1 }
            records.insert(record, at: index)
        }

        @discardableResult
        mutating func removeFirst() -> PageRecord {
            let removed = records.removeFirst()
            if !removed.isRead { unreadCount -= 1 }
            return removed
        }

        @discardableResult
        mutating func removeLast() -> PageRecord {
            let removed = records.removeLast()
            if !removed.isRead { unreadCount -= 1 }
            return removed
        }

        /// Gives the record at `index` the keys and total of `page`, its read state untouched.
        mutating func rename(at index: Int, as page: Page<Item, Key>) {
            records[index].key = page.key
            records[index].nextKey = page.nextKey
            records[index].previousKey = page.previousKey
            records[index].totalCount = page.totalCount
        }

        /// Marks every record not read, with no read rows (``PageRecord/readRows``).
        mutating func markAllUnread() {
            for index in records.indices {
                records[index].isRead = false
                records[index].readRows = 0
            }
            unreadCount = records.count
        }

        /// The records not read in full, by index, with their read rows.
        ///
        /// - Complexity: O(1) when every record was read; O(p) for p records otherwise, one flag read each.
        var unreadRows: [Int: Int] {
            var unread: [Int: Int] = [:]
            guard unreadCount > 0 else { return unread }
            unread.reserveCapacity(unreadCount)
            for index in records.indices where !records[index].isRead { unread[index] = records[index].readRows }
            return unread
        }
    }
}

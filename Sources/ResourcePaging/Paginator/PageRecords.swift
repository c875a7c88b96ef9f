extension LoadedWindow {
    /// The listed pages' records, in order, with the pages not read in full in this generation (see
    /// ``PageRecord/isRead``) kept as they change (``partlyRead``), so that the paginator publishes them after each
    /// change without reading every page's flag.
    ///
    /// The members a window uses in loops over its pages (``count``, ``indices``, the edits at the ends) are its own,
    /// not the collection protocols' defaults: those run generic code per call in a window that is not specialized (a
    /// refresh that keeps 1,000 pages asked for the count once per page, each a generic distance).
    struct PageRecords: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
        private var records: [PageRecord] = []
        /// The pages not read in full, by index, with their read rows (``PageRecord/readRows``).
        private(set) var partlyRead = PartlyReadPages()

        init() {}

        var startIndex: Int { records.startIndex }
        var endIndex: Int { records.endIndex }
        var count: Int { records.count }
        var isEmpty: Bool { records.isEmpty }
        var indices: Range<Int> { records.indices }
        /// How many records are not read in full (``PageRecord/isRead`` is `false`).
        var unreadCount: Int { partlyRead.count }

        subscript(position: Int) -> PageRecord {
            get { records[position] }
            set {
                partlyRead.set(Self.entry(of: newValue), at: position)
                records[position] = newValue
            }
        }

        /// - Complexity: O(m + n) for the m records replaced and the n new ones, plus the array's own cost.
        mutating func replaceSubrange<New: Collection>(_ subrange: Range<Int>, with newElements: New)
        where New.Element == PageRecord {
            partlyRead.replaceSubrange(subrange, with: newElements.map(Self.entry(of:)))
            records.replaceSubrange(subrange, with: newElements)
        }

        mutating func append(_ record: PageRecord) {
            partlyRead.append(Self.entry(of: record))
            records.append(record)
        }

        mutating func insert(_ record: PageRecord, at index: Int) {
            partlyRead.insert(Self.entry(of: record), at: index)
            records.insert(record, at: index)
        }

        @discardableResult
        mutating func removeFirst() -> PageRecord {
            partlyRead.removeFirst()
            return records.removeFirst()
        }

        @discardableResult
        mutating func removeLast() -> PageRecord {
            partlyRead.removeLast()
            return records.removeLast()
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
            partlyRead = PartlyReadPages(unreadPages: records.count)
        }

        /// The records as pages listing `rows`, one array of rows per record, in order.
        ///
        /// - Complexity: O(p) for p records, in one loop (a closure per page would look up the page type's metadata
        ///   once each).
        func pages(listing rows: [[Item]]) -> [Page<Item, Key>] {
            var pages: [Page<Item, Key>] = []
            pages.reserveCapacity(records.count)
            for index in records.indices {
                let record = records[index]
                pages.append(
                    Page(
                        key: record.key, items: rows[index], nextKey: record.nextKey, previousKey: record.previousKey,
                        totalCount: record.totalCount, isStorable: record.isStorable))
            }
            return pages
        }

        /// Whether a record in `range` is not read in full.
        ///
        /// - Complexity: O(1) when every record was read; O(r) for the r records in `range` otherwise.
        func containsUnread(in range: Range<Int>) -> Bool {
            partlyRead.containsUnread(in: range)
        }

        /// What ``partlyRead`` keeps for `record`.
        private static func entry(of record: PageRecord) -> Int {
            PartlyReadPages.entry(isRead: record.isRead, readRows: record.readRows)
        }
    }
}

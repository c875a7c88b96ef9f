extension LoadedWindow {
    /// The listed pages' records, in order, counting the pages not read in full in this generation (see
    /// ``PageRecord/isRead``) as they change, so that a window whose every page was read answers
    /// ``LoadedWindow/partlyReadPages`` at once, not by reading every page's flag: the paginator publishes it after each
    /// page it appends.
    struct PageRecords: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
        private var records: [PageRecord] = []
        /// How many records are not read in full (``PageRecord/isRead`` is `false`).
        private(set) var unreadCount = 0

        init() {}

        var startIndex: Int { records.startIndex }
        var endIndex: Int { records.endIndex }

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
    }
}

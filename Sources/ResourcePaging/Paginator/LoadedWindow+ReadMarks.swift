import ResourceStore

/// Which listed pages were read from the server in this generation (``PageRecord/isRead``) and how many of the first
/// rows of a page not read in full were (``PageRecord/readRows``).
extension LoadedWindow {
    /// Sets ``PageRecord/isRead`` of the page at `index` in ``pages``.
    mutating func setRead(_ isRead: Bool, pageAt index: Int) {
        pages[index].isRead = isRead
        pages[index].readRows = 0
    }

    /// The pages not read in full in this generation, by index, with how many of their first rows were (see
    /// ``PageRecord/isRead`` and ``PageRecord/readRows``).
    ///
    /// - Complexity: O(1): kept as the pages change.
    var partlyReadPages: PartlyReadPages {
        assert(pages.unreadCount == pages.count(where: { !$0.isRead }), "unread pages miscounted")
        return pages.partlyRead
    }

    /// Marks every listed page not read this generation (``PageRecord/isRead``): listed again, not read.
    mutating func markAllUnread() {
        pages.markAllUnread()
    }

    /// Sets ``PageRecord/readRows`` of the page at `index` in ``pages``.
    mutating func setReadRows(_ count: Int, pageAt index: Int) {
        pages[index].readRows = count
    }
}

/// The window's invariants, checked in one place.
extension LoadedWindow {
    /// Every broken invariant, in words; empty when the window is sound. O(items): for tests and debugging.
    ///
    /// - the pages hold consecutive positions, in order, and each page's key is recorded at its position;
    /// - there is one page of items per page record;
    /// - a page's read rows (``PageRecord/readRows``) are counted only in an unread page, and are fewer than its rows;
    /// - the count of unread pages (``PageRecords/unreadCount``) is the number of pages not read;
    /// - every item id is listed once, and the id index holds exactly the listed ids (and their locations, when
    ///   tracked).
    func invariantViolations() -> [String] {
        var violations: [String] = []
        for (index, page) in pages.enumerated() {
            if page.position != pages[0].position + index {
                violations.append("page \(index) is at position \(page.position), not \(pages[0].position + index)")
            }
            if positions[page.key] != page.position {
                violations.append("key \(page.key) is recorded at \(String(describing: positions[page.key]))")
            }
            if page.readRows != 0, page.isRead || page.readRows < 0 || page.readRows >= items.count(ofPageAt: index) {
                violations.append("page \(index) counts \(page.readRows) rows read of \(items.count(ofPageAt: index))")
            }
        }
        if pages.unreadCount != pages.count(where: { !$0.isRead }) {
            violations.append("\(pages.unreadCount) pages counted unread of \(pages.count(where: { !$0.isRead }))")
        }
        let unread = Dictionary(
            uniqueKeysWithValues: pages.indices.filter { !pages[$0].isRead }.map { ($0, pages[$0].readRows) })
        if pages.partlyRead.byIndex != unread {
            violations.append("the unread pages' read rows \(pages.partlyRead.byIndex) are not \(unread)")
        }
        if items.pageCount != pages.count {
            violations.append("\(items.pageCount) pages of items for \(pages.count) page records")
        }
        let listed = items.map(\.id)
        if Set(listed).count != listed.count { violations.append("an id is listed twice") }
        violations += idIndex.violations(listing: Set(listed))
        if hasMoreAtEnd != (pages.last?.nextKey != nil) || hasMoreAtStart != (pages.first?.previousKey != nil) {
            violations.append("the edge flags do not match the edge pages")
        }
        return violations
    }
}

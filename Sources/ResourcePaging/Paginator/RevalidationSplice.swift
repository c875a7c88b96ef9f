/// How a listed page read again from the server (its revalidation) replaces its rows, and what it does to the pages
/// after it.
///
/// The fresh page stands for the rows from the listed page's first row to its boundary row: the last row listed
/// from that page on that the fresh page holds too, chosen as ``RefreshSplice`` chooses a refresh's (a row moved
/// there from further down does not pass for the deletion of every row it jumped over). So:
///
/// - the page lists the fresh rows, in the server's order, with their new values: rows the server added within it
///   are inserted, changed rows updated;
/// - a listed row up to the boundary that the fresh page lacks is gone from the server: it is removed, even from
///   the next page (a row deleted at the end of a page pulls the next page's first row into it);
/// - a fresh row listed after the boundary is listed in the page only, so ids stay unique; a fresh row listed
///   before the page stays where it is listed;
/// - the rows after the boundary stay, unchecked, as a page of their own: the page after the fresh one (its next
///   key), which is read again when asked for as any page. So a page that holds more than one server page (a
///   refresh joins kept rows to a page) is read again one server page at a time.
///
/// Keys that name a row's position (offsets, ranges: ``PositionAddressablePaging/key(_:movedBy:)``) follow the
/// rows: the rows after the page are taken to start where the fresh page ends on the server, so every later page's
/// key (and the next page's) moves by the change in rows, and the next page neither skips nor repeats a row. Other
/// keys stay, and the pages stay consecutive as ``RefreshSplice`` keeps them: a kept page follows the page before
/// it only when that page's next key is its key, otherwise its rows join that page.
enum RevalidationSplice {
    /// The pages to list in place of `listed` (the revalidated page and the pages after it) once the revalidated
    /// page came back as `fresh`, whose rows listed before it are taken out already; `freshCount` counts them in.
    /// `isListed`, when given, says whether an id is listed (in `listed`, or before it): the look-up for the boundary
    /// then stops at the last listed fresh row (see ``RefreshSplice/boundaryAndLaterPagesListingFresh(of:in:isListed:)``).
    ///
    /// - Complexity: O(n) for n listed and fresh rows; with `isListed`, O(f + r + p) for the f fresh rows, the r
    ///   listed rows up to the boundary's page, and p listed pages, plus the rows of the pages that change.
    static func pages<Item: Identifiable, Key: Hashable>(
        fresh: Page<Item, Key>, freshCount: Int, listed: [Page<Item, Key>], addressing: PageAddressing<Key>?,
        isListed: ((Item.ID) -> Bool)? = nil
    ) -> [Page<Item, Key>] {
        let freshIDs = Set(fresh.items.map(\.id))
        var first = listed[0]
        first.items = fresh.items
        first.nextKey = fresh.nextKey
        first.isStorable = fresh.isStorable
        if let total = fresh.totalCount { first.totalCount = total }
        // An empty page: the server's list ends before the page now.
        if freshCount == 0 { return [first] }
        let found = RefreshSplice.boundaryAndLaterPagesListingFresh(of: freshIDs, in: listed, isListed: isListed)
        let boundary = found?.boundary ?? (page: 0, offset: listed[0].items.count - 1)
        var kept: [Page<Item, Key>] = []
        for index in boundary.page..<listed.count {
            var page = listed[index]
            if index == boundary.page {
                page.items = page.items[(boundary.offset + 1)...].filter { !freshIDs.contains($0.id) }
            } else if found?.pagesListingFresh.contains(index) == true {
                // A page listing no fresh row keeps its rows' storage: comparing it with the listed one costs nothing.
                page.items.removeAll { freshIDs.contains($0.id) }
            }
            if let total = fresh.totalCount { page.totalCount = total }
            if index == boundary.page, let next = fresh.nextKey, next != first.key {
                // The rows after the boundary follow the fresh page on the server: the page after it.
                page.key = next
                page.previousKey = first.key
            }
            kept.append(page)
        }
        if let addressing, let start = addressing.moved(first.key, freshCount) {
            return following(
                first, kept: kept, from: start, endsList: listed[listed.count - 1].nextKey == nil, addressing)
        }
        return RefreshSplice.consecutive([first], then: kept.filter { !$0.items.isEmpty })
    }

    /// `first` and the `kept` pages after it, keyed by position: the first kept row at `start`, each page's key
    /// the position after the rows before it, and the next page's the position after the last row (none when
    /// `endsList`).
    private static func following<Item, Key>(
        _ first: Page<Item, Key>, kept: [Page<Item, Key>], from start: Key, endsList: Bool,
        _ addressing: PageAddressing<Key>
    ) -> [Page<Item, Key>] {
        var pages = [first]
        var rows = 0
        for var page in kept where !page.items.isEmpty {
            guard let key = addressing.moved(start, rows) else { break }
            page.key = key
            page.previousKey = pages[pages.count - 1].key
            pages[pages.count - 1].nextKey = key
            rows += page.items.count
            pages.append(page)
        }
        if pages.count > 1 {
            pages[pages.count - 1].nextKey = endsList ? nil : addressing.moved(start, rows)
        }
        return pages
    }
}

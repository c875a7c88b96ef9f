import ResourceLoader

/// The machine's transitions that read listed pages again (see `Paginator.revalidatePage(withKey:)`): which pages to
/// read, and listing what the server holds there now.
extension PaginatorMachine where Item: Equatable {
    /// Lists the server's answer `result` for the listed page with `key`, asked for in generation
    /// `started.generation` after `started.edits` edits: dropped (``PageRevalidation/superseded``) when a new
    /// generation began, an edit came or the page left the list meanwhile; a failure marks the page unread.
    /// ``PageRevalidation/changed`` when the listed rows changed (publish them).
    mutating func revalidated(
        pageWithKey key: Key, started: (generation: Int, edits: Int), result: Result<Page<Item, Key>, ResourceError>
    ) -> PageRevalidation {
        guard generation == started.generation, window.edits == started.edits,
            let index = window.index(ofKey: key)
        else { return .superseded }
        switch result {
        case .failure(let error):
            window.setRead(false, pageAt: index)
            return .failed(error)
        case .success(let page):
            return replacePages(from: index, revalidatedAs: page)
        }
    }

    /// The key of the listed page that holds the row with `id` when that page was not read from the server in this
    /// generation (it was listed again from a saved list or kept by a refresh); `nil` and the page's rows (their
    /// storage shared, O(1)) when the page was read; `nil` and no rows when the row is not listed.
    mutating func unreadPage(containing id: Item.ID) -> (key: Key?, readRows: [Item]) {
        guard let index = window.pageIndex(ofID: id) else { return (nil, []) }
        // An unread page left with no rows (a later page read since listed them) still names positions whose rows
        // were never read (keys that name positions): it comes into view with the page after it, and is read first.
        if index > 0, !window.pages[index - 1].isRead, window.items.count(ofPageAt: index - 1) == 0 {
            return (window.pages[index - 1].key, [])
        }
        if !window.pages[index].isRead, window.pages[index].readRows > 0 {
            return splitReadRows(ofPageAt: index) ? unreadPage(containing: id) : (window.pages[index].key, [])
        }
        guard window.pages[index].isRead else { return (window.pages[index].key, []) }
        return (nil, window.items.items(ofPageAt: index))
    }

    /// The first row of each listed page within `reach` pages of the page that holds the row with `id` (the first
    /// page when no listed row has that id), that page first, then the pages after and before it by distance: a
    /// row to name each page by, as keys may move when a page before it is revalidated.
    func rowsNamingPages(around id: Item.ID?, reach: Int) -> [Item.ID] {
        let pages = 0..<window.items.pageCount
        let center = id.flatMap { window.pageIndex(ofID: $0) } ?? 0
        var indexes = [center]
        for distance in stride(from: 1, through: reach, by: 1) { indexes += [center + distance, center - distance] }
        return indexes.compactMap { pages.contains($0) ? window.items.items(ofPageAt: $0).first?.id : nil }
    }

    /// Splits a page whose first rows were read in this generation (a refresh's last fresh page that kept rows
    /// joined: `LoadedWindow.PageRecord.readRows`) into a read page of those rows and an unread page of the others,
    /// keyed by the position after them: what reading the page again and finding it unchanged would list, without
    /// asking the server again for the rows it has just sent. Returns whether it split it; when the keys cannot
    /// name that position, it only forgets the read rows (the whole page is read again when asked).
    private mutating func splitReadRows(ofPageAt index: Int) -> Bool {
        let record = window.pages[index]
        let split = record.readRows
        var prefix = window.listedPages[index]
        guard let addressing, split < prefix.items.count, let restKey = addressing.moved(record.key, split),
            window.index(ofKey: restKey) == nil
        else {
            window.setReadRows(0, pageAt: index)
            return false
        }
        var rest = prefix
        rest.items = Array(prefix.items[split...])
        rest.key = restKey
        rest.previousKey = record.key
        prefix.items = Array(prefix.items[..<split])
        prefix.nextKey = restKey
        let later = Array(window.listedPages[(index + 1)...])
        let isRead = [true, false] + window.pages[(index + 1)...].map(\.isRead)
        window.replacePages(from: index, with: [prefix, rest] + later, isRead: isRead)
        return true
    }

    /// Whether `page`, the server's answer for the listed page at `index`, lists what it lists: the same rows with
    /// the same values, the same next key and total, so that reading the pages after it is not needed.
    ///
    /// - Complexity: O(page).
    private func listsAsListed(_ page: Page<Item, Key>, pageAt index: Int) -> Bool {
        let record = window.pages[index]
        return page.nextKey == record.nextKey && page.isStorable == record.isStorable
            && (page.totalCount == nil || page.totalCount == record.totalCount)
            && page.items == window.items.items(ofPageAt: index)
    }

    /// Whether `page`, the server's answer for the first of the `listed` pages (keys that name positions), lists
    /// the rows listed from that page on, in order and with the same values, past the end of that page and short of
    /// the last listed row, each listed page's key naming where its rows start: the rows are where the listed keys
    /// say, the listed pages are only split elsewhere than the server's page (a refresh keeps the rows it pushed out
    /// of its window as a page of their own, named by position), and nothing changes. Splicing the page in would
    /// list the same rows split anew, every later page listed again.
    ///
    /// - Complexity: O(page).
    private func confirmsListedRows(_ page: Page<Item, Key>, _ listed: [Page<Item, Key>]) -> Bool {
        guard let addressing, listed[0].items.count < page.items.count, listed[0].isStorable == page.isStorable,
            page.totalCount == nil || page.totalCount == window.statedTotal, let start = addressing.position(page.key)
        else { return false }
        var remaining = page.items[...]
        var position = start
        for (index, listedPage) in listed.enumerated() {
            // Each listed page's key must name where its rows are: a page whose key names a later position (its
            // rows moved up past a row the server moved away) would, read again by its key, miss its first rows.
            guard addressing.position(listedPage.key) == position else { return false }
            position += listedPage.items.count
            let shared = min(listedPage.items.count, remaining.count)
            guard listedPage.items[..<shared].elementsEqual(remaining.prefix(shared)) else { return false }
            remaining = remaining.dropFirst(shared)
            // Listed rows follow the server's page: the list goes on past it as listed.
            if remaining.isEmpty { return shared < listedPage.items.count || index < listed.count - 1 }
        }
        return false
    }

    /// Lists the page at `index` as the server returned it (`page`), with the pages after it.
    private mutating func replacePages(from index: Int, revalidatedAs page: Page<Item, Key>) -> PageRevalidation {
        if listsAsListed(page, pageAt: index) {
            window.setRead(true, pageAt: index)
            return .unchanged
        }
        let listed = Array(window.listedPages[index...])
        if confirmsListedRows(page, listed) {
            window.setRead(true, pageAt: index)
            return .unchanged
        }
        var fresh = page
        var listedBefore = Set(window.items.pageItems[..<index].lazy.flatMap { $0 }.map(\.id))
        // A fresh row listed in an earlier page not read this generation wins, the server moved it here; except the
        // fresh page's first rows when the page before lists them too: rows added before the page shifted them.
        let overlap = page.items.prefix { listedBefore.contains($0.id) }.count
        let movedHere = window.removeUnreadCopies(
            of: Set(page.items[overlap...].lazy.map(\.id).filter(listedBefore.contains)), before: index)
        listedBefore.subtract(movedHere)
        if !listedBefore.isEmpty { fresh.items.removeAll { listedBefore.contains($0.id) } }
        let pages: [Page<Item, Key>]
        do {
            // A copy that shares the window's storage, let go at the end of this scope, before the window changes
            // below (no copy is made).
            let listedNow = window
            pages = RevalidationSplice.pages(
                fresh: fresh, freshCount: page.items.count, listed: listed, addressing: addressing,
                isListed: { listedNow.contains(id: $0) })
        }
        window.setRead(true, pageAt: index)
        guard pages != listed else {
            return movedHere.isEmpty ? .unchanged : .changed
        }
        let rowChange = pages.reduce(0) { $0 + $1.items.count } - listed.reduce(0) { $0 + $1.items.count }
        let nextKey = window.key(beyond: .end)
        // The revalidated page was read; a later page still counts as read when it is listed as it was.
        let wasRead = window.pages[index...].map(\.isRead)
        let isRead = pages.indices.map { $0 == 0 || ($0 < listed.count && wasRead[$0] && pages[$0] == listed[$0]) }
        window.replacePages(from: index, with: pages, isRead: isRead)
        rowsMoved(by: rowChange, movingNextKey: window.key(beyond: .end) != nextKey)
        return .changed
    }
}

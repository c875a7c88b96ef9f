import ResourceLoader

/// What ``Paginator/revalidatePage(withKey:)`` did.
package enum PageRevalidation: Sendable {
    /// The server's page differed: its rows replaced the listed ones (see ``RevalidationSplice``).
    case changed
    /// The server's page is the listed one (a `304`, or the same rows): nothing changed and nothing was published.
    case unchanged
    /// No listed page has the key.
    case notListed
    /// The answer came after a new generation (a refresh, a search, a reset, a restore), an edit of the listed
    /// rows, or the page leaving the list: it may predate them, and was dropped.
    case superseded
    /// The request failed; the page stays as listed, and counts as not read.
    case failed(ResourceError)
}

extension Paginator where Item: Equatable {
    /// Reads the listed page with `key` again and lists what the server holds there now: rows the server no longer
    /// returns within the page are removed, changed rows updated, new rows inserted in their places; with keys that
    /// name a row's position the later pages' keys follow the change in rows, so the next page neither skips nor
    /// repeats a row (see ``RevalidationSplice``). The page then counts as read in this generation.
    ///
    /// The request goes through the service like any page's, asking the server even when the list's cache policy
    /// would answer from a stored page that is still fresh: a policy that uses the cache asks conditionally (with
    /// the stored page's `ETag` or `Last-Modified`, so an unchanged page costs a `304`); `networkOnly` sends a
    /// plain request; `cacheOnly` reads the cache; with no policy of its own the list's page follows the
    /// service's. An answer that changes nothing publishes nothing. An answer that arrives after a new generation
    /// began, after an edit of the listed rows, or once the page is no longer listed is dropped
    /// (``PageRevalidation/superseded``): it may predate them.
    ///
    /// - Complexity: O(r) for the r rows listed from the page on, once the answer arrives.
    @discardableResult
    package func revalidatePage(withKey key: Key) async -> PageRevalidation {
        guard machine.window.index(ofKey: key) != nil else { return .notListed }
        let started = (generation: machine.generation, edits: machine.window.edits)
        let result = await service.result(for: pageResource(at: key).revalidating())
        let revalidation = machine.revalidated(pageWithKey: key, started: started, result: result)
        if case .changed = revalidation { publish() }
        return revalidation
    }

    /// The key of the listed page that holds the row with `id` when that page was not read from the server in this
    /// generation (it was listed again from a saved list or kept by a refresh); `nil` and the page's rows when the
    /// page was read; `nil` and no rows when the row is not listed.
    package func unreadPage(containing id: Item.ID) -> (key: Key?, readRows: [Item]) {
        machine.unreadPage(containing: id)
    }

    /// The first row of each listed page within `reach` pages of the page that holds the row with `id` (the first
    /// page when no listed row has that id), that page first, then the pages after and before it by distance: a
    /// row to name each page by, as keys may move when a page before it is revalidated.
    package func rowsNamingPages(around id: Item.ID?, reach: Int) -> [Item.ID] {
        machine.rowsNamingPages(around: id, reach: reach)
    }
}

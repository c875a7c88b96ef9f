import ResourceLoader
import ResourceStore

/// Refreshing: a refresh (or a jump) reloads in a new generation and, once its page arrives, replaces the list; a
/// `PagedList`'s sync then splices the rows it listed before back after the fresh ones (see ``PaginatorSeam``,
/// the one way the list drives this); a database's pages are adopted in place of the listed ones.
extension Paginator {
    /// Reloads from the initial page as ``refresh()`` does, but never joins a refresh in flight: that one's request
    /// may predate a change the caller knows of (an invalidation), so it is superseded and a new request is sent.
    @discardableResult
    func refreshWithNewRequest() async -> PageLoadResult {
        await reload(from: initialKey, joiningLoadInFlight: false)
    }

    /// Reloads from the initial page as ``refresh()`` does, asking the server even when a stored copy of the page
    /// is still fresh (see `PageResource.revalidating()`): a poll, which must learn whether the server changed,
    /// revalidates with the stored page's validators rather than be answered by the cache. A refresh in flight is
    /// joined.
    @discardableResult
    func refreshRevalidating() async -> PageLoadResult {
        await reload(from: initialKey, revalidating: true)
    }

    /// Loads the page with `key` in the refresh slot, in a new generation, or joins the load of that page there.
    /// With `revalidating`, the page is asked of the server even when a stored copy is fresh.
    func reload(from key: Key, joiningLoadInFlight: Bool = true, revalidating: Bool = false) async
        -> PageLoadResult
    {
        if Task.isCancelled { return .cancelled }
        if joiningLoadInFlight, machine.refreshKey == key, let running = machine.join(Slot.refresh) {
            return await wait(for: running, in: Slot.refresh)
        }
        machine.startGeneration(clearingItems: false)
        machine.setRefreshKey(key)
        return await start(key, in: Slot.refresh, revalidating: revalidating)
    }

    /// Loads the initial page into the new, empty generation of a search or a query change.
    func loadInitialPageAfresh() async -> PageLoadResult {
        machine.setRefreshKey(initialKey)
        if Task.isCancelled {
            publish()
            return .cancelled
        }
        return await start(initialKey, in: Slot.refresh)
    }

    /// Joins the pages a refresh just loaded with the pages `listed` before it (see ``RefreshSplice``) and lists
    /// the outcome as ``restore(_:searchText:query:)`` does; lists the fresh pages alone when nothing can be
    /// joined.
    ///
    /// With keys that name a row's position, the rows kept after the fresh pages were not loaded again: the server
    /// may have deleted some of them, and the next page's key, counted from them, would then skip as many of its
    /// rows. So the next page is asked for one row early, and it is accepted only when it starts at a listed row;
    /// otherwise it is asked for again further back, down to the end of the fresh pages. It overlaps the listed
    /// rows (the ``duplicatePolicy`` drops them) rather than skip one, and is listed after them under the key it
    /// was asked for; the kept pages whose keys name its position or a later one join the page before them, so that
    /// no key is listed twice. (A next page loaded by ``makeNextPageOperation()`` is asked for one row early too,
    /// but one operation sends one request: it is not asked for again.)
    ///
    /// When `listedItems` are the items of `listed` (the paginator's items when `listed` was read) and the refresh
    /// arrived after ``keepListedForSplice()``, the pages the splice keeps unchanged at the end stay listed as they
    /// were, with their items' serials, in the new generation: the items then change by pages at the start alone
    /// (``PagedItems/edgeChanges(from:)``), which a list renders in O(changed pages), not O(n).
    func splice(
        after listed: [Page<Item, Key>], listedItems: PagedItems<Item>? = nil, searchText: String?,
        query: ListQuery? = nil
    ) {
        guard
            let fresh = machine.spliceListing(
                after: listed, listedItems: listedItems, searchText: searchText, query: query)
        else { return }
        publish()
        machine.markSpliceRead(fresh)
    }

    /// Keeps the window the next refresh replaces, for ``splice(after:listedItems:searchText:query:)`` to take the
    /// pages it keeps unchanged from; asked by a sync before it refreshes. A refresh that fails or is cancelled
    /// forgets the ask.
    func keepListedForSplice() {
        machine.keepNextRefreshForSplice()
    }

    /// Forgets ``keepListedForSplice()`` and the window it kept: the sync's refresh did not load (superseded by a
    /// jump, a search or a reset, or failed), so nothing is spliced, and the window would only take memory.
    func forgetListedForSplice() {
        machine.forgetKeptWindow()
    }
}

extension Paginator where Item: Equatable {
    /// What ``adopt(_:)`` did with the pages it was given.
    package enum Adoption: Sendable, Equatable {
        /// The pages are what the paginator lists: nothing changed.
        case unchanged
        /// The pages are listed now, as ``restore(_:searchText:query:)`` lists them.
        case adopted
        /// A load is in flight, or a search or a query is in force: nothing changed; offer the pages again later.
        case deferred
    }

    /// Lists `pages` (a database's contents, which the list shows) in place of the listed pages, unless they are
    /// listed already or now is not the time: a load in flight would be superseded, and a search's or a query's
    /// rows are not the database's. Pages listed before with the same rows stay read (see
    /// `revalidatePage(withKey:)`), so a change to one row does not send every page to the server again.
    ///
    /// - Complexity: O(n) for n rows.
    package func adopt(_ pages: [Page<Item, Key>]) -> Adoption {
        guard machine.searchText == nil, machine.query.isEmpty, machine.slots.allSatisfy({ $0.activeLoad == nil })
        else { return .deferred }
        let listed = loadedPages
        let sameRows = { (lhs: Page<Item, Key>, rhs: Page<Item, Key>) in
            lhs.key == rhs.key && lhs.nextKey == rhs.nextKey && lhs.previousKey == rhs.previousKey
                && lhs.items == rhs.items
        }
        if listed.count == pages.count, zip(listed, pages).allSatisfy(sameRows) { return .unchanged }
        var read: [Key: Page<Item, Key>] = [:]
        for (index, page) in listed.enumerated() where machine.window.pages[index].isRead { read[page.key] = page }
        restore(pages)
        for (index, page) in pages.enumerated() where index < machine.window.pages.count {
            if let before = read[page.key], sameRows(before, page) { machine.setRead(true, pageAt: index) }
        }
        return .adopted
    }
}

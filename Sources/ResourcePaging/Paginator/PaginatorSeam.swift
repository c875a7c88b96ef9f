import ResourceLoader
import ResourceStore

/// The one way a ``PagedList`` drives its ``Paginator`` beyond the paginator's public API: what the list may call,
/// in what order, and what each call guarantees. The list reaches the paginator's package-level hooks only through
/// this type (`PagedList.seam`); everything else it does goes through the public API (loads, searches, query
/// changes, restores, edits), like any app's.
///
/// **A sync (a refresh the list shows as one update)**, from `PagedList.refresh()`, a poll, an invalidation or a
/// foreground refetch:
/// 1. The list reads what it lists (`loadedPages`, `currentState`) and freezes those rows on screen.
/// 2. ``refreshKeepingListed(_:)`` asks the paginator to keep the window its refresh replaces, then refreshes
///    (joining a refresh in flight, sending a new request, or revalidating). It returns a ``SplicedRefresh``, which
///    holds the kept window until the list spends it, exactly once:
/// 3. when the refresh loaded, ``SplicedRefresh/splice(after:listedItems:searchText:query:)`` joins the fresh pages
///    with the ones read in step 1 (``RefreshSplice``) and lists the outcome in a new generation, publishing once;
///    the pages kept unchanged keep their rows' serials, so the list renders O(changed pages). Nothing is spliced
///    when a search or a query change came meanwhile;
///    otherwise ``SplicedRefresh/forget()`` lets the kept window go (the refresh failed, or a jump, a search or a
///    reset superseded it).
/// 4. The list lets the frozen rows go and renders the paginator's state: one update.
///
/// A window kept in step 2 lives until step 3 or the next generation, whichever comes first. A second sync that
/// starts meanwhile either supersedes the first's refresh (the first then forgets) or joins it: then both splice the
/// same fresh pages, the first to splice with the kept window, the other without it (its kept rows render anew).
///
/// **Reading pages the refresh did not read** (after a sync, and as rows come into view): for each row that names a
/// page (``rowsNamingPages(around:reach:)``, the anchor's page first), ``unreadPage(containing:)`` names the page to
/// read, or says it was read; ``revalidatePage(withKey:)`` reads it and lists what the server holds there, publishing
/// only when rows changed. A read that an edit, a new generation or the page leaving the list overtook is dropped.
///
/// **A database's contents**: ``adopt(_:)`` lists a database's pages in place of the listed ones when nothing loads
/// and no search or query is in force; otherwise it defers, and the list offers them again later.
///
/// See Docs/Internals.md for how a refresh travels from `PagedList.refresh()` to the rows on screen.
struct PaginatorSeam<Resource: PaginatedResource>
where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
    /// The list's items.
    typealias Item = Resource.Item
    /// What names a page.
    typealias Key = Resource.Paging.Key

    /// How a sync's refresh asks the server.
    enum RefreshRequest {
        /// Joins a refresh in flight, or sends one (the list's `refresh()`).
        case joining
        /// Sends a new request even when a refresh is in flight, which it supersedes: that one's request may predate
        /// a change the caller knows of (an invalidation).
        case new
        /// Asks the server even when a stored copy of the first page is still fresh (a poll); joins a refresh in
        /// flight.
        case revalidating
    }

    /// The paginator driven.
    let paginator: Paginator<Resource>

    /// Step 2 of a sync: keeps the window the refresh replaces and refreshes; the answer holds the kept window
    /// until it is spliced or forgotten.
    func refreshKeepingListed(_ request: RefreshRequest) async -> SplicedRefresh {
        await paginator.keepListedForSplice()
        let result: PageLoadResult =
            switch request {
            case .joining: await paginator.refresh()
            case .new: await paginator.refreshWithNewRequest()
            case .revalidating: await paginator.refreshRevalidating()
            }
        return SplicedRefresh(paginator: paginator, result: result)
    }

    /// A sync's refresh, answered: spend it once, with ``splice(after:listedItems:searchText:query:)`` when it
    /// loaded, or ``forget()``.
    struct SplicedRefresh: ~Copyable {
        /// The paginator refreshed.
        let paginator: Paginator<Resource>
        /// How the refresh ended.
        let result: PageLoadResult

        /// Step 3 of a sync whose refresh loaded: joins the fresh pages with `listed`, the pages listed before the
        /// refresh (`listedItems` their items, when they are the paginator's as read then: the kept window then
        /// lists them, and unchanged pages keep their serials), for `searchText` and `query` as in force then.
        consuming func splice(
            after listed: [Page<Item, Key>], listedItems: PagedItems<Item>?, searchText: String?, query: ListQuery?
        ) async {
            await paginator.splice(after: listed, listedItems: listedItems, searchText: searchText, query: query)
        }

        /// Step 3 of a sync whose refresh did not load: lets the kept window go.
        consuming func forget() async {
            await paginator.forgetListedForSplice()
        }
    }

    /// The first row of each listed page within `reach` pages of the page holding the row with `id` (the first page
    /// when no listed row has that id), that page first: a row to name each page by, as keys may move when a page
    /// before it is read again.
    func rowsNamingPages(around id: Item.ID?, reach: Int) async -> [Item.ID] {
        await paginator.rowsNamingPages(around: id, reach: reach)
    }

    /// The key of the listed page holding the row with `id` when that page was not read in this generation; `nil`
    /// and the page's rows when it was (their storage shared: O(1)); `nil` and no rows when the row is not listed.
    func unreadPage(containing id: Item.ID) async -> (key: Key?, readRows: [Item]) {
        await paginator.unreadPage(containing: id)
    }

    /// Reads the listed page with `key` again and lists what the server holds there now.
    func revalidatePage(withKey key: Key) async -> PageRevalidation {
        await paginator.revalidatePage(withKey: key)
    }

    /// Lists a database's `pages` in place of the listed ones, unless they are listed already or now is not the time.
    func adopt(_ pages: [Page<Item, Key>]) async -> Paginator<Resource>.Adoption {
        await paginator.adopt(pages)
    }
}

extension PagedList {
    /// The one way the list drives its paginator beyond the paginator's public API (see ``PaginatorSeam``).
    var seam: PaginatorSeam<Resource> { PaginatorSeam(paginator: paginator) }
}

import Foundation
import ResourceLoader

/// Everything a ``PagedList`` knows beyond its paginator's pages, in one place, changed only by the transitions
/// below; the list's public ``ListState`` is derived from it (``state(from:shown:listed:placeholders:)``).
///
/// What it holds, by concern:
/// - **What is shown**: the paginator's state read last (what an edit is shown over at once) and the number of
///   reads started (which orders reads against written edits); the rows frozen on screen while a sync or a remote
///   search loads, and which load froze them (only that load lets them go).
/// - **Where the rows come from**: when the shown rows were saved (restored from the local source, until a sync
///   loads), when the list last synced, whether the network is reachable.
/// - **Search**: the text typed, the token of the latest search, and the pages listed before a remote search
///   (listed again when it is cleared).
/// - **Query**: the query asked for last, the token of the latest change, and the first pages of queries shown
///   before (shown at once when one comes back).
/// - **Syncs**: how many run (an edit confirmed meanwhile is held over their pages) and how many started (names
///   each sync's freeze).
/// - **Loading more**: the directions asked for as rows came into view and not finished yet (a burst of display or
///   prefetch callbacks makes one request per direction), and the rows that want each (once they all left, the
///   load is cancelled).
/// - **Edits**: the edits shown over the pages until confirmed and written or rolled back, the latest written
///   edit per row (an earlier edit confirmed later is not written over it), and whether the last render showed
///   edits (the next one rebuilds, to show them gone).
///
/// The states the list's defects came from are impossible here: a freeze is always owned by one sync, one search or
/// one query change and ends only with it (a search or a query change superseded hands its freeze on, never leaves
/// it behind); the pages kept for a search's clear are taken once; going offline and back is decided before the
/// flag changes.
struct ListStateMachine<Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable> where Item.ID: Sendable {
    // MARK: What is shown

    /// The paginator's state read last.
    private(set) var lastRead: PaginatorState<Item>?
    /// How many reads of the paginator's state have started.
    private(set) var reads = 0
    /// The rows kept on screen instead of the paginator's, and what froze them.
    private(set) var frozen: FrozenRows<Item>?

    // MARK: Where the rows come from

    /// When the shown rows were saved, while they come from the local source and no sync has loaded.
    private(set) var cachedAt: Date?
    /// When a sync last loaded.
    private(set) var syncedAt: Date?
    /// Whether the network is reachable (as the reachability source last said).
    private(set) var isReachable = true

    // MARK: Search

    /// The search text typed, trimmed; `nil` when no search is shown.
    private(set) var searchQuery: String?
    /// The token of the latest search.
    private(set) var searchToken = 0
    /// The pages listed before a remote search.
    private(set) var unfilteredPages: [Page<Item, Key>]?

    // MARK: Query

    /// The query asked for last (see ``PagedList/setQuery(_:)``); empty at first.
    private(set) var query = ListQuery()
    /// The token of the latest query change.
    private(set) var queryToken = 0
    /// The first pages of the queries shown before, the one left last at the end; at most
    /// ``remembersQueries``.
    private var firstPages: [(query: ListQuery, page: Page<Item, Key>)] = []
    /// How many queries' first pages are kept.
    static var remembersQueries: Int { 8 }

    // MARK: Syncs

    /// How many syncs are running.
    private(set) var syncsRunning = 0
    /// How many syncs have started.
    private(set) var syncsStarted = 0
    /// Whether a quiet sync (a background check) loaded and no render followed yet.
    private var quietSyncLoaded = false

    // MARK: Loading more

    /// The one decision of when to load more as rows come into view.
    private(set) var loadMore = LoadMoreTrigger()
    /// Per direction, the rows near that end, shown or prefetched, that want the load running that way, when a row
    /// asked for it: the row that started it and those that came into view near that end while it ran. Such a load is
    /// cancelled once they all left (see ``rowsLeft(_:)``); a load no row asked for (a fill, one started without a
    /// row) has no entry, and rows never join it.
    private(set) var rowsWanting: [PagingDirection: Set<Item.ID>] = [:]
    /// Per direction, the priority of the load running that way: rows that come into view near that end raise it to
    /// theirs (a row on screen joining a prefetch).
    private var loadPriorities: [PagingDirection: SharedPriority] = [:]

    // MARK: Edits

    /// The edits shown over the pages.
    private(set) var overlay = ListEditOverlay<Item>()
    /// The token of the latest edit written into the paginator, per row.
    private var writtenEditTokens: [Item.ID: Int] = [:]
    /// Whether the last render showed edits.
    private var overlayShown = false

    // MARK: - Transitions: reading and showing

    /// A read of the paginator's state starts; returns its number.
    mutating func readStarted() -> Int {
        reads += 1
        return reads
    }

    /// The read numbered `read` gave `current`: edits confirmed before it are now in what it shows.
    mutating func read(_ current: PaginatorState<Item>, number read: Int) {
        lastRead = current
        overlay.prune(seenBy: read)
    }

    /// The rows a render shows: the frozen ones or the paginator's.
    func shownItems(_ current: PaginatorState<Item>) -> (items: PagedItems<Item>, generation: Int) {
        (frozen?.items ?? current.items, frozen?.generation ?? current.generation)
    }

    /// The rows an edit is checked against: what is listed now.
    var listedItems: PagedItems<Item> { frozen?.items ?? lastRead?.items ?? PagedItems() }

    /// The text to filter the shown rows by locally: the typed text, except when the server's results for it are
    /// shown (they are not filtered again); rows frozen while a server search loads are filtered by it.
    func localQuery(remoteQuery: String?) -> String? {
        remoteQuery == searchQuery && frozen?.owner.isSearch != true ? nil : searchQuery
    }

    /// `items` with the edits shown over them, and whether the renderer must rebuild (edits shown now or last
    /// time).
    mutating func overlaid(_ items: PagedItems<Item>) -> (items: PagedItems<Item>, rebuild: Bool) {
        let hasEdits = !overlay.isEmpty
        defer { overlayShown = hasEdits }
        guard hasEdits || overlayShown else { return (items, false) }
        guard hasEdits else { return (items, true) }
        var edited = PagedItems<Item>()
        edited.append(overlay.apply(to: items))
        return (edited, true)
    }

    // MARK: Transitions: local source and reachability

    /// Saved pages from `savedAt` are shown.
    mutating func restored(savedAt: Date) {
        cachedAt = savedAt
    }

    /// The reachability source said `reachable`; returns whether the list came back online (it was offline, so
    /// what it shows may be old: sync). Decided before the flag changes, which the offline state derives from.
    mutating func reachabilityChanged(_ reachable: Bool) -> Bool {
        let reconnected = reachable && !isReachable
        isReachable = reachable
        return reconnected
    }

    // MARK: Transitions: syncs

    /// A sync starts (before it reads what is listed): edits confirmed from now on are held over its pages.
    mutating func syncWillStart() {
        syncsRunning += 1
    }

    /// The sync freezes `current`'s rows on screen; returns what names its freeze. A quiet sync (a background
    /// check) shows the refresh state `shown` (what was shown before it) instead of loading, unless it takes over
    /// the freeze of a sync shown loading, which goes on showing.
    mutating func syncFreezes(_ current: PaginatorState<Item>, quietly: Bool = false, shown: LoadState = .idle)
        -> FrozenRows<Item>.Owner
    {
        syncsStarted += 1
        let owner = FrozenRows<Item>.Owner.sync(syncsStarted)
        let showsLoading = frozen.map { $0.shownRefresh == nil } ?? false
        frozen = FrozenRows(current, owner: owner, shownRefresh: quietly && !showsLoading ? shown : nil)
        return owner
    }

    /// The sync's first page loaded at `date`: the rows are the server's now. A quiet sync's time alone is no
    /// change to show (``takeQuietSync()``).
    mutating func syncLoaded(at date: Date, quietly: Bool = false) {
        cachedAt = nil
        syncedAt = date
        quietSyncLoaded = quietly
    }

    /// Whether a quiet sync loaded since the last render: that render shows nothing when its sync time is all that
    /// changed. Read once.
    mutating func takeQuietSync() -> Bool {
        defer { quietSyncLoaded = false }
        return quietSyncLoaded
    }

    /// A sync ends; returns the edits held over the pages it listed, to write again.
    mutating func syncWillEnd() -> [ListEdit<Item>] {
        syncsRunning -= 1
        return overlay.heldEdits
    }

    /// The held edits are written again: once no sync runs, they are let go (shown from the next read).
    mutating func heldEditsWritten() {
        if syncsRunning == 0 { overlay.releaseHeld(shownFromRead: reads + 1) }
    }

    /// Lets the frozen rows go when `owner` froze them.
    mutating func unfreeze(_ owner: FrozenRows<Item>.Owner) {
        if frozen?.owner == owner { frozen = nil }
    }

    // MARK: Transitions: search

    /// `query` was typed (`nil` clears the search); returns the new search's token. Rows frozen by a server search
    /// still loading now belong to this search: typing on keeps them shown, and the search that lost never lets
    /// them go.
    mutating func searchTyped(_ query: String?) -> Int {
        searchQuery = query
        searchToken += 1
        if let rows = frozen, rows.owner.isSearch { frozen = rows.handed(to: .search(searchToken)) }
        return searchToken
    }

    /// Whether `token` names the latest search.
    func isLatestSearch(_ token: Int) -> Bool { token == searchToken }

    /// Whether a remote search from `current` must keep the pages listed now, to list them again when cleared
    /// (only the first of a run of searches does: later ones would keep search results).
    func keepsUnfilteredPages(from current: PaginatorState<Item>) -> Bool {
        unfilteredPages == nil && current.searchText == nil
    }

    /// Keeps `pages` as the pages listed before the search.
    mutating func keepUnfilteredPages(_ pages: [Page<Item, Key>]) {
        if unfilteredPages == nil { unfilteredPages = pages }
    }

    /// A remote search or a query change, `owner`, freezes `current`'s rows, unless it already holds the freeze
    /// (one handed on to it by the search or the change it superseded).
    mutating func freeze(_ current: PaginatorState<Item>, for owner: FrozenRows<Item>.Owner) {
        guard frozen?.owner != owner else { return }
        frozen = FrozenRows(current, owner: owner)
    }

    /// The search is cleared: returns the pages listed before it (taken once), if a remote search kept them.
    mutating func takeUnfilteredPages() -> [Page<Item, Key>]? {
        defer { unfilteredPages = nil }
        return unfilteredPages
    }

    // MARK: Transitions: query

    /// The list's query changes to `query`; returns the change's token. Rows frozen by a query change still loading
    /// now belong to this one (the change that lost never lets them go), and the pages kept for a search's clear
    /// are dropped: they belong to the old query.
    mutating func queryChanged(to query: ListQuery) -> Int {
        self.query = query
        queryToken += 1
        if let rows = frozen, rows.owner.isQuery { frozen = rows.handed(to: .query(queryToken)) }
        unfilteredPages = nil
        return queryToken
    }

    /// Whether `token` names the latest query change.
    func isLatestQuery(_ token: Int) -> Bool { token == queryToken }

    /// Keeps `page`, the first page of `query`, which the list is leaving, to show at once if it comes back.
    mutating func remember(_ page: Page<Item, Key>, of query: ListQuery) {
        firstPages.removeAll { $0.query == query }
        firstPages.append((query, page))
        if firstPages.count > Self.remembersQueries { firstPages.removeFirst() }
    }

    /// The first page kept for `query`, if the list showed it before.
    func firstPage(of query: ListQuery) -> Page<Item, Key>? {
        firstPages.last { $0.query == query }?.page
    }

    // MARK: Transitions: loading more

    /// The row at `index` of `count` shown rows comes into view: returns the directions to load now (each marked
    /// asked for until ``loadMoreFinished(_:)``).
    mutating func loadMoreDirections(atIndex index: Int, count: Int, state: ListState, distance: Int)
        -> [PagingDirection]
    {
        loadMore.prefetchDistance = distance
        return loadMore.directionsToLoad(atIndex: index, count: count, state: state)
    }

    /// Rows were laid out `contentLength` long in a visible area `visibleLength` long: returns `.forward` when they
    /// do not fill it and that end is idle.
    mutating func fillDirections(contentLength: Double, visibleLength: Double, state: ListState) -> [PagingDirection] {
        loadMore.directionsToFill(contentLength: contentLength, visibleLength: visibleLength, state: state)
    }

    /// The load asked for in `direction` starts, at `priority`.
    mutating func loadMoreStarted(_ direction: PagingDirection, at priority: SharedPriority) {
        loadPriorities[direction] = priority
    }

    /// The load asked for in `direction` ended (loaded, failed, cancelled or superseded).
    mutating func loadMoreFinished(_ direction: PagingDirection) {
        loadMore.finished(direction)
        rowsWanting[direction] = nil
        loadPriorities[direction] = nil
    }

    /// The row with `id` (`nil` when unknown), near the ends `directions` name, came into view at `priority`;
    /// `started` are the loads it started. The loads running that way take its priority when higher; the row wants
    /// the loads it started and those that other rows started (not the loads no row asked for).
    mutating func row(
        _ id: Item.ID?, near directions: [PagingDirection], started: [PagingDirection], at priority: RequestPriority
    ) {
        for direction in directions where loadMore.running.contains(direction) {
            loadPriorities[direction]?.raise(to: priority)
            guard let id else { continue }
            if started.contains(direction) {
                rowsWanting[direction] = [id]
            } else {
                rowsWanting[direction]?.insert(id)
            }
        }
    }

    /// The rows `ids` left the screen and the prefetch window: returns the directions whose running load no row
    /// wants any more, to cancel. A load no row asked for (``PagedList/loadNextPage()``, a fill) is never among
    /// them.
    mutating func rowsLeft(_ ids: some Sequence<Item.ID>) -> [PagingDirection] {
        var abandoned: [PagingDirection] = []
        for direction in [PagingDirection.forward, .backward] {
            guard var wanting = rowsWanting[direction], !wanting.isEmpty else { continue }
            for id in ids { wanting.remove(id) }
            rowsWanting[direction] = wanting
            if wanting.isEmpty { abandoned.append(direction) }
        }
        return abandoned
    }

    // MARK: Transitions: edits

    /// `edit` is shown over the pages (`direct`: the app's own change, which waits for no server); returns its token.
    mutating func editShown(_ edit: ListEdit<Item>, direct: Bool = false) -> Int {
        overlay.add(edit, direct: direct)
    }

    /// The edit with `token` failed or lost: it is shown no more.
    mutating func editDropped(_ token: Int) {
        overlay.remove(token)
    }

    /// The edit with `token` was confirmed: returns whether to write it into the pages. An edit confirmed after a
    /// later edit of the same row was written is dropped instead (the latest edit of a row wins).
    mutating func editConfirmed(_ edit: ListEdit<Item>, token: Int) -> Bool {
        if let written = writtenEditTokens[edit.id], written > token {
            overlay.remove(token)
            return false
        }
        writtenEditTokens[edit.id] = token
        return true
    }

    /// A confirmed edit is being written into the paginator's pages: the pages kept for a search's clear get it
    /// too.
    mutating func editWriting(_ edit: ListEdit<Item>) {
        if let pages = unfilteredPages { unfilteredPages = edit.applied(to: pages) }
    }

    /// The edit with `token` is written: it is shown from the next read on, or held while a sync runs.
    mutating func editWritten(_ token: Int) {
        overlay.confirm(token, shownFromRead: reads + 1, held: syncsRunning > 0)
    }
}

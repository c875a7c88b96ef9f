import Foundation
import ResourceLoader
import ResourceStore
import ResourceSupport

/// Walks a ``PaginatedResource`` page by page, in both directions, without ever loading a page twice at once,
/// leaving a gap, walking in a circle or letting a late response overwrite a newer one.
///
/// - A second ``loadNextPage()`` while one is in flight joins it: a thousand concurrent calls make one request.
///   A caller whose task is cancelled returns ``PageLoadResult/cancelled`` at once; the load goes on for the
///   callers still waiting and is cancelled when the last one leaves.
/// - Every load belongs to a generation. ``reset()``, ``refresh()`` and ``search(_:)`` start a new one; a
///   response from an older generation is dropped, even when its request could not be cancelled.
/// - A failed page keeps its key: loading again retries that page once, with no duplicated items.
/// - Item ids stay unique: items already listed (for instance shifted into the next page because the server
///   inserted items at the head) are recognised by id and not listed twice.
/// - A page key loaded elsewhere in the generation (a link cycle, a cursor or page the server hands out again)
///   stops paging that way with ``PagingError/repeatedKey(key:)`` instead of looping forever.
/// - With ``maximumPages`` set, pages at the far end are dropped on long scrolls and loaded again on the way
///   back. The list is always one run of consecutive pages: a response for a page that is no longer next to the
///   list (its neighbour was dropped meanwhile) is dropped too.
///
/// ```swift
/// let paginator = Paginator(resource: Users(), service: service)
/// await paginator.loadNextPage()
/// for await state in await paginator.states() {
///     render(state.items, footer: state.forward)
/// }
/// ```
public actor Paginator<Resource: PaginatedResource> where Resource.Item: Identifiable, Resource.Item.ID: Sendable {
    /// One element of the list.
    public typealias Item = Resource.Item
    /// What names a page.
    public typealias Key = Resource.Paging.Key

    /// The list being paged.
    public nonisolated let resource: Resource
    /// The key the list starts from: the strategy's first key unless another was given.
    public nonisolated let initialKey: Key
    /// The most pages kept in memory, or `nil` for no limit.
    public nonisolated let maximumPages: Int?
    /// What happens to an item whose id is already listed.
    public nonisolated let duplicatePolicy: DuplicatePolicy
    /// Positions of pages, when the strategy is ``PositionAddressablePaging``.
    nonisolated let addressing: PageAddressing<Key>?
    /// The list's paging strategy, read once: every page's resource is built with it.
    nonisolated let paging: Resource.Paging

    /// What fetches the pages.
    nonisolated let service: any ResourceService
    /// The listed pages of the current generation.
    var window: LoadedWindow<Item, Key>
    /// Loads towards the end, towards the start, and the refresh (or search).
    private var slots: [LoadSlot] = [LoadSlot(), LoadSlot(), LoadSlot()]
    /// Pages in a row that listed no new row, towards the end and towards the start (indexed by slot).
    private var pagesAddingNothing = [0, 0]
    /// How many pages in a row may list no new row before that direction stops with
    /// ``PagingError/pagesAddedNothing(count:)``.
    static var barrenPageLimit: Int { 3 }
    private(set) var generation = 0
    /// After ``splice(after:searchText:query:)`` kept listed rows the refresh did not load again, for keys that name a
    /// row's position: where the rows whose positions are known end, and how far the next page steps back when
    /// it does not start at a listed row. `nil` once a forward page was added, and in a new generation.
    private var unconfirmedEnd: UnconfirmedEnd?
    /// Whether the next refresh to arrive keeps the window it replaces in ``windowBeforeRefresh``: a
    /// `PagedList`'s sync asks, before it refreshes, to splice the listed pages back (see ``keepListedForSplice()``).
    private var keepsListedForSplice = false
    /// The window a refresh replaced, when ``keepsListedForSplice`` asked: ``splice(after:listedItems:searchText:query:)``
    /// takes its pages that the splice keeps unchanged. `nil` after the splice, and in a new generation.
    private var windowBeforeRefresh: LoadedWindow<Item, Key>?
    private(set) var searchText: String?
    /// The query every page is asked for with (see ``changeQuery(to:)``); empty by default.
    public private(set) var query = ListQuery()
    /// The key of the page the refresh slot loads: the initial key, or the key ``jump(to:)`` was given.
    private var refreshKey: Key?
    private var lastLoadID = 0
    /// The page each slot's load in flight hands over from its task, for the first caller back on the actor to
    /// apply (indexed by slot).
    private var handoffs: [PageHandoff<Item, Key>?] = [nil, nil, nil]
    private var subscribers: [Int: AsyncStream<PaginatorState<Item>>.Continuation] = [:]
    private var nextSubscriber = 0

    /// Creates a paginator; nothing loads until you ask.
    ///
    /// - Parameters:
    ///   - resource: the list.
    ///   - service: what fetches its pages.
    ///   - initialKey: where to start, for instance a page in the middle of the list; defaults to the first page.
    ///   - maximumPages: the most pages to keep in memory; `nil` (the default) keeps all.
    ///   - duplicatePolicy: what to do with an item whose id is already listed: the same policy, with the same
    ///     default (``ResourceStore/DuplicatePolicy/keepFirst``), as a `SectionedStore`'s.
    public init(
        resource: Resource,
        service: any ResourceService,
        initialKey: Key? = nil,
        maximumPages: Int? = nil,
        duplicatePolicy: DuplicatePolicy = .keepFirst
    ) {
        self.resource = resource
        self.service = service
        let paging = resource.paging
        self.paging = paging
        self.initialKey = initialKey ?? paging.firstKey
        self.maximumPages = maximumPages.map { max(2, $0) }
        self.duplicatePolicy = duplicatePolicy
        self.window = LoadedWindow(duplicatePolicy: duplicatePolicy)
        self.addressing = PageAddressing(paging)
    }

    deinit {
        for slot in slots { slot.activeLoad?.task?.cancel() }
        for continuation in subscribers.values { continuation.finish() }
    }

    // MARK: - Reading

    /// The current items and load states.
    public var currentState: PaginatorState<Item> {
        var state = PaginatorState(
            generation: generation,
            items: window.items,
            forward: slots[Slot.forward].loadState(hasMore: window.isEmpty || window.hasMoreAtEnd),
            backward: slots[Slot.backward].loadState(hasMore: window.isEmpty || window.hasMoreAtStart),
            refresh: slots[Slot.refresh].loadState(hasMore: true),
            searchText: searchText,
            placeholders: window.placeholders(addressing)
        )
        state.partlyReadPages = window.partlyReadPages
        return state
    }

    /// The loaded items, in order.
    public var items: PagedItems<Item> { window.items }

    /// The listed pages with their keys and their neighbours' keys, in order: what a local store saves so that
    /// ``restore(_:searchText:query:)`` can list them again on the next launch.
    ///
    /// - Complexity: O(p) for p pages (the items' arrays are shared, not copied).
    public var loadedPages: [Page<Item, Key>] {
        window.listedPages
    }

    /// The state now, then every change. Only the newest state is buffered, so a slow reader skips straight to
    /// the latest. The sequence ends when the paginator is released; ask for it before starting the task that
    /// reads it, so that the task does not keep the paginator alive:
    ///
    /// ```swift
    /// let states = await paginator.states()
    /// Task { for await state in states { render(state) } }
    /// ```
    public func states() -> AsyncStream<PaginatorState<Item>> {
        let id = nextSubscriber
        nextSubscriber += 1
        let (stream, continuation) = AsyncStream.makeStream(
            of: PaginatorState<Item>.self, bufferingPolicy: .bufferingNewest(1))
        continuation.yield(currentState)
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        return stream
    }

    // MARK: - Loading

    /// Loads the page after the last one (the initial page when nothing is loaded), or joins that load if it is
    /// already in flight.
    @discardableResult
    public nonisolated func loadNextPage() async -> PageLoadResult {
        await loadStartingOffActor(.end)
    }

    /// Loads the page before the first one (the initial page when nothing is loaded), or joins that load.
    @discardableResult
    public nonisolated func loadPreviousPage() async -> PageLoadResult {
        await loadStartingOffActor(.start)
    }

    /// Reloads from the initial page in a new generation and, once it arrives, replaces the list with it.
    ///
    /// The old items stay listed until then. Loads in flight are cancelled and their callers get
    /// ``PageLoadResult/superseded``. A second `refresh()` while one is in flight joins it.
    @discardableResult
    public func refresh() async -> PageLoadResult {
        await reload(from: initialKey)
    }

    /// Reloads from the initial page as ``refresh()`` does, but never joins a refresh in flight: that one's request
    /// may predate a change the caller knows of (an invalidation), so it is superseded and a new request is sent.
    @discardableResult
    package func refreshWithNewRequest() async -> PageLoadResult {
        await reload(from: initialKey, joiningLoadInFlight: false)
    }

    /// Reloads from the initial page as ``refresh()`` does, asking the server even when a stored copy of the page
    /// is still fresh (see `PageResource.revalidating()`): a poll, which must learn whether the server changed,
    /// revalidates with the stored page's validators rather than be answered by the cache. A refresh in flight is
    /// joined.
    @discardableResult
    package func refreshRevalidating() async -> PageLoadResult {
        await reload(from: initialKey, revalidating: true)
    }

    /// Loads the page with `key` in a new generation and, once it arrives, replaces the list with it: the jump
    /// to a far position of a list with placeholders (see ``loadPage(containing:)``).
    ///
    /// The old items stay listed until then, and the jump loads as a refresh does: ``PaginatorState/refresh``
    /// says it is loading or failed. Loads in flight are cancelled and their callers get
    /// ``PageLoadResult/superseded``, so a late response from before the jump never shows. A second jump to the
    /// same key while the first is in flight joins it; a jump elsewhere (or a refresh) supersedes it. Paging goes
    /// on from the page's neighbour keys.
    @discardableResult
    public func jump(to key: Key) async -> PageLoadResult {
        await reload(from: key)
    }

    /// Empties the list and starts a new generation; nothing loads until asked. Loads in flight are cancelled
    /// and their callers get ``PageLoadResult/superseded``. The search text stays in force; `search(nil)` clears it.
    public func reset() {
        startGeneration(clearingItems: true)
        publish()
    }

    /// Starts a new generation for `text` (or no search, for `nil`): empties the list and loads the initial page
    /// of the results. Results of an older search are never shown, however late they arrive.
    @discardableResult
    public func search(_ text: String?) async -> PageLoadResult {
        startGeneration(clearingItems: true)
        searchText = text
        return await loadInitialPageAfresh()
    }

    /// Starts a new generation for `query`: empties the list and loads the initial page of the query's results,
    /// with the search text in force. Pages of an older query are never shown, however late they arrive.
    @discardableResult
    public func changeQuery(to query: ListQuery) async -> PageLoadResult {
        startGeneration(clearingItems: true)
        self.query = query
        return await loadInitialPageAfresh()
    }

    /// The resource for the page with `key`, with the search text and the query in force.
    func pageResource(at key: Key) -> PageResource<Resource> {
        PageResource(list: resource, key: key, searchText: searchText, query: query, paging: paging)
    }

    /// Loads the initial page into the new, empty generation of a search or a query change.
    private func loadInitialPageAfresh() async -> PageLoadResult {
        refreshKey = initialKey
        if Task.isCancelled {
            publish()
            return .cancelled
        }
        return await start(initialKey, in: Slot.refresh)
    }

    /// Starts a new generation listing `pages` (consecutive pages in order, as ``loadedPages`` gave them), loading
    /// nothing: a list saved on the last launch, or saved pages spliced with fresh ones. Loads in flight are
    /// cancelled and their callers get ``PageLoadResult/superseded``. Paging goes on from the edge pages'
    /// neighbour keys, and items whose ids are listed already are handled by the ``duplicatePolicy``.
    ///
    /// - Parameters:
    ///   - pages: the pages to list; an empty array empties the list.
    ///   - searchText: the search the pages were loaded for (`nil` for none); later pages load for it.
    ///   - query: the query the pages were loaded for; `nil` (the default) keeps the query in force.
    public func restore(_ pages: [Page<Item, Key>], searchText: String? = nil, query: ListQuery? = nil) {
        startGeneration(clearingItems: true)
        self.searchText = searchText
        if let query { self.query = query }
        for page in pages {
            let addition = window.add(page, beyond: .end)
            if let key = addition.repeatedNextKey {
                slots[Slot.forward].stop(.repeatedKey(key: key))
                break
            }
            if let key = addition.repeatedPreviousKey { slots[Slot.backward].stop(.repeatedKey(key: key)) }
        }
        // Listed again, not read: `revalidatePage(withKey:)` reads them when asked.
        window.markAllUnread()
        publish()
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
    package func splice(
        after listed: [Page<Item, Key>], listedItems: PagedItems<Item>? = nil, searchText: String?,
        query: ListQuery? = nil
    ) {
        var before = windowBeforeRefresh.take()
        keepsListedForSplice = false
        // A search, a clear or a query change that came while the refresh loaded lists something else now: nothing
        // to splice into.
        guard searchText == self.searchText, query == nil || query == self.query else { return }
        let fresh = loadedPages
        // `before` lists what `listed` does: its ids answer which fresh rows are listed without reading every row.
        let listsListed = listedItems.map { before?.items.isSameList(as: $0) == true } ?? false
        let spliced: [Page<Item, Key>]?
        if listsListed, let listedWindow = before {
            // A copy that shares `before`'s storage, let go before `before` changes below (no copy is made).
            spliced = RefreshSplice.pages(
                fresh: fresh, listed: listed, addressing: addressing, isListed: { listedWindow.contains(id: $0) })
        } else {
            spliced = RefreshSplice.pages(fresh: fresh, listed: listed, addressing: addressing)
        }
        guard let spliced else { return }
        // Changed in place (`before` holds the only copy of its ids), not copied: O(changed pages).
        if listsListed, before?.relist(spliced, countingEdits: window.edits) == true, let kept = before.take() {
            startGeneration(clearingItems: false)
            window = kept
            publish()
        } else {
            restore(spliced, searchText: searchText)
        }
        // The fresh pages were read; a last fresh page that the kept rows joined was not, past its fresh rows.
        for index in fresh.indices where index < window.pages.count {
            let rows = window.items.items(ofPageAt: index)
            if rows.count == fresh[index].items.count {
                window.setRead(true, pageAt: index)
            } else if addressing != nil, rows.count > fresh[index].items.count,
                rows.prefix(fresh[index].items.count).map(\.id) == fresh[index].items.map(\.id)
            {
                window.setReadRows(fresh[index].items.count, pageAt: index)
            }
        }
        guard let addressing, let start = addressing.position(fresh[0].key),
            addressing.moved(fresh[0].key, 0) != nil
        else { return }
        let freshRows = fresh.reduce(0) { $0 + $1.items.count }
        unconfirmedEnd = UnconfirmedEnd(knownEnd: start + freshRows, step: max(1, fresh[fresh.count - 1].items.count))
    }

    /// Keeps the window the next refresh replaces, for ``splice(after:listedItems:searchText:query:)`` to take the
    /// pages it keeps unchanged from; asked by a sync before it refreshes. A refresh that fails or is cancelled
    /// forgets the ask.
    package func keepListedForSplice() {
        keepsListedForSplice = true
    }

    /// Forgets ``keepListedForSplice()`` and the window it kept: the sync's refresh did not load (superseded by a
    /// jump, a search or a reset, or failed), so nothing is spliced, and the window would only take memory.
    package func forgetListedForSplice() {
        keepsListedForSplice = false
        windowBeforeRefresh = nil
    }

    /// After a page revalidation changed the listed rows by `rowChange` (see ``RevalidationSplice``): when it
    /// moved the next page's key (`movingNextKey`), a load in flight towards the end asked for a key that no longer
    /// follows the list, and is superseded; the rows a splice confirmed end as many rows earlier, when fewer.
    func rowsMoved(by rowChange: Int, movingNextKey: Bool) {
        if movingNextKey { drop(slots[Slot.forward].abandon(), answering: .superseded) }
        if rowChange < 0 { unconfirmedEnd?.knownEnd += rowChange }
    }

    /// Cancels the loads in flight; their callers get ``PageLoadResult/cancelled`` and their pages keep their
    /// keys, so loading again retries them.
    public func cancelLoads() {
        for slot in slots.indices { drop(slots[slot].abandon(), answering: .cancelled) }
        publish()
    }

    // MARK: - Editing items

    /// Puts `item` in the place of the loaded item with the same id, for instance once the server confirmed an
    /// edit, so that later pages, refreshes and saves keep it.
    ///
    /// - Returns: whether an item with that id was loaded.
    /// - Complexity: O(n) under ``ResourceStore/DuplicatePolicy/keepFirst``, O(page) otherwise.
    @discardableResult
    public func replaceItem(_ item: Item) -> Bool {
        let replaced = window.replace(item)
        if replaced { publish() }
        return replaced
    }

    /// Removes the loaded item with `id`, one the server removed too: with keys that name a row's position (offsets,
    /// ranges) the next page's key moves up one row, so the next page skips no row, and so do the keys of the later
    /// listed pages when one of them was not read in this generation (it is read again by its key).
    ///
    /// - Returns: whether an item with that id was loaded.
    @discardableResult
    public func removeItem(withID id: Item.ID) -> Bool {
        // The server removed it too: its later rows moved up one place, and so does an offset's next page.
        let removed = window.remove(id: id, movingKeysWith: addressing)
        if removed {
            unconfirmedEnd?.knownEnd -= 1
            publish()
        }
        return removed
    }

    /// Inserts `item` into the loaded pages at `point` (after an item that is not loaded: at the start), one the
    /// server inserted too: with keys that name a row's position the next page's key moves down by the rows added,
    /// so the next page repeats no row (and so do the later listed pages' keys, as ``removeItem(withID:)`` moves
    /// them). Ids stay
    /// unique: an item whose id is loaded already is handled by the ``duplicatePolicy`` as if a page brought it
    /// (kept out, its value put in the loaded item's place, or moved to `point`). With nothing loaded there is no
    /// page to hold it, and nothing changes.
    ///
    /// - Returns: whether the loaded items changed.
    @discardableResult
    public func insertItem(_ item: Item, at point: InsertionPoint<Item.ID>) -> Bool {
        // The server inserted it too: its later rows moved down, and so does an offset's next page.
        let inserted = window.insert(item, at: point, movingKeysWith: addressing)
        if inserted { publish() }
        return inserted
    }

    // MARK: - Operations

    /// A ``ResourceLoader/ResourceOperation`` that loads the next page on an `OperationQueue` and adds it to this
    /// paginator, or `nil` when the list has reached its end or a forward load is already in flight.
    ///
    /// The operation takes the forward slot like ``loadNextPage()``: calls made meanwhile join it. Cancelling the
    /// operation, or releasing it without adding it to a queue, frees the slot and leaves the page's key in place
    /// for a later load.
    public func makeNextPageOperation() -> ResourceOperation<PageResource<Resource>>? {
        let slot = Slot.forward
        guard slots[Slot.refresh].activeLoad == nil, slots[slot].activeLoad == nil, slots[slot].stopError == nil,
            let key = pendingKey(.end)
        else { return nil }
        let outcome = OneShot<Result<Page<Item, Key>, ResourceError>>(valueOnCancellation: .failure(.cancelled))
        // Released with the operation's closures: an operation dropped unqueued answers `.cancelled`.
        let release = ReleaseSignal { outcome.fulfil(.failure(.cancelled)) }
        let operation = ResourceOperation(
            resource: pageResource(at: key),
            service: service,
            completion: { result in
                withExtendedLifetime(release) { outcome.fulfil(result) }
            },
            finishedWithoutResult: {
                withExtendedLifetime(release) { outcome.fulfil(.failure(.cancelled)) }
            }
        )
        let load = makeLoad(in: slot, callers: 0, heldByOperation: true)
        slots[slot].start(load)
        let id = load.id
        slots[slot].attach(
            Task { [weak self] in
                let result = await outcome.value
                await self?.finish(id, in: slot, result: result)
            })
        publish()
        return operation
    }

    // MARK: - Internals

    /// Loads the page with `key` in the refresh slot, in a new generation, or joins the load of that page there.
    /// With `revalidating`, the page is asked of the server even when a stored copy is fresh.
    private func reload(from key: Key, joiningLoadInFlight: Bool = true, revalidating: Bool = false) async
        -> PageLoadResult
    {
        if Task.isCancelled { return .cancelled }
        if joiningLoadInFlight, refreshKey == key, let running = slots[Slot.refresh].join() {
            return await wait(for: running, in: Slot.refresh)
        }
        startGeneration(clearingItems: false)
        refreshKey = key
        return await start(key, in: Slot.refresh, revalidating: revalidating)
    }

    /// How many calls wait on the load in flight towards the end (or for the initial page), joined or started: 0
    /// when none is in flight. For tests, which must know every call joined before they let the page arrive.
    package var callersOfNextPageLoad: Int {
        slots[Slot.forward].activeLoad?.callers ?? 0
    }

    /// What a call to load towards an edge does, decided on the actor by ``beginLoad(_:)``.
    private enum LoadStart {
        /// Nothing to load: the call's answer.
        case answered(PageLoadResult)
        /// The call joined the load in flight in `slot`.
        case joining(LoadSlot.ActiveLoad, slot: Int)
        /// The call started `load` in `slot`; `fetch` is the work of the load's task, for the caller to start.
        case starting(LoadSlot.ActiveLoad, slot: Int, fetch: @Sendable () async -> Void)
    }

    /// Loads towards `edge`, or joins the load in flight, as ``load(_:)`` does, but starts a load's task off the
    /// actor: there a runtime with immediate tasks (Swift 6.2) runs it at once on the caller's thread up to its
    /// request, where from the actor it would first wait for a thread to wake. The task is still the load's own,
    /// so a cancelled caller returns at once while the load goes on for the others.
    private nonisolated func loadStartingOffActor(_ edge: WindowEdge) async -> PageLoadResult {
        let start = await beginLoad(edge)
        if case .starting(let load, let slot, let fetch) = start {
            return await wait(for: load, in: slot, fetchedBy: Self.startTask(fetch))
        }
        return await load(after: start)
    }

    /// Loads towards `edge`, or joins the load in flight, with nothing else run on the actor in between: for
    /// calls made on it.
    func load(_ edge: WindowEdge) async -> PageLoadResult {
        await load(after: beginLoad(edge))
    }

    private func load(after start: LoadStart) async -> PageLoadResult {
        switch start {
        case .answered(let result): result
        case .joining(let load, let slot): await wait(for: load, in: slot)
        case .starting(let load, let slot, let fetch):
            await wait(for: load, in: slot, fetchedBy: Task(operation: fetch))
        }
    }

    private func beginLoad(_ edge: WindowEdge) -> LoadStart {
        if Task.isCancelled { return .answered(.cancelled) }
        if let refresh = slots[Slot.refresh].join() { return .joining(refresh, slot: Slot.refresh) }
        // With nothing loaded yet, both directions mean "the initial page", loaded once in the forward slot.
        let slot = window.isEmpty ? Slot.forward : Slot.of(edge)
        if let running = slots[slot].join() { return .joining(running, slot: slot) }
        if let error = slots[slot].stopError { return .answered(.failed(error)) }
        guard let key = pendingKey(edge) else { return .answered(.reachedEnd) }
        let (load, fetch) = prepareLoad(of: key, in: slot)
        publish()
        return .starting(load, slot: slot, fetch: fetch)
    }

    /// A task running `work` now: an immediate task where the runtime has them, which runs on the calling thread
    /// until it first suspends.
    private static func startTask(_ work: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        #if compiler(>=6.2)
            if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
                return Task.immediate(operation: work)
            }
        #endif
        return Task(operation: work)
    }

    private func pendingKey(_ edge: WindowEdge) -> Key? {
        guard !window.isEmpty else { return initialKey }
        let key = window.key(beyond: edge)
        // After a splice the next page starts one row early, at the last listed row, to check that none was skipped.
        guard edge == .end, let key, let unconfirmedEnd, let addressing, let position = addressing.position(key),
            position > unconfirmedEnd.knownEnd
        else { return key }
        return addressing.moved(key, -1) ?? key
    }

    /// The key to ask for instead of the page `page` loaded with `key` in the forward slot by load `id`, when
    /// that page may have skipped rows: after a splice (see ``splice(after:searchText:query:)``), a page that does not
    /// start at a listed row and starts after the rows whose positions are known. Steps back twice as far each
    /// time, never before those rows.
    private func earlierKey(
        than key: Key, for result: Result<Page<Item, Key>, ResourceError>, load id: Int
    ) -> Key? {
        guard let load = slots[Slot.forward].activeLoad, load.id == id, load.generation == generation,
            var unconfirmed = unconfirmedEnd, let addressing, case .success(let page) = result,
            let position = addressing.position(key), position > unconfirmed.knownEnd
        else { return nil }
        if let first = page.items.first, window.contains(id: first.id) { return nil }
        let earlier = max(unconfirmed.knownEnd, position - unconfirmed.step)
        unconfirmed.step *= 2
        unconfirmedEnd = unconfirmed
        return addressing.moved(key, earlier - position)
    }

    /// Applies the answer `result` to the load `id`, asked for with `key`, as ``finish(_:in:result:)`` does; but
    /// first, when `followingEdits`, returns the key the app's edits moved the page to (see
    /// ``keyMovedByEdits(from:load:)``), to ask for instead, and applies nothing.
    private func finish(
        _ id: Int, in slot: Int, key: Key, result: Result<Page<Item, Key>, ResourceError>, followingEdits: Bool
    ) -> Key? {
        if followingEdits, let moved = keyMovedByEdits(from: key, load: id) { return moved }
        finish(id, in: slot, result: result)
        return nil
    }

    /// The key to ask for instead of `key`, the one the forward load `id` asked for, when a row the app removed or
    /// inserted meanwhile (``removeItem(withID:)``, ``insertItem(_:at:)``) moved the next page's position: the page
    /// asked for would skip or repeat rows, and would not follow the last page. `nil` when `key` still names the next
    /// page.
    private func keyMovedByEdits(from key: Key, load id: Int) -> Key? {
        guard let load = slots[Slot.forward].activeLoad, load.id == id, load.generation == generation,
            unconfirmedEnd == nil, addressing != nil, let next = window.key(beyond: .end), next != key
        else { return nil }
        return next
    }

    private func makeLoad(in slot: Int, callers: Int, heldByOperation: Bool = false) -> LoadSlot.ActiveLoad {
        lastLoadID += 1
        let anchor: Int? =
            switch slot {
            case Slot.forward: window.position(at: .end)
            case Slot.backward: window.position(at: .start)
            default: nil
            }
        return LoadSlot.ActiveLoad(
            id: lastLoadID, generation: generation, anchor: anchor,
            outcome: LoadOutcome(), callers: callers, heldByOperation: heldByOperation,
            priority: SharedPriority.forCurrentTask())
    }

    private func start(_ key: Key, in slot: Int, revalidating: Bool = false) async -> PageLoadResult {
        let (load, fetch) = prepareLoad(of: key, in: slot, revalidating: revalidating)
        publish()
        return await wait(for: load, in: slot, fetchedBy: Task(operation: fetch))
    }

    /// Starts a load of the page with `key` in `slot` and returns it, with the work of its task: fetch the page
    /// and hand it over (see ``wait(for:in:)``).
    private func prepareLoad(
        of key: Key, in slot: Int, revalidating: Bool = false
    ) -> (LoadSlot.ActiveLoad, @Sendable () async -> Void) {
        let load = makeLoad(in: slot, callers: 1)
        // What pages are asked for with is read now: a search or a query change after this load starts a new
        // generation, which drops it.
        let (resource, paging) = (self.resource, self.paging)
        let (searchText, query) = (self.searchText, self.query)
        let service = self.service
        let page = { @Sendable (key: Key) in
            PageResource(list: resource, key: key, searchText: searchText, query: query, paging: paging)
        }
        // Every request of the load goes at the highest priority its callers ask for.
        let priority = load.priority
        let fetch = { @Sendable (key: Key) in await priority.run { await service.result(for: page(key)) } }
        slots[slot].start(load)
        let id = load.id
        let checksSkips = slot == Slot.forward && unconfirmedEnd != nil
        let followsEdits = slot == Slot.forward && !checksSkips
        let handoff = PageHandoff(load: id, followsEdits: followsEdits, fetch: fetch)
        handoffs[slot] = handoff
        let outcome = load.outcome
        return (
            load,
            { [weak self] in
                var key = key
                let first = page(key)
                var result = await priority.run {
                    await service.result(for: revalidating ? first.revalidating() : first)
                }
                while checksSkips, let earlier = await self?.earlierKey(than: key, for: result, load: id) {
                    key = earlier
                    result = await fetch(key)
                }
                // No hop to the actor: the first caller back there applies the page (see `wait(for:in:)`).
                handoff.deposit(key: key, result: result)
                outcome.arrive()
            }
        )
    }

    /// Waits for `load` as its first caller, which started `task`, the load's task: the load keeps it, to cancel
    /// when it is dropped; one dropped already (by a new generation, meanwhile) cancels it now.
    private func wait(
        for load: LoadSlot.ActiveLoad, in slot: Int, fetchedBy task: Task<Void, Never>
    ) async -> PageLoadResult {
        if slots[slot].activeLoad?.id == load.id { slots[slot].attach(task) } else { task.cancel() }
        return await wait(for: load, in: slot)
    }

    /// Waits for `load` as one of its callers. A cancelled caller stops waiting at once; the last one to leave
    /// cancels the load. The first caller back on the actor after the load's task handed its page over applies
    /// it, once, for all of them; a caller that finds it applied, or the load dropped, returns the answer.
    private func wait(for load: LoadSlot.ActiveLoad, in slot: Int) async -> PageLoadResult {
        let outcome = load.outcome
        var waiting = await outcome.wait(for: .arrived)
        if waiting, let handoff = handoffs[slot], handoff.load == load.id {
            handoffs[slot] = nil
            // Not answered yet, so the arrival was the task's: the page is there to take.
            if outcome.answer == nil, let (key, result) = handoff.take() {
                apply(result, asked: key, to: load.id, in: slot, from: handoff)
            }
        }
        // Still unanswered when the app's edits moved the page (a follow-up task asks for it and applies it).
        if waiting, outcome.answer == nil { waiting = await outcome.wait(for: .answered) }
        let result = outcome.answer ?? .cancelled
        if let abandoned = slots[slot].leave(load.id, cancelled: Task.isCancelled) {
            if handoffs[slot]?.load == load.id { handoffs[slot] = nil }
            drop(abandoned, answering: .cancelled)
            publish()
        }
        return result
    }

    /// Applies the page that load `id` handed over, as ``finish(_:in:result:)`` does; or, when the app's edits
    /// moved the next page meanwhile (see ``keyMovedByEdits(from:load:)``), asks for the moved page in a new task,
    /// which applies what it gets.
    private func apply(
        _ result: Result<Page<Item, Key>, ResourceError>, asked key: Key, to id: Int, in slot: Int,
        from handoff: PageHandoff<Item, Key>
    ) {
        guard let moved = finish(id, in: slot, key: key, result: result, followingEdits: handoff.followsEdits)
        else { return }
        let fetch = handoff.fetch
        slots[slot].attach(
            Task { [weak self] in
                var key = moved
                var result = await fetch(key)
                // One hop to the actor per answer: it either names the key the app's edits moved the page to, or
                // applies the answer.
                while let moved = await self?.finish(id, in: slot, key: key, result: result, followingEdits: true) {
                    key = moved
                    result = await fetch(key)
                }
            })
    }

    /// Cancels a load that no longer holds its slot and answers its callers.
    private func drop(_ load: LoadSlot.ActiveLoad?, answering result: PageLoadResult) {
        guard let load else { return }
        load.task?.cancel()
        load.outcome.answer(result)
    }

    private func startGeneration(clearingItems: Bool) {
        for slot in slots.indices { drop(slots[slot].newGeneration(), answering: .superseded) }
        generation += 1
        pagesAddingNothing = [0, 0]
        unconfirmedEnd = nil
        windowBeforeRefresh = nil
        if clearingItems { window.removeAll() }
    }

    /// Applies a finished load, unless it was dropped meanwhile (by a new generation, ``cancelLoads()``, its last
    /// caller leaving, or the page cap dropping the page it was to follow); its callers were answered then.
    private func finish(_ id: Int, in slot: Int, result: Result<Page<Item, Key>, ResourceError>) {
        guard let load = slots[slot].activeLoad, load.id == id, load.generation == generation else { return }
        let outcome: PageLoadResult
        switch result {
        case .failure(.cancelled):
            if slot == Slot.refresh { keepsListedForSplice = false }
            _ = slots[slot].finish(id, failure: nil)
            outcome = .cancelled
        case .failure(let error):
            if slot == Slot.refresh { keepsListedForSplice = false }
            let key = pendingKeyDescription(slot)
            let pagingError = Self.pagingError(in: error) ?? .loadFailed(key: key, underlying: error)
            _ = slots[slot].finish(id, failure: pagingError)
            outcome = .failed(pagingError)
        case .success(let page):
            _ = slots[slot].finish(id, failure: nil)
            outcome = add(page, from: load, in: slot)
        }
        load.outcome.answer(outcome)
        publish()
    }

    private func pendingKeyDescription(_ slot: Int) -> String {
        let key: Key? =
            switch slot {
            case Slot.forward: pendingKey(.end)
            case Slot.backward: pendingKey(.start)
            default: refreshKey ?? initialKey
            }
        return key.map { "\($0)" } ?? "nil"
    }

    /// The paging error a service error carries: a strategy's, raised while reading a page, or a link's that
    /// cannot be followed, raised while building the request for it.
    private static func pagingError(in error: ResourceError) -> PagingError? {
        switch error {
        case .decodingFailed(_, _, _, let underlying): underlying as? PagingError
        case .invalidRequest(_, let underlying?): underlying as? PagingError
        default: nil
        }
    }

    private func add(_ page: Page<Item, Key>, from load: LoadSlot.ActiveLoad, in slot: Int) -> PageLoadResult {
        let edge: WindowEdge = slot == Slot.backward ? .start : .end
        // The page must still sit next to the list: the page cap may have dropped the one it was to follow.
        if slot == Slot.refresh {
            if keepsListedForSplice { windowBeforeRefresh = window }
            keepsListedForSplice = false
            window.removeAll()
        } else if load.anchor != window.position(at: edge) {
            return .superseded
        } else if !window.isEmpty, page.items.isEmpty, (edge == .end ? page.nextKey : page.previousKey) == nil {
            // An empty page past the edge with no key to go on from is the end of the list there.
            window.end(at: edge)
            return .reachedEnd
        }
        // The initial page arriving, by a refresh or by the first load after a failed search or refresh, ends
        // whatever a refresh last reported.
        if window.isEmpty { slots[Slot.refresh].clearFailure() }
        // After a splice the page was asked for early (and maybe stepped back): the list leads to where it starts,
        // and the kept pages named by the positions it was asked for join the page before them.
        if slot == Slot.forward, unconfirmedEnd != nil {
            joinPages(namingPositionOf: page.key)
            window.leadEnd(to: page.key)
        }
        // Where the page was asked for matters only while unread pages may hold copies of its rows.
        let askedAt = edge == .end && window.pages.unreadCount > 0 ? listedIndex(of: page.key) : nil
        let addition = window.add(page, beyond: edge, askedAt: askedAt)
        if let key = addition.repeatedNextKey { slots[Slot.forward].stop(.repeatedKey(key: key)) }
        if let key = addition.repeatedPreviousKey { slots[Slot.backward].stop(.repeatedKey(key: key)) }
        if slot != Slot.refresh { countProgress(of: page, added: addition.added, in: slot) }
        if slot == Slot.forward { unconfirmedEnd = nil }
        if let maximumPages, window.trim(toAtMost: maximumPages, keeping: edge) {
            // The far end moved: a load in flight there would no longer follow the list.
            let farSlot = edge == .end ? Slot.backward : Slot.forward
            drop(slots[farSlot].abandon(), answering: .superseded)
        }
        return .loaded(added: addition.added, duplicates: addition.duplicates)
    }

    /// The index among the listed rows of the position `key` names, when keys name positions.
    private func listedIndex(of key: Key) -> Int? {
        guard let addressing, let first = window.pages.first, let start = addressing.position(first.key),
            let position = addressing.position(key)
        else { return nil }
        return position - start
    }

    /// Joins the listed pages whose keys name the position of `key` or a later one into the page before them (see
    /// ``LoadedWindow/joinPages(from:)``): a page asked for with `key` is about to follow them, and keys must not
    /// repeat. Nothing when keys do not name positions, or when every page would join (the first page stays).
    ///
    /// - Complexity: O(j) for the j pages at the end whose keys name a later position, plus the rows joined.
    private func joinPages(namingPositionOf key: Key) {
        guard let addressing, let position = addressing.position(key) else { return }
        var index = window.pages.count
        while index > 1, let listed = addressing.position(window.pages[index - 1].key), listed >= position {
            index -= 1
        }
        window.joinPages(from: index)
    }

    /// Stops a direction after ``barrenPageLimit`` pages in a row whose every row was listed already, whatever the
    /// strategy: keys that never repeat (offsets, page numbers) over a server that ignores them would walk on
    /// forever. An empty page is no such sign (a server may name empty pages before the rows), and a repeated key
    /// is caught on its own.
    private func countProgress(of page: Page<Item, Key>, added: Int, in slot: Int) {
        if page.items.isEmpty { return }
        pagesAddingNothing[slot] = added > 0 ? 0 : pagesAddingNothing[slot] + 1
        guard pagesAddingNothing[slot] >= Self.barrenPageLimit, slots[slot].stopError == nil else { return }
        slots[slot].stop(.pagesAddedNothing(count: pagesAddingNothing[slot]))
    }

    func publish() {
        guard !subscribers.isEmpty else { return }
        let state = currentState
        for continuation in subscribers.values { continuation.yield(state) }
    }

    private func unsubscribe(_ id: Int) {
        subscribers[id] = nil
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
        guard searchText == nil, query.isEmpty, slots.allSatisfy({ $0.activeLoad == nil }) else { return .deferred }
        let listed = loadedPages
        let sameRows = { (lhs: Page<Item, Key>, rhs: Page<Item, Key>) in
            lhs.key == rhs.key && lhs.nextKey == rhs.nextKey && lhs.previousKey == rhs.previousKey
                && lhs.items == rhs.items
        }
        if listed.count == pages.count, zip(listed, pages).allSatisfy(sameRows) { return .unchanged }
        var read: [Key: Page<Item, Key>] = [:]
        for (index, page) in listed.enumerated() where window.pages[index].isRead { read[page.key] = page }
        restore(pages)
        for (index, page) in pages.enumerated() where index < window.pages.count {
            if let before = read[page.key], sameRows(before, page) { window.setRead(true, pageAt: index) }
        }
        return .adopted
    }
}

/// Where the rows whose server positions a splice knows end, and how far a forward page that may have skipped
/// rows steps back; see `Paginator.splice(after:searchText:query:)`.
private struct UnconfirmedEnd {
    /// The position after the last row whose position is known (the fresh pages' last row).
    var knownEnd: Int
    /// How many rows the next step back goes.
    var step: Int
}

/// The paginator's three slots, as indexes of its `slots` array. (Outside the generic actor, so that using them
/// looks up no generic metadata.)
private enum Slot {
    static var forward: Int { 0 }
    static var backward: Int { 1 }
    static var refresh: Int { 2 }

    static func of(_ edge: WindowEdge) -> Int { edge == .end ? forward : backward }
}

/// The page a load's task fetched, handed over to the first of the load's callers back on the paginator, which
/// applies it: the task itself does not hop onto the actor.
private final class PageHandoff<Item: Sendable, Key: Hashable & Sendable>: Sendable {
    /// The load whose page this is.
    let load: Int
    /// Whether the page, before it is applied, is checked for a key that the app's edits moved.
    let followsEdits: Bool
    /// Fetches the page with a key, with the search text and the query the load started with.
    let fetch: @Sendable (Key) async -> Result<Page<Item, Key>, ResourceError>
    private let fetched = NSLock()
    // Safe to be `nonisolated(unsafe)`: read and written only while `fetched` is held.
    nonisolated(unsafe) private var page: (key: Key, result: Result<Page<Item, Key>, ResourceError>)?

    init(
        load: Int, followsEdits: Bool, fetch: @escaping @Sendable (Key) async -> Result<Page<Item, Key>, ResourceError>
    ) {
        self.load = load
        self.followsEdits = followsEdits
        self.fetch = fetch
    }

    /// Keeps the answer to the request for `key`.
    func deposit(key: Key, result: Result<Page<Item, Key>, ResourceError>) {
        fetched.lock()
        page = (key, result)
        fetched.unlock()
    }

    /// The answer, once: later calls get `nil`.
    func take() -> (key: Key, result: Result<Page<Item, Key>, ResourceError>)? {
        fetched.lock()
        defer { fetched.unlock() }
        return page.take()
    }
}

/// Runs a closure when released: tells the paginator that a next-page operation was dropped without running.
private final class ReleaseSignal: Sendable {
    private let onRelease: @Sendable () -> Void

    init(_ onRelease: @escaping @Sendable () -> Void) {
        self.onRelease = onRelease
    }

    deinit { onRelease() }
}

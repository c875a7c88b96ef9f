import Foundation
import ResourceLoader
import ResourceStore

/// A paged list as a screen shows it: local data first, then the network, then one update per change, each a
/// ``ResourceStore/ListSnapshot`` plus its ``ResourceStore/ListDiff``, the list's state and the row to keep in place.
///
/// The list owns a ``Paginator``; everything it shows is derived from the paginator's pages, grouped into
/// sections by a key the app gives (computed per item over the whole list, so a page that continues yesterday
/// joins yesterday's section). Updates are delivered on the main actor, ids are always unique, and a burst of
/// paginator changes makes one update. An append costs O(page) up to the update, with the UI holding the latest
/// update's snapshot (as every adapter does); other changes cost O(n).
///
/// ```swift
/// let list = PagedList(resource: Users(), service: service)
/// list.onUpdate = { update in apply(update.diff, to: update.snapshot) }
/// await list.start()
/// ```
///
/// Observe it three ways: ``onUpdate``, ``updates()`` (an `AsyncStream`), or, from iOS 17 and macOS 14,
/// ``ObservablePagedList``.
@MainActor
public final class PagedList<Resource: PaginatedResource, SectionID: Hashable & Sendable>
where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
    /// One row.
    public typealias Item = Resource.Item
    /// What names a page.
    public typealias Key = Resource.Paging.Key
    /// One change as the UI applies it.
    public typealias Update = ListUpdate<SectionID, Item.ID>

    /// The paginator that loads the pages. Drive the list through the list's own methods; a change made on the
    /// paginator directly shows on the list's next update.
    public let paginator: Paginator<Resource>
    /// How many rows before an end ``loadMoreIfNeeded(atIndex:)`` starts loading the next page. Defaults to 10.
    public var prefetchDistance: Int
    /// The text fields a search looks in, for the instant local filter; `nil` (the default) filters nothing
    /// locally.
    public var searchFields: (@Sendable (Item) -> [String])?
    /// How long typing must pause, in seconds, before a search goes to the server; `nil` (the default)
    /// searches locally only.
    public var remoteSearchDelay: Double?
    /// What waits out ``remoteSearchDelay``; inject your own to test.
    public var sleeper: any Sleeping = TaskSleeper()
    /// Tells the list whether the network is reachable; read from ``start()`` on.
    public var reachability: (any ReachabilitySource)?
    /// Whether ``ListState/placeholders`` counts the rows not loaded yet when the server states a total; see
    /// ``loadMoreIfNeeded(atPosition:)``. Defaults to `false`.
    public var showsPlaceholders = false
    /// Called on the main actor with every update, after ``snapshot`` and ``state`` changed.
    public var onUpdate: ((Update) -> Void)?

    /// The list's state now.
    public private(set) var state = ListState()
    /// The row the reader is at: set by ``setAnchor(_:)``, by ``loadMoreIfNeeded(currentItem:)``, or from a
    /// restored list. Each update carries it (when listed) so the UI keeps that row in place when rows are
    /// inserted above it, and it is saved with the list.
    public private(set) var anchor: Item.ID?
    /// The last error the local source threw, if any (the list goes on from the network).
    public private(set) var localSourceError: (any Error)?

    private var renderer: ListRenderer<SectionID, Item>
    private let loadSaved: (@Sendable () async throws -> SavedPagedList<Item, Key>?)?
    private let saveList: (@Sendable (SavedPagedList<Item, Key>) async throws -> Void)?
    /// The streams and tasks that end when the list is released.
    private let lifetime = ListLifetime<Update>()
    /// The streams of ``updatesWithItems()``, finished with the list.
    private let itemsLifetime = ListLifetime<ListItemsUpdate<SectionID, Item>>()
    private var pump: Task<Void, Never>?
    private var needsRender = false
    private var hasRendered = false
    /// Rows kept on screen, while a sync or remote search loads, instead of the paginator's, and what froze them:
    /// only that load lets them go, so a search that lost to a newer one never keeps rows frozen behind it.
    private var frozen: FrozenRows<Item>?
    private var cachedAt: Date?
    private var syncedAt: Date?
    private var isReachable = true
    private var searchQuery: String?
    private var searchTask: Task<Void, Never>?
    private var searchToken = 0
    /// The pages listed before a remote search, listed again when it is cleared.
    private var unfilteredPages: [Page<Item, Key>]?
    private var isSubscribed = false
    /// The last save to the local source; the next one waits for it.
    private var lastSave: Task<Void, Never>?
    /// Edits shown over the paginator's items until they are confirmed and written, or rolled back.
    private var overlay = ListEditOverlay<Item>()
    /// The token of the latest edit written into the paginator, per row: an earlier edit confirmed later is not
    /// written over it.
    private var writtenEditTokens: [Item.ID: Int] = [:]
    /// Whether the last render showed edits (the next one rebuilds, to show them gone).
    private var overlayShown = false
    /// The paginator's state the pump read last: what an edit is shown over at once.
    private var lastState: PaginatorState<Item>?
    /// How many reads of the paginator's state the pump started: orders them against written edits.
    private var stateReads = 0
    /// How many syncs are running.
    private var syncsRunning = 0
    /// How many syncs have started: names each sync's freeze.
    private var syncsStarted = 0
    /// The service's invalidations this list follows (see `PagedList+Invalidation.swift`).
    var invalidationObservation = InvalidationObservation()
    var revalidation = ListRevalidation<Item.ID>()

    /// Creates a list; nothing loads until ``start()``.
    ///
    /// - Parameters:
    ///   - resource: the list's endpoint.
    ///   - service: what fetches its pages.
    ///   - initialKey: the page to open at (for instance the one holding the first unread row).
    ///   - maximumPages: the most pages kept in memory (see ``Paginator/maximumPages``).
    ///   - prefetchDistance: see ``prefetchDistance``.
    ///   - sectionID: the section of an item, for instance its day.
    public convenience init(
        resource: Resource,
        service: any ResourceService,
        initialKey: Key? = nil,
        maximumPages: Int? = nil,
        prefetchDistance: Int = 10,
        sectionID: @escaping @Sendable (Item) -> SectionID
    ) {
        self.init(
            paginator: Paginator(
                resource: resource, service: service, initialKey: initialKey, maximumPages: maximumPages),
            prefetchDistance: prefetchDistance, sectionID: sectionID, load: nil, save: nil)
    }

    /// Creates a list that shows `localSource`'s saved pages first and saves every change the network brings.
    ///
    /// - Parameters: as ``init(resource:service:initialKey:maximumPages:prefetchDistance:sectionID:)``, plus
    ///   `localSource`, where the pages are kept between launches.
    public convenience init<Local: PagedListLocalSource>(
        resource: Resource,
        service: any ResourceService,
        localSource: Local,
        initialKey: Key? = nil,
        maximumPages: Int? = nil,
        prefetchDistance: Int = 10,
        sectionID: @escaping @Sendable (Item) -> SectionID
    ) where Local.Item == Item, Local.Key == Key {
        self.init(
            paginator: Paginator(
                resource: resource, service: service, initialKey: initialKey, maximumPages: maximumPages),
            prefetchDistance: prefetchDistance, sectionID: sectionID,
            load: { try await localSource.loadSavedList() }, save: { try await localSource.save($0) })
    }

    private init(
        paginator: Paginator<Resource>,
        prefetchDistance: Int,
        sectionID: @escaping @Sendable (Item) -> SectionID,
        load: (@Sendable () async throws -> SavedPagedList<Item, Key>?)?,
        save: (@Sendable (SavedPagedList<Item, Key>) async throws -> Void)?
    ) {
        self.paginator = paginator
        self.prefetchDistance = prefetchDistance
        self.renderer = ListRenderer(sectionID: sectionID, appendsInPlace: paginator.duplicatePolicy == .keepFirst)
        self.loadSaved = load
        self.saveList = save
    }

    // MARK: - Reading

    /// The shown sections and ids, in display order.
    public var snapshot: ListSnapshot<SectionID, Item.ID> { renderer.snapshot }

    /// The shown item with `id`, or `nil`.
    ///
    /// - Complexity: O(1).
    public func item(withID id: Item.ID) -> Item? { renderer.itemsByID[id] }

    /// The shown item at `indexPath`, or `nil`.
    public func item(at indexPath: ListIndexPath) -> Item? {
        renderer.snapshot.itemIdentifier(at: indexPath).flatMap { renderer.itemsByID[$0] }
    }

    /// Every update from now on, starting with one that inserts everything shown now (from an empty snapshot),
    /// so that a reader that applies each diff to its previous snapshot always holds the list's. Nothing is
    /// dropped: a slow reader gets every update in order.
    public func updates() -> AsyncStream<Update> {
        let (stream, continuation) = AsyncStream.makeStream(of: Update.self)
        continuation.yield(
            Update(
                snapshot: renderer.snapshot, diff: ListDiff(from: ListSnapshot(), to: renderer.snapshot),
                state: state, anchor: shownAnchor))
        let id = lifetime.add(continuation)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.lifetime.remove(id) }
        }
        return stream
    }

    /// ``updates()``, each with the values of the rows it inserts or changes, read as it was made (see
    /// ``ListItemsUpdate``): what a reader that applies updates later makes its cells from.
    ///
    /// - Complexity: O(k) per update for the k rows it inserts or changes; the first lists every row.
    package func updatesWithItems() -> AsyncStream<ListItemsUpdate<SectionID, Item>> {
        let (stream, continuation) = AsyncStream.makeStream(of: ListItemsUpdate<SectionID, Item>.self)
        let diff = ListDiff(from: ListSnapshot(), to: renderer.snapshot)
        continuation.yield(
            ListItemsUpdate(
                update: Update(snapshot: renderer.snapshot, diff: diff, state: state, anchor: shownAnchor),
                items: renderer.items(changedBy: diff)))
        let id = itemsLifetime.add(continuation)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.itemsLifetime.remove(id) }
        }
        return stream
    }

    // MARK: - Loading

    /// Shows the local source's saved pages at once (the state says they are cached and since when), then asks
    /// the server for the first page and syncs in one update: new rows inserted, changed rows updated, rows
    /// the server no longer returns within the refreshed page removed; the saved rows after its last saved row
    /// stay (see ``refresh()``).
    @discardableResult
    public func start() async -> PageLoadResult {
        // The saved pages are restored before the list follows the paginator, so its first update shows them
        // rather than an empty first load.
        var restored = false
        if let loadSaved {
            do {
                if let saved = try await loadSaved(), !saved.pages.isEmpty {
                    cachedAt = saved.savedAt
                    anchor = anchor ?? saved.anchor
                    await paginator.restore(saved.pages)
                    restored = true
                }
            } catch {
                localSourceError = error
            }
        }
        await subscribe()
        if restored { await settle() }
        return await sync()
    }

    /// Reloads the first page and syncs it in one update, keeping the rows listed until it arrives (the state
    /// says they are stale).
    ///
    /// The fresh page replaces the listed rows up to its last row that is listed too (its boundary); the rows
    /// listed after that row stay, a row the server inserted at the head pushed out of the first page included,
    /// and paging goes on from where they end. Listed rows up to the boundary that the server no longer returns
    /// are removed; ids stay unique. When no fresh row is listed, the fresh page replaces the list.
    @discardableResult
    public func refresh() async -> PageLoadResult {
        await sync()
    }

    /// Loads the page after the last one and returns once the update is delivered.
    @discardableResult
    public func loadNextPage() async -> PageLoadResult {
        await load(.forward)
    }

    /// Loads the page before the first one and returns once the update is delivered.
    @discardableResult
    public func loadPreviousPage() async -> PageLoadResult {
        await load(.backward)
    }

    private func load(_ direction: PagingDirection) async -> PageLoadResult {
        await subscribe()
        let result =
            direction == .forward ? await paginator.loadNextPage() : await paginator.loadPreviousPage()
        await settle()
        if case .loaded = result { await save() }
        return result
    }

    /// Makes the row with `id` the anchor: the row the reader is at, which the UI keeps in place when rows are
    /// inserted above it (a previous page arriving, a refresh inserting at the head). Call it with the row at the
    /// top of the screen when scrolling stops, or before ``start()`` to open at that row (give `initialKey` the
    /// key of its page); set before `start()`, it wins over the saved anchor. When the listed anchor changes, an
    /// update with an empty diff carries it at once; it is saved with the list's next save. `nil` clears it.
    ///
    /// ``loadMoreIfNeeded(currentItem:)`` also sets it, to the row it is given: the last of the two calls wins.
    public func setAnchor(_ id: Item.ID?) {
        let shown = shownAnchor
        anchor = id
        if shownAnchor != shown, let lastState { render(lastState, delivering: true) }
    }

    /// Loads the next (or previous) page when the row with `id`, which the UI is about to show, is within
    /// ``prefetchDistance`` of an end. Call it from cell display or a SwiftUI row's `onAppear`. A failed end
    /// waits for ``retry()``.
    public func loadMoreIfNeeded(currentItem id: Item.ID) {
        guard let indexPath = renderer.snapshot.indexPath(ofItem: id) else { return }
        anchor = id
        var index = indexPath.item
        for section in 0..<indexPath.section {
            if let sectionID = renderer.snapshot.sectionIdentifier(at: section) {
                index += renderer.snapshot.numberOfItems(inSection: sectionID)
            }
        }
        loadMoreIfNeeded(atIndex: index)
    }

    /// Loads the next (or previous) page when the row at `index`, counted over all sections, is within
    /// ``prefetchDistance`` of an end.
    public func loadMoreIfNeeded(atIndex index: Int) {
        revalidateIfUnread(atIndex: index)
        let count = renderer.snapshot.numberOfItems
        if index >= count - prefetchDistance, state.forward == .idle {
            Task { await self.loadNextPage() }
        }
        if index < prefetchDistance, state.backward == .idle {
            Task { await self.loadPreviousPage() }
        }
    }

    /// Loads again what failed: the first page or a refresh, then each failed end.
    public func retry() async {
        if state.refresh.error != nil || state.phase != .content {
            await sync()
            return
        }
        if state.forward.error != nil { await loadNextPage() }
        if state.backward.error != nil { await loadPreviousPage() }
    }

    /// Delivers the paginator's current state as an update and returns once it is delivered: what the list's
    /// own methods do before they return.
    public func settle() async {
        requestRender()
        await pump?.value
    }

    // MARK: - Search

    /// Filters the loaded rows by `text` at once (case- and diacritic-insensitive, in ``searchFields``) and, when
    /// ``remoteSearchDelay`` is set, asks the server once typing pauses that long, showing the filtered rows
    /// until the results arrive; the latest search wins. `nil` or an empty text clears the search: the rows
    /// listed before it come back without a refetch.
    ///
    /// - Returns: the search's task; await its value to know the remote search (if any) is shown.
    @discardableResult
    public func search(_ text: String?) -> Task<Void, Never> {
        let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines)
        let query = trimmed?.isEmpty == false ? trimmed : nil
        searchQuery = query
        searchToken += 1
        let token = searchToken
        searchTask?.cancel()
        // Rows frozen by a server search still loading now belong to this search: typing on keeps them shown
        // (filtered locally), and the search that lost never lets them go.
        if let rows = frozen, rows.owner.isSearch { frozen = rows.handed(to: .search(token)) }
        requestRender()
        let delay = remoteSearchDelay
        let sleeper = self.sleeper
        let task = Task {
            if let query, let delay {
                do {
                    try await sleeper.sleep(seconds: delay)
                } catch {
                    return  // cancelled by a newer search
                }
                guard token == self.searchToken else { return }
                await self.searchRemotely(query, token: token)
            } else {
                if query == nil, let pages = self.unfilteredPages {
                    self.unfilteredPages = nil
                    if pages.isEmpty {
                        // The search came before the first page did (and superseded its load): load it now,
                        // rather than list nothing and load nothing.
                        await self.sync()
                    } else {
                        await self.paginator.restore(pages)
                    }
                }
                self.unfreeze(.search(token))
            }
            await self.settle()
        }
        searchTask = task
        return task
    }

    private func searchRemotely(_ query: String, token: Int) async {
        let current = await paginator.currentState
        if unfilteredPages == nil, current.searchText == nil { unfilteredPages = await paginator.loadedPages }
        if frozen?.owner != .search(token) {
            frozen = FrozenRows(items: current.items, generation: current.generation, owner: .search(token))
        }
        await settle()
        await paginator.search(query)
        // Whether this search won or a newer search, a clear or a refresh replaced it, its freeze ends with it.
        unfreeze(.search(token))
    }

    /// Lets the frozen rows go when `owner` froze them.
    private func unfreeze(_ owner: FrozenRows<Item>.Owner) {
        if frozen?.owner == owner { frozen = nil }
    }

    // MARK: - Editing

    /// Shows `edit` at once, in one update, runs `serverCall`, and then either writes the edit into the
    /// paginator's loaded pages and saves them (the call succeeded), or rolls it back in one update and rethrows
    /// the call's error.
    ///
    /// Until the call returns, the edit is shown over whatever the list lists: pages that arrive and refreshes
    /// that land meanwhile keep it. A rollback removes this edit alone, so the row shows what the paginator holds
    /// now (a refresh's value, not a copy from before the edit), and other edits in flight stay.
    ///
    /// ```swift
    /// try await list.perform(.update(renamed)) {
    ///     try await api.rename(renamed.id, to: renamed.text)
    /// }
    /// ```
    ///
    /// - Throws: ``ListEditError`` before anything is shown when the edit names an id it cannot (an insert of a
    ///   listed id, an update or removal of an id not listed); otherwise the error `serverCall` threw.
    public func perform(_ edit: ListEdit<Item>, serverCall: () async throws -> Void) async throws {
        try check(edit)
        let token = overlay.add(edit)
        showNow()
        do {
            try await serverCall()
        } catch {
            overlay.remove(token)
            showNow()
            throw error
        }
        await commit(edit, token: token)
    }

    /// Replaces the listed row with `item`'s id by `item`, at once, and writes it into the loaded pages; for an
    /// edit the server already knows (see ``perform(_:serverCall:)`` for one it must confirm).
    ///
    /// - Throws: ``ListEditError/notListed(_:)`` when no row has that id.
    public func update(_ item: Item) async throws(ListEditError<Item.ID>) {
        try await apply(.update(item))
    }

    /// Lists `item` at `point` (by default at the start), at once, and writes it into the loaded pages.
    ///
    /// - Throws: ``ListEditError/duplicateID(_:)`` when a row with that id is listed: ids stay unique, so update
    ///   that row instead.
    public func insert(_ item: Item, at point: InsertionPoint<Item.ID> = .start) async throws(ListEditError<Item.ID>) {
        try await apply(.insert(item, at: point))
    }

    /// Removes the row with `id`, at once, and from the loaded pages.
    ///
    /// - Throws: ``ListEditError/notListed(_:)`` when no row has that id.
    public func remove(id: Item.ID) async throws(ListEditError<Item.ID>) {
        try await apply(.remove(id))
    }

    private func apply(_ edit: ListEdit<Item>) async throws(ListEditError<Item.ID>) {
        try check(edit)
        let token = overlay.add(edit)
        showNow()
        await commit(edit, token: token)
    }

    /// Refuses an edit that would list an id twice, names a row that is not listed, or inserts a row before any
    /// page is loaded to hold it.
    private func check(_ edit: ListEdit<Item>) throws(ListEditError<Item.ID>) {
        let items = frozen?.items ?? lastState?.items ?? PagedItems()
        let listed = overlay.lists(edit.id, over: items)
        switch edit {
        case .insert:
            if listed { throw .duplicateID(edit.id) }
            if items.pageCount == 0 { throw .nothingLoaded(edit.id) }
        case .update, .remove: if !listed { throw .notListed(edit.id) }
        }
    }

    /// Writes a confirmed edit into the paginator, shows the paginator's state once it holds it, and saves. The
    /// latest edit of a row wins, whatever order the server confirms them in: an edit confirmed after a later edit
    /// of the same row was written is not written over it.
    private func commit(_ edit: ListEdit<Item>, token: Int) async {
        if let written = writtenEditTokens[edit.id], written > token {
            overlay.remove(token)
            showNow()
            return
        }
        writtenEditTokens[edit.id] = token
        await write(edit)
        overlay.confirm(token, shownFromRead: stateReads + 1, held: syncsRunning > 0)
        await settle()
        await save()
    }

    private func write(_ edit: ListEdit<Item>) async {
        if let pages = unfilteredPages { unfilteredPages = edit.applied(to: pages) }
        switch edit {
        case .update(let item): await paginator.replaceItem(item)
        case .insert(let item, let point): await paginator.insertItem(item, at: point)
        case .remove(let id): await paginator.removeItem(withID: id)
        }
    }

    /// Ends a sync for the edits confirmed while it ran: writes them again over the pages it listed, and lets
    /// them go once no sync runs.
    private func rewriteHeldEdits() async {
        syncsRunning -= 1
        for edit in overlay.heldEdits { await write(edit) }
        if syncsRunning == 0 { overlay.releaseHeld(shownFromRead: stateReads + 1) }
    }

    /// Renders the last state read with the edits over it, at once (or asks the pump, before the first read).
    private func showNow() {
        if let lastState { render(lastState) } else { requestRender() }
    }

    /// `items` with the edits shown over them; the next render after edits were shown rebuilds the snapshot.
    private func overlaid(_ items: PagedItems<Item>) -> PagedItems<Item> {
        let hasEdits = !overlay.isEmpty
        defer { overlayShown = hasEdits }
        guard hasEdits || overlayShown else { return items }
        renderer.forgetRendered()
        guard hasEdits else { return items }
        var edited = PagedItems<Item>()
        edited.append(overlay.apply(to: items))
        return edited
    }

    // MARK: - Internals

    private func subscribe() async {
        guard !isSubscribed else { return }
        isSubscribed = true
        observeInvalidations()
        let states = await paginator.states()
        lifetime.own(
            Task { [weak self] in
                for await _ in states {
                    guard let self else { return }
                    self.requestRender()
                }
            })
        if let reachability {
            let statuses = reachability.reachability()
            lifetime.own(
                Task { [weak self] in
                    for await reachable in statuses {
                        guard let self else { return }
                        await self.reachabilityChanged(reachable)
                    }
                })
        }
    }

    private func reachabilityChanged(_ reachable: Bool) async {
        // Back online after being offline: sync, whether or not a load failed meanwhile (the list was offline, so
        // what it shows may be old). Decided before the flag changes, which the offline state is derived from.
        let reconnected = reachable && !isReachable
        isReachable = reachable
        await settle()
        if reconnected { await sync() }
    }

    /// Refreshes the first page with the listed rows frozen on screen, splices the listed rows after its boundary
    /// row back (``RefreshSplice``), and shows the outcome as one update.
    ///
    /// - Parameter newRequest: send a request even when a refresh is in flight (which it supersedes), for a change
    ///   made after that refresh's request (an invalidation); otherwise a refresh in flight is joined.
    @discardableResult
    func sync(newRequest: Bool = false) async -> PageLoadResult {
        await subscribe()
        syncsRunning += 1
        let current = await paginator.currentState
        let listed = await paginator.loadedPages
        syncsStarted += 1
        let owner = FrozenRows<Item>.Owner.sync(syncsStarted)
        frozen = FrozenRows(items: current.items, generation: current.generation, owner: owner)
        await settle()
        let result = newRequest ? await paginator.refreshWithNewRequest() : await paginator.refresh()
        if case .loaded = result {
            cachedAt = nil
            syncedAt = Date()
            await paginator.splice(after: listed, searchText: current.searchText)
        }
        await rewriteHeldEdits()
        unfreeze(owner)
        await settle()
        if case .loaded = result { await save() }
        if case .loaded = result { await revalidatePagesAroundAnchor() }
        return result
    }

    /// Saves the list to the local source after the saves before it, so that a slow save of an older list never
    /// lands after a newer one: each reads the pages when its turn comes.
    func save() async {
        guard saveList != nil else { return }
        let previous = lastSave
        let save = Task {
            await previous?.value
            await self.writeSavedList()
        }
        lastSave = save
        await save.value
    }

    private func writeSavedList() async {
        guard let saveList else { return }
        // A remote search's results are not the list: while one is shown, the pages listed before it are saved
        // (with the edits confirmed meanwhile written into them), or nothing when there are none.
        let pages: [Page<Item, Key>]
        if await paginator.currentState.searchText == nil {
            pages = await paginator.loadedPages
        } else if let unfiltered = unfilteredPages, !unfiltered.isEmpty {
            pages = unfiltered
        } else {
            return
        }
        let list = SavedPagedList(pages: pages, anchor: anchor, savedAt: Date())
        do {
            try await saveList(list)
        } catch {
            localSourceError = error
        }
    }

    private func requestRender() {
        needsRender = true
        guard pump == nil else { return }
        pump = Task { await self.runPump() }
    }

    /// Reads the paginator's state until no change is pending, one read at a time, so renders keep the order of
    /// the paginator's changes and a burst of them makes one update.
    private func runPump() async {
        while needsRender {
            needsRender = false
            stateReads += 1
            let read = stateReads
            let current = await paginator.currentState
            lastState = current
            overlay.prune(seenBy: read)
            render(current)
        }
        pump = nil
    }

    private var shownAnchor: Item.ID? {
        anchor.flatMap { renderer.snapshot.contains(item: $0) ? $0 : nil }
    }

    private func render(_ current: PaginatorState<Item>, delivering force: Bool = false) {
        let remoteQuery = current.searchText
        // Rows frozen while a server search loads are filtered locally by the text typed; the server's own results
        // are not filtered again.
        let localQuery = remoteQuery == searchQuery && frozen?.owner.isSearch != true ? nil : searchQuery
        let matcher = searchFields.flatMap { ListTextMatcher(query: localQuery, fields: $0) }
        let items = overlaid(frozen?.items ?? current.items)
        let diff = renderer.render(items, generation: frozen?.generation ?? current.generation, matcher: matcher)
        let newState = makeState(current, listed: items.count)
        guard !diff.isEmpty || newState != state || !hasRendered || force else { return }
        hasRendered = true
        state = newState
        let update = Update(snapshot: renderer.snapshot, diff: diff, state: newState, anchor: shownAnchor)
        lifetime.yield(update)
        if itemsLifetime.hasStreams {
            itemsLifetime.yield(ListItemsUpdate(update: update, items: renderer.items(changedBy: diff)))
        }
        onUpdate?(update)
    }

    /// The list's state, derived in one place from the paginator's, the frozen rows and reachability.
    private func makeState(_ current: PaginatorState<Item>, listed: Int) -> ListState {
        let shown = renderer.snapshot.numberOfItems
        let refresh: LoadState = frozen == nil ? current.refresh : .loading
        let failures = [refresh.error, current.forward.error, current.backward.error].compactMap { $0 }
        let transportFailure = failures.contains { Self.isTransport($0) }
        let isOffline = !isReachable || transportFailure
        let phase: ListPhase
        if shown > 0 {
            phase = .content
        } else if listed > 0 {
            phase = .empty
        } else if refresh.isLoading || current.forward.isLoading || current.backward.isLoading {
            phase = .firstLoad
        } else if let error = refresh.error ?? current.forward.error {
            phase = isOffline ? .offline : .failed(error)
        } else if current.forward == .reachedEnd {
            phase = .empty
        } else {
            phase = isOffline ? .offline : .firstLoad
        }
        return ListState(
            phase: phase, forward: current.forward, backward: current.backward, refresh: refresh,
            isStale: shown > 0 && (cachedAt != nil || refresh.isLoading), isOffline: isOffline, cachedAt: cachedAt,
            syncedAt: syncedAt, searchText: searchQuery,
            placeholders: shownPlaceholders(current, frozen: frozen != nil, searchQuery: searchQuery))
    }

    private static func isTransport(_ error: PagingError) -> Bool {
        if case .transport = error.resourceError { return true }
        return false
    }
}

extension PagedList where SectionID == SingleSection {
    /// Creates a list of one section; nothing loads until ``start()``.
    public convenience init(
        resource: Resource,
        service: any ResourceService,
        initialKey: Key? = nil,
        maximumPages: Int? = nil,
        prefetchDistance: Int = 10
    ) {
        self.init(
            resource: resource, service: service, initialKey: initialKey, maximumPages: maximumPages,
            prefetchDistance: prefetchDistance, sectionID: { _ in .main })
    }

    /// Creates a list of one section over a local source; nothing loads until ``start()``.
    public convenience init<Local: PagedListLocalSource>(
        resource: Resource,
        service: any ResourceService,
        localSource: Local,
        initialKey: Key? = nil,
        maximumPages: Int? = nil,
        prefetchDistance: Int = 10
    ) where Local.Item == Item, Local.Key == Key {
        self.init(
            resource: resource, service: service, localSource: localSource, initialKey: initialKey,
            maximumPages: maximumPages, prefetchDistance: prefetchDistance, sectionID: { _ in .main })
    }
}

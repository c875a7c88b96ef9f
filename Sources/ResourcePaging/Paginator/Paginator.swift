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
    /// Everything that changes as the paginator loads, refreshes, splices, searches and edits: written only by its
    /// transitions (see ``PaginatorMachine``).
    var machine: PaginatorMachine<Item, Key>
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
        let addressing = PageAddressing(paging)
        self.addressing = addressing
        self.machine = PaginatorMachine(
            initialKey: self.initialKey, maximumPages: self.maximumPages, duplicatePolicy: duplicatePolicy,
            addressing: addressing)
    }

    deinit {
        for slot in machine.slots { slot.activeLoad?.task?.cancel() }
        for continuation in subscribers.values { continuation.finish() }
    }

    // MARK: - Reading

    /// The current items and load states.
    public var currentState: PaginatorState<Item> { machine.state }

    /// The loaded items, in order.
    public var items: PagedItems<Item> { machine.window.items }

    /// The listed pages with their keys and their neighbours' keys, in order: what a local store saves so that
    /// ``restore(_:searchText:query:)`` can list them again on the next launch.
    ///
    /// - Complexity: O(p) for p pages (the items' arrays are shared, not copied).
    public var loadedPages: [Page<Item, Key>] {
        machine.window.listedPages
    }

    /// The query every page is asked for with (see ``changeQuery(to:)``); empty by default.
    public var query: ListQuery { machine.query }

    /// The listed pages of the current generation.
    var window: LoadedWindow<Item, Key> { machine.window }

    /// Grows with every reset, refresh, jump, search, query change and restore.
    var generation: Int { machine.generation }

    /// The rules the paginator's state keeps, one sentence for each broken (see
    /// ``PaginatorMachine/invariantViolations()``): empty when it is sound. For tests.
    package func invariantViolations() -> [String] {
        machine.invariantViolations()
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
        machine.startGeneration(clearingItems: true)
        publish()
    }

    /// Starts a new generation for `text` (or no search, for `nil`): empties the list and loads the initial page
    /// of the results. Results of an older search are never shown, however late they arrive.
    @discardableResult
    public func search(_ text: String?) async -> PageLoadResult {
        machine.startGeneration(clearingItems: true)
        machine.ask(searchText: text, query: nil)
        return await loadInitialPageAfresh()
    }

    /// Starts a new generation for `query`: empties the list and loads the initial page of the query's results,
    /// with the search text in force. Pages of an older query are never shown, however late they arrive.
    @discardableResult
    public func changeQuery(to query: ListQuery) async -> PageLoadResult {
        machine.startGeneration(clearingItems: true)
        machine.ask(searchText: machine.searchText, query: query)
        return await loadInitialPageAfresh()
    }

    /// The resource for the page with `key`, with the search text and the query in force.
    func pageResource(at key: Key) -> PageResource<Resource> {
        PageResource(list: resource, key: key, searchText: machine.searchText, query: machine.query, paging: paging)
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
        machine.restore(pages, searchText: searchText, query: query)
        publish()
    }

    /// Cancels the loads in flight; their callers get ``PageLoadResult/cancelled`` and their pages keep their
    /// keys, so loading again retries them.
    public func cancelLoads() {
        machine.cancelLoads()
        publish()
    }

    // MARK: - Publishing

    /// Hands the current state to every subscriber of ``states()``.
    func publish() {
        guard !subscribers.isEmpty else { return }
        let state = currentState
        for continuation in subscribers.values { continuation.yield(state) }
    }

    private func unsubscribe(_ id: Int) {
        subscribers[id] = nil
    }
}

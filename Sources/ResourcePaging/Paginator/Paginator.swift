import Foundation
import ResourceLoader
import ResourceStore
import ResourceSupport

/// Walks a ``PaginatedResource`` page by page, in both directions, without ever loading a page twice at once or
/// letting a late response overwrite a newer one.
///
/// - A second ``loadNextPage()`` while one is in flight joins it: a thousand concurrent calls make one request.
/// - Every load belongs to a generation. ``reset()``, ``refresh()`` and ``search(_:)`` start a new one, and a
///   response from an older generation is dropped, even when its request could not be cancelled.
/// - A failed page keeps its key: loading again retries that page once, with no duplicated items.
/// - Item ids stay unique: items already listed (for instance shifted into the next page because the server
///   inserted items at the head) are recognised by id and not listed twice.
/// - A page key the server hands out again (a looping cursor or `next` link) stops paging with
///   ``PagingError/repeatedKey(key:)`` instead of looping forever.
/// - With ``maximumPages`` set, pages at the far end are dropped on long scrolls and loaded again on the way back.
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

    private let service: any ResourceService
    private var state: PaginatorState<Item>
    private var records: [PageRecord] = []
    /// Every listed id, so that an item listed already is recognised (one hash per item).
    private var listedIDs: Set<Item.ID> = []
    /// Where each listed id lives (the page's token, see ``PageRecord/token``, and the offset in that page);
    /// kept under ``ResourceStore/DuplicatePolicy/replaceInPlace`` and ``ResourceStore/DuplicatePolicy/keepLast``,
    /// the policies that go back to an earlier item.
    private var locations: [Item.ID: ItemLocation] = [:]
    /// Whether ``locations`` is kept.
    private var tracksLocations: Bool { duplicatePolicy != .keepFirst }
    private var loadedKeys: Set<Key> = []
    private var inFlight: [PagingDirection: InFlightLoad] = [:]
    /// Tokens of loads stopped by ``cancelLoads()``, so their callers hear `.cancelled` rather than `.superseded`.
    private var cancelledTokens: Set<Int> = []
    /// A direction that must not go on (a repeated key), until a refresh or reset.
    private var stopped: [PagingDirection: PagingError] = [:]
    private var nextToken = 0
    private var subscribers: [Int: AsyncStream<PaginatorState<Item>>.Continuation] = [:]
    private var nextSubscriber = 0

    private struct PageRecord {
        /// Increases by one for every page appended after the last and decreases for every page put before the
        /// first, so `token - records[0].token` is a record's index.
        var token: Int
        var key: Key
        var nextKey: Key?
        var previousKey: Key?
    }

    /// Where a listed item is, in 8 bytes: with one per item, a smaller entry keeps a long list's id table
    /// in cache. (Page tokens and offsets stay far below 2³¹.)
    private struct ItemLocation {
        private var storedToken: Int32
        private var storedOffset: Int32

        init(pageToken: Int, offset: Int) {
            storedToken = Int32(truncatingIfNeeded: pageToken)
            storedOffset = Int32(truncatingIfNeeded: offset)
        }

        /// The item moved one place towards the start of its page.
        mutating func moveBack() { storedOffset -= 1 }

        var pageToken: Int { Int(storedToken) }
        var offset: Int { Int(storedOffset) }
    }

    private struct InFlightLoad {
        var token: Int
        var task: Task<PageLoadResult, Never>
    }

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
        self.initialKey = initialKey ?? resource.paging.firstKey
        self.maximumPages = maximumPages.map { max(2, $0) }
        self.duplicatePolicy = duplicatePolicy
        self.state = PaginatorState()
    }

    // MARK: - Reading

    /// The current items and load states.
    public var currentState: PaginatorState<Item> { state }

    /// The loaded items, in order.
    public var items: PagedItems<Item> { state.items }

    /// The state now, then every change, until the task iterating is cancelled. Only the newest state is
    /// buffered, so a slow reader skips straight to the latest.
    public func states() -> AsyncStream<PaginatorState<Item>> {
        let id = nextSubscriber
        nextSubscriber += 1
        let box = ContinuationBox<PaginatorState<Item>>()
        let stream = AsyncStream<PaginatorState<Item>>(bufferingPolicy: .bufferingNewest(1)) { box.continuation = $0 }
        guard let continuation = box.continuation else { return stream }
        continuation.yield(state)
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
    public func loadNextPage() async -> PageLoadResult {
        await load(.forward)
    }

    /// Loads the page before the first one (the initial page when nothing is loaded), or joins that load.
    @discardableResult
    public func loadPreviousPage() async -> PageLoadResult {
        await load(.backward)
    }

    /// Reloads from the initial page in a new generation and, once it arrives, replaces the list with it.
    ///
    /// The old items stay listed until then. Loads in flight are cancelled and their responses dropped. A second
    /// `refresh()` while one is in flight joins it.
    @discardableResult
    public func refresh() async -> PageLoadResult {
        if let running = inFlight[.refresh] { return await running.task.value }
        startGeneration(clearingItems: false)
        return await start(initialKey, .refresh)
    }

    /// Empties the list and starts a new generation; nothing loads until asked. Loads in flight are cancelled
    /// and their responses dropped. The search text stays in force; `search(nil)` clears it.
    public func reset() {
        startGeneration(clearingItems: true)
        publish()
    }

    /// Starts a new generation for `text` (or no search, for `nil`): empties the list and loads the initial page
    /// of the results. Results of an older search are never shown, however late they arrive.
    @discardableResult
    public func search(_ text: String?) async -> PageLoadResult {
        startGeneration(clearingItems: true)
        state.searchText = text
        return await start(initialKey, .refresh)
    }

    /// Cancels the loads in flight; their pages keep their keys, so loading again retries them.
    public func cancelLoads() {
        for (direction, load) in inFlight {
            load.task.cancel()
            cancelledTokens.insert(load.token)
            setLoadState(direction, .idle)
        }
        inFlight.removeAll()
        publish()
    }

    // MARK: - Operations

    /// A ``ResourceLoader/ResourceOperation`` that loads the next page on an `OperationQueue` and adds it to this
    /// paginator, or `nil` when the list has reached its end or a forward load is already in flight.
    ///
    /// The operation takes the forward slot like ``loadNextPage()``: calls made meanwhile join it. Cancelling the
    /// operation leaves the page's key in place for a later load.
    public func makeNextPageOperation() -> ResourceOperation<PageResource<Resource>>? {
        guard inFlight[.refresh] == nil, inFlight[.forward] == nil, stopped[.forward] == nil,
            let key = pendingKey(.forward)
        else { return nil }
        let direction = PagingDirection.forward
        let outcome = OneShot<Result<Page<Item, Key>, ResourceError>>(valueOnCancellation: .failure(.cancelled))
        let operation = ResourceOperation(
            resource: resource.page(at: key, searchText: state.searchText),
            service: service,
            completion: { outcome.fulfil($0) },
            finishedWithoutResult: { outcome.fulfil(.failure(.cancelled)) }
        )
        let token = takeToken()
        let task = Task { [weak self] () -> PageLoadResult in
            let result = await outcome.value
            return await self?.apply(result, key: key, direction: direction, token: token) ?? .superseded
        }
        inFlight[direction] = InFlightLoad(token: token, task: task)
        setLoadState(direction, .loading)
        publish()
        return operation
    }

    // MARK: - Internals

    private func load(_ requested: PagingDirection) async -> PageLoadResult {
        if let refresh = inFlight[.refresh] { return await refresh.task.value }
        // With nothing loaded yet, both directions mean "the initial page", loaded once in the forward slot.
        let direction = records.isEmpty ? .forward : requested
        if let running = inFlight[direction] { return await running.task.value }
        if let error = stopped[direction] { return .failed(error) }
        guard let key = pendingKey(direction) else { return .reachedEnd }
        return await start(key, direction)
    }

    private func pendingKey(_ direction: PagingDirection) -> Key? {
        switch direction {
        case .forward: records.isEmpty ? initialKey : records[records.count - 1].nextKey
        case .backward: records.isEmpty ? initialKey : records[0].previousKey
        case .refresh: initialKey
        }
    }

    private func start(_ key: Key, _ direction: PagingDirection) async -> PageLoadResult {
        let token = takeToken()
        let pageResource = resource.page(at: key, searchText: state.searchText)
        let service = self.service
        let task = Task { [weak self] () -> PageLoadResult in
            let result = await service.result(for: pageResource)
            return await self?.apply(result, key: key, direction: direction, token: token) ?? .superseded
        }
        inFlight[direction] = InFlightLoad(token: token, task: task)
        setLoadState(direction, .loading)
        publish()
        return await task.value
    }

    private func takeToken() -> Int {
        nextToken += 1
        return nextToken
    }

    private func startGeneration(clearingItems: Bool) {
        for load in inFlight.values { load.task.cancel() }
        inFlight.removeAll()
        cancelledTokens.removeAll()
        stopped.removeAll()
        state.generation += 1
        state.forward = .idle
        state.backward = .idle
        state.refresh = .idle
        if clearingItems { clearItems() }
    }

    private func clearItems() {
        records.removeAll()
        listedIDs.removeAll()
        locations.removeAll()
        loadedKeys.removeAll()
        state.items.removeAll()
    }

    /// Applies a finished load, unless a newer load took its slot (a new generation, or a cancellation).
    private func apply(
        _ result: Result<Page<Item, Key>, ResourceError>,
        key: Key,
        direction: PagingDirection,
        token: Int
    ) -> PageLoadResult {
        guard inFlight[direction]?.token == token else {
            return cancelledTokens.remove(token) == nil ? .superseded : .cancelled
        }
        inFlight[direction] = nil
        let outcome: PageLoadResult
        switch result {
        case .failure(.cancelled):
            setLoadState(direction, .idle)
            outcome = .cancelled
        case .failure(let error):
            let pagingError = (Self.pagingError(in: error)) ?? .loadFailed(key: "\(key)", underlying: error)
            setLoadState(direction, .failed(pagingError))
            outcome = .failed(pagingError)
        case .success(let page):
            outcome = add(page, direction: direction)
        }
        // A refresh set both directions to idle when it started; when it brings no page, what is listed decides
        // them again (a page that arrives sets them in `add`).
        if direction == .refresh, case .failure = result { updateEdgeStates() }
        publish()
        return outcome
    }

    private static func pagingError(in error: ResourceError) -> PagingError? {
        if case .decodingFailed(_, _, _, let underlying) = error { return underlying as? PagingError }
        return nil
    }

    private func add(_ page: Page<Item, Key>, direction: PagingDirection) -> PageLoadResult {
        // An empty page past the edge, with no key to go on from, is the end of the list there: nothing to list.
        if page.items.isEmpty, !records.isEmpty, direction != .refresh,
            (direction == .forward ? page.nextKey : page.previousKey) == nil
        {
            if direction == .forward { records[records.count - 1].nextKey = nil } else { records[0].previousKey = nil }
            updateEdgeStates()
            return .reachedEnd
        }
        // The initial page arriving, by a refresh or by the first load after a failed search or refresh, ends
        // whatever a refresh last reported.
        if direction == .refresh || records.isEmpty { state.refresh = .idle }
        if direction == .refresh { clearItems() }
        let token: Int
        switch direction {
        case .forward, .refresh: token = (records.last?.token ?? 0) + 1
        case .backward: token = (records.first?.token ?? 0) - 1
        }
        // Most pages hold no listed id: they are kept as they came, and a filtered copy is made only once a
        // duplicate turns up. One set insert per item tells a new id from one listed already.
        let items = page.items
        var filtered: [Item]?
        var duplicates = 0
        // The common case first: every id is new and no location is kept.
        let firstListed = tracksLocations ? 0 : Self.insertIDs(of: items, into: &listedIDs)
        for index in firstListed..<items.count {
            let item = items[index]
            let id = item.id
            if listedIDs.insert(id).inserted {
                if tracksLocations {
                    locations[id] = ItemLocation(pageToken: token, offset: filtered?.count ?? index)
                }
                filtered?.append(item)
                continue
            }
            duplicates += 1
            if filtered == nil { filtered = Array(items[..<index]) }
            guard tracksLocations, let earlier = locations[id] else { continue }
            if duplicatePolicy == .keepLast {
                // The listed item leaves its place; the newcomer is listed where this page puts it.
                let following: ArraySlice<Item>
                if let listedPage = recordIndex(of: earlier.pageToken) {
                    following = state.items.remove(pageAt: listedPage, itemAt: earlier.offset)
                } else if earlier.pageToken == token {
                    filtered?.remove(at: earlier.offset)
                    following = filtered?[earlier.offset...] ?? []
                } else {
                    following = []
                }
                for moved in following { locations[moved.id]?.moveBack() }
                locations[id] = ItemLocation(pageToken: token, offset: filtered?.count ?? 0)
                filtered?.append(item)
                continue
            }
            if let listedPage = recordIndex(of: earlier.pageToken) {
                state.items.replace(pageAt: listedPage, itemAt: earlier.offset, with: item)
            } else if earlier.pageToken == token {
                filtered?[earlier.offset] = item
            }
        }
        let kept = filtered ?? items
        var record = PageRecord(token: token, key: page.key, nextKey: page.nextKey, previousKey: page.previousKey)
        // A key the server hands out again would loop: stop that direction with a clear error.
        if let next = record.nextKey, next == page.key || loadedKeys.contains(next), direction != .backward {
            stopped[.forward] = .repeatedKey(key: "\(next)")
            record.nextKey = nil
        }
        if let previous = record.previousKey, previous == page.key || loadedKeys.contains(previous),
            direction != .forward
        {
            stopped[.backward] = .repeatedKey(key: "\(previous)")
            record.previousKey = nil
        }
        loadedKeys.insert(page.key)
        if direction == .backward {
            records.insert(record, at: 0)
            state.items.prepend(kept)
        } else {
            records.append(record)
            state.items.append(kept)
        }
        trimPages(keeping: direction)
        updateEdgeStates()
        return .loaded(added: kept.count, duplicates: duplicates)
    }

    /// Inserts the ids of `items` into `ids` up to the first one listed already, and returns that item's index
    /// (`items.count` when every id was new).
    private static func insertIDs(of items: [Item], into ids: inout Set<Item.ID>) -> Int {
        for index in items.indices where !ids.insert(items[index].id).inserted {
            return index
        }
        return items.count
    }

    private func recordIndex(of pageToken: Int) -> Int? {
        guard let first = records.first?.token else { return nil }
        let index = pageToken - first
        return records.indices.contains(index) ? index : nil
    }

    /// Drops pages at the far end while more than ``maximumPages`` are kept.
    private func trimPages(keeping direction: PagingDirection) {
        guard let maximumPages else { return }
        while records.count > maximumPages {
            let removed: PageRecord
            let items: [Item]
            if direction == .backward {
                removed = records.removeLast()
                items = state.items.removeLastPage()
            } else {
                removed = records.removeFirst()
                items = state.items.removeFirstPage()
            }
            loadedKeys.remove(removed.key)
            for item in items {
                listedIDs.remove(item.id)
                if tracksLocations { locations[item.id] = nil }
            }
        }
    }

    /// Sets both directions from the pages listed: failed when stopped, at the end when the edge page has no
    /// neighbour that way, idle otherwise (and idle when nothing is listed: loading starts from the initial key).
    private func updateEdgeStates() {
        guard !records.isEmpty else {
            state.forward = stopped[.forward].map(LoadState.failed) ?? .idle
            state.backward = stopped[.backward].map(LoadState.failed) ?? .idle
            return
        }
        if let error = stopped[.forward] {
            state.forward = .failed(error)
        } else {
            state.forward = records.last?.nextKey == nil ? .reachedEnd : .idle
        }
        if let error = stopped[.backward] {
            state.backward = .failed(error)
        } else {
            state.backward = records.first?.previousKey == nil ? .reachedEnd : .idle
        }
    }

    private func setLoadState(_ direction: PagingDirection, _ loadState: LoadState) {
        switch direction {
        case .forward: state.forward = loadState
        case .backward: state.backward = loadState
        case .refresh: state.refresh = loadState
        }
    }

    private func publish() {
        for continuation in subscribers.values { continuation.yield(state) }
    }

    private func unsubscribe(_ id: Int) {
        subscribers[id] = nil
    }
}

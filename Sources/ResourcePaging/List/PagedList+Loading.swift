import Foundation
import ResourceLoader
import ResourceStore

// Loading: the first load (local pages, then a sync), refreshes, paging in both directions as rows come into
// view, retries, and the sync every refresh, reconnect and invalidation goes through.
extension PagedList {
    /// Shows the local source's saved pages at once (the state says they are cached and since when), then asks
    /// the server for the first page and syncs in one update: new rows inserted, changed rows updated, rows
    /// the server no longer returns within the refreshed page removed; the saved rows after its last saved row
    /// stay (see ``refresh()``). Then polling starts, when the list has an interval.
    ///
    /// A list starts once: calling `start()` again does nothing and returns the first start's result (waiting
    /// for it while it runs), so a screen that calls it each time it appears neither reloads the saved pages nor
    /// syncs again; ``refresh()`` syncs. Only a start cancelled before its sync finished (it returned
    /// ``PageLoadResult/cancelled``) lets the next call sync.
    @discardableResult
    public func start() async -> PageLoadResult {
        guard starting.callStarts else {
            if case .finished(let result) = starting { return result }
            return await withCheckedContinuation { waiter in
                if case .running(let waiters) = starting { starting = .running(waiters: waiters + [waiter]) }
            }
        }
        var opens = false
        if case .notStarted = starting { opens = true }
        starting = .running(waiters: [])
        let result = await start(opening: opens)
        starting.finish(result)
        return result
    }

    /// The first start: `opening` shows the saved pages and follows the paginator (not again after a cancelled
    /// start), then the list syncs and polling starts. Saved pages shown stale are checked as a background check
    /// does (``showsBackgroundChecks``): confirmed, they become fresh in one update.
    private func start(opening: Bool) async -> PageLoadResult {
        let restored = opening ? await open() : false
        let result = await sync(background: restored)
        startPolling()
        return result
    }

    /// Shows the local source's saved pages and follows the paginator; returns whether saved pages are shown.
    private func open() async -> Bool {
        // The saved pages are restored before the list follows the paginator, so its first update shows them
        // rather than an empty first load.
        var restored = false
        if let database {
            restored = await open(database)
        } else if let loadSaved {
            do {
                if let saved = try await loadSaved(), !saved.pages.isEmpty {
                    machine.restored(savedAt: saved.savedAt)
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
        return restored
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

    func load(_ direction: PagingDirection) async -> PageLoadResult {
        await subscribe()
        holdDatabaseChanges()
        let result =
            direction == .forward ? await paginator.loadNextPage() : await paginator.loadPreviousPage()
        await settle()
        if case .loaded = result { await save(as: .loaded(direction)) }
        await releaseDatabaseChanges()
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
        if shownAnchor != shown, let lastRead = machine.lastRead { render(lastRead, delivering: true) }
    }

    /// Loads the next (or previous) page when the row with `id`, which the UI is about to show, is within
    /// ``prefetchDistance`` of an end, and makes it the anchor. Call it from a SwiftUI row's `onAppear`. A failed
    /// end waits for ``retry()``.
    ///
    /// - Returns: the loads started, if any; await its value to know they finished.
    @discardableResult
    public func loadMoreIfNeeded(currentItem id: Item.ID) -> Task<Void, Never>? {
        guard let index = renderer.snapshot.indexOfItem(id) else { return nil }
        anchor = id
        return loadMoreIfNeeded(atIndex: index, row: id, priority: .high)
    }

    /// Loads the next (or previous) page when the row at `indexPath`, which the UI is about to show (displayed or
    /// prefetched), is within ``prefetchDistance`` of an end. The one place a list decides to load more (with a
    /// ``LoadMoreTrigger``): the end is idle, the list shows content, and no load it asked for that way is still
    /// running, so a burst of callbacks makes one request per direction. A failed end waits for ``retry()``.
    ///
    /// - Returns: the loads started, if any; await its value to know they finished.
    @discardableResult
    public func loadMoreIfNeeded(at indexPath: ListIndexPath) -> Task<Void, Never>? {
        guard let id = renderer.snapshot.itemIdentifier(at: indexPath),
            let index = renderer.snapshot.indexOfItem(id)
        else { return nil }
        return loadMoreIfNeeded(atIndex: index, row: id, priority: .high)
    }

    /// Loads the next (or previous) page when the row at `index`, counted over all sections, is within
    /// ``prefetchDistance`` of an end (see ``loadMoreIfNeeded(at:)``).
    ///
    /// - Returns: the loads started, if any.
    @discardableResult
    public func loadMoreIfNeeded(atIndex index: Int) -> Task<Void, Never>? {
        loadMoreIfNeeded(atIndex: index, row: nil, priority: .high)
    }

    /// Loads more when the row at `index` (with id `row`, when known) comes into view, at `priority`. The loads
    /// running towards the ends it is near take its priority when higher; the row wants the loads it started, and
    /// those other rows started (see ``rowsLeft(_:)``), never one no row asked for.
    func loadMoreIfNeeded(atIndex index: Int, row: Item.ID?, priority: RequestPriority) -> Task<Void, Never>? {
        // A row coming into view has its page read again once between refreshes (it may have changed since).
        revalidateIfUnread(atIndex: index)
        let count = renderer.snapshot.numberOfItems
        let started = machine.loadMoreDirections(
            atIndex: index, count: count, state: state, distance: prefetchDistance)
        let task = loadMore(started, priority: priority)
        if index >= 0, index < count {
            var near: [PagingDirection] = []
            if index >= count - prefetchDistance { near.append(.forward) }
            if index < prefetchDistance { near.append(.backward) }
            machine.row(row, near: near, started: started, at: priority)
        }
        return task
    }

    /// Loads the next page when the rows just laid out do not fill the visible area (`contentLength` shorter than
    /// `visibleLength`, both along the scrolling axis) and the end is idle: a screen that does not scroll shows no
    /// row past its end, so without this a first page that fits the screen would never load page 2. The adapters
    /// call it after each apply.
    ///
    /// - Returns: the load started, if any.
    @discardableResult
    public func loadMoreToFill(contentLength: Double, visibleLength: Double) -> Task<Void, Never>? {
        loadMore(
            machine.fillDirections(contentLength: contentLength, visibleLength: visibleLength, state: state),
            priority: .high)
    }

    /// Loads `directions`, each at `priority` (raised by rows that come into view meanwhile) in a task of its own
    /// (cancelled when the rows that want it leave) and marked finished when its load returns.
    private func loadMore(_ directions: [PagingDirection], priority: RequestPriority) -> Task<Void, Never>? {
        guard !directions.isEmpty else { return nil }
        let tasks = directions.map { direction in
            // Rows that come into view while it runs may raise it (see `ListStateMachine.row(_:near:started:at:)`).
            let shared = SharedPriority(priority)
            machine.loadMoreStarted(direction, at: shared)
            let task = RequestPriority.$current.withValue(priority) {
                SharedPriority.$current.withValue(shared) {
                    Task {
                        _ = await self.load(direction)
                        self.machine.loadMoreFinished(direction)
                    }
                }
            }
            loadMoreTasks[direction] = task
            return task
        }
        return Task {
            for task in tasks { await task.value }
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

    /// Refreshes the first page with the listed rows frozen on screen, splices the listed rows after its boundary
    /// row back (``RefreshSplice``), and shows the outcome as one update.
    ///
    /// - Parameters:
    ///   - newRequest: send a request even when a refresh is in flight (which it supersedes), for a change made
    ///     after that refresh's request (an invalidation); otherwise a refresh in flight is joined.
    ///   - revalidating: ask the server for the first page even when a stored copy is fresh (a poll).
    ///   - background: a check the list makes by itself (a poll, a reconnect, an invalidation, a foreground
    ///     refetch): unless ``showsBackgroundChecks``, it is not shown loading, and one that finds nothing new
    ///     delivers no update.
    @discardableResult
    func sync(newRequest: Bool = false, revalidating: Bool = false, background: Bool = false) async
        -> PageLoadResult
    {
        await subscribe()
        holdDatabaseChanges()
        machine.syncWillStart()
        let current = await paginator.currentState
        let listed = await paginator.loadedPages
        let query = await paginator.query
        let quietly = background && !showsBackgroundChecks
        let owner = machine.syncFreezes(current, quietly: quietly, shown: state.refresh)
        await settle()
        // The pages the splice keeps as they were stay listed with their serials: O(changed pages) to render.
        let refresh = await seam.refreshKeepingListed(newRequest ? .new : revalidating ? .revalidating : .joining)
        let result = refresh.result
        let loadedAt = Date()
        if case .loaded = result {
            // Over a database, the fresh rows join what it holds now when it changed while the refresh loaded.
            let held =
                current.searchText == nil && query.isEmpty && database?.isPending == true
                ? database?.latest?.pages : nil
            await refresh.splice(
                after: held ?? listed, listedItems: held == nil ? current.items : nil, searchText: current.searchText,
                query: query)
        } else {
            await refresh.forget()
        }
        // The edits confirmed while the sync ran are written again over the pages it listed.
        for edit in machine.syncWillEnd() { await write(edit) }
        machine.heldEditsWritten()
        // The rows become the server's as they are let go: one update shows both (not one more while frozen).
        if case .loaded = result { machine.syncLoaded(at: loadedAt, quietly: quietly) }
        machine.unfreeze(owner)
        await settle()
        if case .loaded = result {
            await save()
            // The pages around the anchor that the refresh did not read are read again, in one more update.
            await revalidatePagesAroundAnchor()
        }
        await releaseDatabaseChanges()
        return result
    }
}

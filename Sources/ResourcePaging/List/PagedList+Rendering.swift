import Foundation
import ResourceLoader
import ResourceStore

// Rendering: the pump that reads the paginator's state one read at a time, and the render that turns it (or the
// frozen rows), the edits and the search filter into one update.
extension PagedList {
    /// Follows the paginator's changes, the service's invalidations and the reachability source, once.
    func subscribe() async {
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
        // what it shows may be old).
        let reconnected = machine.reachabilityChanged(reachable)
        await settle()
        if reconnected { await sync(background: true) }
    }

    /// Asks the pump to read the paginator's state and render it (one read for a burst of requests).
    func requestRender() {
        needsRender = true
        guard pump == nil else { return }
        pump = Task { await self.runPump() }
    }

    /// Reads the paginator's state until no change is pending, one read at a time, so renders keep the order of
    /// the paginator's changes and a burst of them makes one update.
    private func runPump() async {
        while needsRender {
            needsRender = false
            let read = machine.readStarted()
            let current = await paginator.currentState
            machine.read(current, number: read)
            render(current)
        }
        pump = nil
    }

    /// The anchor when it is listed.
    var shownAnchor: Item.ID? {
        anchor.flatMap { renderer.snapshot.contains(item: $0) ? $0 : nil }
    }

    /// Shows `current` (or the frozen rows), with the edits over it and the search filter, as one update when
    /// anything shown or the state changed (or when `force` asks).
    func render(_ current: PaginatorState<Item>, delivering force: Bool = false) {
        let localQuery = machine.localQuery(remoteQuery: current.searchText)
        let matcher = searchFields.flatMap { ListTextMatcher(query: localQuery, fields: $0) }
        let listed = machine.shownItems(current).items
        let (overlaid, rebuild) = machine.overlaid(listed)
        if rebuild { renderer.forgetRendered() }
        // The other lists sharing the store hear of the values this render read once it is shown.
        defer { sharedRows?.publish() }
        let items =
            sharedRows?.rows(
                for: overlaid, pending: machine.overlay.isEmpty ? [] : machine.overlay.pendingIDs,
                unedited: machine.overlay.isEmpty ? nil : listed,
                restored: machine.cachedAt != nil || machine.frozen != nil,
                partlyRead: machine.frozen == nil ? current.partlyReadPages : nil,
                generation: machine.frozen?.generation ?? current.generation) ?? overlaid
        let shown = transformedRows?.rows(for: items) ?? items
        let diff = renderer.render(shown, matcher: matcher)
        let newState = machine.state(
            from: current, shown: renderer.snapshot.numberOfItems, listed: items.count,
            placeholders: shownPlaceholders(
                current, frozen: machine.frozen != nil, searchQuery: machine.searchQuery))
        // A quiet sync's time alone is no change to deliver: it is kept in `state`, unannounced.
        var compared = newState
        if machine.takeQuietSync() { compared.syncedAt = state.syncedAt }
        guard !diff.isEmpty || compared != state || !hasRendered || force else {
            state = newState
            return
        }
        hasRendered = true
        state = newState
        let update = Update(snapshot: renderer.snapshot, diff: diff, state: newState, anchor: shownAnchor)
        lifetime.yield(update)
        if itemsLifetime.hasStreams {
            itemsLifetime.yield(ListItemsUpdate(update: update, items: renderer.items(changedBy: diff)))
        }
        onUpdate?(update)
    }

    /// Shows the ``itemStore``'s new values of the rows with `ids`: one update reconfiguring those rows alone, found
    /// without reading or comparing the other rows when nothing but their values changes (each row keeps its section,
    /// whether the search filter accepts it, and whether ``transformRow`` leaves it out; only the changed rows are
    /// transformed); otherwise a render of every row.
    ///
    /// - Complexity: O(k log k + k × p) for k rows and p pages on the direct path; O(n) otherwise.
    func itemStoreChanged(_ ids: [Item.ID]) {
        guard let sharedRows else { return }
        // The rows take the new values in place either way; a full render then finds them there.
        let (stored, storeChanged) = sharedRows.rowsWithStoreValues(of: ids)
        guard hasRendered, let lastRead = machine.lastRead,
            let (rows, changed) = shownRows(stored, replacing: storeChanged)
        else {
            showNow()
            return
        }
        let matcher = searchFields.flatMap {
            ListTextMatcher(query: machine.localQuery(remoteQuery: lastRead.searchText), fields: $0)
        }
        guard let diff = renderer.reconfigure(changed, in: rows, matcher: matcher) else {
            showNow()
            return
        }
        guard !diff.isEmpty else { return }
        let update = Update(snapshot: renderer.snapshot, diff: diff, state: state, anchor: shownAnchor)
        lifetime.yield(update)
        if itemsLifetime.hasStreams {
            itemsLifetime.yield(ListItemsUpdate(update: update, items: renderer.items(changedBy: diff)))
        }
        onUpdate?(update)
    }

    /// The rows shown after the store changed the rows of `stored` at the positions of `changed`, and the changed
    /// rows as shown: transformed alone when there is a ``transformRow``; `nil` when the transform leaves one out
    /// where it was shown, or shows one it left out.
    private func shownRows(
        _ stored: PagedItems<Item>, replacing changed: [(position: Int, item: Item)]
    ) -> (rows: PagedItems<Item>, changed: [Item])? {
        guard transformedRows != nil else { return (stored, changed.map(\.item)) }
        return transformedRows?.rows(replacing: changed, in: stored)
    }
}

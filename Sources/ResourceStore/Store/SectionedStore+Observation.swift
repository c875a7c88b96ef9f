extension SectionedStore {
    /// A stream of every change event committed from now on, in order; one element per write or batch.
    ///
    /// Each access creates a new subscription, so any number of tasks can listen. Events are buffered without
    /// limit, so a slow listener loses none. The stream ends when the store is released; cancelling the
    /// listening task ends the subscription.
    ///
    /// ```swift
    /// for await change in store.changes {
    ///     apply(change.diff)
    /// }
    /// ```
    public var changes: AsyncStream<StoreChange<SectionID, Item>> {
        AsyncStream(bufferingPolicy: .unbounded) { continuation in
            let token = state.withLock { state in
                state.nextToken += 1
                state.subscribers[state.nextToken] = continuation
                return state.nextToken
            }
            continuation.onTermination = { [weak self] _ in
                self?.state.withLock { _ = $0.subscribers.removeValue(forKey: token) }
            }
        }
    }

    /// Starts calling `callbacks` for every change event committed from now on.
    ///
    /// - Returns: a token for ``removeCallbacks(_:)``.
    @discardableResult
    public func addCallbacks(_ callbacks: StoreChangeCallbacks<SectionID, Item>) -> StoreCallbacksToken {
        state.withLock { state in
            state.nextToken += 1
            state.callbacks[state.nextToken] = callbacks
            return StoreCallbacksToken(value: state.nextToken)
        }
    }

    /// Stops calling the callbacks added with `token` (events already committed may still reach them).
    public func removeCallbacks(_ token: StoreCallbacksToken) {
        state.withLock { _ = $0.callbacks.removeValue(forKey: token.value) }
    }

    /// Delivers queued events, in order, unless another thread is already doing so (it will deliver ours too).
    func deliverPendingEvents() {
        let isDeliverer = state.withLock { state in
            guard !state.isDelivering, !state.pending.isEmpty else { return false }
            state.isDelivering = true
            return true
        }
        guard isDeliverer else { return }
        while let event = nextEvent() {
            for continuation in event.subscribers {
                continuation.yield(event.change)
            }
            for callbacks in event.callbacks {
                Self.report(event, to: callbacks)
            }
        }
    }

    /// Takes the oldest queued event, or gives up the delivering role when there is none (atomically, so an
    /// event queued meanwhile is seen either here or by its writer).
    private func nextEvent() -> PendingEvent? {
        state.withLock { state in
            guard !state.pending.isEmpty else {
                state.isDelivering = false
                return nil
            }
            return state.pending.removeFirst()
        }
    }

    /// Replays one event through `NSFetchedResultsControllerDelegate`-shaped callbacks.
    private static func report(_ event: PendingEvent, to callbacks: StoreChangeCallbacks<SectionID, Item>) {
        let diff = event.change.diff
        let sections = event.change.sections
        let previous = event.previous.sections
        callbacks.willChangeContent()
        for change in diff.sectionDeletes { callbacks.didChangeSection(change.id, change.index, .delete, nil) }
        for change in diff.sectionInserts { callbacks.didChangeSection(change.id, nil, .insert, change.index) }
        for move in diff.sectionMoves { callbacks.didChangeSection(move.id, move.from, .move, move.to) }
        for change in diff.sectionReloads {
            let newIndex = sections.firstIndex { $0.id == change.id }
            callbacks.didChangeSection(change.id, change.index, .update, newIndex)
        }
        for change in diff.itemDeletes {
            let item = previous[change.indexPath.section].items[change.indexPath.item]
            callbacks.didChangeItem(item, change.indexPath, .delete, nil)
        }
        for change in diff.itemInserts {
            callbacks.didChangeItem(
                sections[change.indexPath.section].items[change.indexPath.item], nil, .insert, change.indexPath)
        }
        for move in diff.itemMoves {
            callbacks.didChangeItem(sections[move.to.section].items[move.to.item], move.from, .move, move.to)
        }
        // Like NSFetchedResultsController, a moved item is reported once, as a move, even when its content
        // changed too: a batch update refuses to move and reload one row.
        let moved = diff.itemMoves.isEmpty ? [] : Set(diff.itemMoves.map(\.id))
        for update in diff.itemReloads + diff.itemReconfigures where !moved.contains(update.id) {
            callbacks.didChangeItem(sections[update.to.section].items[update.to.item], update.from, .update, update.to)
        }
        callbacks.didChangeContent(event.change)
    }
}

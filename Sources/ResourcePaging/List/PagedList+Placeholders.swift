import ResourceStore

extension PagedList {
    /// Tells the list that the row at `position` of the whole list is about to show, when the UI lists
    /// placeholders: ``ListPlaceholders/leading`` placeholder rows, then the snapshot's rows (counted over all
    /// sections), then ``ListPlaceholders/trailing`` placeholder rows. Call it from cell display or a SwiftUI
    /// row's `onAppear`, for loaded rows and placeholders alike.
    ///
    /// - A loaded row, or a placeholder within ``prefetchDistance`` of the loaded rows, loads the next (or
    ///   previous) page as ``loadMoreIfNeeded(atIndex:)`` does.
    /// - A placeholder farther away loads the page that holds it, as ``load(around:)`` does, when the strategy is
    ///   ``PositionAddressablePaging``: the loaded rows are replaced by that page, and a jump elsewhere before it
    ///   arrives supersedes it (its request is cancelled). With a cursor or link strategy, which cannot name a
    ///   far page, it loads the next (or previous) page, one page per call, towards the position.
    ///
    /// Without placeholders (``showsPlaceholders`` unset, or no total stated) `position` is an index in the
    /// snapshot, as for ``loadMoreIfNeeded(atIndex:)``. A far page whose placeholders all left the screen before it
    /// arrived is cancelled (``placeholderDisappeared(atPosition:)``).
    public func loadMoreIfNeeded(atPosition position: Int) {
        guard let placeholders = state.placeholders else {
            loadMoreIfNeeded(atIndex: position)
            return
        }
        let loaded = snapshot.numberOfItems
        guard position < placeholders.rowCount(loaded: loaded) else { return }
        let (index, underflow) = position.subtractingReportingOverflow(placeholders.leading)
        let isNear = !underflow && index >= -prefetchDistance && index < loaded + prefetchDistance
        guard !isNear, let addressing = paginator.addressing else {
            // A placeholder before the loaded rows loads towards the start, one after them towards the end.
            loadMoreIfNeeded(atIndex: underflow ? 0 : min(max(index, 0), loaded - 1))
            return
        }
        guard let key = addressing.key(max(0, position)) else { return }
        let task = Task { _ = await self.loadPage(containing: position, keyFor: addressing.key) }
        placeholderLoads.add(task, for: key, wantedAt: position)
        Task {
            await task.value
            self.placeholderLoads.finished(task, for: key)
        }
    }

    /// The placeholder at `position` left the screen (UIKit's `cancelPrefetchingForRowsAt`, a SwiftUI placeholder's
    /// `onDisappear`): the load of a far page it asked for (see ``loadMoreIfNeeded(atPosition:)``) is cancelled once
    /// no placeholder that asked for that page is left, and nothing of it is applied.
    public func placeholderDisappeared(atPosition position: Int) {
        for task in placeholderLoads.left(position) { task.cancel() }
    }

    /// The loaded item at `position` of the whole list (counted as in ``loadMoreIfNeeded(atPosition:)``), or
    /// `nil` for a placeholder row (or a position past the loaded rows).
    ///
    /// - Complexity: O(1) for one section; O(s) for s sections.
    public func item(atPosition position: Int) -> Item? {
        let (index, underflow) = position.subtractingReportingOverflow(state.placeholders?.leading ?? 0)
        guard !underflow, index >= 0, index < snapshot.numberOfItems else { return nil }
        var remaining = index
        for section in 0..<snapshot.numberOfSections {
            guard let sectionID = snapshot.sectionIdentifier(at: section) else { break }
            let count = snapshot.numberOfItems(inSection: sectionID)
            if remaining < count { return item(at: ListIndexPath(item: remaining, section: section)) }
            remaining -= count
        }
        return nil
    }

    /// The placeholders a state shows: the paginator's, unless the list does not show placeholders or a local
    /// search filter hides rows; while rows are frozen on screen (a sync or remote search loading), the counts
    /// that came with them.
    func shownPlaceholders(_ current: PaginatorState<Item>, frozen: Bool, searchQuery: String?) -> ListPlaceholders? {
        let isFiltered = searchFields != nil && searchQuery != nil && searchQuery != current.searchText
        guard showsPlaceholders, !isFiltered else { return nil }
        return frozen ? state.placeholders : current.placeholders
    }

    /// Loads the page that holds `position`, named by `keyFor` (see ``load(around:)``), returning once the update
    /// is delivered.
    fileprivate func loadPage(
        containing position: Int, keyFor: (Int) -> Key?
    ) async -> PageLoadResult {
        if let placeholders = state.placeholders, position >= placeholders.rowCount(loaded: snapshot.numberOfItems) {
            return .reachedEnd
        }
        let result = await paginator.loadPage(withKey: keyFor(max(0, position)))
        await settle()
        if case .loaded(let added, _) = result, added > 0 { await save() }
        return result
    }
}

extension PagedList where Resource.Paging: PositionAddressablePaging {
    /// Loads the page that holds `position` of the whole list (counted as in
    /// ``loadMoreIfNeeded(atPosition:)``) and returns once the update is delivered: the page after or before
    /// the loaded rows is appended or prepended; a page farther away replaces the loaded rows (in a new
    /// generation of the paginator, so a late response from before never shows; see ``Paginator/jump(to:)``),
    /// and paging goes on from it both ways, the page cap dropping the far side.
    ///
    /// - Returns: what the load did; `.loaded(added: 0, duplicates: 0)` when the page is listed already, and
    ///   `.reachedEnd` when the position is past the placeholders or no key can name it.
    @discardableResult
    public func load(around position: Int) async -> PageLoadResult {
        let paging = paginator.resource.paging
        return await loadPage(containing: position) { paging.key(containing: $0) }
    }
}

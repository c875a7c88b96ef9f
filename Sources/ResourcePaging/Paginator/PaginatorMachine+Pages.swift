import ResourceLoader
import ResourceStore

/// The machine's transitions that list pages: a load's answer, a refresh's splice, and the app's edits.
extension PaginatorMachine {
    // MARK: - A load's answer

    /// Applies the answer to load `id` in `slot` and answers its callers, unless the load was dropped meanwhile (by
    /// a new generation, a cancellation, its last caller leaving, or the page cap dropping the page it was to
    /// follow), in which case its callers were answered then and nothing changes. Returns whether it applied it.
    mutating func finish(
        _ id: Int, in slot: Int, result: Result<Page<Item, Key>, ResourceError>,
        decoded: FingerprintedPage<Item, Key>? = nil
    ) -> Bool {
        guard let load = holds(id, in: slot) else { return false }
        let outcome: PageLoadResult
        switch result {
        case .failure(.cancelled):
            if slot == Slot.refresh { keepsNextRefresh = false }
            _ = slots[slot].finish(id, failure: nil)
            outcome = .cancelled
        case .failure(let error):
            if slot == Slot.refresh { keepsNextRefresh = false }
            let key = pendingKeyDescription(slot)
            let pagingError = Self.pagingError(in: error) ?? .loadFailed(key: key, underlying: error)
            _ = slots[slot].finish(id, failure: pagingError)
            outcome = .failed(pagingError)
        case .success(let page):
            _ = slots[slot].finish(id, failure: nil)
            outcome = add(page, from: load, in: slot)
            if let decoded, decoded.page.key == page.key { decodedPage = decoded }
        }
        load.outcome.answer(outcome)
        return true
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

    /// Lists `page`, the answer of `load` in `slot`: a refresh's replaces the window (kept for a splice when asked);
    /// a page no longer next to the list (the page cap dropped the one it was to follow) is not listed; an empty
    /// page past the edge with no key to go on from ends the list there.
    private mutating func add(_ page: Page<Item, Key>, from load: LoadSlot.ActiveLoad, in slot: Int) -> PageLoadResult {
        let edge: WindowEdge = slot == Slot.backward ? .start : .end
        // The page must still sit next to the list: the page cap may have dropped the one it was to follow.
        if slot == Slot.refresh {
            if keepsNextRefresh { keptWindow = window }
            keepsNextRefresh = false
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
            Self.drop(slots[farSlot].abandon(), answering: .superseded)
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
    private mutating func joinPages(namingPositionOf key: Key) {
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
    private mutating func countProgress(of page: Page<Item, Key>, added: Int, in slot: Int) {
        if page.items.isEmpty { return }
        pagesAddingNothing[slot] = added > 0 ? 0 : pagesAddingNothing[slot] + 1
        guard pagesAddingNothing[slot] >= Self.barrenPageLimit, slots[slot].stopError == nil else { return }
        slots[slot].stop(.pagesAddedNothing(count: pagesAddingNothing[slot]))
    }

    // MARK: - A refresh's splice

    /// Asks the next refresh to arrive to keep the window it replaces, for the splice.
    mutating func keepNextRefreshForSplice() {
        keepsNextRefresh = true
    }

    /// Forgets the ask and the window kept: the refresh did not load, so nothing is spliced.
    mutating func forgetKeptWindow() {
        keepsNextRefresh = false
        keptWindow = nil
    }

    /// Lists the pages of a splice (see `Paginator.splice(after:listedItems:searchText:query:)`): the fresh pages
    /// joined with the `listed` ones before the refresh. When `listedItems` are the kept window's items, the pages
    /// the splice keeps unchanged stay listed as they were, with their items' serials, in a new generation;
    /// otherwise the outcome is listed as ``restore(_:searchText:query:)`` lists pages. Returns the fresh pages
    /// when it listed something (then mark them read with ``markSpliceRead(_:)``), `nil` when nothing could be
    /// joined or the search or query changed meanwhile.
    mutating func spliceListing(
        after listed: [Page<Item, Key>], listedItems: PagedItems<Item>?, searchText: String?, query: ListQuery?
    ) -> [Page<Item, Key>]? {
        var before = keptWindow.take()
        keepsNextRefresh = false
        // A search, a clear or a query change that came while the refresh loaded lists something else now: nothing
        // to splice into.
        guard searchText == self.searchText, query == nil || query == self.query else { return nil }
        let fresh = window.listedPages
        // `before` lists what `listed` does: its ids answer which fresh rows are listed without reading every row.
        let listsListed = listedItems.map { before?.items.isSameList(as: $0) == true } ?? false
        let spliced: [Page<Item, Key>]?
        if listsListed, let listedWindow = before, listedWindow.idIndex.ids.isSame(as: window.idIndex.ids) {
            // Every listed row is fresh (the windows list the same ids): no listed row is kept after the fresh ones,
            // which is what the splice would find, row by row.
            spliced = nil
        } else if listsListed, let listedWindow = before {
            // A copy that shares `before`'s storage, let go before `before` changes below (no copy is made).
            spliced = RefreshSplice.pages(
                fresh: fresh, listed: listed, addressing: addressing, isListed: { listedWindow.contains(id: $0) })
        } else {
            spliced = RefreshSplice.pages(fresh: fresh, listed: listed, addressing: addressing)
        }
        guard let spliced else { return nil }
        // Changed in place (`before` holds the only copy of its ids), not copied: O(changed pages).
        if listsListed, before?.relist(spliced, countingEdits: window.edits) == true, let kept = before.take() {
            startGeneration(clearingItems: false)
            window = kept
        } else {
            restore(spliced, searchText: searchText, query: nil)
        }
        return fresh
    }

    /// After ``spliceListing(after:listedItems:searchText:query:)`` listed the splice of `fresh`: the fresh pages
    /// were read; a last fresh page that the kept rows joined was not, past its fresh rows. With keys that name
    /// positions, the next page is asked for early until it starts at a listed row (``UnconfirmedEnd``).
    mutating func markSpliceRead(_ fresh: [Page<Item, Key>]) {
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

    // MARK: - Edits

    /// Puts `item` in the place of the listed item with the same id; whether one was listed.
    mutating func replace(_ item: Item) -> Bool {
        window.replace(item)
    }

    /// Removes the listed item with `id`, one the server removed too: with keys that name positions, the keys after
    /// it move up one row, and so does the end the splice confirmed. Whether one was listed.
    mutating func remove(id: Item.ID) -> Bool {
        let removed = window.remove(id: id, movingKeysWith: addressing)
        if removed { unconfirmedEnd?.knownEnd -= 1 }
        return removed
    }

    /// Inserts `item` at `point`, one the server inserted too: with keys that name positions, the keys after it move
    /// down by the rows added. Whether the listed items changed.
    mutating func insert(_ item: Item, at point: InsertionPoint<Item.ID>) -> Bool {
        window.insert(item, at: point, movingKeysWith: addressing)
    }

    /// After a page revalidation changed the listed rows by `rowChange`: when it moved the next page's key
    /// (`movingNextKey`), a load in flight towards the end asked for a key that no longer follows the list, and is
    /// superseded; the rows a splice confirmed end as many rows earlier, when fewer.
    mutating func rowsMoved(by rowChange: Int, movingNextKey: Bool) {
        if movingNextKey { Self.drop(slots[Slot.forward].abandon(), answering: .superseded) }
        if rowChange < 0 { unconfirmedEnd?.knownEnd += rowChange }
    }
}

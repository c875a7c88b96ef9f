extension Paginator {
    /// Loads the page with `key` the shortest way: nothing when it is listed, the next or previous page when it
    /// is a neighbour of the list, otherwise a ``jump(to:)``; `.reachedEnd` for no key.
    func loadPage(withKey key: Key?) async -> PageLoadResult {
        guard let key else { return .reachedEnd }
        if window.pages.contains(where: { $0.key == key }) { return .loaded(added: 0, duplicates: 0) }
        if key == window.key(beyond: .end) { return await load(.end) }
        if key == window.key(beyond: .start) { return await load(.start) }
        return await jump(to: key)
    }
}

extension Paginator where Resource.Paging: PositionAddressablePaging {
    /// Loads the page that holds `position` of the whole list (counted from 0), the shortest way: nothing when it
    /// is listed, the next or previous page when it is a neighbour of the list, otherwise a ``jump(to:)`` to it
    /// (the list is replaced by that page once it arrives).
    ///
    /// - Returns: what the load did; `.loaded(added: 0, duplicates: 0)` when the page is listed already, and
    ///   `.reachedEnd` when no key can name the position (past `Int.max`).
    @discardableResult
    public func loadPage(containing position: Int) async -> PageLoadResult {
        await loadPage(withKey: resource.paging.key(containing: position))
    }
}

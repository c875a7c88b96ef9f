import Foundation
import ResourceLoader
import ResourceStore

// Query: a new filter, sort order or any query parameter in place, the old rows shown (stale) until the new query's
// first page arrives, the latest query winning, and the first pages of queries shown before kept to show at once.
extension PagedList {
    /// The query the list shows or loads: the one ``setQuery(_:)`` was given last (empty at first).
    public var query: ListQuery { machine.query }

    /// Changes the list's query in place: a filter, a sort order, any parameter every page is asked for with.
    ///
    /// The rows shown stay, marked stale (``ListState/isStale``, with ``ListState/refresh`` loading), until the
    /// new query's first page arrives; then one update replaces them and paging goes on in the new query. The
    /// latest query wins: a burst of changes sends one request, and a page of an older query never shows. A query
    /// the list showed before (one of the last eight) shows its first page at once, marked stale, and revalidates
    /// it as ``refresh()`` does. A search in force stays in force. The saved list (see ``PagedListLocalSource``) is
    /// the empty query's: while another query is shown, nothing is saved.
    ///
    /// - Returns: the change's task; await its value to know the new query is shown.
    @discardableResult
    public func setQuery(_ query: ListQuery) -> Task<Void, Never> {
        if query == machine.query { return queryTask ?? Task {} }
        let token = machine.queryChanged(to: query)
        let previous = queryTask
        previous?.cancel()
        let task = Task {
            // The change before this one ends first (it was cancelled, so at once): it never reaches the paginator
            // after this one.
            await previous?.value
            guard self.machine.isLatestQuery(token) else { return }
            await self.subscribe()
            await self.show(query, token: token)
        }
        queryTask = task
        return task
    }

    private func show(_ query: ListQuery, token: Int) async {
        let current = await paginator.currentState
        let leaving = await paginator.query
        let pages = await paginator.loadedPages
        // Looked up before the query left is remembered, which may push the oldest out: the memory's last place
        // holds a query that comes back.
        let cached = current.searchText == nil ? machine.firstPage(of: query) : nil
        if current.searchText == nil, let first = pages.first, first.key == paginator.initialKey {
            machine.remember(first, of: leaving)
        }
        guard machine.isLatestQuery(token) else { return }
        if let cached {
            // The rows shown are frozen, stale, before the remembered page is listed: an update read between the
            // restore and the sync that reads it again would show it fresh. The sync's freeze replaces this one, and
            // ends with it.
            machine.freeze(current, for: .query(token))
            await paginator.restore([cached], searchText: nil, query: query)
            await sync()
            return
        }
        machine.freeze(current, for: .query(token))
        await settle()
        guard machine.isLatestQuery(token), !Task.isCancelled else {
            machine.unfreeze(.query(token))
            return
        }
        let result = await paginator.changeQuery(to: query)
        if case .loaded = result { machine.syncLoaded(at: Date()) }
        machine.unfreeze(.query(token))
        await settle()
        if case .loaded = result { await save() }
    }
}

/// The rows a ``PagedList`` shows through a ``SharedItemStore``: for each listed id, the store's value, and the
/// values the list's pages bring written into the store.
///
/// A row's page value is written into the store when it differs from the one this list's pages held for that id
/// before (or the id is new to the list): a page arriving, a refresh that found the row changed, an edit shown over
/// the pages, or its rollback. Otherwise the store's value is shown, which another list or the app may have made
/// newer. The writes are published after the list's render (``publish()``), so that the other lists are told once the
/// list is in a consistent state, each once.
///
/// Rows appended to the ones read last (the same lineage, more rows) are read alone, page by page: O(page) per
/// arrival, and the renderer still sees an append. Any other change, and a change in the store, reads every row again
/// in O(n); the renderer then finds the rows whose value changed and reconfigures them alone.
///
/// Invariant: every id in ``pageValues`` has these rows registered in the store (the store may hold more
/// registrations: those of ids the list no longer shows go when the store next tells of them).
@MainActor
final class SharedRows<Item: Identifiable & Equatable & Sendable> where Item.ID: Sendable {
    /// The store.
    let store: SharedItemStore
    /// Called when the store changed items these rows show, with their ids.
    var onChange: (([Item.ID]) -> Void)?
    /// The value the list's pages held for each listed id when last read.
    private var pageValues: [Item.ID: Item] = [:]
    /// The rows read last: their lineage and count.
    private var source: (lineage: PagedItems<Item>.Lineage, count: Int)?
    /// The rows shown: the store's values.
    private var rows = PagedItems<Item>()
    /// The page values read since the last ``publish()`` that differ from the ones before.
    private var unpublished: [Item] = []

    init(store: SharedItemStore) {
        self.store = store
    }

    /// `items` with the store's value for each id, after writing into the store the values that changed.
    ///
    /// - Complexity: O(k) for k rows appended since the last call; O(n) otherwise.
    func rows(for items: PagedItems<Item>) -> PagedItems<Item> {
        if let source, source.lineage === items.lineage, items.count >= source.count {
            if items.count > source.count {
                let appended = items[source.count...]
                rows.append(appended.map { read($0, in: &pageValues) })
            }
        } else {
            var previous = pageValues
            var current: [Item.ID: Item] = [:]
            current.reserveCapacity(items.count)
            rows = PagedItems()
            for page in items.pageItems {
                rows.append(
                    page.map { item in
                        if let before = previous.removeValue(forKey: item.id) { current[item.id] = before }
                        return read(item, in: &current)
                    })
            }
            pageValues = current
        }
        source = (items.lineage, items.count)
        return rows
    }

    /// The value to show for `item`, after noting `item` in `values` and, when it is new there, for the store.
    private func read(_ item: Item, in values: inout [Item.ID: Item]) -> Item {
        let id = item.id
        if let before = values[id], before == item {
            return store.value(of: Item.self, id: id) ?? item
        }
        values[id] = item
        unpublished.append(item)
        return item
    }

    /// Writes the page values read since the last call into the store, which tells the other lists showing them.
    func publish() {
        guard !unpublished.isEmpty else { return }
        let items = unpublished
        unpublished = []
        store.write(items, from: self)
    }

    /// Whether these rows list the item with `id`.
    func shows(_ id: Item.ID) -> Bool { pageValues[id] != nil }

    /// Takes note that the store changed the items with `ids`; returns those these rows no longer list (the store
    /// drops their registrations).
    func storeChanged(_ ids: [Item.ID]) -> [Item.ID] {
        var shown: [Item.ID] = []
        var dropped: [Item.ID] = []
        for id in ids {
            if shows(id) { shown.append(id) } else { dropped.append(id) }
        }
        if !shown.isEmpty {
            source = nil
            onChange?(shown)
        }
        return dropped
    }
}

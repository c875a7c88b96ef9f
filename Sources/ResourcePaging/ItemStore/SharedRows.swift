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
    /// The store's table of this type (tables are never dropped), read once per row.
    private let table: ItemTable<Item>
    /// Called when the store changed items these rows show, with their ids.
    var onChange: (([Item.ID]) -> Void)?
    /// For each listed id, the value the list's pages held when last read, and where its row is in ``rows``.
    private var pageValues: [Item.ID: Listed] = [:]
    /// The lineage of the rows read last (their pages are the ones of ``rows``, one for one).
    private var source: PagedItems<Item>.Lineage?
    /// The rows shown: the store's values.
    private var rows = PagedItems<Item>()
    /// The page values read since the last ``publish()`` that differ from the ones before.
    private var unpublished: [Item] = []

    /// A listed row: its page value and its place.
    private struct Listed {
        var value: Item
        var page: Int
        var offset: Int
    }

    init(store: SharedItemStore) {
        self.store = store
        self.table = store.makeTable(for: Item.self)
    }

    /// `items` with the store's value for each id, after writing into the store the values that changed.
    ///
    /// - Complexity: O(k) for k rows appended since the last call; O(n) otherwise.
    func rows(for items: PagedItems<Item>) -> PagedItems<Item> {
        if let source, source === items.lineage, items.pageCount >= rows.pageCount {
            var page = rows.pageCount
            for added in items.pageItems.suffix(items.pageCount - page) {
                rows.append(
                    added.enumerated().map { offset, item in
                        let (shown, listed) = read(item, before: pageValues[item.id], page: page, offset: offset)
                        pageValues[item.id] = listed
                        return shown
                    })
                page += 1
            }
        } else {
            var current: [Item.ID: Listed] = [:]
            current.reserveCapacity(items.count)
            rows = PagedItems()
            for (page, pageItems) in items.pageItems.enumerated() {
                rows.append(
                    pageItems.enumerated().map { offset, item in
                        let (shown, listed) = read(item, before: pageValues[item.id], page: page, offset: offset)
                        current[item.id] = listed
                        return shown
                    })
            }
            pageValues = current
        }
        source = items.lineage
        return rows
    }

    /// The value to show for `item`, at `offset` in the page at `page`, and what to note for it, given what was noted
    /// for its id before; a value new there is kept for the store.
    private func read(_ item: Item, before: Listed?, page: Int, offset: Int) -> (shown: Item, listed: Listed) {
        let listed = Listed(value: item, page: page, offset: offset)
        if let before, before.value == item {
            return (table.entries[item.id]?.value ?? item, listed)
        }
        unpublished.append(item)
        return (item, listed)
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

    /// The rows with the store's values of the items with `ids` put in place, and those values: without reading the
    /// other rows again.
    ///
    /// - Complexity: O(k × p) for k ids and p pages (each replacement copies its page when the renderer holds it).
    func rowsWithStoreValues(of ids: [Item.ID]) -> (rows: PagedItems<Item>, changed: [Item]) {
        var changed: [Item] = []
        for id in ids {
            guard let listed = pageValues[id], let value = table.entries[id]?.value,
                listed.page < rows.pageCount, listed.offset < rows.count(ofPageAt: listed.page)
            else { continue }
            rows.replace(pageAt: listed.page, itemAt: listed.offset, with: value)
            changed.append(value)
        }
        return (rows, changed)
    }

    /// Makes the next ``rows(for:)`` read every row again.
    func forgetRead() {
        source = nil
    }

    /// Takes note that the store changed the items with `ids`; returns those these rows no longer list (the store
    /// drops their registrations).
    func storeChanged(_ ids: [Item.ID]) -> [Item.ID] {
        var shown: [Item.ID] = []
        var dropped: [Item.ID] = []
        for id in ids {
            if shows(id) { shown.append(id) } else { dropped.append(id) }
        }
        if !shown.isEmpty { onChange?(shown) }
        return dropped
    }
}

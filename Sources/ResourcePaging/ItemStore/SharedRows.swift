/// The rows a ``PagedList`` shows through a ``SharedItemStore``: for each listed id, the store's value, and the
/// values the list's pages bring written into the store.
///
/// A row's page value is written into the store when it differs from the one this list's pages held for that id
/// before (or the id is new to the list): a page arriving, a refresh that found the row changed, an edit shown over
/// the pages, or its rollback. Otherwise the store's value is shown, which another list or the app may have made
/// newer. The writes are published after the list's render (``publish()``), so that the other lists are told once the
/// list is in a consistent state, each once.
///
/// Rows appended to the ones read last (the same lineage, more rows) are read alone: O(page) per arrival, and the
/// renderer still sees an append. Rows that list the ids read last in the same order (an edit in place, a refetch that
/// found the rows where they were) are compared with them by position, and only the rows whose page value changed are
/// looked up by id. Anything else reads every row by id, in O(n). A change in the store is put in place in ``rows``
/// by position (``rowsWithStoreValues(of:)``), so the rows are always the store's values.
///
/// Invariants: every id in ``pageValues`` has these rows registered in the store (the store may hold more
/// registrations: those of ids the list no longer shows go when the store next tells of them); ``rows`` has the ids of
/// ``lastRead`` in the same order, and each `pageValues[id].position` is its row's position in both.
@MainActor
final class SharedRows<Item: Identifiable & Equatable & Sendable> where Item.ID: Sendable {
    /// The store.
    let store: SharedItemStore
    /// The store's table of this type (tables are never dropped), read once per row.
    private let table: ItemTable<Item>
    /// Called when the store changed items these rows show, with their ids.
    var onChange: (([Item.ID]) -> Void)?
    /// For each listed id, the value the list's pages held when last read, and where its row is.
    private var pageValues: [Item.ID: Listed] = [:]
    /// The page values read last.
    private var lastRead: PagedItems<Item>?
    /// The rows shown: the store's values.
    private var rows = PagedItems<Item>()
    /// The page values read since the last ``publish()`` that differ from the ones before.
    private var unpublished: [Item] = []

    /// A listed row: its page value and its position.
    private struct Listed {
        var value: Item
        var position: Int
    }

    init(store: SharedItemStore) {
        self.store = store
        self.table = store.makeTable(for: Item.self)
    }

    /// `items` with the store's value for each id, after noting for the store the page values that changed.
    ///
    /// - Complexity: O(k) for k rows appended since the last call; O(n) comparisons and O(c) look-ups for c changed
    ///   rows when `items` list the ids read last in the same order; O(n) look-ups otherwise.
    func rows(for items: PagedItems<Item>) -> PagedItems<Item> {
        defer { lastRead = items }
        if let lastRead, lastRead.lineage === items.lineage, items.count >= lastRead.count {
            if items.count > lastRead.count { readAppended(items[lastRead.count...]) }
        } else if !readInPlace(items) {
            readAll(items)
        }
        return rows
    }

    /// Reads rows appended after the ones read last.
    private func readAppended(_ appended: Slice<PagedItems<Item>>) {
        var position = rows.count
        var page: [Item] = []
        page.reserveCapacity(appended.count)
        for item in appended {
            page.append(read(item, before: pageValues[item.id], at: position, in: &pageValues))
            position += 1
        }
        rows.append(page)
    }

    /// Reads `items` when they list the ids read last in the same order, comparing them by position: a row whose page
    /// value did not change keeps its shown value. Returns `false`, changing nothing, otherwise.
    ///
    /// - Complexity: O(n) comparisons, walking the pages by index (this code runs unspecialised, where iterators
    ///   cost more than the comparisons), and O(c) look-ups for c changed rows.
    private func readInPlace(_ items: PagedItems<Item>) -> Bool {
        guard let lastRead, lastRead.count == items.count else { return false }
        let oldPages = lastRead.pageItems
        let shownPages = rows.pageItems
        var changed: [(item: Item, position: Int)] = []
        var next = PagedItems<Item>()
        var oldPage = 0
        var offset = 0
        var position = 0
        for page in items.pageItems {
            var shown: [Item] = []
            shown.reserveCapacity(page.count)
            for index in 0..<page.count {
                while offset == oldPages[oldPage].count {
                    oldPage += 1
                    offset = 0
                }
                let item = page[index]
                let before = oldPages[oldPage][offset]
                guard before.id == item.id else { return false }
                if before == item {
                    shown.append(shownPages[oldPage][offset])
                } else {
                    changed.append((item, position))
                    shown.append(item)
                }
                offset += 1
                position += 1
            }
            next.append(shown)
        }
        for (item, position) in changed {
            _ = read(item, before: pageValues[item.id], at: position, in: &pageValues)
        }
        rows = next
        return true
    }

    /// Reads every row of `items` by id.
    private func readAll(_ items: PagedItems<Item>) {
        var current: [Item.ID: Listed] = [:]
        current.reserveCapacity(items.count)
        rows = PagedItems()
        var position = 0
        for page in items.pageItems {
            var shown: [Item] = []
            shown.reserveCapacity(page.count)
            for index in 0..<page.count {
                let item = page[index]
                shown.append(read(item, before: pageValues[item.id], at: position, in: &current))
                position += 1
            }
            rows.append(shown)
        }
        pageValues = current
    }

    /// The value to show for `item`, at `position`, noted in `values`, given what was noted for its id before; a page
    /// value new there is kept for the store.
    private func read(_ item: Item, before: Listed?, at position: Int, in values: inout [Item.ID: Listed]) -> Item {
        values[item.id] = Listed(value: item, position: position)
        if let before, before.value == item {
            return table.entries[item.id]?.value ?? item
        }
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

    /// The rows with the store's values of the items with `ids` put in place, and those values: without reading the
    /// other rows again.
    ///
    /// - Complexity: O(k log p) for k ids and p pages, plus a copy of each changed row's page when the renderer holds
    ///   it.
    func rowsWithStoreValues(of ids: [Item.ID]) -> (rows: PagedItems<Item>, changed: [Item]) {
        var changed: [Item] = []
        for id in ids {
            guard let listed = pageValues[id], let value = table.entries[id]?.value, listed.position < rows.count
            else { continue }
            rows.replace(at: listed.position, with: value)
            changed.append(value)
        }
        return (rows, changed)
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

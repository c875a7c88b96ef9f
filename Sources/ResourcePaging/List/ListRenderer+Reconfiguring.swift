import ResourceStore

/// Renders that keep the snapshot: the shown ids in the shown order, each row whose value changed reconfigured in
/// place.
extension ListRenderer {
    /// Shows `items` when they list the shown ids in the shown order under the same filter, and no row changes its
    /// section or whether the filter accepts it: the snapshot stays, and the rows whose value changed are
    /// reconfigured. Returns `nil` (and changes nothing) otherwise.
    ///
    /// - Complexity: O(n) item comparisons, and O(k log k) for k changed rows (O(k) with no filter and one section,
    ///   where a row's place is its position); O(1) when `items` are the shown ones (``PagedItems/isSameList(as:)``).
    ///   Items that differ return at the first id out of place.
    mutating func reconfigure(
        _ items: PagedItems<Item>, matcher: ListTextMatcher<Item>?
    ) -> ListDiff<SectionID, Item.ID>? {
        guard let shown, shown.query == matcher?.query, shown.items.count == items.count else { return nil }
        if shown.items.isSameList(as: items) { return ListDiff() }
        guard let changed = Self.changedRows(from: shown.items, to: items) else { return nil }
        for index in changed.new.indices {
            let (old, item) = (changed.old[index], changed.new[index])
            guard sectionID(old) == sectionID(item), matcher.map({ $0.matches(old) == $0.matches(item) }) ?? true
            else { return nil }
        }
        var updates: [ListDiff<SectionID, Item.ID>.ItemUpdate] = []
        updates.reserveCapacity(changed.new.count)
        // With no filter and one section, the snapshot lists the rows in order: a row's place is its position, and
        // the places come in order. Otherwise each is looked up.
        if matcher == nil, snapshot.sectionIdentifiers.count == 1 {
            for index in changed.new.indices {
                let (id, path) = (changed.new[index].id, ListIndexPath(item: changed.positions[index], section: 0))
                itemsByID[id] = changed.new[index]
                updates.append(ListDiff.ItemUpdate(id: id, from: path, to: path))
            }
            return ListDiff(reconfiguring: updates)
        }
        for item in changed.new {
            // A row the filter hides has nothing shown to reconfigure (its id may be shown, from another row).
            guard matcher?.matches(item) ?? true, let path = snapshot.indexPath(ofItem: item.id) else { continue }
            itemsByID[item.id] = item
            updates.append(ListDiff.ItemUpdate(id: item.id, from: path, to: path))
        }
        updates.sort { $0.to < $1.to }
        return ListDiff(reconfiguring: updates)
    }

    /// Shows `items`, which are the shown items with the rows of `changed` given new values (the same ids in the same
    /// order), when every changed row keeps its section and whether the filter accepts it: each changed row that is
    /// shown is reconfigured, without comparing the other rows. Returns `nil` (and changes nothing) otherwise, or when
    /// the shown items listed an id twice; render them then.
    ///
    /// - Complexity: O(k log k) for k changed rows.
    mutating func reconfigure(
        _ changed: [Item], in items: PagedItems<Item>, matcher: ListTextMatcher<Item>?
    ) -> ListDiff<SectionID, Item.ID>? {
        guard let shown, shown.query == matcher?.query, shown.items.count == items.count else { return nil }
        var updates: [ListDiff<SectionID, Item.ID>.ItemUpdate] = []
        for item in changed {
            let accepted = matcher?.matches(item) ?? true
            guard let old = itemsByID[item.id] else {
                // Not shown: it must stay hidden by the filter.
                if accepted { return nil }
                continue
            }
            guard accepted, sectionID(old) == sectionID(item), let path = snapshot.indexPath(ofItem: item.id)
            else { return nil }
            if old == item { continue }  // shown as it is already
            updates.append(ListDiff.ItemUpdate(id: item.id, from: path, to: path))
        }
        for item in changed where itemsByID[item.id] != nil { itemsByID[item.id] = item }
        self.shown = (items, matcher?.query)
        if let last = rendered {
            rendered = Rendered(items: items, query: last.query)
        }
        updates.sort { $0.to < $1.to }
        return ListDiff(reconfiguring: updates)
    }

    /// The rows whose value differs between `old` and `new`, with their positions and both values, in order; `nil`
    /// when the two do not list the same ids in the same order. They must hold as many items.
    ///
    /// - Complexity: O(n). It walks the pages' arrays by index: this code runs unspecialised, where an iterator's
    ///   optionals cost more than the comparisons.
    private static func changedRows(from old: PagedItems<Item>, to new: PagedItems<Item>) -> ChangedRows? {
        var changed = ChangedRows()
        var position = 0
        let oldPages = old.pageItems
        var oldPageIndex = 0
        var oldPage: [Item] = []
        var offset = 0
        for page in new.pageItems {
            for index in 0..<page.count {
                while offset == oldPage.count {
                    guard oldPageIndex < oldPages.count else { return nil }
                    oldPage = oldPages[oldPageIndex]
                    oldPageIndex += 1
                    offset = 0
                }
                let before = oldPage[offset]
                offset += 1
                let item = page[index]
                guard before.id == item.id else { return nil }
                if before != item {
                    changed.positions.append(position)
                    changed.old.append(before)
                    changed.new.append(item)
                }
                position += 1
            }
        }
        return changed
    }

    /// The rows whose value changed, in order: their positions, their shown values and their new ones. Three
    /// arrays, not one of tuples: code that runs unspecialised looks a tuple's type up at every append.
    struct ChangedRows {
        var positions: [Int] = []
        var old: [Item] = []
        var new: [Item] = []
    }
}

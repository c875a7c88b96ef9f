import ResourceStore

/// Turns the paginator's items into the snapshot a UI shows, and tells what changed: the one home of the
/// snapshot, the items by id, and what was rendered last.
///
/// An append (same generation and query, and items that came from the rendered ones by appends alone, which
/// ``PagedItems``' lineage tells) costs O(page): the new items are appended to their sections and the diff is
/// built from them alone. Items that list the shown ids in the shown order (a refetch that found the rows as they
/// were, a row edited in place) keep the snapshot: the rows whose value changed are reconfigured, found by comparing
/// the items with the ones shown, in O(n) comparisons and no hashing (O(1) when they are the ones shown). Anything
/// else (a row moved, inserted or removed, by the list or on the paginator directly) rebuilds the snapshot and diffs
/// it with the previous one, in O(n).
struct ListRenderer<SectionID: Hashable & Sendable, Item: Identifiable & Sendable & Equatable>
where Item.ID: Sendable {
    /// The shown ids.
    private(set) var snapshot = ListSnapshot<SectionID, Item.ID>()
    /// The shown items by id.
    private(set) var itemsByID: [Item.ID: Item] = [:]
    /// Which section an item goes in.
    let sectionID: @Sendable (Item) -> SectionID
    /// Whether an append can be rendered without looking at the items before it: only when the paginator
    /// never changes a listed item (``ResourceStore/DuplicatePolicy/keepFirst``).
    let appendsInPlace: Bool

    /// What the last render read, to recognise an append.
    private var rendered: Rendered?
    /// The items the last render read (before the filter) and the filter's query, to recognise a render that changes
    /// values alone; `nil` when the shown items listed an id twice (only one of its values is shown).
    private var shown: (items: PagedItems<Item>, query: String?)?
    /// Whether the shown items listed an id twice.
    private var listsAnIDTwice = false
    /// The snapshot shown before ``snapshot``, when only appends lie between the two; see ``commit(_:)``.
    private var spare: ListSnapshot<SectionID, Item.ID>?
    /// The appends that turn ``spare`` into ``snapshot``, in order.
    private var lag: [AppendBatch] = []

    /// The ids one append adds: to sections already shown, and in new sections after them.
    private struct AppendBatch {
        /// Sections shown already that get items: the section, its index, its first new row, the new items.
        var grown: [(section: SectionID, index: Int, firstRow: Int, items: [Item.ID])] = []
        /// New sections, in order, with their items.
        var inserted: [(section: SectionID, items: [Item.ID])] = []

        var isEmpty: Bool { grown.isEmpty && inserted.isEmpty }

        /// Appends the batch's ids to `snapshot`, which must be the snapshot the batch was made against.
        func apply(to snapshot: inout ListSnapshot<SectionID, Item.ID>) throws(ListSnapshot<SectionID, Item.ID>.Error) {
            for entry in grown { try snapshot.appendItems(entry.items, toSection: entry.section) }
            if !inserted.isEmpty { try snapshot.appendSections(inserted.map(\.section)) }
            for entry in inserted { try snapshot.appendItems(entry.items, toSection: entry.section) }
        }
    }

    private struct Rendered {
        var generation: Int
        var count: Int
        /// The rendered items' lineage: the same in a later list only when that list appended to them.
        var lineage: PagedItems<Item>.Lineage
        var query: String?
    }

    init(sectionID: @escaping @Sendable (Item) -> SectionID, appendsInPlace: Bool) {
        self.sectionID = sectionID
        self.appendsInPlace = appendsInPlace
    }

    /// The shown values of the rows `diff` inserts (alone or in an inserted section), reloads or reconfigures:
    /// every row whose value a reader of the diff has not seen.
    ///
    /// - Complexity: O(k) for the k rows `diff` names.
    func items(changedBy diff: ListDiff<SectionID, Item.ID>) -> [Item.ID: Item] {
        var items: [Item.ID: Item] = [:]
        func add(_ id: Item.ID) { items[id] = itemsByID[id] }
        for change in diff.itemInserts { add(change.id) }
        for ids in diff.itemsOfInsertedSections { for id in ids { add(id) } }
        for change in diff.itemReloads { add(change.id) }
        for change in diff.itemReconfigures { add(change.id) }
        return items
    }

    /// Makes the next render rebuild the snapshot rather than take it for an append (the items before the
    /// appended ones may have changed).
    mutating func forgetRendered() {
        rendered = nil
    }

    /// Shows `items` (those `matcher` accepts, when there is one) and returns the diff from what was shown.
    mutating func render(
        _ items: PagedItems<Item>, generation: Int, matcher: ListTextMatcher<Item>?
    ) -> ListDiff<SectionID, Item.ID> {
        defer {
            rendered =
                items.isEmpty
                ? nil
                : Rendered(
                    generation: generation, count: items.count, lineage: items.lineage, query: matcher?.query)
            shown = listsAnIDTwice ? nil : (items, matcher?.query)
        }
        if appendsInPlace, let last = rendered, last.generation == generation, last.query == matcher?.query,
            items.lineage === last.lineage, items.count >= last.count
        {
            return append(items[last.count...], matcher: matcher)
        }
        if let diff = reconfigure(items, matcher: matcher) { return diff }
        return rebuild(items, matcher: matcher)
    }

    /// Shows `items` when they list the shown ids in the shown order under the same filter, and no row changes its
    /// section or whether the filter accepts it: the snapshot stays, and the rows whose value changed are
    /// reconfigured. Returns `nil` (and changes nothing) otherwise.
    ///
    /// - Complexity: O(n) item comparisons, and O(k log k) for k changed rows; O(1) when `items` are the shown ones
    ///   (the same lineage and count). Items that differ return at the first id out of place.
    private mutating func reconfigure(
        _ items: PagedItems<Item>, matcher: ListTextMatcher<Item>?
    ) -> ListDiff<SectionID, Item.ID>? {
        guard let shown, shown.query == matcher?.query, shown.items.count == items.count else { return nil }
        if shown.items.lineage === items.lineage { return ListDiff() }
        guard let changed = Self.changedRows(from: shown.items, to: items) else { return nil }
        for (old, item) in changed {
            guard sectionID(old) == sectionID(item), matcher.map({ $0.matches(old) == $0.matches(item) }) ?? true
            else { return nil }
        }
        var updates: [ListDiff<SectionID, Item.ID>.ItemUpdate] = []
        for (_, item) in changed {
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
            rendered = Rendered(
                generation: last.generation, count: last.count, lineage: items.lineage, query: last.query)
        }
        updates.sort { $0.to < $1.to }
        return ListDiff(reconfiguring: updates)
    }

    /// The rows whose value differs between `old` and `new`, both values, in order; `nil` when the two do not list
    /// the same ids in the same order. They must hold as many items.
    ///
    /// - Complexity: O(n). It walks the pages' arrays by index: this code runs unspecialised, where an iterator's
    ///   optionals cost more than the comparisons.
    private static func changedRows(
        from old: PagedItems<Item>, to new: PagedItems<Item>
    ) -> [(old: Item, new: Item)]? {
        var changed: [(old: Item, new: Item)] = []
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
                if before != item { changed.append((before, item)) }
            }
        }
        return changed
    }

    /// Appends `newItems` to their sections.
    ///
    /// - Complexity: O(k log k) for k new items, with the snapshot shown before still held by the UI (see
    ///   ``commit(_:)``).
    private mutating func append(
        _ newItems: Slice<PagedItems<Item>>, matcher: ListTextMatcher<Item>?
    ) -> ListDiff<SectionID, Item.ID> {
        typealias Diff = ListDiff<SectionID, Item.ID>
        var batch = AppendBatch()
        var itemInserts: [Diff.ItemChange] = []
        var sectionInserts: [Diff.SectionChange] = []
        var insertedSectionIndex: [SectionID: Int] = [:]
        var grownSectionIndex: [SectionID: Int] = [:]
        for item in newItems where matcher?.matches(item) ?? true {
            let id = item.id
            guard itemsByID.updateValue(item, forKey: id) == nil else {
                listsAnIDTwice = true
                continue
            }
            let section = sectionID(item)
            if let inserted = insertedSectionIndex[section] {
                batch.inserted[inserted].items.append(id)
            } else if let grown = grownSectionIndex[section] {
                batch.grown[grown].items.append(id)
                let entry = batch.grown[grown]
                itemInserts.append(
                    Diff.ItemChange(
                        id: id,
                        indexPath: ListIndexPath(item: entry.firstRow + entry.items.count - 1, section: entry.index)))
            } else if let index = snapshot.indexOfSection(section) {
                let row = snapshot.numberOfItems(inSection: section)
                grownSectionIndex[section] = batch.grown.count
                batch.grown.append((section, index, row, [id]))
                itemInserts.append(Diff.ItemChange(id: id, indexPath: ListIndexPath(item: row, section: index)))
            } else {
                insertedSectionIndex[section] = batch.inserted.count
                sectionInserts.append(
                    Diff.SectionChange(id: section, index: snapshot.numberOfSections + batch.inserted.count))
                batch.inserted.append((section, [id]))
            }
        }
        guard !batch.isEmpty else { return Diff() }
        commit(batch)
        itemInserts.sort { ($0.indexPath.section, $0.indexPath.item) < ($1.indexPath.section, $1.indexPath.item) }
        return Diff(
            insertingSections: sectionInserts, itemsOfInsertedSections: batch.inserted.map(\.items), items: itemInserts)
    }

    /// Makes `batch` shown, without copying the shown snapshot when the UI still holds it.
    ///
    /// The UI holds the snapshot of the last update it took, so appending to it in place would copy its
    /// storage: O(n). The renderer keeps the snapshot shown before it (`spare`), which the UI let go of when it
    /// took the newer one, and brings that forward instead: it replays the appends made since (`lag`) and this
    /// one, in place, in O(page). The shown snapshot then becomes the spare. Only the first append after a
    /// rebuild copies, once.
    private mutating func commit(_ batch: AppendBatch) {
        var next: ListSnapshot<SectionID, Item.ID>
        do {
            if var caughtUp = spare {
                spare = nil  // leaves `caughtUp` the only holder the renderer has, so appending to it is in place
                for earlier in lag { try earlier.apply(to: &caughtUp) }
                next = caughtUp
            } else {
                next = snapshot
            }
            try batch.apply(to: &next)
        } catch {
            preconditionFailure("PagedList snapshot out of step: \(error)")
        }
        spare = snapshot
        lag = [batch]
        snapshot = next
    }

    /// Builds the snapshot anew and diffs it with the shown one; items whose value changed are reconfigured.
    ///
    /// - Complexity: O(n).
    private mutating func rebuild(
        _ items: PagedItems<Item>, matcher: ListTextMatcher<Item>?
    ) -> ListDiff<SectionID, Item.ID> {
        var byID: [Item.ID: Item] = [:]
        byID.reserveCapacity(items.count)
        var order: [SectionID] = []
        var grouped: [SectionID: [Item.ID]] = [:]
        listsAnIDTwice = false
        for item in items where matcher?.matches(item) ?? true {
            let id = item.id
            guard byID.updateValue(item, forKey: id) == nil else {
                listsAnIDTwice = true
                continue
            }
            let section = sectionID(item)
            if grouped[section] == nil { order.append(section) }
            grouped[section, default: []].append(id)
        }
        let new: ListSnapshot<SectionID, Item.ID>
        do {
            new = try ListSnapshot(sections: order.map { ($0, grouped[$0] ?? []) })
        } catch {
            preconditionFailure("PagedList snapshot out of step: \(error)")
        }
        let old = itemsByID
        let diff = ListDiff(from: snapshot, to: new) { id in old[id] != byID[id] }
        spare = nil
        lag = []
        snapshot = new
        itemsByID = byID
        return diff
    }
}

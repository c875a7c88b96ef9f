import ResourceStore

/// Turns the paginator's items into the snapshot a UI shows, and tells what changed: the one home of the
/// snapshot, the items by id, and what was rendered last.
///
/// Pages added or removed at the ends (same query, and items that came from the rendered ones by pages added or
/// removed at either end alone, which ``PagedItems/edgeChanges(from:)`` tells, whatever the paginator's generation)
/// cost O(page): an append, a page loaded backwards, a page dropped by the page cap, a refresh whose splice kept the
/// later pages (`Paginator.splice(after:listedItems:searchText:query:)`). The rows of the pages gone are deleted, the new
/// ones are put before the first rows or after the last, in their sections, and the diff is built from them alone.
/// Sections group rows as a rebuild would (in the order of each section's first row); where a change at the start
/// would move a section (a page loaded backwards brings rows of a section shown further down, or dropping a page
/// leaves a later section's row before the first section's), the snapshot is rebuilt instead. Items that list the shown ids in the shown order (a refetch that found the rows as they
/// were, a row edited in place) keep the snapshot: the rows whose value changed are reconfigured, found by comparing
/// the items with the ones shown, in O(n) comparisons and no hashing (O(1) when they are the ones shown). Anything
/// else (a row moved, inserted or removed, by the list or on the paginator directly) rebuilds the snapshot and diffs
/// it with the previous one, in O(n).
struct ListRenderer<SectionID: Hashable & Sendable, Item: Identifiable & Sendable & Equatable>
where Item.ID: Sendable {
    /// The shown ids.
    private(set) var snapshot = ListSnapshot<SectionID, Item.ID>()
    /// The shown items by id.
    var itemsByID: [Item.ID: Item] = [:]
    /// Which section an item goes in.
    let sectionID: @Sendable (Item) -> SectionID
    /// Whether an append can be rendered without looking at the items before it: only when the paginator
    /// never changes a listed item (``ResourceStore/DuplicatePolicy/keepFirst``).
    let appendsInPlace: Bool

    /// What the last render read, to recognise an append.
    var rendered: Rendered?
    /// The items the last render read (before the filter) and the filter's query, to recognise a render that changes
    /// values alone; `nil` when the shown items listed an id twice (only one of its values is shown).
    var shown: (items: PagedItems<Item>, query: String?)?
    /// Whether the shown items listed an id twice.
    var listsAnIDTwice = false
    /// The snapshot shown before ``snapshot``, when only changes at the ends lie between the two; see
    /// ``commit(_:)``.
    private var spare: ListSnapshot<SectionID, Item.ID>?
    /// The changes that turn ``spare`` into ``snapshot``, in order.
    private var lag: [SnapshotBatch] = []
    typealias SnapshotBatch = ListSnapshotBatch<SectionID, Item.ID>

    struct Rendered {
        /// The rendered items: a later list tells from them how it differs (``PagedItems/edgeChanges(from:)``).
        var items: PagedItems<Item>
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
        _ items: PagedItems<Item>, matcher: ListTextMatcher<Item>?
    ) -> ListDiff<SectionID, Item.ID> {
        defer {
            rendered = items.isEmpty ? nil : Rendered(items: items, query: matcher?.query)
            shown = listsAnIDTwice ? nil : (items, matcher?.query)
        }
        if appendsInPlace, let last = rendered, last.query == matcher?.query,
            let changes = items.edgeChanges(from: last.items)
        {
            if changes.isAppendOnly { return append(items[last.items.count...], matcher: matcher) }
            if !listsAnIDTwice, let diff = changeEnds(changes, from: last.items, to: items, matcher: matcher) {
                return diff
            }
        }
        if let diff = reconfigure(items, matcher: matcher) { return diff }
        return rebuild(items, matcher: matcher)
    }

    /// Makes `batch` shown, without copying the shown snapshot when the UI still holds it.
    ///
    /// The UI holds the snapshot of the last update it took, so changing it in place would copy its storage: O(n).
    /// The renderer keeps the snapshot shown before it (`spare`), which the UI let go of when it took the newer one,
    /// and brings that forward instead: it replays the changes made since (`lag`) and this one, in place, in
    /// O(page). The shown snapshot then becomes the spare. Only the first change after a rebuild copies, once.
    mutating func commit(_ batch: SnapshotBatch) {
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

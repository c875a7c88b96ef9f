import ResourceStore

/// Turns the paginator's items into the snapshot a UI shows, and tells what changed: the one home of the
/// snapshot, the items by id, and what was rendered last.
///
/// An append (same generation and query, and items that came from the rendered ones by appends alone, which
/// ``PagedItems``' lineage tells) costs O(page): the new items are appended to their sections and the diff is
/// built from them alone. Anything else (a row replaced, moved, inserted or removed, by the list or on the
/// paginator directly) rebuilds the snapshot and diffs it with the previous one, in O(n).
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
        }
        if appendsInPlace, let last = rendered, last.generation == generation, last.query == matcher?.query,
            items.lineage === last.lineage, items.count >= last.count
        {
            return append(items[last.count...], matcher: matcher)
        }
        return rebuild(items, matcher: matcher)
    }

    /// Appends `newItems` to their sections.
    ///
    /// - Complexity: O(k log k) for k new items.
    private mutating func append(
        _ newItems: Slice<PagedItems<Item>>, matcher: ListTextMatcher<Item>?
    ) -> ListDiff<SectionID, Item.ID> {
        typealias Diff = ListDiff<SectionID, Item.ID>
        var itemInserts: [Diff.ItemChange] = []
        var sectionInserts: [Diff.SectionChange] = []
        var itemsOfInsertedSections: [[Item.ID]] = []
        var insertedSectionIndex: [SectionID: Int] = [:]
        for item in newItems where matcher?.matches(item) ?? true {
            let id = item.id
            guard itemsByID.updateValue(item, forKey: id) == nil else { continue }
            let section = sectionID(item)
            do {
                if let inserted = insertedSectionIndex[section] {
                    itemsOfInsertedSections[inserted].append(id)
                } else if let index = snapshot.indexOfSection(section) {
                    let row = snapshot.numberOfItems(inSection: section)
                    itemInserts.append(Diff.ItemChange(id: id, indexPath: ListIndexPath(item: row, section: index)))
                } else {
                    insertedSectionIndex[section] = sectionInserts.count
                    sectionInserts.append(Diff.SectionChange(id: section, index: snapshot.numberOfSections))
                    itemsOfInsertedSections.append([id])
                    try snapshot.appendSections([section])
                }
                try snapshot.appendItems([id], toSection: section)
            } catch {
                preconditionFailure("PagedList snapshot out of step: \(error)")
            }
        }
        itemInserts.sort { ($0.indexPath.section, $0.indexPath.item) < ($1.indexPath.section, $1.indexPath.item) }
        return Diff(
            insertingSections: sectionInserts, itemsOfInsertedSections: itemsOfInsertedSections, items: itemInserts)
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
        for item in items where matcher?.matches(item) ?? true {
            let id = item.id
            guard byID.updateValue(item, forKey: id) == nil else { continue }
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
        snapshot = new
        itemsByID = byID
        return diff
    }
}

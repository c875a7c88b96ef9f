import ResourcePaging
import ResourceStore

/// A row of a list view that draws a list's placeholders (``ResourcePaging/ListState/placeholders``): a loaded item,
/// or the placeholder of a row not loaded yet, named by its position in the whole list.
///
/// A placeholder keeps its id while it stays a placeholder (positions do not move when pages arrive next to the
/// loaded rows), and the ids never clash with the app's: the data sources of the bundled adapters are keyed by it.
public enum ListRow<ItemID: Hashable & Sendable>: Hashable, Sendable {
    /// A loaded item.
    case item(ItemID)
    /// The placeholder of the row at `position` of the whole list (as ``ResourcePaging/PagedList/loadMoreIfNeeded(atPosition:)``
    /// counts: the leading placeholders, then the loaded rows over all sections, then the trailing placeholders).
    case placeholder(position: Int)

    /// The item's id, or `nil` for a placeholder.
    public var itemID: ItemID? {
        if case .item(let id) = self { id } else { nil }
    }
}

extension DiffableSnapshotPlan {
    /// The plan with `placeholders` drawn, for a data source keyed by ``ListRow``: the leading placeholder rows
    /// before the first section's items, the trailing ones after the last section's, every item wrapped as
    /// ``ListRow/item(_:)``. With no placeholders, or no section to draw them in, only the items are wrapped.
    ///
    /// - Complexity: O(n + p) for n items and p placeholders (every placeholder is a row of the data source).
    public func drawingPlaceholders(_ placeholders: ListPlaceholders?) -> DiffableSnapshotPlan<
        SectionID, ListRow<ItemID>
    > {
        var sections: [SectionID] = []
        var items: [SectionID: [ItemID]] = [:]
        var marks: [DiffableSnapshotPlan<SectionID, ListRow<ItemID>>.Operation] = []
        for operation in operations {
            switch operation {
            case .appendSections(let ids): sections += ids
            case .appendItems(let ids, let section): items[section, default: []] += ids
            case .reconfigureItems(let ids): marks.append(.reconfigureItems(ids.map(ListRow.item)))
            case .reloadItems(let ids): marks.append(.reloadItems(ids.map(ListRow.item)))
            case .reloadSections(let ids): marks.append(.reloadSections(ids))
            case .deleteItems(let ids): marks.append(.deleteItems(ids.map(ListRow.item)))
            case .insertItems(let ids, let target):
                marks.append(.insertItems(ids.map(ListRow.item), beforeItem: .item(target)))
            }
        }
        let loaded = items.values.reduce(0) { $0 + $1.count }
        var drawn: [DiffableSnapshotPlan<SectionID, ListRow<ItemID>>.Operation] = []
        if !sections.isEmpty { drawn.append(.appendSections(sections)) }
        for (index, section) in sections.enumerated() {
            var rows = (items[section] ?? []).map(ListRow.item)
            if let placeholders {
                if index == 0 { rows = (0..<placeholders.leading).map { .placeholder(position: $0) } + rows }
                if index == sections.count - 1 {
                    let start = placeholders.leading + loaded
                    let (end, overflow) = start.addingReportingOverflow(placeholders.trailing)
                    rows += (start..<(overflow ? Int.max : end)).map { .placeholder(position: $0) }
                }
            }
            if !rows.isEmpty { drawn.append(.appendItems(rows, toSection: section)) }
        }
        return DiffableSnapshotPlan<SectionID, ListRow<ItemID>>(
            operations: drawn + marks, animatingDifferences: animatingDifferences, needsApply: needsApply)
    }
}

/// A row a list view draws, with its value: a loaded item, or the placeholder of a row not loaded yet at a position
/// of the whole list (see ``ListRow``, its id).
public enum DrawnRow<Item: Identifiable & Sendable>: Identifiable, Sendable where Item.ID: Sendable {
    /// A loaded item.
    case item(Item)
    /// The placeholder of the row at `position` of the whole list.
    case placeholder(position: Int)

    /// The row's id: the item's, or the placeholder's position.
    public var id: ListRow<Item.ID> {
        switch self {
        case .item(let item): .item(item.id)
        case .placeholder(let position): .placeholder(position: position)
        }
    }
}

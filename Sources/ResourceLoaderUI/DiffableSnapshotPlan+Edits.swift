import ResourcePaging
import ResourceStore

extension DiffableSnapshotPlan {
    /// The plan that turns the rows a data source keyed by ``ListRow`` shows now (the previous update's, with `old`
    /// placeholders drawn) into `update`'s with `new` placeholders drawn, by editing them: the deleted rows deleted,
    /// the inserted ones inserted before the row that follows them (or appended), then this plan's marks. Its
    /// ``startsFromShown`` is `true`: replay it on the snapshot shown, not on an empty one.
    ///
    /// The work follows the change, not the list: O(d + i + m) for d deleted and i inserted rows (items and
    /// placeholders) and m marked items, however many rows the list has.
    ///
    /// - Parameters:
    ///   - update: the update this plan was made for (its diff leads from the rows shown to its snapshot).
    ///   - old: the placeholders drawn now, `nil` for none.
    ///   - new: the placeholders to draw, `nil` for none.
    /// - Returns: the plan, or `nil` when the update changes sections, moves items or changes the leading
    ///   placeholders (build the rows afresh with ``drawingPlaceholders(_:)`` then).
    func editingShownRows(
        for update: ListUpdate<SectionID, ItemID>, placeholders old: ListPlaceholders?, _ new: ListPlaceholders?
    ) -> DiffableSnapshotPlan<SectionID, ListRow<ItemID>>? {
        typealias Row = ListRow<ItemID>
        let diff = update.diff
        let snapshot = update.snapshot
        let sections = snapshot.numberOfSections
        guard diff.sectionDeletes.isEmpty, diff.sectionInserts.isEmpty, diff.sectionMoves.isEmpty,
            diff.itemMoves.isEmpty, (old?.leading ?? 0) == (new?.leading ?? 0)
        else { return nil }
        let leading = new?.leading ?? 0
        let loaded = snapshot.numberOfItems
        let oldLoaded = loaded - diff.itemInserts.count + diff.itemDeletes.count
        // The trailing placeholders' positions before and after (ids that stay keep their place at the end).
        let oldTrailing = (leading + oldLoaded)..<(leading + oldLoaded + (old?.trailing ?? 0))
        let newTrailing = (leading + loaded)..<(leading + loaded + (new?.trailing ?? 0))
        var operations: [DiffableSnapshotPlan<SectionID, Row>.Operation] = []
        var deleted = diff.itemDeletes.map { Row.item($0.id) }
        for position in oldTrailing where !newTrailing.contains(position) {
            deleted.append(.placeholder(position: position))
        }
        if !deleted.isEmpty { operations.append(.deleteItems(deleted)) }
        // With no section, there is nowhere to draw (the plan built afresh draws nothing either).
        guard let lastSection = snapshot.sectionIdentifier(at: sections - 1) else { return nil }
        // New trailing placeholders, last first: each goes before the next one (there already) or at the end.
        let added = newTrailing.filter { !oldTrailing.contains($0) }
        for run in Self.runs(of: added).reversed() {
            let rows = run.map { Row.placeholder(position: $0) }
            let next = run.upperBound
            operations.append(
                newTrailing.contains(next)
                    ? .insertItems(rows, beforeItem: .placeholder(position: next))
                    : .appendItems(rows, toSection: lastSection))
        }
        // Inserted items, section by section, last first: each run goes before the row that follows it.
        var inserted: [Int: [Int]] = [:]
        for change in diff.itemInserts { inserted[change.indexPath.section, default: []].append(change.indexPath.item) }
        for (section, items) in inserted {
            guard let id = snapshot.sectionIdentifier(at: section) else { return nil }
            for run in Self.runs(of: items.sorted()).reversed() {
                var rows: [Row] = []
                for item in run {
                    guard let itemID = snapshot.itemIdentifier(at: ListIndexPath(item: item, section: section)) else {
                        return nil
                    }
                    rows.append(.item(itemID))
                }
                let following = snapshot.itemIdentifier(at: ListIndexPath(item: run.upperBound, section: section))
                if let following {
                    operations.append(.insertItems(rows, beforeItem: .item(following)))
                } else if section == sections - 1, !newTrailing.isEmpty {
                    operations.append(.insertItems(rows, beforeItem: .placeholder(position: newTrailing.lowerBound)))
                } else {
                    operations.append(.appendItems(rows, toSection: id))
                }
            }
        }
        for operation in self.operations {
            switch operation {
            case .reconfigureItems(let ids): operations.append(.reconfigureItems(ids.map(Row.item)))
            case .reloadItems(let ids): operations.append(.reloadItems(ids.map(Row.item)))
            case .reloadSections(let ids): operations.append(.reloadSections(ids))
            case .appendSections, .appendItems, .deleteItems, .insertItems: continue
            }
        }
        return DiffableSnapshotPlan<SectionID, Row>(
            operations: operations, animatingDifferences: animatingDifferences, needsApply: needsApply,
            startsFromShown: true)
    }

    /// `sorted`'s consecutive runs, in order (`[1, 2, 3, 7, 8]` gives `1..<4` and `7..<9`).
    private static func runs(of sorted: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for value in sorted {
            if let last = runs.last, last.upperBound == value {
                runs[runs.count - 1] = last.lowerBound..<(value + 1)
            } else {
                runs.append(value..<(value + 1))
            }
        }
        return runs
    }
}

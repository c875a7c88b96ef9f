import ResourcePaging
import ResourceStore

/// How one ``ResourcePaging/ListUpdate`` is applied to a diffable data source: the operations that build the
/// data source's snapshot, in order, and whether to animate.
///
/// The snapshot is built afresh from the update's ``ResourceStore/ListSnapshot`` (every section appended, then
/// each section's items, in display order), and the update's ``ResourceStore/ListDiff`` marks what changed in
/// place: content changes become `reconfigureItems` (the cell is updated, not replaced), explicit reloads
/// `reloadItems` and `reloadSections`. The data source then computes its own animation from the snapshot it
/// shows. Replaying ``operations`` on an empty ``ResourceStore/ListSnapshot`` gives the update's snapshot, with
/// exactly those marks.
///
/// ```swift
/// let plan = DiffableSnapshotPlan(update, isFirst: !hasShownRows)
/// var snapshot = NSDiffableDataSourceSnapshot<SectionID, ItemID>()
/// for operation in plan.operations { /* appendSections, appendItems, reconfigureItems… */ }
/// dataSource.apply(snapshot, animatingDifferences: plan.animatingDifferences)
/// ```
public struct DiffableSnapshotPlan<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// One call on a diffable snapshot (`NSDiffableDataSourceSnapshot`, or a ``ResourceStore/ListSnapshot``,
    /// which has the same methods).
    public enum Operation: Sendable, Equatable {
        /// `appendSections(_:)`.
        case appendSections([SectionID])
        /// `appendItems(_:toSection:)`.
        case appendItems([ItemID], toSection: SectionID)
        /// `reconfigureItems(_:)` (iOS 15): the items' content changed; their cells are updated in place.
        case reconfigureItems([ItemID])
        /// `reloadItems(_:)`: the items were marked for reload; their cells are replaced.
        case reloadItems([ItemID])
        /// `reloadSections(_:)`: the sections were marked for reload.
        case reloadSections([SectionID])
        /// `deleteItems(_:)`: the items leave (only in a plan that ``startsFromShown``).
        case deleteItems([ItemID])
        /// `insertItems(_:beforeItem:)`: the items come in before another (only in a plan that ``startsFromShown``).
        case insertItems([ItemID], beforeItem: ItemID)
    }

    /// The calls that build the data source's snapshot, in order.
    public let operations: [Operation]
    /// Whether the data source animates the change: never while the view has shown no rows yet (the first
    /// rows appear at once), otherwise as the app chose.
    public let animatingDifferences: Bool
    /// Whether there is anything to apply: always while no rows were shown, later when the diff changes
    /// something (an update that only changes the state leaves the rows alone).
    public let needsApply: Bool
    /// Whether ``operations`` edit the snapshot the data source shows (the previous update's rows) rather than
    /// build one from empty: the adapters' plans that follow the change (O(change), not O(rows)). `false` for a plan
    /// made by ``init(_:isFirst:animates:)``.
    public let startsFromShown: Bool

    /// The plan for `update`.
    ///
    /// - Parameters:
    ///   - update: the list's update.
    ///   - isFirst: whether the data source has not shown any row yet.
    ///   - animates: whether later changes animate (`true` by default).
    ///
    /// - Complexity: O(n) in the snapshot's items.
    public init(_ update: ListUpdate<SectionID, ItemID>, isFirst: Bool, animates: Bool = true) {
        let snapshot = update.snapshot
        let diff = update.diff
        var operations: [Operation] = []
        let sections = snapshot.sectionIdentifiers
        if !sections.isEmpty { operations.append(.appendSections(sections)) }
        for section in sections {
            let items = snapshot.itemIdentifiers(inSection: section)
            if !items.isEmpty { operations.append(.appendItems(items, toSection: section)) }
        }
        if !diff.itemReconfigures.isEmpty { operations.append(.reconfigureItems(diff.itemReconfigures.map(\.id))) }
        if !diff.itemReloads.isEmpty { operations.append(.reloadItems(diff.itemReloads.map(\.id))) }
        if !diff.sectionReloads.isEmpty { operations.append(.reloadSections(diff.sectionReloads.map(\.id))) }
        self.operations = operations
        animatingDifferences = !isFirst && animates
        needsApply = isFirst || !diff.isEmpty
        startsFromShown = false
    }

    /// This plan, animating or not.
    func animating(_ animates: Bool) -> Self {
        Self(
            operations: operations, animatingDifferences: animates, needsApply: needsApply,
            startsFromShown: startsFromShown)
    }

    /// This plan with `items` reloaded instead of reconfigured (rows whose cells must be replaced).
    ///
    /// - Complexity: O(r) in the reconfigured items.
    func reloading(_ items: Set<ItemID>) -> Self {
        var operations: [Operation] = []
        var reloaded: [ItemID] = []
        for operation in self.operations {
            guard case .reconfigureItems(let reconfigured) = operation else {
                operations.append(operation)
                continue
            }
            let kept = reconfigured.filter { !items.contains($0) }
            reloaded = reconfigured.filter { items.contains($0) }
            if !kept.isEmpty { operations.append(.reconfigureItems(kept)) }
        }
        if !reloaded.isEmpty {
            if let index = operations.firstIndex(where: { if case .reloadItems = $0 { true } else { false } }),
                case .reloadItems(let marked) = operations[index]
            {
                operations[index] = .reloadItems(marked + reloaded)
            } else {
                let index = operations.firstIndex(where: { if case .reloadSections = $0 { true } else { false } })
                operations.insert(.reloadItems(reloaded), at: index ?? operations.endIndex)
            }
        }
        return Self(
            operations: operations, animatingDifferences: animatingDifferences, needsApply: needsApply,
            startsFromShown: startsFromShown)
    }

    /// A plan of `operations`, as given.
    init(operations: [Operation], animatingDifferences: Bool, needsApply: Bool, startsFromShown: Bool = false) {
        self.operations = operations
        self.animatingDifferences = animatingDifferences
        self.needsApply = needsApply
        self.startsFromShown = startsFromShown
    }
}

#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    @available(iOS 15.0, *)
    extension NSDiffableDataSourceSnapshot {
        /// The snapshot `plan` describes: its sections and items appended in order, then its reconfigures and
        /// reloads marked.
        public init(_ plan: DiffableSnapshotPlan<SectionIdentifierType, ItemIdentifierType>) {
            self.init()
            replay(plan)
        }

        /// Replays `plan`'s operations on this snapshot: on an empty one for a plan built afresh, on the one the
        /// data source shows for a plan that ``DiffableSnapshotPlan/startsFromShown``.
        public mutating func replay(_ plan: DiffableSnapshotPlan<SectionIdentifierType, ItemIdentifierType>) {
            for operation in plan.operations {
                switch operation {
                case .appendSections(let sections): appendSections(sections)
                case .appendItems(let items, let section): appendItems(items, toSection: section)
                case .reconfigureItems(let items): reconfigureItems(items)
                case .reloadItems(let items): reloadItems(items)
                case .reloadSections(let sections): reloadSections(sections)
                case .deleteItems(let items): deleteItems(items)
                case .insertItems(let items, let target): insertItems(items, beforeItem: target)
                }
            }
        }
    }
#endif

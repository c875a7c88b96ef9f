import ResourceStore

/// One change at the ends of a list's snapshot, written as the snapshot's own operations, so that ``ListRenderer``
/// can replay it on an older copy (see `ListRenderer.commit(_:)`).
struct ListSnapshotBatch<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// One operation, with what it names.
    enum Step {
        case deleteSections([SectionID])
        case deleteItems([ItemID])
        case insertSections([SectionID], before: SectionID)
        case insertSectionsAfter([SectionID], section: SectionID)
        case appendSections([SectionID])
        case insertItems([ItemID], before: ItemID)
        case appendItems([ItemID], section: SectionID)
    }

    /// The operations, in order.
    var steps: [Step] = []

    /// Whether the batch changes nothing.
    var isEmpty: Bool { steps.isEmpty }

    /// Applies the steps to `snapshot`, which must be the snapshot the batch was made against.
    func apply(to snapshot: inout ListSnapshot<SectionID, ItemID>) throws(ListSnapshot<SectionID, ItemID>.Error) {
        for step in steps {
            switch step {
            case .deleteSections(let sections): try snapshot.deleteSections(sections)
            case .deleteItems(let items): try snapshot.deleteItems(items)
            case .insertSections(let sections, let target): try snapshot.insertSections(sections, beforeSection: target)
            case .insertSectionsAfter(let sections, let target):
                try snapshot.insertSections(sections, afterSection: target)
            case .appendSections(let sections): try snapshot.appendSections(sections)
            case .insertItems(let items, let target): try snapshot.insertItems(items, beforeItem: target)
            case .appendItems(let items, let section): try snapshot.appendItems(items, toSection: section)
            }
        }
    }
}

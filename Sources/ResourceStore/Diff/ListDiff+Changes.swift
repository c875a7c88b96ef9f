extension ListDiff {
    /// A section inserted, deleted or reloaded, with its index (old or new, see ``ListDiff``).
    public struct SectionChange: Hashable, Sendable {
        /// The section identifier.
        public let id: SectionID
        /// The section index.
        public let index: Int

        /// Creates a section change.
        @inlinable
        public init(id: SectionID, index: Int) {
            self.id = id
            self.index = index
        }
    }

    /// A section moved from its old index to its new index.
    public struct SectionMove: Hashable, Sendable {
        /// The section identifier.
        public let id: SectionID
        /// The index in the old snapshot.
        public let from: Int
        /// The index in the new snapshot.
        public let to: Int

        /// Creates a section move.
        @inlinable
        public init(id: SectionID, from: Int, to: Int) {
            self.id = id
            self.from = from
            self.to = to
        }
    }

    /// An item inserted or deleted, with its index path (old for deletes, new for inserts).
    public struct ItemChange: Hashable, Sendable {
        /// The item identifier.
        public let id: ItemID
        /// The index path.
        public let indexPath: ListIndexPath

        /// Creates an item change.
        @inlinable
        public init(id: ItemID, indexPath: ListIndexPath) {
            self.id = id
            self.indexPath = indexPath
        }
    }

    /// An item moved from its old index path to its new one.
    public struct ItemMove: Hashable, Sendable {
        /// The item identifier.
        public let id: ItemID
        /// The index path in the old snapshot.
        public let from: ListIndexPath
        /// The index path in the new snapshot.
        public let to: ListIndexPath

        /// Creates an item move.
        @inlinable
        public init(id: ItemID, from: ListIndexPath, to: ListIndexPath) {
            self.id = id
            self.from = from
            self.to = to
        }
    }

    /// An item present in both snapshots that needs its cell refreshed, with both of its index paths.
    public struct ItemUpdate: Hashable, Sendable {
        /// The item identifier.
        public let id: ItemID
        /// The index path in the old snapshot (what `reloadItems(at:)` inside a batch update expects).
        public let from: ListIndexPath
        /// The index path in the new snapshot (for a reconfigure once the batch is applied).
        public let to: ListIndexPath

        /// Creates an item update.
        @inlinable
        public init(id: ItemID, from: ListIndexPath, to: ListIndexPath) {
            self.id = id
            self.from = from
            self.to = to
        }
    }
}

/// An ordered list of sections, each holding an ordered list of item identifiers.
///
/// `ListSnapshot` is a platform-neutral value with the same model as `NSDiffableDataSourceSnapshot`:
/// it stores identifiers only, never the items themselves. Every identifier is unique across the whole
/// snapshot; a mutation that would add one twice throws ``ListSnapshot/Error/duplicateItem(_:)`` (or
/// ``ListSnapshot/Error/duplicateSection(_:)``) and leaves the snapshot exactly as it was.
///
/// ```swift
/// var snapshot = ListSnapshot<String, Int>()
/// try snapshot.appendSections(["fruit"])
/// try snapshot.appendItems([1, 2, 3], toSection: "fruit")
/// snapshot.indexPath(ofItem: 2)  // [0, 1]
/// ```
///
/// Lookups by identifier (`indexOfItem`, `indexPath(ofItem:)`, `sectionIdentifier(containingItem:)`) are O(1):
/// the snapshot keeps a dictionary from each identifier to its place. Sections live in stable storage
/// slots, so inserting, deleting or moving a section never re-indexes the items of the other sections.
public struct ListSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// Section storage indexed by slot; a slot keeps its number while its section moves around.
    @usableFromInline
    var slots: ContiguousArray<Slot>
    /// Slots of deleted sections, ready to be reused.
    @usableFromInline
    var freeSlots: ContiguousArray<Int>
    /// The display order: `order[sectionIndex]` is the slot of the section shown at `sectionIndex`.
    @usableFromInline
    var order: ContiguousArray<Int>
    /// The inverse of `order`: the section index of each slot, or `-1` for a free slot.
    @usableFromInline
    var positionOfSlot: ContiguousArray<Int>
    /// The slot of every section identifier.
    @usableFromInline
    var slotOfSection: [SectionID: Int]
    /// The slot and the in-section index of every item identifier.
    @usableFromInline
    var locations: [ItemID: Location]
    /// Items marked for a full reload.
    @usableFromInline
    var reloadedItems: Set<ItemID>
    /// Items marked for a reconfigure (same cell, new content).
    @usableFromInline
    var reconfiguredItems: Set<ItemID>
    /// Sections marked for a reload.
    @usableFromInline
    var reloadedSections: Set<SectionID>

    /// Creates an empty snapshot.
    @inlinable
    public init() {
        slots = []
        freeSlots = []
        order = []
        positionOfSlot = []
        slotOfSection = [:]
        locations = [:]
        reloadedItems = []
        reconfiguredItems = []
        reloadedSections = []
    }

    /// Creates a snapshot from sections given in display order, each with its items in display order.
    ///
    /// - Throws: ``ListSnapshot/Error/duplicateSection(_:)`` or ``ListSnapshot/Error/duplicateItem(_:)``
    ///   when an identifier appears twice.
    /// - Complexity: O(n) for n items and sections.
    @inlinable
    public init(sections: [(section: SectionID, items: [ItemID])]) throws(Error) {
        self.init()
        let itemCount = sections.reduce(0) { $0 + $1.items.count }
        locations.reserveCapacity(itemCount)
        try appendSections(sections.map(\.section))
        for entry in sections {
            try appendItems(entry.items, toSection: entry.section)
        }
    }

    // MARK: - Counts

    /// The number of items in all sections.
    ///
    /// - Complexity: O(1).
    public var numberOfItems: Int { locations.count }

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { order.count }

    /// The number of items in `section`, or `0` when the snapshot has no such section.
    ///
    /// - Complexity: O(1).
    public func numberOfItems(inSection section: SectionID) -> Int {
        guard let slot = slotOfSection[section] else { return 0 }
        return slots[slot].count
    }

    // MARK: - Identifiers

    /// The section identifiers in display order.
    ///
    /// - Complexity: O(s) for s sections.
    public var sectionIdentifiers: [SectionID] {
        order.map { slots[$0].id }
    }

    /// Every item identifier, section after section, in display order.
    ///
    /// - Complexity: O(n).
    public var itemIdentifiers: [ItemID] {
        var result: [ItemID] = []
        result.reserveCapacity(numberOfItems)
        for slot in order {
            let storage = slots[slot]
            if storage.isContiguous {
                result.append(contentsOf: storage.tail)
            } else {
                result.append(contentsOf: storage.head.reversed())
                result.append(contentsOf: storage.tail[storage.tailStart...])
            }
        }
        return result
    }

    /// The item identifiers of `section` in display order, or an empty array when there is no such section.
    ///
    /// - Complexity: O(1), the array sharing storage with the snapshot, unless items were inserted at the start of
    ///   the section or removed from it since it was built: then O(k) for the k items of the section.
    public func itemIdentifiers(inSection section: SectionID) -> [ItemID] {
        guard let slot = slotOfSection[section] else { return [] }
        return slots[slot].items
    }

    /// The identifier of the section shown at `index`, or `nil` when `index` is out of range.
    ///
    /// - Complexity: O(1).
    public func sectionIdentifier(at index: Int) -> SectionID? {
        guard order.indices.contains(index) else { return nil }
        return slots[order[index]].id
    }

    /// The identifier of the item at `indexPath`, or `nil` when there is nothing there.
    ///
    /// - Complexity: O(1).
    public func itemIdentifier(at indexPath: ListIndexPath) -> ItemID? {
        guard order.indices.contains(indexPath.section) else { return nil }
        let storage = slots[order[indexPath.section]]
        guard indexPath.item >= 0 && indexPath.item < storage.count else { return nil }
        return storage[indexPath.item]
    }

    // MARK: - Lookups

    /// Whether the snapshot contains the item.
    ///
    /// - Complexity: O(1).
    public func contains(item: ItemID) -> Bool {
        locations[item] != nil
    }

    /// Whether the snapshot contains the section.
    ///
    /// - Complexity: O(1).
    public func contains(section: SectionID) -> Bool {
        slotOfSection[section] != nil
    }

    /// The index of the item inside its section, or `nil` when the snapshot does not contain it.
    ///
    /// - Complexity: O(1).
    public func indexOfItem(_ item: ItemID) -> Int? {
        locations[item].map { index(of: $0) }
    }

    /// The index of the section, or `nil` when the snapshot does not contain it.
    ///
    /// - Complexity: O(1).
    public func indexOfSection(_ section: SectionID) -> Int? {
        slotOfSection[section].map { positionOfSlot[$0] }
    }

    /// The section and item index of the item, or `nil` when the snapshot does not contain it.
    ///
    /// - Complexity: O(1).
    public func indexPath(ofItem item: ItemID) -> ListIndexPath? {
        guard let location = locations[item] else { return nil }
        return ListIndexPath(item: index(of: location), section: positionOfSlot[Int(location.slot)])
    }

    /// The identifier of the section that holds the item, or `nil` when the snapshot does not contain it.
    ///
    /// - Complexity: O(1).
    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
        locations[item].map { slots[Int($0.slot)].id }
    }

    // MARK: - Marks

    /// The items marked with ``reloadItems(_:)``, in no particular order.
    public var reloadedItemIdentifiers: [ItemID] { Array(reloadedItems) }

    /// The items marked with ``reconfigureItems(_:)``, in no particular order.
    public var reconfiguredItemIdentifiers: [ItemID] { Array(reconfiguredItems) }

    /// The sections marked with ``reloadSections(_:)``, in no particular order.
    public var reloadedSectionIdentifiers: [SectionID] { Array(reloadedSections) }
}

/// The writes of one ``SectionedStore/performBatch(_:)``, applied together as one change event.
///
/// A transaction works on a private copy of the store's content; the store takes the result only when the
/// batch returns normally, so a batch that throws changes nothing. Every write applies the store's
/// ``DuplicatePolicy``. A method that throws leaves the transaction as it was.
///
/// ```swift
/// try store.performBatch { batch in
///     try batch.appendSection("inbox", title: "Inbox")
///     try batch.append(messages, toSection: "inbox")
/// }
/// ```
public struct StoreTransaction<SectionID: Hashable & Sendable, Item: Identifiable & Sendable>
where Item.ID: Sendable {
    /// The error type of the store's writes.
    public typealias Error = SectionedStore<SectionID, Item>.Error

    /// The content being written.
    var content: StoreContent<SectionID, Item>
    /// The duplicate policy of the store.
    let policy: DuplicatePolicy
    /// Identifiers the caller asked to reload.
    var reloads: Set<Item.ID> = []

    init(content: StoreContent<SectionID, Item>, policy: DuplicatePolicy) {
        self.content = content
        self.policy = policy
    }

    // MARK: - Reading

    /// The identifiers as written so far in this transaction.
    public var snapshot: ListSnapshot<SectionID, Item.ID> { content.snapshot }

    /// The sections as written so far in this transaction.
    public var sections: [StoreSection<SectionID, Item>] { content.sections }

    /// The item with `id`, or `nil`.
    ///
    /// - Complexity: O(1).
    public func item(withID id: Item.ID) -> Item? { content.item(withID: id) }

    /// The item at `indexPath`, or `nil`.
    ///
    /// - Complexity: O(1).
    public func item(at indexPath: ListIndexPath) -> Item? {
        content.contains(indexPath) ? content.sections[indexPath.section].items[indexPath.item] : nil
    }

    // MARK: - Sections

    /// Adds an empty section after the last one.
    ///
    /// - Throws: ``SectionedStore/Error/duplicateSection(_:)``.
    public mutating func appendSection(_ id: SectionID, title: String? = nil) throws(Error) {
        try insertSection(id, title: title, at: content.sections.count)
    }

    /// Inserts an empty section at `index` (`0...numberOfSections`).
    ///
    /// - Throws: ``SectionedStore/Error/duplicateSection(_:)`` or ``SectionedStore/Error/sectionIndexOutOfRange(_:)``.
    public mutating func insertSection(_ id: SectionID, title: String? = nil, at index: Int) throws(Error) {
        guard !content.snapshot.contains(section: id) else { throw .duplicateSection(id) }
        guard (0...content.sections.count).contains(index) else { throw .sectionIndexOutOfRange(index) }
        content.insertSection(id, title: title, at: index)
    }

    /// Removes a section with all its items.
    ///
    /// - Throws: ``SectionedStore/Error/sectionNotFound(_:)``.
    public mutating func removeSection(_ id: SectionID) throws(Error) {
        content.removeSection(at: try sectionIndex(id))
    }

    /// Moves a section (with its items) so that it ends up at `index`.
    ///
    /// - Throws: ``SectionedStore/Error/sectionNotFound(_:)`` or ``SectionedStore/Error/sectionIndexOutOfRange(_:)``.
    public mutating func moveSection(_ id: SectionID, to index: Int) throws(Error) {
        let from = try sectionIndex(id)
        guard content.sections.indices.contains(index) else { throw .sectionIndexOutOfRange(index) }
        content.moveSection(from: from, to: index)
    }

    /// Changes the title of a section; the change event reports the section as reloaded.
    ///
    /// - Throws: ``SectionedStore/Error/sectionNotFound(_:)``.
    public mutating func setTitle(_ title: String?, forSection id: SectionID) throws(Error) {
        let index = try sectionIndex(id)
        content.sections[index].title = title
    }

    /// Replaces every item of a section with `items` (under the duplicate policy against other sections).
    ///
    /// - Throws: ``SectionedStore/Error/sectionNotFound(_:)``.
    public mutating func replaceItems(inSection id: SectionID, with items: [Item]) throws(Error) {
        let index = try sectionIndex(id)
        content.remove(content.sections[index].items.map(\.id))
        place(items, section: index, at: 0)
    }

    /// Removes every section and item.
    public mutating func removeAll() {
        while !content.sections.isEmpty {
            content.removeSection(at: content.sections.count - 1)
        }
    }

    // MARK: - Items

    /// Adds items after the last item of `section` (or of the last section when `section` is `nil`).
    ///
    /// - Throws: ``SectionedStore/Error/sectionNotFound(_:)`` or ``SectionedStore/Error/noSections``.
    /// - Complexity: O(k) for k items, plus the removals the duplicate policy asks for.
    public mutating func append(_ items: [Item], toSection section: SectionID? = nil) throws(Error) {
        let index = try resolve(section)
        place(items, section: index, at: content.sections[index].items.count)
    }

    /// Inserts items so that the first one ends up at `indexPath`.
    ///
    /// "First" is the first item the duplicate policy keeps; under ``DuplicatePolicy/keepLast`` the copies it
    /// removes are gone before the items land, and when that leaves the section shorter than `indexPath.item`,
    /// the items go at its end.
    ///
    /// - Throws: ``SectionedStore/Error/indexPathOutOfRange(_:)``.
    public mutating func insert(_ items: [Item], at indexPath: ListIndexPath) throws(Error) {
        guard content.sections.indices.contains(indexPath.section),
            (0...content.sections[indexPath.section].items.count).contains(indexPath.item)
        else { throw .indexPathOutOfRange(indexPath) }
        place(items, section: indexPath.section, at: indexPath.item, placement: .atIndex)
    }

    /// Writes a page of items at `offset` of a section, like XLData's `addDataItems:fromIndex:`, idempotently.
    ///
    /// The store remembers which items each page write placed, per section and offset, and a page holds them
    /// until they leave the store: removing an item (by any write, including a duplicate policy moving it
    /// elsewhere) forgets its page. A page written at an offset for the first time, or holding nothing any more,
    /// is inserted at `offset` (an offset past the end means the end). A page written again at the same offset
    /// replaces the items it still holds: they are removed (those the new page no longer has are gone for
    /// good) and the new items take the place where the first of them was. Identifiers elsewhere in the store,
    /// including items this page once placed that another write has since moved, are handled by the duplicate
    /// policy. Writing the same page twice therefore changes nothing the second time.
    ///
    /// - Throws: ``SectionedStore/Error/sectionNotFound(_:)`` or ``SectionedStore/Error/noSections``.
    /// - Complexity: O(k + t) for k page items and t items after the page in its section, plus, when the page
    ///   holds items already, a scan of the section up to the last of them.
    public mutating func write(page: [Item], at offset: Int, inSection section: SectionID? = nil) throws(Error) {
        let index = try resolve(section)
        let held = content.pages[index].indices(ofPageAt: offset)
        var ownCopies = Set<Item.ID>(minimumCapacity: held.count)
        for item in held { ownCopies.insert(content.sections[index].items[item].id) }
        let position = held.first ?? min(max(offset, 0), content.sections[index].items.count)
        let placed = place(page, section: index, at: position, ownCopies: ownCopies)
        content.pages[index].record(
            offset: offset, range: placed, itemCount: content.sections[index].items.count)
    }

    /// Updates the items already in the store in place and appends the others to `section` (or to the last
    /// section when `section` is `nil`). An identifier given twice keeps its last value.
    ///
    /// - Throws: ``SectionedStore/Error/sectionNotFound(_:)`` or ``SectionedStore/Error/noSections`` (only when
    ///   some item is new).
    public mutating func upsert(_ items: [Item], toSection section: SectionID? = nil) throws(Error) {
        var fresh: [Item] = []
        var freshIndex: [Item.ID: Int] = [:]
        for item in items where content.snapshot.indexPath(ofItem: item.id) == nil {
            if let position = freshIndex[item.id] {
                fresh[position] = item
            } else {
                freshIndex[item.id] = fresh.count
                fresh.append(item)
            }
        }
        let target = fresh.isEmpty ? nil : try resolve(section)
        for item in items {
            if let path = content.snapshot.indexPath(ofItem: item.id) {
                content.replaceValue(at: path, with: item)
            }
        }
        if let target {
            content.insert(fresh, section: target, at: content.sections[target].items.count)
        }
    }

    /// Replaces the item at `indexPath` with `item` (which may have another identifier; the duplicate policy
    /// then applies to it).
    ///
    /// - Throws: ``SectionedStore/Error/indexPathOutOfRange(_:)``.
    public mutating func replaceItem(at indexPath: ListIndexPath, with item: Item) throws(Error) {
        guard content.contains(indexPath) else { throw .indexPathOutOfRange(indexPath) }
        let current = content.sections[indexPath.section].items[indexPath.item]
        if current.id == item.id {
            content.replaceValue(at: indexPath, with: item)
        } else {
            // Remove the current item, then write the new one at its place under the duplicate policy.
            content.remove([current.id])
            place([item], section: indexPath.section, at: indexPath.item)
        }
    }

    /// Removes the items with these identifiers and returns how many were there.
    @discardableResult
    public mutating func remove(_ ids: [Item.ID]) -> Int {
        var seen = Set<Item.ID>()
        let present = ids.filter { content.snapshot.contains(item: $0) && seen.insert($0).inserted }
        content.remove(present)
        return present.count
    }

    /// Removes the item at `indexPath` and returns it.
    ///
    /// - Throws: ``SectionedStore/Error/indexPathOutOfRange(_:)``.
    @discardableResult
    public mutating func removeItem(at indexPath: ListIndexPath) throws(Error) -> Item {
        guard content.contains(indexPath) else { throw .indexPathOutOfRange(indexPath) }
        let item = content.sections[indexPath.section].items[indexPath.item]
        content.remove([item.id])
        return item
    }

    /// Removes every item that matches `shouldRemove` and returns how many were removed.
    @discardableResult
    public mutating func removeAll(where shouldRemove: (Item) throws -> Bool) rethrows -> Int {
        var ids: [Item.ID] = []
        for section in content.sections {
            for item in section.items where try shouldRemove(item) { ids.append(item.id) }
        }
        content.remove(ids)
        return ids.count
    }

    /// Removes every item, keeping the sections.
    public mutating func removeAllItems() {
        content.remove(content.sections.flatMap { $0.items.map(\.id) })
    }

    /// Asks for a full reload of these items in the change event (identifiers not in the store are ignored).
    public mutating func reloadItems(_ ids: [Item.ID]) {
        reloads.formUnion(ids)
    }

    // MARK: - Internals

    private func sectionIndex(_ id: SectionID) throws(Error) -> Int {
        guard let index = content.snapshot.indexOfSection(id) else { throw .sectionNotFound(id) }
        return index
    }

    /// The index of `section`, or of the last section when it is `nil`.
    private func resolve(_ section: SectionID?) throws(Error) -> Int {
        if let section { return try sectionIndex(section) }
        guard !content.sections.isEmpty else { throw .noSections }
        return content.sections.count - 1
    }

    /// How `place` reads its position when the write also removes items (duplicates under `.keepLast`, or a
    /// page's earlier copy) from the same section.
    enum Placement {
        /// The items go just before the item now at the position (or at the end): they keep the neighbours they
        /// would have had, so removals before the position move them up. Appends, pages and replacements.
        case keepingNeighbours
        /// The first item ends up at the position, counted once the removals are done (or at the end of the
        /// section when they leave it shorter). `insert(_:at:)`, whose documentation promises that.
        case atIndex
    }

    /// Writes `incoming` into `section` at `position`, applying the duplicate policy, and returns the positions
    /// in the section of the items it placed.
    ///
    /// `ownCopies` are identifiers this write placed before (a page written again): they are removed first and do
    /// not count as duplicates, so writing the same items again puts them back exactly where they were.
    @discardableResult
    mutating func place(
        _ incoming: [Item],
        section: Int,
        at position: Int,
        placement: Placement = .keepingNeighbours,
        ownCopies: Set<Item.ID> = []
    ) -> Range<Int> {
        var accepted: [Item?] = []
        accepted.reserveCapacity(incoming.count)
        var acceptedIndex = [Item.ID: Int](minimumCapacity: incoming.count)
        var evicted: [Item.ID] = []
        for item in incoming {
            if let earlier = acceptedIndex[item.id] {
                // The same identifier twice in this write.
                switch policy {
                case .keepFirst: break
                case .keepLast:
                    accepted[earlier] = nil
                    acceptedIndex[item.id] = accepted.count
                    accepted.append(item)
                case .replaceInPlace: accepted[earlier] = item
                }
            } else if !ownCopies.contains(item.id), let path = content.snapshot.indexPath(ofItem: item.id) {
                // Already in the store, and not as this write's own earlier copy.
                switch policy {
                case .keepFirst: break
                case .keepLast:
                    evicted.append(item.id)
                    acceptedIndex[item.id] = accepted.count
                    accepted.append(item)
                case .replaceInPlace:
                    content.replaceValue(at: path, with: item)
                }
            } else {
                acceptedIndex[item.id] = accepted.count
                accepted.append(item)
            }
        }
        let kept = accepted.compactMap { $0 }
        let removals = evicted + ownCopies
        var start = position
        if placement == .keepingNeighbours {
            for id in removals {
                if let path = content.snapshot.indexPath(ofItem: id), path.section == section, path.item < position {
                    start -= 1
                }
            }
        }
        content.remove(removals)
        start = min(start, content.sections[section].items.count)
        content.insert(kept, section: section, at: start)
        return start..<start + kept.count
    }
}

/// The data of a ``SectionedStore``: a snapshot of identifiers and, in the same layout, the sections with their
/// item values. Every primitive here keeps the two in step; callers make sure identifiers are unique.
struct StoreContent<SectionID: Hashable & Sendable, Item: Identifiable & Sendable>: Sendable where Item.ID: Sendable {
    /// The identifiers, used for O(1) lookups and for diffing.
    var snapshot = ListSnapshot<SectionID, Item.ID>()
    /// The sections and their items, in display order; `sections[s].items[i]` has the identifier at `[s, i]`.
    var sections: [StoreSection<SectionID, Item>] = []
    /// The page writes of each section, parallel to `sections`: which page holds each item, so that writing a
    /// page again replaces its earlier copy (see `StoreTransaction.write(page:at:inSection:)`). Removing an item
    /// forgets its page.
    var pages: [SectionPages] = []
    /// The identifiers whose value was put in (inserted or replaced) since the content was last committed, however
    /// the write got there: the store compares just these with the values the batch began with. Every primitive
    /// that stores a value records it here; a committed content has none.
    var written: Set<Item.ID> = []

    /// The item with `id`, if any.
    func item(withID id: Item.ID) -> Item? {
        guard let path = snapshot.indexPath(ofItem: id) else { return nil }
        return sections[path.section].items[path.item]
    }

    /// Whether `path` points at an item.
    func contains(_ path: ListIndexPath) -> Bool {
        sections.indices.contains(path.section) && sections[path.section].items.indices.contains(path.item)
    }

    /// Inserts an empty section at `index`.
    mutating func insertSection(_ id: SectionID, title: String?, at index: Int) {
        mustSucceed {
            if index == sections.count {
                try snapshot.appendSections([id])
            } else {
                try snapshot.insertSections([id], beforeSection: sections[index].id)
            }
        }
        sections.insert(StoreSection(id: id, title: title), at: index)
        pages.insert(SectionPages(), at: index)
    }

    /// Removes the section at `index` with its items.
    mutating func removeSection(at index: Int) {
        mustSucceed { try snapshot.deleteSections([sections[index].id]) }
        pages.remove(at: index)
        sections.remove(at: index)
    }

    /// Moves the section at `from` so that it ends up at `to`.
    mutating func moveSection(from: Int, to: Int) {
        guard from != to else { return }
        let section = sections.remove(at: from)
        mustSucceed {
            if to == sections.count {
                try snapshot.moveSection(section.id, afterSection: sections[to - 1].id)
            } else {
                try snapshot.moveSection(section.id, beforeSection: sections[to].id)
            }
        }
        sections.insert(section, at: to)
        pages.insert(pages.remove(at: from), at: to)
    }

    /// Inserts items (whose identifiers are all new) into section `section` starting at `index`.
    mutating func insert(_ items: [Item], section: Int, at index: Int) {
        guard !items.isEmpty else { return }
        let ids = items.map(\.id)
        mustSucceed {
            if index == sections[section].items.count {
                try snapshot.appendItems(ids, toSection: sections[section].id)
            } else {
                try snapshot.insertItems(ids, beforeItem: sections[section].items[index].id)
            }
        }
        sections[section].items.insert(contentsOf: items, at: index)
        pages[section].insert(count: items.count, at: index)
        written.formUnion(ids)
    }

    /// Removes the items with the given identifiers (all present, each listed once); their pages forget them.
    mutating func remove(_ ids: [Item.ID]) {
        guard !ids.isEmpty else { return }
        var positions: [ListIndexPath] = []
        positions.reserveCapacity(ids.count)
        for id in ids {
            if let path = snapshot.indexPath(ofItem: id) { positions.append(path) }
        }
        positions.sort()
        var start = 0
        while start < positions.count {
            let section = positions[start].section
            var end = start
            while end < positions.count && positions[end].section == section { end += 1 }
            var items = sections[section].items
            sections[section].items = []
            var next = start
            var write = positions[start].item
            for read in positions[start].item..<items.count {
                if next < end && positions[next].item == read {
                    next += 1
                } else {
                    items.swapAt(write, read)
                    write += 1
                }
            }
            items.removeLast(items.count - write)
            sections[section].items = items
            pages[section].remove(at: positions[start..<end].lazy.map(\.item))
            start = end
        }
        mustSucceed { try snapshot.deleteItems(ids) }
    }

    /// Replaces the value at `path` with `item`, which has the same identifier.
    mutating func replaceValue(at path: ListIndexPath, with item: Item) {
        sections[path.section].items[path.item] = item
        written.insert(item.id)
    }

    /// Runs a snapshot mutation that cannot fail while the content's invariants hold.
    private func mustSucceed(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            preconditionFailure("SectionedStore invariant broken: \(error)")
        }
    }
}

extension ListEdit {
    /// `pages` with the edit applied, ids kept unique: what a confirmed edit does to pages kept aside (the rows
    /// listed before a remote search, listed again when it is cleared). An insert of an id the pages hold, or an
    /// insert into no page, changes nothing; an insert after an id they lack goes to the start.
    ///
    /// - Complexity: O(n) for n items in `pages`.
    func applied<Key>(to pages: [Page<Item, Key>]) -> [Page<Item, Key>] {
        var pages = pages
        let place = Self.place(of: id, in: pages)
        switch self {
        case .update(let item):
            if let place { pages[place.page].items[place.offset] = item }
        case .remove:
            if let place { pages[place.page].items.remove(at: place.offset) }
        case .insert(let item, let point):
            guard place == nil, !pages.isEmpty else { break }
            var target = (page: 0, offset: 0)
            switch point {
            case .start: break
            case .end: target = (pages.count - 1, pages[pages.count - 1].items.count)
            case .after(let id):
                if let found = Self.place(of: id, in: pages) { target = (found.page, found.offset + 1) }
            }
            pages[target.page].items.insert(item, at: target.offset)
        }
        return pages
    }

    /// Where the item with `id` is in `pages`: its page's index and its offset there.
    private static func place<Key>(of id: Item.ID, in pages: [Page<Item, Key>]) -> (page: Int, offset: Int)? {
        for (index, page) in pages.enumerated() {
            if let offset = page.items.firstIndex(where: { $0.id == id }) { return (index, offset) }
        }
        return nil
    }
}

import ResourceStore

/// The app's edits of listed items: replaced, removed and inserted rows, counted in ``edits``, and the position keys
/// they move.
extension LoadedWindow {
    /// Puts `item` in the place of the listed item with its id; returns whether one was listed.
    mutating func replace(_ item: Item) -> Bool {
        edits += 1
        guard let (page, offset) = location(ofID: item.id) else { return false }
        items.replace(pageAt: page, itemAt: offset, with: item)
        return true
    }

    /// Moves the keys that name the positions of the rows after the page at `index` by `delta` rows (see
    /// ``PositionAddressablePaging/key(_:movedBy:)``), when the strategy's keys can follow one row: the app removed
    /// or inserted rows in that page that the server did too, so the server's later rows moved by as many positions.
    /// The key of the page after the last one always moves. The keys of the listed pages after the page at `index`
    /// move when one of them was not read in this generation (kept by a refresh, listed from a saved list): it is read
    /// again by its key, which must name where its rows are now. They stay when a moved key would not come after the
    /// page at `index` (that page emptied) or would name a page loaded elsewhere in the generation.
    ///
    /// - Complexity: O(p) for the p pages after the page at `index`.
    private mutating func moveKeys(after index: Int, by delta: Int, using addressing: PageAddressing<Key>?) {
        guard delta != 0, let addressing, let last = pages.indices.last else { return }
        if let next = pages[last].nextKey, let moved = addressing.moved(next, delta) { pages[last].nextKey = moved }
        let later = (index + 1)..<pages.count
        guard !later.isEmpty, pages.containsUnread(in: later),
            let start = addressing.position(pages[index].key)
        else { return }
        var moved: [Key] = []
        for page in later {
            guard let key = addressing.moved(pages[page].key, delta), let position = addressing.position(key),
                position > start, positions[key].map({ later.contains($0 - pages[0].position) }) ?? true
            else { return }
            moved.append(key)
        }
        for page in later where positions[pages[page].key] == pages[page].position {
            positions[pages[page].key] = nil
        }
        let keys = later.map { pages[$0].key }
        for (offset, page) in later.enumerated() {
            if pages[page - 1].nextKey == keys[offset] { pages[page - 1].nextKey = moved[offset] }
            // A previous key naming the page before, which moved too, follows it.
            if offset > 0, pages[page].previousKey == keys[offset - 1] { pages[page].previousKey = moved[offset - 1] }
            pages[page].key = moved[offset]
            positions[moved[offset]] = pages[page].position
        }
    }

    /// Removes the listed item with `id`; returns whether one was listed. With `addressing`, the keys after its page
    /// move up one row (see ``moveKeys(after:by:using:)``): the server removed the row too.
    mutating func remove(id: Item.ID, movingKeysWith addressing: PageAddressing<Key>? = nil) -> Bool {
        edits += 1
        guard let (page, offset) = location(ofID: id) else { return false }
        defer { moveKeys(after: page, by: -1, using: addressing) }
        if offset < pages[page].readRows { pages[page].readRows -= 1 }
        let following = items.remove(pageAt: page, itemAt: offset)
        if pages[page].readRows > 0, pages[page].readRows >= items.count(ofPageAt: page) {
            // Only the read rows are left: the page was read.
            setRead(true, pageAt: page)
        }
        idIndex.remove(id)
        idIndex.moveBack(following)
        assert(idIndex.count == items.count, "window out of step")
        return true
    }

    /// Inserts `item` at `point` (after a row that is not listed: at the start); returns whether the items
    /// changed. An item whose id is listed already is handled by the ``duplicatePolicy``, as if a page brought
    /// it: kept out (``ResourceStore/DuplicatePolicy/keepFirst``), its value put in the listed item's place
    /// (``ResourceStore/DuplicatePolicy/replaceInPlace``), or moved to `point`
    /// (``ResourceStore/DuplicatePolicy/keepLast``). Nothing is inserted into an empty window: no page holds it.
    /// With `addressing`, the keys after the page of a row inserted move down one row, and after the page of a row
    /// moved away up one row (see ``moveKeys(after:by:using:)``): the server inserted or moved the row too.
    mutating func insert(
        _ item: Item, at point: InsertionPoint<Item.ID>, movingKeysWith addressing: PageAddressing<Key>? = nil
    ) -> Bool {
        edits += 1
        guard !pages.isEmpty else { return false }
        if idIndex.contains(item.id) {
            switch duplicatePolicy {
            case .keepFirst: return false
            case .replaceInPlace: return replace(item)
            case .keepLast: _ = remove(id: item.id, movingKeysWith: addressing)
            }
        }
        var place = (page: 0, offset: 0)
        switch point {
        case .start:
            break
        case .end:
            place = (pages.count - 1, items.count(ofPageAt: pages.count - 1))
        case .after(let id):
            if let found = location(ofID: id) { place = (found.page, found.offset + 1) }
        }
        if place.offset < pages[place.page].readRows { pages[place.page].readRows += 1 }
        defer { moveKeys(after: place.page, by: 1, using: addressing) }
        let following = items.insert(item, pageAt: place.page, itemAt: place.offset)
        idIndex.insert(item.id)
        idIndex.moveForward(following)
        if tracksLocations {
            idIndex.locations[item.id] = ItemLocation(position: pages[place.page].position, offset: place.offset)
        }
        assert(idIndex.count == items.count, "window out of step")
        return true
    }
}

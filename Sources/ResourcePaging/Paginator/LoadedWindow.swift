import ResourceStore

/// The pages a ``Paginator`` holds in one generation: one contiguous run of pages, in order, each item id once.
///
/// Everything that must change together lives here and nowhere else: the pages' keys and positions, the items,
/// the listed ids (and, under ``ResourceStore/DuplicatePolicy/replaceInPlace`` and
/// ``ResourceStore/DuplicatePolicy/keepLast``, where each one is), and where every key
/// loaded in the generation sits. The invariants are checked in one place, ``invariantViolations()``.
///
/// Positions count pages from the first page loaded in the generation (0): the page after position `p` is `p + 1`
/// and the page before it `p - 1`, so the listed pages always hold consecutive positions.
struct LoadedWindow<Item: Identifiable & Sendable, Key: Hashable & Sendable> where Item.ID: Sendable {
    /// One listed page: where it sits and the keys of its neighbours.
    struct PageRecord: Equatable {
        /// The page's place in the generation (see the type's description).
        var position: Int
        /// The key the page was loaded with.
        var key: Key
        /// The key of the page after it, `nil` at the end (or where following it would loop).
        var nextKey: Key?
        /// The key of the page before it, `nil` at the start (or where following it would loop).
        var previousKey: Key?
        /// The list's total as the page stated it, if it did.
        var totalCount: Int?
        /// Whether the page may be kept beyond the screen (``Page/isStorable``).
        var isStorable = true
        /// Whether the page's rows were read from the server in this generation (loaded, or revalidated by
        /// `Paginator.revalidatePage(withKey:)`), rather than listed again from a saved list or kept by a
        /// refresh's splice.
        var isRead = true
        /// How many of the first rows of a page not read this generation were: a refresh's last fresh page that
        /// the kept rows joined (keys that name positions, when the kept pages could not be named by position), read
        /// up to its fresh rows, or a read page that kept pages joined (``joinPages(from:)``). `0` otherwise.
        var readRows = 0
    }

    /// The listed pages, ordered by position.
    private(set) var pages = PageRecords()
    /// The listed items, page by page.
    private(set) var items = PagedItems<Item>()
    /// Every listed id (one hash per item).
    private var ids = ListedIDs<Item.ID>()
    /// How many edits (``replace(_:)``, ``remove(id:)``, ``insert(_:at:)``) the window took: a page revalidation
    /// whose request was sent before an edit may predate it, and is dropped.
    private(set) var edits = 0
    /// Where each listed id lives; kept only when ``tracksLocations``.
    private var locations: [Item.ID: ItemLocation] = [:]
    /// The position of every key loaded in this generation, listed or trimmed by the page cap.
    private var positions: [Key: Int] = [:]
    /// The list's total as the page that arrived last stated it (a page stating none leaves it), if any.
    private(set) var statedTotal: Int?
    /// How many items of the list come before the first listed one, counted from the generation's first page
    /// when that page was the list's first (it had no previous key); `nil` when the generation started
    /// elsewhere. Trimming a page at the start adds its items; a page loaded before the first takes them off.
    private(set) var itemsBefore: Int?
    /// What happens to an item whose id is already listed.
    let duplicatePolicy: DuplicatePolicy
    /// Whether ``locations`` is kept: ``ResourceStore/DuplicatePolicy/replaceInPlace`` and
    /// ``ResourceStore/DuplicatePolicy/keepLast`` go back to an earlier item.
    let tracksLocations: Bool

    /// An empty window for the given duplicate policy.
    init(duplicatePolicy: DuplicatePolicy) {
        self.duplicatePolicy = duplicatePolicy
        tracksLocations = duplicatePolicy != .keepFirst
    }

    // MARK: - Reading

    /// Whether no page is listed.
    var isEmpty: Bool { pages.isEmpty }

    /// Whether an item with `id` is listed.
    func contains(id: Item.ID) -> Bool { ids.contains(id) }

    /// The position of the page at `edge`, or `nil` when nothing is listed.
    func position(at edge: WindowEdge) -> Int? {
        // Indexing reads one field; `first` and `last` would copy a whole record (keys included) to get it.
        pages.isEmpty ? nil : edge == .end ? pages[pages.count - 1].position : pages[0].position
    }

    /// Whether a page follows the last one (`false` when nothing is listed). Kept as a flag, so that reading it
    /// costs a paginator publishing its state no generic work.
    private(set) var hasMoreAtEnd = false
    /// Whether a page precedes the first one (`false` when nothing is listed).
    private(set) var hasMoreAtStart = false

    /// Sets ``hasMoreAtEnd`` and ``hasMoreAtStart`` from the edge pages.
    private mutating func updateEdgeFlags() {
        hasMoreAtEnd = !pages.isEmpty && pages[pages.count - 1].nextKey != nil
        hasMoreAtStart = !pages.isEmpty && pages[0].previousKey != nil
    }

    /// The key of the page beyond `edge`: `nil` when the list ends there or nothing is listed.
    func key(beyond edge: WindowEdge) -> Key? {
        pages.isEmpty ? nil : edge == .end ? pages[pages.count - 1].nextKey : pages[0].previousKey
    }

    // MARK: - Changing

    /// Adds `page` beyond `edge` (or as the only page when the window is empty), drops items whose ids are listed
    /// (or, when locations are tracked, puts the newcomer's content in the listed item's place), and cuts a
    /// neighbour key that was loaded elsewhere in the generation, reporting it.
    ///
    /// - Parameter askedAt: for a page added at the end whose key names a position, the index among the listed rows
    ///   at which the page starts (the end of the rows, or before it when the page was asked for early): its first
    ///   listed rows overlap the listed ones only when they are listed from about there on (see
    ///   ``filter(_:position:readAt:askedAt:)``).
    /// - Complexity: O(page size).
    mutating func add(_ page: Page<Item, Key>, beyond edge: WindowEdge, askedAt: Int? = nil) -> WindowAddition {
        let wasEmpty = pages.isEmpty
        let position = self.position(at: edge).map { edge == .end ? $0 + 1 : $0 - 1 } ?? 0
        let (kept, duplicates) = filter(
            page.items, position: position, readAt: wasEmpty ? nil : edge, askedAt: askedAt)
        positions[page.key] = position
        var record = PageRecord(
            position: position, key: page.key, nextKey: page.nextKey, previousKey: page.previousKey,
            totalCount: page.totalCount, isStorable: page.isStorable)
        if let total = page.totalCount { statedTotal = total }
        if wasEmpty {
            itemsBefore = page.previousKey == nil ? 0 : nil
        } else if edge == .start {
            itemsBefore = itemsBefore.map { max(0, $0 - kept.count) }
        }
        var addition = WindowAddition(added: kept.count, duplicates: duplicates)
        // A neighbour key is fine when unseen, or seen exactly where the neighbour sits (a page trimmed by the
        // page cap and now loaded again). Anywhere else it would walk in a circle.
        if wasEmpty || edge == .end, let next = record.nextKey, let seen = positions[next], seen != position + 1 {
            addition.repeatedNextKey = "\(next)"
            record.nextKey = nil
        }
        if wasEmpty || edge == .start, let previous = record.previousKey, let seen = positions[previous],
            seen != position - 1
        {
            addition.repeatedPreviousKey = "\(previous)"
            record.previousKey = nil
        }
        if edge == .start && !wasEmpty {
            pages.insert(record, at: 0)
            items.prepend(kept)
        } else {
            pages.append(record)
            items.append(kept)
        }
        updateEdgeFlags()
        assert(items.pageCount == pages.count && ids.count == items.count, "window out of step")
        return addition
    }

    /// Makes the last page lead to `key`: the page about to be added after it was asked for with another key than
    /// the one the last page named (see `Paginator.splice(after:searchText:query:)`), and the pages stay consecutive.
    mutating func leadEnd(to key: Key) {
        guard !pages.isEmpty else { return }
        pages[pages.count - 1].nextKey = key
        updateEdgeFlags()
    }

    /// Joins the pages from `index` to the end into the page before them, which keeps its key and leads on where
    /// the last of them did: a page about to be added at the end was asked for at a position those pages' keys name
    /// (after a splice, a page asked for one row early, or stepped back: see
    /// `Paginator.splice(after:listedItems:searchText:query:)`), and no key may be listed twice. The joined page
    /// counts as read only when every page joined into it was, its own rows counting as read when they were.
    ///
    /// - Complexity: O(r) for the r rows of the joined pages and the page before them.
    mutating func joinPages(from index: Int) {
        guard index > 0, index < pages.count else { return }
        var joinedRows: [[Item]] = []
        var last: PageRecord?
        var allRead = true
        var allStorable = true
        while pages.count > index {
            let record = pages.removeLast()
            if positions[record.key] == record.position { positions[record.key] = nil }
            last = last ?? record
            allRead = allRead && record.isRead
            allStorable = allStorable && record.isStorable
            joinedRows.append(items.removeLastPage())
        }
        var record = pages.removeLast()
        var rows = items.removeLastPage()
        let readRows = record.isRead ? rows.count : record.readRows
        for joined in joinedRows.reversed() {
            if tracksLocations {
                for (offset, item) in joined.enumerated() {
                    locations[item.id] = ItemLocation(position: record.position, offset: rows.count + offset)
                }
            }
            rows += joined
        }
        record.nextKey = last?.nextKey
        if let total = last?.totalCount { record.totalCount = total }
        record.isStorable = record.isStorable && allStorable
        if !(record.isRead && allRead) {
            record.isRead = false
            record.readRows = 0 < readRows && readRows < rows.count ? readRows : 0
            if readRows > 0 && readRows == rows.count { record.isRead = true }
        }
        pages.append(record)
        items.append(rows)
        updateEdgeFlags()
        assert(items.pageCount == pages.count && ids.count == items.count, "window out of step")
    }

    /// Marks the list as ending at `edge`: the page there loses its neighbour key that way.
    mutating func end(at edge: WindowEdge) {
        guard !pages.isEmpty else { return }
        if edge == .end { pages[pages.count - 1].nextKey = nil } else { pages[0].previousKey = nil }
        updateEdgeFlags()
    }

    /// Drops pages at the edge opposite `edge` while more than `maximumPages` are listed; returns whether any
    /// page was dropped.
    mutating func trim(toAtMost maximumPages: Int, keeping edge: WindowEdge) -> Bool {
        var trimmed = false
        while pages.count > maximumPages {
            let removed: [Item]
            if edge == .start {
                pages.removeLast()
                removed = items.removeLastPage()
            } else {
                pages.removeFirst()
                removed = items.removeFirstPage()
                itemsBefore = itemsBefore.map { $0 + removed.count }
            }
            for item in removed {
                ids.remove(item.id)
                if tracksLocations { locations[item.id] = nil }
            }
            trimmed = true
        }
        if trimmed { updateEdgeFlags() }
        assert(items.pageCount == pages.count && ids.count == items.count, "window out of step")
        return trimmed
    }

    /// Lists `pages` (consecutive, in order) as a new generation listing them one by one at the end of an empty
    /// window would (``removeAll()``, then ``add(_:beyond:)``, every page unread), built from this window instead:
    /// the last of its pages that `pages` ends with unchanged (rows in the same storage: pages taken from this
    /// window's, as a splice keeps them) stay, with their items' serials (``PagedItems/lineage``) and the keys
    /// `pages` gives them (a splice names kept pages by position again when keys name positions), the pages before
    /// them go, and the rest of `pages` is put before them. A reader of the items then sees pages changed at the
    /// start alone (``PagedItems/edgeChanges(from:)``): a refresh's splice that kept the later pages. `edits` is the
    /// count of edits taken so far, which never goes back.
    ///
    /// Returns `false` when no page of this window is kept or the outcome would differ from listing `pages` anew (a
    /// key loaded twice, a neighbour key that would be cut, an id listed twice); this window is unsound then and is
    /// to be dropped.
    ///
    /// - Complexity: O(p + r) for p pages and the r rows of the pages dropped and put before the kept ones; the
    ///   kept pages' rows are not read.
    mutating func relist(_ pages: [Page<Item, Key>], countingEdits edits: Int) -> Bool {
        guard Self.listsEveryKey(pages) else { return false }
        // Read once: finding one page's rows walks the chunks.
        let listedRows = items.pageItems
        var kept = 0
        while kept < min(pages.count, self.pages.count),
            isUnchanged(
                pageAt: self.pages.count - 1 - kept, rows: listedRows[self.pages.count - 1 - kept],
                as: pages[pages.count - 1 - kept])
        {
            kept += 1
        }
        guard kept > 0 else { return false }
        while self.pages.count > kept {
            self.pages.removeFirst()
            for item in items.removeFirstPage() {
                ids.remove(item.id)
                if tracksLocations { locations[item.id] = nil }
            }
        }
        positions.removeAll(keepingCapacity: true)
        positions.reserveCapacity(pages.count)
        let firstKept = pages.count - kept
        let firstPosition = self.pages[0].position
        for index in 0..<kept {
            let page = pages[firstKept + index]
            self.pages.rename(at: index, as: page)
            positions[page.key] = firstPosition + index
        }
        for page in pages[..<firstKept].reversed() {
            let addition = add(page, beyond: .start)
            guard addition == WindowAddition(added: page.items.count, duplicates: 0) else { return false }
        }
        self.pages.markAllUnread()
        statedTotal = pages.last { $0.totalCount != nil }?.totalCount
        itemsBefore = pages[0].previousKey == nil ? 0 : nil
        self.edits = max(self.edits, edits)
        updateEdgeFlags()
        assert(items.pageCount == self.pages.count && ids.count == items.count, "window out of step")
        return true
    }

    /// Whether adding `pages` one by one at the end of an empty window keeps every key: no key twice, no next key
    /// naming a page listed up to it, no previous key of the first page naming that page.
    private static func listsEveryKey(_ pages: [Page<Item, Key>]) -> Bool {
        var keys: Set<Key> = []
        keys.reserveCapacity(pages.count)
        for page in pages {
            guard keys.insert(page.key).inserted else { return false }
            if let next = page.nextKey, keys.contains(next) { return false }
        }
        return pages.first.map { $0.previousKey != $0.key } ?? true
    }

    /// Whether the page at `index` in ``pages``, which lists `rows`, lists `page`'s rows (the same storage),
    /// whatever its keys.
    private func isUnchanged(pageAt index: Int, rows: [Item], as page: Page<Item, Key>) -> Bool {
        guard pages[index].isStorable == page.isStorable, rows.count == page.items.count else { return false }
        // The same storage (a page the splice kept as listed) holds the same rows, values and all. The same ids
        // would not do: a page the splice joined fresh rows into may list the listed ids with newer values.
        return rows.withUnsafeBufferPointer { listed in
            page.items.withUnsafeBufferPointer { $0.baseAddress == listed.baseAddress }
        }
    }

    /// Empties the window and forgets the generation's keys.
    mutating func removeAll() {
        pages.removeAll()
        items.removeAll()
        ids.removeAll()
        locations.removeAll()
        positions.removeAll()
        statedTotal = nil
        itemsBefore = nil
        updateEdgeFlags()
    }

    // MARK: - Editing items

    /// Where the listed item with `id` is: its page's index in ``pages`` and its offset there.
    ///
    /// - Complexity: O(1) when locations are tracked, O(n) otherwise.
    private func location(ofID id: Item.ID) -> (page: Int, offset: Int)? {
        guard ids.contains(id) else { return nil }
        if tracksLocations, let location = locations[id], let first = position(at: .start) {
            return (location.position - first, location.offset)
        }
        return items.location { $0.id == id }
    }

    /// The index in ``pages`` of the listed page loaded with `key`, if one is.
    ///
    /// - Complexity: O(1): each key loaded in the generation is recorded at its position.
    func index(ofKey key: Key) -> Int? {
        guard let position = positions[key], let first = self.position(at: .start) else { return nil }
        let index = position - first
        return pages.indices.contains(index) && pages[index].key == key ? index : nil
    }

    /// The index in ``pages`` of the page listing the item with `id`, if one does.
    func pageIndex(ofID id: Item.ID) -> Int? {
        location(ofID: id)?.page
    }

    /// Sets ``PageRecord/isRead`` of the page at `index` in ``pages``.
    mutating func setRead(_ isRead: Bool, pageAt index: Int) {
        pages[index].isRead = isRead
        pages[index].readRows = 0
    }

    /// The pages not read in full in this generation, by index, with how many of their first rows were (see
    /// ``PageRecord/isRead`` and ``PageRecord/readRows``).
    ///
    /// - Complexity: O(1): kept as the pages change.
    var partlyReadPages: PartlyReadPages {
        assert(pages.unreadCount == pages.count(where: { !$0.isRead }), "unread pages miscounted")
        return pages.partlyRead
    }

    /// The listed pages with their keys and their neighbours' keys, in order (see `Paginator.loadedPages`).
    ///
    /// - Complexity: O(p) for p pages (the items' arrays are shared, not copied).
    var listedPages: [Page<Item, Key>] {
        pages.pages(listing: items.pageItems)
    }

    /// Marks every listed page not read this generation (``PageRecord/isRead``): listed again, not read.
    mutating func markAllUnread() {
        pages.markAllUnread()
    }

    /// Sets ``PageRecord/readRows`` of the page at `index` in ``pages``.
    mutating func setReadRows(_ count: Int, pageAt index: Int) {
        pages[index].readRows = count
    }

    /// Lists `replacement` in place of the pages from `index` in ``pages`` to the end, at the same positions on:
    /// a page revalidated with the pages after it (see ``RevalidationSplice``). The replacement's ids are not
    /// listed before `index`, and its keys were not loaded elsewhere in the generation. `isRead` says for each
    /// replacement page whether it counts as read (``PageRecord/isRead``).
    ///
    /// - Complexity: O(r) for the r rows from `index` on.
    mutating func replacePages(from index: Int, with replacement: [Page<Item, Key>], isRead: [Bool]) {
        let firstPosition = pages[index].position
        while pages.count > index {
            let record = pages.removeLast()
            if positions[record.key] == record.position { positions[record.key] = nil }
            for item in items.removeLastPage() {
                ids.remove(item.id)
                if tracksLocations { locations[item.id] = nil }
            }
        }
        for (offset, page) in replacement.enumerated() {
            let position = firstPosition + offset
            let (kept, _) = filter(page.items, position: position)
            positions[page.key] = position
            if let total = page.totalCount { statedTotal = total }
            pages.append(
                PageRecord(
                    position: position, key: page.key, nextKey: page.nextKey, previousKey: page.previousKey,
                    totalCount: page.totalCount, isStorable: page.isStorable,
                    isRead: isRead[offset]))
            items.append(kept)
        }
        updateEdgeFlags()
        assert(items.pageCount == pages.count && ids.count == items.count, "window out of step")
    }

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
        ids.remove(id)
        if tracksLocations {
            locations[id] = nil
            for moved in following { locations[moved.id]?.moveBack() }
        }
        assert(ids.count == items.count, "window out of step")
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
        if ids.contains(item.id) {
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
        ids.insert(item.id)
        if tracksLocations {
            for moved in following { locations[moved.id]?.moveForward() }
            locations[item.id] = ItemLocation(position: pages[place.page].position, offset: place.offset)
        }
        assert(ids.count == items.count, "window out of step")
        return true
    }

    // MARK: - Duplicates

    /// The items of a page at `position` that are not listed yet (the page itself when none is), and how many
    /// were listed. Under location tracking a listed item takes the newcomer's content in its place.
    ///
    /// A page read from the server beyond `readAt` wins over a copy of its row listed in a page not read this
    /// generation (``PageRecord/isRead``): the server moved the row to it, and the stale page's re-read would take
    /// the copy, the row's only one, away. Rows the page shares with its neighbour at its edge (the rows the page
    /// overlaps when it was asked for early, or when rows were added before it) are an overlap, not a move.
    private mutating func filter(
        _ items: [Item], position: Int, readAt edge: WindowEdge? = nil, askedAt: Int? = nil
    ) -> (kept: [Item], duplicates: Int) {
        let overlap = edge.map { overlapRun(of: items, at: $0, askedAt: askedAt) } ?? 0..<items.count
        // Most pages hold no listed id: they are kept as they came, and a filtered copy is made only once a
        // duplicate turns up. The common case first: every id is new and no location is kept.
        let firstListed = tracksLocations ? 0 : Self.insertIDs(of: items, into: &ids)
        var filtered: [Item]?
        var duplicates = 0
        for index in firstListed..<items.count {
            let item = items[index]
            let id = item.id
            if ids.insert(id) {
                if tracksLocations {
                    locations[id] = ItemLocation(position: position, offset: filtered?.count ?? index)
                }
                filtered?.append(item)
                continue
            }
            if filtered == nil { filtered = Array(items[..<index]) }
            if !tracksLocations, !overlap.contains(index), let copy = unreadCopy(of: id) {
                // Read now, the row wins over its copy in a page not read this generation: the server moved it
                // here, and that page's re-read would drop the copy, the row's only one.
                _ = self.items.remove(pageAt: copy.page, itemAt: copy.offset)
                filtered?.append(item)
                continue
            }
            guard tracksLocations, let earlier = locations[id] else {
                duplicates += 1
                continue
            }
            let earlierIsUnread = !overlap.contains(index) && isUnreadPage(at: earlier.position)
            if !earlierIsUnread { duplicates += 1 }
            if duplicatePolicy == .keepLast || earlierIsUnread {
                // The listed item leaves its place; the newcomer is listed where this page puts it.
                let following: ArraySlice<Item>
                if let first = self.position(at: .start), pages.indices.contains(earlier.position - first) {
                    following = self.items.remove(pageAt: earlier.position - first, itemAt: earlier.offset)
                } else if earlier.position == position, var pending = filtered {
                    pending.remove(at: earlier.offset)
                    following = pending[earlier.offset...]
                    filtered = pending
                } else {
                    following = []
                }
                for moved in following { locations[moved.id]?.moveBack() }
                locations[id] = ItemLocation(position: position, offset: filtered?.count ?? 0)
                filtered?.append(item)
                continue
            }
            if let first = self.position(at: .start), pages.indices.contains(earlier.position - first) {
                self.items.replace(pageAt: earlier.position - first, itemAt: earlier.offset, with: item)
            } else if earlier.position == position {
                filtered?[earlier.offset] = item
            }
        }
        return (filtered ?? items, duplicates)
    }

    /// The indexes of the run of `items` at the page's edge toward `edge` (its first rows for a page added at the
    /// end, its last for one added at the start) whose ids are listed: the page's overlap with the rows before it.
    /// While pages not read this generation are listed, the run overlaps only when it is listed where the page meets
    /// the rows: for a page added at the end, its first row at `askedAt` (the index among the listed rows at which a
    /// page whose key names a position starts; the end of the rows for other keys, a cursor's) or as many rows before
    /// it as the run has (rows the server added before the page shifted them); for a page added at the start, its
    /// last row among as many first rows as the run has. A run listed elsewhere holds a row the server moved here from
    /// another page, which the page then takes as ``filter(_:position:readAt:askedAt:)`` says.
    ///
    /// - Complexity: O(page), plus O(r) for the r listed rows from the run's reach on (at the start, the run's length)
    ///   when it is checked.
    private func overlapRun(of items: [Item], at edge: WindowEdge, askedAt: Int?) -> Range<Int> {
        if edge == .start {
            let run = (items.lastIndex { !ids.contains($0.id) }.map { $0 + 1 } ?? 0)..<items.count
            guard !run.isEmpty, pages.unreadCount > 0 else { return run }
            let last = items[items.count - 1].id
            return self.items.prefix(run.count).contains { $0.id == last } ? run : 0..<0
        }
        let run = 0..<(items.firstIndex { !ids.contains($0.id) } ?? items.count)
        guard !run.isEmpty, pages.unreadCount > 0 else { return run }
        let reach = max(0, (askedAt ?? self.items.count) - run.count)
        guard reach < self.items.count else { return 0..<0 }
        let first = items[0].id
        return self.items[reach...].contains { $0.id == first } ? run : 0..<0
    }

    /// Whether a page is listed at `position` that was not read this generation (``PageRecord/isRead``).
    private func isUnreadPage(at position: Int) -> Bool {
        guard let first = self.position(at: .start), pages.indices.contains(position - first) else { return false }
        return !pages[position - first].isRead
    }

    /// Where the listed item with `id` is when its page was not read this generation (see
    /// ``PageRecord/isRead``); `nil` when it is listed in a read page or not at all.
    ///
    /// - Complexity: O(1) when every page was read (the common case), O(n) otherwise.
    private func unreadCopy(of id: Item.ID) -> (page: Int, offset: Int)? {
        guard pages.unreadCount > 0, let found = location(ofID: id), !pages[found.page].isRead
        else { return nil }
        return found
    }

    /// Takes out of the pages before `index` in ``pages`` that were not read this generation the rows whose ids
    /// are in `ids`: a page read again at `index` lists them, read now, and wins over the stale copies. Returns the
    /// ids taken out. Not an edit: the server moved the rows.
    ///
    /// - Complexity: O(r) for the r rows before `index`, when a page before it was not read; O(1) when every page
    ///   was read, O(`index`) otherwise.
    mutating func removeUnreadCopies(of ids: Set<Item.ID>, before index: Int) -> Set<Item.ID> {
        guard !ids.isEmpty, pages.containsUnread(in: 0..<index) else { return [] }
        var removed: Set<Item.ID> = []
        for page in (0..<index).reversed() where !pages[page].isRead {
            let rows = items.items(ofPageAt: page)
            for offset in rows.indices.reversed() where ids.contains(rows[offset].id) {
                let following = items.remove(pageAt: page, itemAt: offset)
                self.ids.remove(rows[offset].id)
                removed.insert(rows[offset].id)
                if tracksLocations {
                    locations[rows[offset].id] = nil
                    for moved in following { locations[moved.id]?.moveBack() }
                }
            }
        }
        assert(self.ids.count == items.count, "window out of step")
        return removed
    }

    /// Inserts the ids of `items` into `ids` up to the first one listed already, and returns that item's index
    /// (`items.count` when every id was new).
    private static func insertIDs(of items: [Item], into ids: inout ListedIDs<Item.ID>) -> Int {
        // Growing once per page, not while inserting, keeps rehashing out of the loop.
        ids.reserveCapacity(ids.count + items.count)
        for index in items.indices where !ids.insert(items[index].id) {
            return index
        }
        return items.count
    }

    // MARK: - Invariants

    /// Every broken invariant, in words; empty when the window is sound. O(items): for tests and debugging.
    ///
    /// - the pages hold consecutive positions, in order, and each page's key is recorded at its position;
    /// - there is one page of items per page record;
    /// - a page's read rows (``PageRecord/readRows``) are counted only in an unread page, and are fewer than its rows;
    /// - the count of unread pages (``PageRecords/unreadCount``) is the number of pages not read;
    /// - every item id is listed once, and the id table holds exactly the listed ids (and their locations, when
    ///   tracked).
    func invariantViolations() -> [String] {
        var violations: [String] = []
        for (index, page) in pages.enumerated() {
            if page.position != pages[0].position + index {
                violations.append("page \(index) is at position \(page.position), not \(pages[0].position + index)")
            }
            if positions[page.key] != page.position {
                violations.append("key \(page.key) is recorded at \(String(describing: positions[page.key]))")
            }
            if page.readRows != 0, page.isRead || page.readRows < 0 || page.readRows >= items.count(ofPageAt: index) {
                violations.append("page \(index) counts \(page.readRows) rows read of \(items.count(ofPageAt: index))")
            }
        }
        if pages.unreadCount != pages.count(where: { !$0.isRead }) {
            violations.append("\(pages.unreadCount) pages counted unread of \(pages.count(where: { !$0.isRead }))")
        }
        let unread = Dictionary(
            uniqueKeysWithValues: pages.indices.filter { !pages[$0].isRead }.map { ($0, pages[$0].readRows) })
        if pages.partlyRead.byIndex != unread {
            violations.append("the unread pages' read rows \(pages.partlyRead.byIndex) are not \(unread)")
        }
        if items.pageCount != pages.count {
            violations.append("\(items.pageCount) pages of items for \(pages.count) page records")
        }
        let listed = items.map(\.id)
        if Set(listed).count != listed.count { violations.append("an id is listed twice") }
        if !ids.isEqual(to: Set(listed)) { violations.append("the id table does not match the items") }
        if tracksLocations && locations.count != ids.count { violations.append("locations out of step with ids") }
        if hasMoreAtEnd != (pages.last?.nextKey != nil) || hasMoreAtStart != (pages.first?.previousKey != nil) {
            violations.append("the edge flags do not match the edge pages")
        }
        return violations
    }
}

/// One end of a ``LoadedWindow``. (Outside the generic window, so that using it looks up no generic metadata.)
enum WindowEdge: Sendable {
    /// The first page's side.
    case start
    /// The last page's side.
    case end
}

/// What adding a page to a ``LoadedWindow`` did.
struct WindowAddition: Equatable {
    /// Items listed from the page.
    var added: Int
    /// Items dropped because their ids were listed already.
    var duplicates: Int
    /// A next key the page handed out that was loaded elsewhere in the generation (following it would loop),
    /// written out.
    var repeatedNextKey: String?
    /// A previous key the page handed out that was loaded elsewhere in the generation, written out.
    var repeatedPreviousKey: String?
}

/// Where a listed item is, in 8 bytes: with one per item, a small entry keeps a long list's table in cache.
private struct ItemLocation {
    private var storedPosition: Int32
    private var storedOffset: Int32

    init(position: Int, offset: Int) {
        storedPosition = Int32(truncatingIfNeeded: position)
        storedOffset = Int32(truncatingIfNeeded: offset)
    }

    /// The item moved one place towards the start of its page.
    mutating func moveBack() { storedOffset -= 1 }

    /// The item moved one place towards the end of its page.
    mutating func moveForward() { storedOffset += 1 }

    var position: Int { Int(storedPosition) }
    var offset: Int { Int(storedOffset) }
}

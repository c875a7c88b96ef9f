import ResourceStore

/// Turns the paginator's items into the snapshot a UI shows, and tells what changed: the one home of the
/// snapshot, the items by id, and what was rendered last.
///
/// Pages added or removed at the ends (same query, and items that came from the rendered ones by pages added or
/// removed at either end alone, which ``PagedItems/edgeChanges(from:)`` tells, whatever the paginator's generation)
/// cost O(page): an append, a page loaded backwards, a page dropped by the page cap, a refresh whose splice kept the
/// later pages (`Paginator.splice(after:listedItems:searchText:query:)`). The rows of the pages gone are deleted, the new
/// ones are put before the first rows or after the last, in their sections, and the diff is built from them alone.
/// Sections group rows as a rebuild would (in the order of each section's first row); where a change at the start
/// would move a section (a page loaded backwards brings rows of a section shown further down, or dropping a page
/// leaves a later section's row before the first section's), the snapshot is rebuilt instead. Items that list the shown ids in the shown order (a refetch that found the rows as they
/// were, a row edited in place) keep the snapshot: the rows whose value changed are reconfigured, found by comparing
/// the items with the ones shown, in O(n) comparisons and no hashing (O(1) when they are the ones shown). Anything
/// else (a row moved, inserted or removed, by the list or on the paginator directly) rebuilds the snapshot and diffs
/// it with the previous one, in O(n).
struct ListRenderer<SectionID: Hashable & Sendable, Item: Identifiable & Sendable & Equatable>
where Item.ID: Sendable {
    /// The shown ids.
    private(set) var snapshot = ListSnapshot<SectionID, Item.ID>()
    /// The shown items by id.
    private(set) var itemsByID: [Item.ID: Item] = [:]
    /// Which section an item goes in.
    let sectionID: @Sendable (Item) -> SectionID
    /// Whether an append can be rendered without looking at the items before it: only when the paginator
    /// never changes a listed item (``ResourceStore/DuplicatePolicy/keepFirst``).
    let appendsInPlace: Bool

    /// What the last render read, to recognise an append.
    private var rendered: Rendered?
    /// The items the last render read (before the filter) and the filter's query, to recognise a render that changes
    /// values alone; `nil` when the shown items listed an id twice (only one of its values is shown).
    private var shown: (items: PagedItems<Item>, query: String?)?
    /// Whether the shown items listed an id twice.
    private var listsAnIDTwice = false
    /// The snapshot shown before ``snapshot``, when only changes at the ends lie between the two; see
    /// ``commit(_:)``.
    private var spare: ListSnapshot<SectionID, Item.ID>?
    /// The changes that turn ``spare`` into ``snapshot``, in order.
    private var lag: [SnapshotBatch] = []
    typealias SnapshotBatch = ListSnapshotBatch<SectionID, Item.ID>

    private struct Rendered {
        /// The rendered items: a later list tells from them how it differs (``PagedItems/edgeChanges(from:)``).
        var items: PagedItems<Item>
        var query: String?
    }

    init(sectionID: @escaping @Sendable (Item) -> SectionID, appendsInPlace: Bool) {
        self.sectionID = sectionID
        self.appendsInPlace = appendsInPlace
    }

    /// The shown values of the rows `diff` inserts (alone or in an inserted section), reloads or reconfigures:
    /// every row whose value a reader of the diff has not seen.
    ///
    /// - Complexity: O(k) for the k rows `diff` names.
    func items(changedBy diff: ListDiff<SectionID, Item.ID>) -> [Item.ID: Item] {
        var items: [Item.ID: Item] = [:]
        func add(_ id: Item.ID) { items[id] = itemsByID[id] }
        for change in diff.itemInserts { add(change.id) }
        for ids in diff.itemsOfInsertedSections { for id in ids { add(id) } }
        for change in diff.itemReloads { add(change.id) }
        for change in diff.itemReconfigures { add(change.id) }
        return items
    }

    /// Makes the next render rebuild the snapshot rather than take it for an append (the items before the
    /// appended ones may have changed).
    mutating func forgetRendered() {
        rendered = nil
    }

    /// Shows `items` (those `matcher` accepts, when there is one) and returns the diff from what was shown.
    mutating func render(
        _ items: PagedItems<Item>, matcher: ListTextMatcher<Item>?
    ) -> ListDiff<SectionID, Item.ID> {
        defer {
            rendered = items.isEmpty ? nil : Rendered(items: items, query: matcher?.query)
            shown = listsAnIDTwice ? nil : (items, matcher?.query)
        }
        if appendsInPlace, let last = rendered, last.query == matcher?.query,
            let changes = items.edgeChanges(from: last.items)
        {
            if changes.isAppendOnly { return append(items[last.items.count...], matcher: matcher) }
            if !listsAnIDTwice, let diff = changeEnds(changes, from: last.items, to: items, matcher: matcher) {
                return diff
            }
        }
        if let diff = reconfigure(items, matcher: matcher) { return diff }
        return rebuild(items, matcher: matcher)
    }

    /// Shows `items` when they list the shown ids in the shown order under the same filter, and no row changes its
    /// section or whether the filter accepts it: the snapshot stays, and the rows whose value changed are
    /// reconfigured. Returns `nil` (and changes nothing) otherwise.
    ///
    /// - Complexity: O(n) item comparisons, and O(k log k) for k changed rows; O(1) when `items` are the shown ones
    ///   (``PagedItems/isSameList(as:)``). Items that differ return at the first id out of place.
    private mutating func reconfigure(
        _ items: PagedItems<Item>, matcher: ListTextMatcher<Item>?
    ) -> ListDiff<SectionID, Item.ID>? {
        guard let shown, shown.query == matcher?.query, shown.items.count == items.count else { return nil }
        if shown.items.isSameList(as: items) { return ListDiff() }
        guard let changed = Self.changedRows(from: shown.items, to: items) else { return nil }
        for (old, item) in changed {
            guard sectionID(old) == sectionID(item), matcher.map({ $0.matches(old) == $0.matches(item) }) ?? true
            else { return nil }
        }
        var updates: [ListDiff<SectionID, Item.ID>.ItemUpdate] = []
        for (_, item) in changed {
            // A row the filter hides has nothing shown to reconfigure (its id may be shown, from another row).
            guard matcher?.matches(item) ?? true, let path = snapshot.indexPath(ofItem: item.id) else { continue }
            itemsByID[item.id] = item
            updates.append(ListDiff.ItemUpdate(id: item.id, from: path, to: path))
        }
        updates.sort { $0.to < $1.to }
        return ListDiff(reconfiguring: updates)
    }

    /// Shows `items`, which are the shown items with the rows of `changed` given new values (the same ids in the same
    /// order), when every changed row keeps its section and whether the filter accepts it: each changed row that is
    /// shown is reconfigured, without comparing the other rows. Returns `nil` (and changes nothing) otherwise, or when
    /// the shown items listed an id twice; render them then.
    ///
    /// - Complexity: O(k log k) for k changed rows.
    mutating func reconfigure(
        _ changed: [Item], in items: PagedItems<Item>, matcher: ListTextMatcher<Item>?
    ) -> ListDiff<SectionID, Item.ID>? {
        guard let shown, shown.query == matcher?.query, shown.items.count == items.count else { return nil }
        var updates: [ListDiff<SectionID, Item.ID>.ItemUpdate] = []
        for item in changed {
            let accepted = matcher?.matches(item) ?? true
            guard let old = itemsByID[item.id] else {
                // Not shown: it must stay hidden by the filter.
                if accepted { return nil }
                continue
            }
            guard accepted, sectionID(old) == sectionID(item), let path = snapshot.indexPath(ofItem: item.id)
            else { return nil }
            if old == item { continue }  // shown as it is already
            updates.append(ListDiff.ItemUpdate(id: item.id, from: path, to: path))
        }
        for item in changed where itemsByID[item.id] != nil { itemsByID[item.id] = item }
        self.shown = (items, matcher?.query)
        if let last = rendered {
            rendered = Rendered(items: items, query: last.query)
        }
        updates.sort { $0.to < $1.to }
        return ListDiff(reconfiguring: updates)
    }

    /// The rows whose value differs between `old` and `new`, both values, in order; `nil` when the two do not list
    /// the same ids in the same order. They must hold as many items.
    ///
    /// - Complexity: O(n). It walks the pages' arrays by index: this code runs unspecialised, where an iterator's
    ///   optionals cost more than the comparisons.
    private static func changedRows(
        from old: PagedItems<Item>, to new: PagedItems<Item>
    ) -> [(old: Item, new: Item)]? {
        var changed: [(old: Item, new: Item)] = []
        let oldPages = old.pageItems
        var oldPageIndex = 0
        var oldPage: [Item] = []
        var offset = 0
        for page in new.pageItems {
            for index in 0..<page.count {
                while offset == oldPage.count {
                    guard oldPageIndex < oldPages.count else { return nil }
                    oldPage = oldPages[oldPageIndex]
                    oldPageIndex += 1
                    offset = 0
                }
                let before = oldPage[offset]
                offset += 1
                let item = page[index]
                guard before.id == item.id else { return nil }
                if before != item { changed.append((before, item)) }
            }
        }
        return changed
    }

    /// Appends `newItems` to their sections.
    ///
    /// - Complexity: O(k log k) for k new items, with the snapshot shown before still held by the UI (see
    ///   ``commit(_:)``).
    private mutating func append(
        _ newItems: Slice<PagedItems<Item>>, matcher: ListTextMatcher<Item>?
    ) -> ListDiff<SectionID, Item.ID> {
        typealias Diff = ListDiff<SectionID, Item.ID>
        /// Sections shown already that get items: the section, its index, its first new row, the new items.
        var grown: [(section: SectionID, index: Int, firstRow: Int, items: [Item.ID])] = []
        /// New sections, in order, with their items.
        var inserted: [(section: SectionID, items: [Item.ID])] = []
        var itemInserts: [Diff.ItemChange] = []
        var sectionInserts: [Diff.SectionChange] = []
        var insertedSectionIndex: [SectionID: Int] = [:]
        var grownSectionIndex: [SectionID: Int] = [:]
        for item in newItems where matcher?.matches(item) ?? true {
            let id = item.id
            guard itemsByID.updateValue(item, forKey: id) == nil else {
                listsAnIDTwice = true
                continue
            }
            let section = sectionID(item)
            if let index = insertedSectionIndex[section] {
                inserted[index].items.append(id)
            } else if let index = grownSectionIndex[section] {
                grown[index].items.append(id)
                let entry = grown[index]
                itemInserts.append(
                    Diff.ItemChange(
                        id: id,
                        indexPath: ListIndexPath(item: entry.firstRow + entry.items.count - 1, section: entry.index)))
            } else if let index = snapshot.indexOfSection(section) {
                let row = snapshot.numberOfItems(inSection: section)
                grownSectionIndex[section] = grown.count
                grown.append((section, index, row, [id]))
                itemInserts.append(Diff.ItemChange(id: id, indexPath: ListIndexPath(item: row, section: index)))
            } else {
                insertedSectionIndex[section] = inserted.count
                sectionInserts.append(
                    Diff.SectionChange(id: section, index: snapshot.numberOfSections + inserted.count))
                inserted.append((section, [id]))
            }
        }
        guard !grown.isEmpty || !inserted.isEmpty else { return Diff() }
        var batch = SnapshotBatch()
        for entry in grown { batch.steps.append(.appendItems(entry.items, section: entry.section)) }
        if !inserted.isEmpty { batch.steps.append(.appendSections(inserted.map(\.section))) }
        for entry in inserted { batch.steps.append(.appendItems(entry.items, section: entry.section)) }
        commit(batch)
        itemInserts.sort { ($0.indexPath.section, $0.indexPath.item) < ($1.indexPath.section, $1.indexPath.item) }
        return Diff(
            insertingSections: sectionInserts, itemsOfInsertedSections: inserted.map(\.items), items: itemInserts)
    }

    /// Shows `new`, which comes from `old` (the items rendered last) by the pages `changes` names, added or removed
    /// at either end: the rows of the pages gone are deleted and the new ones put before the first rows or after the
    /// last. Returns `nil` (and changes nothing) when sections would move, or a row's id leaves and comes back, as
    /// a rebuild then tells the change apart.
    ///
    /// - Complexity: O(k log k) for the k rows of the pages added and removed, with the snapshot shown before still
    ///   held by the UI (see ``commit(_:)``); O(s) more for the s sections when sections are put before the first.
    private mutating func changeEnds(
        _ changes: EdgeChanges, from old: PagedItems<Item>, to new: PagedItems<Item>, matcher: ListTextMatcher<Item>?
    ) -> ListDiff<SectionID, Item.ID>? {
        typealias Diff = ListDiff<SectionID, Item.ID>
        func shownRows(of items: PagedItems<Item>, pages: Range<Int>) -> [Item] {
            var rows: [Item] = []
            for page in pages {
                for item in items.items(ofPageAt: page) where matcher?.matches(item) ?? true { rows.append(item) }
            }
            return rows
        }
        let removedAtStart = shownRows(of: old, pages: 0..<changes.removedAtStart)
        let removedAtEnd = shownRows(of: old, pages: (old.pageCount - changes.removedAtEnd)..<old.pageCount)
        let addedAtStart = shownRows(of: new, pages: 0..<changes.addedAtStart)
        let addedAtEnd = shownRows(of: new, pages: (new.pageCount - changes.addedAtEnd)..<new.pageCount)
        // Rows leaving at the start and listed again there (a refresh whose first page kept most of its rows), with
        // their shown values: paired below into nothing, a reconfigure or a move.
        var leaving: [Item.ID: Item] = [:]
        if !addedAtStart.isEmpty {
            for item in removedAtStart { leaving[item.id] = item }
        }
        var relisted: [Item.ID: Item] = [:]
        var added: Set<Item.ID> = []
        for (index, item) in (addedAtStart + addedAtEnd).enumerated() {
            // An id listed twice, or shown already and not leaving at the start to come back there, is left to a
            // rebuild.
            guard added.insert(item.id).inserted else { return nil }
            guard itemsByID[item.id] != nil else { continue }
            guard index < addedAtStart.count, let shown = leaving[item.id] else { return nil }
            relisted[item.id] = shown
        }

        // The rows that go, found without a lookup per row: the rows leaving at the start are the first rows of
        // their sections (each section lists its rows in the list's order), those leaving at the end the last.
        // A section left empty goes with them.
        var removedAtStartCount: [SectionID: Int] = [:]
        var removedAtEndCount: [SectionID: Int] = [:]
        var itemDeletes: [Diff.ItemChange] = []
        var lastTouchedAtStart = -1
        for item in removedAtStart {
            let section = sectionID(item)
            // A prefix of the list holds the first row of each section it touches: they are the first sections.
            guard let index = snapshot.indexOfSection(section) else { return nil }
            lastTouchedAtStart = max(lastTouchedAtStart, index)
            let row = removedAtStartCount[section, default: 0]
            removedAtStartCount[section] = row + 1
            itemDeletes.append(Diff.ItemChange(id: item.id, indexPath: ListIndexPath(item: row, section: index)))
        }
        let sectionsAtEnd = removedAtEnd.map(sectionID)
        for section in sectionsAtEnd { removedAtEndCount[section, default: 0] += 1 }
        var seenAtEnd: [SectionID: Int] = [:]
        for (item, section) in zip(removedAtEnd, sectionsAtEnd) {
            guard let index = snapshot.indexOfSection(section) else { return nil }
            let seen = seenAtEnd[section, default: 0]
            seenAtEnd[section] = seen + 1
            let row = snapshot.numberOfItems(inSection: section) - removedAtEndCount[section]! + seen
            itemDeletes.append(Diff.ItemChange(id: item.id, indexPath: ListIndexPath(item: row, section: index)))
        }
        var emptied: Set<SectionID> = []
        var sectionDeletes: [Diff.SectionChange] = []
        for (section, count) in removedAtStartCount.merging(removedAtEndCount, uniquingKeysWith: +)
        where count >= snapshot.numberOfItems(inSection: section) {
            guard count == snapshot.numberOfItems(inSection: section) else { return nil }
            emptied.insert(section)
            sectionDeletes.append(Diff.SectionChange(id: section, index: snapshot.indexOfSection(section)!))
        }
        if !emptied.isEmpty {
            itemDeletes.removeAll { emptied.contains(snapshot.sectionIdentifier(at: $0.indexPath.section)!) }
        }
        let removedItems = itemDeletes.map(\.id)
        // The first section shown after the removal.
        var firstIndex = 0
        while let section = snapshot.sectionIdentifier(at: firstIndex), emptied.contains(section) { firstIndex += 1 }
        let first = snapshot.sectionIdentifier(at: firstIndex)
        for index in 0..<max(0, lastTouchedAtStart) {
            // Sections before the last one rows left at the start must be gone, or their later rows reorder them.
            guard emptied.contains(snapshot.sectionIdentifier(at: index)!) else { return nil }
        }
        if let first, lastTouchedAtStart >= 0, firstIndex == lastTouchedAtStart {
            // The first section keeps rows: it stays first only when its row is the first one left.
            var firstRow: Item?
            var page = changes.addedAtStart
            while firstRow == nil && page < new.pageCount - changes.addedAtEnd {
                firstRow = new.items(ofPageAt: page).first { matcher?.matches($0) ?? true }
                page += 1
            }
            guard let firstRow, sectionID(firstRow) == first else { return nil }
        }

        var batch = SnapshotBatch()
        if !emptied.isEmpty { batch.steps.append(.deleteSections(sectionDeletes.map(\.id))) }
        if !removedItems.isEmpty { batch.steps.append(.deleteItems(removedItems)) }
        var newSections: [SectionID] = []
        var grownItems: [Item.ID] = []

        // Rows put before the first: sections in the order of their first row, the first section's rows before it.
        var headOrder: [SectionID] = []
        var headRows: [SectionID: [Item.ID]] = [:]
        for item in addedAtStart {
            let section = sectionID(item)
            if headRows[section] == nil {
                guard section == first || !snapshot.contains(section: section) else { return nil }
                headOrder.append(section)
            }
            headRows[section, default: []].append(item.id)
        }
        if !headOrder.isEmpty {
            let split = first.flatMap { headOrder.firstIndex(of: $0) }
            let before = Array(headOrder[..<(split ?? headOrder.count)])
            let after = split.map { Array(headOrder[($0 + 1)...]) } ?? []
            if let first {
                if !before.isEmpty { batch.steps.append(.insertSections(before, before: first)) }
                if split != nil {
                    let rows = headRows[first]!
                    let firstKept = ListIndexPath(item: removedAtStartCount[first] ?? 0, section: firstIndex)
                    let target = snapshot.itemIdentifier(at: firstKept)!
                    batch.steps.append(.insertItems(rows, before: target))
                    grownItems.append(contentsOf: rows)
                }
                if !after.isEmpty { batch.steps.append(.insertSectionsAfter(after, section: first)) }
            } else {
                batch.steps.append(.appendSections(before))
            }
            for section in before + after { batch.steps.append(.appendItems(headRows[section]!, section: section)) }
            newSections.append(contentsOf: before + after)
        }

        // Rows put after the last, in their sections.
        var tailOrder: [SectionID] = []
        var tailRows: [SectionID: [Item.ID]] = [:]
        var tailNewSections: [SectionID] = []
        for item in addedAtEnd {
            let section = sectionID(item)
            if tailRows[section] == nil {
                guard !emptied.contains(section) else { return nil }
                tailOrder.append(section)
                if headRows[section] == nil && !snapshot.contains(section: section) { tailNewSections.append(section) }
            }
            tailRows[section, default: []].append(item.id)
        }
        if !tailNewSections.isEmpty { batch.steps.append(.appendSections(tailNewSections)) }
        for section in tailOrder {
            batch.steps.append(.appendItems(tailRows[section]!, section: section))
            if snapshot.contains(section: section) { grownItems.append(contentsOf: tailRows[section]!) }
        }
        newSections.append(contentsOf: tailNewSections)
        guard !batch.isEmpty else { return Diff() }

        for item in removedAtStart + removedAtEnd { itemsByID[item.id] = nil }
        for item in addedAtStart + addedAtEnd { itemsByID[item.id] = item }
        commit(batch)
        var sectionInserts = newSections.map { Diff.SectionChange(id: $0, index: snapshot.indexOfSection($0)!) }
        sectionInserts.sort { $0.index < $1.index }
        let itemsOfInsertedSections = sectionInserts.map { snapshot.itemIdentifiers(inSection: $0.id) }
        var itemInserts = grownItems.map { Diff.ItemChange(id: $0, indexPath: snapshot.indexPath(ofItem: $0)!) }
        itemInserts.sort { $0.indexPath < $1.indexPath }
        sectionDeletes.sort { $0.index < $1.index }
        itemDeletes.sort { $0.indexPath < $1.indexPath }
        guard !relisted.isEmpty else {
            return Diff(
                deletingSections: sectionDeletes, items: itemDeletes, insertingSections: sectionInserts,
                itemsOfInsertedSections: itemsOfInsertedSections, items: itemInserts)
        }
        let pairs = RelistedRows(
            relisted: relisted, deletes: itemDeletes, inserts: itemInserts, itemsByID: itemsByID, sectionID: sectionID)
        return Diff(
            sectionDeletes: sectionDeletes, sectionInserts: sectionInserts,
            itemsOfInsertedSections: itemsOfInsertedSections, sectionMoves: [], sectionReloads: [],
            itemDeletes: itemDeletes.filter { !pairs.ids.contains($0.id) },
            itemInserts: itemInserts.filter { !pairs.ids.contains($0.id) }, itemMoves: pairs.moves, itemReloads: [],
            itemReconfigures: pairs.reconfigures)
    }

    /// The rows a change at the start deleted and inserted again in place (``changeEnds(_:from:to:matcher:)``),
    /// as a batch update wants them: each row deleted at its old index path and inserted at its new one, outside
    /// any deleted or inserted section, is a pair. The pairs that keep their order in their section (a longest
    /// increasing subsequence of the pairs that keep their section) stay where they are; the others move; a pair whose
    /// value changed is reconfigured too.
    /// The rows shown after a change at the start come after the start's rows in each section, before and after,
    /// so the rows that stay keep their order, as a batch update requires.
    private struct RelistedRows {
        /// The ids of the pairs: neither deleted nor inserted.
        var ids: Set<Item.ID> = []
        var moves: [ListDiff<SectionID, Item.ID>.ItemMove] = []
        var reconfigures: [ListDiff<SectionID, Item.ID>.ItemUpdate] = []

        /// - Complexity: O(k log k) for the k rows deleted and inserted.
        init(
            relisted: [Item.ID: Item], deletes: [ListDiff<SectionID, Item.ID>.ItemChange],
            inserts: [ListDiff<SectionID, Item.ID>.ItemChange], itemsByID: [Item.ID: Item],
            sectionID: (Item) -> SectionID
        ) {
            var from: [Item.ID: ListIndexPath] = [:]
            for change in deletes where relisted[change.id] != nil { from[change.id] = change.indexPath }
            // In the order of their new index paths (the inserts are sorted).
            let pairs = inserts.compactMap { change in
                from[change.id].map { (id: change.id, from: $0, to: change.indexPath) }
            }
            // A row that changes section moves.
            let keepingSection = pairs.indices.filter { index in
                let id = pairs[index].id
                return itemsByID[id].map { sectionID($0) == sectionID(relisted[id]!) } ?? false
            }
            let staying = Set(Self.increasingRun(keepingSection.map { pairs[$0].from }).map { keepingSection[$0] })
            for (index, pair) in pairs.enumerated() {
                ids.insert(pair.id)
                if !staying.contains(index) {
                    moves.append(ListDiff.ItemMove(id: pair.id, from: pair.from, to: pair.to))
                }
                if relisted[pair.id] != itemsByID[pair.id] {
                    reconfigures.append(ListDiff.ItemUpdate(id: pair.id, from: pair.from, to: pair.to))
                }
            }
        }

        /// The indexes of a longest strictly increasing subsequence of `paths` (patience sorting).
        ///
        /// - Complexity: O(k log k) for k paths.
        static func increasingRun(_ paths: [ListIndexPath]) -> Set<Int> {
            var tails: [Int] = []  // for each length, the index ending the run of that length with the smallest path
            var previous = [Int](repeating: -1, count: paths.count)
            for index in paths.indices {
                var low = 0
                var high = tails.count
                while low < high {
                    let middle = (low + high) / 2
                    if paths[tails[middle]] < paths[index] { low = middle + 1 } else { high = middle }
                }
                if low > 0 { previous[index] = tails[low - 1] }
                if low == tails.count { tails.append(index) } else { tails[low] = index }
            }
            var run: Set<Int> = []
            var index = tails.last ?? -1
            while index >= 0 {
                run.insert(index)
                index = previous[index]
            }
            return run
        }
    }

    /// Makes `batch` shown, without copying the shown snapshot when the UI still holds it.
    ///
    /// The UI holds the snapshot of the last update it took, so changing it in place would copy its storage: O(n).
    /// The renderer keeps the snapshot shown before it (`spare`), which the UI let go of when it took the newer one,
    /// and brings that forward instead: it replays the changes made since (`lag`) and this one, in place, in
    /// O(page). The shown snapshot then becomes the spare. Only the first change after a rebuild copies, once.
    private mutating func commit(_ batch: SnapshotBatch) {
        var next: ListSnapshot<SectionID, Item.ID>
        do {
            if var caughtUp = spare {
                spare = nil  // leaves `caughtUp` the only holder the renderer has, so appending to it is in place
                for earlier in lag { try earlier.apply(to: &caughtUp) }
                next = caughtUp
            } else {
                next = snapshot
            }
            try batch.apply(to: &next)
        } catch {
            preconditionFailure("PagedList snapshot out of step: \(error)")
        }
        spare = snapshot
        lag = [batch]
        snapshot = next
    }

    /// Builds the snapshot anew and diffs it with the shown one; items whose value changed are reconfigured.
    ///
    /// - Complexity: O(n).
    private mutating func rebuild(
        _ items: PagedItems<Item>, matcher: ListTextMatcher<Item>?
    ) -> ListDiff<SectionID, Item.ID> {
        var byID: [Item.ID: Item] = [:]
        byID.reserveCapacity(items.count)
        var order: [SectionID] = []
        var grouped: [SectionID: [Item.ID]] = [:]
        listsAnIDTwice = false
        for item in items where matcher?.matches(item) ?? true {
            let id = item.id
            guard byID.updateValue(item, forKey: id) == nil else {
                listsAnIDTwice = true
                continue
            }
            let section = sectionID(item)
            if grouped[section] == nil { order.append(section) }
            grouped[section, default: []].append(id)
        }
        let new: ListSnapshot<SectionID, Item.ID>
        do {
            new = try ListSnapshot(sections: order.map { ($0, grouped[$0] ?? []) })
        } catch {
            preconditionFailure("PagedList snapshot out of step: \(error)")
        }
        let old = itemsByID
        let diff = ListDiff(from: snapshot, to: new) { id in old[id] != byID[id] }
        spare = nil
        lag = []
        snapshot = new
        itemsByID = byID
        return diff
    }
}

import ResourceStore

/// Renders of pages added or removed at the ends in O(page): rows appended to their sections, or the rows of the
/// pages gone deleted and the new ones put before the first rows or after the last.
extension ListRenderer {
    /// Appends `newItems` to their sections.
    ///
    /// - Complexity: O(k log k) for k new items, with the snapshot shown before still held by the UI (see
    ///   ``commit(_:)``).
    mutating func append(
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
    mutating func changeEnds(
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
}

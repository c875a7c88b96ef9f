extension SectionedStore {
    // Each method here is one write: it runs as its own batch and produces at most one change event.
    // See `StoreTransaction` for the exact behaviour of each.

    /// Adds an empty section after the last one.
    ///
    /// - Throws: ``Error/duplicateSection(_:)``.
    public func appendSection(_ id: SectionID, title: String? = nil) throws(Error) {
        try write { (batch) throws(Error) in try batch.appendSection(id, title: title) }
    }

    /// Inserts an empty section at `index`.
    ///
    /// - Throws: ``Error/duplicateSection(_:)`` or ``Error/sectionIndexOutOfRange(_:)``.
    public func insertSection(_ id: SectionID, title: String? = nil, at index: Int) throws(Error) {
        try write { (batch) throws(Error) in try batch.insertSection(id, title: title, at: index) }
    }

    /// Removes a section with all its items.
    ///
    /// - Throws: ``Error/sectionNotFound(_:)``.
    public func removeSection(_ id: SectionID) throws(Error) {
        try write { (batch) throws(Error) in try batch.removeSection(id) }
    }

    /// Moves a section (with its items) so that it ends up at `index`.
    ///
    /// - Throws: ``Error/sectionNotFound(_:)`` or ``Error/sectionIndexOutOfRange(_:)``.
    public func moveSection(_ id: SectionID, to index: Int) throws(Error) {
        try write { (batch) throws(Error) in try batch.moveSection(id, to: index) }
    }

    /// Changes the title of a section; the change event reports the section as reloaded.
    ///
    /// - Throws: ``Error/sectionNotFound(_:)``.
    public func setTitle(_ title: String?, forSection id: SectionID) throws(Error) {
        try write { (batch) throws(Error) in try batch.setTitle(title, forSection: id) }
    }

    /// Replaces every item of a section.
    ///
    /// - Throws: ``Error/sectionNotFound(_:)``.
    public func replaceItems(inSection id: SectionID, with items: [Item]) throws(Error) {
        try write { (batch) throws(Error) in try batch.replaceItems(inSection: id, with: items) }
    }

    /// Adds items after the last item of `section` (or of the last section when `section` is `nil`).
    ///
    /// - Throws: ``Error/sectionNotFound(_:)`` or ``Error/noSections``.
    public func append(_ items: [Item], toSection section: SectionID? = nil) throws(Error) {
        try write { (batch) throws(Error) in try batch.append(items, toSection: section) }
    }

    /// Inserts items so that the first one ends up at `indexPath`.
    ///
    /// "First" is the first item the duplicate policy keeps; under ``DuplicatePolicy/keepLast`` the copies it
    /// removes are gone before the items land, and when that leaves the section shorter than `indexPath.item`,
    /// the items go at its end.
    ///
    /// - Throws: ``Error/indexPathOutOfRange(_:)``.
    public func insert(_ items: [Item], at indexPath: ListIndexPath) throws(Error) {
        try write { (batch) throws(Error) in try batch.insert(items, at: indexPath) }
    }

    /// Writes a page of items at `offset` of a section, idempotently (see ``StoreTransaction/write(page:at:inSection:)``).
    ///
    /// - Throws: ``Error/sectionNotFound(_:)`` or ``Error/noSections``.
    public func write(page: [Item], at offset: Int, inSection section: SectionID? = nil) throws(Error) {
        try write { (batch) throws(Error) in try batch.write(page: page, at: offset, inSection: section) }
    }

    /// Updates items already in the store in place and appends the others to `section`.
    ///
    /// - Throws: ``Error/sectionNotFound(_:)`` or ``Error/noSections``.
    public func upsert(_ items: [Item], toSection section: SectionID? = nil) throws(Error) {
        try write { (batch) throws(Error) in try batch.upsert(items, toSection: section) }
    }

    /// Replaces the item at `indexPath`.
    ///
    /// - Throws: ``Error/indexPathOutOfRange(_:)``.
    public func replaceItem(at indexPath: ListIndexPath, with item: Item) throws(Error) {
        try write { (batch) throws(Error) in try batch.replaceItem(at: indexPath, with: item) }
    }

    /// Removes the items with these identifiers and returns how many were there.
    @discardableResult
    public func remove(_ ids: [Item.ID]) -> Int {
        performBatch { $0.remove(ids) }
    }

    /// Removes the item at `indexPath` and returns it.
    ///
    /// - Throws: ``Error/indexPathOutOfRange(_:)``.
    @discardableResult
    public func removeItem(at indexPath: ListIndexPath) throws(Error) -> Item {
        try performBatch { (batch) throws(Error) in try batch.removeItem(at: indexPath) }
    }

    /// Removes every item that matches `shouldRemove` and returns how many were removed.
    @discardableResult
    public func removeAll(where shouldRemove: (Item) -> Bool) -> Int {
        performBatch { $0.removeAll(where: shouldRemove) }
    }

    /// Removes every item, keeping the sections.
    public func removeAllItems() {
        performBatch { $0.removeAllItems() }
    }

    /// Removes every section and item.
    public func removeAll() {
        performBatch { $0.removeAll() }
    }

    private func write(_ body: (inout StoreTransaction<SectionID, Item>) throws(Error) -> Void) throws(Error) {
        try performBatch(body)
    }
}

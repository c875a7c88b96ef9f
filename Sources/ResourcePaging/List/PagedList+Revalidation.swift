import ResourceLoader
import ResourceStore

extension PagedList {
    /// How many pages on each side of the anchor's page a refresh revalidates.
    static var revalidationReach: Int { 1 }

    /// Revalidates the page of the row at `index` (counted over all sections), once since the last refresh, when
    /// that page was not read from the server since then: called as rows come into view
    /// (``loadMoreIfNeeded(atIndex:)``). The pages are checked one at a time by one task, a page's changes shown
    /// and saved as it is read.
    func revalidateIfUnread(atIndex index: Int) {
        guard let id = Self.itemID(at: index, in: snapshot), revalidation.enqueue(id) else { return }
        revalidation.task = Task { [weak self] in await self?.checkQueuedRows() }
    }

    /// The task checking rows that came into view, while one runs: await it to know their pages are read.
    package var pendingRevalidation: Task<Void, Never>? { revalidation.task }

    /// Revalidates the pages around the anchor (its page and ``revalidationReach`` on each side; the first pages
    /// without one) that the refresh did not read, and starts the rows' checks over: what a refresh does once its
    /// fresh pages are spliced and shown. Their changes show in one more update, and are saved.
    func revalidatePagesAroundAnchor() async {
        revalidation.reset()
        holdDatabaseChanges()
        var changed = false
        // The anchor's own page first, found by the anchor's row: it may be rows a refresh kept after its fresh
        // rows, in a page of their own only once the anchor's row asks for them.
        if let anchor, await revalidatePage(holding: anchor).changed { changed = true }
        let rows = await seam.rowsNamingPages(around: anchor, reach: Self.revalidationReach)
        for id in rows where await revalidatePage(holding: id).changed { changed = true }
        if changed {
            await settle()
            await save()
        }
        await releaseDatabaseChanges()
    }

    private func checkQueuedRows() async {
        while let id = revalidation.next() {
            holdDatabaseChanges()
            let outcome = await revalidatePage(holding: id)
            if outcome.changed {
                await settle()
                await save()
            }
            await releaseDatabaseChanges()
            if outcome.failed {
                // Not checked after all: the row, and the rows queued behind it, are checked again when they come
                // into view again (the network may be back by then), not only after the next refresh.
                revalidation.forget(id)
                break
            }
        }
        revalidation.task = nil
    }

    /// Revalidates the page holding the row with `id` until the page holding it was read (a page holding more than
    /// one server page is read one server page at a time); returns whether the rows changed, and whether a read
    /// failed.
    private func revalidatePage(holding id: Item.ID) async -> (changed: Bool, failed: Bool) {
        var changed = false
        while true {
            let (key, rows) = await seam.unreadPage(containing: id)
            guard let key else {
                revalidation.markChecked(rows)
                return (changed, false)
            }
            switch await seam.revalidatePage(withKey: key) {
            case .changed: changed = true
            case .unchanged: continue
            case .notListed, .superseded: return (changed, false)
            case .failed: return (changed, true)
            }
        }
    }

    /// The id of the row at `index` counted over all sections, if there is one.
    private static func itemID(at index: Int, in snapshot: ListSnapshot<SectionID, Item.ID>) -> Item.ID? {
        guard index >= 0 else { return nil }
        var remaining = index
        for (section, sectionID) in snapshot.sectionIdentifiers.enumerated() {
            let count = snapshot.numberOfItems(inSection: sectionID)
            if remaining < count {
                return snapshot.itemIdentifier(at: ListIndexPath(item: remaining, section: section))
            }
            remaining -= count
        }
        return nil
    }
}

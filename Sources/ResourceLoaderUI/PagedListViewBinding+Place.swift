import ResourcePaging
import ResourceStore

extension PagedListViewBinding {
    /// The reader's place to keep through the update ``onApply`` is applying: call it from ``onApply`` before the
    /// apply, with the rows on screen then; after the apply, scroll so that the placement's row is back at its
    /// offset (``ScrollPlacement/visibleTop(forRowTop:in:)``). The adapters do.
    ///
    /// - When the update shows the first rows and carries an anchor (a restored list, or one whose anchor was set
    ///   before it started), the anchor at the top: the list opens at its saved place. Until a view reports it shown
    ///   (``didKeep(_:)``: a view with no size yet cannot scroll) or the reader scrolls, later updates return it
    ///   again, while its row is listed.
    /// - Otherwise, when the list's anchor is on screen, the anchor where it is; when the update removes it, the
    ///   nearest row on screen that stays (``ScrollPlacement/keptRow(among:isListed:)``), where it is.
    /// - Otherwise the topmost visible row that stays, where it is: the row the reader sees first.
    ///
    /// - Parameters:
    ///   - visibleRows: the rows on screen before the apply, with their places in the content laid out then.
    ///   - visibleTop: the top of the visible area then, in the content's coordinates.
    /// - Returns: the placement to restore after the apply, or `nil` when there is none: called outside ``onApply``,
    ///   or no row on screen stays and no anchor is to open at.
    public func placeToKeep(visibleRows: [VisibleRow<Resource.Item.ID>], visibleTop: Double)
        -> ScrollPlacement<Resource.Item.ID>?
    {
        guard let applying else { return nil }
        if applying.isFirstRows, let anchor = applying.update.anchor, applying.update.snapshot.contains(item: anchor) {
            pendingOpening = ScrollPlacement(row: anchor, offset: 0)
        }
        if let opening = pendingOpening {
            if item(withID: opening.row) != nil { return opening }
            pendingOpening = nil
        }
        if applying.isFirstRows { return nil }
        let rows = visibleRows.sorted { $0.top < $1.top }
        let isListed = { (id: Resource.Item.ID) in self.item(withID: id) != nil }
        if let anchor = list.anchor,
            let kept = ScrollPlacement(row: anchor, offset: 0).keptRow(among: rows.map(\.id), isListed: isListed),
            let row = rows.first(where: { $0.id == kept })
        {
            return ScrollPlacement(row: kept, offset: row.top - visibleTop)
        }
        return ScrollPlacement.topmostVisible(rows.filter { isListed($0.id) }, visibleTop: visibleTop)
    }

    /// Whether the update ``onApply`` is applying moves `placement`'s row from `indexPath` (where it was shown
    /// before the apply; both counted as the view shows rows, after any drawn leading ``placeholders``): then rows
    /// above it changed, and the apply does not animate, so that the list scrolls back
    /// to the row at once rather than after the rows slide.
    public func moves(_ placement: ScrollPlacement<Resource.Item.ID>, from indexPath: ListIndexPath?) -> Bool {
        guard let applying, var path = applying.update.snapshot.indexPath(ofItem: placement.row) else {
            return applying != nil
        }
        // Drawn leading placeholders come before the first section's items.
        if path.section == 0, let placeholders { path.item += placeholders.leading }
        return path != indexPath
    }

    /// Whether `placement` is the row the list opens at (its anchor when its first rows showed), not shown yet: a
    /// view puts it at the top wherever it was, rather than moving it back by as much as it moved.
    public func isOpening(_ placement: ScrollPlacement<Resource.Item.ID>) -> Bool {
        placement == pendingOpening
    }

    /// Tells the binding that a view showed `placement` (its row is where the placement puts it): the opening row,
    /// once shown, is not returned again by ``placeToKeep(visibleRows:visibleTop:)``. The adapters call it after
    /// scrolling a placement into view in a scroll view that has a size.
    public func didKeep(_ placement: ScrollPlacement<Resource.Item.ID>) {
        if placement == pendingOpening { pendingOpening = nil }
    }

    /// Sets the list's anchor to the topmost visible row (``ScrollPlacement/topmostVisible(_:visibleTop:)``): call
    /// it when scrolling stops. The adapters' `scrollingDidStop()` does.
    ///
    /// - Returns: the placement of the new anchor, or `nil` when no row is visible (the anchor is left alone).
    @discardableResult
    public func scrollingDidStop(visibleRows: [VisibleRow<Resource.Item.ID>], visibleTop: Double)
        -> ScrollPlacement<Resource.Item.ID>?
    {
        pendingOpening = nil
        let listed = visibleRows.filter { item(withID: $0.id) != nil }
        guard let placement = ScrollPlacement.topmostVisible(listed, visibleTop: visibleTop) else { return nil }
        list.setAnchor(placement.row)
        return placement
    }
}

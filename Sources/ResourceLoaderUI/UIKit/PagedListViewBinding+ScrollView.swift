#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    /// How an adapter finds its rows in its scroll view: the rows on screen, where a row is laid out now, and the axis
    /// its rows follow each other along.
    @MainActor
    struct ScrollViewRows<ItemID: Hashable & Sendable> {
        /// The axis the view scrolls along now (a collection view's layout may scroll sideways).
        let axis: () -> ScrollAxis
        /// The index path of every row on screen.
        let visibleIndexPaths: () -> [IndexPath]
        /// The row at an index path (an item or a placeholder), as the data source shows it.
        let row: (IndexPath) -> ListRow<ItemID>?
        /// The index path of a row, as the data source shows it.
        let indexPathOfRow: (ListRow<ItemID>) -> IndexPath?
        /// The frame of the row at an index path, in the scroll view's content.
        let frame: (IndexPath) -> CGRect?

        /// The index path of an item's row, as the data source shows it.
        func indexPath(_ id: ItemID) -> IndexPath? {
            indexPathOfRow(.item(id))
        }

        /// The loaded rows on screen with their places (placeholders are left out: they are no place to keep).
        func visible() -> [VisibleRow<ItemID>] {
            let axis = axis()
            return visibleIndexPaths().compactMap { path in
                guard let id = row(path)?.itemID, let frame = frame(path) else { return nil }
                return axis.visibleRow(id, frame: frame)
            }
        }

        /// The topmost (leftmost, sideways) placeholder at least partly visible past `visibleTop`, and the start of
        /// its frame along the axis: the place to keep when no loaded row is on screen (a placeholder keeps its id,
        /// its position, while it stays one).
        func topmostVisiblePlaceholder(below visibleTop: Double) -> (row: ListRow<ItemID>, top: Double)? {
            let axis = axis()
            var topmost: (row: ListRow<ItemID>, top: Double)?
            for path in visibleIndexPaths() {
                guard let row = row(path), row.itemID == nil, let frame = frame(path), axis.end(of: frame) > visibleTop
                else { continue }
                if let current = topmost, current.top <= axis.start(of: frame) { continue }
                topmost = (row, axis.start(of: frame))
            }
            return topmost
        }
    }

    extension UIScrollView {
        /// The inset under bars at the start of `axis` (the top, or the left).
        private func leadingInset(along axis: ScrollAxis) -> Double {
            Double(axis == .vertical ? adjustedContentInset.top : adjustedContentInset.left)
        }

        /// The length of the visible area along `axis` (less the bars' insets), 0 when it has none.
        func visibleLength(along axis: ScrollAxis) -> Double {
            let insets = adjustedContentInset
            let bars = axis == .vertical ? insets.top + insets.bottom : insets.left + insets.right
            return axis.length(of: bounds.size) - Double(bars)
        }

        /// Whether the view has a size to show rows in (a view in no window, or not laid out yet, has none).
        var hasArea: Bool { bounds.width > 0 && bounds.height > 0 }

        /// The top of the visible area along `axis` (past any bar), in the content's coordinates.
        func visibleTop(along axis: ScrollAxis) -> Double {
            axis.coordinate(of: contentOffset) + leadingInset(along: axis)
        }

        /// How far the content can scroll under the visible area along `axis`.
        func scrollBounds(along axis: ScrollAxis) -> ScrollBounds {
            ScrollBounds(contentLength: axis.length(of: contentSize), visibleLength: visibleLength(along: axis))
        }

        /// Scrolls so that `placement`'s row, laid out now with its start at `rowTop` along `axis`, is at its offset.
        func keep<ItemID>(_ placement: ScrollPlacement<ItemID>, rowTop: Double, along axis: ScrollAxis) {
            show(visibleTop: placement.visibleTop(forRowTop: rowTop, in: scrollBounds(along: axis)), along: axis)
        }

        /// Scrolls by as much as a row moved along `axis` (``ScrollBounds/visibleTop(_:followingRowMovedBy:)``),
        /// keeping any scrolling the reader did meanwhile.
        func follow(rowMovedBy distance: Double, along axis: ScrollAxis) {
            let bounds = scrollBounds(along: axis)
            show(visibleTop: bounds.visibleTop(visibleTop(along: axis), followingRowMovedBy: distance), along: axis)
        }

        private func show(visibleTop top: Double, along axis: ScrollAxis) {
            guard abs(top - visibleTop(along: axis)) >= 0.5 else { return }
            contentOffset = axis.point(contentOffset, at: top - leadingInset(along: axis))
        }
    }

    extension PagedListViewBinding {
        /// Applies `plan` through `apply` (given whether to animate, and what to do once applied), keeping the
        /// reader's place in `scrollView` (``placeToKeep(visibleRows:visibleTop:)``): an update that moves the kept
        /// row applies without animation, and then the scroll view scrolls by as much as the row moved (so scrolling
        /// the reader did while an animated apply ran is kept); a restored list opens with its anchor at the top.
        /// Then a screen the rows do not fill loads the next page. Both adapters apply so.
        func apply(
            _ plan: Plan, in scrollView: UIScrollView, rows: ScrollViewRows<Resource.Item.ID>,
            apply: (_ animatingDifferences: Bool, _ completion: @escaping () -> Void) -> Void
        ) {
            let axis = rows.axis()
            let placement = placeToKeep(visibleRows: rows.visible(), visibleTop: scrollView.visibleTop(along: axis))
            let oldPath = placement.flatMap { rows.indexPath($0.row) }
            // The opening row is put at the top wherever it was; any other kept row moves back by as much as it moved.
            let oldTop = placement.flatMap { isOpening($0) ? nil : oldPath.flatMap(rows.frame).map(axis.start(of:)) }
            let movesRow = placement.map { moves($0, from: oldPath.flatMap(ListIndexPath.init)) }
            // With no loaded row on screen, the topmost placeholder there stays where it is (rows above it may change
            // height: a loaded row is rarely as high as a placeholder); the apply does not animate then.
            let placeholder =
                placement == nil && placeholders != nil
                ? rows.topmostVisiblePlaceholder(below: scrollView.visibleTop(along: axis)) : nil
            // A view in no window neither animates nor lays out (UIKit warns of layout outside the view hierarchy):
            // its rows are laid out when it is shown.
            let isShown = scrollView.window != nil
            apply(plan.animatingDifferences && movesRow != true && placeholder == nil && isShown) {
                [weak self, weak scrollView] in
                guard let self, let scrollView else { return }
                if let placement, let path = rows.indexPath(placement.row), scrollView.window != nil {
                    scrollView.layoutIfNeeded()
                    // A scroll view with no size yet cannot show the row: the opening row waits for the next apply.
                    if let frame = rows.frame(path), scrollView.hasArea {
                        if let oldTop {
                            scrollView.follow(rowMovedBy: axis.start(of: frame) - oldTop, along: axis)
                        } else {
                            scrollView.keep(placement, rowTop: axis.start(of: frame), along: axis)
                        }
                        self.didKeep(placement)
                    }
                } else if let placeholder, let path = rows.indexPathOfRow(placeholder.row), scrollView.window != nil,
                    scrollView.hasArea
                {
                    scrollView.layoutIfNeeded()
                    if let frame = rows.frame(path) {
                        scrollView.follow(rowMovedBy: axis.start(of: frame) - placeholder.top, along: axis)
                    }
                }
                self.rowsDidApply(in: scrollView, along: rows.axis())
            }
        }

        /// Shows the row the list opens at (a restored list's saved row) at the top of `scrollView` once it can: it is
        /// in a window and has a size. An apply does this itself; this is for a view that gets its size after.
        func showOpening(in scrollView: UIScrollView, rows: ScrollViewRows<Resource.Item.ID>) {
            guard let placement = pendingOpening, scrollView.window != nil, scrollView.hasArea,
                let path = rows.indexPath(placement.row)
            else { return }
            scrollView.layoutIfNeeded()
            guard let frame = rows.frame(path) else { return }
            let axis = rows.axis()
            scrollView.keep(placement, rowTop: axis.start(of: frame), along: axis)
            didKeep(placement)
        }

        /// Makes the topmost visible row of `scrollView` the list's anchor (``scrollingDidStop(visibleRows:visibleTop:)``).
        func scrollingDidStop(in scrollView: UIScrollView, rows: ScrollViewRows<Resource.Item.ID>) {
            scrollingDidStop(visibleRows: rows.visible(), visibleTop: scrollView.visibleTop(along: rows.axis()))
        }

        /// Tells the binding the rows just applied to `scrollView` are laid out, so that a screen they do not fill
        /// along `axis` (which never scrolls, so prefetches nothing) loads the next page; both adapters call it after
        /// an apply.
        func rowsDidApply(in scrollView: UIScrollView, along axis: ScrollAxis) {
            contentDidChange(
                contentLength: axis.length(of: scrollView.contentSize),
                visibleLength: axis.length(of: scrollView.bounds.size))
        }
    }
#endif

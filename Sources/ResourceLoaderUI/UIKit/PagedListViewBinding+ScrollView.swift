#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    /// How an adapter finds its rows in its scroll view: the rows on screen, and where a row is laid out now.
    @MainActor
    struct ScrollViewRows<ItemID: Hashable & Sendable> {
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
            visibleIndexPaths().compactMap { path in
                guard let id = row(path)?.itemID, let frame = frame(path) else { return nil }
                return VisibleRow(id: id, top: Double(frame.minY), bottom: Double(frame.maxY))
            }
        }
    }

    extension UIScrollView {
        /// The top of the visible area (below any bar), in the content's coordinates.
        var visibleTop: Double { Double(contentOffset.y + adjustedContentInset.top) }

        /// How far the content can scroll under the visible area (less the bars' insets).
        var scrollBounds: ScrollBounds {
            let insets = adjustedContentInset
            return ScrollBounds(
                contentLength: Double(contentSize.height),
                visibleLength: Double(bounds.height - insets.top - insets.bottom))
        }

        /// Scrolls so that `placement`'s row, laid out now at `rowTop`, is at its offset.
        func keep<ItemID>(_ placement: ScrollPlacement<ItemID>, rowTop: CGFloat) {
            show(visibleTop: placement.visibleTop(forRowTop: Double(rowTop), in: scrollBounds))
        }

        /// Scrolls by as much as a row moved (``ScrollBounds/visibleTop(_:followingRowMovedBy:)``), keeping any
        /// scrolling the reader did meanwhile.
        func follow(rowMovedBy distance: CGFloat) {
            show(visibleTop: scrollBounds.visibleTop(visibleTop, followingRowMovedBy: Double(distance)))
        }

        private func show(visibleTop top: Double) {
            guard abs(top - visibleTop) >= 0.5 else { return }
            contentOffset = CGPoint(x: contentOffset.x, y: CGFloat(top) - adjustedContentInset.top)
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
            let placement = placeToKeep(visibleRows: rows.visible(), visibleTop: scrollView.visibleTop)
            let oldPath = placement.flatMap { rows.indexPath($0.row) }
            // The opening row is put at the top wherever it was; any other kept row moves back by as much as it moved.
            let oldTop = placement.flatMap { isOpening($0) ? nil : oldPath.flatMap(rows.frame)?.minY }
            let movesRow = placement.map { moves($0, from: oldPath.flatMap(ListIndexPath.init)) }
            // A view in no window neither animates nor lays out (UIKit warns of layout outside the view hierarchy):
            // its rows are laid out when it is shown.
            let isShown = scrollView.window != nil
            apply(plan.animatingDifferences && movesRow != true && isShown) { [weak self, weak scrollView] in
                guard let self, let scrollView else { return }
                if let placement, let path = rows.indexPath(placement.row), scrollView.window != nil {
                    scrollView.layoutIfNeeded()
                    // A scroll view with no size yet cannot show the row: the opening row waits for the next apply.
                    if let frame = rows.frame(path), scrollView.bounds.height > 0 {
                        if let oldTop {
                            scrollView.follow(rowMovedBy: frame.minY - oldTop)
                        } else {
                            scrollView.keep(placement, rowTop: frame.minY)
                        }
                        self.didKeep(placement)
                    }
                }
                self.rowsDidApply(in: scrollView)
            }
        }

        /// Shows the row the list opens at (a restored list's saved row) at the top of `scrollView` once it can: it is
        /// in a window and has a size. An apply does this itself; this is for a view that gets its size after.
        func showOpening(in scrollView: UIScrollView, rows: ScrollViewRows<Resource.Item.ID>) {
            guard let placement = pendingOpening, scrollView.window != nil, scrollView.bounds.height > 0,
                let path = rows.indexPath(placement.row)
            else { return }
            scrollView.layoutIfNeeded()
            guard let frame = rows.frame(path) else { return }
            scrollView.keep(placement, rowTop: frame.minY)
            didKeep(placement)
        }

        /// Makes the topmost visible row of `scrollView` the list's anchor (``scrollingDidStop(visibleRows:visibleTop:)``).
        func scrollingDidStop(in scrollView: UIScrollView, rows: ScrollViewRows<Resource.Item.ID>) {
            scrollingDidStop(visibleRows: rows.visible(), visibleTop: scrollView.visibleTop)
        }

        /// Tells the binding the rows just applied to `scrollView` are laid out, so that a screen they do not fill
        /// (which never scrolls, so prefetches nothing) loads the next page; both adapters call it after an apply.
        func rowsDidApply(in scrollView: UIScrollView) {
            contentDidChange(
                contentLength: Double(scrollView.contentSize.height), visibleLength: Double(scrollView.bounds.height))
        }
    }
#endif

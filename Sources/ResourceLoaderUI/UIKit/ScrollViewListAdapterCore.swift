#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    /// What ``TableViewListAdapter`` and ``CollectionViewListAdapter`` both do, written once so that a fix lands in
    /// both: it wires the binding to the data source (each update applied with the reader's place kept and the
    /// placeholders drawn), the background, the controls (prefetching, search, pull to refresh, retry, the return
    /// to the foreground), and answers the adapters' forwarding methods. Each adapter keeps only what its view
    /// differs in: its data source and cells, how rows are found, the footer.
    @MainActor
    final class ScrollViewListAdapterCore<Resource: PaginatedResource, SectionID: Hashable & Sendable>
    where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
        /// The plan a data source keyed by ``ListRow`` applies.
        typealias DrawnPlan = DiffableSnapshotPlan<SectionID, ListRow<Resource.Item.ID>>

        let binding: PagedListViewBinding<Resource, SectionID>
        let controls: ScrollViewListControls
        private let rows: ScrollViewRows<Resource.Item.ID>
        private weak var scrollView: UIScrollView?
        /// The scroll view's size when the rows were last checked against it (filling the screen), and whether a
        /// check is on its way.
        private var checkedSize: CGSize?
        private var sizeCheckScheduled = false
        /// Called after the scroll view's size changed and its rows were checked against it (the table's footer is
        /// sized again then).
        var onSizeChange: (() -> Void)?

        /// Wires `binding` to a view.
        ///
        /// - Parameters:
        ///   - scrollView: the table or collection view (held weakly).
        ///   - retryViews: the views whose tap retries.
        ///   - rows: how rows are found in the view (holding it and its data source weakly).
        ///   - rowDrawn: what the adapter's cell provider signals each time it makes a cell.
        ///   - apply: applies a plan to the data source, animated or not, then calls the completion.
        ///   - showBackground: shows the view for a background.
        init(
            binding: PagedListViewBinding<Resource, SectionID>,
            scrollView: UIScrollView,
            retryViews: [UIView?],
            rows: ScrollViewRows<Resource.Item.ID>,
            rowDrawn: RowDrawnSignal,
            apply: @escaping (DrawnPlan, _ animatingDifferences: Bool, _ completion: @escaping () -> Void) -> Void,
            showBackground: @escaping (ListBackground) -> Void
        ) {
            self.binding = binding
            self.rows = rows
            self.scrollView = scrollView
            binding.drawsPlaceholders = true
            controls = ScrollViewListControls(
                scrollView: scrollView, retryViews: retryViews, binding: binding, row: rows.row)
            // The data source's cell provider holds the binding: the binding holds the view weakly, and `apply` holds
            // the data source weakly.
            binding.onApply = { [weak self, weak binding, weak scrollView] plan in
                guard let binding, let scrollView else { return }
                binding.apply(plan, in: scrollView, rows: rows) { animates, completion in
                    apply(binding.drawnPlan(plan), animates, completion)
                }
                if scrollView.hasArea { self?.checkedSize = scrollView.bounds.size }
            }
            binding.onBackgroundChange = showBackground
            rowDrawn.action = { [weak self] in self?.viewWasLaidOut() }
            SizeChangeView.added(to: scrollView).onLayout = { [weak self] in self?.viewWasLaidOut() }
        }

        /// The view is laying its rows out (a cell was made for a row), or its size changed (the hidden
        /// ``SizeChangeView`` was laid out: rows already on screen are not made again then). When its size changed
        /// since the rows were last checked against it (it got its first size, it rotated), the check runs once this
        /// layout is done: a restored list opens at its saved row, a screen the rows do not fill loads more, and the
        /// table's footer fits its new width, even when no update comes to apply.
        private func viewWasLaidOut() {
            guard !sizeCheckScheduled, let scrollView, scrollView.bounds.size != checkedSize else { return }
            sizeCheckScheduled = true
            Task { [weak self] in self?.viewDidChangeSize() }
        }

        private func viewDidChangeSize() {
            sizeCheckScheduled = false
            guard let scrollView, scrollView.hasArea, scrollView.bounds.size != checkedSize else { return }
            checkedSize = scrollView.bounds.size
            binding.showOpening(in: scrollView, rows: rows)
            binding.rowsDidApply(in: scrollView, along: rows.axis())
            onSizeChange?()
        }

        /// Loads what the row at `indexPath` needs as it is displayed.
        func willDisplay(at indexPath: IndexPath) {
            if let row = rows.row(indexPath) { binding.rowWillAppear(row) }
        }

        /// The item shown at `indexPath`, or `nil` (nothing there, or a placeholder).
        func item(at indexPath: IndexPath) -> Resource.Item? {
            rows.row(indexPath)?.itemID.flatMap { binding.item(withID: $0) }
        }

        /// Makes the topmost visible row the list's anchor.
        func scrollingDidStop() {
            guard let scrollView else { return }
            binding.scrollingDidStop(in: scrollView, rows: rows)
        }
    }

    /// What an adapter's cell provider signals each time it makes a cell: made before the data source, which keeps
    /// it, and told what to do by the adapter's core once that exists.
    @MainActor
    final class RowDrawnSignal {
        var action: (() -> Void)?

        /// A cell is being made.
        func signal() { action?() }
    }
#endif

#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    /// The app's own views for a list's states, shown by a ``TableViewListAdapter`` or
    /// ``CollectionViewListAdapter``: behind the rows (first load, empty, error, offline) and under them (loading
    /// more, failed, end reached). XLData's `emptyDataSetView` and `networkStatusView`, as plain views.
    ///
    /// Any of them may be `nil` (nothing is shown then). When ``failed``, ``offline`` or ``loadMoreFailed`` is a
    /// `UIControl` (a `UIButton`, say), a tap on it retries (``ResourcePaging/PagedList/retry()``).
    public struct ListStateViews {
        /// Behind the rows while the first page loads (a spinner).
        public var loading: UIView?
        /// Behind the rows when the list has none, or none matches the search.
        public var empty: UIView?
        /// Behind the rows when the first load failed; a `UIControl` retries when tapped.
        public var failed: UIView?
        /// Behind the rows when nothing is listed and the network is unreachable; a `UIControl` retries when
        /// tapped.
        public var offline: UIView?
        /// Under the rows while the next page loads.
        public var loadingMore: UIView?
        /// Under the rows when the next page failed; a `UIControl` retries when tapped.
        public var loadMoreFailed: UIView?
        /// Under the last row when there are no more pages.
        public var endReached: UIView?

        /// Creates a set of views; leave out any you do not show.
        public init(
            loading: UIView? = nil,
            empty: UIView? = nil,
            failed: UIView? = nil,
            offline: UIView? = nil,
            loadingMore: UIView? = nil,
            loadMoreFailed: UIView? = nil,
            endReached: UIView? = nil
        ) {
            self.loading = loading
            self.empty = empty
            self.failed = failed
            self.offline = offline
            self.loadingMore = loadingMore
            self.loadMoreFailed = loadMoreFailed
            self.endReached = endReached
        }

        /// The view to show behind the rows for `background`; `nil` over rows.
        @MainActor
        public func view(for background: ListBackground) -> UIView? {
            switch background {
            case .content: nil
            case .loading: loading
            case .empty: empty
            case .failed: failed
            case .offline: offline
            }
        }

        /// The view to show under the rows for `footer`.
        @MainActor
        public func view(for footer: ListFooter) -> UIView? {
            switch footer {
            case .none: nil
            case .loading: loadingMore
            case .failed: loadMoreFailed
            case .endReached: endReached
            }
        }

        /// The retry views that are controls, each once (one control may serve as both the error and the offline
        /// view: only one background shows at a time).
        @MainActor
        var retryControls: [UIControl] {
            var controls: [UIControl] = []
            for case let control as UIControl in [failed, offline, loadMoreFailed]
            where !controls.contains(where: { $0 === control }) {
                controls.append(control)
            }
            return controls
        }
    }
#endif

#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    /// The app's views behind a list's rows, one for each ``ListBackground`` (none over rows), shown by a
    /// ``TableViewListAdapter`` or ``CollectionViewListAdapter`` as the view's `backgroundView`: XLData's
    /// `emptyDataSetView` and `networkStatusView`, as plain views.
    ///
    /// Any of them may be `nil` (nothing is shown then). When ``failed`` or ``offline`` is a `UIControl` (a
    /// `UIButton`, say), a tap on it retries (``ResourcePaging/PagedList/retry()``). One view may serve as both:
    /// only one background shows at a time. A `UIActivityIndicatorView` among them (the view, or in it) is started
    /// while its view shows and stopped when another replaces it. The footer under the rows has views of its own
    /// (``ListFooterViews``), never one of these.
    ///
    /// ```swift
    /// let retry = UIButton(type: .system)
    /// retry.setTitle("Can’t load people. Tap to retry.", for: .normal)
    /// let backgroundViews = ListBackgroundViews(failed: retry, offline: retry)
    /// ```
    public struct ListBackgroundViews {
        /// While the first page loads (a spinner).
        public var loading: UIView?
        /// When the list has no rows, or none matches the search.
        public var empty: UIView?
        /// When the first load failed; a `UIControl` retries when tapped.
        public var failed: UIView?
        /// When nothing is listed and the network is unreachable; a `UIControl` retries when tapped.
        public var offline: UIView?

        /// Creates a set of background views; leave out any you do not show.
        public init(loading: UIView? = nil, empty: UIView? = nil, failed: UIView? = nil, offline: UIView? = nil) {
            self.loading = loading
            self.empty = empty
            self.failed = failed
            self.offline = offline
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

        /// Every view, `nil` where there is none.
        @MainActor
        var all: [UIView?] { [loading, empty, failed, offline] }

        /// The views that retry when tapped.
        @MainActor
        var retryViews: [UIView?] { [failed, offline] }
    }
#endif

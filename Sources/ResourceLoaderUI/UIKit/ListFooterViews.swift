#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    /// The app's views under a list's last row, one for each ``ListFooter`` (none for ``ListFooter/none``), shown by
    /// a ``TableViewListAdapter`` as the table's `tableFooterView`.
    ///
    /// Any of them may be `nil` (nothing is shown then). The adapter sizes each before it shows it: the table's
    /// width, and the height its content fits (a table takes only the height of its footer's frame), or the
    /// view's own frame height when nothing in it has one. When ``failed`` is a `UIControl`, a tap on it retries
    /// (``ResourcePaging/PagedList/retry()``). A `UIActivityIndicatorView` among them (the view, or in it) is started
    /// while its view shows and stopped when another replaces it. These are never background views
    /// (``ListBackgroundViews``): a view has one superview, so a view given as both is shown as a background only,
    /// and the adapter reports the mistake (``TableViewListAdapter/configurationError``).
    ///
    /// ```swift
    /// let retryMore = UIButton(type: .system)
    /// retryMore.setTitle("Can’t load more. Tap to retry.", for: .normal)
    /// let footerViews = ListFooterViews(failed: retryMore)
    /// ```
    public struct ListFooterViews {
        /// While the next page loads.
        public var loading: UIView?
        /// When the next page failed; a `UIControl` retries when tapped.
        public var failed: UIView?
        /// Under the last row when there are no more pages.
        public var endReached: UIView?

        /// Creates a set of footer views; leave out any you do not show.
        public init(loading: UIView? = nil, failed: UIView? = nil, endReached: UIView? = nil) {
            self.loading = loading
            self.failed = failed
            self.endReached = endReached
        }

        /// The view to show under the rows for `footer`.
        @MainActor
        public func view(for footer: ListFooter) -> UIView? {
            switch footer {
            case .none: nil
            case .loading: loading
            case .failed: failed
            case .endReached: endReached
            }
        }

        /// Every view, `nil` where there is none.
        @MainActor
        var all: [UIView?] { [loading, failed, endReached] }

        /// These views with every one of `backgroundViews` left out, and the mistake to report when one was there
        /// (``ListFooter/footerViews(_:sharingNoneOf:)``).
        @MainActor
        func sharingNone(of backgroundViews: ListBackgroundViews) -> (
            views: Self, error: ListAdapterConfigurationError?
        ) {
            let (kept, error) = ListFooter.footerViews(all, sharingNoneOf: backgroundViews.all)
            return (ListFooterViews(loading: kept[0], failed: kept[1], endReached: kept[2]), error)
        }
    }
#endif

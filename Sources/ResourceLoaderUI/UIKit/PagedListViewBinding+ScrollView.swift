#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    extension PagedListViewBinding {
        /// Tells the binding the rows just applied to `scrollView` are laid out, so that a screen they do not fill
        /// (which never scrolls, so prefetches nothing) loads the next page; both adapters call it after an apply.
        func rowsDidApply(in scrollView: UIScrollView) {
            contentDidChange(
                contentLength: Double(scrollView.contentSize.height), visibleLength: Double(scrollView.bounds.height))
        }
    }
#endif

#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    /// A hidden view an adapter adds to its scroll view, as large as it and resized with it (a flexible width and
    /// height): UIKit lays it out whenever the scroll view's size changes (it gets its first size, it rotates, a split
    /// screen changes its width), even when no cell is made then, and it says so. The adapter is never the scroll
    /// view's delegate and cannot override its layout, so this is how it learns of a new size.
    final class SizeChangeView: UIView {
        /// Called each time UIKit lays this view out.
        var onLayout: (() -> Void)?

        /// A hidden view that follows `scrollView`'s size, added to it.
        static func added(to scrollView: UIScrollView) -> SizeChangeView {
            let view = SizeChangeView(frame: CGRect(origin: .zero, size: scrollView.bounds.size))
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.isHidden = true
            scrollView.addSubview(view)
            return view
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout?()
        }
    }
#endif

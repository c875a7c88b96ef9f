#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    extension UIView {
        /// Starts (or stops) every activity indicator in this view: the view itself when it is one, and any among its
        /// subviews. An indicator the app gives as a loading view spins while it shows, and stops (and, by default,
        /// hides) once another view replaces it; UIKit starts none by itself.
        func setActivityIndicatorsAnimating(_ animating: Bool) {
            if let indicator = self as? UIActivityIndicatorView, indicator.isAnimating != animating {
                if animating { indicator.startAnimating() } else { indicator.stopAnimating() }
            }
            for subview in subviews { subview.setActivityIndicatorsAnimating(animating) }
        }
    }

    extension Array where Element == UIView? {
        /// Animates the activity indicators in `shown`, one of these views (or none), and stops those in the others.
        @MainActor
        func animateActivityIndicators(in shown: UIView?) {
            for case let view? in self where view !== shown { view.setActivityIndicatorsAnimating(false) }
            shown?.setActivityIndicatorsAnimating(true)
        }
    }
#endif

import ResourcePaging

/// The footer at one end of a list (or the header at its start), decided from the list's
/// ``ResourcePaging/ListState``: loading more, failed with a tap to retry, the end reached, or nothing.
///
/// A footer shows only under rows: while nothing is listed, ``ListBackground`` says what to show instead.
public enum ListFooter: Sendable, Equatable {
    /// No footer.
    case none
    /// The next page is loading: a spinner.
    case loading
    /// The next page failed: a tap calls ``ResourcePaging/PagedList/retry()``.
    case failed(PagingError)
    /// There are no more pages after the last row (only at the bottom: the start of a list needs no footer).
    case endReached

    /// The footer at the `direction` end of a list in `state`: `.forward` is the bottom footer, `.backward`
    /// the top one.
    public init(_ state: ListState, direction: PagingDirection = .forward) {
        guard state.phase == .content else {
            self = .none
            return
        }
        switch direction == .forward ? state.forward : state.backward {
        case .idle: self = .none
        case .loading: self = .loading
        case .failed(let error): self = .failed(error)
        case .reachedEnd: self = direction == .forward ? .endReached : .none
        }
    }
}

extension ListFooter {
    /// The first of `footerViews` that is also one of `backgroundViews` (the same instance), if any.
    ///
    /// A view has one superview: one shown as a footer and then as a background (or the other way round) is taken
    /// from the first place, and clearing that place removes it from the second. The UIKit adapters keep such a
    /// view as a background only (``footerViews(_:sharingNoneOf:)``), so background and footer views are always
    /// separate.
    ///
    /// - Complexity: O(f × b) for f footer and b background views (a handful each).
    static func viewShared<View: AnyObject>(byFooterViews footerViews: [View?], backgroundViews: [View?]) -> View? {
        footerViews.lazy.compactMap { $0 }.first { footer in backgroundViews.contains { $0 === footer } }
    }

    /// `footerViews` with every view that is also one of `backgroundViews` left out (`nil` in its place), and the
    /// mistake to report when there was one (``ListAdapterConfigurationError/viewIsBothBackgroundAndFooter``).
    ///
    /// - Complexity: O(f × b) for f footer and b background views.
    static func footerViews<View: AnyObject>(_ footerViews: [View?], sharingNoneOf backgroundViews: [View?])
        -> (views: [View?], error: ListAdapterConfigurationError?)
    {
        guard viewShared(byFooterViews: footerViews, backgroundViews: backgroundViews) != nil else {
            return (footerViews, nil)
        }
        let kept = footerViews.map { footer in
            backgroundViews.contains { $0 != nil && $0 === footer } ? nil : footer
        }
        return (kept, .viewIsBothBackgroundAndFooter)
    }

    /// The height to give a footer view before a table shows it: a table takes only the height of its footer's
    /// frame, at the moment the footer is set, so a view with no height (a `UIButton()`, say) shows nothing and
    /// takes no tap.
    ///
    /// - Parameters:
    ///   - fittingHeight: the height Auto Layout fits the view's content to, at the table's width.
    ///   - frameHeight: the height of the view's own frame.
    /// - Returns: the fitting height, or the frame's when nothing in the view gives it a height (its layout
    ///   fits to zero: a view the app sized by its frame).
    static func viewHeight(fittingHeight: Double, frameHeight: Double) -> Double {
        fittingHeight > 0 ? fittingHeight : frameHeight
    }
}

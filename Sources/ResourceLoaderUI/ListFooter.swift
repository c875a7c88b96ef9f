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

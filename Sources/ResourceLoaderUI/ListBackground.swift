import ResourcePaging

/// The view a list screen shows behind its rows, decided from the list's ``ResourcePaging/ListState``: nothing
/// (the rows), a first-load spinner, the empty view, the error view with a retry, or the offline view; XLData's
/// `emptyDataSetView` and `networkStatusView` as one decision.
///
/// ```swift
/// switch ListBackground(update.state) {
/// case .content: tableView.backgroundView = nil
/// case .failed(let error): showError(error)  // its retry button calls `list.retry()`
/// default: break
/// }
/// ```
public enum ListBackground: Sendable, Equatable {
    /// Rows are listed: no background view.
    case content
    /// Nothing is listed yet and the first page (or a refresh, or a remote search) is on its way: a spinner.
    case loading
    /// The list loaded and has no rows, or no row matches the search.
    case empty
    /// Nothing is listed and the first load failed: an error view whose retry calls
    /// ``ResourcePaging/PagedList/retry()``.
    case failed(PagingError)
    /// Nothing is listed and the network cannot be reached; the list loads again on reconnect.
    case offline

    /// The background for `state`.
    ///
    /// An empty list while a refresh or remote search loads shows the spinner, not the empty view: its result
    /// may fill it.
    public init(_ state: ListState) {
        switch state.phase {
        case .content: self = .content
        case .firstLoad: self = .loading
        case .empty: self = state.refresh.isLoading ? .loading : .empty
        case .failed(let error): self = .failed(error)
        case .offline: self = .offline
        }
    }
}

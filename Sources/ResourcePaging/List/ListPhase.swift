/// What a list screen shows as a whole: the background view XLData managed (a spinner, the rows, an empty view, an
/// error or an offline view).
public enum ListPhase: Sendable, Equatable {
    /// Nothing is listed yet and the first page is on its way (or has not been asked for).
    case firstLoad
    /// Rows are listed.
    case content
    /// The list loaded and has no rows (or no row matches the search).
    case empty
    /// Nothing is listed and the first load failed; ``PagedList/retry()`` tries again.
    case failed(PagingError)
    /// Nothing is listed and the network cannot be reached; the list loads again on reconnect.
    case offline
}

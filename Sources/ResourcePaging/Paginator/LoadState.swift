/// Where loading stands in one direction of a list.
public enum LoadState: Sendable, Equatable, CustomStringConvertible {
    /// Nothing is loading; more pages may be loaded.
    case idle
    /// A page is loading.
    case loading
    /// The last load failed; loading again retries the same page.
    case failed(PagingError)
    /// There are no more pages in this direction.
    case reachedEnd

    /// Whether a page is loading.
    public var isLoading: Bool { self == .loading }

    /// The error of a failed load.
    public var error: PagingError? {
        if case .failed(let error) = self { return error }
        return nil
    }

    /// A word or two for logs and the demo.
    public var description: String {
        switch self {
        case .idle: "idle"
        case .loading: "loading"
        case .failed(let error): "failed (\(error))"
        case .reachedEnd: "reached the end"
        }
    }
}

/// Which way a page load goes.
public enum PagingDirection: Sendable, Hashable {
    /// Towards the end of the list (`loadNextPage()`).
    case forward
    /// Towards the start of the list (`loadPreviousPage()`).
    case backward
}

/// What a call that loads a page achieved.
public enum PageLoadResult: Sendable, Equatable {
    /// The page was added: `added` new items, `duplicates` items dropped because their ids were already listed.
    case loaded(added: Int, duplicates: Int)
    /// There was nothing to load: the list already reached its end in that direction.
    case reachedEnd
    /// The load failed; the list is unchanged and loading again retries the same page.
    case failed(PagingError)
    /// The response was dropped unseen: a reset, refresh or new search started a new generation while the page
    /// was loading, or the page cap dropped the page it was to follow (loading again asks for the page that now
    /// follows the list).
    case superseded
    /// The load was cancelled; loading again retries the same page.
    case cancelled
}

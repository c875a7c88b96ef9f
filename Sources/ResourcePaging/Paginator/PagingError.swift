import ResourceLoader

/// Why a page could not be loaded or the list could not go on.
public enum PagingError: Error, CustomStringConvertible, Equatable {
    /// Fetching the page with `key` failed; the page keeps its key, so loading again retries it.
    case loadFailed(key: String, underlying: ResourceError)
    /// The server handed out a page key (cursor, next URL, offset) that was already loaded: following it would
    /// loop forever, so paging in that direction stops.
    case repeatedKey(key: String)
    /// The server sent a page key that cannot be used, such as a `next` link that is not a URL.
    case malformedPageKey(description: String)

    /// The underlying service error, for ``loadFailed(key:underlying:)``.
    public var resourceError: ResourceError? {
        if case .loadFailed(_, let underlying) = self { return underlying }
        return nil
    }

    /// Whether loading again can help: `true` for a failed load, `false` when the server's page keys are
    /// unusable (a UI shows "retry" only for retryable errors).
    public var isRetryable: Bool {
        if case .loadFailed = self { return true }
        return false
    }

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .loadFailed(let key, let underlying):
            "Loading the page at \(key) failed: \(underlying)"
        case .repeatedKey(let key):
            "The server returned the page key \(key) again; paging stopped instead of looping"
        case .malformedPageKey(let description):
            "The server sent an unusable page key: \(description)"
        }
    }

    /// Errors are equal when they say the same thing.
    public static func == (lhs: PagingError, rhs: PagingError) -> Bool {
        lhs.description == rhs.description
    }
}

import Foundation
import ResourceLoader

/// Why a page could not be loaded or the list could not go on.
public enum PagingError: Error, CustomStringConvertible, Equatable {
    /// Fetching the page with `key` failed; the page keeps its key, so loading again retries it.
    case loadFailed(key: String, underlying: ResourceError)
    /// The server handed out a page key (cursor, next URL, offset) that was already loaded: following it would
    /// loop forever, so paging in that direction stops.
    case repeatedKey(key: String)
    /// `count` pages in a row held only rows that were listed already (an API that ignores the offset or page
    /// parameter answers the same page forever): paging in that direction stops instead of walking on.
    case pagesAddedNothing(count: Int)
    /// The server sent a page key that cannot be used, such as a `next` link that is not a URL.
    case malformedPageKey(description: String)
    /// A path the page needs found nothing: a component of the items path is missing, or a cursor is missing
    /// while the page says more pages follow. `path` is written as the resource wrote it (`data.feed.edges`).
    case missingPageField(path: String)
    /// A value the page needs is there but unusable: a cursor that is neither a string nor an integer, or a
    /// number (a total, a count) outside what paging can use.
    case invalidPageField(path: String, reason: String)
    /// A link to the next or previous page does not use `http` or `https`.
    case unsupportedLinkScheme(url: URL)
    /// A link to the next or previous page names another origin, and the resource's
    /// ``PaginatedResource/crossOriginLinks`` policy refuses to follow it.
    case crossOriginLink(url: URL)

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
        case .pagesAddedNothing(let count):
            "\(count) pages in a row listed no new row; paging stopped instead of walking on"
        case .malformedPageKey(let description):
            "The server sent an unusable page key: \(description)"
        case .missingPageField(let path):
            "The page has nothing at '\(path)', where a value is required"
        case .invalidPageField(let path, let reason):
            "The value at '\(path)' cannot be used: \(reason)"
        case .unsupportedLinkScheme(let url):
            "The link \(url.absoluteString) is not an http or https URL"
        case .crossOriginLink(let url):
            "The link \(url.absoluteString) leads to another origin, which the resource does not follow"
        }
    }

    /// Errors are equal when they are the same case with equal values. The service errors inside
    /// ``loadFailed(key:underlying:)`` are compared case by case too; the errors they wrap (which need not be
    /// `Equatable`) are equal when they have the same type and the same reflection.
    public static func == (lhs: PagingError, rhs: PagingError) -> Bool {
        switch (lhs, rhs) {
        case (.loadFailed(let lhsKey, let lhsError), .loadFailed(let rhsKey, let rhsError)):
            lhsKey == rhsKey && lhsError.isSame(as: rhsError)
        case (.repeatedKey(let lhsKey), .repeatedKey(let rhsKey)):
            lhsKey == rhsKey
        case (.pagesAddedNothing(let lhsCount), .pagesAddedNothing(let rhsCount)):
            lhsCount == rhsCount
        case (.malformedPageKey(let lhsText), .malformedPageKey(let rhsText)):
            lhsText == rhsText
        case (.missingPageField(let lhsPath), .missingPageField(let rhsPath)):
            lhsPath == rhsPath
        case (.invalidPageField(let lhsPath, let lhsReason), .invalidPageField(let rhsPath, let rhsReason)):
            lhsPath == rhsPath && lhsReason == rhsReason
        case (.unsupportedLinkScheme(let lhsURL), .unsupportedLinkScheme(let rhsURL)),
            (.crossOriginLink(let lhsURL), .crossOriginLink(let rhsURL)):
            lhsURL == rhsURL
        default:
            false
        }
    }
}

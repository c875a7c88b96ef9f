/// What a paged list does with a link to a page on another origin (scheme, host and port) than the list's own.
///
/// ```swift
/// var crossOriginLinks: CrossOriginLinkPolicy { .refuse }
/// ```
public enum CrossOriginLinkPolicy: Sendable, Hashable {
    /// Follow the link without credentials: the page's request carries none of the list's or the service's
    /// `Authorization`, `Proxy-Authorization` or `Cookie` headers, as on a redirect to another origin. The default.
    case withholdCredentials
    /// Do not follow the link: the page that gives it stays listed, and loading the page it names fails at once,
    /// before anything is sent, with ``PagingError/crossOriginLink(url:)``.
    case refuse
}

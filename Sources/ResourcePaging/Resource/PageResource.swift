import Foundation
import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The resource for one page of a ``PaginatedResource``: the list's own request with the page's key applied.
///
/// It is an ordinary ``ResourceLoader/NetworkResourceType``, so any ``ResourceLoader/ResourceService`` can fetch
/// it and a ``ResourceLoader/ResourceOperation`` can run it on an `OperationQueue`. Its request is built from the
/// list's ``ResourceLoader/NetworkResourceType/urlRequest()``, so everything the list says about its request
/// (headers, body, its `jsonEncoder`, a `urlRequest()` of its own) carries over to every page, and so does its
/// ``ResourceLoader/NetworkResourceType/maximumDuration``.
public struct PageResource<List: PaginatedResource>: NetworkResourceType {
    /// The page, with its items and neighbours' keys.
    public typealias Model = Page<List.Item, List.Paging.Key>

    /// The list this page belongs to.
    public let list: List
    /// The page's key.
    public let key: List.Paging.Key
    /// The search string sent with the page, if any.
    public let searchText: String?
    /// The list's query sent with the page (see ``ListQuery``); empty by default.
    public let query: ListQuery
    /// The strategy's URL for the key (a server-given link), computed once; `nil` for the list's URL.
    public let link: URL?
    /// The list's paging strategy, read once (a list's `paging` is usually built each time it is read).
    private let paging: List.Paging
    /// The page its last response decoded to, set by the paginator for a refetch: a response with the same
    /// fingerprint (the same status, URL, header fields and body) is answered with it, not decoded again.
    var reusablePage: FingerprintedPage<List.Item, List.Paging.Key>?
    /// Where ``model(from:)`` leaves the page it read with its response's fingerprint, when the paginator asks.
    var decodedPageSlot: FingerprintedPageSlot<List.Item, List.Paging.Key>?

    /// Creates the resource for the page of `list` with `key`, with a search string and a query when given.
    public init(list: List, key: List.Paging.Key, searchText: String? = nil, query: ListQuery = ListQuery()) {
        self.init(list: list, key: key, searchText: searchText, query: query, paging: list.paging)
    }

    /// Creates the resource for the page of `list` with `key`, whose paging strategy `paging` was read already.
    init(list: List, key: List.Paging.Key, searchText: String?, query: ListQuery, paging: List.Paging) {
        self.list = list
        self.key = key
        self.searchText = searchText
        self.query = query
        self.paging = paging
        self.link = paging.url(for: key)
    }

    /// The page's URL: ``link``, or the list's URL.
    public var url: URL? { link ?? list.url }
    /// The list's cache policy: each page is cached under its own request URL.
    public var cachePolicy: CachePolicy? { policyOverride ?? list.cachePolicy }
    /// The policy that replaces the list's, for a revalidation (see ``revalidating()``).
    private var policyOverride: CachePolicy?
    /// Whether a page fetched with credentials may be written to a persistent cache: the list's choice.
    public var storesCredentialedResponsesOnDisk: Bool { list.storesCredentialedResponsesOnDisk }

    /// The list's deadline for a whole request: every page is held to it, as a fetch of the list is.
    public var maximumDuration: TimeInterval? { list.maximumDuration }

    /// The same page, asked of the server even when a stored copy is still fresh: a policy that uses the cache
    /// becomes ``ResourceLoader/CachePolicy/cacheElseNetwork(maximumAge:)`` with a maximum age of `0`, which asks
    /// conditionally when the stored page has a validator; ``ResourceLoader/CachePolicy/networkOnly`` and
    /// ``ResourceLoader/CachePolicy/cacheOnly`` stay, and so does no policy (the service's).
    func revalidating() -> Self {
        var copy = self
        copy.policyOverride = list.cachePolicy.map {
            $0 == .networkOnly || $0 == .cacheOnly ? $0 : .cacheElseNetwork(maximumAge: 0)
        }
        return copy
    }

    /// The list's request with the page's key applied.
    ///
    /// At a ``link``, the request goes to that URL as given (it carries every parameter already); when the link
    /// names another origin than the list's URL, the list's credential headers are removed, and the service adds
    /// none of its own. Otherwise the query's parameters, the search string and the strategy's parameters are added to the list's
    /// query.
    ///
    /// - Throws: what the list's `urlRequest()` throws, and ``ResourceError/invalidRequest(reason:underlying:)``
    ///   (with a ``PagingError``) for a link that is not `http(s)` or that the list's
    ///   ``PaginatedResource/crossOriginLinks`` policy refuses.
    public func urlRequest() throws(ResourceError) -> URLRequest {
        var request = try list.urlRequest()
        if let link {
            do throws(PagingError) {
                try list.checkLink(link)
            } catch {
                throw .invalidRequest(reason: error.description, underlying: error)
            }
            if list.isCrossOrigin(link) {
                for name in RedirectPolicy.credentialHeaders { request.setValue(nil, forHTTPHeaderField: name) }
            }
            request.url = link
            return request
        }
        var items = query.items
        if let searchText { items.append(QueryItem(name: list.searchParameter, value: searchText)) }
        items += paging.queryItems(for: key)
        if let url = request.url { request.url = try Self.appending(items, to: url) }
        return request
    }

    /// Reads the page with the list's ``PaginatedResource/page(from:key:)``.
    ///
    /// A link to a neighbour that cannot be followed (another scheme than `http(s)`, or another origin under
    /// ``CrossOriginLinkPolicy/refuse``) does not fail the page that gives it, whose items are good: the request
    /// for that neighbour fails at once, before anything is sent (see ``urlRequest()``).
    ///
    /// - Throws: what `page(from:key:)` throws.
    ///
    /// When the paginator refetches a page it read before, a response the same as the last one
    /// (``ResponseFingerprint``: the status, the URL, the header fields but the volatile ones, the body's bytes) is
    /// answered with the page that one decoded to: `page(from:key:)` is not called again.
    public func model(from response: ResourceResponse) throws -> Model {
        guard let decodedPageSlot else { return try list.page(from: response, key: key) }
        let fingerprint = ResponseFingerprint(response)
        // The paginator sets `reusablePage` only to the page read last for this very key.
        if let reusablePage, reusablePage.fingerprint == fingerprint {
            decodedPageSlot.keep(reusablePage)
            return reusablePage.page
        }
        let page = try list.page(from: response, key: key)
        decodedPageSlot.keep(FingerprintedPage(fingerprint: fingerprint, page: page))
        return page
    }

    /// The list's API error.
    public func apiError(from response: ResourceResponse) -> (any Error)? {
        list.apiError(from: response)
    }
}

extension PageResource: CredentialWithholding {
    /// Whether the page is at a link to another origin, where the service's credentials must not go.
    package var withholdsServiceCredentials: Bool {
        link.map(list.isCrossOrigin) ?? false
    }
}

extension PaginatedResource {
    /// Whether `link` names another origin than the list's URL (any link does, when the list has no URL).
    func isCrossOrigin(_ link: URL) -> Bool {
        guard let url else { return true }
        return !RedirectPolicy.isSameOrigin(link, url)
    }

    /// Checks that a link to a page can be followed: `http(s)`, and on the list's origin unless the list's
    /// policy follows links to other origins.
    func checkLink(_ link: URL) throws(PagingError) {
        guard let scheme = link.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .unsupportedLinkScheme(url: link)
        }
        if crossOriginLinks == .refuse, isCrossOrigin(link) { throw .crossOriginLink(url: link) }
    }
}

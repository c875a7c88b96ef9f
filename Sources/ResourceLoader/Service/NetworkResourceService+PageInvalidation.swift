import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension NetworkResourceService {
    /// Marks stale the cached response of `resource` and of every request that only adds query items to its URL,
    /// whatever credential each was stored under: the pages of a list, whose page parameters (an offset, a page
    /// number, a cursor) are added to the list's own query. A list observing the service refreshes.
    ///
    /// ``invalidate(_:)`` with a list resource marks only the list's own URL, which is never a page; this is the
    /// call to make after a mutation that changes a list:
    ///
    /// ```swift
    /// try await service.fetch(CreatePost(title: "Hello"))
    /// try service.invalidatePages(of: Posts())
    /// ```
    ///
    /// Pages the server names by a URL of its own (a `Link` header, a body link to another path) are not found
    /// this way; ``invalidate(urlPrefix:)`` covers them.
    ///
    /// - Throws: what ``NetworkResourceType/urlRequest()`` throws when the request cannot be built.
    public func invalidatePages<Resource: NetworkResourceType>(of resource: Resource) throws(ResourceError) {
        guard let key = try preparation.unsignedCacheKey(of: resource) else { return }
        let list = QueryExtension(of: key.url)
        invalidate { $0.method == key.method && $0.variant == key.variant && list.isExtended(by: $0.url) }
    }
}

/// A normalized URL as the base of others that add query items to it: `https://api.example.com/posts?tag=swift`
/// is extended by `…/posts?tag=swift&page=2` and `…/posts?page=2&tag=swift`, not by `…/posts/2` or `…/posts?page=2`.
struct QueryExtension: Sendable {
    private let location: Substring
    private let items: [Substring: Int]

    init(of url: String) {
        (location, items) = Self.split(url)
    }

    /// Whether `url` has the same scheme, host, port and path, and every query item of the base at least as often.
    func isExtended(by url: String) -> Bool {
        let (otherLocation, otherItems) = Self.split(url)
        return otherLocation == location && items.allSatisfy { otherItems[$0.key, default: 0] >= $0.value }
    }

    /// The URL before its query, and its query items (`name=value` as written) counted.
    private static func split(_ url: String) -> (Substring, [Substring: Int]) {
        guard let mark = url.firstIndex(of: "?") else { return (url[...], [:]) }
        var items: [Substring: Int] = [:]
        for item in url[url.index(after: mark)...].split(separator: "&") { items[item, default: 0] += 1 }
        return (url[..<mark], items)
    }
}

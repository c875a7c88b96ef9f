import Foundation
import ResourceLoader

/// A paging strategy that decodes each page's whole body into a `Decodable` type of the app's own, takes the items
/// out of it, and computes the neighbours' keys from it in Swift: the shape of TanStack Query's
/// `getNextPageParam` and of Paging 3's `LoadResult.Page(nextKey:)`.
///
/// A ``PaginatedResource`` paged by such a strategy needs no ``PaginatedResource/page(from:key:)`` of its own: the
/// default decodes ``Body`` (with the resource's ``PaginatedResource/decoder``, or the service's), reads the items
/// with ``items(in:)`` and the keys with ``nextKey(after:)`` and ``previousKey(before:)``. The resource's
/// ``PaginatedResource/collectionKeyPath`` is not used. ``DecodedPaging`` builds one from closures; conform a type
/// of your own when methods read better.
///
/// The keys are the app's, but the paginator still guards against a server that hands them out again: a key
/// already loaded elsewhere in the list stops that direction with ``PagingError/repeatedKey(key:)``, and pages that
/// list nothing new stop it with ``PagingError/pagesAddedNothing(count:)``. A page with no items ends the list
/// while ``endsAtEmptyPage`` is `true` (the default), whatever the keys say.
///
/// ```swift
/// struct FeedPaging: DecodedPagingStrategy {
///     var firstKey: Int { 1 }
///     func queryItems(for page: Int) -> [QueryItem] { [QueryItem("page", page)] }
///     func items(in body: FeedBody) -> [Post] { body.posts }
///     func nextKey(after page: DecodedPage<FeedBody, Int>) -> Int? { page.body.hasMore ? page.key + 1 : nil }
///     func previousKey(before page: DecodedPage<FeedBody, Int>) -> Int? { page.key > 1 ? page.key - 1 : nil }
/// }
/// ```
public protocol DecodedPagingStrategy: PagingStrategy {
    /// What the whole response body decodes to.
    associatedtype Body: Decodable
    /// One element of the list, as ``items(in:)`` takes it out of the body: the resource's
    /// ``PaginatedResource/Item``.
    associatedtype Item: Sendable

    /// The page's items, in the server's order.
    ///
    /// - Throws: any error, which fails the page as a decoding error does.
    func items(in body: Body) throws -> [Item]

    /// The key of the page after `page`, or `nil` where the list ends.
    ///
    /// - Throws: any error, which fails the page as a decoding error does; a ``PagingError`` fails the direction
    ///   with that error (not retryable).
    func nextKey(after page: DecodedPage<Body, Key>) throws -> Key?

    /// The key of the page before `page`, or `nil` (the default) where the list starts.
    ///
    /// - Throws: as ``nextKey(after:)`` does.
    func previousKey(before page: DecodedPage<Body, Key>) throws -> Key?

    /// How many items the whole list holds, as `page` states it, or `nil` (the default) when it states none. A list
    /// counts its placeholders from it (see ``ListPlaceholders``).
    ///
    /// - Throws: as ``nextKey(after:)`` does.
    func totalCount(of page: DecodedPage<Body, Key>) throws -> Int?

    /// Whether a page with no items ends the list both ways, whatever ``nextKey(after:)`` and
    /// ``previousKey(before:)`` say. `true` by default, so that a server answering empty pages with ever new keys
    /// cannot keep a list loading; say `false` for an API that names empty pages between the rows.
    var endsAtEmptyPage: Bool { get }
}

extension DecodedPagingStrategy {
    /// `nil`: the list goes forward only.
    public func previousKey(before page: DecodedPage<Body, Key>) throws -> Key? { nil }
    /// `nil`: no total.
    public func totalCount(of page: DecodedPage<Body, Key>) throws -> Int? { nil }
    /// `true`.
    public var endsAtEmptyPage: Bool { true }

    /// No neighbours: a decoded strategy's keys come from ``nextKey(after:)`` and ``previousKey(before:)``, which see
    /// the decoded body that a ``PageResponse`` does not hold.
    public func neighbours(of key: Key, in response: PageResponse) throws(PagingError) -> PageNeighbours<Key> {
        PageNeighbours(next: nil, previous: nil)
    }

    /// Decodes the page loaded with `key` from `response` with `decoder`, then asks for its items, its neighbours'
    /// keys and the list's total.
    ///
    /// - Throws: ``ResourceLoader/ResourceError/emptyBody(url:)`` for an empty body, a `DecodingError` for JSON
    ///   that does not match ``Body``, ``PagingError/invalidPageField(path:reason:)`` for a negative total, or
    ///   what the strategy's methods throw.
    func page(from response: ResourceResponse, key: Key, decoder: JSONDecoder) throws -> Page<Item, Key> {
        guard !response.data.isEmpty else { throw ResourceError.emptyBody(url: response.head.url) }
        let body = try decoder.decode(Body.self, from: response.data)
        let items = try items(in: body)
        let decoded = DecodedPage(body: body, key: key, head: response.head)
        let ends = endsAtEmptyPage && items.isEmpty
        let total = try totalCount(of: decoded)
        if let total, total < 0 {
            throw PagingError.invalidPageField(path: "totalCount(of:) of \(Body.self)", reason: "\(total) is negative")
        }
        return Page(
            key: key, items: items,
            nextKey: ends ? nil : try nextKey(after: decoded),
            previousKey: ends ? nil : try previousKey(before: decoded),
            totalCount: total,
            isStorable: !CacheControl(response.head.value(forHTTPHeaderField: "Cache-Control")).noStore)
    }
}

/// A loaded page as a ``DecodedPagingStrategy`` sees it: its decoded body, the key it was loaded with, and its
/// response's status, final URL and headers.
public struct DecodedPage<Body, Key> {
    /// The decoded response body.
    public let body: Body
    /// The key the page was loaded with.
    public let key: Key
    /// The response's status, URL after any redirects, and headers (for a cursor a server sends in a header).
    public let head: HTTPResponseHead

    /// Creates a page; strategies' tests do this.
    public init(body: Body, key: Key, head: HTTPResponseHead) {
        self.body = body
        self.key = key
        self.head = head
    }
}

extension DecodedPage: Sendable where Body: Sendable, Key: Sendable {}

extension PaginatedResource where Paging: DecodedPagingStrategy, Paging.Item == Item {
    /// Reads the page with the strategy's ``DecodedPagingStrategy/Body``, items and keys, decoding with
    /// ``decoder`` or the service's.
    ///
    /// - Throws: ``ResourceLoader/ResourceError/emptyBody(url:)`` for an empty body, a `DecodingError` for JSON
    ///   that does not match the body type, a ``PagingError`` for a negative total, or what the strategy throws.
    public func page(from response: ResourceResponse, key: Paging.Key) throws -> Page<Item, Paging.Key> {
        try paging.page(from: response, key: key, decoder: decoder ?? response.decoder)
    }
}

// A `Decodable` item would make the JSON default above (`where Item: Decodable`) apply too; this one, constrained
// by both, is the more specific and is chosen.
extension PaginatedResource where Item: Decodable, Paging: DecodedPagingStrategy, Paging.Item == Item {
    /// Reads the page with the strategy's ``DecodedPagingStrategy/Body``, items and keys, decoding with
    /// ``decoder`` or the service's; the items' own `Decodable` conformance is not used directly.
    ///
    /// - Throws: ``ResourceLoader/ResourceError/emptyBody(url:)`` for an empty body, a `DecodingError` for JSON
    ///   that does not match the body type, a ``PagingError`` for a negative total, or what the strategy throws.
    public func page(from response: ResourceResponse, key: Paging.Key) throws -> Page<Item, Paging.Key> {
        try paging.page(from: response, key: key, decoder: decoder ?? response.decoder)
    }
}

import Foundation
import ResourceLoader

/// A list that is loaded page by page.
///
/// Describe the list's endpoint as you would any ``ResourceLoader/NetworkResourceType`` (its URL, headers, fixed
/// query items), say where the items are in the body, and pick a ``PagingStrategy``. Fetching the resource itself
/// loads the first page; ``page(at:searchText:query:)`` gives the resource for any other page, and a ``Paginator``
/// walks the pages.
///
/// ```swift
/// struct Users: PaginatedResource {
///     typealias Item = User
///     var url: URL? { URL(string: "https://api.example.com/users") }
///     var collectionKeyPath: String? { "data.items" }
///     var paging: OffsetPaging { OffsetPaging(limit: 20) }
/// }
/// ```
public protocol PaginatedResource: NetworkResourceType where Model == Page<Item, Paging.Key> {
    /// One element of the list.
    associatedtype Item: Sendable
    /// How the API names its pages.
    associatedtype Paging: PagingStrategy

    /// How the API names its pages.
    var paging: Paging { get }

    /// A dot-separated path of object keys to the items array, such as `"data.items"`; `nil` (the default) when
    /// the body is the array. The path names the JSON's own keys, whatever the decoder's key strategy. The same
    /// name and meaning as ``ResourceLoader/NetworkJSONResourceType/collectionKeyPath``.
    var collectionKeyPath: String? { get }

    /// The decoder for pages; `nil` (the default) uses the service's. The same name and meaning as
    /// ``ResourceLoader/NetworkJSONResourceType/decoder``.
    var decoder: JSONDecoder? { get }

    /// The former name of ``collectionKeyPath``; a list that still declares it keeps working.
    @available(*, deprecated, renamed: "collectionKeyPath")
    var itemsKeyPath: String? { get }

    /// The former name of ``decoder``; a list that still declares it keeps working.
    @available(*, deprecated, renamed: "decoder")
    var pageDecoder: JSONDecoder? { get }

    /// The query parameter that carries a search string. Defaults to `"q"`.
    var searchParameter: String { get }

    /// What to do with a link to a page on another origin than ``ResourceLoader/NetworkResourceType/url``. Defaults to
    /// ``CrossOriginLinkPolicy/withholdCredentials``.
    var crossOriginLinks: CrossOriginLinkPolicy { get }

    /// Whether a ``PagedList`` of this resource shares its items with the other lists of its service: it starts with
    /// the service's store (``ResourceLoader/NetworkResourceService/Configuration/itemSharing``, a
    /// ``SharedItemStore``) as its ``PagedList/itemStore``. Defaults to `false`: the list shows its pages as loaded.
    var sharesItems: Bool { get }

    /// Reads the page loaded with `key` from a successful response. The default decodes JSON when `Item` is
    /// `Decodable`, or, when ``paging`` is a ``DecodedPagingStrategy``, the strategy's body type.
    func page(from response: ResourceResponse, key: Paging.Key) throws -> Page<Item, Paging.Key>
}

extension PaginatedResource {
    /// `nil`: see ``collectionKeyPath``.
    @available(*, deprecated, renamed: "collectionKeyPath")
    public var itemsKeyPath: String? { nil }
    /// `nil`: see ``decoder``.
    @available(*, deprecated, renamed: "decoder")
    public var pageDecoder: JSONDecoder? { nil }
    /// `"q"`.
    public var searchParameter: String { "q" }
    /// ``CrossOriginLinkPolicy/withholdCredentials``.
    public var crossOriginLinks: CrossOriginLinkPolicy { .withholdCredentials }
    /// `false`: lists of this resource share no items.
    public var sharesItems: Bool { false }

    /// Reads the first page.
    public func model(from response: ResourceResponse) throws -> Page<Item, Paging.Key> {
        try page(from: response, key: paging.firstKey)
    }

    /// The resource for the page with `key`, optionally filtered by a search string and a query.
    public func page(at key: Paging.Key, searchText: String? = nil, query: ListQuery = ListQuery()) -> PageResource<
        Self
    > {
        PageResource(list: self, key: key, searchText: searchText, query: query)
    }
}

// The defaults of the new names read the former ones, so a list written with `itemsKeyPath` or `pageDecoder`
// keeps its path and decoder. (A deprecated extension may use the deprecated names without a warning.)
@available(*, deprecated, message: "the defaults that read the former names itemsKeyPath and pageDecoder")
extension PaginatedResource {
    /// The former ``itemsKeyPath``, whose default is `nil`: the body is the items array.
    public var collectionKeyPath: String? { itemsKeyPath }
    /// The former ``pageDecoder``, whose default is `nil`: the service's decoder.
    public var decoder: JSONDecoder? { pageDecoder }
}

extension PaginatedResource where Item: Decodable {
    /// Decodes the items (at ``collectionKeyPath``) and the strategy's fields in one pass, then asks the strategy for
    /// the neighbours' keys and the list's total.
    ///
    /// - Throws: ``ResourceError/emptyBody(url:)`` for an empty body, a `DecodingError` for JSON that does not
    ///   match, or a ``PagingError`` from the strategy.
    public func page(from response: ResourceResponse, key: Paging.Key) throws -> Page<Item, Paging.Key> {
        guard !response.data.isEmpty else { throw ResourceError.emptyBody(url: response.head.url) }
        let strategy = paging
        let envelope = try PageEnvelope<Item>.decode(
            from: response.data,
            itemsPath: collectionKeyPath.map(PageField.components) ?? [],
            fields: strategy.fields,
            using: decoder ?? response.decoder
        )
        let pageResponse = PageResponse(
            head: response.head,
            url: response.head.url,
            itemCount: envelope.items.count,
            fields: envelope.fields
        )
        let neighbours = try strategy.neighbours(of: key, in: pageResponse)
        return Page(
            key: key, items: envelope.items, nextKey: neighbours.next, previousKey: neighbours.previous,
            totalCount: try strategy.totalCount(in: pageResponse),
            isStorable: !CacheControl(response.head.value(forHTTPHeaderField: "Cache-Control")).noStore)
    }
}

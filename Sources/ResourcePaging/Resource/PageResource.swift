import Foundation
import ResourceLoader

/// The resource for one page of a ``PaginatedResource``: the list's endpoint plus the page's parameters.
///
/// It is an ordinary ``ResourceLoader/NetworkResourceType``, so any ``ResourceLoader/ResourceService`` can fetch
/// it and a ``ResourceLoader/ResourceOperation`` can run it on an `OperationQueue`.
public struct PageResource<List: PaginatedResource>: NetworkResourceType {
    /// The page, with its items and neighbours' keys.
    public typealias Model = Page<List.Item, List.Paging.Key>

    /// The list this page belongs to.
    public let list: List
    /// The page's key.
    public let key: List.Paging.Key
    /// The search string sent with the page, if any.
    public let searchText: String?

    /// Creates the resource for the page of `list` with `key`.
    public init(list: List, key: List.Paging.Key, searchText: String? = nil) {
        self.list = list
        self.key = key
        self.searchText = searchText
    }

    /// The strategy's URL for the key (a server-given link), or the list's URL.
    public var url: URL? { list.paging.url(for: key) ?? list.url }
    /// The list's method.
    public var method: HTTPMethod { list.method }
    /// The list's headers.
    public var headers: [String: String] { list.headers }
    /// The list's body.
    public var body: RequestBody? { list.body }
    /// The list's timeout.
    public var timeoutInterval: TimeInterval? { list.timeoutInterval }
    /// The list's cache policy: each page is cached under its own request URL.
    public var cachePolicy: CachePolicy? { list.cachePolicy }
    /// The list's choice.
    public var storesCredentialedResponsesOnDisk: Bool { list.storesCredentialedResponsesOnDisk }

    /// The list's query items, the search string and the page's parameters; none when the key is a full URL
    /// (a server-given link already carries every parameter).
    public var queryItems: [QueryItem] {
        guard list.paging.url(for: key) == nil else { return [] }
        var items = list.queryItems
        if let searchText { items.append(QueryItem(name: list.searchParameter, value: searchText)) }
        items += list.paging.queryItems(for: key)
        return items
    }

    /// Reads the page with the list's ``PaginatedResource/page(from:key:)``.
    public func model(from response: ResourceResponse) throws -> Model {
        try list.page(from: response, key: key)
    }

    /// The list's API error.
    public func apiError(from response: ResourceResponse) -> (any Error)? {
        list.apiError(from: response)
    }
}

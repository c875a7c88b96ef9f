import Foundation
import ResourceLoader

/// How an API names its pages: what key the first page has, how a key becomes request parameters, and how a
/// loaded page tells the keys of its neighbours.
///
/// The library ships one strategy per common style: ``OffsetPaging``, ``PageNumberPaging``, ``RangePaging``,
/// ``CursorPaging`` and ``LinkPaging``. For anything else, compute the keys in Swift from the decoded body with
/// ``DecodedPaging`` (or a ``DecodedPagingStrategy`` of your own), or conform your own strategy.
public protocol PagingStrategy: Sendable {
    /// What identifies a page: an offset, a page number, a cursor, a URL…
    associatedtype Key: Hashable & Sendable

    /// The key of the list's first page.
    var firstKey: Key { get }

    /// Body values the strategy needs to find the neighbours' keys; read in the same pass as the items.
    /// Defaults to none.
    var fields: [PageField] { get }

    /// The query parameters that ask for the page with `key`.
    func queryItems(for key: Key) -> [QueryItem]

    /// A URL that replaces the list's URL for `key` (for links the server hands out), or `nil` (the default) to
    /// use the list's URL with ``queryItems(for:)``.
    func url(for key: Key) -> URL?

    /// The keys of the pages after and before the page loaded with `key`; `nil` where the list ends.
    ///
    /// - Throws: a ``PagingError`` when the response cannot be read (for example, a malformed `Link` header).
    func neighbours(of key: Key, in response: PageResponse) throws(PagingError) -> PageNeighbours<Key>

    /// How many items the whole list holds, as `response` states it, or `nil` (the default) when the API states
    /// no total. A list counts its placeholders from it (see ``ListPlaceholders``).
    ///
    /// - Throws: a ``PagingError`` when the stated total cannot be read as a count.
    func totalCount(in response: PageResponse) throws(PagingError) -> Int?
}

extension PagingStrategy {
    /// No body fields.
    public var fields: [PageField] { [] }
    /// The list's own URL.
    public func url(for key: Key) -> URL? { nil }
    /// No total.
    public func totalCount(in response: PageResponse) throws(PagingError) -> Int? { nil }
}

/// The keys of a page's neighbours; `nil` where the list ends.
public struct PageNeighbours<Key: Hashable & Sendable>: Hashable, Sendable {
    /// The key of the next page, or `nil` at the end.
    public var next: Key?
    /// The key of the previous page, or `nil` at the start.
    public var previous: Key?

    /// Creates the pair.
    public init(next: Key?, previous: Key?) {
        self.next = next
        self.previous = previous
    }
}

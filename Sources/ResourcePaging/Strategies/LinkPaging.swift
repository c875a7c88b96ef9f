import Foundation
import ResourceLoader

/// Pages named by URLs the server hands out: RFC 8288 `Link` headers (GitHub style) or links in the body
/// (JSON:API `links.next`).
///
/// The first page is the list's own URL (with ``firstPageQueryItems``); every later page is requested exactly at
/// the URL the server gave. The list ends when there is no `next` link.
///
/// ```swift
/// var paging: LinkPaging { LinkPaging(firstPageQueryItems: [QueryItem("per_page", 50)]) }          // GitHub
/// var paging: LinkPaging { .body(next: "links.next", previous: "links.prev") }                    // JSON:API
/// ```
public struct LinkPaging: PagingStrategy {
    /// Which page to load: the first, or one at a server-given URL.
    public enum Key: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The list's own URL.
        case first
        /// A URL the server gave.
        case url(URL)

        /// The URL, or `first`.
        public var description: String {
            switch self {
            case .first: "first"
            case .url(let url): url.absoluteString
            }
        }
    }

    /// Where the links are.
    public enum Source: Sendable, Hashable {
        /// In the `Link` header, with these relation names for the next and previous pages.
        case header(next: String, previous: [String])
        /// In the body, at these fields.
        case body(next: PageField, previous: PageField?)
    }

    /// Where the links are.
    public var source: Source
    /// Query items for the first page only (a page size, say); later URLs carry their own.
    public var firstPageQueryItems: [QueryItem]

    /// Links in the `Link` header: `rel="next"`, and `rel="prev"` or `rel="previous"`.
    public init(firstPageQueryItems: [QueryItem] = []) {
        self.source = .header(next: "next", previous: ["prev", "previous"])
        self.firstPageQueryItems = firstPageQueryItems
    }

    /// Links from any source.
    public init(source: Source, firstPageQueryItems: [QueryItem] = []) {
        self.source = source
        self.firstPageQueryItems = firstPageQueryItems
    }

    /// Links in the body at dot-separated paths, such as JSON:API's `links.next` and `links.prev`.
    public static func body(next: String, previous: String? = nil, firstPageQueryItems: [QueryItem] = []) -> LinkPaging
    {
        LinkPaging(
            source: .body(next: .value(at: next), previous: previous.map { .value(at: $0) }),
            firstPageQueryItems: firstPageQueryItems
        )
    }

    /// ``Key/first``.
    public var firstKey: Key { .first }

    /// The link fields, when the links are in the body.
    public var fields: [PageField] {
        if case .body(let next, let previous) = source { return [next] + (previous.map { [$0] } ?? []) }
        return []
    }

    /// ``firstPageQueryItems`` for the first page.
    public func queryItems(for key: Key) -> [QueryItem] {
        key == .first ? firstPageQueryItems : []
    }

    /// The server-given URL.
    public func url(for key: Key) -> URL? {
        if case .url(let url) = key { return url }
        return nil
    }

    /// Reads the `next` and `previous` links, resolving relative ones against the page's URL.
    ///
    /// - Throws: ``PagingError/malformedPageKey(description:)`` for a body link that is not a URL;
    ///   ``PagingError/invalidPageField(path:reason:)`` for one that is not a string (an object, a Boolean).
    public func neighbours(of key: Key, in response: PageResponse) throws(PagingError) -> PageNeighbours<Key> {
        let base = response.url ?? response.head.url
        switch source {
        case .header(let nextRelation, let previousRelations):
            guard let value = response.head.value(forHTTPHeaderField: "Link") else {
                return PageNeighbours(next: nil, previous: nil)
            }
            let wanted = Set(([nextRelation] + previousRelations).map { $0.lowercased() })
            let header = LinkHeader(value, relativeTo: base, keepingRelations: wanted)
            let previous = previousRelations.lazy.compactMap(header.url(forRelation:)).first
            return PageNeighbours(
                next: header.url(forRelation: nextRelation).map(Key.url), previous: previous.map(Key.url))
        case .body(let next, let previous):
            func link(_ field: PageField?) throws(PagingError) -> Key? {
                guard let field, let string = try response.key(field), !string.isEmpty else { return nil }
                guard let url = URL(string: string, relativeTo: base)?.absoluteURL else {
                    throw .malformedPageKey(description: "\(field) is not a URL: \(string)")
                }
                return .url(url)
            }
            return PageNeighbours(next: try link(next), previous: try link(previous))
        }
    }
}

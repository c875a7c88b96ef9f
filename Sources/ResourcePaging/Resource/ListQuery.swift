import ResourceLoader

/// The parameters a list is asked for with beyond its own request and the page's key: a filter, a sort order, any
/// query items the API takes. Every page request carries them (a server-given link to a page carries its own).
///
/// Change a list's query in place with ``PagedList/setQuery(_:)``: the rows of the old query stay shown, marked
/// stale, until the new query's first page arrives.
///
/// ```swift
/// list.setQuery(["status": "open", "sort": "-updated"])
/// ```
public struct ListQuery: Hashable, Sendable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// The parameters, in the order they are sent.
    public var items: [QueryItem]

    /// A query of `items`, sent in that order; none by default.
    public init(_ items: [QueryItem] = []) {
        self.items = items
    }

    /// A query of the given names and values, sent in the order written.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements.map { QueryItem(name: $0.0, value: $0.1) })
    }

    /// Whether the query adds no parameter.
    public var isEmpty: Bool { items.isEmpty }

    /// The parameters as a URL query writes them (`status=open&sort=-updated`), unescaped.
    public var description: String {
        items.map { item in item.value.map { "\(item.name)=\($0)" } ?? item.name }.joined(separator: "&")
    }
}

/// One page of a paginated list: its items and the keys of its neighbours.
///
/// A `nil` ``nextKey`` means the page is the last one; a `nil` ``previousKey`` means it is the first.
public struct Page<Item: Sendable, Key: Hashable & Sendable>: Sendable {
    /// The key this page was loaded with.
    public var key: Key
    /// The page's items, in the server's order.
    public var items: [Item]
    /// The key of the page after this one, or `nil` at the end of the list.
    public var nextKey: Key?
    /// The key of the page before this one, or `nil` at the start of the list.
    public var previousKey: Key?
    /// How many items the whole list holds, as the server stated it with this page (see
    /// ``PagingStrategy/totalCount(in:)``), or `nil` when it stated none. Placeholders are counted from it.
    public var totalCount: Int?
    /// Whether the page may be kept beyond the screen showing it: `false` when its response said
    /// `Cache-Control: no-store`. A ``DiskPagedListSource`` never writes such a page (nor the pages after it). Not
    /// part of a page's encoded form: a page read back was storable.
    public var isStorable: Bool

    /// Creates a page.
    public init(
        key: Key, items: [Item], nextKey: Key?, previousKey: Key?, totalCount: Int? = nil, isStorable: Bool = true
    ) {
        self.key = key
        self.items = items
        self.nextKey = nextKey
        self.previousKey = previousKey
        self.totalCount = totalCount
        self.isStorable = isStorable
    }
}

extension Page: Equatable where Item: Equatable {}

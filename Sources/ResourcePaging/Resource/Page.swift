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

    /// Creates a page.
    public init(key: Key, items: [Item], nextKey: Key?, previousKey: Key?) {
        self.key = key
        self.items = items
        self.nextKey = nextKey
        self.previousKey = previousKey
    }
}

extension Page: Equatable where Item: Equatable {}

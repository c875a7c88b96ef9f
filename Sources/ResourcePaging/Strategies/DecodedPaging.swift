import ResourceLoader

/// Pages whose keys the app computes in Swift from each page's decoded body: the ``DecodedPagingStrategy`` built
/// from closures.
///
/// Give the first key, how a key becomes query parameters, where the items are in the `Body` (a key path such as
/// `\.data.items`, or a closure), and how the next key (and, to page backwards, the previous one) follows from a
/// loaded ``DecodedPage``; `nil` ends the list that way. The key is any `Hashable` value: a number, a cursor, or a
/// position made of several fields. Use it for a response no path-based strategy reads (keyset paging on the last
/// item's fields, a `has_more` flag next to a cursor the page must check, keys in headers); the other strategies
/// stay the shortest way to say the common shapes.
///
/// The keys are checked as the other strategies' are: see ``DecodedPagingStrategy`` for how a key handed out
/// again, pages that add nothing, and empty pages end a direction.
///
/// ```swift
/// var paging: DecodedPaging<Body, Event, EventPosition> {
///     DecodedPaging(
///         firstKey: .start,
///         queryItems: { $0.queryItems },
///         items: \.events,
///         nextKey: { page in
///             guard page.body.more, let last = page.body.events.last else { return nil }
///             return .after(time: last.time, id: last.id)
///         }
///     )
/// }
/// ```
public struct DecodedPaging<Body: Decodable, Item: Sendable, Key: Hashable & Sendable>: DecodedPagingStrategy {
    /// The key of the list's first page.
    public var firstKey: Key
    /// Whether a page with no items ends the list both ways; see ``DecodedPagingStrategy/endsAtEmptyPage``.
    public var endsAtEmptyPage: Bool

    private let parameters: @Sendable (Key) -> [QueryItem]
    private let itemsInBody: @Sendable (Body) throws -> [Item]
    private let keyAfter: @Sendable (DecodedPage<Body, Key>) throws -> Key?
    private let keyBefore: (@Sendable (DecodedPage<Body, Key>) throws -> Key?)?
    private let total: (@Sendable (DecodedPage<Body, Key>) throws -> Int?)?

    /// Creates the strategy.
    ///
    /// - Parameters:
    ///   - firstKey: the key of the list's first page.
    ///   - queryItems: the query parameters that ask for the page with a key.
    ///   - items: the page's items in its decoded body: a key path (`\.data.items`) or a closure.
    ///   - nextKey: the key of the page after a loaded page, or `nil` where the list ends.
    ///   - previousKey: the key of the page before a loaded page, or `nil` where the list starts; when `nil` (the
    ///     default), the list goes forward only.
    ///   - totalCount: how many items the whole list holds, as a loaded page states it, or `nil`; when `nil` (the
    ///     default), the list states no total. A list counts its placeholders from it.
    ///   - endsAtEmptyPage: whether a page with no items ends the list both ways, whatever the keys say. Defaults
    ///     to `true`.
    ///
    /// Each closure may throw: a ``PagingError`` stops the direction with that error, any other error fails the
    /// page as a decoding error does.
    public init(
        firstKey: Key,
        queryItems: @escaping @Sendable (Key) -> [QueryItem],
        items: @escaping @Sendable (Body) throws -> [Item],
        nextKey: @escaping @Sendable (DecodedPage<Body, Key>) throws -> Key?,
        previousKey: (@Sendable (DecodedPage<Body, Key>) throws -> Key?)? = nil,
        totalCount: (@Sendable (DecodedPage<Body, Key>) throws -> Int?)? = nil,
        endsAtEmptyPage: Bool = true
    ) {
        self.firstKey = firstKey
        self.parameters = queryItems
        self.itemsInBody = items
        self.keyAfter = nextKey
        self.keyBefore = previousKey
        self.total = totalCount
        self.endsAtEmptyPage = endsAtEmptyPage
    }

    /// The parameters the `queryItems` closure gives for `key`.
    public func queryItems(for key: Key) -> [QueryItem] {
        parameters(key)
    }

    /// The items the `items` key path or closure gives.
    public func items(in body: Body) throws -> [Item] {
        try itemsInBody(body)
    }

    /// The key the `nextKey` closure gives.
    public func nextKey(after page: DecodedPage<Body, Key>) throws -> Key? {
        try keyAfter(page)
    }

    /// The key the `previousKey` closure gives, or `nil` without one.
    public func previousKey(before page: DecodedPage<Body, Key>) throws -> Key? {
        try keyBefore?(page) ?? nil
    }

    /// The total the `totalCount` closure gives, or `nil` without one.
    public func totalCount(of page: DecodedPage<Body, Key>) throws -> Int? {
        try total?(page) ?? nil
    }
}

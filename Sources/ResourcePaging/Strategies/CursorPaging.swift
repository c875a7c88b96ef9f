import ResourceLoader

/// Pages named by opaque cursors that the server hands out in the body.
///
/// The cursor to the next page is read from ``nextCursor`` (for instance `data.feed.page_info.end_cursor`, or
/// the `id` of the last item for Stripe-style `starting_after`) and sent back as ``afterParameter``. Going
/// backwards, ``previousCursor`` is sent as ``beforeParameter``.
///
/// The list ends when ``hasNextField`` (such as `has_next_page` or `has_more`) is `false`, at an empty page, or,
/// when the API sends no such flag, when the cursor is missing or `null`. A cursor missing while the flag says
/// more pages follow, or a cursor that is neither a string nor an integer, is an error naming its path. Paths
/// name the JSON's own keys, whatever the decoder's key strategy.
///
/// ```swift
/// var paging: CursorPaging {
///     CursorPaging(
///         afterParameter: "after",
///         nextCursor: .value(at: "data.feed.page_info.end_cursor"),
///         hasNextField: .value(at: "data.feed.page_info.has_next_page")
///     )
/// }
/// ```
public struct CursorPaging: PagingStrategy {
    /// Which page to load: the first, or the one after or before a cursor.
    public enum Cursor: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The first page (no cursor sent).
        case start
        /// The page after the cursor.
        case after(String)
        /// The page before the cursor.
        case before(String)

        /// The cursor as it would be written in a request.
        public var description: String {
            switch self {
            case .start: "start"
            case .after(let cursor): "after \(cursor)"
            case .before(let cursor): "before \(cursor)"
            }
        }
    }

    /// The parameter carrying the cursor to load the page after. Defaults to `"after"`.
    public var afterParameter: String
    /// The parameter carrying the cursor to load the page before. Defaults to `"before"`.
    public var beforeParameter: String
    /// The name of the page-size parameter, or `nil` to send none.
    public var limitParameter: String?
    /// The page size sent with ``limitParameter``.
    public var limit: Int
    /// Where the body holds the cursor of the next page.
    public var nextCursor: PageField
    /// Where the body holds the cursor of the previous page, if the API pages backwards.
    public var previousCursor: PageField?
    /// A Boolean field saying whether more pages follow (`has_next_page`, `has_more`), if the API sends one.
    public var hasNextField: PageField?
    /// A Boolean field saying whether pages come before (`has_previous_page`), if the API sends one.
    public var hasPreviousField: PageField?
    /// Whether ``hasNextField`` speaks of the direction the page was loaded in (Stripe's `has_more` after an
    /// `ending_before` request means more pages *before*). Defaults to `false`.
    public var hasNextFollowsDirection: Bool
    /// A body field holding the total number of items (GraphQL's `totalCount`), if the API reports one: the list
    /// counts its placeholders from it. It does not end the list; the cursors and flags do.
    public var totalField: PageField?

    /// Creates the strategy.
    public init(
        afterParameter: String = "after",
        beforeParameter: String = "before",
        limitParameter: String? = nil,
        limit: Int = 20,
        nextCursor: PageField,
        previousCursor: PageField? = nil,
        hasNextField: PageField? = nil,
        hasPreviousField: PageField? = nil,
        hasNextFollowsDirection: Bool = false,
        totalField: PageField? = nil
    ) {
        self.afterParameter = afterParameter
        self.beforeParameter = beforeParameter
        self.limitParameter = limitParameter
        self.limit = max(1, limit)
        self.nextCursor = nextCursor
        self.previousCursor = previousCursor
        self.hasNextField = hasNextField
        self.hasPreviousField = hasPreviousField
        self.hasNextFollowsDirection = hasNextFollowsDirection
        self.totalField = totalField
    }

    /// Stripe-style lists: `starting_after` / `ending_before` with the `id` of the last / first item of `data`,
    /// `limit`, and `has_more`.
    public static func stripe(limit: Int = 10, itemsArray: String = "data", idField: String = "id") -> CursorPaging {
        CursorPaging(
            afterParameter: "starting_after",
            beforeParameter: "ending_before",
            limitParameter: "limit",
            limit: limit,
            nextCursor: .lastElement(of: itemsArray, field: idField),
            previousCursor: .firstElement(of: itemsArray, field: idField),
            hasNextField: .value(at: "has_more"),
            hasNextFollowsDirection: true
        )
    }

    /// ``Cursor/start``.
    public var firstKey: Cursor { .start }

    /// The cursor, flag and total fields.
    public var fields: [PageField] {
        [nextCursor] + [previousCursor, hasNextField, hasPreviousField, totalField].compactMap { $0 }
    }

    /// The total at ``totalField``, when set.
    ///
    /// - Throws: ``PagingError/invalidPageField(path:reason:)`` when the total is not a count.
    public func totalCount(in response: PageResponse) throws(PagingError) -> Int? {
        guard let totalField else { return nil }
        return try response.count(totalField)
    }

    /// The cursor parameter (none for the first page) and the limit.
    public func queryItems(for cursor: Cursor) -> [QueryItem] {
        var items: [QueryItem] = []
        switch cursor {
        case .start: break
        case .after(let value): items.append(QueryItem(name: afterParameter, value: value))
        case .before(let value): items.append(QueryItem(name: beforeParameter, value: value))
        }
        if let limitParameter { items.append(QueryItem(limitParameter, limit)) }
        return items
    }

    /// Reads the cursors and flags; see the type's description for when the list ends.
    ///
    /// - Throws: ``PagingError/missingPageField(path:)`` when a flag says more pages follow but the cursor is
    ///   missing; ``PagingError/invalidPageField(path:reason:)`` when a cursor is neither a string nor an integer.
    public func neighbours(of cursor: Cursor, in response: PageResponse) throws(PagingError) -> PageNeighbours<Cursor> {
        let hasMore = hasNextField.flatMap(response.bool)
        let hasEarlier = hasPreviousField.flatMap(response.bool)
        let loadedBackwards: Bool
        if case .before = cursor { loadedBackwards = true } else { loadedBackwards = false }

        // Whether each direction goes on, and whether a flag said so (then its cursor must be there).
        var next = (goesOn: hasMore ?? true, stated: hasMore == true)
        var previous = (goesOn: hasEarlier ?? true, stated: hasEarlier == true)
        if hasNextFollowsDirection {
            // The flag speaks of the direction of travel; the other direction holds where we came from.
            next = loadedBackwards ? (true, false) : (hasMore ?? true, hasMore == true)
            previous = loadedBackwards ? (hasMore ?? true, hasMore == true) : (true, false)
        }
        if case .start = cursor { previous = (false, false) }
        // An empty page ends the list in the direction it was loaded in (and holds no cursor to go on from).
        guard response.itemCount > 0 else { return PageNeighbours(next: nil, previous: nil) }
        return PageNeighbours(
            next: try Self.cursor(nextCursor, next, in: response).map(Cursor.after),
            previous: try previousCursor.flatMap { field throws(PagingError) in
                try Self.cursor(field, previous, in: response)
            }.map(Cursor.before)
        )
    }

    /// The cursor at `field` when the direction goes on; a flag that said so makes it required.
    private static func cursor(
        _ field: PageField,
        _ direction: (goesOn: Bool, stated: Bool),
        in response: PageResponse
    ) throws(PagingError) -> String? {
        guard direction.goesOn else { return nil }
        guard let value = try response.key(field) else {
            if direction.stated { throw .missingPageField(path: field.description) }
            return nil
        }
        return value
    }
}

import ResourceLoader

/// Pages named by an item offset and a page size: `?offset=40&limit=20`.
///
/// The key is the offset of the page's first item. The list ends at a short page (fewer items than ``limit``),
/// or, when ``totalField`` is set, once the offset reaches the total the server reports.
///
/// ```swift
/// var paging: OffsetPaging { OffsetPaging(offsetParameter: "skip", limitParameter: "take", limit: 50) }
/// ```
public struct OffsetPaging: PagingStrategy {
    /// The name of the offset parameter. Defaults to `"offset"`.
    public var offsetParameter: String
    /// The name of the page-size parameter. Defaults to `"limit"`.
    public var limitParameter: String
    /// How many items a page asks for.
    public var limit: Int
    /// The offset of the first page. Defaults to 0.
    public var firstOffset: Int
    /// A body field holding the total number of items, if the API reports one.
    public var totalField: PageField?

    /// Creates the strategy.
    public init(
        offsetParameter: String = "offset",
        limitParameter: String = "limit",
        limit: Int = 20,
        firstOffset: Int = 0,
        totalField: PageField? = nil
    ) {
        self.offsetParameter = offsetParameter
        self.limitParameter = limitParameter
        self.limit = max(1, limit)
        self.firstOffset = max(0, firstOffset)
        self.totalField = totalField
    }

    /// ``firstOffset``.
    public var firstKey: Int { firstOffset }

    /// ``totalField``, when set.
    public var fields: [PageField] { totalField.map { [$0] } ?? [] }

    /// `offset` and `limit`.
    public func queryItems(for offset: Int) -> [QueryItem] {
        [QueryItem(offsetParameter, offset), QueryItem(limitParameter, limit)]
    }

    /// The next offset after a full page (and below the total, if known); the previous offset down to
    /// ``firstOffset``. An offset past `Int.max` has no page.
    ///
    /// - Throws: ``PagingError/invalidPageField(path:reason:)`` when the total is not a count (see
    ///   ``PageResponse/count(_:)``).
    public func neighbours(of offset: Int, in response: PageResponse) throws(PagingError) -> PageNeighbours<Int> {
        let (nextOffset, overflow) = offset.addingReportingOverflow(response.itemCount)
        var hasNext = response.itemCount >= limit
        if let totalField, let total = try response.count(totalField) {
            hasNext = response.itemCount > 0 && nextOffset < total
        }
        // `offset > firstOffset >= 0`, so `offset - limit` cannot overflow.
        return PageNeighbours(
            next: hasNext && !overflow ? nextOffset : nil,
            previous: offset > firstOffset ? max(firstOffset, offset - limit) : nil
        )
    }

    /// The total at ``totalField``, when set.
    ///
    /// - Throws: ``PagingError/invalidPageField(path:reason:)`` when the total is not a count.
    public func totalCount(in response: PageResponse) throws(PagingError) -> Int? {
        guard let totalField else { return nil }
        return try response.count(totalField)
    }
}

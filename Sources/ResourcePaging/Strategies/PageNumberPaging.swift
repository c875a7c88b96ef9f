import ResourceLoader

/// Pages named by a page number and a page size: `?page=3&per_page=20`.
///
/// The key is the page number, counted from ``firstPage`` (0 or 1). The list ends at a short page, or, when
/// ``totalPagesField`` is set, at the last page the server reports.
///
/// ```swift
/// var paging: PageNumberPaging { PageNumberPaging(pageParameter: "page", sizeParameter: "per_page", pageSize: 30) }
/// ```
public struct PageNumberPaging: PagingStrategy {
    /// The name of the page-number parameter. Defaults to `"page"`.
    public var pageParameter: String
    /// The name of the page-size parameter; `nil` sends no size. Defaults to `"per_page"`.
    public var sizeParameter: String?
    /// How many items a page holds.
    public var pageSize: Int
    /// The number of the first page: 0 or 1. Defaults to 1.
    public var firstPage: Int
    /// A body field holding the number of pages, if the API reports one.
    public var totalPagesField: PageField?

    /// Creates the strategy.
    public init(
        pageParameter: String = "page",
        sizeParameter: String? = "per_page",
        pageSize: Int = 20,
        firstPage: Int = 1,
        totalPagesField: PageField? = nil
    ) {
        self.pageParameter = pageParameter
        self.sizeParameter = sizeParameter
        self.pageSize = max(1, pageSize)
        self.firstPage = firstPage
        self.totalPagesField = totalPagesField
    }

    /// ``firstPage``.
    public var firstKey: Int { firstPage }

    /// ``totalPagesField``, when set.
    public var fields: [PageField] { totalPagesField.map { [$0] } ?? [] }

    /// `page` and, when named, the size.
    public func queryItems(for page: Int) -> [QueryItem] {
        var items = [QueryItem(pageParameter, page)]
        if let sizeParameter { items.append(QueryItem(sizeParameter, pageSize)) }
        return items
    }

    /// The next number after a full page (up to the reported last page); the previous number down to ``firstPage``.
    /// The last page is `firstPage + totalPages - 1`, clamped to `Int.max`; the page `Int.max` has no next.
    ///
    /// - Throws: ``PagingError/invalidPageField(path:reason:)`` when the total is not a count (see
    ///   ``PageResponse/count(_:)``).
    public func neighbours(of page: Int, in response: PageResponse) throws(PagingError) -> PageNeighbours<Int> {
        var hasNext = response.itemCount >= pageSize
        if let totalPagesField, let totalPages = try response.count(totalPagesField) {
            let (lastPage, overflow) = firstPage.addingReportingOverflow(totalPages - 1)
            hasNext = response.itemCount > 0 && totalPages > 0 && (overflow || page < lastPage)
        }
        let (nextPage, pastMaximum) = page.addingReportingOverflow(1)
        return PageNeighbours(
            next: hasNext && !pastMaximum ? nextPage : nil, previous: page > firstPage ? page - 1 : nil)
    }

    /// The number of pages at ``totalPagesField`` times ``pageSize``, when the field is set: the API states no
    /// item count, so the last page is counted full (up to `pageSize - 1` too many until it arrives). Clamped
    /// to `Int.max`.
    ///
    /// - Throws: ``PagingError/invalidPageField(path:reason:)`` when the number of pages is not a count.
    public func totalCount(in response: PageResponse) throws(PagingError) -> Int? {
        guard let totalPagesField, let totalPages = try response.count(totalPagesField) else { return nil }
        let (total, overflow) = totalPages.multipliedReportingOverflow(by: pageSize)
        return overflow ? Int.max : total
    }
}

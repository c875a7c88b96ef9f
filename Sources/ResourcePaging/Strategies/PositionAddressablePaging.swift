/// A paging strategy that can name the page holding any position of the list, so that a list can load a far
/// position (a placeholder row the reader scrolled to) without walking the pages before it.
///
/// ``OffsetPaging``, ``PageNumberPaging`` and ``RangePaging`` conform: their keys are positions on a grid of
/// pages. ``CursorPaging`` and ``LinkPaging`` cannot, because the server hands out their keys one page at a time;
/// a list paged by them counts its placeholders but reaches a far one page by page.
///
/// ```swift
/// let paging = OffsetPaging(limit: 20)
/// paging.key(containing: 45)  // 40: the page of items 40..<60
/// paging.position(ofPageAt: 40)  // 40
/// ```
public protocol PositionAddressablePaging: PagingStrategy {
    /// The position (counted from 0, the list's first item) of the first item of the page with `key`, or `nil`
    /// when the key names no position of the list (before its first page).
    func position(ofPageAt key: Key) -> Int?

    /// The key of the page that holds the item at `position` (counted from 0; a negative position is the first
    /// item), on the same grid of pages the list walks page by page, or `nil` when no key can name that page
    /// (beyond `Int.max`).
    func key(containing position: Int) -> Key?

    /// The key `key` becomes when the rows before its page grow by `delta` (shrink, when negative), for keys
    /// that name any row's position (an offset, a range's first position); `nil` for keys on a grid of pages
    /// (page numbers), which cannot follow one row. The paginator moves its next page's key this way when the app
    /// removes or inserts a row the server already removed or inserted, so the next page neither skips nor repeats
    /// a row.
    func key(_ key: Key, movedBy delta: Int) -> Key?
}

extension PositionAddressablePaging {
    /// Keys on a grid of pages cannot follow one row: `nil`.
    public func key(_ key: Key, movedBy delta: Int) -> Key? { nil }
}

extension OffsetPaging: PositionAddressablePaging {
    /// `offset - firstOffset`; `nil` for an offset before ``firstOffset``.
    public func position(ofPageAt offset: Int) -> Int? {
        offset >= firstOffset ? offset - firstOffset : nil
    }

    /// The offset of the page of ``limit`` items that holds `position`, counted from ``firstOffset``.
    public func key(containing position: Int) -> Int? {
        let start = max(0, position) / limit * limit
        let (offset, overflow) = firstOffset.addingReportingOverflow(start)
        return overflow ? nil : offset
    }

    /// `offset + delta`, never before ``firstOffset``; `nil` on overflow.
    public func key(_ offset: Int, movedBy delta: Int) -> Int? {
        let (moved, overflow) = offset.addingReportingOverflow(delta)
        return overflow ? nil : max(firstOffset, moved)
    }
}

extension PageNumberPaging: PositionAddressablePaging {
    /// `(page - firstPage) × pageSize`; `nil` for a page before ``firstPage`` or one whose position is past
    /// `Int.max`.
    public func position(ofPageAt page: Int) -> Int? {
        let (index, underflow) = page.subtractingReportingOverflow(firstPage)
        guard !underflow, index >= 0 else { return nil }
        let (position, overflow) = index.multipliedReportingOverflow(by: pageSize)
        return overflow ? nil : position
    }

    /// The number of the page that holds `position`.
    public func key(containing position: Int) -> Int? {
        let (page, overflow) = firstPage.addingReportingOverflow(max(0, position) / pageSize)
        return overflow ? nil : page
    }
}

extension RangePaging: PositionAddressablePaging {
    /// `from - firstPosition`; `nil` for a position before ``firstPosition``.
    public func position(ofPageAt from: Int) -> Int? {
        let (position, underflow) = from.subtractingReportingOverflow(firstPosition)
        return !underflow && position >= 0 ? position : nil
    }

    /// The first position of the page of ``size`` items that holds `position`, counted from ``firstPosition``.
    public func key(containing position: Int) -> Int? {
        let (from, overflow) = firstPosition.addingReportingOverflow(max(0, position) / size * size)
        return overflow ? nil : from
    }

    /// `from + delta`, never before ``firstPosition``; `nil` on overflow.
    public func key(_ from: Int, movedBy delta: Int) -> Int? {
        let (moved, overflow) = from.addingReportingOverflow(delta)
        return overflow ? nil : max(firstPosition, moved)
    }
}

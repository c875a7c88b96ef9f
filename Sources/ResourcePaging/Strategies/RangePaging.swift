import ResourceLoader

/// Pages named by the range of item positions they hold: `?from=40&to=59`.
///
/// The key is the position of the page's first item. ``inclusiveUpperBound`` says whether `to` is the last
/// position in the page (`40…59`) or the first one after it (`40..<60`). The list ends at a short page.
public struct RangePaging: PagingStrategy {
    /// The name of the lower-bound parameter. Defaults to `"from"`.
    public var fromParameter: String
    /// The name of the upper-bound parameter. Defaults to `"to"`.
    public var toParameter: String
    /// How many items a page holds.
    public var size: Int
    /// Whether `to` names the page's last position (the default) or the position after it.
    public var inclusiveUpperBound: Bool
    /// The position of the first item. Defaults to 0.
    public var firstPosition: Int

    /// Creates the strategy.
    public init(
        fromParameter: String = "from",
        toParameter: String = "to",
        size: Int = 20,
        inclusiveUpperBound: Bool = true,
        firstPosition: Int = 0
    ) {
        self.fromParameter = fromParameter
        self.toParameter = toParameter
        self.size = max(1, size)
        self.inclusiveUpperBound = inclusiveUpperBound
        self.firstPosition = firstPosition
    }

    /// ``firstPosition``.
    public var firstKey: Int { firstPosition }

    /// `from` and `to`; `to` is clamped to `Int.max`.
    public func queryItems(for from: Int) -> [QueryItem] {
        let (end, overflow) = from.addingReportingOverflow(inclusiveUpperBound ? size - 1 : size)
        return [QueryItem(fromParameter, from), QueryItem(toParameter, overflow ? Int.max : end)]
    }

    /// The range after a full page; the range before, down to ``firstPosition``. A position past `Int.max` has
    /// no page.
    public func neighbours(of from: Int, in response: PageResponse) throws(PagingError) -> PageNeighbours<Int> {
        let (nextPosition, overflow) = from.addingReportingOverflow(response.itemCount)
        let next = response.itemCount >= size && !overflow ? nextPosition : nil
        let (earlier, underflow) = from.subtractingReportingOverflow(size)
        let previous = from > firstPosition ? (underflow ? firstPosition : max(firstPosition, earlier)) : nil
        return PageNeighbours(next: next, previous: previous)
    }
}

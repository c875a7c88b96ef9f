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

    /// `from` and `to`.
    public func queryItems(for from: Int) -> [QueryItem] {
        let to = inclusiveUpperBound ? from + size - 1 : from + size
        return [QueryItem(fromParameter, from), QueryItem(toParameter, to)]
    }

    /// The range after a full page; the range before, down to ``firstPosition``.
    public func neighbours(of from: Int, in response: PageResponse) throws(PagingError) -> PageNeighbours<Int> {
        let next = response.itemCount >= size ? from + response.itemCount : nil
        let previous = from > firstPosition ? max(firstPosition, from - size) : nil
        return PageNeighbours(next: next, previous: previous)
    }
}

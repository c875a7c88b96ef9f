/// The rows a ``PagedList`` shows after its ``PagedList/transformRow``: each row changed or left out as its page
/// arrives.
///
/// Rows appended to the ones transformed last (the same lineage, more rows) are transformed alone, page by page, and
/// appended to the transformed rows in place, so that the renderer still sees an append: O(page) per arrival. Any
/// other change transforms every row again, in O(n), as the renderer then rebuilds anyway.
struct TransformedRows<Item: Sendable> {
    /// The transform: the row to show, or `nil` to leave it out.
    let transform: @Sendable (Item) -> Item?
    /// The rows transformed last: their lineage and count.
    private var source: (lineage: PagedItems<Item>.Lineage, count: Int)?
    /// The transformed rows.
    private var rows = PagedItems<Item>()
    /// For each source row, by position, the position of its transformed row, or `-1` when it was left out.
    private var positions: [Int] = []

    init(_ transform: @escaping @Sendable (Item) -> Item?) {
        self.transform = transform
    }

    /// `items` transformed.
    ///
    /// - Complexity: O(k) for k rows appended since the last call; O(n) otherwise.
    mutating func rows(for items: PagedItems<Item>) -> PagedItems<Item> {
        if let source, source.lineage === items.lineage, items.count >= source.count {
            if items.count > source.count { rows.append(transformed(items[source.count...])) }
        } else {
            rows = PagedItems()
            positions = []
            positions.reserveCapacity(items.count)
            for page in items.pageItems { rows.append(transformed(page)) }
        }
        source = (items.lineage, items.count)
        return rows
    }

    /// `source` transformed, appended after the rows transformed so far: their positions are noted.
    private mutating func transformed(_ source: some Collection<Item>) -> [Item] {
        var page: [Item] = []
        page.reserveCapacity(source.count)
        var position = rows.count
        for item in source {
            if let shown = transform(item) {
                page.append(shown)
                positions.append(position)
                position += 1
            } else {
                positions.append(-1)
            }
        }
        return page
    }

    /// The rows transformed, after the source rows at the positions of `changed` took new values in `items` (the rows
    /// transformed last, with those values replaced): only those rows are transformed again, and their transformed
    /// rows put in place. Returns them, or `nil` (changing nothing) when a changed row would be left out where it was
    /// shown, or shown where it was left out: transform every row then.
    ///
    /// - Complexity: O(k log p) for k changed rows and p pages.
    mutating func rows(
        replacing changed: [(position: Int, item: Item)], in items: PagedItems<Item>
    ) -> (rows: PagedItems<Item>, changed: [Item])? {
        guard let source, source.count == items.count, positions.count == items.count else { return nil }
        var replaced: [(position: Int, item: Item)] = []
        for (position, item) in changed {
            let shown = transform(item)
            let at = positions[position]
            guard (at >= 0) == (shown != nil) else { return nil }
            if let shown { replaced.append((at, shown)) }
        }
        for (at, shown) in replaced { rows.replace(at: at, with: shown) }
        self.source = (items.lineage, items.count)
        return (rows, replaced.map(\.item))
    }
}

/// The rows a ``PagedList`` shows after its ``PagedList/transformRow``: each row changed or left out as its page
/// arrives.
///
/// The transformed rows keep the pages of the rows they come from, one transformed page per page. When the rows
/// change by pages added or removed at either end (an append, a page loaded backwards, a page dropped by the page
/// cap; see ``PagedItems/edgeChanges(from:)``), only the added pages are transformed, and the transformed rows
/// change at their ends in place, so that the renderer sees the same change: O(page) per arrival. A store change of
/// some rows (``rows(replacing:in:)``) transforms those rows alone. Any other change transforms every row again, in
/// O(n), as the renderer then rebuilds anyway.
struct TransformedRows<Item: Sendable> {
    /// The transform: the row to show, or `nil` to leave it out.
    let transform: @Sendable (Item) -> Item?
    /// The rows transformed last.
    private var source: PagedItems<Item>?
    /// The transformed rows, page for page.
    private var rows = PagedItems<Item>()
    /// Page for page, for each source row the offset of its transformed row in its transformed page, or `-1` when
    /// it was left out. Offsets within a page do not move when pages come or go at the ends.
    private var offsets = PagedItems<Int>()

    init(_ transform: @escaping @Sendable (Item) -> Item?) {
        self.transform = transform
    }

    /// `items` transformed.
    ///
    /// - Complexity: O(k) for k rows in pages added at the ends since the last call; O(n) otherwise.
    mutating func rows(for items: PagedItems<Item>) -> PagedItems<Item> {
        if let source, let changes = items.edgeChanges(from: source) {
            for _ in 0..<changes.removedAtStart {
                _ = rows.removeFirstPage()
                _ = offsets.removeFirstPage()
            }
            for _ in 0..<changes.removedAtEnd {
                _ = rows.removeLastPage()
                _ = offsets.removeLastPage()
            }
            for page in (0..<changes.addedAtStart).reversed() {
                let transformed = transformed(items.items(ofPageAt: page))
                rows.prepend(transformed.rows)
                offsets.prepend(transformed.offsets)
            }
            for page in (items.pageCount - changes.addedAtEnd)..<items.pageCount {
                let transformed = transformed(items.items(ofPageAt: page))
                rows.append(transformed.rows)
                offsets.append(transformed.offsets)
            }
        } else if source.map({ !$0.isSameList(as: items) }) ?? true {
            rows = PagedItems()
            offsets = PagedItems()
            for page in items.pageItems {
                let transformed = transformed(page)
                rows.append(transformed.rows)
                offsets.append(transformed.offsets)
            }
        }
        source = items
        return rows
    }

    /// One page transformed, with the offset of each row's transformed row in it (`-1` for a row left out).
    private func transformed(_ page: [Item]) -> (rows: [Item], offsets: [Int]) {
        var rows: [Item] = []
        rows.reserveCapacity(page.count)
        var offsets: [Int] = []
        offsets.reserveCapacity(page.count)
        for item in page {
            if let shown = transform(item) {
                offsets.append(rows.count)
                rows.append(shown)
            } else {
                offsets.append(-1)
            }
        }
        return (rows, offsets)
    }

    /// The rows transformed, after the source rows at the positions of `changed` took new values in `items` (the rows
    /// transformed last, with those values replaced): only those rows are transformed again, and their transformed
    /// rows put in place. Returns them, or `nil` (changing nothing) when a changed row would be left out where it was
    /// shown, or shown where it was left out: transform every row then.
    ///
    /// - Complexity: O(k (log p + c)) for k changed rows, p pages and c chunks of 64 pages.
    mutating func rows(
        replacing changed: [(position: Int, item: Item)], in items: PagedItems<Item>
    ) -> (rows: PagedItems<Item>, changed: [Item])? {
        guard let source, source.count == items.count, source.pageCount == items.pageCount,
            offsets.count == items.count
        else { return nil }
        var replaced: [(page: Int, offset: Int, item: Item)] = []
        for (position, item) in changed {
            let shown = transform(item)
            let (page, offset) = items.pageAndOffset(at: position)
            let at = offsets.items(ofPageAt: page)[offset]
            guard (at >= 0) == (shown != nil) else { return nil }
            if let shown { replaced.append((page, at, shown)) }
        }
        for (page, offset, shown) in replaced { rows.replace(pageAt: page, itemAt: offset, with: shown) }
        self.source = items
        return (rows, replaced.map(\.item))
    }
}

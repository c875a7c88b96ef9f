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

    init(_ transform: @escaping @Sendable (Item) -> Item?) {
        self.transform = transform
    }

    /// `items` transformed.
    ///
    /// - Complexity: O(k) for k rows appended since the last call; O(n) otherwise.
    mutating func rows(for items: PagedItems<Item>) -> PagedItems<Item> {
        if let source, source.lineage === items.lineage, items.count >= source.count {
            if items.count > source.count { rows.append(items[source.count...].compactMap(transform)) }
        } else {
            rows = PagedItems()
            for page in items.pageItems { rows.append(page.compactMap(transform)) }
        }
        source = (items.lineage, items.count)
        return rows
    }
}

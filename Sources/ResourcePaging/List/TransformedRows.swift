/// The rows a ``PagedList`` shows after its ``PagedList/transformRow``: each row changed or left out as its page
/// arrives.
///
/// The transformed rows keep the pages of the rows they come from, one transformed page per page. When the rows
/// change by pages added or removed at either end (an append, a page loaded backwards, a page dropped by the page
/// cap; see ``PagedItems/edgeChanges(from:)``), only the added pages are transformed, and the transformed rows
/// change at their ends in place, so that the renderer sees the same change: O(page) per arrival. Any other change
/// transforms every row again, in O(n), as the renderer then rebuilds anyway.
struct TransformedRows<Item: Sendable> {
    /// The transform: the row to show, or `nil` to leave it out.
    let transform: @Sendable (Item) -> Item?
    /// The rows transformed last.
    private var source: PagedItems<Item>?
    /// The transformed rows, page for page.
    private var rows = PagedItems<Item>()

    init(_ transform: @escaping @Sendable (Item) -> Item?) {
        self.transform = transform
    }

    /// `items` transformed.
    ///
    /// - Complexity: O(k) for k rows in pages added at the ends since the last call; O(n) otherwise.
    mutating func rows(for items: PagedItems<Item>) -> PagedItems<Item> {
        if let source, let changes = items.edgeChanges(from: source) {
            for _ in 0..<changes.removedAtStart { _ = rows.removeFirstPage() }
            for _ in 0..<changes.removedAtEnd { _ = rows.removeLastPage() }
            for page in (0..<changes.addedAtStart).reversed() {
                rows.prepend(items.items(ofPageAt: page).compactMap(transform))
            }
            for page in (items.pageCount - changes.addedAtEnd)..<items.pageCount {
                rows.append(items.items(ofPageAt: page).compactMap(transform))
            }
        } else if source.map({ !$0.isSameList(as: items) }) ?? true {
            rows = PagedItems()
            for page in items.pageItems { rows.append(page.compactMap(transform)) }
        }
        source = items
        return rows
    }
}

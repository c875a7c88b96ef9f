/// The rows a ``PagedList`` keeps on screen while a sync, a remote search or a query change loads, instead of the paginator's
/// (which a refresh or a search empties), and the load that froze them: only that load lets them go.
struct FrozenRows<Item: Identifiable & Equatable>: Sendable where Item: Sendable, Item.ID: Sendable {
    /// What froze the rows.
    enum Owner: Equatable, Sendable {
        /// The sync (a refresh) with this number, counted from the list's first.
        case sync(Int)
        /// The remote search with this search token.
        case search(Int)
        /// The query change with this query token (see ``PagedList/setQuery(_:)``).
        case query(Int)

        /// Whether a remote search froze the rows.
        var isSearch: Bool {
            if case .search = self { return true }
            return false
        }

        /// Whether a query change froze the rows.
        var isQuery: Bool {
            if case .query = self { return true }
            return false
        }
    }

    /// The rows shown.
    let items: PagedItems<Item>
    /// The paginator's generation the rows were listed in.
    let generation: Int
    /// What froze them.
    let owner: Owner

    /// The same rows, now held by `owner` (a newer search that keeps showing them).
    func handed(to owner: Owner) -> FrozenRows {
        FrozenRows(items: items, generation: generation, owner: owner)
    }
}

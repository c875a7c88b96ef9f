/// The rows a ``PagedList`` keeps on screen while a sync, a remote search or a query change loads, instead of the
/// paginator's (which a refresh or a search empties), with the state of their ends, and the load that froze them:
/// only that load lets them go.
///
/// The ends are the frozen rows' own: the paginator's are reset by the load's new generation and filled in again as its
/// pages arrive (an end reached, then unknown, then reached again), which describes rows not shown yet; a load at
/// either end meanwhile joins the freezing load. Shown, they would flicker in updates that change nothing visible.
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
    /// Loading towards the end of the rows, as it stood when they froze.
    let forward: LoadState
    /// Loading towards the start of the rows, as it stood when they froze.
    let backward: LoadState
    /// What froze them.
    let owner: Owner
    /// The refresh state shown while the rows are frozen: `nil` shows the freezing load as loading; a background
    /// check (``PagedList/showsBackgroundChecks``) shows the refresh state shown before it.
    let shownRefresh: LoadState?

    /// Freezes `current`'s rows and ends for `owner`, showing `shownRefresh` as the refresh state (`nil`: loading).
    init(_ current: PaginatorState<Item>, owner: Owner, shownRefresh: LoadState? = nil) {
        self.init(
            items: current.items, generation: current.generation, forward: current.forward,
            backward: current.backward, owner: owner, shownRefresh: shownRefresh)
    }

    private init(
        items: PagedItems<Item>, generation: Int, forward: LoadState, backward: LoadState, owner: Owner,
        shownRefresh: LoadState?
    ) {
        self.items = items
        self.generation = generation
        self.forward = forward
        self.backward = backward
        self.owner = owner
        self.shownRefresh = shownRefresh
    }

    /// The same rows, now held by `owner` (a newer search that keeps showing them), shown as loading.
    func handed(to owner: Owner) -> FrozenRows {
        FrozenRows(
            items: items, generation: generation, forward: forward, backward: backward, owner: owner,
            shownRefresh: nil)
    }
}

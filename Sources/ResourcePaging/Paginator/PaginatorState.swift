/// Everything a list screen needs to draw a paginated list: the items and where loading stands each way.
public struct PaginatorState<Item: Sendable>: Sendable {
    /// Starts at 0 and grows with every reset, refresh and new search.
    public var generation: Int
    /// The loaded items, in order, each id once.
    public var items: PagedItems<Item>
    /// Loading towards the end.
    public var forward: LoadState
    /// Loading towards the start.
    public var backward: LoadState
    /// A refresh or search in progress, or its failure.
    public var refresh: LoadState
    /// The search string the items were loaded for, if any.
    public var searchText: String?

    /// Creates a state.
    public init(
        generation: Int = 0,
        items: PagedItems<Item> = PagedItems(),
        forward: LoadState = .idle,
        backward: LoadState = .idle,
        refresh: LoadState = .idle,
        searchText: String? = nil
    ) {
        self.generation = generation
        self.items = items
        self.forward = forward
        self.backward = backward
        self.refresh = refresh
        self.searchText = searchText
    }

    /// The state of one direction (``refresh`` is the state of a refresh or search).
    public func loadState(_ direction: PagingDirection) -> LoadState {
        switch direction {
        case .forward: forward
        case .backward: backward
        }
    }
}

/// What to do with an item whose id is already in the list.
public enum PagingDuplicatePolicy: Sendable {
    /// Keep the listed item where it is and drop the newcomer (the default).
    case keepFirst
    /// Keep the listed item's position but take the newcomer's content.
    case replaceInPlace
}

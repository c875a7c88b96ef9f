import ResourceStore

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
    /// Where the items sit in the whole list, when a loaded page stated the list's total; `nil` otherwise.
    public var placeholders: ListPlaceholders?
    /// The listed pages not read from the server in full in this generation, by index, with how many of their first
    /// rows were: the fresh rows of a page a refresh joined kept rows to, none of a page listed again (restored,
    /// kept). Every other page was read (loaded or revalidated).
    package var partlyReadPages = PartlyReadPages()

    /// Creates a state.
    public init(
        generation: Int = 0,
        items: PagedItems<Item> = PagedItems(),
        forward: LoadState = .idle,
        backward: LoadState = .idle,
        refresh: LoadState = .idle,
        searchText: String? = nil,
        placeholders: ListPlaceholders? = nil
    ) {
        self.generation = generation
        self.items = items
        self.forward = forward
        self.backward = backward
        self.refresh = refresh
        self.searchText = searchText
        self.placeholders = placeholders
    }

    /// The state of one direction (``refresh`` is the state of a refresh or search).
    public func loadState(_ direction: PagingDirection) -> LoadState {
        switch direction {
        case .forward: forward
        case .backward: backward
        }
    }
}

/// The former name of ``ResourceStore/DuplicatePolicy``, which the paginator and the store now share.
@available(*, deprecated, renamed: "DuplicatePolicy")
public typealias PagingDuplicatePolicy = DuplicatePolicy

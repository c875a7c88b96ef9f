import Foundation

/// Where a ``PagedList`` stands: what to show as a whole, the footers at each end, and how fresh the rows are.
public struct ListState: Sendable, Equatable {
    /// What the screen shows as a whole.
    public var phase: ListPhase
    /// Loading towards the end: the bottom footer (loading, failed with retry, end reached).
    public var forward: LoadState
    /// Loading towards the start: the top footer.
    public var backward: LoadState
    /// A refresh, sync or remote search in progress, or its failure (the rows listed before stay).
    public var refresh: LoadState
    /// Whether the rows shown are old: read from the local source and not yet synced, or kept from before a
    /// refresh or search whose first page has not arrived. They are replaced in one update when it arrives.
    public var isStale: Bool
    /// Whether the network looks unreachable: the last failure was a transport error, or the reachability
    /// source says so.
    public var isOffline: Bool
    /// When the rows shown were saved by the local source, while they have not been synced; `nil` otherwise.
    public var cachedAt: Date?
    /// When the list last synced with the server (a ``PagedList/start()``, a ``PagedList/refresh()`` or a check the
    /// list made by itself, whose first page loaded); `nil` before the first sync. A check that found nothing new
    /// sets it in ``PagedList/state`` without delivering an update (see ``PagedList/showsBackgroundChecks``). A UI
    /// refetches when this is older than its stale time.
    public var syncedAt: Date?
    /// The search the rows are filtered by, if any.
    public var searchText: String?
    /// How many rows of the list come before and after the loaded ones, when ``PagedList/showsPlaceholders`` is
    /// set and the server states a total; `nil` otherwise, and while a local search filter hides rows.
    public var placeholders: ListPlaceholders?

    /// Creates a state; the defaults are a list that has not loaded yet.
    public init(
        phase: ListPhase = .firstLoad,
        forward: LoadState = .idle,
        backward: LoadState = .idle,
        refresh: LoadState = .idle,
        isStale: Bool = false,
        isOffline: Bool = false,
        cachedAt: Date? = nil,
        syncedAt: Date? = nil,
        searchText: String? = nil,
        placeholders: ListPlaceholders? = nil
    ) {
        self.phase = phase
        self.forward = forward
        self.backward = backward
        self.refresh = refresh
        self.isStale = isStale
        self.isOffline = isOffline
        self.cachedAt = cachedAt
        self.syncedAt = syncedAt
        self.searchText = searchText
        self.placeholders = placeholders
    }

    /// How long ago the cached rows were saved, at `now`; `nil` when the rows are not from the local source.
    public func cacheAge(at now: Date = Date()) -> TimeInterval? {
        cachedAt.map { now.timeIntervalSince($0) }
    }
}

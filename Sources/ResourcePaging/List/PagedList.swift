import Foundation
import ResourceLoader
import ResourceStore

/// A paged list as a screen shows it: local data first, then the network, then one update per change, each a
/// ``ResourceStore/ListSnapshot`` plus its ``ResourceStore/ListDiff``, the list's state and the row to keep in place.
///
/// The list owns a ``Paginator``; everything it shows is derived from the paginator's pages, grouped into
/// sections by a key the app gives (computed per item over the whole list, so a page that continues yesterday
/// joins yesterday's section). Updates are delivered on the main actor, ids are always unique, and a burst of
/// paginator changes makes one update. An append costs O(page) up to the update, with the UI holding the latest
/// update's snapshot (as every adapter does); other changes cost O(n): rows whose ids keep their order (a refetch that
/// found them as they were, a row edited in place) are compared with the shown ones and keep the snapshot, and anything
/// else is diffed. A change the UI would not see makes no update.
///
/// ```swift
/// let list = PagedList(resource: Users(), service: service)
/// list.onUpdate = { update in apply(update.diff, to: update.snapshot) }
/// await list.start()
/// ```
///
/// Observe it three ways: ``onUpdate``, ``updates()`` (an `AsyncStream`), or, from iOS 17 and macOS 14,
/// ``ObservablePagedList``.
@MainActor
public final class PagedList<Resource: PaginatedResource, SectionID: Hashable & Sendable>
where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
    /// One row.
    public typealias Item = Resource.Item
    /// What names a page.
    public typealias Key = Resource.Paging.Key
    /// One change as the UI applies it.
    public typealias Update = ListUpdate<SectionID, Item.ID>

    /// The paginator that loads the pages. Drive the list through the list's own methods; a change made on the
    /// paginator directly shows on the list's next update.
    public let paginator: Paginator<Resource>
    /// How many rows before an end ``loadMoreIfNeeded(atIndex:)`` starts loading the next page. Defaults to 10.
    public var prefetchDistance: Int
    /// The text fields a search looks in, for the instant local filter; `nil` (the default) filters nothing
    /// locally.
    public var searchFields: (@Sendable (Item) -> [String])?
    /// How long typing must pause, in seconds, before a search goes to the server; `nil` (the default)
    /// searches locally only.
    public var remoteSearchDelay: Double?
    /// What waits out ``remoteSearchDelay`` and the polling interval (``pollingInterval``); inject your own to
    /// test. Set it before polling starts.
    public var sleeper: any Sleeping = TaskSleeper()
    /// Tells the list whether the network is reachable; read from ``start()`` on.
    public var reachability: (any ReachabilitySource)?
    /// Whether ``ListState/placeholders`` counts the rows not loaded yet when the server states a total; see
    /// ``loadMoreIfNeeded(atPosition:)``. Defaults to `false`.
    public var showsPlaceholders = false
    /// Whether the checks the list makes by itself show as ``refresh()`` does: loading while they run, and an update
    /// when they end even if they found nothing new. Those checks are polls (``pollingInterval``), the sync when the
    /// network comes back (``reachability``), the refetch of an invalidation, the foreground refetch of the UI
    /// adapters and ``refreshInBackground()``.
    ///
    /// `false` (the default): a check that finds the rows as they were delivers no update (no state change, no
    /// ``onUpdate``, no Observation change), so a spinner or a stale badge bound to the state never flashes; one
    /// that finds changes shows them in one update, and rows shown stale (restored at launch) that it confirms
    /// become fresh in one update. Its time is in ``state``'s ``ListState/syncedAt`` all the same, read by the
    /// foreground refetch's policy. A refresh the app asks for (pull to refresh) always shows that it is loading.
    public var showsBackgroundChecks = false
    /// Called on the main actor with every update, after ``snapshot`` and ``state`` changed.
    public var onUpdate: ((Update) -> Void)?
    /// Changes each row before it is shown, as its page arrives: return the row to show (changed, or as it is), or
    /// `nil` to leave it out; `nil` (the default) shows every row as loaded. A page appended, loaded backwards or
    /// dropped by the page cap costs O(page) to transform; any other change transforms every row again. Rows the app
    /// edits are transformed too, so write it so that a row it produced comes out unchanged. Paging, edits and saving
    /// work on the rows as loaded; what is shown (``item(withID:)``, the updates, the local search filter) is
    /// transformed. Sections (`sectionID`) are the separators: a header per day, say, computed over the whole list, so
    /// a page that continues yesterday joins yesterday's section.
    public var transformRow: (@Sendable (Item) -> Item?)? {
        get { transformedRows?.transform }
        set {
            transformedRows = newValue.map(TransformedRows.init)
            renderer.forgetRendered()
            if let lastRead = machine.lastRead { render(lastRead) }
        }
    }

    /// The store of items this list shares with other lists, or `nil` (the default): the list shows what its pages
    /// hold. With a store, the list shows the store's value for each id, writes into it the values its pages bring
    /// (pages arriving, refreshes, edits shown), and reconfigures a row when another list or the app writes a newer
    /// value of it. Setting it shows the list through it at once; the rows of a list that had some already are written
    /// only where the store holds no value (or an older one, see ``SharedItemStore/orderValues(of:by:)``). A list of
    /// a resource that opts in (``PaginatedResource/sharesItems``) starts with its service's store
    /// (``ResourceLoader/NetworkResourceService/Configuration/itemSharing``). See ``SharedItemStore``.
    public var itemStore: SharedItemStore? {
        get { sharedRows?.store }
        set {
            guard newValue !== sharedRows?.store else { return }
            sharedRows = newValue.map { store in
                let rows = SharedRows<Item>(store: store, joinsLate: machine.lastRead != nil)
                rows.onChange = { [weak self] ids in self?.itemStoreChanged(ids) }
                return rows
            }
            renderer.forgetRendered()
            if let lastRead = machine.lastRead { render(lastRead) }
        }
    }

    /// The list's state now.
    public internal(set) var state = ListState()
    /// The row the reader is at: set by ``setAnchor(_:)``, by ``loadMoreIfNeeded(currentItem:)``, or from a
    /// restored list. Each update carries it (when listed) so the UI keeps that row in place when rows are
    /// inserted above it, and it is saved with the list.
    public internal(set) var anchor: Item.ID?
    /// The last error the local source threw, if any (the list goes on from the network).
    public internal(set) var localSourceError: (any Error)?

    /// The rows after ``transformRow``, when there is one.
    var transformedRows: TransformedRows<Item>?
    /// The rows as the ``itemStore`` holds them, when there is one.
    var sharedRows: SharedRows<Item>?
    /// Draws the shown rows and diffs each render against the last.
    var renderer: ListRenderer<SectionID, Item>
    let loadSaved: (@Sendable () async throws -> SavedPagedList<Item, Key>?)?
    let saveList: (@Sendable (SavedPagedList<Item, Key>) async throws -> Void)?
    /// The app's database the list shows, when it was created over one (see `PagedList+Database.swift`).
    let database: ListDatabaseLink<Item, Key>?
    /// Everything the list knows beyond the paginator's pages, changed only by its transitions.
    var machine = ListStateMachine<Item, Key>()
    /// The streams and tasks that end when the list is released.
    let lifetime = ListLifetime<Update>()
    /// The queued mutations shown over the rows (see `PagedList+Offline.swift`).
    var queuedEdits = QueuedEditsShown<Item>()
    /// The streams of ``updatesWithItems()``, finished with the list.
    let itemsLifetime = ListLifetime<ListItemsUpdate<SectionID, Item>>()
    /// The task reading the paginator's state, while one runs.
    var pump: Task<Void, Never>?
    /// Whether the paginator changed since the pump's last read.
    var needsRender = false
    /// Whether an update was delivered yet.
    var hasRendered = false
    /// Whether the list follows the paginator's changes (and the reachability source) yet.
    var isSubscribed = false
    /// The latest search's task.
    var searchTask: Task<Void, Never>?
    /// The latest query change's task.
    var queryTask: Task<Void, Never>?
    /// The latest load asked for as rows came into view, per direction (see `PagedList+Prefetching.swift`).
    var loadMoreTasks: [PagingDirection: Task<Void, Never>] = [:]
    /// The loads of far pages placeholders asked for, with the placeholders that want each.
    var placeholderLoads = PlaceholderLoads<Key>()
    /// The last save to the local source; the next one waits for it.
    var lastSave: Task<Void, Never>?
    /// The service's invalidations this list follows (see `PagedList+Invalidation.swift`).
    var invalidationObservation = InvalidationObservation()
    /// The rows that came into view whose pages are still to be read again (see `PagedList+Revalidation.swift`).
    var revalidation = ListRevalidation<Item>()
    /// The polling interval and timer (see `PagedList+Polling.swift`).
    var polling = ListPolling()
    /// Whether the list started, and the calls waiting for its first start (see `PagedList+Loading.swift`).
    var starting = ListStart.notStarted

    /// Creates a list; nothing loads until ``start()``.
    ///
    /// - Parameters:
    ///   - resource: the list's endpoint.
    ///   - service: what fetches its pages.
    ///   - initialKey: the page to open at (for instance the one holding the first unread row).
    ///   - maximumPages: the most pages kept in memory (see ``Paginator/maximumPages``).
    ///   - prefetchDistance: see ``prefetchDistance``.
    ///   - sectionID: the section of an item, for instance its day.
    public convenience init(
        resource: Resource,
        service: any ResourceService,
        initialKey: Key? = nil,
        maximumPages: Int? = nil,
        prefetchDistance: Int = 10,
        sectionID: @escaping @Sendable (Item) -> SectionID
    ) {
        self.init(
            paginator: Paginator(
                resource: resource, service: service, initialKey: initialKey, maximumPages: maximumPages),
            prefetchDistance: prefetchDistance, sectionID: sectionID, load: nil, save: nil)
    }

    /// Creates a list that shows `localSource`'s saved pages first and saves every change the network brings.
    ///
    /// - Parameters: as ``init(resource:service:initialKey:maximumPages:prefetchDistance:sectionID:)``, plus
    ///   `localSource`, where the pages are kept between launches.
    public convenience init<Local: PagedListLocalSource>(
        resource: Resource,
        service: any ResourceService,
        localSource: Local,
        initialKey: Key? = nil,
        maximumPages: Int? = nil,
        prefetchDistance: Int = 10,
        sectionID: @escaping @Sendable (Item) -> SectionID
    ) where Local.Item == Item, Local.Key == Key {
        self.init(
            paginator: Paginator(
                resource: resource, service: service, initialKey: initialKey, maximumPages: maximumPages),
            prefetchDistance: prefetchDistance, sectionID: sectionID,
            load: { try await localSource.loadSavedList() }, save: { try await localSource.save($0) })
    }

    init(
        paginator: Paginator<Resource>,
        prefetchDistance: Int,
        sectionID: @escaping @Sendable (Item) -> SectionID,
        load: (@Sendable () async throws -> SavedPagedList<Item, Key>?)?,
        save: (@Sendable (SavedPagedList<Item, Key>) async throws -> Void)?,
        database: ListDatabaseLink<Item, Key>? = nil
    ) {
        self.paginator = paginator
        self.prefetchDistance = prefetchDistance
        self.renderer = ListRenderer(sectionID: sectionID, appendsInPlace: paginator.duplicatePolicy == .keepFirst)
        self.loadSaved = load
        self.saveList = save
        self.database = database
        if paginator.resource.sharesItems, let store = paginator.service.itemSharing as? SharedItemStore {
            itemStore = store
        }
    }

    // MARK: - Reading

    /// The shown sections and ids, in display order.
    public var snapshot: ListSnapshot<SectionID, Item.ID> { renderer.snapshot }

    /// The shown item with `id`, or `nil`.
    ///
    /// - Complexity: O(1).
    public func item(withID id: Item.ID) -> Item? { renderer.itemsByID[id] }

    /// The shown item at `indexPath`, or `nil`.
    public func item(at indexPath: ListIndexPath) -> Item? {
        renderer.snapshot.itemIdentifier(at: indexPath).flatMap { renderer.itemsByID[$0] }
    }

    /// Every update from now on, starting with one that inserts everything shown now (from an empty snapshot),
    /// so that a reader that applies each diff to its previous snapshot always holds the list's. Nothing is
    /// dropped: a slow reader gets every update in order.
    public func updates() -> AsyncStream<Update> {
        let (stream, continuation) = AsyncStream.makeStream(of: Update.self)
        continuation.yield(
            Update(
                snapshot: renderer.snapshot, diff: ListDiff(from: ListSnapshot(), to: renderer.snapshot),
                state: state, anchor: shownAnchor))
        let id = lifetime.add(continuation)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.lifetime.remove(id) }
        }
        return stream
    }

    /// ``updates()``, each with the values of the rows it inserts or changes, read as it was made (see
    /// ``ListItemsUpdate``): what a reader that applies updates later makes its cells from.
    ///
    /// - Complexity: O(k) per update for the k rows it inserts or changes; the first lists every row.
    package func updatesWithItems() -> AsyncStream<ListItemsUpdate<SectionID, Item>> {
        let (stream, continuation) = AsyncStream.makeStream(of: ListItemsUpdate<SectionID, Item>.self)
        let diff = ListDiff(from: ListSnapshot(), to: renderer.snapshot)
        continuation.yield(
            ListItemsUpdate(
                update: Update(snapshot: renderer.snapshot, diff: diff, state: state, anchor: shownAnchor),
                items: renderer.items(changedBy: diff)))
        let id = itemsLifetime.add(continuation)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.itemsLifetime.remove(id) }
        }
        return stream
    }
}

extension PagedList where SectionID == SingleSection {
    /// Creates a list of one section; nothing loads until ``start()``.
    public convenience init(
        resource: Resource,
        service: any ResourceService,
        initialKey: Key? = nil,
        maximumPages: Int? = nil,
        prefetchDistance: Int = 10
    ) {
        self.init(
            resource: resource, service: service, initialKey: initialKey, maximumPages: maximumPages,
            prefetchDistance: prefetchDistance, sectionID: { _ in .main })
    }

    /// Creates a list of one section over a local source; nothing loads until ``start()``.
    public convenience init<Local: PagedListLocalSource>(
        resource: Resource,
        service: any ResourceService,
        localSource: Local,
        initialKey: Key? = nil,
        maximumPages: Int? = nil,
        prefetchDistance: Int = 10
    ) where Local.Item == Item, Local.Key == Key {
        self.init(
            resource: resource, service: service, localSource: localSource, initialKey: initialKey,
            maximumPages: maximumPages, prefetchDistance: prefetchDistance, sectionID: { _ in .main })
    }
}

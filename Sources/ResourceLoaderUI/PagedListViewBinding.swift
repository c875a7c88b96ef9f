import Foundation
import ResourcePaging
import ResourceStore

/// What every list view adapter does with a ``ResourcePaging/PagedList``, without the view: it turns each update
/// into a ``DiffableSnapshotPlan``, a ``ListBackground`` and a ``ListFooter`` (calling back only when they change),
/// asks the list to load more as rows appear (the list decides), forwards refresh, search and retry, and refetches
/// on return to the foreground (by a ``ForegroundRefetchPolicy``).
///
/// The UIKit adapters own one and only forward to it; it is platform-neutral so that all of this is tested on
/// Linux. Use it directly to bind a list to a view of your own:
///
/// ```swift
/// let binding = PagedListViewBinding(list: list)
/// binding.onApply = { plan in /* build and apply a snapshot */ }
/// binding.onBackgroundChange = { background in /* show a view */ }
/// binding.observe()
/// ```
@MainActor
public final class PagedListViewBinding<Resource: PaginatedResource, SectionID: Hashable & Sendable>
where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
    /// How an update is applied to a diffable data source.
    public typealias Plan = DiffableSnapshotPlan<SectionID, Resource.Item.ID>

    /// The list it binds.
    public let list: PagedList<Resource, SectionID>
    /// Whether changes after the first snapshot animate; `true` by default.
    public var animatesDifferences = true
    /// When returning to the foreground refetches.
    public var refetchPolicy: ForegroundRefetchPolicy
    /// Called with the plan of every update that changes the rows, and of every update until rows are shown; while
    /// ``drawsPlaceholders``, also of every update that changes the placeholder counts (draw them with
    /// ``placeholders``).
    public var onApply: ((Plan) -> Void)?
    /// The kind of cell a row shows, when the cell provider picks the cell's registration or reuse identifier from
    /// the item's value (a message cell or a photo cell, say): a changed row whose kind changed is reloaded (its
    /// cell replaced) instead of reconfigured, because UIKit throws when a reconfigured row's cell provider dequeues
    /// another registration or reuse identifier than its cell's. `nil` (the default): every row has one kind, and a
    /// changed row is reconfigured.
    ///
    /// ```swift
    /// adapter.binding.cellKind = { message in message.imageURL == nil ? "text" : "photo" }
    /// ```
    public var cellKind: ((Resource.Item) -> AnyHashable)?
    /// Whether the view draws the list's placeholders (``ResourcePaging/ListState/placeholders``, listed when the
    /// list's ``ResourcePaging/PagedList/showsPlaceholders`` is on and the server states a total): then
    /// ``placeholders`` holds the counts of the update being applied, and an update that changes them is applied
    /// even when its rows did not change. `false` by default; the adapters set it.
    public var drawsPlaceholders = false
    /// The placeholder counts of the update last applied, while ``drawsPlaceholders``; `nil` otherwise.
    public private(set) var placeholders: ListPlaceholders?
    /// How many rows (items and placeholders) the update last applied drew.
    private var drawnRows = 0
    /// Called with the background at the first update and whenever it changes.
    public var onBackgroundChange: ((ListBackground) -> Void)?
    /// Called with the bottom footer at the first update and whenever it changes.
    public var onFooterChange: ((ListFooter) -> Void)?

    /// The background shown now; `nil` before the first update.
    public private(set) var background: ListBackground?
    /// The bottom footer shown now; `nil` before the first update.
    public private(set) var footer: ListFooter?
    /// Whether a snapshot with rows has been applied: until then snapshots apply without animation, so the
    /// first rows appear at once rather than sliding in over the spinner.
    public private(set) var hasShownRows = false
    private var searchText: String?
    /// The items of the last update received: what ``item(withID:)`` reads.
    private var shown = ShownItems<SectionID, Resource.Item>()
    /// The update ``onApply`` is applying, only while it runs (kept no longer, so the list's renderer still appends
    /// to its snapshot in place), whether it shows the first rows, whether the view shows the previous update's rows
    /// (every update since rows showed went through ``onApply`` or changed nothing), and the placeholders drawn
    /// before it.
    private(set) var applying:
        (
            update: ListUpdate<SectionID, Resource.Item.ID>, isFirstRows: Bool, showsPrevious: Bool,
            oldPlaceholders: ListPlaceholders?
        )?
    /// The row the list opens at (its anchor when its first rows showed), until a view has shown it
    /// (``didKeep(_:)``) or the reader scrolled (see `PagedListViewBinding+Place.swift`).
    var pendingOpening: ScrollPlacement<Resource.Item.ID>?
    /// The tasks ``observe()`` started, cancelled when this binding is released.
    private var observations: [Task<Void, Never>] = []

    /// Binds `list`; nothing happens until ``observe()`` (or ``receive(_:items:)``).
    public init(list: PagedList<Resource, SectionID>, refetchPolicy: ForegroundRefetchPolicy = .init()) {
        self.list = list
        self.refetchPolicy = refetchPolicy
    }

    /// Follows the list's ``ResourcePaging/PagedList/updates()`` from now on, starting with everything shown now,
    /// until this binding is released (the task ends then, not at the list's next update).
    ///
    /// - Returns: the task that follows; cancel it to stop.
    @discardableResult
    public func observe() -> Task<Void, Never> {
        let updates = list.updatesWithItems()
        let observation = Task { [weak self] in
            for await delivered in updates {
                guard let self else { return }
                self.receive(delivered.update) { delivered.items[$0] }
            }
        }
        observations.append(observation)
        return observation
    }

    deinit {
        for observation in observations { observation.cancel() }
    }

    /// Handles one update of the list: the plan when the rows changed (or while none were shown yet), then the
    /// background and the footer when they changed.
    ///
    /// Hand it every update from the first, in order, with the values of the rows it inserts or changes as the
    /// update has them: from the list's ``ResourcePaging/PagedList/onUpdate``, that is the list's own
    /// ``ResourcePaging/PagedList/item(withID:)``, read there and then (a later read may find a row changed or
    /// gone). ``observe()`` does all of this.
    ///
    /// ```swift
    /// list.onUpdate = { [list] update in binding.receive(update, items: list.item(withID:)) }
    /// ```
    public func receive(
        _ update: ListUpdate<SectionID, Resource.Item.ID>, items: (Resource.Item.ID) -> Resource.Item?
    ) {
        // The kind each reconfigured row's cell had, read before the rows take their new values.
        let oldKinds = cellKind.map { kind in
            update.diff.itemReconfigures.compactMap { change in shown.byID[change.id].map { (change.id, kind($0)) } }
        }
        shown.follow(update, items: items)
        var plan = Plan(update, isFirst: !hasShownRows, animates: animatesDifferences)
        if let cellKind, let oldKinds {
            let changedKind = oldKinds.filter { id, kind in shown.byID[id].map(cellKind) != kind }.map(\.0)
            if !changedKind.isEmpty { plan = plan.reloading(Set(changedKind)) }
        }
        let placeholders = drawsPlaceholders ? update.state.placeholders : nil
        // Rows filling placeholders in place (as many rows drawn as before, fewer of them placeholders) swap in
        // without animation: animated, each placeholder would fade out as its row fades in, a flash.
        let drawnRows = update.snapshot.numberOfItems + (placeholders.map { $0.leading + $0.trailing } ?? 0)
        if let old = self.placeholders, let placeholders, drawnRows == self.drawnRows,
            placeholders.leading + placeholders.trailing < old.leading + old.trailing
        {
            plan = plan.animating(false)
        }
        if plan.needsApply || placeholders != self.placeholders {
            self.drawnRows = drawnRows
            let oldPlaceholders = self.placeholders
            self.placeholders = placeholders
            applying = (update, !hasShownRows && update.snapshot.numberOfItems > 0, hasShownRows, oldPlaceholders)
            hasShownRows = hasShownRows || update.snapshot.numberOfItems > 0
            onApply?(plan)
            applying = nil
        }
        let background = ListBackground(update.state)
        if background != self.background {
            self.background = background
            onBackgroundChange?(background)
        }
        let footer = ListFooter(update.state)
        if footer != self.footer {
            self.footer = footer
            onFooterChange?(footer)
        }
    }

    /// The plan to apply to a data source keyed by ``ListRow`` (the adapters'), for `plan`, the plan ``onApply`` is
    /// applying: while the view shows the previous update's rows, one that edits them
    /// (``DiffableSnapshotPlan/startsFromShown``), so an update's own cost follows its change, not the list's length
    /// (a changed row in a list of 10,000 hands the data source one identifier, not 10,000); otherwise, or when the
    /// update changes sections, moves rows or changes the leading placeholders, the rows built afresh with the
    /// ``placeholders`` drawn (``DiffableSnapshotPlan/drawingPlaceholders(_:)``).
    public func drawnPlan(_ plan: Plan) -> DiffableSnapshotPlan<SectionID, ListRow<Resource.Item.ID>> {
        if let applying, applying.showsPrevious,
            let edits = plan.editingShownRows(
                for: applying.update, placeholders: applying.oldPlaceholders, placeholders)
        {
            return edits
        }
        return plan.drawingPlaceholders(placeholders)
    }

    /// The item with `id` in the last update received: the one ``onApply`` is applying, until the next one is
    /// received. Make cells from it, not from the list: every row of the snapshot being applied has its item here,
    /// as that update had it, even when the list has changed the row again or dropped it since (an update that
    /// a data source reconfigures must find its row).
    ///
    /// - Complexity: O(1).
    public func item(withID id: Resource.Item.ID) -> Resource.Item? {
        shown.byID[id]
    }

    /// The item of a row of the snapshot being applied, which the adapters' cell providers make the cell from.
    ///
    /// - Precondition: `id` is in the last update received (a data source asks only for the rows of the snapshot
    ///   it applies, and the adapters apply each update's as they receive it).
    func shownItem(withID id: Resource.Item.ID) -> Resource.Item {
        guard let item = item(withID: id) else {
            preconditionFailure("row \(id) is not in the update being applied")
        }
        return item
    }

    /// Loads more when the row at `indexPath` (about to be displayed, or prefetched) is near an end: the list
    /// decides (``ResourcePaging/PagedList/loadMoreIfNeeded(at:)``).
    ///
    /// - Returns: the loads started, if any; await its value to know they finished.
    @discardableResult
    public func rowWillAppear(at indexPath: ListIndexPath) -> Task<Void, Never>? {
        list.loadMoreIfNeeded(at: indexPath)
    }

    /// Loads what the row about to appear needs, in a view that draws placeholders (``drawsPlaceholders``): more
    /// when a loaded item is near an end (``rowWillAppear(withID:)``); for a placeholder, the page around it, or
    /// the next (or previous) page towards it (``ResourcePaging/PagedList/loadMoreIfNeeded(atPosition:)``).
    ///
    /// - Returns: the loads started for an item, if any; `nil` for a placeholder (the list loads its page itself).
    @discardableResult
    public func rowWillAppear(_ row: ListRow<Resource.Item.ID>) -> Task<Void, Never>? {
        switch row {
        case .item(let id):
            return rowWillAppear(withID: id)
        case .placeholder(let position):
            list.loadMoreIfNeeded(atPosition: position)
            return nil
        }
    }

    /// Loads what the rows UIKit prefetches (`prefetchRowsAt`) will need, as ``rowWillAppear(_:)`` does, but an
    /// item's page at a lower priority than a row on screen asks for, and cancelled if every row that asked for it
    /// leaves before it arrives (``ResourcePaging/PagedList/prefetch(at:)``).
    ///
    /// - Returns: the loads started for items, if any.
    @discardableResult
    public func rowsWillBePrefetched(_ rows: [ListRow<Resource.Item.ID>]) -> Task<Void, Never>? {
        var indexPaths: [ListIndexPath] = []
        for row in rows {
            switch row {
            case .item(let id):
                if let indexPath = list.snapshot.indexPath(ofItem: id) { indexPaths.append(indexPath) }
            case .placeholder(let position):
                list.loadMoreIfNeeded(atPosition: position)
            }
        }
        return indexPaths.isEmpty ? nil : list.prefetch(at: indexPaths)
    }

    /// The rows UIKit no longer expects to show soon (`cancelPrefetchingForRowsAt`): a page load only they wanted
    /// is cancelled (``ResourcePaging/PagedList/cancelPrefetching(at:)``,
    /// ``ResourcePaging/PagedList/placeholderDisappeared(atPosition:)``).
    public func prefetchingCancelled(for rows: [ListRow<Resource.Item.ID>]) {
        let snapshot = list.snapshot
        var indexPaths: [ListIndexPath] = []
        for row in rows {
            switch row {
            case .item(let id):
                if let indexPath = snapshot.indexPath(ofItem: id) { indexPaths.append(indexPath) }
            case .placeholder(let position):
                list.placeholderDisappeared(atPosition: position)
            }
        }
        list.cancelPrefetching(at: indexPaths)
    }

    /// Loads more when the row with `id` (a SwiftUI row's `onAppear`) is near an end.
    ///
    /// - Returns: the loads started, if any.
    @discardableResult
    public func rowWillAppear(withID id: Resource.Item.ID) -> Task<Void, Never>? {
        guard let indexPath = list.snapshot.indexPath(ofItem: id) else { return nil }
        return list.loadMoreIfNeeded(at: indexPath)
    }

    /// Loads the next page when the rows just applied do not fill the visible area (the list decides:
    /// ``ResourcePaging/PagedList/loadMoreToFill(contentLength:visibleLength:)``): call it once an apply is laid
    /// out, with the content's and the visible area's lengths along the scrolling axis. The adapters do.
    ///
    /// - Returns: the load started, if any.
    @discardableResult
    public func contentDidChange(contentLength: Double, visibleLength: Double) -> Task<Void, Never>? {
        list.loadMoreToFill(contentLength: contentLength, visibleLength: visibleLength)
    }

    /// Starts the list (``ResourcePaging/PagedList/start()``: saved rows first, then the server).
    ///
    /// - Returns: the task that starts it.
    @discardableResult
    public func start() -> Task<Void, Never> {
        Task { await list.start() }
    }

    /// Reloads the first page (pull to refresh) and returns once its update is handled.
    public func refresh() async {
        await list.refresh()
    }

    /// Loads again what failed (a first load, a refresh, a footer).
    public func retry() async {
        await list.retry()
    }

    /// Searches for `text` (`nil` or empty clears the search); the same text again is ignored, so a search
    /// field may report every change.
    ///
    /// - Returns: the search's task, or `nil` when the text did not change.
    @discardableResult
    public func search(_ text: String?) -> Task<Void, Never>? {
        let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines)
        let query = trimmed?.isEmpty == false ? trimmed : nil
        guard query != searchText else { return nil }
        searchText = query
        return list.search(query)
    }

    /// Refetches when the app returns to the foreground and ``refetchPolicy`` says the data is stale: a background
    /// check (``ResourcePaging/PagedList/refreshInBackground()``), which shows nothing when it finds the rows as they
    /// were, unless the list ``ResourcePaging/PagedList/showsBackgroundChecks``.
    ///
    /// - Returns: the refetch, if one started.
    @discardableResult
    public func appWillEnterForeground(at now: Date = Date()) -> Task<Void, Never>? {
        guard refetchPolicy.shouldRefetch(list.state, now: now) else { return nil }
        let list = self.list
        return Task { _ = await list.refreshInBackground() }
    }
}

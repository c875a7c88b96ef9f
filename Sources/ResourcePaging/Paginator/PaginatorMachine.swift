import ResourceLoader
import ResourceStore

/// Everything a ``Paginator`` changes as it loads, refreshes, splices, searches and edits, in one value, changed only
/// by the transitions below; the paginator's public ``PaginatorState`` is derived from it (``state``). The actor
/// keeps what never changes (the resource, the service, the strategy), this value and its subscribers, and runs the
/// tasks; it decides nothing this value does not.
///
/// What it holds, by concern:
/// - **What is listed**: the ``window`` of pages of the current ``generation``. A response of an older generation
///   never reaches it.
/// - **Loads**: three slots (towards the end, towards the start, the refresh or search), each a ``LoadSlot``; the
///   page each load's task hands over (see `PageHandoff`); the loads' ids; and, per direction, how many pages in a row
///   listed no new row.
/// - **What pages are asked for with**: the search text, the query, and the key of the page the refresh slot loads.
/// - **A refresh's splice**: whether the next refresh keeps the window it replaces, that window once kept, and
///   after a splice, where the rows whose positions are known end (``UnconfirmedEnd``).
///
/// The combinations the paginator's defects came from cannot be written here: a window is kept only by a refresh
/// that was asked to keep it, and goes with the next generation; a load freed from its slot is dropped (its task
/// cancelled, its callers answered) in the same transition that frees it; a response is applied only while its load
/// holds its slot in the current generation (``holds(_:in:)``).
///
/// Its stored properties are written only by its own transitions, here and in `PaginatorMachine+Pages.swift` (Swift
/// has no access level for two files, so the ones that file writes are internal): the actor calls transitions and
/// reads, and never assigns a property.
struct PaginatorMachine<Item: Identifiable & Sendable, Key: Hashable & Sendable> where Item.ID: Sendable {
    // MARK: What never changes

    /// The key the list starts from.
    let initialKey: Key
    /// The most pages kept, or `nil` for no limit.
    let maximumPages: Int?
    /// Positions of pages, when the strategy's keys name them.
    let addressing: PageAddressing<Key>?

    // MARK: What is listed

    /// The listed pages of the current generation.
    var window: LoadedWindow<Item, Key>
    /// Grows with every new generation (a reset, a refresh, a jump, a search, a query change, a restore).
    private(set) var generation = 0

    // MARK: Loads

    /// Loads towards the end, towards the start, and the refresh (or search), indexed by ``Slot``.
    var slots: [LoadSlot] = [LoadSlot(), LoadSlot(), LoadSlot()]
    /// The page each slot's load in flight hands over from its task, for the first caller back on the actor to
    /// apply (indexed by slot).
    private var handoffs: [PageHandoff<Item, Key>?] = [nil, nil, nil]
    /// The id of the load started last.
    private var lastLoadID = 0
    /// Pages in a row that listed no new row, towards the end and towards the start (indexed by slot).
    var pagesAddingNothing = [0, 0]
    /// How many pages in a row may list no new row before that direction stops with
    /// ``PagingError/pagesAddedNothing(count:)``.
    static var barrenPageLimit: Int { 3 }

    // MARK: What pages are asked for with

    /// The search the pages are loaded for, if any.
    private(set) var searchText: String?
    /// The query every page is asked for with; empty by default.
    private(set) var query = ListQuery()
    /// The key of the page the refresh slot loads: the initial key, or the key a jump was given.
    private(set) var refreshKey: Key?

    // MARK: A refresh's splice

    /// Whether the next refresh to arrive keeps the window it replaces in ``keptWindow``: a `PagedList`'s sync asks,
    /// before it refreshes, to splice the listed pages back. A refresh that fails or is cancelled forgets the ask.
    var keepsNextRefresh = false
    /// The window a refresh replaced when ``keepsNextRefresh`` asked: the splice takes its pages that it keeps
    /// unchanged. `nil` after the splice, and in a new generation. (A second sync may ask again before the first
    /// splices, so the ask and the kept window are two fields, not one state.)
    var keptWindow: LoadedWindow<Item, Key>?
    /// The page a refresh or a first load read last, as its response decoded it, with the response's fingerprint: the
    /// next refetch of that key that gets the same response reuses it (``PageResource/model(from:)``). It shares
    /// its rows' storage with the listed page until an edit changes that page.
    var decodedPage: FingerprintedPage<Item, Key>?
    /// After a splice kept listed rows the refresh did not load again, for keys that name a row's position: where
    /// the rows whose positions are known end. `nil` once a forward page was added, and in a new generation.
    var unconfirmedEnd: UnconfirmedEnd?

    /// An empty machine in generation 0.
    init(initialKey: Key, maximumPages: Int?, duplicatePolicy: DuplicatePolicy, addressing: PageAddressing<Key>?) {
        self.initialKey = initialKey
        self.maximumPages = maximumPages
        self.addressing = addressing
        self.window = LoadedWindow(duplicatePolicy: duplicatePolicy)
    }

    // MARK: - Reading

    /// The public state: the items and where loading stands each way.
    var state: PaginatorState<Item> {
        var state = PaginatorState(
            generation: generation,
            items: window.items,
            forward: slots[Slot.forward].loadState(hasMore: window.isEmpty || window.hasMoreAtEnd),
            backward: slots[Slot.backward].loadState(hasMore: window.isEmpty || window.hasMoreAtStart),
            refresh: slots[Slot.refresh].loadState(hasMore: true),
            searchText: searchText,
            placeholders: window.placeholders(addressing)
        )
        state.partlyReadPages = window.partlyReadPages
        return state
    }

    /// The key of the next page to load towards `edge`: the initial key when nothing is listed; after a splice, the
    /// next page starts one row early, at the last listed row, to check that none was skipped.
    func pendingKey(_ edge: WindowEdge) -> Key? {
        guard !window.isEmpty else { return initialKey }
        let key = window.key(beyond: edge)
        guard edge == .end, let key, let unconfirmedEnd, let addressing, let position = addressing.position(key),
            position > unconfirmedEnd.knownEnd
        else { return key }
        return addressing.moved(key, -1) ?? key
    }

    /// The key a failure in `slot` names, written out.
    func pendingKeyDescription(_ slot: Int) -> String {
        let key: Key? =
            switch slot {
            case Slot.forward: pendingKey(.end)
            case Slot.backward: pendingKey(.start)
            default: refreshKey ?? initialKey
            }
        return key.map { "\($0)" } ?? "nil"
    }

    /// Whether the load `id` still holds `slot` in this generation: only then is its answer applied.
    func holds(_ id: Int, in slot: Int) -> LoadSlot.ActiveLoad? {
        guard let load = slots[slot].activeLoad, load.id == id, load.generation == generation else { return nil }
        return load
    }

    /// The key to ask for instead of `key`, the one the forward load `id` asked for, when a row the app removed or
    /// inserted meanwhile moved the next page's position: the page asked for would skip or repeat rows. `nil` when
    /// `key` still names the next page.
    func keyMovedByEdits(from key: Key, load id: Int) -> Key? {
        guard holds(id, in: Slot.forward) != nil, unconfirmedEnd == nil, addressing != nil,
            let next = window.key(beyond: .end), next != key
        else { return nil }
        return next
    }

    /// The rules this value keeps, as sentences, one for each broken: empty when it is sound. The window's own
    /// (``LoadedWindow/invariantViolations()``), and:
    /// - every load in flight belongs to the current generation (a new generation drops them all);
    /// - a stopped slot has no load in flight, and a slot's load has at least one caller or an operation holding it;
    /// - no direction counts more pages adding nothing than the limit that stops it;
    /// - an unconfirmed end exists only for keys that name positions, after at least one row.
    func invariantViolations() -> [String] {
        var problems = window.invariantViolations()
        for (index, slot) in slots.enumerated() {
            if let load = slot.activeLoad {
                if load.generation != generation {
                    problems.append(
                        "slot \(index): a load of generation \(load.generation) in generation \(generation)")
                }
                if load.callers < 0 { problems.append("slot \(index): \(load.callers) callers") }
                if slot.stopError != nil { problems.append("slot \(index): stopped while loading") }
            }
        }
        for (index, count) in pagesAddingNothing.enumerated() where count < 0 || count > Self.barrenPageLimit {
            problems.append(
                "slot \(index): \(count) pages in a row added nothing (the limit is \(Self.barrenPageLimit))")
        }
        if let unconfirmedEnd, addressing == nil || unconfirmedEnd.step < 1 {
            problems.append("an unconfirmed end (\(unconfirmedEnd)) for keys that name no positions, or a step under 1")
        }
        return problems
    }

    // MARK: - Generations

    /// Starts a new generation: every load in flight is dropped (its callers get ``PageLoadResult/superseded``), the
    /// progress counts, the unconfirmed end and a kept window are forgotten, and with `clearingItems` the list
    /// empties. The search text and the query stay.
    mutating func startGeneration(clearingItems: Bool) {
        for slot in slots.indices { Self.drop(slots[slot].newGeneration(), answering: .superseded) }
        generation += 1
        pagesAddingNothing = [0, 0]
        unconfirmedEnd = nil
        keptWindow = nil
        if clearingItems { window.removeAll() }
    }

    /// Sets what later pages are asked for with (a search, a query change); `query` `nil` keeps the query.
    mutating func ask(searchText: String?, query: ListQuery?) {
        self.searchText = searchText
        if let query { self.query = query }
    }

    /// Sets the key the refresh slot loads: before a refresh, a jump, a search or a query change loads it.
    mutating func setRefreshKey(_ key: Key) {
        refreshKey = key
    }

    /// Starts a new generation listing `pages` (consecutive, in order), loading nothing, every page unread; a key
    /// the pages hand out that was listed before stops that direction.
    mutating func restore(_ pages: [Page<Item, Key>], searchText: String?, query: ListQuery?) {
        startGeneration(clearingItems: true)
        ask(searchText: searchText, query: query)
        for page in pages {
            let addition = window.add(page, beyond: .end)
            if let key = addition.repeatedNextKey {
                slots[Slot.forward].stop(.repeatedKey(key: key))
                break
            }
            if let key = addition.repeatedPreviousKey { slots[Slot.backward].stop(.repeatedKey(key: key)) }
        }
        // Listed again, not read: a page revalidation reads them when asked.
        window.markAllUnread()
    }

    /// Marks the listed page at `index` read (or not) in this generation.
    mutating func setRead(_ isRead: Bool, pageAt index: Int) {
        window.setRead(isRead, pageAt: index)
    }

    // MARK: - Loads

    /// The page kept for the next refetch of `key` (``decodedPage``), when it is that key's.
    func decodedPage(withKey key: Key) -> FingerprintedPage<Item, Key>? {
        decodedPage.flatMap { $0.page.key == key ? $0 : nil }
    }

    /// A new load in `slot`, at the current task's priority, anchored at the edge page it is to follow.
    mutating func makeLoad(in slot: Int, callers: Int, heldByOperation: Bool = false) -> LoadSlot.ActiveLoad {
        lastLoadID += 1
        let anchor: Int? =
            switch slot {
            case Slot.forward: window.position(at: .end)
            case Slot.backward: window.position(at: .start)
            default: nil
            }
        return LoadSlot.ActiveLoad(
            id: lastLoadID, generation: generation, anchor: anchor,
            outcome: LoadOutcome(), callers: callers, heldByOperation: heldByOperation,
            priority: SharedPriority.forCurrentTask())
    }

    /// Starts `load` in `slot`, with the hand-off its task deposits the page in (`nil` for an operation's load).
    mutating func start(_ load: LoadSlot.ActiveLoad, in slot: Int, handoff: PageHandoff<Item, Key>?) {
        slots[slot].start(load)
        if let handoff { handoffs[slot] = handoff }
    }

    /// Counts one more caller of the load in flight in `slot` and returns it, or `nil` when none is in flight.
    mutating func join(_ slot: Int) -> LoadSlot.ActiveLoad? {
        slots[slot].join()
    }

    /// Gives the load `id` in `slot` its task; `false` when the slot no longer holds it (cancel the task then).
    mutating func attach(_ task: Task<Void, Never>, toLoad id: Int, in slot: Int) -> Bool {
        guard slots[slot].activeLoad?.id == id else { return false }
        slots[slot].attach(task)
        return true
    }

    /// Gives the load in flight in `slot`, whichever it is, a task (a follow-up request for a moved page).
    mutating func attach(_ task: Task<Void, Never>, in slot: Int) {
        slots[slot].attach(task)
    }

    /// The hand-off of load `id` in `slot`, once: the first caller back on the actor takes it.
    mutating func takeHandoff(ofLoad id: Int, in slot: Int) -> PageHandoff<Item, Key>? {
        guard let handoff = handoffs[slot], handoff.load == id else { return nil }
        handoffs[slot] = nil
        return handoff
    }

    /// A caller of load `id` stopped waiting. When it was the last and it was cancelled, the load is dropped (its
    /// task cancelled, its callers answered ``PageLoadResult/cancelled``) and `true` is returned.
    mutating func leave(_ id: Int, in slot: Int, cancelled: Bool) -> Bool {
        guard let abandoned = slots[slot].leave(id, cancelled: cancelled) else { return false }
        if handoffs[slot]?.load == id { handoffs[slot] = nil }
        Self.drop(abandoned, answering: .cancelled)
        return true
    }

    /// Drops every load in flight; their callers get ``PageLoadResult/cancelled`` and the keys stay.
    mutating func cancelLoads() {
        for slot in slots.indices { Self.drop(slots[slot].abandon(), answering: .cancelled) }
    }

    /// The key to ask for instead of the page `result` that forward load `id` loaded with `key`, when that page may
    /// have skipped rows: after a splice, a page that does not start at a listed row and starts after the rows
    /// whose positions are known. Steps back twice as far each time, never before those rows.
    mutating func earlierKey(than key: Key, for result: Result<Page<Item, Key>, ResourceError>, load id: Int) -> Key? {
        guard holds(id, in: Slot.forward) != nil, var unconfirmed = unconfirmedEnd, let addressing,
            case .success(let page) = result, let position = addressing.position(key), position > unconfirmed.knownEnd
        else { return nil }
        if let first = page.items.first, window.contains(id: first.id) { return nil }
        let earlier = max(unconfirmed.knownEnd, position - unconfirmed.step)
        unconfirmed.step *= 2
        unconfirmedEnd = unconfirmed
        return addressing.moved(key, earlier - position)
    }

    /// Cancels a load that no longer holds its slot and answers its callers.
    static func drop(_ load: LoadSlot.ActiveLoad?, answering result: PageLoadResult) {
        guard let load else { return }
        load.task?.cancel()
        load.outcome.answer(result)
    }
}

/// Where the rows whose server positions a splice knows end, and how far a forward page that may have skipped
/// rows steps back; see `Paginator.splice(after:listedItems:searchText:query:)`.
struct UnconfirmedEnd {
    /// The position after the last row whose position is known (the fresh pages' last row).
    var knownEnd: Int
    /// How many rows the next step back goes.
    var step: Int
}

/// The paginator's three slots, as indexes of its slots. (Outside the generic types, so that using them looks up no
/// generic metadata.)
enum Slot {
    static var forward: Int { 0 }
    static var backward: Int { 1 }
    static var refresh: Int { 2 }

    static func of(_ edge: WindowEdge) -> Int { edge == .end ? forward : backward }
}

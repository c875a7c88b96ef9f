/// Which rows a ``PagedList`` has had checked since its last refresh: a row coming into view whose page was not
/// read from the server since then has its page revalidated, once (see `PagedList+Revalidation.swift`).
///
/// A row counts as checked once it is queued: a page's rows come into view together, and the page is asked about
/// once, with the ids of its rows marked checked then. A refresh starts over; a read that failed forgets the rows it
/// was for, which are checked again when they come into view again.
struct ListRevalidation<ID: Hashable> {
    /// Rows queued or whose page was checked since the last refresh.
    private var checked: Set<ID> = []
    /// Rows that came into view, unchecked, waiting for the task that checks them.
    private var queue: [ID] = []
    /// The task checking the queued rows, while one runs.
    var task: Task<Void, Never>?
    /// The checks made before a server search began, put back when it is cleared: the checks made during the
    /// search were of its result pages, not of the pages listed again.
    private var beforeSearch: Set<ID>?

    /// Queues the row with `id`, unless it was checked since the last refresh; returns whether a task must be
    /// started to check it (none runs).
    mutating func enqueue(_ id: ID) -> Bool {
        guard checked.insert(id).inserted else { return false }
        queue.append(id)
        return task == nil
    }

    /// The next queued row, if any.
    mutating func next() -> ID? {
        queue.isEmpty ? nil : queue.removeFirst()
    }

    /// Marks rows checked: their page was read, or revalidated.
    mutating func markChecked(_ ids: [ID]) {
        checked.reserveCapacity(checked.count + ids.count)
        for id in ids { checked.insert(id) }
    }

    /// Forgets the check of the row with `id` and of the rows queued behind it: reading its page failed, so they
    /// are checked again when they come into view again.
    mutating func forget(_ id: ID) {
        checked.remove(id)
        for queued in queue { checked.remove(queued) }
        queue.removeAll()
    }

    /// Forgets every check, for a refresh: each page is checked again as its rows come into view (those listed
    /// again when a search is cleared too).
    mutating func reset() {
        checked.removeAll()
        queue.removeAll()
        if beforeSearch != nil { beforeSearch = [] }
    }

    /// A server search begins: its result pages replace the pages listed, which come back when it is cleared.
    mutating func searchBegan() {
        if beforeSearch == nil { beforeSearch = checked }
    }

    /// A server search was cleared and the pages listed before it are listed again: only the checks made before
    /// the search still hold.
    mutating func searchCleared() {
        guard let saved = beforeSearch else { return }
        checked = saved
        queue.removeAll()
        beforeSearch = nil
    }
}

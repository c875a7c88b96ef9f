/// Which rows a ``PagedList`` has had checked since its last refresh: a row coming into view whose page was not
/// read from the server since then has its page revalidated, once (see `PagedList+Revalidation.swift`).
///
/// A row counts as checked once it is queued: a page's rows come into view together, and the page is asked about
/// once, with the ids of its rows marked checked then. A refresh starts over; a read that failed forgets the rows it
/// was for, which are checked again when they come into view again.
struct ListRevalidation<Item: Identifiable> {
    typealias ID = Item.ID
    /// Rows queued or whose page was checked since the last refresh (with ``readPages``).
    private var checked: Set<ID> = []
    /// The rows of pages read since the last refresh, not yet in ``checked``: kept as the pages' arrays (their
    /// storage shared) and added to it when a row first comes into view, so that a refresh, a poll or a check that
    /// no scrolling follows costs O(1) per page read, not a look-up per row.
    private var readPages: [[Item]] = []
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
        foldReadPages()
        guard checked.insert(id).inserted else { return false }
        queue.append(id)
        return task == nil
    }

    /// The next queued row, if any.
    mutating func next() -> ID? {
        queue.isEmpty ? nil : queue.removeFirst()
    }

    /// Marks rows checked: their page was read, or revalidated. O(1): they join ``checked`` when a row next comes
    /// into view.
    mutating func markChecked(_ rows: [Item]) {
        if !rows.isEmpty { readPages.append(rows) }
    }

    /// Adds the rows of the pages read to ``checked``.
    private mutating func foldReadPages() {
        guard !readPages.isEmpty else { return }
        checked.reserveCapacity(checked.count + readPages.reduce(0) { $0 + $1.count })
        for rows in readPages {
            for row in rows { checked.insert(row.id) }
        }
        readPages.removeAll()
    }

    /// Forgets the check of the row with `id` and of the rows queued behind it: reading its page failed, so they
    /// are checked again when they come into view again.
    mutating func forget(_ id: ID) {
        foldReadPages()
        checked.remove(id)
        for queued in queue { checked.remove(queued) }
        queue.removeAll()
    }

    /// Forgets every check, for a refresh: each page is checked again as its rows come into view (those listed
    /// again when a search is cleared too).
    mutating func reset() {
        checked.removeAll()
        readPages.removeAll()
        queue.removeAll()
        if beforeSearch != nil { beforeSearch = [] }
    }

    /// A server search begins: its result pages replace the pages listed, which come back when it is cleared.
    mutating func searchBegan() {
        foldReadPages()
        if beforeSearch == nil { beforeSearch = checked }
    }

    /// A server search was cleared and the pages listed before it are listed again: only the checks made before
    /// the search still hold.
    mutating func searchCleared() {
        guard let saved = beforeSearch else { return }
        checked = saved
        readPages.removeAll()
        queue.removeAll()
        beforeSearch = nil
    }
}

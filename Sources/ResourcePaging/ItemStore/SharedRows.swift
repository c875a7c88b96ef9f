/// The rows a ``PagedList`` shows through a ``SharedItemStore``: for each listed id, the store's value, and the
/// values the list's pages bring written into the store.
///
/// A row's page value is written into the store when it differs from the one this list's pages held for that id
/// before (or the id is new to the list): a page arriving, a refresh that found the row changed, an edit shown over
/// the pages, or its rollback. Otherwise the store's value is shown, which another list or the app may have made
/// newer. The store decides at once whether a written value wins (``SharedWrite``: restored rows and a late list's
/// first rows only fill, an edit waiting for its server holds its item) and the row shows what it holds; the other
/// lists are told after the list's render (``publish()``), once the list is in a consistent state, each once.
///
/// Rows appended to the ones read last (pages added at the end alone: ``PagedItems/edgeChanges(from:)``) are read
/// alone: O(page) per arrival, and the renderer still sees an append. A page loaded backwards or dropped by the page
/// cap moves every row's position, so it reads every row, in O(n). Rows that list the ids read last in the same order (an edit in place, a refetch that
/// found the rows where they were) are compared with them by position, and only the rows whose page value changed are
/// looked up by id. Anything else reads every row by id, in O(n). A change in the store is put in place in ``rows``
/// by position (``rowsWithStoreValues(of:)``), so the rows are always the store's values. An id listed again with the
/// value it had when it left these rows (pages the list kept aside and lists again) is written as possibly old.
///
/// Invariants: every id in ``pageValues`` has these rows registered in the store (the store may hold more
/// registrations: those of ids the list no longer shows go when the store next tells of them); ``rows`` has the ids of
/// ``lastRead`` in the same order, in pages of the same lengths (empty ones included), and each
/// `pageValues[id].position` is its row's position in both.
@MainActor
final class SharedRows<Item: Identifiable & Equatable & Sendable> where Item.ID: Sendable {
    /// The store.
    let store: SharedItemStore
    /// The store's table of this type (tables are never dropped), read once per row.
    let table: ItemTable<Item>
    /// Called when the store changed items these rows show, with their ids.
    var onChange: (([Item.ID]) -> Void)?
    /// For each listed id, the value the list's pages held when last read, and where its row is.
    var pageValues: [Item.ID: Listed] = [:]
    /// For each id these rows listed once and no longer list, the value the list's pages held when it left, and the
    /// generation it left in. An id listed again with that value brings nothing new (a page the list kept aside, as the
    /// rows listed before a server search, or a query's first page shown again from memory): it may be older than the
    /// store's value, so it is written as ``SharedWrite/restored``; unless a later generation's server read sends it.
    var departed: [Item.ID: Departed] = [:]
    /// Values written again once the server sends them again, as fresh: page values the store refused as possibly old
    /// (it holds another value for the id; among them a refused edit's row whose rollback showed another value), and
    /// this list's confirmed edits (another list's late page from before the edit may have written over it).
    var awaitingServer: [Item.ID: AwaitedValue] = [:]
    /// The paginator's generation of the rows being read (the frozen rows' own while rows are frozen).
    var generation = 0
    /// The pages of the rows being read that the server did not send in full in this generation, with how many of
    /// their first rows it did; `nil` when not known (none counts as sent).
    var partlyRead: PartlyReadPages? = nil
    /// While edits are shown, the ids of the rows the server sent in this generation, read from the pages under the
    /// edits: the rows are one page then (see `ListStateMachine.overlaid(_:)`), which `partlyRead`'s page indexes do
    /// not describe. `nil` otherwise.
    var sentUnderEdits: Set<Item.ID>?
    /// The page values read last.
    var lastRead: PagedItems<Item>?
    /// The rows shown: the store's values.
    var rows = PagedItems<Item>()
    /// The ids whose stored value changed since the last ``publish()``, for the other lists.
    private var unpublished: [Item.ID] = []
    /// How rows whose page value changed are written: ``SharedWrite/restored`` while the rows may be old (restored
    /// from the local source, or the first read of a list that joined the store late), else ``SharedWrite/fresh``.
    var kind = SharedWrite.fresh
    /// Whether rows the server sent in this generation are written as ``SharedWrite/fresh`` whatever ``kind`` says:
    /// while restored pages wait for their sync, a page loaded meanwhile is the server's now, and so is a page read
    /// in the same read that lists kept rows again (the pages listed again count as not read).
    var sentRowsAreFresh = false
    /// Whether the next read is the first of a list that had rows before it joined the store.
    var joinsLate: Bool
    /// Whether the next read of other pages than the ones read last lists again rows the list kept aside (see
    /// ``willListKeptRows()``).
    var listsKeptRows = false
    /// The ids of this list's edits waiting for their server, as of the current read.
    var pending: Set<Item.ID> = []
    /// The ids whose item this list holds in the store (its edits waiting for their server, as last read).
    var held: Set<Item.ID> = []
    /// For each held id, the edit's value this list wrote as pending.
    var heldValues: [Item.ID: Item] = [:]
    /// The held ids whose edit the server refused since the last read.
    var refused: Set<Item.ID> = []
    /// For each held id, the value the list's pages hold under its edit, as last read (`nil` when not listed): at
    /// first the value before the edit. A refused edit's row whose page value changed since was read anew from the
    /// server meanwhile; one read anew in a fresh read while the edit waited is kept in the store for the rollback.
    var valuesUnderEdit: [Item.ID: Item] = [:]

    /// A value written again once the server sends it again, and the first generation in which its page sent by the
    /// server does: a refusal's own when its page was known unread then, else the next.
    struct AwaitedValue {
        var value: Item
        var sentAgainFrom: Int
    }

    /// A row these rows no longer list: the value the list's pages held when it left, and the generation it left in.
    struct Departed {
        var value: Item
        var generation: Int
    }

    /// A listed row: its page value and its position.
    struct Listed {
        var value: Item
        var position: Int
    }

    /// - Parameter joinsLate: whether the list had rows before it joined the store: its first read is written as
    ///   ``SharedWrite/restored``, so that it does not overwrite newer values other lists wrote.
    init(store: SharedItemStore, joinsLate: Bool = false) {
        self.store = store
        self.table = store.makeTable(for: Item.self)
        self.joinsLate = joinsLate
    }

    /// `items` with the store's value for each id, after writing into the store the page values that changed.
    ///
    /// - Parameters:
    ///   - pending: the ids of the list's edits shown over `items` that wait for their server: each shows as edited,
    ///     and the list holds it in the store until the edit is confirmed or refused (see ``SharedWrite/pending``).
    ///   - unedited: the list's pages under its edits (`items` before the edits were shown over them), read for the
    ///     values under the pending edits (a value the server sent meanwhile is what a refusal shows) and for the rows
    ///     `partlyRead` says the server sent (`items` are one page then). O(n), only while edits are shown.
    ///   - restored: whether `items` may be older than the store's values: restored from the local source, or rows
    ///     kept on screen while a load runs (frozen: an edit confirmed meanwhile is not in them). Rows `partlyRead`
    ///     says the server sent in this generation are fresh all the same.
    ///   - partlyRead: the pages of `items` the server did not send in full in this generation (see
    ///     ``PaginatorState/partlyReadPages``); `nil` when not known: then no row counts as sent.
    ///   - generation: the paginator's generation `items` were listed in (``PaginatorState/generation``; the frozen
    ///     rows' own while rows are frozen): a value awaiting the server (refused as possibly old, or a confirmed
    ///     edit's) is written again once a later one sends it.
    /// - Complexity: O(k + p / 64) for k rows appended since the last call and p pages; O(n) comparisons and O(c)
    ///   look-ups for c changed rows when `items` list the ids read last in the same order; O(n) look-ups otherwise;
    ///   plus O(h log p) for the h ids held or pending, and O(n) while edits wait (the values under them).
    func rows(
        for items: PagedItems<Item>, pending: Set<Item.ID> = [], unedited: PagedItems<Item>? = nil,
        restored: Bool = false, partlyRead: PartlyReadPages? = nil, generation: Int = 0
    ) -> PagedItems<Item> {
        defer { lastRead = items }
        // A new generation, or pages read since, may send again values awaiting the server: the rows read in place
        // are looked at.
        let mayBeSentAgain =
            !awaitingServer.isEmpty && (generation != self.generation || partlyRead != self.partlyRead)
        self.partlyRead = partlyRead
        self.generation = generation
        sentUnderEdits = unedited.flatMap { partlyRead == nil ? nil : sentIDs(in: $0) }
        let listsKept = listsKeptRows && items.lineage !== lastRead?.lineage
        if listsKept { listsKeptRows = false }
        kind = restored || joinsLate || listsKept ? .restored : .fresh
        sentRowsAreFresh = (restored || listsKept) && !joinsLate && partlyRead != nil
        joinsLate = false
        self.pending = pending
        for id in pending where !held.contains(id) { valuesUnderEdit[id] = pageValues[id]?.value }
        if !mayBeSentAgain, let lastRead, let changes = items.edgeChanges(from: lastRead), changes.isAppendOnly {
            readAppended(items.pageItems(from: lastRead.pageCount), from: lastRead.pageCount)
        } else if !readInPlace(items) {
            readAll(items)
        }
        if !pending.isEmpty || !held.isEmpty { settleHolds(unedited: unedited) }
        return rows
    }

    /// Notes that the list lists again, next, rows it kept aside (the pages listed before a server search, back when it
    /// is cleared): they may be older than values the list read since (the search's own results among them), so the
    /// read that lists them writes them as ``SharedWrite/restored``.
    func willListKeptRows() {
        listsKeptRows = true
    }

    /// Writes `item` into the store by the rule of `kind`, keeping its id for the other lists when the stored value
    /// changed; returns the value stored now, which is what these rows show.
    @discardableResult
    func write(_ item: Item, as kind: SharedWrite) -> Item {
        let written = store.apply(item, as: kind, from: self)
        if written.changed { unpublished.append(item.id) }
        return written.shown
    }

    /// Shows `item` at `position`.
    func show(_ item: Item, at position: Int) {
        if position < rows.count { rows.replace(at: position, with: item) }
    }

    /// Keeps `value` as awaiting the server: a value now in the store, which a page from before it, arriving late in
    /// another list, may write over, or a page value the store refused; the server's next read of it in a later
    /// generation (this one's may predate it) writes it.
    func awaitLaterRead(of value: Item) {
        awaitingServer[value.id] = AwaitedValue(value: value, sentAgainFrom: generation + 1)
    }

    /// Tells the other lists showing the items whose stored value this list changed since the last call.
    func publish() {
        guard !unpublished.isEmpty else { return }
        let ids = unpublished
        unpublished = []
        store.tell(ids, of: Item.self, from: self)
    }

    /// Whether these rows list the item with `id`.
    func shows(_ id: Item.ID) -> Bool { pageValues[id] != nil }

    /// The rows with the store's values of the items with `ids` put in place, and those values: without reading the
    /// other rows again.
    ///
    /// - Complexity: O(k log p) for k ids and p pages, plus a copy of each changed row's page when the renderer holds
    ///   it.
    func rowsWithStoreValues(of ids: [Item.ID]) -> (rows: PagedItems<Item>, changed: [(position: Int, item: Item)]) {
        var changed: [(position: Int, item: Item)] = []
        for id in ids where !held.contains(id) {
            guard let listed = pageValues[id], let value = table.entries[id]?.value, listed.position < rows.count
            else { continue }
            rows.replace(at: listed.position, with: value)
            changed.append((listed.position, value))
        }
        return (rows, changed)
    }

    /// Takes note that the store changed the items with `ids`; returns those these rows no longer list (the store
    /// drops their registrations).
    func storeChanged(_ ids: [Item.ID]) -> [Item.ID] {
        var shown: [Item.ID] = []
        var dropped: [Item.ID] = []
        for id in ids {
            if shows(id) { shown.append(id) } else { dropped.append(id) }
        }
        if !shown.isEmpty { onChange?(shown) }
        return dropped
    }
}

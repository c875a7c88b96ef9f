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
    private let table: ItemTable<Item>
    /// Called when the store changed items these rows show, with their ids.
    var onChange: (([Item.ID]) -> Void)?
    /// For each listed id, the value the list's pages held when last read, and where its row is.
    private var pageValues: [Item.ID: Listed] = [:]
    /// For each id these rows listed once and no longer list, the value the list's pages held when it left, and the
    /// generation it left in. An id listed again with that value brings nothing new (a page the list kept aside, as the
    /// rows listed before a server search, or a query's first page shown again from memory): it may be older than the
    /// store's value, so it is written as ``SharedWrite/restored``; unless a later generation's server read sends it.
    private var departed: [Item.ID: Departed] = [:]
    /// Values written again once the server sends them again, as fresh: page values the store refused as possibly old
    /// (it holds another value for the id; among them a refused edit's row whose rollback showed another value), and
    /// this list's confirmed edits (another list's late page from before the edit may have written over it).
    private var awaitingServer: [Item.ID: AwaitedValue] = [:]
    /// The paginator's generation of the rows being read (the frozen rows' own while rows are frozen).
    private var generation = 0
    /// The pages of the rows being read that the server did not send in full in this generation, with how many of
    /// their first rows it did; `nil` when not known (none counts as sent).
    private var partlyRead: PartlyReadPages? = nil
    /// While edits are shown, the ids of the rows the server sent in this generation, read from the pages under the
    /// edits: the rows are one page then (see `ListStateMachine.overlaid(_:)`), which `partlyRead`'s page indexes do
    /// not describe. `nil` otherwise.
    private var sentUnderEdits: Set<Item.ID>?
    /// The page values read last.
    private var lastRead: PagedItems<Item>?
    /// The rows shown: the store's values.
    private var rows = PagedItems<Item>()
    /// The ids whose stored value changed since the last ``publish()``, for the other lists.
    private var unpublished: [Item.ID] = []
    /// How rows whose page value changed are written: ``SharedWrite/restored`` while the rows may be old (restored
    /// from the local source, or the first read of a list that joined the store late), else ``SharedWrite/fresh``.
    private var kind = SharedWrite.fresh
    /// Whether rows the server sent in this generation are written as ``SharedWrite/fresh`` whatever ``kind`` says:
    /// while restored pages wait for their sync, a page loaded meanwhile is the server's now, and so is a page read
    /// in the same read that lists kept rows again (the pages listed again count as not read).
    private var sentRowsAreFresh = false
    /// Whether the next read is the first of a list that had rows before it joined the store.
    private var joinsLate: Bool
    /// Whether the next read of other pages than the ones read last lists again rows the list kept aside (see
    /// ``willListKeptRows()``).
    private var listsKeptRows = false
    /// The ids of this list's edits waiting for their server, as of the current read.
    private var pending: Set<Item.ID> = []
    /// The ids whose item this list holds in the store (its edits waiting for their server, as last read).
    private var held: Set<Item.ID> = []
    /// For each held id, the edit's value this list wrote as pending.
    private var heldValues: [Item.ID: Item] = [:]
    /// The held ids whose edit the server refused since the last read.
    private var refused: Set<Item.ID> = []
    /// For each held id, the value the list's pages hold under its edit, as last read (`nil` when not listed): at
    /// first the value before the edit. A refused edit's row whose page value changed since was read anew from the
    /// server meanwhile; one read anew in a fresh read while the edit waited is kept in the store for the rollback.
    private var valuesUnderEdit: [Item.ID: Item] = [:]

    /// A value written again once the server sends it again, and the first generation in which its page sent by the
    /// server does: a refusal's own when its page was known unread then, else the next.
    private struct AwaitedValue {
        var value: Item
        var sentAgainFrom: Int
    }

    /// A row these rows no longer list: the value the list's pages held when it left, and the generation it left in.
    private struct Departed {
        var value: Item
        var generation: Int
    }

    /// A listed row: its page value and its position.
    private struct Listed {
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

    /// Notes that the server refused this list's edit of the item with `id`: the next read lets the store show the
    /// newest value others wrote meanwhile, if any, rather than the row as the pages hold it.
    func editRefused(_ id: Item.ID) {
        if held.contains(id) { refused.insert(id) }
    }

    /// Notes that the server confirmed this list's edit writing `item`: while the list holds the item for a later edit
    /// of the same row, `item` is what the server holds now, so it is what a refusal of that later edit shows again
    /// (not the value from before both edits).
    func editConfirmed(_ item: Item) {
        if held.contains(item.id) { store.keepForRollback(item, from: self) }
    }

    /// Writes `item`, a change the app made directly (``PagedList/update(_:)`` and the like: one the server has
    /// already), into the store as fresh, before the list shows it: the read that shows it may write its rows as
    /// possibly old (rows kept on screen while a load runs), which the app's own change is not. Another list's edit
    /// waiting for its server keeps its hold, and keeps `item` aside for its rollback.
    func changedDirectly(_ item: Item) {
        write(item, as: .fresh)
    }

    /// Notes that the app's direct change writing `item` is in the list's pages: a page another list asked for before
    /// the change may still arrive and write over it, so the server's next read of it (a later generation's: this
    /// one's may predate the change) writes it again, as a confirmed edit's value is.
    func directChangeWritten(_ item: Item) {
        guard pageValues[item.id]?.value == item else { return }
        awaitLaterRead(of: item)
    }

    /// Writes the rows of the list's waiting edits as held, and lets go the ones no longer waiting: a confirmed edit as
    /// a fresh value (or, when the rows read may be old, keeping the edit's value the store holds), a refused one as
    /// ``SharedWrite/rolledBack``.
    private func settleHolds(unedited: PagedItems<Item>?) {
        for id in pending {
            guard let listed = pageValues[id] else {
                // Not listed (a removal shown, an insert not yet): never held, so nothing is kept for it.
                valuesUnderEdit[id] = nil
                continue
            }
            // The same edit read again is not written again: another list's later edit of the item may hold it now,
            // and shows here too (the latest edit wins).
            if held.contains(id), heldValues[id] == listed.value {
                show(table.entries[id]?.value ?? listed.value, at: listed.position)
                continue
            }
            held.insert(id)
            heldValues[id] = listed.value
            show(write(listed.value, as: .pending), at: listed.position)
        }
        if let unedited, held.contains(where: pending.contains) { readUnderEdits(unedited) }
        for id in held where !pending.contains(id) {
            held.remove(id)
            let heldValue = heldValues.removeValue(forKey: id)
            let valueBeforeEdit = valuesUnderEdit.removeValue(forKey: id)
            guard let listed = pageValues[id] else {
                // Not listed now (the list's removal of the row shown over it): the hold ends all the same, so that
                // the other lists show a refused edit's row as the value kept aside, not as the edit.
                let confirmed = refused.remove(id) == nil
                if let heldValue { write(heldValue, as: confirmed ? kind : .rolledBack) }
                continue
            }
            // A refused edit shows the newest value the store kept aside, unless the list's own pages read a new
            // value from the server while the edit waited (a refresh that landed): that one is the server's now.
            let readAnew = self.kind == .fresh && listed.value != valueBeforeEdit
            let confirmed = refused.remove(id) == nil
            let kind: SharedWrite = confirmed ? self.kind : readAnew ? .fresh : .rolledBack
            let shown = write(listed.value, as: kind)
            show(shown, at: listed.position)
            // A page from before the edit, arriving late in another list, may write over the confirmed value: the
            // server's next read of it (a later generation's: this one's may predate the edit) writes it again.
            if confirmed {
                awaitLaterRead(of: shown)
            } else if shown != listed.value {
                // The rollback showed another value than the pages hold under the edit (one read while rows were
                // frozen, possibly old): it is news once the server sends it again in a later generation.
                awaitLaterRead(of: listed.value)
            }
        }
        refused.removeAll()
    }

    /// Notes the values `unedited` holds under the waiting edits: one that changed in a fresh read is the server's,
    /// kept in the store as what a refusal shows (a later read of the same rows may be frozen, so may not say so).
    private func readUnderEdits(_ unedited: PagedItems<Item>) {
        for page in unedited.pageItems {
            for item in page where pending.contains(item.id) && held.contains(item.id) {
                guard valuesUnderEdit[item.id] != item else { continue }
                valuesUnderEdit[item.id] = item
                if kind == .fresh { store.keepForRollback(item, from: self) }
            }
        }
    }

    /// Writes `item` into the store by the rule of `kind`, keeping its id for the other lists when the stored value
    /// changed; returns the value stored now, which is what these rows show.
    @discardableResult
    private func write(_ item: Item, as kind: SharedWrite) -> Item {
        let written = store.apply(item, as: kind, from: self)
        if written.changed { unpublished.append(item.id) }
        return written.shown
    }

    /// Shows `item` at `position`.
    private func show(_ item: Item, at position: Int) {
        if position < rows.count { rows.replace(at: position, with: item) }
    }

    /// Keeps `value` as awaiting the server: a value now in the store, which a page from before it, arriving late in
    /// another list, may write over, or a page value the store refused; the server's next read of it in a later
    /// generation (this one's may predate it) writes it.
    private func awaitLaterRead(of value: Item) {
        awaitingServer[value.id] = AwaitedValue(value: value, sentAgainFrom: generation + 1)
    }

    /// Reads the pages appended after the ones read last (the first at index `start`), each a page of ``rows``
    /// (empty ones too): the rows keep the pages' shape, which ``readInPlace(_:)`` walks both by.
    private func readAppended(_ appended: [[Item]], from start: Int) {
        var position = rows.count
        for (offset, page) in appended.enumerated() {
            let pageIndex = start + offset
            var shown: [Item] = []
            shown.reserveCapacity(page.count)
            let fresh = sentRowsAreFresh ? sentRows(ofPageAt: pageIndex, count: page.count) : 0
            for index in 0..<page.count {
                let item = page[index]
                shown.append(
                    read(
                        item, before: pageValues[item.id], at: position, in: &pageValues,
                        fromServer: sentRowsAreFresh && isSent(item, at: index, fresh: fresh)))
                position += 1
            }
            rows.append(shown)
        }
    }

    /// Reads `items` when they list the ids read last in the same order, comparing them by position: a row whose page
    /// value did not change keeps its shown value. Returns `false`, changing nothing, otherwise.
    ///
    /// - Complexity: O(n) comparisons, walking the pages by index (this code runs unspecialised, where iterators
    ///   cost more than the comparisons), and O(c) look-ups for c changed rows.
    private func readInPlace(_ items: PagedItems<Item>) -> Bool {
        guard let lastRead, lastRead.count == items.count else { return false }
        let oldPages = lastRead.pageItems
        let shownPages = rows.pageItems
        var changed: [(item: Item, position: Int, fromServer: Bool)] = []
        var next = PagedItems<Item>()
        var oldPage = 0
        var offset = 0
        var position = 0
        for (pageIndex, page) in items.pageItems.enumerated() {
            var shown: [Item] = []
            shown.reserveCapacity(page.count)
            // Rows the server sent in this generation, looked at only while values await the server.
            let checksSent = !awaitingServer.isEmpty && (kind == .fresh || sentRowsAreFresh)
            let fresh = checksSent ? sentRows(ofPageAt: pageIndex, count: page.count) : 0
            for index in 0..<page.count {
                while offset == oldPages[oldPage].count {
                    oldPage += 1
                    offset = 0
                }
                let item = page[index]
                let before = oldPages[oldPage][offset]
                guard before.id == item.id else { return false }
                let sent = checksSent && isSent(item, at: index, fresh: fresh)
                if before == item, !sent || !isSentAgain(item) {
                    shown.append(shownPages[oldPage][offset])
                } else {
                    changed.append((item, position, sent))
                    shown.append(item)
                }
                offset += 1
                position += 1
            }
            next.append(shown)
        }
        rows = next
        for (item, position, fromServer) in changed {
            let shown = read(item, before: pageValues[item.id], at: position, in: &pageValues, fromServer: fromServer)
            if shown != item { rows.replace(at: position, with: shown) }
        }
        return true
    }

    /// Whether `item` is a value awaiting the server that the server sends again now (in a page it sent in this
    /// generation, which is late enough: see ``AwaitedValue``).
    private func isSentAgain(_ item: Item) -> Bool {
        guard let awaited = awaitingServer[item.id] else { return false }
        return awaited.value == item && generation >= awaited.sentAgainFrom
    }

    /// How many of the first rows of the page at `index` (of `count` rows) the server sent in this generation.
    private func sentRows(ofPageAt index: Int, count: Int) -> Int {
        guard let partlyRead else { return 0 }
        return partlyRead[index] ?? count
    }

    /// Whether the server sent `item` in this generation: the row at `index` of a page whose first `fresh` rows it
    /// sent, or, while edits are shown, one of ``sentUnderEdits``.
    private func isSent(_ item: Item, at index: Int, fresh: Int) -> Bool {
        guard let sentUnderEdits else { return index < fresh }
        return sentUnderEdits.contains(item.id)
    }

    /// The ids of the rows of `pages` (shaped as ``partlyRead`` describes) the server sent in this generation.
    ///
    /// - Complexity: O(n), only while edits are shown.
    private func sentIDs(in pages: PagedItems<Item>) -> Set<Item.ID> {
        var ids: Set<Item.ID> = []
        for (index, page) in pages.pageItems.enumerated() {
            for item in page.prefix(sentRows(ofPageAt: index, count: page.count)) { ids.insert(item.id) }
        }
        return ids
    }

    /// Reads every row of `items` by id.
    private func readAll(_ items: PagedItems<Item>) {
        var current: [Item.ID: Listed] = [:]
        current.reserveCapacity(items.count)
        rows = PagedItems()
        var position = 0
        for (pageIndex, page) in items.pageItems.enumerated() {
            var shown: [Item] = []
            shown.reserveCapacity(page.count)
            let fresh = sentRows(ofPageAt: pageIndex, count: page.count)
            for index in 0..<page.count {
                let item = page[index]
                shown.append(
                    read(
                        item, before: pageValues[item.id], at: position, in: &current,
                        fromServer: isSent(item, at: index, fresh: fresh)))
                position += 1
            }
            rows.append(shown)
        }
        for (id, listed) in pageValues where current[id] == nil {
            departed[id] = Departed(value: listed.value, generation: generation)
        }
        pageValues = current
    }

    /// The value to show for `item`, at `position`, noted in `values`, given what was noted for its id before; a page
    /// value new there is kept for the store.
    ///
    /// - Parameter fromServer: whether the server sent `item` in this generation (its page was read): a value
    ///   awaiting the server is fresh then (see ``isSentAgain(_:)``).
    private func read(
        _ item: Item, before: Listed?, at position: Int, in values: inout [Item.ID: Listed], fromServer: Bool = false
    ) -> Item {
        let id = item.id
        values[id] = Listed(value: item, position: position)
        // A waiting edit's row, or one whose edit just ended: see `settleHolds()`.
        if pending.contains(id) || held.contains(id) { return item }
        let kind = fromServer && sentRowsAreFresh ? .fresh : self.kind
        if let before, before.value == item, !(fromServer && kind == .fresh && isSentAgain(item)) {
            return table.entries[id]?.value ?? item
        }
        // Listed again as it was when it left: kept aside by the list, not news (written only where the store has none);
        // unless the server sends it now, in a later generation than the one it left in (its page was asked for after
        // it left: the value is the server's now, though another list's late page may have written an older one
        // since), or as a value awaiting the server.
        let left = before == nil ? departed.removeValue(forKey: id) : nil
        let sentSinceLeaving =
            fromServer && kind == .fresh && (left.map { generation > $0.generation } == true || isSentAgain(item))
        let returns = left?.value == item && !sentSinceLeaving
        let shown = write(item, as: returns ? .restored : kind)
        // A refused value (possibly old, or what a confirmed edit replaced, or kept aside by another list's waiting
        // edit) is news once the server sends its page after the refusal: later in this generation when its page is
        // known not to have been read from the server in it; else only in a later generation (a page read already,
        // listed again after a rollback, or frozen rows, whose pages may have been read before the freeze, tells
        // nothing new when read again in the same generation).
        let unread = partlyRead != nil && !fromServer
        awaitingServer[id] =
            shown != item ? AwaitedValue(value: item, sentAgainFrom: unread ? generation : generation + 1) : nil
        return shown
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

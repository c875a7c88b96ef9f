/// The edits a ``PagedList`` shows over the paginator's items, in the order they were made: applied at render
/// time, so that an edit waiting for the server survives pages arriving and refreshes meanwhile, and rolling one
/// back shows the paginator's items as they are now.
///
/// An edit stays until it is rolled back, or, once confirmed and written into the paginator, until a read of the
/// paginator's state made after that write has been rendered and no earlier edit of its row stays. A confirmed edit made while a sync runs is held
/// until the sync is over (its spliced pages may predate the write) and written again then.
struct ListEditOverlay<Item: Identifiable & Sendable> where Item.ID: Sendable {
    private struct Entry {
        let token: Int
        let edit: ListEdit<Item>
        /// The first paginator read that holds the written edit; `nil` while unconfirmed or held.
        var shownFromRead: Int?
        /// Confirmed while a sync ran: written again when it ends.
        var isHeld = false
        /// Made by the app directly (``PagedList/update(_:)`` and the like): no server call to wait for.
        var isDirect = false
    }

    private var entries: [Entry] = []
    private var lastToken = 0

    /// Whether no edit is shown over the paginator's items.
    var isEmpty: Bool { entries.isEmpty }

    /// Shows `edit` over the items and returns its token; `direct` when the app made it directly, a change the
    /// server has already (it never waits for a server).
    mutating func add(_ edit: ListEdit<Item>, direct: Bool = false) -> Int {
        lastToken += 1
        entries.append(Entry(token: lastToken, edit: edit, isDirect: direct))
        return lastToken
    }

    /// Stops showing the edit with `token` (a rollback).
    mutating func remove(_ token: Int) {
        entries.removeAll { $0.token == token }
    }

    /// Marks the edit with `token` as written into the paginator: it goes once a read numbered `read` or later is
    /// rendered, or, when `held`, once a running sync ends.
    mutating func confirm(_ token: Int, shownFromRead read: Int, held: Bool) {
        guard let index = entries.firstIndex(where: { $0.token == token }) else { return }
        if held { entries[index].isHeld = true } else { entries[index].shownFromRead = read }
    }

    /// The ids of the rows updated or inserted by edits still waiting for their server (not confirmed yet, and not
    /// made directly).
    var pendingIDs: Set<Item.ID> {
        var ids: Set<Item.ID> = []
        for entry in entries where entry.shownFromRead == nil && !entry.isHeld && !entry.isDirect {
            if case .remove = entry.edit { continue }
            ids.insert(entry.edit.id)
        }
        return ids
    }

    /// The confirmed edits a sync holds, in order.
    var heldEdits: [ListEdit<Item>] { entries.filter(\.isHeld).map(\.edit) }

    /// Lets the held edits go once a read numbered `read` or later is rendered.
    mutating func releaseHeld(shownFromRead read: Int) {
        for index in entries.indices where entries[index].isHeld {
            entries[index].isHeld = false
            entries[index].shownFromRead = read
        }
    }

    /// Drops the confirmed edits that the paginator's read numbered `read` holds, except one made after an edit of
    /// the same row that stays (still waiting for its server, or held): laid over the row last, it keeps the user's
    /// latest edit shown over the earlier one until that one goes (its confirmation, which the later write wins, or
    /// its rollback).
    ///
    /// - Complexity: O(e) for e edits.
    mutating func prune(seenBy read: Int) {
        var staying: Set<Item.ID> = []
        entries.removeAll { entry in
            let seen = entry.shownFromRead.map { $0 <= read } ?? false
            if seen, !staying.contains(entry.edit.id) { return true }
            staying.insert(entry.edit.id)
            return false
        }
    }

    /// Whether a row with `id` is listed once the edits are applied to `items`.
    func lists(_ id: Item.ID, over items: some Sequence<Item>) -> Bool {
        apply(to: items).contains { $0.id == id }
    }

    /// `items` with every edit applied, in order. An update or removal of a row that is not there changes
    /// nothing; an insert of an id that is there moves that row to the insertion point, so ids stay unique.
    ///
    /// - Complexity: O(n × e) for n items and e edits.
    func apply(to items: some Sequence<Item>) -> [Item] {
        var rows = Array(items)
        for entry in entries {
            switch entry.edit {
            case .update(let item):
                if let index = rows.firstIndex(where: { $0.id == item.id }) { rows[index] = item }
            case .remove(let id):
                if let index = rows.firstIndex(where: { $0.id == id }) { rows.remove(at: index) }
            case .insert(let item, let point):
                if let index = rows.firstIndex(where: { $0.id == item.id }) { rows.remove(at: index) }
                let index: Int =
                    switch point {
                    case .start: 0
                    case .end: rows.count
                    case .after(let id): rows.firstIndex { $0.id == id }.map { $0 + 1 } ?? 0
                    }
                rows.insert(item, at: index)
            }
        }
        return rows
    }
}

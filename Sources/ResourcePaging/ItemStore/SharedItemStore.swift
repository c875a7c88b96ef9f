/// One copy of each item, shared by the lists that show it: the latest value per (type, id), and which lists show
/// each item, so that a newer value (a page, a fetch, an edit) updates every list showing that item, and only those.
///
/// Give it to a service (``ResourceLoader/NetworkResourceService/Configuration/itemSharing``): the lists of resources
/// that opt in (``PaginatedResource/sharesItems``) start with it, and every fetch of a
/// ``ResourceLoader/ItemCarryingResource`` writes its items through. A list can also opt in by hand
/// (``PagedList/itemStore``); a list without a store behaves as before. Each list keeps its pages as loaded (paging,
/// edits and saving work on them); what it shows for an id is the store's value. A list writes into the store the
/// values its pages bring that differ from the ones they brought before (a page arriving, a refresh that found a row
/// changed, an edit shown), and every other list showing that id is told at once and reconfigures that row alone. The
/// app writes values it fetched elsewhere with ``write(_:)``.
///
/// Which value wins: the one written last, except values that may be old (pages restored from the local source, the
/// rows of a list that joins late, an answer from the response cache), written only where the store holds none; with
/// an ordering (``orderValues(of:by:)``), never an older one. A list's edit waiting for its server holds its item:
/// other values are kept aside until it is confirmed, and a refused edit shows the newest of them.
///
/// ```swift
/// let store = SharedItemStore()
/// let inbox = PagedList(resource: Inbox(), service: service)
/// let starred = PagedList(resource: Starred(), service: service)
/// inbox.itemStore = store
/// starred.itemStore = store
/// try await inbox.update(message)  // starred shows it too, as one update reconfiguring that row
/// store.write(fetchedMessage)  // a copy fetched elsewhere (a detail screen) updates both lists
/// ```
///
/// The store lives on the main actor, like the lists. It holds lists weakly: a released list stops being told, and
/// its registrations go the next time one of its items changes (or at ``removeUnusedItems()``).
///
/// - Complexity: a write of k items costs O(k + s) for the s registrations of those items: O(lists showing the item),
///   never O(rows).
@MainActor
public final class SharedItemStore {
    /// One table per item type, each a `ItemTable<Item>`.
    private var tables: [ObjectIdentifier: AnyObject] = [:]
    /// The version the last write was given; every write gets the next one.
    private var lastVersion = 0
    /// Deliveries waiting while one runs, so that a list told of a change is never told of another within it.
    private var queued: [() -> Void] = []
    /// Whether a delivery runs.
    private var isDelivering = false

    /// Creates an empty store.
    public init() {}

    /// The stored value of the item of type `type` with `id`, or `nil` when none was written.
    ///
    /// - Complexity: O(1).
    public func value<Item: Identifiable & Equatable & Sendable>(
        of type: Item.Type = Item.self, id: Item.ID
    ) -> Item? where Item.ID: Sendable {
        table(for: type)?.entries[id]?.value
    }

    /// The version of the stored value of the item of type `type` with `id`: it grows with every write that changes
    /// the value (versions are counted over the whole store), or `nil` when none was written.
    public func version<Item: Identifiable & Equatable & Sendable>(
        of type: Item.Type = Item.self, id: Item.ID
    ) -> Int? where Item.ID: Sendable {
        table(for: type)?.entries[id]?.version
    }

    /// Stores `item` as its id's latest value and updates every list showing it; a value equal to the stored one
    /// changes nothing, nor does one older than it by the type's ordering (``orderValues(of:by:)``). While a list's
    /// edit of the item waits for its server, the value is kept aside: shown if the edit is refused. Returns whether
    /// the value shown changed.
    @discardableResult
    public func write<Item: Identifiable & Equatable & Sendable>(_ item: Item) -> Bool where Item.ID: Sendable {
        !write([item], as: .fresh, from: nil).isEmpty
    }

    /// Stores each of `items` as its id's latest value and updates every list showing any of them, each list once.
    /// Returns the ids whose value changed.
    @discardableResult
    public func write<Item: Identifiable & Equatable & Sendable>(
        contentsOf items: some Sequence<Item>
    ) -> [Item.ID] where Item.ID: Sendable {
        write(Array(items), as: .fresh, from: nil)
    }

    /// Orders the values of `type` by `version` (an `updatedAt`, a server revision): a value older than the stored
    /// one is never written over it, whoever writes it, and a value that may be old (restored from disk, a list
    /// joining late, a cached answer) is written only when it is newer. Without an ordering, the value written last
    /// wins, and a value that may be old is written only where the store holds none.
    ///
    /// ```swift
    /// store.orderValues(of: Message.self, by: \.updatedAt)
    /// ```
    public func orderValues<Item: Identifiable & Equatable & Sendable, Version: Comparable>(
        of type: Item.Type, by version: @escaping @MainActor (Item) -> Version
    ) where Item.ID: Sendable {
        makeTable(for: type).isOlder = { version($0) < version($1) }
    }

    /// Drops the registrations of released lists and of lists that no longer show the item, and the items no list
    /// shows. Values the app wrote that no list shows go too.
    ///
    /// - Complexity: O(n + s) for n stored items and s registrations.
    public func removeUnusedItems() {
        for table in tables.values { (table as? any ItemTableSweeping)?.sweep() }
    }

    // MARK: - Package

    /// Stores `items` by the rule of `kind`, registers `writer` for each, and tells every other list registered for a
    /// changed item, each once with the ids it shows. Returns the ids whose value changed.
    @discardableResult
    func write<Item: Identifiable & Equatable & Sendable>(
        _ items: [Item], as kind: SharedWrite, from writer: SharedRows<Item>?
    ) -> [Item.ID] where Item.ID: Sendable {
        let changed = items.compactMap { item in apply(item, as: kind, from: writer).changed ? item.id : nil }
        tell(changed, of: Item.self, from: writer)
        return changed
    }

    /// Stores `item` by the rule of `kind` and registers `writer` for it, without telling anyone yet (see
    /// ``tell(_:of:from:)``). Returns the value stored for its id now, which is what the writer shows, and whether it
    /// changed.
    ///
    /// - Complexity: O(s) for s registrations of the item.
    func apply<Item: Identifiable & Equatable & Sendable>(
        _ item: Item, as kind: SharedWrite, from writer: SharedRows<Item>?
    ) -> (shown: Item, changed: Bool) where Item.ID: Sendable {
        let table = makeTable(for: Item.self)
        var entry = table.entries[item.id] ?? ItemTable<Item>.Entry(value: item, version: 0)
        if let writer { entry.register(writer) }
        let value = table.resolve(item, as: kind, from: writer, in: &entry)
        guard let value, entry.version == 0 || entry.value != value else {
            table.entries[item.id] = entry
            return (entry.value, false)
        }
        lastVersion += 1
        entry.value = value
        entry.version = lastVersion
        table.entries[item.id] = entry
        return (value, true)
    }

    /// Keeps `item`, a value the server confirmed, as what a rollback of `writer`'s waiting edit of the item shows,
    /// when `writer` holds the item (see ``SharedWrite/pending``) and the ordering does not say it is older than the
    /// value kept so far. Shows nothing: the edit's value stays shown until it is confirmed or refused.
    func keepForRollback<Item: Identifiable & Equatable & Sendable>(_ item: Item, from writer: SharedRows<Item>)
    where Item.ID: Sendable {
        guard let table = table(for: Item.self), var entry = table.entries[item.id] else { return }
        table.keepForRollback(item, from: writer, in: &entry)
        table.entries[item.id] = entry
    }

    /// Tells every list registered for the items with `ids` (of type `type`), except `writer`, once, with the ids it
    /// shows.
    func tell<Item: Identifiable & Equatable & Sendable>(
        _ ids: [Item.ID], of type: Item.Type, from writer: SharedRows<Item>?
    ) where Item.ID: Sendable {
        guard !ids.isEmpty, let table = table(for: type) else { return }
        var told: [ObjectIdentifier: (rows: SharedRows<Item>, ids: [Item.ID])] = [:]
        for id in ids {
            guard var entry = table.entries[id] else { continue }
            entry.subscribers.removeAll { $0.rows == nil }
            for subscriber in entry.subscribers {
                guard let rows = subscriber.rows, rows !== writer else { continue }
                told[ObjectIdentifier(rows), default: (rows, [])].ids.append(id)
            }
            table.entries[id] = entry
        }
        for (_, target) in told {
            deliver { [weak self] in
                let dropped = target.rows.storeChanged(target.ids)
                self?.unregister(target.rows, from: dropped)
            }
        }
    }

    /// Registers `rows` as showing the item with `id`, so that a change to it tells them.
    func register<Item: Identifiable & Equatable & Sendable>(
        _ rows: SharedRows<Item>, for id: Item.ID
    ) where Item.ID: Sendable {
        makeTable(for: Item.self).entries[id]?.register(rows)
    }

    /// How many live lists are registered for the item of type `type` with `id` (for tests).
    func subscriberCount<Item: Identifiable & Equatable & Sendable>(
        of type: Item.Type = Item.self, id: Item.ID
    ) -> Int where Item.ID: Sendable {
        table(for: type)?.entries[id]?.subscribers.count { $0.rows != nil } ?? 0
    }

    /// How many registrations the item with `id` holds, released lists included (for tests).
    func registrationCount<Item: Identifiable & Equatable & Sendable>(
        of type: Item.Type = Item.self, id: Item.ID
    ) -> Int where Item.ID: Sendable {
        table(for: type)?.entries[id]?.subscribers.count ?? 0
    }

    // MARK: - Private

    private func unregister<Item: Identifiable & Equatable & Sendable>(
        _ rows: SharedRows<Item>, from ids: [Item.ID]
    ) where Item.ID: Sendable {
        guard !ids.isEmpty, let table = table(for: Item.self) else { return }
        for id in ids { table.entries[id]?.subscribers.removeAll { $0.rows == nil || $0.rows === rows } }
    }

    /// Runs `delivery` now, or after the one running (a list told of a change may write, which tells others).
    private func deliver(_ delivery: @escaping () -> Void) {
        queued.append(delivery)
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        var index = 0
        while index < queued.count {
            queued[index]()
            index += 1
        }
        queued.removeAll()
    }

    private func table<Item: Identifiable & Equatable & Sendable>(
        for type: Item.Type
    ) -> ItemTable<Item>? where Item.ID: Sendable {
        tables[ObjectIdentifier(type)].map { unsafeDowncast($0, to: ItemTable<Item>.self) }
    }

    /// The table of `type`, made when missing; it stays as long as the store.
    func makeTable<Item: Identifiable & Equatable & Sendable>(
        for type: Item.Type
    ) -> ItemTable<Item> where Item.ID: Sendable {
        if let table = table(for: type) { return table }
        let table = ItemTable<Item>()
        tables[ObjectIdentifier(type)] = table
        return table
    }
}

/// A table that can drop what no list uses.
@MainActor
private protocol ItemTableSweeping: AnyObject {
    func sweep()
}

/// The stored items of one type.
@MainActor
final class ItemTable<Item: Identifiable & Equatable & Sendable>: ItemTableSweeping where Item.ID: Sendable {
    /// A list registered for an item, held weakly.
    struct Subscriber {
        weak var rows: SharedRows<Item>?
    }

    /// A list's edit waiting for its server, and the value a rollback shows.
    struct Hold {
        weak var rows: SharedRows<Item>?
        /// The newest value written by others since the edit was shown (or the value before it).
        var base: Item?
        /// The value before the edit was shown.
        var replaced: Item?

        /// A hold by `rows` whose rollback shows `base`, the value before the edit, until a newer one comes.
        init(rows: SharedRows<Item>?, base: Item?) {
            self.rows = rows
            self.base = base
            self.replaced = base
        }
    }

    /// One item: its latest value, the version of that write, and the lists that show it.
    struct Entry {
        var value: Item
        /// `0` until the value is first written.
        var version: Int
        var subscribers: [Subscriber] = []
        /// The list whose edit of this item waits for its server, if any: see ``SharedWrite/pending``.
        var hold: Hold?
        /// The value a confirmed edit replaced (the hold's base), until another value is written: a list's page asked
        /// for before the server applied the edit may bring it after the confirmation, so a list's fresh write of it
        /// only fills, as a ``SharedWrite/restored`` value does (without an ordering).
        var replacedByEdit: Item?
        /// The lists whose waiting edit of this item another list's later edit took the hold from: their
        /// confirmation, when it comes after that later edit's, is older than it on the server (cleared when the
        /// later edit is refused).
        var supersededEditors: [Subscriber] = []

        /// Adds `rows` unless they are registered already.
        ///
        /// - Complexity: O(s) for s registrations of this item.
        mutating func register(_ rows: SharedRows<Item>) {
            guard !subscribers.contains(where: { $0.rows === rows }) else { return }
            subscribers.append(Subscriber(rows: rows))
        }
    }

    var entries: [Item.ID: Entry] = [:]
    /// Whether the first value is older than the second, when the app ordered this type (``SharedItemStore/orderValues(of:by:)``).
    var isOlder: (@MainActor (Item, Item) -> Bool)?

    /// The value `item`, written as `kind` by `writer`, makes the entry hold, or `nil` when it changes nothing; the
    /// entry's hold is updated (see ``SharedWrite``).
    func resolve(_ item: Item, as kind: SharedWrite, from writer: SharedRows<Item>?, in entry: inout Entry) -> Item? {
        let hasValue = entry.version > 0
        // A list's page bringing back what a confirmed edit replaced may predate the edit: it only fills.
        let kind = kind == .fresh && writer != nil && isOlder == nil && item == entry.replacedByEdit ? .restored : kind
        if entry.hold != nil, entry.hold?.rows == nil { entry.hold = nil }  // its list was released
        // The end of an edit another list's later edit superseded (its confirmation or refusal, the writer's next
        // write but an edit): once that later edit is confirmed, it is the server's value; while it waits, this one
        // is kept aside for its rollback, as any other value.
        if kind != .pending, let writer, let index = entry.supersededEditors.firstIndex(where: { $0.rows === writer }) {
            entry.supersededEditors.remove(at: index)
            if entry.hold == nil { return nil }
        }
        if let hold = entry.hold, hold.rows !== writer {
            // Another list's edit waits for its server: show it; keep the newest other value for its rollback.
            if kind == .pending {
                entry.supersededEditors.removeAll { $0.rows == nil }
                entry.supersededEditors.append(Subscriber(rows: hold.rows))
                entry.hold = Hold(rows: writer, base: hold.base)
                return item
            }
            if accepts(item, as: kind, over: hold.base) { entry.hold?.base = item }
            return nil
        }
        switch kind {
        case .pending:
            // The value before the edit is what a rollback shows, unless a newer one comes meanwhile.
            if entry.hold == nil { entry.hold = Hold(rows: writer, base: hasValue ? entry.value : nil) }
            return item
        case .rolledBack:
            let base = entry.hold?.base
            entry.hold = nil
            entry.supersededEditors = []
            guard let base, accepts(base, as: .fresh, over: item) else { return item }
            return base
        case .fresh, .restored:
            if let hold = entry.hold {
                // The writer's edit is confirmed: its value wins, unless the ordering says the other is newer. Rows
                // that may be old (frozen while the edit was confirmed) do not hold it: the value shown, the edit's,
                // stays.
                entry.hold = nil
                let confirmed = kind == .restored ? entry.value : item
                if let base = hold.base, let isOlder, isOlder(confirmed, base) { return base }
                entry.replacedByEdit = hold.replaced == confirmed ? nil : hold.replaced
                return confirmed
            }
            guard !hasValue || accepts(item, as: kind, over: entry.value) else { return nil }
            if item != entry.value { entry.replacedByEdit = nil }
            return item
        }
    }

    /// Makes `item` the base of the entry's hold when `writer` holds it and `item` is not older than the base.
    func keepForRollback(_ item: Item, from writer: SharedRows<Item>, in entry: inout Entry) {
        guard let hold = entry.hold, hold.rows === writer, accepts(item, as: .fresh, over: hold.base) else { return }
        entry.hold?.base = item
    }

    /// Whether `item`, written as `kind`, replaces `stored`.
    private func accepts(_ item: Item, as kind: SharedWrite, over stored: Item?) -> Bool {
        guard let stored else { return true }
        switch kind {
        case .fresh, .pending, .rolledBack: return !(isOlder?(item, stored) ?? false)
        case .restored: return isOlder?(stored, item) ?? false
        }
    }

    func sweep() {
        for (id, var entry) in entries {
            entry.subscribers.removeAll { subscriber in
                guard let rows = subscriber.rows else { return true }
                return !rows.shows(id)
            }
            entries[id] = entry.subscribers.isEmpty ? nil : entry
        }
    }
}

/// How a value comes into the store, which decides whether it replaces the stored one.
///
/// - Without an ordering (``SharedItemStore/orderValues(of:by:)``), the value written last wins, except a value that
///   may be old, which is written only where the store holds none.
/// - A list's edit waiting for its server holds its item: other writes meanwhile are kept aside, not shown, and the
///   newest of them is what a rollback shows; a confirmed edit's value then wins (unless the ordering says the value
///   kept aside is newer).
enum SharedWrite: Equatable {
    /// From the server now, or the app's: a page arriving, a refresh, a fetch, a confirmed edit, `write(_:)`.
    case fresh
    /// A value that may be older than the stored one: pages restored from the local source, the rows of a list that
    /// joins the store late, an answer from the response cache. Written where the store holds none, or over an older
    /// value by the ordering.
    case restored
    /// A list's edit shown before its server confirmed it.
    case pending
    /// A list's edit its server refused: the row as the list's pages hold it, unless another value came meanwhile.
    case rolledBack
}

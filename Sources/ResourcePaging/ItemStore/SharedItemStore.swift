/// One copy of each item, shared by the lists that show it: the latest value per (type, id), and which lists show
/// each item, so that a newer value (a page, a fetch, an edit) updates every list showing that item, and only those.
///
/// Lists opt in one by one (``PagedList/itemStore``); a list without a store behaves as before. Each list keeps its
/// pages as loaded (paging, edits and saving work on them); what it shows for an id is the store's value. A list
/// writes into the store the values its pages bring that differ from the ones they brought before (a page arriving,
/// a refresh that found a row changed, an edit shown), and every other list showing that id is told at once and
/// reconfigures that row alone. The app writes values it fetched elsewhere (a detail screen) with ``write(_:)``.
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
    /// changes nothing. Returns whether the value changed.
    @discardableResult
    public func write<Item: Identifiable & Equatable & Sendable>(_ item: Item) -> Bool where Item.ID: Sendable {
        !write([item], from: nil).isEmpty
    }

    /// Stores each of `items` as its id's latest value and updates every list showing any of them, each list once.
    /// Returns the ids whose value changed.
    @discardableResult
    public func write<Item: Identifiable & Equatable & Sendable>(
        contentsOf items: some Sequence<Item>
    ) -> [Item.ID] where Item.ID: Sendable {
        write(Array(items), from: nil)
    }

    /// Drops the registrations of released lists and of lists that no longer show the item, and the items no list
    /// shows. Values the app wrote that no list shows go too.
    ///
    /// - Complexity: O(n + s) for n stored items and s registrations.
    public func removeUnusedItems() {
        for table in tables.values { (table as? any ItemTableSweeping)?.sweep() }
    }

    // MARK: - Package

    /// Stores `items`, registers `writer` for each, and tells every other list registered for a changed item, each
    /// once with the ids it shows. Returns the ids whose value changed.
    @discardableResult
    func write<Item: Identifiable & Equatable & Sendable>(
        _ items: [Item], from writer: SharedRows<Item>?
    ) -> [Item.ID] where Item.ID: Sendable {
        let table = makeTable(for: Item.self)
        var changed: [Item.ID] = []
        var told: [ObjectIdentifier: (rows: SharedRows<Item>, ids: [Item.ID])] = [:]
        for item in items {
            let id = item.id
            var entry = table.entries[id] ?? ItemTable<Item>.Entry(value: item, version: 0)
            if let writer { entry.register(writer) }
            guard entry.version == 0 || entry.value != item else {
                table.entries[id] = entry
                continue
            }
            lastVersion += 1
            entry.value = item
            entry.version = lastVersion
            entry.subscribers.removeAll { $0.rows == nil }
            for subscriber in entry.subscribers {
                guard let rows = subscriber.rows, rows !== writer else { continue }
                told[ObjectIdentifier(rows), default: (rows, [])].ids.append(id)
            }
            table.entries[id] = entry
            changed.append(id)
        }
        for (_, target) in told {
            deliver { [weak self] in
                let dropped = target.rows.storeChanged(target.ids)
                self?.unregister(target.rows, from: dropped)
            }
        }
        return changed
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

    /// One item: its latest value, the version of that write, and the lists that show it.
    struct Entry {
        var value: Item
        /// `0` until the value is first written.
        var version: Int
        var subscribers: [Subscriber] = []

        /// Adds `rows` unless they are registered already.
        ///
        /// - Complexity: O(s) for s registrations of this item.
        mutating func register(_ rows: SharedRows<Item>) {
            guard !subscribers.contains(where: { $0.rows === rows }) else { return }
            subscribers.append(Subscriber(rows: rows))
        }
    }

    var entries: [Item.ID: Entry] = [:]

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

/// The ids a ``LoadedWindow`` lists and, when it tracks them, where each one is: the two change together, here.
///
/// Locations are kept only under ``ResourceStore/DuplicatePolicy/replaceInPlace`` and
/// ``ResourceStore/DuplicatePolicy/keepLast``, which go back to a listed item; under
/// ``ResourceStore/DuplicatePolicy/keepFirst`` the index is the set of ids alone. A location names the page's
/// position in the generation (not its index among the listed pages), so pages added or dropped at the start move
/// no location.
struct IDIndex<ID: Hashable & Sendable> {
    /// Every listed id (one hash per item).
    var ids = ListedIDs<ID>()
    /// Where each listed id lives; kept only when ``tracksLocations``.
    var locations: [ID: ItemLocation] = [:]
    /// Whether ``locations`` is kept.
    let tracksLocations: Bool

    /// An empty index, keeping locations or not.
    init(tracksLocations: Bool) {
        self.tracksLocations = tracksLocations
    }

    /// The number of listed ids.
    var count: Int { ids.count }

    /// Whether `id` is listed.
    func contains(_ id: ID) -> Bool { ids.contains(id) }

    /// Adds `id`; returns whether it was new. Its location, when tracked, is the caller's to set.
    @discardableResult
    mutating func insert(_ id: ID) -> Bool { ids.insert(id) }

    /// Forgets `id` and, when tracked, its location.
    mutating func remove(_ id: ID) {
        ids.remove(id)
        if tracksLocations { locations[id] = nil }
    }

    /// Notes that `items`, the rows that followed a row taken out of their page, are each one place earlier.
    mutating func moveBack<Item: Identifiable>(_ items: ArraySlice<Item>) where Item.ID == ID {
        guard tracksLocations else { return }
        for moved in items { locations[moved.id]?.moveBack() }
    }

    /// Notes that `items`, the rows that follow a row put into their page, are each one place later.
    mutating func moveForward<Item: Identifiable>(_ items: ArraySlice<Item>) where Item.ID == ID {
        guard tracksLocations else { return }
        for moved in items { locations[moved.id]?.moveForward() }
    }

    /// Forgets every id and location.
    mutating func removeAll() {
        ids.removeAll()
        locations.removeAll()
    }

    /// Every broken invariant of the index against `listed`, the ids of the listed items, in words. O(n).
    func violations(listing listed: Set<ID>) -> [String] {
        var violations: [String] = []
        if !ids.isEqual(to: listed) { violations.append("the id table does not match the items") }
        if tracksLocations && locations.count != ids.count { violations.append("locations out of step with ids") }
        return violations
    }
}

/// Where a listed item is, in 8 bytes: with one per item, a small entry keeps a long list's table in cache.
struct ItemLocation {
    private var storedPosition: Int32
    private var storedOffset: Int32

    init(position: Int, offset: Int) {
        storedPosition = Int32(truncatingIfNeeded: position)
        storedOffset = Int32(truncatingIfNeeded: offset)
    }

    /// The item moved one place towards the start of its page.
    mutating func moveBack() { storedOffset -= 1 }

    /// The item moved one place towards the end of its page.
    mutating func moveForward() { storedOffset += 1 }

    var position: Int { Int(storedPosition) }
    var offset: Int { Int(storedOffset) }
}

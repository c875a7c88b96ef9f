/// The ids a ``LoadedWindow`` lists, for membership tests: one hash per id.
///
/// The paginator is generic over the app's item type and compiled once, unspecialised, so every operation on a
/// `Set<Item.ID>` looks up the set's generic types at run time: about three times the cost of the hashing itself,
/// and most of a page's bookkeeping. Ids that are `Int` or `String`, the common cases, are kept in a set of that
/// concrete type instead, whose operations are compiled for it; any other id type uses a `Set<ID>`.
struct ListedIDs<ID: Hashable & Sendable>: Sendable {
    /// Which of the three sets holds the ids, fixed by `ID`.
    private enum Kind {
        case int, string, other
    }

    private let kind: Kind
    private var ints: Set<Int> = []
    private var strings: Set<String> = []
    private var others: Set<ID> = []

    /// An empty set.
    init() {
        kind = ID.self == Int.self ? .int : ID.self == String.self ? .string : .other
    }

    /// The number of ids.
    var count: Int {
        switch kind {
        case .int: ints.count
        case .string: strings.count
        case .other: others.count
        }
    }

    /// Whether `id` is listed.
    func contains(_ id: ID) -> Bool {
        switch kind {
        // The casts only reinterpret: `kind` says `ID` is that very type.
        case .int: ints.contains(unsafeBitCast(id, to: Int.self))
        case .string: strings.contains(unsafeBitCast(id, to: String.self))
        case .other: others.contains(id)
        }
    }

    /// Adds `id`; returns whether it was new.
    @discardableResult
    mutating func insert(_ id: ID) -> Bool {
        switch kind {
        case .int: ints.insert(unsafeBitCast(id, to: Int.self)).inserted
        case .string: strings.insert(unsafeBitCast(id, to: String.self)).inserted
        case .other: others.insert(id).inserted
        }
    }

    /// Removes `id`, when listed.
    mutating func remove(_ id: ID) {
        switch kind {
        case .int: ints.remove(unsafeBitCast(id, to: Int.self))
        case .string: strings.remove(unsafeBitCast(id, to: String.self))
        case .other: others.remove(id)
        }
    }

    /// Makes room for `capacity` ids in all, so that adding them does not grow the set step by step.
    mutating func reserveCapacity(_ capacity: Int) {
        switch kind {
        case .int: ints.reserveCapacity(capacity)
        case .string: strings.reserveCapacity(capacity)
        case .other: others.reserveCapacity(capacity)
        }
    }

    /// Removes every id.
    mutating func removeAll() {
        ints = []
        strings = []
        others = []
    }

    /// Whether `other` lists exactly these ids. O(n), in a set of the ids' own type where there is one (`Int`,
    /// `String`): no generic call per id.
    func isSame(as other: ListedIDs) -> Bool {
        switch kind {
        case .int: ints == other.ints
        case .string: strings == other.strings
        case .other: others == other.others
        }
    }

    /// Whether exactly `ids` are listed. O(n): for invariant checks.
    func isEqual(to ids: Set<ID>) -> Bool {
        ids.count == count && ids.allSatisfy(contains)
    }
}

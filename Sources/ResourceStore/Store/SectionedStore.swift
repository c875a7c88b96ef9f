import ResourceSupport

/// An in-memory list of sections of items that reports every change as a diff: the XLData `XLDataStore`
/// idea, safe to write from several tasks at once.
///
/// Items are any `Sendable` type that is `Identifiable`; every identifier is unique in the whole store, and the
/// store's ``DuplicatePolicy`` decides what happens when a write brings one that is already there. Each write
/// method, and each ``performBatch(_:)``, produces at most one ``StoreChange`` (none when nothing changed):
/// the new state plus a ``ListDiff`` from the previous one. Listen with ``changes`` (an `AsyncStream`, any
/// number of subscribers) or with ``addCallbacks(_:)`` (an `NSFetchedResultsControllerDelegate`-shaped API).
///
/// ```swift
/// let store = SectionedStore<String, Contact>(duplicatePolicy: .replaceInPlace)
/// try store.appendSection("friends", title: "Friends")
/// try store.append([ada, grace], toSection: "friends")
/// ```
///
/// ## Why a class with a lock and not an actor
/// A table view data source asks synchronous questions (`numberOfRows`, `cellForRow`) on the main thread and
/// cannot `await`. A `final class` guarded by a lock answers them synchronously from any thread, and its
/// writes are short, so nobody waits long. Change events are delivered outside the lock, serially and in
/// write order, so observers may read or write the store from their callbacks.
///
/// ## Cost
/// Reads by identifier or index path are O(1). Each change event diffs the whole store, so a write costs O(n)
/// for n items; group many small writes with ``performBatch(_:)`` to pay that once.
public final class SectionedStore<SectionID: Hashable & Sendable, Item: Identifiable & Sendable>: Sendable
where Item.ID: Sendable {
    /// What the store does with an identifier it already holds.
    public let duplicatePolicy: DuplicatePolicy
    /// Whether two values of the same item show the same content.
    let isContentEqual: @Sendable (Item, Item) -> Bool
    /// Everything mutable, behind one lock.
    let state: Locked<State>

    /// Creates an empty store.
    ///
    /// - Parameters:
    ///   - duplicatePolicy: what a write does with an identifier already in the store.
    ///   - isContentEqual: whether two values of the same item display the same content; an item whose value
    ///     changes to one that is not equal is reported in ``ListDiff/itemReconfigures``.
    public init(
        duplicatePolicy: DuplicatePolicy = .keepFirst,
        isContentEqual: @escaping @Sendable (Item, Item) -> Bool
    ) {
        self.duplicatePolicy = duplicatePolicy
        self.isContentEqual = isContentEqual
        self.state = Locked(State())
    }

    /// Creates an empty store for `Equatable` items, comparing content with `==`.
    public convenience init(duplicatePolicy: DuplicatePolicy = .keepFirst) where Item: Equatable {
        self.init(duplicatePolicy: duplicatePolicy, isContentEqual: ==)
    }

    deinit {
        let subscribers = state.withLock { $0.subscribers }
        for continuation in subscribers.values { continuation.finish() }
    }

    // MARK: - Reading

    /// The identifiers, in display order.
    ///
    /// - Complexity: O(1).
    public var snapshot: ListSnapshot<SectionID, Item.ID> { state.withLock { $0.content.snapshot } }

    /// The sections with their items, in display order.
    ///
    /// - Complexity: O(1); the arrays share storage with the store.
    public var sections: [StoreSection<SectionID, Item>] { state.withLock { $0.content.sections } }

    /// The number of change events so far.
    public var version: Int { state.withLock { $0.version } }

    /// The number of sections.
    public var numberOfSections: Int { state.withLock { $0.content.sections.count } }

    /// The number of items in all sections.
    public var numberOfItems: Int { state.withLock { $0.content.snapshot.numberOfItems } }

    /// The number of items in the section at `index`, or `0` when there is no such section.
    public func numberOfItems(inSection index: Int) -> Int {
        state.withLock { $0.content.sections.indices.contains(index) ? $0.content.sections[index].items.count : 0 }
    }

    /// The section at `index`, or `nil`.
    public func section(at index: Int) -> StoreSection<SectionID, Item>? {
        state.withLock { $0.content.sections.indices.contains(index) ? $0.content.sections[index] : nil }
    }

    /// The item at `indexPath`, or `nil`.
    ///
    /// - Complexity: O(1).
    public func item(at indexPath: ListIndexPath) -> Item? {
        state.withLock { state in
            state.content.contains(indexPath) ? state.content.sections[indexPath.section].items[indexPath.item] : nil
        }
    }

    /// The item with `id`, or `nil`.
    ///
    /// - Complexity: O(1).
    public func item(withID id: Item.ID) -> Item? {
        state.withLock { $0.content.item(withID: id) }
    }

    /// The index path of the item with `id`, or `nil`.
    ///
    /// - Complexity: O(1).
    public func indexPath(ofItemWithID id: Item.ID) -> ListIndexPath? {
        state.withLock { $0.content.snapshot.indexPath(ofItem: id) }
    }

    // MARK: - Writing

    /// Runs several writes as one: they are applied together, produce one change event, and are discarded
    /// together when `body` throws.
    ///
    /// The store is locked while `body` runs: keep it short, and do not call the store from inside it (use the
    /// transaction's own reads instead).
    ///
    /// - Complexity: the writes' own cost plus one O(n) diff.
    @discardableResult
    public func performBatch<Result, Failure: Swift.Error>(
        _ body: (inout StoreTransaction<SectionID, Item>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let outcome: Swift.Result<Result, Failure> = state.withLock { state in
            var transaction = StoreTransaction(content: state.content, policy: duplicatePolicy)
            let result: Result
            do throws(Failure) {
                result = try body(&transaction)
            } catch {
                return .failure(error)
            }
            commit(transaction, into: &state)
            return .success(result)
        }
        deliverPendingEvents()
        return try outcome.get()
    }
}

/// Change callbacks shaped like `NSFetchedResultsControllerDelegate` (and XLData's `XLDataStoreDelegate`),
/// for code that drives a table view with `beginUpdates` / `endUpdates`.
///
/// For each change event the store calls, in this order: ``willChangeContent``; ``didChangeSection`` for
/// section deletes, inserts, moves and reloads; ``didChangeItem`` for item deletes, inserts, moves and updates;
/// ``didChangeContent``. Old indices are those before the change, new indices those after it, exactly as in
/// ``ListDiff``. Callbacks of one store never run concurrently and always arrive in write order; they run on
/// the thread of one of the writers, never while the store is locked (so they may read or write the store).
///
/// ```swift
/// let callbacks = StoreChangeCallbacks<String, Contact>(
///     didChangeItem: { contact, type, indexPath, newIndexPath in
///         print(type, contact.name, indexPath as Any, newIndexPath as Any)
///     }
/// )
/// ```
public struct StoreChangeCallbacks<SectionID: Hashable & Sendable, Item: Identifiable & Sendable>: Sendable
where Item.ID: Sendable {
    /// Called before the changes of one event are reported (`controllerWillChangeContent`).
    public var willChangeContent: @Sendable () -> Void
    /// Called for each section change: the section identifier, its old index (nil for an insert), the change
    /// type and its new index (nil for a delete).
    public var didChangeSection: @Sendable (SectionID, Int?, StoreChangeType, Int?) -> Void
    /// Called for each item change: the item (its old value for a delete, its new value otherwise), its old
    /// index path (nil for an insert), the change type and its new index path (nil for a delete).
    public var didChangeItem: @Sendable (Item, ListIndexPath?, StoreChangeType, ListIndexPath?) -> Void
    /// Called after the changes of one event were reported (`controllerDidChangeContent`), with the event.
    public var didChangeContent: @Sendable (StoreChange<SectionID, Item>) -> Void

    /// Creates callbacks; leave out the ones you do not need.
    public init(
        willChangeContent: @escaping @Sendable () -> Void = {},
        didChangeSection: @escaping @Sendable (SectionID, Int?, StoreChangeType, Int?) -> Void = { _, _, _, _ in },
        didChangeItem: @escaping @Sendable (Item, ListIndexPath?, StoreChangeType, ListIndexPath?) -> Void = {
            _, _, _, _ in
        },
        didChangeContent: @escaping @Sendable (StoreChange<SectionID, Item>) -> Void = { _ in }
    ) {
        self.willChangeContent = willChangeContent
        self.didChangeSection = didChangeSection
        self.didChangeItem = didChangeItem
        self.didChangeContent = didChangeContent
    }
}

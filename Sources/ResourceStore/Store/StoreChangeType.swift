/// The kind of a change reported to ``StoreChangeCallbacks``, the same four kinds as
/// `NSFetchedResultsChangeType` and XLData's `XLDataStoreChangeType`.
public enum StoreChangeType: Sendable, Hashable {
    /// Inserted: only the new index is given.
    case insert
    /// Deleted: only the old index is given.
    case delete
    /// Moved: the old and the new index are given. The item's content may have changed too (it is not reported
    /// again as ``update``): configure its cell from the item at the new index.
    case move
    /// Updated in place (a reload or a reconfigure): the old and the new index are given.
    case update
}

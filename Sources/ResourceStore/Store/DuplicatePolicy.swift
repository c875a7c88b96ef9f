/// What a ``SectionedStore`` does when a write brings an item whose identifier is already in the store (or
/// appears twice in the same write). ResourcePaging's `Paginator` takes the same policy for an item already
/// listed, with the same default, ``keepFirst``.
///
/// The policy is applied on every write: appends, inserts, page writes and replacements. Whatever it decides,
/// the store never holds two items with the same identifier, so a table or collection view is never handed one.
/// `upsert` is the one write that asks for an update by identifier: it always updates an item already there in
/// place, whatever the policy.
public enum DuplicatePolicy: Sendable, Hashable, CaseIterable {
    /// The item already there stays where it is, with its value; the newcomer is dropped. The default.
    case keepFirst
    /// The item already there is removed; the newcomer is placed where the write puts it.
    case keepLast
    /// The item already there stays where it is but takes the newcomer's value; the newcomer is not placed again.
    case replaceInPlace
}

/// Where an inserted item goes in a list: at the start, at the end of the loaded items, or after a listed item.
///
/// After an item that is not listed (any more), the item goes to the start.
public enum InsertionPoint<ID: Hashable & Sendable>: Hashable, Sendable {
    /// Before the first item.
    case start
    /// After the last loaded item.
    case end
    /// Right after the item with this id.
    case after(ID)
}

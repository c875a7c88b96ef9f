/// One change a user makes to a row of a ``PagedList``, shown at once by ``PagedList/perform(_:serverCall:)``
/// (or ``PagedList/update(_:)``, ``PagedList/insert(_:at:)`` and ``PagedList/remove(id:)``).
public enum ListEdit<Item: Identifiable & Sendable>: Sendable where Item.ID: Sendable {
    /// The listed row with the item's id takes its value, in its place.
    case update(Item)
    /// The item is listed at the given point; its id must not be listed yet.
    case insert(Item, at: InsertionPoint<Item.ID>)
    /// The listed row with this id goes away.
    case remove(Item.ID)

    /// The id of the row the edit changes.
    public var id: Item.ID {
        switch self {
        case .update(let item), .insert(let item, _): item.id
        case .remove(let id): id
        }
    }

    /// The row's value after the edit; `nil` for a removal.
    var item: Item? {
        switch self {
        case .update(let item), .insert(let item, _): item
        case .remove: nil
        }
    }
}

/// The places `keepsListPlace(in:)` keeps, by list: a list's rows (``PagedListModel/rows(_:)``), made inside the
/// `List` that the modifier wraps, report their appearing and disappearing to their list's place here, as they cannot
/// reach the modifier otherwise. A place is held weakly: it goes when the view that keeps it goes.
@MainActor
enum ListRowPlaces {
    /// A place, held weakly.
    private final class Entry {
        weak var list: AnyObject?
        weak var place: AnyObject?
        init(list: AnyObject, place: AnyObject) {
            self.list = list
            self.place = place
        }
    }

    /// The places, by list.
    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// Makes `place` the one `list`'s rows report to (another place for the same list replaces it).
    static func register<ItemID>(_ place: ListRowPlace<ItemID>, for list: AnyObject) {
        entries = entries.filter { $0.value.list != nil && $0.value.place != nil }
        entries[ObjectIdentifier(list)] = Entry(list: list, place: place)
    }

    /// The place `list`'s rows report to, if a view keeps one.
    static func place<ItemID>(for list: AnyObject, of _: ItemID.Type = ItemID.self) -> ListRowPlace<ItemID>? {
        guard let entry = entries[ObjectIdentifier(list)], entry.list === list else { return nil }
        return entry.place as? ListRowPlace<ItemID>
    }
}

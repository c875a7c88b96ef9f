import ResourcePaging

/// Links a SwiftUI scroll position to a ``ResourcePaging/PagedList``'s anchor: what the `keepsPlace(in:)` helper
/// reads as the list changes and tells as the reader scrolls.
///
/// The list opens at its anchor (a restored list's saved row) once, when its first rows show; from then on the
/// scroll position is the reader's, and each row SwiftUI reports at the top becomes the list's anchor. Later changes
/// of the list's anchor never move the scroll position: ``ResourcePaging/PagedList/loadMoreIfNeeded(currentItem:)``
/// sets it to every row that appears, often at the bottom of the screen, and following it would make the list jump.
@MainActor
final class ScrollPositionLink<Resource: PaginatedResource, SectionID: Hashable & Sendable>
where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
    private let list: PagedList<Resource, SectionID>
    /// Whether the list has shown rows (and so opened, at its anchor or at the top).
    private(set) var hasOpened = false
    /// The row the list opened at: its anchor when its first rows showed, or `nil` (the top).
    private(set) var openingRow: Resource.Item.ID?
    /// The row at the top of the scroll view: the opening row, then the one the reader scrolled to.
    private(set) var position: Resource.Item.ID?

    /// Links a scroll position to `list`.
    init(_ list: PagedList<Resource, SectionID>) {
        self.list = list
    }

    /// Follows the list: the first time it shows rows, it opens at `anchor`.
    ///
    /// - Returns: ``openingRow``.
    @discardableResult
    func listChanged(anchor: Resource.Item.ID?, hasRows: Bool) -> Resource.Item.ID? {
        if !hasOpened, hasRows {
            hasOpened = true
            openingRow = anchor
            position = anchor
        }
        return openingRow
    }

    /// The reader scrolled: `id`, the row now at the top, becomes the list's anchor.
    func scrolled(to id: Resource.Item.ID?) {
        position = id
        if let id { list.setAnchor(id) }
    }
}

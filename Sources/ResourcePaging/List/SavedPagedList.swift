import Foundation

/// What a ``PagedListLocalSource`` saves and gives back: the loaded pages with their keys and neighbour keys,
/// the row the reader was at, and when it was saved.
public struct SavedPagedList<Item: Identifiable & Sendable, Key: Hashable & Sendable>: Sendable
where Item.ID: Sendable {
    /// Consecutive pages, in order, as ``Paginator/loadedPages`` gave them.
    public var pages: [Page<Item, Key>]
    /// The row the reader was at, to scroll back to.
    public var anchor: Item.ID?
    /// When the pages were saved.
    public var savedAt: Date

    /// Creates a saved list.
    public init(pages: [Page<Item, Key>], anchor: Item.ID? = nil, savedAt: Date = Date()) {
        self.pages = pages
        self.anchor = anchor
        self.savedAt = savedAt
    }
}

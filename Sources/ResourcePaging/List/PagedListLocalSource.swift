/// The local side of a ``PagedList``: where its pages are kept between launches (a disk cache, Core Data,
/// SwiftData, SQLite…). The list reads it first on ``PagedList/start()`` and writes to it after every change the
/// network brought. For a database the list should observe, so that a row written elsewhere in the app shows, see
/// ``PagedListDatabase``.
///
/// ```swift
/// actor MemoryUsers: PagedListLocalSource {
///     var saved: SavedPagedList<User, Int>?
///     func loadSavedList() -> SavedPagedList<User, Int>? { saved }
///     func save(_ list: SavedPagedList<User, Int>) { saved = list }
/// }
/// ```
public protocol PagedListLocalSource<Item, Key>: Sendable {
    /// One element of the list.
    associatedtype Item: Identifiable & Sendable where Item.ID: Sendable
    /// What names a page.
    associatedtype Key: Hashable & Sendable

    /// The list saved last, or `nil` when nothing is saved.
    func loadSavedList() async throws -> SavedPagedList<Item, Key>?

    /// Keeps `list`, replacing what was saved before.
    func save(_ list: SavedPagedList<Item, Key>) async throws
}

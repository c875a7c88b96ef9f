/// The app's own database as the source of truth of a ``PagedList``: the list shows what the database holds,
/// observed, so a row written from elsewhere in the app shows in the list as one update; the list writes the pages
/// the network brings into it, as Android Paging's `RemoteMediator` writes into Room.
///
/// The database keeps the rows in order, grouped by the page that loaded them, with each page's neighbour keys
/// (what Paging calls remote keys), as a ``SavedPagedList``'s pages. ``FileListStore`` keeps them in a file; an
/// app with a SQLite, Core Data or SwiftData store conforms its own type: a table of rows with their position and
/// page key, a table of pages with their neighbour keys, and the stream fed by the store's change notifications.
///
/// ```swift
/// let store = FileListStore<User, Int>(directory: usersDirectory)
/// let list = PagedList(resource: Users(), service: service, database: store)
/// await list.start()  // the stored rows at once, then the first page from the network, written into the store
/// try await store.upsert(renamedUser)  // shows in the list as one update
/// ```
///
/// Compared with a ``PagedListLocalSource`` (a blob read once at ``PagedList/start()`` and written whole after each
/// change), the database is observed for the list's whole life, and a load writes the page it loaded
/// (``ListDatabaseWrite/append(_:)``), not the whole list.
public protocol PagedListDatabase<Item, Key>: Sendable {
    /// One row.
    associatedtype Item: Identifiable & Sendable where Item.ID: Sendable
    /// What names a page.
    associatedtype Key: Hashable & Sendable

    /// The stored pages now, then after every write, whoever made it: each element is the whole contents (its
    /// ``SavedPagedList/savedAt`` the time of the last write), so a reader that falls behind may skip to the
    /// latest. The stream finishes when the database is released or the reader stops.
    func contents() async -> AsyncStream<SavedPagedList<Item, Key>>

    /// Applies `write` (as ``ListDatabaseWrite/applied(to:)`` says), then yields the new contents to every reader
    /// of ``contents()``.
    func write(_ write: ListDatabaseWrite<Item, Key>) async throws
}

/// One change to a ``PagedListDatabase``'s pages: a page the network loaded, the list's pages after a refresh, or
/// one row changed by the app.
public enum ListDatabaseWrite<Item: Identifiable & Sendable, Key: Hashable & Sendable>: Sendable
where Item.ID: Sendable {
    /// The list's pages as they are after a refresh (or a jump, a page read again, a search cleared): they replace
    /// every stored page, and a stored row they lack is removed (the server no longer has it). A refresh's first
    /// page covers the rows up to its last row that was stored too; the stored rows after that one come back in
    /// these pages as they were (see ``PagedList/refresh()``).
    case replace([Page<Item, Key>])
    /// A page loaded after the last stored page, which now leads to it; its rows stored already stay where they are.
    case append(Page<Item, Key>)
    /// A page loaded before the first stored page, which it now leads to; its rows stored already stay where they
    /// are.
    case prepend(Page<Item, Key>)
    /// One row changed: by an edit the list's server confirmed, or by the app (a push, another screen).
    case edit(ListEdit<Item>)
}

extension ListDatabaseWrite {
    /// `pages` with the write applied: what a database stores. Ids stay unique (a row already stored keeps its
    /// place and a second copy is dropped, as ``ResourceStore/DuplicatePolicy/keepFirst`` does), and the pages stay
    /// consecutive (each page's ``Page/nextKey`` is the key of the page after it), as ``SavedPagedList`` requires:
    ///
    /// - ``replace(_:)`` keeps the pages up to the first that does not follow the one before it;
    /// - ``append(_:)`` and ``prepend(_:)`` of a page whose key is stored already change nothing; into no pages,
    ///   the page is stored alone;
    /// - ``edit(_:)`` does what ``PagedList/perform(_:serverCall:)`` does to the list: an update or a removal of a
    ///   row not stored, or an insert of a stored row or into no page, changes nothing.
    ///
    /// - Complexity: O(n) for n stored and written rows.
    public func applied(to pages: [Page<Item, Key>]) -> [Page<Item, Key>] {
        switch self {
        case .replace(let written):
            return Self.unique(Self.consecutive(written))
        case .append(let page):
            guard !pages.isEmpty else { return Self.unique([page]) }
            guard !pages.contains(where: { $0.key == page.key }) else { return pages }
            var pages = pages
            pages[pages.count - 1].nextKey = page.key
            pages.append(page)
            return Self.unique(pages)
        case .prepend(let page):
            guard let first = pages.first else { return Self.unique([page]) }
            guard !pages.contains(where: { $0.key == page.key }) else { return pages }
            var page = page
            page.nextKey = first.key
            // The stored rows were there first: a row of the new page that is stored already stays where it is.
            let stored = Set(pages.lazy.flatMap(\.items).map(\.id))
            page.items.removeAll { stored.contains($0.id) }
            return Self.unique([page] + pages)
        case .edit(let edit):
            return edit.applied(to: pages)
        }
    }

    /// `pages` up to the first page that does not follow the one before it.
    static func consecutive(_ pages: [Page<Item, Key>]) -> [Page<Item, Key>] {
        guard let broken = pages.indices.dropFirst().first(where: { pages[$0 - 1].nextKey != pages[$0].key })
        else { return pages }
        return Array(pages[..<broken])
    }

    /// `pages` with every id once: the first copy stays.
    static func unique(_ pages: [Page<Item, Key>]) -> [Page<Item, Key>] {
        var seen = Set<Item.ID>()
        return pages.map { page in
            var page = page
            page.items.removeAll { !seen.insert($0.id).inserted }
            return page
        }
    }
}

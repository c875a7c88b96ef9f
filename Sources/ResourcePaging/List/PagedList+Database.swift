import Foundation
import ResourceLoader

// The app's database as the source of truth: the list shows what the database holds, observed for the list's whole
// life, and writes into it what the network brings (see ``PagedListDatabase``).
extension PagedList {
    /// Creates a list that shows what `database` holds and writes into it the pages the network brings, as Android
    /// Paging's `RemoteMediator` does: on ``start()`` the stored rows show at once, then the first page is synced as
    /// ``refresh()`` syncs it and the outcome replaces the stored pages (``ListDatabaseWrite/replace(_:)``); each
    /// next or previous page is written alone (``ListDatabaseWrite/append(_:)``, ``ListDatabaseWrite/prepend(_:)``),
    /// unless its key is stored already (then the listed pages replace the stored ones); a confirmed edit is written
    /// too. Whatever else writes the database (a push, another screen) shows in the
    /// list as one update, once the loads in flight end.
    ///
    /// The database keeps every page, so the list keeps every page too (there is no `maximumPages`). A search's or
    /// a query's rows are not the database's: they are not written, and the database's changes show once the
    /// search is cleared.
    ///
    /// - Parameters: as ``init(resource:service:initialKey:maximumPages:prefetchDistance:sectionID:)``, plus
    ///   `database`, where the rows are kept.
    public convenience init<Database: PagedListDatabase>(
        resource: Resource,
        service: any ResourceService,
        database: Database,
        initialKey: Key? = nil,
        prefetchDistance: Int = 10,
        sectionID: @escaping @Sendable (Item) -> SectionID
    ) where Database.Item == Item, Database.Key == Key {
        self.init(
            paginator: Paginator(resource: resource, service: service, initialKey: initialKey),
            prefetchDistance: prefetchDistance, sectionID: sectionID, load: nil, save: nil,
            database: ListDatabaseLink(
                contents: { await database.contents() }, write: { try await database.write($0) }))
    }

    /// Shows the database's contents now (the state says they are cached, and since when) and follows its changes
    /// for the list's life.
    ///
    /// - Returns: whether rows were shown.
    func open(_ database: ListDatabaseLink<Item, Key>) async -> Bool {
        let contents = await database.contents()
        // The stream has one reader at a time: this iterator reads the contents now, the task below the changes.
        var now = contents.makeAsyncIterator()
        guard let stored = await now.next() else { return false }
        database.latest = stored
        if !stored.pages.isEmpty {
            machine.restored(savedAt: stored.savedAt)
            await paginator.restore(stored.pages)
        }
        lifetime.own(
            Task { [weak self] in
                for await changed in contents {
                    guard let self else { return }
                    database.latest = changed
                    database.revision += 1
                    database.isPending = true
                    await self.showDatabaseContents()
                    database.onChangeHandled?()
                }
            })
        return !stored.pages.isEmpty
    }

    /// Holds the database's changes back until ``releaseDatabaseChanges()``: from a change the list makes to its
    /// pages (a load, a sync, an edit, a page read again) until it is written into the database, the list holds
    /// rows the database does not hold yet, and showing the database then would drop them.
    func holdDatabaseChanges() {
        database?.holds += 1
    }

    /// Ends a ``holdDatabaseChanges()`` and, when no other holds, shows the database's changes held back.
    func releaseDatabaseChanges() async {
        guard let database else { return }
        database.holds -= 1
        guard database.holds == 0, database.isPending else { return }
        // The change held back may predate the list's own write, whose report is still on its way: what the database
        // holds now has both.
        var now = await database.contents().makeAsyncIterator()
        if let current = await now.next() {
            database.latest = current
            database.revision += 1
        }
        await showDatabaseContents()
    }

    /// Called after each change the database reported is handled (shown, or held back); lets tests wait for a change
    /// that must not show yet.
    package var onDatabaseChangeHandled: (() -> Void)? {
        get { database?.onChangeHandled }
        set { database?.onChangeHandled = newValue }
    }

    /// Shows the database's latest contents when they are not shown yet, in one update, unless the list holds them
    /// back (``holdDatabaseChanges()``), a load is in flight, or a search or a query is in force: then they wait,
    /// since showing them now would drop the list's rows not written yet, or supersede the load.
    func showDatabaseContents() async {
        guard let database, database.isPending, database.holds == 0, let latest = database.latest else { return }
        let revision = database.revision
        let adoption = await seam.adopt(latest.pages)
        // A newer change that came meanwhile is still to show.
        guard database.revision == revision else { return }
        switch adoption {
        case .deferred: return
        case .unchanged: database.isPending = false
        case .adopted:
            database.isPending = false
            await settle()
        }
    }

    /// Writes `change` into `database`: a page loaded alone; otherwise the listed pages (which keeps the keys of
    /// position-named pages moved by an edit); during a search or a query, a confirmed edit alone.
    func write(_ change: ListChange<Item>, to database: ListDatabaseLink<Item, Key>) async {
        let query = await paginator.query
        let searchText = await paginator.currentState.searchText
        let isListed = query.isEmpty && searchText == nil
        let write: ListDatabaseWrite<Item, Key>
        switch change {
        case .edited(let edit) where !isListed:
            write = .edit(edit)
        case _ where !isListed:
            return
        case .loaded(let direction):
            let pages = await paginator.loadedPages
            guard let page = direction == .forward ? pages.last : pages.first else { return }
            if database.latest?.pages.contains(where: { $0.key == page.key }) == true {
                // A key stored already (after an offset refresh, a next page asked for further back, at a key the
                // listed pages had; the paginator re-keys them): appended, it would change nothing, and the list,
                // taking the database's contents, would lose its rows. The listed pages replace the stored ones.
                write = .replace(pages)
            } else {
                write = direction == .forward ? .append(page) : .prepend(page)
            }
        case .listChanged, .edited:
            write = .replace(await paginator.loadedPages)
        }
        do {
            try await database.write(write)
        } catch {
            localSourceError = error
        }
    }
}

extension PagedList where SectionID == SingleSection {
    /// Creates a list of one section over `database` (see
    /// ``init(resource:service:database:initialKey:prefetchDistance:sectionID:)``); nothing loads until ``start()``.
    public convenience init<Database: PagedListDatabase>(
        resource: Resource,
        service: any ResourceService,
        database: Database,
        initialKey: Key? = nil,
        prefetchDistance: Int = 10
    ) where Database.Item == Item, Database.Key == Key {
        self.init(
            resource: resource, service: service, database: database, initialKey: initialKey,
            prefetchDistance: prefetchDistance, sectionID: { _ in .main })
    }
}

/// What changed in a ``PagedList``, for the write to its database.
enum ListChange<Item: Identifiable & Sendable>: Sendable where Item.ID: Sendable {
    /// The listed pages changed as a whole: a refresh, a jump, a page read again, a search cleared.
    case listChanged
    /// A page loaded at one end.
    case loaded(PagingDirection)
    /// A confirmed edit was written into the pages.
    case edited(ListEdit<Item>)
}

/// A list's database with its types erased, and what the list last heard from it.
@MainActor
final class ListDatabaseLink<Item: Identifiable & Sendable, Key: Hashable & Sendable> where Item.ID: Sendable {
    /// The database's ``PagedListDatabase/contents()``.
    let contents: @Sendable () async -> AsyncStream<SavedPagedList<Item, Key>>
    /// The database's ``PagedListDatabase/write(_:)``.
    let write: @Sendable (ListDatabaseWrite<Item, Key>) async throws -> Void
    /// The contents the database gave last.
    var latest: SavedPagedList<Item, Key>?
    /// How many changes the database reported.
    var revision = 0
    /// How many of the list's changes are under way (see `PagedList.holdDatabaseChanges()`).
    var holds = 0
    /// Whether ``latest`` is still to show (it waits for the loads in flight).
    var isPending = false
    /// Called after each reported change is handled (see `PagedList.onDatabaseChangeHandled`).
    var onChangeHandled: (() -> Void)?

    init(
        contents: @escaping @Sendable () async -> AsyncStream<SavedPagedList<Item, Key>>,
        write: @escaping @Sendable (ListDatabaseWrite<Item, Key>) async throws -> Void
    ) {
        self.contents = contents
        self.write = write
    }
}

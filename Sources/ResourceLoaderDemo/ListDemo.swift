import Foundation
import ResourceLoader
import ResourcePaging

/// The users as a ``PagedList``, as a list screen would own them: the `--cache`, `--offline` and `--search`
/// commands.
///
/// - With a disk cache, the list's pages are kept in it: the first run loads a few pages from the network and
///   saves them; a later run shows the saved users at once (with the time to that first content), then syncs the
///   first page with the server and prints what the sync inserted, updated and removed.
/// - Offline, every request fails as without a network: the saved users stay listed and the state says offline.
/// - A search filters the listed users locally at once, then asks the server once typing would have paused.
struct ListDemo {
    let list: UsersList
    let service: any ResourceService
    /// Where the list's pages are kept, or `nil` for a list that starts from the network every time.
    let diskCache: DiskCache?
    let searchText: String?
    let isOffline: Bool
    /// How many pages a first run loads.
    let pageCount: Int
    /// The answers the service has had so far, in order: each request's URL and status.
    let answers: () -> [(url: URL?, statusCode: Int)]

    private let table = TablePrinter(columns: [
        .init(title: "ID", alignment: .right, minimumWidth: 3),
        .init(title: "NAME", alignment: .left, minimumWidth: 20),
        .init(title: "USERNAME", alignment: .left, minimumWidth: 20),
    ])

    @MainActor
    func run() async throws {
        let clock = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> String {
            String(format: "%5d ms", Int((DispatchTime.now().uptimeNanoseconds - clock) / 1_000_000))
        }
        let users =
            diskCache.map { PagedList(resource: list, service: service, diskCache: $0) }
            ?? PagedList(resource: list, service: service)
        users.searchFields = { [$0.name, $0.username] }
        users.remoteSearchDelay = 0.3
        var cachedRows: [Int: User] = [:]
        var sync = SyncChanges()
        var isFromCache = false
        users.onUpdate = { update in
            if isFromCache {
                sync.add(update)
            } else if update.state.cachedAt != nil, update.snapshot.numberOfItems > 0 {
                isFromCache = true
                for id in update.snapshot.itemIdentifiers { cachedRows[id] = users.item(withID: id) }
                let age = update.state.cacheAge().map { " (saved \(Int($0)) s ago)" } ?? ""
                print(
                    "\(elapsed())  first content: \(PagingDemo.count(update.snapshot.numberOfItems, "user")) "
                        + "from the disk cache\(age), before any answer from the server")
            }
        }
        let answersBefore = answers().count
        let result = await users.start()
        if !isFromCache, users.snapshot.numberOfItems > 0 {
            print(
                "\(elapsed())  first content: \(PagingDemo.count(users.snapshot.numberOfItems, "user")) from the network"
            )
        }
        if users.state.isOffline {
            printOffline(users.state, shown: users.snapshot.numberOfItems)
        } else if case .failed(let error) = result {
            throw DemoRunner.Failure(description: "the first page of the users failed: \(error)")
        } else if isFromCache {
            let answered = Self.describe(answers().dropFirst(answersBefore))
            print("\(elapsed())  synced with the server: \(sync.describe(users, cached: cachedRows)) (\(answered))")
        } else if searchText == nil {
            for _ in 1..<pageCount where users.state.forward == .idle {
                await users.loadNextPage()
                print("\(elapsed())  page loaded: \(PagingDemo.count(users.snapshot.numberOfItems, "user")) listed")
            }
        }
        if let searchText {
            try await search(searchText, in: users, elapsed: elapsed)
            return
        }
        printRows(of: users)
        if let diskCache, !isFromCache, !users.state.isOffline {
            let pages = await users.paginator.loadedPages.count
            print("")
            print("Saved \(PagingDemo.count(pages, "page")) in \(diskCache.directory.path); run the same command again")
            print("to see them first, then what the sync with the server changed.")
        }
    }

    /// Filters the listed users by `text` at once, then shows the server's results.
    @MainActor
    private func search(
        _ text: String,
        in users: PagedList<UsersList, SingleSection>,
        elapsed: () -> String
    ) async throws {
        print("")
        let listed = users.snapshot.numberOfItems
        let task = users.search(text)
        await users.settle()
        print(
            "\(elapsed())  \"\(text)\" in the \(PagingDemo.count(listed, "listed user")), at once: "
                + names(users.snapshot.itemIdentifiers, in: users))
        await task.value
        if let error = users.state.refresh.error {
            print("\(elapsed())  the server's search failed\(users.state.isOffline ? " (offline)" : ""): \(error)")
            return
        }
        let shown = users.snapshot.itemIdentifiers
        print("\(elapsed())  \"\(text)\" on the server: " + names(shown, in: users))
        printRows(of: users)
        print("")
        let pages = await users.paginator.loadedPages.count
        let end = users.state.forward == .reachedEnd ? "the end of the list" : "more pages to load"
        print(
            "\(PagingDemo.count(shown.count, "user")) matching \"\(text)\" on \(PagingDemo.count(pages, "page")); \(end)."
        )
    }

    /// What each request got, in order: "the server answered /users?offset=0&limit=10 with 200 OK, …".
    private static func describe(_ answers: ArraySlice<(url: URL?, statusCode: Int)>) -> String {
        guard !answers.isEmpty else { return "no request answered" }
        let each = answers.map { answer in
            let path = answer.url.map { url in url.path + (url.query.map { "?\($0)" } ?? "") } ?? "?"
            let status =
                switch answer.statusCode {
                case 200: "200 OK"
                case 304: "304 Not Modified"
                default: "\(answer.statusCode)"
                }
            return "\(path) with \(status)"
        }
        return "the server answered " + each.joined(separator: ", ")
    }

    private func printOffline(_ state: ListState, shown: Int) {
        if shown > 0 {
            let age = state.cacheAge().map { ", saved \(Int($0)) s ago" } ?? ""
            print(
                "offline: \(PagingDemo.count(shown, "cached user")) shown\(age); the list syncs once the network is back"
            )
        } else {
            print("offline: no cached users to show (phase: \(state.phase)); run once with the network and --cache DIR")
        }
    }

    /// The first rows of the list as a table, after a blank line.
    @MainActor
    private func printRows(of users: PagedList<UsersList, SingleSection>) {
        let ids = users.snapshot.itemIdentifiers
        guard !ids.isEmpty else { return }
        print("")
        let rows = ids.prefix(list.pageSize).compactMap(users.item(withID:)).map {
            [String($0.id), $0.name, $0.username]
        }
        for line in table.lines(for: rows) { print(line) }
        if ids.count > rows.count { print("  … and \(PagingDemo.count(ids.count - rows.count, "more user"))") }
    }

    /// `2 users: #1 Ada Almeida, #21 Ada Nakamura`.
    @MainActor
    private func names(_ ids: [Int], in users: PagedList<UsersList, SingleSection>) -> String {
        let shown = ids.prefix(4).compactMap(users.item(withID:)).map { "#\($0.id) \($0.name)" }
        return PagingDemo.count(ids.count, "user") + (shown.isEmpty ? "" : ": " + shown.joined(separator: ", "))
            + (ids.count > 4 ? ", …" : "")
    }
}

/// What the updates after the cached rows changed, summed over those updates.
private struct SyncChanges {
    var inserted: [Int] = []
    var updated: [Int] = []
    var removed: [Int] = []

    mutating func add(_ update: PagedList<UsersList, SingleSection>.Update) {
        inserted += update.diff.itemInserts.map(\.id)
        updated += update.diff.itemReconfigures.map(\.id)
        removed += update.diff.itemDeletes.map(\.id)
    }

    /// `inserted #41 Grace Hoffmann; updated #6 …; removed #5 …`, or that nothing changed.
    @MainActor
    func describe(_ users: PagedList<UsersList, SingleSection>, cached: [Int: User]) -> String {
        func names(_ ids: [Int], from find: (Int) -> User?) -> String {
            ids.map { id in find(id).map { "#\(id) \($0.name)" } ?? "#\(id)" }.joined(separator: ", ")
        }
        // A row both removed and inserted in the same sync only moved.
        let moved = Set(inserted).intersection(removed)
        var parts: [String] = []
        let added = inserted.filter { !moved.contains($0) }
        let gone = removed.filter { !moved.contains($0) }
        if !added.isEmpty { parts.append("inserted " + names(added, from: users.item(withID:))) }
        if !updated.isEmpty { parts.append("updated " + names(updated, from: users.item(withID:))) }
        if !gone.isEmpty { parts.append("removed " + names(gone) { cached[$0] }) }
        return parts.isEmpty ? "no users changed" : parts.joined(separator: "; ")
    }
}

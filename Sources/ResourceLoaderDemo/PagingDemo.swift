import Foundation
import ResourceLoader
import ResourcePaging

/// Pages through the users with a ``Paginator``, printing each page as it arrives: its rows as a chunk of one
/// table, then a line with the state of loading in each direction. On a terminal, a progress line shows the
/// paginator's states while a page loads.
struct PagingDemo {
    /// Why paging stopped before it was asked to.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let list: UsersList
    let service: any ResourceService
    /// Whether to print each page as one line of names instead of table rows.
    var isCompact = false

    private let table = TablePrinter(columns: [
        .init(title: "ID", alignment: .right, minimumWidth: 3),
        .init(title: "NAME", alignment: .left, minimumWidth: 20),
        .init(title: "USERNAME", alignment: .left, minimumWidth: 20),
        .init(title: "EMAIL", alignment: .left, minimumWidth: 32),
    ])

    init(list: UsersList, service: any ResourceService, isCompact: Bool = false) {
        self.list = list
        self.service = service
        self.isCompact = isCompact
    }

    /// Loads up to `pageLimit` pages (`nil`: to the end of the list), of the users matching `searchText` when it
    /// is given, and returns how many pages were loaded.
    @discardableResult
    func run(pageLimit: Int?, searchText: String?) async throws -> Int {
        let paginator = Paginator(resource: list, service: service)
        let progress = ProgressLine()
        var pages = 0
        var printed = 0
        while pageLimit.map({ pages < $0 }) ?? true {
            let watcher = Self.showLoading(of: paginator, page: pages + 1, on: progress)
            let result: PageLoadResult
            if pages == 0, let searchText {
                // A search starts a new generation: results of any older query could never be shown.
                result = await paginator.search(searchText)
            } else {
                result = await paginator.loadNextPage()
            }
            watcher.cancel()
            await watcher.value
            progress.clear()
            switch result {
            case .loaded:
                pages += 1
                let state = await paginator.currentState
                let users = Array(state.items.dropFirst(printed))
                printPage(users, isFirst: printed == 0)
                print(
                    "  page \(pages) · \(Self.count(users.count, "user")) · forward: \(state.forward) · "
                        + "backward: \(state.backward)")
                printed = state.items.count
            case .reachedEnd:
                return pages
            case .failed(let error):
                throw Failure(description: error.description)
            case .superseded, .cancelled:
                throw Failure(description: "page \(pages + 1) was not applied (\(result))")
            }
            if await paginator.currentState.forward == .reachedEnd { break }
        }
        let state = await paginator.currentState
        let matching = searchText.map { " matching \"\($0)\"" } ?? ""
        let end = state.forward == .reachedEnd ? "the end of the list" : "more pages to load"
        print("\(Self.count(state.items.count, "user"))\(matching) on \(Self.count(pages, "page")); \(end).")
        return pages
    }

    /// Shows the paginator's states on `progress` while a load is under way, until the returned task is cancelled.
    private static func showLoading(
        of paginator: Paginator<UsersList>,
        page: Int,
        on progress: ProgressLine
    ) -> Task<Void, Never> {
        Task {
            for await state in await paginator.states() where state.forward.isLoading || state.refresh.isLoading {
                progress.updateTransient(
                    "  page \(page) · forward: \(state.forward) · backward: \(state.backward) · "
                        + "refresh: \(state.refresh)")
            }
        }
    }

    private func printPage(_ users: [User], isFirst: Bool) {
        guard !users.isEmpty else { return }
        if isCompact {
            let names =
                users.count > 4 ? users.prefix(3).map(\.name) + ["…", users[users.count - 1].name] : users.map(\.name)
            print("  " + names.joined(separator: ", "))
            return
        }
        let rows = users.map { [String($0.id), $0.name, $0.username, $0.email] }
        for line in table.lines(for: rows, includesHeader: isFirst) { print(line) }
    }

    /// `1 user`, `3 users`.
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

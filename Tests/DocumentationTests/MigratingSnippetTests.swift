import Foundation
import ResourceLoader
import ResourcePaging
import ResourceStore
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs the screens of Docs/Migrating/*.md against a small in-process API, so what each guide says its screen
/// shows is proved, not only compiled.
@Suite("Migration guide screens run")
@MainActor
struct MigratingSnippetTests {
    @Test("Paginator guide: the last rows load the next page, a short page ends the list, refresh syncs page 1")
    func paginatorScreen() async throws {
        let server = ServerData()
        let api = FakeListAPI { path, query in
            guard path == "/api/posts", query["count"] == "20", let page = Int(query["page"] ?? "") else {
                return .status(404)
            }
            let firstPage = await server.changed ? [1, 2] + Array(4...20) + [26] : Array(1...20)
            let ids = page == 1 ? firstPage : page == 2 ? Array(21...25) : []
            return .json(
                #"{"items": [\#(ids.map { #"{"id": \#($0), "title": "Post \#($0)"}"# }.joined(separator: ","))]}"#)
        }
        let screen = MigratingPaginatorSnippets.PostsScreen(service: NetworkResourceService { $0.dataLoader = api })

        await screen.appear()
        #expect(screen.list.snapshot.numberOfItems == 20)
        #expect(screen.footer == "")

        let updates = screen.list.updates()
        screen.rowWillAppear(try #require(screen.list.item(withID: 20)))
        for await update in updates where update.state.forward == .reachedEnd { break }
        #expect(screen.list.snapshot.itemIdentifiers == Array(1...25))
        #expect(screen.footer == "")
        #expect(await api.log.paths == ["/api/posts?count=20&page=1", "/api/posts?count=20&page=2"])

        // Post 3 is deleted and post 26 published: a refresh syncs page 1, then re-reads page 2, the page after it.
        await server.change()
        await screen.pulledToRefresh()
        #expect(screen.list.snapshot.itemIdentifiers == [1, 2] + Array(4...20) + [26] + Array(21...25))
        #expect(await api.log.paths.count == 4)
    }

    @Test("XLData guide: the background shows the empty view, the error, and the offline view")
    func xlDataScreenBackgrounds() async {
        let empty = MigratingXLDataSnippets.UsersScreen(
            service: Self.service(FakeListAPI { _, _ in .json(#"{"data": []}"#) }))
        await empty.appear()
        #expect(empty.background == "No users")
        #expect(!empty.showsNetworkStatus)

        let failing = MigratingXLDataSnippets.UsersScreen(service: Self.service(FakeListAPI { _, _ in .status(500) }))
        await failing.appear()
        #expect(failing.background.hasPrefix("Loading the page at 0 failed"))
        #expect(failing.background.hasSuffix("Retry?"))

        let offline = MigratingXLDataSnippets.UsersScreen(service: Self.service(FakeListAPI { _, _ in .offline }))
        await offline.appear()
        #expect(offline.background == "No connection")
        #expect(offline.showsNetworkStatus)
    }

    @Test("XLData guide: offset, limit and filter go under the names the old loader was given")
    func xlDataScreenRequests() async {
        let api = FakeListAPI { _, query in
            query["filter"] == nil ? .json(#"{"data": [{"id": 1, "name": "Ann"}]}"#) : .status(404)
        }
        let screen = MigratingXLDataSnippets.UsersScreen(service: Self.service(api))
        await screen.appear()
        #expect(
            MigratingXLDataSnippets.cellText(list: screen.list, indexPath: ListIndexPath(item: 0, section: 0)) == "Ann")
        #expect(await api.log.paths == ["/users.json?limit=20&offset=0"])
    }

    @Test(
        "XLDataLoader guide: start syncs the saved first page and reads the next again; the saved pages after it stay")
    func xlDataLoaderScreenSyncsTheTopOfTheList() async {
        typealias User = MigratingXLDataLoaderSnippets.User
        func users(_ ids: [Int]) -> [User] { ids.map { User(id: $0, userName: "user \($0)") } }
        let archive = UserArchive(
            saved: SavedPagedList(
                pages: [
                    Page(key: 0, items: users(Array(1...20)), nextKey: 20, previousKey: nil),
                    Page(key: 20, items: users(Array(21...40)), nextKey: 40, previousKey: 0),
                ],
                savedAt: Date(timeIntervalSinceNow: -60)
            ))
        // Since the save, user 3 was deleted and user 41 created: the first page is 1, 2, 4…20, 41.
        let firstPage = [1, 2] + Array(4...20) + [41]
        let gate = Gate()
        func body(_ ids: [Int]) -> String {
            "[" + ids.map { #"{"id": \#($0), "userName": "user \#($0)"}"# }.joined(separator: ",") + "]"
        }
        let (first, second) = (body(firstPage), body(Array(21...40)))
        let answer: @Sendable (String, [String: String]) -> FakeListAPI.Answer = { path, query in
            guard path == "/users.json", query["limit"] == "20" else { return .status(404) }
            switch query["offset"] {
            case "0": return .json(first)
            case "20": return .json(second)
            default: return .status(404)
            }
        }
        let api = FakeListAPI(before: { await gate.pass() }, answer: answer)
        let screen = MigratingXLDataLoaderSnippets.UsersScreen(service: Self.service(api), archive: archive)

        let appearing = Task { await screen.appear() }
        await gate.waitForArrival()  // the saved rows are shown; the first page is asked for
        #expect(screen.list.snapshot.itemIdentifiers == Array(1...40))
        let age = screen.banner.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        #expect(screen.banner == "Saved \(age ?? -1) s ago")
        #expect((age ?? 0) >= 60, "saved a minute before the test began")
        await gate.open()
        await appearing.value

        #expect(screen.list.snapshot.itemIdentifiers == firstPage + Array(21...40))
        #expect(screen.banner == "")
        #expect(screen.background == "")
        // The saved rows are kept after the fresh first page. With no anchor the sync reads the top of the list: the
        // first page, and then the saved page after it (unchanged); the others are read as they come into view.
        #expect(await api.log.paths == ["/users.json?limit=20&offset=0", "/users.json?limit=20&offset=20"])
        #expect(await archive.saved?.pages.flatMap(\.items).map(\.id) == firstPage + Array(21...40))
    }

    @Test("TABResourceLoader guide: the cities load, and a 404 shows its status")
    func tabResourceLoaderScreen() async {
        let api = FakeListAPI { path, query in
            guard query["sort"] == "name" else { return .status(400) }
            return path == "/europe.json"
                ? .json(#"[{"id": 1, "name": "Lisbon"}, {"id": 2, "name": "Oslo"}]"#) : .status(404)
        }
        let screen = MigratingTABResourceLoaderSnippets.CitiesScreen(service: Self.service(api))
        await screen.appear()
        #expect(screen.cities.map(\.name) == ["Lisbon", "Oslo"])
        #expect(screen.message == "")

        let missing = MigratingTABResourceLoaderSnippets.CitiesScreen(
            service: Self.service(FakeListAPI { _, _ in .status(404) }))
        await missing.appear()
        #expect(missing.cities.isEmpty)
        #expect(missing.message == "HTTP 404")
    }

    private static func service(_ api: FakeListAPI) -> NetworkResourceService {
        NetworkResourceService {
            $0.dataLoader = api
            $0.retryPolicy = .never
        }
    }
}

/// A local source in memory, for the XLDataLoader guide's screen.
private actor UserArchive: PagedListLocalSource {
    private(set) var saved: SavedPagedList<MigratingXLDataLoaderSnippets.User, Int>?

    init(saved: SavedPagedList<MigratingXLDataLoaderSnippets.User, Int>?) {
        self.saved = saved
    }

    func loadSavedList() -> SavedPagedList<MigratingXLDataLoaderSnippets.User, Int>? { saved }

    func save(_ list: SavedPagedList<MigratingXLDataLoaderSnippets.User, Int>) { saved = list }
}

/// Answers each request from a closure given the URL's path and query items; records each path and its query,
/// the items sorted by name.
private struct FakeListAPI: DataLoading {
    enum Answer: Sendable {
        case json(String)
        case status(Int)
        case offline
    }

    let before: (@Sendable () async -> Void)?
    let answer: @Sendable (_ path: String, _ query: [String: String]) async -> Answer
    let log = PathLog()

    init(
        before: (@Sendable () async -> Void)? = nil,
        answer: @escaping @Sendable (_ path: String, _ query: [String: String]) async -> Answer
    ) {
        self.before = before
        self.answer = answer
    }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let url = try #require(request.url)
        let items = (URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []).sorted {
            $0.name < $1.name
        }
        let sortedQuery = items.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
        await log.record(url.path + (sortedQuery.isEmpty ? "" : "?" + sortedQuery))
        await before?()
        let query = Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        switch await answer(url.path, query) {
        case .json(let body):
            return (Data(body.utf8), try FakeResponse.ok(url))
        case .status(let code):
            let response = HTTPURLResponse(url: url, statusCode: code, httpVersion: "HTTP/1.1", headerFields: [:])
            return (Data(#"{"error": "no"}"#.utf8), try #require(response))
        case .offline:
            throw URLError(.notConnectedToInternet)
        }
    }
}

private actor PathLog {
    private(set) var paths: [String] = []

    func record(_ path: String) {
        paths.append(path)
    }
}

/// Holds a request until the test has looked at the screen: `pass()` says the request arrived, then waits for
/// `open()`.
private actor Gate {
    private var arrived = false
    private var arrival: CheckedContinuation<Void, Never>?
    private var isOpen = false
    private var release: CheckedContinuation<Void, Never>?

    func pass() async {
        arrived = true
        arrival?.resume()
        arrival = nil
        guard !isOpen else { return }
        await withCheckedContinuation { release = $0 }
    }

    func waitForArrival() async {
        guard !arrived else { return }
        await withCheckedContinuation { arrival = $0 }
    }

    func open() {
        isOpen = true
        release?.resume()
        release = nil
    }
}

/// What the fake server holds: changed once, by the test.
private actor ServerData {
    private(set) var changed = false

    func change() {
        changed = true
    }
}

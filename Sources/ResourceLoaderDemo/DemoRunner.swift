import Foundation
import ResourceLoader

/// Runs the demo's commands against the embedded ``SampleAPI`` or a real server.
struct DemoRunner {
    /// Failures the demo reports and stops for.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let options: DemoOptions
    private let api: API
    private let loader: CountingDataLoader
    private let service: NetworkResourceService
    /// The disk cache of `--cache DIR`: the service's responses and the users list's pages.
    private let diskCache: DiskCache?
    private let events = Protected<[ResourceEvent]>([])

    /// How many pages of users to load, and how many users a page holds.
    private let pageCount = 2
    private let pageSize = 5
    /// The largest body the demo accepts from a real server, in bytes.
    private static let maximumResponseSize = 10 * 1024 * 1024

    init(options: DemoOptions) {
        self.options = options
        api = API(baseURL: options.baseURL ?? SampleAPI.baseURL)
        // With --base-url the requests go through the library's default loader (URLSession with a streaming size
        // cap of 10 MiB, the service's default limit, and origin-safe redirects); otherwise through the in-process
        // sample API.
        var cacheDirectory: URL?
        var isOffline = false
        if case .list(let directory, _, let offline) = options.command {
            cacheDirectory = directory
            isOffline = offline
        }
        let network: any DataLoading =
            if options.baseURL != nil {
                DataLoader(maximumResponseSize: Self.maximumResponseSize)
            } else {
                SampleAPI(revision: cacheDirectory.map { SampleAPI.nextRevision(in: $0, advancing: !isOffline) } ?? 0)
            }
        loader = CountingDataLoader(isOffline ? OfflineLoader() : network)
        let events = self.events
        let isVerbose = options.isVerbose
        let diskCache = cacheDirectory.map { DiskCache(directory: $0) }
        self.diskCache = diskCache
        service = NetworkResourceService { [loader] in
            $0.dataLoader = loader
            if let diskCache {
                $0.responseCache = diskCache
                $0.cachePolicy = .cacheThenNetwork
            }
            $0.coalescesRequests = true
            $0.onEvent = { event in
                events.withLock { $0.append(event) }
                if isVerbose { FileHandle.standardError.write(Data("  \(event)\n".utf8)) }
            }
        }
    }

    /// Runs ``options``' command and returns the process's exit status.
    func run() async -> Int32 {
        switch options.command {
        case .help:
            print(DemoOptions.usage)
            return 0
        case .users:
            return await report { try await showUsers() }
        case .pages(let limit, let searchText):
            return await report { try await showPages(limit: limit, searchText: searchText) }
        case .list(let directory, let searchText, let isOffline):
            return await report {
                printBanner()
                print(Self.listTitle(directory: directory, searchText: searchText, isOffline: isOffline))
                print("")
                let events = self.events
                let demo = ListDemo(
                    list: UsersList(baseURL: api.baseURL, pageSize: options.pageSize), service: service,
                    diskCache: diskCache, searchText: searchText, isOffline: isOffline, pageCount: 3,
                    answers: {
                        events.current.compactMap {
                            if case .finished(_, let url, let statusCode, _) = $0 { (url, statusCode) } else { nil }
                        }
                    })
                try await demo.run()
                printSummary()
            }
        }
    }

    /// Runs `body`; prints its error, if any, and returns the exit status.
    private func report(_ body: () async throws -> Void) async -> Int32 {
        do {
            try await body()
            return 0
        } catch {
            print("error: \(error)")
            return 1
        }
    }

    /// What the list command does, in one line.
    private static func listTitle(directory: URL?, searchText: String?, isOffline: Bool) -> String {
        var title = "Users as a PagedList"
        if let directory { title += ", its pages kept in a disk cache in \(directory.path)" }
        if let searchText { title += ", searched for \"\(searchText)\"" }
        if isOffline { title += ", offline (every request fails)" }
        return title
    }

    // MARK: - users

    private func printBanner() {
        if options.baseURL == nil {
            print("ResourceLoader demo · embedded sample API at \(api.baseURL.absoluteString)")
            print("(\(SampleAPI.userCount) users, ~30 ms simulated latency per request; no network is used)")
        } else {
            print("ResourceLoader demo · \(api.baseURL.absoluteString)")
        }
        print("")
    }

    private func showUsers() async throws {
        printBanner()

        let (users, total) = try await loadUsers()
        let postCounts = try await loadPostCounts(of: users)
        printTable(users: users, postCounts: postCounts, total: total)
        print("")
        await showCoalescing(userID: users.first?.id ?? 1)
        await showOperationChain(userID: users.dropFirst(2).first?.id ?? 1)
        await showTypedError(missingUserID: 999)
        print("")
        print("Paging: the first 2 pages through a Paginator (offset/limit, \(options.pageSize) users a page)")
        var compactDemo = pagingDemo
        compactDemo.isCompact = true
        try await compactDemo.run(pageLimit: 2, searchText: nil)
        print("Try --pages N and --search TEXT for more.")
        printSummary()
    }

    // MARK: - pages and search

    private var pagingDemo: PagingDemo {
        PagingDemo(list: UsersList(baseURL: api.baseURL, pageSize: options.pageSize), service: service)
    }

    /// Pages through the users, or the users matching `searchText`, with a `Paginator`.
    private func showPages(limit: Int?, searchText: String?) async throws {
        printBanner()
        let pages = limit.map { "up to " + Self.count($0, "page") } ?? "every page"
        let what = searchText.map { "Searching users for \"\($0)\"" } ?? "Paging through users"
        print("\(what) with a Paginator: \(pages), \(options.pageSize) users a page")
        print("")
        try await pagingDemo.run(pageLimit: limit, searchText: searchText)
        printSummary()
    }

    /// Loads ``pageCount`` pages of users, one after the other, reporting progress.
    private func loadUsers() async throws -> (users: [User], total: Int) {
        let progress = ProgressLine()
        var users: [User] = []
        var total = 0
        for page in 0..<pageCount {
            progress.update("Loading users… \(page)/\(pageCount)")
            let loaded = try await fetch(api.users(offset: page * pageSize, limit: pageSize))
            users += loaded.users
            total = loaded.total
        }
        progress.finish("Loading users… \(pageCount)/\(pageCount) pages, \(users.count) of \(total) users")
        return (users, total)
    }

    /// Loads every user's posts at once, reporting progress as each answer arrives.
    private func loadPostCounts(of users: [User]) async throws -> [Int: Int] {
        let progress = ProgressLine()
        progress.update("Loading posts… 0/\(users.count)")
        return try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for user in users {
                group.addTask { [api, service] in
                    do throws(ResourceError) {
                        return (user.id, try await service.fetch(api.user(user.id).posts).count)
                    } catch {
                        throw Failure(description: "loading the posts of user \(user.id) failed: \(error)")
                    }
                }
            }
            var counts: [Int: Int] = [:]
            for try await (id, count) in group {
                counts[id] = count
                if counts.count < users.count { progress.update("Loading posts… \(counts.count)/\(users.count)") }
            }
            progress.finish("Loading posts… \(counts.count)/\(users.count) users")
            return counts
        }
    }

    private func printTable(users: [User], postCounts: [Int: Int], total: Int) {
        print("")
        let table = TablePrinter(columns: [
            .init(title: "ID", alignment: .right),
            .init(title: "NAME", alignment: .left),
            .init(title: "USERNAME", alignment: .left),
            .init(title: "EMAIL", alignment: .left),
            .init(title: "POSTS", alignment: .right),
        ])
        let rows = users.map { user in
            [String(user.id), user.name, user.username, user.email, postCounts[user.id].map(String.init) ?? "–"]
        }
        for line in table.lines(for: rows) { print(line) }
        print("\(users.count) of \(total) users shown.")
    }

    // MARK: - coalescing, operations, errors

    /// Three fetches of the same user at the same moment share one request.
    private func showCoalescing(userID: Int) async {
        let before = loader.requestCount
        let resource = api.user(userID)
        let results = await withTaskGroup(of: Result<User, ResourceError>.self) { group in
            for _ in 0..<3 {
                group.addTask { [service] in await service.result(for: resource) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let succeeded = results.filter {
            if case .success = $0 { true } else { false }
        }.count
        let requests = loader.requestCount - before
        print(
            "Coalescing: 3 concurrent fetches of /users/\(userID) → \(Self.count(succeeded, "result")) from "
                + Self.count(requests, "request")
        )
    }

    /// A `ResourceOperation` for a user's posts that depends on one for the user, on an `OperationQueue`.
    private func showOperationChain(userID: Int) async {
        let log = Protected<[String]>([])
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 2
        let userOperation = ResourceOperation(resource: api.user(userID), service: service) { result in
            let text =
                switch result {
                case .success(let user): "user \(user.id) \(user.name)"
                case .failure(let error): "user \(userID) failed: \(error.summary)"
                }
            log.withLock { $0.append(text) }
        }
        let postsOperation = ResourceOperation(resource: api.user(userID).posts, service: service) { result in
            let text =
                switch result {
                case .success(let posts): Self.count(posts.count, "post")
                case .failure(let error): "posts failed: \(error.summary)"
                }
            log.withLock { $0.append(text) }
        }
        postsOperation.addDependency(userOperation)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = BlockOperation { continuation.resume() }
            done.addDependency(postsOperation)
            queue.addOperations([done, postsOperation, userOperation], waitUntilFinished: false)
        }
        print(
            "OperationQueue: " + log.current.joined(separator: " → ") + " (the posts operation depends on the user's)")
    }

    /// A missing user: the 404 arrives as a typed ``ResourceError`` carrying the API's own message.
    private func showTypedError(missingUserID: Int) async {
        do throws(ResourceError) {
            let user = try await service.fetch(api.user(missingUserID))
            print("Typed error: expected a 404, but user \(user.id) exists")
        } catch {
            print("Typed error: \(error)")
            if let problem = Self.problem(in: error) {
                print("             status \(error.statusCode ?? 0), API message: \"\(problem.error.message)\"")
            }
        }
    }

    private static func problem(in error: ResourceError) -> APIProblem? {
        guard case .unacceptableStatus(_, _, _, let apiError) = error else { return nil }
        return apiError as? APIProblem
    }

    private func printSummary() {
        let events = self.events.current
        var started = 0
        var finished = 0
        var failed = 0
        for event in events {
            switch event {
            case .started: started += 1
            case .finished: finished += 1
            case .failed: failed += 1
            }
        }
        print("")
        print(
            "Events: \(started) started, \(finished) finished, \(failed) failed; "
                + "\(Self.count(loader.requestCount, "request")) reached the server. Run with --verbose to see each event."
        )
    }

    /// `1 post`, `3 posts`.
    private static func count(_ count: Int, _ noun: String) -> String {
        PagingDemo.count(count, noun)
    }

    private func fetch<Resource: NetworkResourceType>(_ resource: Resource) async throws -> Resource.Model {
        do throws(ResourceError) {
            return try await service.fetch(resource)
        } catch {
            throw Failure(description: String(describing: error))
        }
    }
}

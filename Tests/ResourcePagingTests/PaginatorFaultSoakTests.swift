import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceSupport
import Testing

/// The loopback server's `/soak/{style}` routes (Tests/Support/Server/soak_routes.py): one list per name, one
/// request in five answered by a fault, the offset styles drifting between requests.
enum SoakLists {
    /// What every soak list sends: its name, size, fault rate and whether it drifts.
    struct Setup: Sendable {
        var server: TestServer
        var name: String
        var count: Int
        var drifts: Bool

        var queryItems: [QueryItem] {
            [
                QueryItem("list", name), QueryItem("count", count), QueryItem("faults", "0.2"),
                QueryItem("drift", drifts ? "1" : "0"),
            ]
        }
    }

    struct Offset: PaginatedResource {
        typealias Item = Row
        var setup: Setup
        var url: URL? { setup.server.url("/soak/offset") }
        var queryItems: [QueryItem] { setup.queryItems }
        var itemsKeyPath: String? { "data.items" }
        var paging: OffsetPaging { OffsetPaging(limit: 10, totalField: .value(at: "total")) }
    }

    struct Pages: PaginatedResource {
        typealias Item = Row
        var setup: Setup
        var url: URL? { setup.server.url("/soak/pages") }
        var queryItems: [QueryItem] { setup.queryItems }
        var itemsKeyPath: String? { "items" }
        var paging: PageNumberPaging { PageNumberPaging(pageSize: 10, totalPagesField: .value(at: "total_pages")) }
    }

    struct Ranges: PaginatedResource {
        typealias Item = Row
        var setup: Setup
        var url: URL? { setup.server.url("/soak/range") }
        var queryItems: [QueryItem] { setup.queryItems }
        var paging: RangePaging { RangePaging(size: 10) }
    }

    struct Cursors: PaginatedResource {
        typealias Item = Row
        var setup: Setup
        var url: URL? { setup.server.url("/soak/cursor") }
        var queryItems: [QueryItem] { setup.queryItems }
        var itemsKeyPath: String? { "data.feed.edges" }
        var paging: CursorPaging {
            CursorPaging(
                limitParameter: "first",
                limit: 10,
                nextCursor: .value(at: "data.feed.page_info.end_cursor"),
                previousCursor: .value(at: "data.feed.page_info.start_cursor"),
                hasNextField: .value(at: "data.feed.page_info.has_next_page"),
                hasPreviousField: .value(at: "data.feed.page_info.has_previous_page")
            )
        }
    }

    struct Links: PaginatedResource {
        typealias Item = Row
        var setup: Setup
        var url: URL? { setup.server.url("/soak/link") }
        var queryItems: [QueryItem] { setup.queryItems }
        var paging: LinkPaging { LinkPaging(firstPageQueryItems: [QueryItem("per_page", 10)]) }
    }

    /// The server's view of one list: its rows, the rows it inserted at the head, and the faults it sent.
    struct State: Decodable, Sendable {
        var rows: [Int]
        var headInserted: [Int]
        var faults: [String: Int]
        var requests: Int

        enum CodingKeys: String, CodingKey {
            case rows
            case headInserted = "head_inserted"
            case faults, requests
        }
    }

    struct StateResource: NetworkJSONResourceType {
        typealias Model = State
        var setup: Setup
        var freeze: Bool
        var url: URL? { setup.server.url("/soak/state") }
        var queryItems: [QueryItem] { [QueryItem("list", setup.name), QueryItem("freeze", freeze ? "1" : "0")] }
    }
}

/// What one list's soak did, summed over lists for the printed figures.
struct SoakFigures: Sendable {
    var requests = 0
    var pagesLoaded = 0
    var retries = 0
    var faults: [String: Int] = [:]
    var problems: [String] = []

    mutating func add(_ other: SoakFigures) {
        requests += other.requests
        pagesLoaded += other.pagesLoaded
        retries += other.retries
        faults.merge(other.faults, uniquingKeysWith: +)
        problems += other.problems
    }
}

/// Walks every paging style against the faulting, drifting loopback server, retrying a failed page as a user
/// would, and checks that each list ends equal to the server's data set. `PAGING_SOAK_ROUNDS` sets the rounds
/// (1 by default, so `swift test` stays fast; CI's soak step runs enough for more than 10,000 page loads).
@Suite("Paginator fault soak against the loopback server")
struct PaginatorFaultSoakTests {
    static var rounds: Int {
        ProcessInfo.processInfo.environment["PAGING_SOAK_ROUNDS"].flatMap(Int.init) ?? 1
    }

    @Test("every style, several lists at once, 20% faults: each list ends equal to the server's data set")
    func soak() async throws {
        let server = try TestServer.shared()
        let service = NetworkResourceService { $0.retryPolicy = .never }
        let start = Date()
        let rounds = Self.rounds
        let figures = await withTaskGroup(of: SoakFigures.self) { group in
            for lane in 0..<5 {
                group.addTask {
                    var figures = SoakFigures()
                    for round in 0..<rounds {
                        let setup = { (drifts: Bool) in
                            SoakLists.Setup(
                                server: server, name: "soak-\(lane)-\(round)-\(UUID().uuidString)", count: 400,
                                drifts: drifts)
                        }
                        let result: SoakFigures
                        switch lane {
                        case 0: result = await Self.driftingWalk(SoakLists.Offset(setup: setup(true)), service)
                        case 1: result = await Self.driftingWalk(SoakLists.Pages(setup: setup(true)), service)
                        case 2: result = await Self.driftingWalk(SoakLists.Ranges(setup: setup(true)), service)
                        case 3:
                            result = await Self.bothWays(
                                SoakLists.Cursors(setup: setup(false)), from: .after("c200"), service)
                        default:
                            let list = setup(false)
                            let middle = server.url(
                                "/soak/link?page=21&list=\(list.name)&per_page=10&faults=0.2")
                            result = await Self.bothWays(SoakLists.Links(setup: list), from: .url(middle), service)
                        }
                        figures.add(result)
                    }
                    return figures
                }
            }
            var total = SoakFigures()
            for await figures in group { total.add(figures) }
            return total
        }
        let faults = figures.faults.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        print(
            "paging soak: \(figures.requests) page loads (\(figures.pagesLoaded) pages added), "
                + "\(figures.faults.values.reduce(0, +)) faults [\(faults.joined(separator: ", "))], "
                + "\(figures.retries) retries, \(figures.problems.count) problems, "
                + String(format: "%.1f s", Date().timeIntervalSince(start)))
        #expect(figures.problems.isEmpty, "\(figures.problems.prefix(5))")
        #expect(figures.requests >= rounds * 5 * 40)
    }

    /// Loads pages one way until the end, retrying each failure (at most 40 times in a row).
    private static func walk<Resource: PaginatedResource>(
        _ paginator: Paginator<Resource>, forward: Bool, into figures: inout SoakFigures
    ) async {
        var failuresInARow = 0
        while true {
            let result = forward ? await paginator.loadNextPage() : await paginator.loadPreviousPage()
            switch result {
            case .loaded:
                figures.pagesLoaded += 1
                failuresInARow = 0
            case .reachedEnd:
                return
            case .failed(let error) where error.isRetryable && failuresInARow < 40:
                figures.retries += 1
                failuresInARow += 1
            default:
                figures.problems.append("\(Resource.self): \(result)")
                return
            }
        }
    }

    /// Forward to the end while the server drifts: the list must be the server's rows but for rows inserted at
    /// the head after the walk began (a forward walk cannot see those), in order, each once. Then, drift frozen,
    /// a refresh and a second walk must list the server's rows exactly.
    private static func driftingWalk<Resource: PaginatedResource>(_ resource: Resource, _ service: any ResourceService)
        async -> SoakFigures
    where Resource.Item == Row, Resource: SoakListResource {
        var figures = SoakFigures()
        let paginator = Paginator(resource: resource, service: service)
        await walk(paginator, forward: true, into: &figures)
        do {
            let state = try await service.fetch(SoakLists.StateResource(setup: resource.setup, freeze: true))
            let listed = await paginator.items.map(\.id)
            let unseen = state.rows.count - listed.count
            let headInserted = Set(state.headInserted)
            if unseen < 0 || Array(state.rows.suffix(listed.count)) != listed
                || !state.rows.prefix(unseen).allSatisfy(headInserted.contains)
            {
                figures.problems.append("\(Resource.self) drifting walk lost or repeated rows")
            }
            // A failed refresh keeps the old items listed: a user pulls to refresh again.
            for attempt in 0..<40 {
                let result = await paginator.refresh()
                if case .loaded = result {
                    figures.pagesLoaded += 1
                    break
                }
                figures.retries += 1
                if attempt == 39 { figures.problems.append("\(Resource.self): refresh kept failing: \(result)") }
            }
            await walk(paginator, forward: true, into: &figures)
            let final = try await service.fetch(SoakLists.StateResource(setup: resource.setup, freeze: true))
            if await paginator.items.map(\.id) != final.rows {
                figures.problems.append("\(Resource.self) refreshed walk differs from the server")
            }
            figures.requests += final.requests
            figures.faults.merge(final.faults, uniquingKeysWith: +)
        } catch {
            figures.problems.append("\(Resource.self): state: \(error)")
        }
        return figures
    }

    /// From a page in the middle to the end, then back to the start: the list must be the server's rows.
    private static func bothWays<Resource: PaginatedResource>(
        _ resource: Resource, from key: Resource.Paging.Key, _ service: any ResourceService
    ) async -> SoakFigures where Resource.Item == Row, Resource: SoakListResource {
        var figures = SoakFigures()
        let paginator = Paginator(resource: resource, service: service, initialKey: key)
        await walk(paginator, forward: true, into: &figures)
        await walk(paginator, forward: false, into: &figures)
        do {
            let state = try await service.fetch(SoakLists.StateResource(setup: resource.setup, freeze: true))
            if await paginator.items.map(\.id) != state.rows {
                figures.problems.append("\(Resource.self) two-way walk differs from the server")
            }
            figures.requests += state.requests
            figures.faults.merge(state.faults, uniquingKeysWith: +)
        } catch {
            figures.problems.append("\(Resource.self): state: \(error)")
        }
        return figures
    }
}

/// A soak list: its setup names it on the server.
protocol SoakListResource {
    var setup: SoakLists.Setup { get }
}

extension SoakLists.Offset: SoakListResource {}
extension SoakLists.Pages: SoakListResource {}
extension SoakLists.Ranges: SoakListResource {}
extension SoakLists.Cursors: SoakListResource {}
extension SoakLists.Links: SoakListResource {}

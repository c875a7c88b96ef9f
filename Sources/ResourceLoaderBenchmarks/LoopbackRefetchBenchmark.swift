import Dispatch
import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a user pays for a refetch (#37), measured the way an app calls it: `refresh()` of a started list over the
/// loopback server, with real HTTP bodies and a UI holding every update, against a bare fetch + decode of the same
/// page (`URLSession.data(for:)` and a `JSONDecoder`, nothing of ours) measured alternately in the same run.
///
/// Each size runs as one page and in pages of 100, with the server's rows unchanged, one field of one row changed,
/// and every row changed (``LoopbackRefetchBenchmark/Change``; the server alternates two versions of its rows). A
/// background check (a poll) of the unchanged list is counted too: it should deliver no update.
///
/// Run alone: `swift run -c release resourceloader-benchmarks refetch-loopback`.
enum LoopbackRefetchBenchmark {
    /// What a refetch finds changed on the server.
    enum Change: String, CaseIterable {
        case none, one, all

        /// How the output names it.
        var label: String {
            switch self {
            case .none: "rows unchanged"
            case .one: "one row changed"
            case .all: "every row changed"
            }
        }

        /// The goal of a refresh's cost over a bare fetch + decode of the page it asks for (#37).
        var goal: Double {
            switch self {
            case .none: 1.10
            case .one: 1.15
            case .all: 1.5
            }
        }
    }

    /// The figures of one case.
    struct Figures {
        /// Median time of a bare fetch + decode, in nanoseconds.
        var bare: Double
        /// Median time of `refresh()`, in nanoseconds.
        var refresh: Double
        /// Median of the ratios of adjacent pairs (a refresh over the bare fetch just before or after it).
        var ratio: Double
        /// The updates the last refresh delivered.
        var updates: Int
    }

    /// Runs every case and prints its figures; `sizes` limits the row counts (all three by default).
    static func run(sizes: [Int] = [1_000, 10_000, 100_000]) async {
        let server: TestServer
        do {
            server = try TestServer.start()
        } catch {
            print("loopback refetch benchmark skipped: \(error)")
            return
        }
        defer { server.stop() }
        print("What a refetch costs the app (release; refresh() over loopback against a bare fetch + decode")
        print("of the same page in the same run; medians, the ratio is the median of adjacent pairs)")
        let only = ProcessInfo.processInfo.environment["REFETCH_ONLY"]
        for pageSize in [nil, 100] as [Int?] {
            if only != nil, pageSize != nil { continue }
            print("")
            print(pageSize == nil ? "one page of all the rows:" : "pages of \(pageSize ?? 0), every page listed:")
            for count in sizes {
                for change in Change.allCases {
                    if let only, only != change.rawValue { continue }
                    do {
                        let figures = try await measure(
                            count: count, pageSize: pageSize ?? count, change: change, on: server)
                        let name = "  \(count.formatted()) rows, \(change.label):"
                        print(
                            name.padding(toLength: 38, withPad: " ", startingAt: 0) + "bare "
                                + BenchmarkSupport.milliseconds(figures.bare)
                                + "  refresh() " + BenchmarkSupport.milliseconds(figures.refresh)
                                + "  (\(figures.updates) update\(figures.updates == 1 ? "" : "s"))")
                        let isGoal = pageSize == nil && count == 10_000
                        print(
                            "    refresh() / bare fetch  "
                                + (isGoal
                                    ? BenchmarkSupport.ratio(figures.ratio, goal: change.goal)
                                    : String(format: "%6.3fx  (no goal at this size)", figures.ratio)))
                    } catch {
                        print("  \(count) rows, \(change.label): failed: \(error)")
                    }
                }
            }
        }
        do {
            let updates = try await pollUpdates(count: 10_000, on: server)
            print("")
            print(
                "a poll of 10,000 unchanged rows (a background check): \(updates) updates  "
                    + (updates == 0 ? "(goal 0) ok" : "(goal 0) MISSED"))
        } catch {
            print("poll case failed: \(error)")
        }
    }

    /// Measures one case: a list of `count` rows in pages of `pageSize`, every page listed, refreshed against a bare
    /// fetch of its first page.
    @MainActor
    private static func measure(count: Int, pageSize: Int, change: Change, on server: TestServer) async throws
        -> Figures
    {
        let name = "\(count)-\(pageSize)-\(change.rawValue)"
        let query = "count=\(count)&change=\(change.rawValue)"
        let resource = BenchmarkRows(
            url: server.url("/refetch/list-\(name)/rows?\(query)"), pageSize: pageSize, readsTotal: true)
        let bareRequest = URLRequest(url: server.url("/refetch/bare-\(name)/rows?\(query)&offset=0&limit=\(pageSize)"))
        let session = URLSession(configuration: .default)
        defer { session.finishTasksAndInvalidate() }

        let list = PagedList(resource: resource, service: NetworkResourceService())
        var shown = ShownRows()
        var updates = 0
        list.onUpdate = { update in
            shown.take(update)
            updates += 1
        }
        await list.start()
        while case .loaded = await list.loadNextPage() {}
        guard shown.rowCount == count else {
            throw BenchmarkError.unexpected("\(name): \(shown.rowCount) rows listed, \(count) expected")
        }

        let rounds = Int(ProcessInfo.processInfo.environment["REFETCH_ROUNDS"] ?? "") ?? (count >= 100_000 ? 7 : 15)
        var samples: (bare: [UInt64], refresh: [UInt64]) = ([], [])
        var ratios: [Double] = []
        var lastUpdates = 0
        // Round 0 warms the connections and the server's bodies.
        for round in 0...rounds {
            var (bare, refresh): (UInt64, UInt64) = (0, 0)
            for bareFirst in [round % 2 == 0, round % 2 != 0] {
                let start = DispatchTime.now().uptimeNanoseconds
                if bareFirst {
                    let (data, response) = try await session.data(for: bareRequest)
                    let envelope = try JSONDecoder().decode(Envelope.self, from: data)
                    bare = DispatchTime.now().uptimeNanoseconds - start
                    guard (response as? HTTPURLResponse)?.statusCode == 200, envelope.data.items.count == pageSize
                    else { throw BenchmarkError.unexpected("\(name): the bare fetch got another page") }
                } else {
                    updates = 0
                    let result = await list.refresh()
                    refresh = DispatchTime.now().uptimeNanoseconds - start
                    guard case .loaded = result else { throw BenchmarkError.unexpected("\(name): \(result)") }
                    lastUpdates = updates
                }
            }
            if round > 0 {
                samples.bare.append(bare)
                samples.refresh.append(refresh)
                ratios.append(Double(refresh) / Double(max(1, bare)))
            }
        }
        guard shown.rowCount == count else {
            throw BenchmarkError.unexpected("\(name): \(shown.rowCount) rows shown after the refreshes")
        }
        ratios.sort()
        return Figures(
            bare: BenchmarkSupport.median(of: samples.bare), refresh: BenchmarkSupport.median(of: samples.refresh),
            ratio: ratios[ratios.count / 2], updates: lastUpdates)
    }

    /// The updates a started list of `count` unchanged rows in one page delivers for a poll.
    @MainActor
    private static func pollUpdates(count: Int, on server: TestServer) async throws -> Int {
        let resource = BenchmarkRows(
            url: server.url("/refetch/poll-\(count)/rows?count=\(count)&change=none"), pageSize: count,
            readsTotal: true)
        let list = PagedList(resource: resource, service: NetworkResourceService())
        var updates = 0
        list.onUpdate = { _ in updates += 1 }
        await list.start()
        updates = 0
        guard await list.poll() else { throw BenchmarkError.unexpected("the poll did not run") }
        await list.settle()
        return updates
    }

    /// The bare fetch's body.
    private struct Envelope: Decodable {
        struct Items: Decodable { let items: [Row] }
        let data: Items
    }
}

import Dispatch
import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Speed of the `Paginator`'s bookkeeping, measured against floors taken in the same run:
///
/// - appending a page to a list that already holds 100,000 items vs one that holds 1,000 (the cost must not
///   grow with the list), twice: with pages handed over decoded, so only the paginator's own work is timed, and
///   with pages decoded from an in-memory loader, as a real page load is; a subscriber holds the latest state;
/// - loading a page through the paginator vs a bare fetch of the same URL (`NetworkResourceService.fetch` of a
///   plain JSON resource that decodes only the items, over URLSession from the loopback server), page by page,
///   alternating which goes first, for every paging style (offset, page number, range, relay cursor, Stripe
///   cursor, Link header, JSON:API body links): the goal, so the paging fields' decoding counts too;
/// - the same comparison with pages answered from memory, where a fetch costs nothing but decoding: no goal, it
///   shows the bookkeeping's whole cost in microseconds.
enum PagingBenchmarks {
    static let pageSize = 100

    static func run() async {
        print("ResourcePaging benchmarks (release build; medians)")
        let api = PrebuiltPages(totalItems: 120_000, pageSize: pageSize)
        let service = NetworkResourceService {
            $0.dataLoader = api
            $0.retryPolicy = .never
            $0.coalescesRequests = false
        }

        // Pages handed over already decoded, so the time is the paginator's alone: the hop to the actor, joining,
        // the id bookkeeping and the append. A subscriber holds the latest state, as a UI does, so appending
        // cannot rely on the list's storage being uniquely referenced.
        let decoded = PrebuiltPageService(totalItems: 120_000, pageSize: pageSize)
        let (small, large) = await appendCosts(after: (1_000, 100_000), service: decoded)
        let (smallLoad, largeLoad) = await appendCosts(after: (1_000, 100_000), service: service)
        print("")
        print("append one decoded page after 1,000 items     " + BenchmarkSupport.microseconds(small))
        print("append one decoded page after 100,000 items   " + BenchmarkSupport.microseconds(large))
        print("cost at 100,000 / at 1,000                    " + BenchmarkSupport.ratio(large / small, goal: 1.2))
        print("load and append one page after 1,000 items    " + BenchmarkSupport.microseconds(smallLoad))
        print("load and append one page after 100,000 items  " + BenchmarkSupport.microseconds(largeLoad))
        print(
            "cost at 100,000 / at 1,000 (decode included)  "
                + BenchmarkSupport.ratio(largeLoad / smallLoad, goal: 1.2))

        do {
            let server = try TestServer.start()
            defer { server.stop() }
            print("")
            print("page loads from the loopback server, every paging style (1,000 rows, pages of \(pageSize)):")
            print("  style        bare fetch   paginator load   paginator / bare fetch (median of page-by-page ratios)")
            for style in LoopbackStyle.allCases {
                let (bare, paged, ratio) = try await style.measure(on: server, rounds: 20)
                print(
                    "  " + style.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
                        + BenchmarkSupport.microseconds(bare) + "  " + BenchmarkSupport.microseconds(paged) + "   "
                        + BenchmarkSupport.ratio(ratio, goal: 1.05))
            }
        } catch {
            print("loopback page-load benchmark skipped: \(error)")
        }

        do {
            let (bare, paged) = try await bookkeeping(
                resource: BenchmarkRows(), service: service, rounds: 11, pagesPerRound: 200)
            print("")
            print("pages from memory (no network): decode " + BenchmarkSupport.microseconds(bare))
            print("  paginator load of the same page      " + BenchmarkSupport.microseconds(paged))
            print(
                String(
                    format: "  bookkeeping per page                %7.1f µs (%.2fx of a bare decode; no goal)",
                    (paged - bare) / 1_000, paged / bare))
        } catch {
            print("in-memory bookkeeping benchmark failed: \(error)")
        }
    }

    /// The median times to load one more page into a paginator already holding `counts.small` items and into
    /// one holding `counts.large`, each with a subscriber holding the latest state. The two are loaded
    /// alternately (and which goes first alternates too), so drift in the machine's speed touches both alike.
    private static func appendCosts(
        after counts: (small: Int, large: Int),
        service: any ResourceService
    ) async -> (small: Double, large: Double) {
        var samples: (small: [UInt64], large: [UInt64]) = ([], [])
        for _ in 0..<11 {
            let small = Paginator(resource: BenchmarkRows(), service: service)
            let large = Paginator(resource: BenchmarkRows(), service: service)
            let subscribers = (await small.states(), await large.states())
            for _ in 0..<(counts.small / pageSize) { await small.loadNextPage() }
            for _ in 0..<(counts.large / pageSize) { await large.loadNextPage() }
            await BenchmarkSupport.alternate(
                steps: 40, small: { await small.loadNextPage() }, large: { await large.loadNextPage() },
                into: &samples)
            blackHole(await small.items.count + large.items.count)
            withExtendedLifetime(subscribers) {}
        }
        return (BenchmarkSupport.median(of: samples.small), BenchmarkSupport.median(of: samples.large))
    }

    /// Median per-page times of the bare fetch of each page (through its `PageResource`) and of the paginator's
    /// load: each round walks a new paginator to the end of the list (or `pagesPerRound` pages), fetching every
    /// page bare just before or just after (alternating), so drift in the machine's speed touches both alike.
    private static func bookkeeping(
        resource: BenchmarkRows,
        service: NetworkResourceService,
        rounds: Int,
        pagesPerRound: Int = .max
    ) async throws -> (bare: Double, paged: Double) {
        var bareSamples: [UInt64] = []
        var pagedSamples: [UInt64] = []
        for round in 0...rounds {
            let paginator = Paginator(resource: resource, service: service)
            var offset = 0
            var reachedEnd = false
            var pages = 0
            while !reachedEnd && pages < pagesPerRound {
                pages += 1
                var bareTime: UInt64 = 0
                var pagedTime: UInt64 = 0
                var endedEmpty = false
                for bareFirst in [round % 2 == 0, round % 2 != 0] {
                    let start = DispatchTime.now().uptimeNanoseconds
                    if bareFirst {
                        blackHole(try await service.fetch(resource.page(at: offset)).items.count)
                        bareTime = DispatchTime.now().uptimeNanoseconds - start
                    } else {
                        let result = await paginator.loadNextPage()
                        pagedTime = DispatchTime.now().uptimeNanoseconds - start
                        // An empty page past the last one is the end of the list, not a page to time.
                        endedEmpty = result == .reachedEnd
                        guard endedEmpty || result.isLoaded else { throw BenchmarkError.unexpected("\(result)") }
                    }
                }
                if endedEmpty { break }
                // Round 0 warms the connection and the caches.
                if round > 0 {
                    bareSamples.append(bareTime)
                    pagedSamples.append(pagedTime)
                }
                offset += pageSize
                reachedEnd = await paginator.currentState.forward == .reachedEnd
            }
        }
        return (BenchmarkSupport.median(of: bareSamples), BenchmarkSupport.median(of: pagedSamples))
    }
}

extension PageLoadResult {
    /// Whether a page was added.
    fileprivate var isLoaded: Bool {
        if case .loaded = self { return true }
        return false
    }
}

/// A benchmark that could not measure what it meant to.
enum BenchmarkError: Error {
    case unexpected(String)
}

/// The benchmark's list: offset paging over `/rows`, items at `data.items`.
struct BenchmarkRows: PaginatedResource {
    typealias Item = Row
    var url: URL? = URL(string: "https://bench.test/rows")
    /// The rows a page asks for.
    var pageSize = PagingBenchmarks.pageSize
    /// Whether the list's end is read from the body's `total` (the loopback refetch's pages have one).
    var readsTotal = false
    var collectionKeyPath: String? { "data.items" }
    var paging: OffsetPaging {
        readsTotal ? OffsetPaging(limit: pageSize, totalField: .value(at: "total")) : OffsetPaging(limit: pageSize)
    }
}

/// Answers `/rows?offset=&limit=` from bodies encoded once, up front.
final class PrebuiltPages: DataLoading {
    private let pages: [Data]
    private let pageSize: Int

    init(totalItems: Int, pageSize: Int) {
        self.pageSize = pageSize
        var pages: [Data] = []
        for start in stride(from: 0, to: totalItems, by: pageSize) {
            let rows = (start..<min(totalItems, start + pageSize)).map { #"{"id":\#($0 + 1),"name":"Row \#($0 + 1)"}"# }
            pages.append(Data(#"{"data":{"items":[\#(rows.joined(separator: ","))]}}"#.utf8))
        }
        self.pages = pages
    }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let offset =
            request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }?
            .queryItems?.first { $0.name == "offset" }?.value.flatMap(Int.init) ?? 0
        let index = offset / pageSize
        let body = index < pages.count ? pages[index] : Data(#"{"data":{"items":[]}}"#.utf8)
        return ScriptedDataLoader.response(to: request, body: body)
    }
}

/// A service that answers the benchmark list's pages with models built up front: no encoding, no decoding.
struct PrebuiltPageService: ResourceService {
    private let pages: [Page<Row, Int>]
    private let pageSize: Int

    init(totalItems: Int, pageSize: Int) {
        self.pageSize = pageSize
        pages = stride(from: 0, to: totalItems, by: pageSize).map { start in
            let end = min(totalItems, start + pageSize)
            return Page(
                key: start, items: (start..<end).map { Row(id: $0 + 1, name: "Row \($0 + 1)") },
                nextKey: end < totalItems ? end : nil, previousKey: start > 0 ? max(0, start - pageSize) : nil)
        }
    }

    func fetch<Resource: NetworkResourceType>(_ resource: Resource) async throws(ResourceError) -> Resource.Model {
        guard let page = resource as? PageResource<BenchmarkRows>,
            let model = pages[page.key / pageSize] as? Resource.Model
        else { throw .invalidRequest(reason: "not a page of the benchmark list", underlying: nil) }
        return model
    }
}

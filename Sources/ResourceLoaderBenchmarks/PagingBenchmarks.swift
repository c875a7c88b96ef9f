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
///   grow with the list); pages come from an in-memory loader, so only the library is measured;
/// - loading a page through the paginator vs the bare fetch of the same page (`NetworkResourceService.fetch`
///   over URLSession from the loopback server), page by page, alternating which goes first: the goal;
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

        let small = await appendCost(afterItems: 1_000, service: service)
        let large = await appendCost(afterItems: 100_000, service: service)
        print("")
        print("append one page after 1,000 items     " + BenchmarkSupport.microseconds(small))
        print("append one page after 100,000 items   " + BenchmarkSupport.microseconds(large))
        print("cost at 100,000 / at 1,000            " + BenchmarkSupport.ratio(large / small, goal: 1.2))

        do {
            let server = try TestServer.start()
            defer { server.stop() }
            let overNetwork = NetworkResourceService {
                $0.retryPolicy = .never
                $0.coalescesRequests = false
            }
            let resource = BenchmarkRows(url: server.url("/list/offset?count=1000"))
            let (bare, paged) = try await bookkeeping(resource: resource, service: overNetwork, rounds: 60)
            print("")
            print("bare fetch of a page (loopback)       " + BenchmarkSupport.microseconds(bare))
            print("paginator load of the same page       " + BenchmarkSupport.microseconds(paged))
            print("paginator / bare fetch                " + BenchmarkSupport.ratio(paged / bare, goal: 1.05))
        } catch {
            print("loopback bookkeeping benchmark skipped: \(error)")
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

    /// The median time to load one more page into a paginator already holding `count` items.
    private static func appendCost(afterItems count: Int, service: NetworkResourceService) async -> Double {
        var samples: [UInt64] = []
        for _ in 0..<11 {
            let paginator = Paginator(resource: BenchmarkRows(), service: service)
            for _ in 0..<(count / pageSize) { await paginator.loadNextPage() }
            for _ in 0..<20 {
                let start = DispatchTime.now().uptimeNanoseconds
                await paginator.loadNextPage()
                samples.append(DispatchTime.now().uptimeNanoseconds - start)
            }
            blackHole(await paginator.items.count)
        }
        return BenchmarkSupport.median(of: samples)
    }

    /// Median per-page times of the bare service and of the paginator: each round walks a new paginator to the
    /// end of the list (or `pagesPerRound` pages), fetching every page bare just before or just after (alternating), so drift in the
    /// machine's or the server's speed touches both alike.
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
                for bareFirst in [round % 2 == 0, round % 2 != 0] {
                    let start = DispatchTime.now().uptimeNanoseconds
                    if bareFirst {
                        blackHole(try await service.fetch(resource.page(at: offset)).items.count)
                        bareTime = DispatchTime.now().uptimeNanoseconds - start
                    } else {
                        let result = await paginator.loadNextPage()
                        pagedTime = DispatchTime.now().uptimeNanoseconds - start
                        guard case .loaded = result else { throw BenchmarkError.unexpected("\(result)") }
                    }
                }
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

/// A benchmark that could not measure what it meant to.
enum BenchmarkError: Error {
    case unexpected(String)
}

/// The benchmark's list: offset paging over `/rows`, items at `data.items`.
struct BenchmarkRows: PaginatedResource {
    typealias Item = Row
    var url: URL? = URL(string: "https://bench.test/rows")
    var itemsKeyPath: String? { "data.items" }
    var paging: OffsetPaging { OffsetPaging(limit: PagingBenchmarks.pageSize) }
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

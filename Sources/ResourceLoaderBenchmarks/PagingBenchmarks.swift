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
///   grow with the list);
/// - loading a page through the paginator vs fetching and decoding the same page with the bare service.
///
/// Pages come from an in-memory loader that answers with pre-encoded bodies, so the figures measure the library,
/// not a network.
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

        let (bare, paged) = await bookkeeping(service: service)
        print("")
        print("bare fetch + decode of a page         " + BenchmarkSupport.microseconds(bare))
        print("paginator load of the same page       " + BenchmarkSupport.microseconds(paged))
        print("paginator / bare fetch                " + BenchmarkSupport.ratio(paged / bare, goal: 1.05))
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

    /// Median per-page times of the bare service and of the paginator over the same 200 pages, interleaved in
    /// rounds so that drift in the machine's speed touches both alike.
    private static func bookkeeping(service: NetworkResourceService) async -> (bare: Double, paged: Double) {
        var bareSamples: [UInt64] = []
        var pagedSamples: [UInt64] = []
        let resource = BenchmarkRows()
        for _ in 0..<11 {
            var start = DispatchTime.now().uptimeNanoseconds
            for page in 0..<200 {
                blackHole(try? await service.fetch(resource.page(at: page * pageSize)))
            }
            bareSamples.append((DispatchTime.now().uptimeNanoseconds - start) / 200)

            let paginator = Paginator(resource: resource, service: service)
            start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<200 { await paginator.loadNextPage() }
            pagedSamples.append((DispatchTime.now().uptimeNanoseconds - start) / 200)
            blackHole(await paginator.items.count)
        }
        return (BenchmarkSupport.median(of: bareSamples), BenchmarkSupport.median(of: pagedSamples))
    }
}

/// The benchmark's list: offset paging over `/rows`, items at `data.items`.
struct BenchmarkRows: PaginatedResource {
    typealias Item = Row
    var url: URL? { URL(string: "https://bench.test/rows") }
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

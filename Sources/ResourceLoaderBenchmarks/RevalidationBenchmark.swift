import Dispatch
import Foundation
import ResourceLoader
import ResourceLoaderTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `304` revalidation against a full `200` fetch of the same ~1 MB page over loopback, alternating the two.
///
/// The full fetch downloads and decodes the page every time (``CachePolicy/networkOnly``); the revalidation
/// (``CachePolicy/cacheElseNetwork(maximumAge:)`` with a maximum age of `0`) sends `If-None-Match`, gets a `304`
/// without a body, and answers with the decoded model the service kept. Goal: at least 3× faster.
enum RevalidationBenchmark {
    struct Document: Decodable, Sendable {
        struct Item: Decodable, Sendable {
            let id: Int
            let name: String
            let text: String
            let version: Int
        }

        let key: String
        let version: Int
        let items: [Item]
    }

    struct Page: NetworkJSONResourceType {
        typealias Model = Document
        let url: URL?
        let cachePolicy: CachePolicy?
    }

    static func run() async {
        do {
            let server = try TestServer.start()
            defer { server.stop() }
            try await compare(server)
        } catch {
            print("revalidation benchmark skipped: \(error)")
        }
    }

    private static func compare(_ server: TestServer) async throws {
        let url = server.url("/cache/etag/benchmark?items=5000")
        let service = NetworkResourceService { $0.retryPolicy = .never }
        let full = Page(url: url, cachePolicy: .networkOnly)
        let revalidated = Page(url: url, cachePolicy: .cacheElseNetwork(maximumAge: 0))
        let session = URLSession(configuration: .ephemeral)
        let size = try await session.data(for: URLRequest(url: url), delegate: nil).0.count
        session.finishTasksAndInvalidate()
        for _ in 0..<5 {
            blackHole(try await service.fetch(full).items.count)
            blackHole(try await service.fetch(revalidated).items.count)
        }
        var fullSamples: [UInt64] = []
        var revalidationSamples: [UInt64] = []
        for round in 0..<60 {
            for isFull in [round % 2 == 0, round % 2 != 0] {
                let start = DispatchTime.now().uptimeNanoseconds
                if isFull {
                    blackHole(try await service.fetch(full).items.count)
                    fullSamples.append(DispatchTime.now().uptimeNanoseconds - start)
                } else {
                    blackHole(try await service.fetch(revalidated).items.count)
                    revalidationSamples.append(DispatchTime.now().uptimeNanoseconds - start)
                }
            }
        }
        let fullTime = BenchmarkSupport.median(of: fullSamples)
        let revalidationTime = BenchmarkSupport.median(of: revalidationSamples)
        print("")
        print(
            String(
                format: "revalidation of a %.2f MB page over loopback (medians of 60 alternating)",
                Double(size) / 1_048_576))
        print("full 200 fetch + decode                      " + BenchmarkSupport.milliseconds(fullTime))
        print("304 revalidation, kept decoded model         " + BenchmarkSupport.milliseconds(revalidationTime))
        print(
            "304 / 200                                    "
                + BenchmarkSupport.ratio(revalidationTime / fullTime, goal: 1.0 / 3.0))
        print(
            String(
                format: "200 / 304                                    %6.1fx  (goal >= 3x)", fullTime / revalidationTime
            ))
    }
}

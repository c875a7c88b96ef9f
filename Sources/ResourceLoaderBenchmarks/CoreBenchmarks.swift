import Dispatch
import Foundation
import ResourceLoader
import ResourceLoaderTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Speed of the core against floors measured in the same run:
///
/// - `fetch` of a ~20 KB JSON page from the loopback server vs a bare `URLSession.data(for:)` plus
///   `JSONDecoder().decode` of the same page;
/// - decoding a ~1 MB page through a resource (items at `data.items`) vs a bare `JSONDecoder` decoding the same
///   envelope;
/// - collecting a 1, 8, 32 and 64 MiB body over loopback with the default `DataLoader` vs a bare
///   `URLSession.data(for:)` (the body-size sweep: collecting must stay linear).
enum CoreBenchmarks {
    static func run() async {
        print("ResourceLoader core benchmarks (release build; medians)")
        decoding()
        do {
            let server = try TestServer.start()
            defer { server.stop() }
            try await fetching(server)
            try await bodySizeSweep(server)
        } catch {
            print("fetch benchmark skipped: \(error)")
        }
    }

    /// One item of the benchmark pages: a user-like record.
    struct Item: Codable, Sendable, Identifiable, Equatable {
        let id: Int
        let name: String
        let email: String
        let bio: String
        let tags: [String]
        let score: Double
        let active: Bool

        /// The generated item with `id`.
        static func sample(id: Int) -> Item {
            Item(
                id: id,
                name: "Person \(id)",
                email: "person\(id)@example.com",
                bio: String(repeating: "Writes about paging and caching. ", count: 3),
                tags: ["paging", "group-\(id % 10)", "swift"],
                score: Double(id % 1000) / 10,
                active: id % 3 != 0
            )
        }
    }

    /// The page as a bare decoder sees it.
    struct Envelope: Decodable {
        struct Items: Decodable {
            let items: [Item]
        }
        let data: Items
    }

    /// The page as a resource.
    struct PageResource: NetworkJSONResourceType {
        typealias Model = [Item]
        let url: URL?
        var collectionKeyPath: String? { "data.items" }
    }

    /// A ~1 MB page of 4,200 items at `data.items`, as JSON.
    static func largePageBody() -> Data {
        let items = (0..<4_200).map(Item.sample(id:))
        return try! JSONEncoder().encode(["data": ["items": items]])
    }

    private static func decoding() {
        let body = largePageBody()
        let resource = PageResource(url: URL(string: "https://bench.test/page"))
        let head = HTTPResponseHead(
            statusCode: 200, url: resource.url, headerFields: ["Content-Type": "application/json"])
        let decoder = JSONDecoder()

        var bareSamples: [UInt64] = []
        var resourceSamples: [UInt64] = []
        for _ in 0..<31 {
            var start = DispatchTime.now().uptimeNanoseconds
            blackHole(try! decoder.decode(Envelope.self, from: body).data.items.count)
            bareSamples.append(DispatchTime.now().uptimeNanoseconds - start)
            start = DispatchTime.now().uptimeNanoseconds
            blackHole(try! resource.model(from: ResourceResponse(data: body, head: head, decoder: decoder)).count)
            resourceSamples.append(DispatchTime.now().uptimeNanoseconds - start)
        }
        let bare = BenchmarkSupport.median(of: bareSamples)
        let through = BenchmarkSupport.median(of: resourceSamples)
        print("")
        print(
            String(format: "decode a %.2f MB page, bare JSONDecoder      ", Double(body.count) / 1_048_576)
                + BenchmarkSupport.milliseconds(bare))
        print("decode the same page through a resource       " + BenchmarkSupport.milliseconds(through))
        print("resource / bare decoder                       " + BenchmarkSupport.ratio(through / bare, goal: 1.05))
    }

    private static func fetching(_ server: TestServer) async throws {
        let url = server.url("/page?items=85")
        let session = URLSession(configuration: .default)
        let service = NetworkResourceService { $0.retryPolicy = .never }
        let resource = PageResource(url: url)
        let decoder = JSONDecoder()
        let size = try await session.data(for: URLRequest(url: url), delegate: nil).0.count

        // Warm both connections.
        for _ in 0..<20 {
            blackHole(try await session.data(for: URLRequest(url: url), delegate: nil))
            blackHole(try await service.fetch(resource))
        }
        // Alternate single requests (and which goes first) so both see the same machine and server load.
        var bareSamples: [UInt64] = []
        var serviceSamples: [UInt64] = []
        for round in 0..<800 {
            for leg in [round % 2 == 0, round % 2 != 0] {
                let start = DispatchTime.now().uptimeNanoseconds
                if leg {
                    let (data, _) = try await session.data(for: URLRequest(url: url), delegate: nil)
                    blackHole(try decoder.decode(Envelope.self, from: data).data.items.count)
                    bareSamples.append(DispatchTime.now().uptimeNanoseconds - start)
                } else {
                    blackHole(try await service.fetch(resource).count)
                    serviceSamples.append(DispatchTime.now().uptimeNanoseconds - start)
                }
            }
        }
        let bare = BenchmarkSupport.median(of: bareSamples)
        let fetched = BenchmarkSupport.median(of: serviceSamples)
        print("")
        print("fetch a \(size / 1024) KB page, bare URLSession + JSONDecoder  " + BenchmarkSupport.microseconds(bare))
        print("fetch the same page with NetworkResourceService  " + BenchmarkSupport.microseconds(fetched))
        print("service / bare                                   " + BenchmarkSupport.ratio(fetched / bare, goal: 1.05))
        session.finishTasksAndInvalidate()
    }

    /// Collects bodies of 1 to 64 MiB with `DataLoader` and with a bare `URLSession`, alternating which goes first.
    private static func bodySizeSweep(_ server: TestServer) async throws {
        let session = URLSession(configuration: .default)
        let loader = DataLoader(maximumResponseSize: nil)
        print("")
        print("body-size sweep over loopback (DataLoader vs bare URLSession.data(for:))")
        for (mebibytes, rounds) in [(1, 41), (8, 15), (32, 9), (64, 7)] {
            let request = URLRequest(url: server.url("/big?bytes=\(mebibytes * 1_048_576)"))
            blackHole(try await session.data(for: request, delegate: nil).0.count)
            blackHole(try await loader.data(for: request).0.count)
            var bareSamples: [UInt64] = []
            var loaderSamples: [UInt64] = []
            for round in 0..<rounds {
                for bare in [round % 2 == 0, round % 2 != 0] {
                    let start = DispatchTime.now().uptimeNanoseconds
                    let count =
                        bare
                        ? try await session.data(for: request, delegate: nil).0.count
                        : try await loader.data(for: request).0.count
                    let elapsed = DispatchTime.now().uptimeNanoseconds - start
                    precondition(count >= mebibytes * 1_048_576, "short body: \(count) bytes")
                    if bare { bareSamples.append(elapsed) } else { loaderSamples.append(elapsed) }
                }
            }
            let bare = BenchmarkSupport.median(of: bareSamples)
            let collected = BenchmarkSupport.median(of: loaderSamples)
            let label = "\(mebibytes) MiB".padding(toLength: 7, withPad: " ", startingAt: 0)
            print(
                "\(label) bare " + BenchmarkSupport.milliseconds(bare) + "   DataLoader "
                    + BenchmarkSupport.milliseconds(collected) + "   DataLoader / bare "
                    + BenchmarkSupport.ratio(collected / bare, goal: 1.2))
        }
        session.finishTasksAndInvalidate()
    }
}

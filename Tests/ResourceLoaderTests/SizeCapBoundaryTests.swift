import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import Testing

@Suite("The size cap's boundary: exactly the cap is accepted, one byte more is refused")
struct SizeCapBoundaryTests {
    /// The body `/big` sends: `{"padding":"xx…"}`.
    struct Padding: Decodable, Sendable {
        let padding: String
    }

    /// The bytes of a `{"padding":""}` body around its padding.
    private static let frame = 14

    /// Fetches a body of exactly `cap` bytes and one of `cap + 1` with `service`, and expects the first to be
    /// decoded and the second refused with `responseTooLarge(limit: cap)`.
    private func expectBoundary(
        of service: NetworkResourceService,
        cap: Int,
        resource: (_ bytes: Int) -> TestResource<Padding>
    ) async {
        for (bytes, accepted) in [(cap, true), (cap + 1, false)] {
            switch await service.result(for: resource(bytes)) {
            case .success(let value):
                #expect(accepted, "a body of \(bytes) bytes passed a cap of \(cap)")
                #expect(value.padding.count == bytes - Self.frame)
            case .failure(.responseTooLarge(let limit, _)):
                #expect(!accepted, "a body of exactly the cap (\(bytes) bytes) was refused")
                #expect(limit == cap)
            case .failure(let error):
                Issue.record("expected success or responseTooLarge, got \(error)")
            }
        }
    }

    @Test("the service accepts a body of exactly its cap and refuses one byte more")
    func serviceBoundary() async {
        // A loader without a cap that answers `?bytes=N` with a body of N bytes, so only the service checks.
        let loader = ScriptedDataLoader { request in
            let query = request.url?.query ?? ""
            let bytes = Int(query.dropFirst("bytes=".count)) ?? 0
            let body = #"{"padding":""# + String(repeating: "x", count: bytes - Self.frame) + #""}"#
            return ScriptedDataLoader.response(to: request, body: Data(body.utf8))
        }
        let service = NetworkResourceService.testing(loader) { $0.maximumResponseSize = 1_000 }
        await expectBoundary(of: service, cap: 1_000) { TestResource<Padding>("https://x.test/big?bytes=\($0)") }
    }

    @Test(
        "the loader accepts a body of exactly its cap and refuses one byte more, with or without Content-Length",
        arguments: [0, 1])
    func loaderBoundary(chunked: Int) async throws {
        let server = try TestServer.shared()
        // Only the loader caps the body here: the service's own check is off.
        let service = NetworkResourceService {
            $0.dataLoader = DataLoader(maximumResponseSize: 50_000)
            $0.maximumResponseSize = nil
            $0.retryPolicy = .never
        }
        await expectBoundary(of: service, cap: 50_000) {
            TestResource<Padding>(server.url("/big?bytes=\($0)&chunked=\(chunked)"))
        }
    }
}

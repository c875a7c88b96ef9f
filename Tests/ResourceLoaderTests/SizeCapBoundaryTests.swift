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

    /// A `{"padding":"xx…"}` body of exactly `bytes` bytes.
    private static func body(bytes: Int) -> String {
        #"{"padding":""# + String(repeating: "x", count: bytes - 14) + #""}"#
    }

    @Test("the service accepts a body of exactly its cap and refuses one byte more")
    func serviceBoundary() async throws {
        let cap = 1_000
        for (bytes, accepted) in [(cap, true), (cap + 1, false)] {
            let loader = ScriptedDataLoader(body: Self.body(bytes: bytes))
            let service = NetworkResourceService.testing(loader) { $0.maximumResponseSize = cap }
            let result = await service.result(for: TestResource<Padding>("https://x.test/big"))
            switch result {
            case .success(let value):
                #expect(accepted, "a body of \(bytes) bytes passed a cap of \(cap)")
                #expect(value.padding.count == bytes - 14)
            case .failure(.responseTooLarge(let limit, _)):
                #expect(!accepted, "a body of exactly the cap (\(bytes) bytes) was refused")
                #expect(limit == cap)
            case .failure(let error):
                Issue.record("expected success or responseTooLarge, got \(error)")
            }
        }
    }

    @Test(
        "the loader accepts a body of exactly its cap and refuses one byte more, with or without Content-Length",
        arguments: [0, 1])
    func loaderBoundary(chunked: Int) async throws {
        let server = try TestServer.shared()
        let cap = 50_000
        // Only the loader caps the body here: the service's own check is off.
        let service = NetworkResourceService {
            $0.dataLoader = DataLoader(maximumResponseSize: cap)
            $0.maximumResponseSize = nil
            $0.retryPolicy = .never
        }
        for (bytes, accepted) in [(cap, true), (cap + 1, false)] {
            let resource = TestResource<Padding>(server.url("/big?bytes=\(bytes)&chunked=\(chunked)"))
            switch await service.result(for: resource) {
            case .success(let value):
                #expect(accepted, "a body of \(bytes) bytes passed a cap of \(cap)")
                #expect(value.padding.count == bytes - 14)
            case .failure(.responseTooLarge(let limit, _)):
                #expect(!accepted, "a body of exactly the cap (\(bytes) bytes) was refused")
                #expect(limit == cap)
            case .failure(let error):
                Issue.record("expected success or responseTooLarge, got \(error)")
            }
        }
    }
}

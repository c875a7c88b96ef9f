import Foundation
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

@testable import ResourceLoader

@Suite("The service's cache and coalescing")
struct ServiceCacheCoalescingTests {
    struct User: Decodable, Equatable, Sendable {
        let id: Int
        let name: String
    }

    @Test("concurrent revalidations of one entry share one conditional request, and all get the kept model")
    func concurrentRevalidationsShareOneRequest() async throws {
        let gate = AsyncGate()
        let calls = Locked(0)
        let conditionalHeaders = Locked<[String?]>([])
        let loader = ScriptedDataLoader { request in
            let call = calls.withLock { count -> Int in
                count += 1
                return count
            }
            if call == 1 {
                let body = Data(#"{"id":1,"name":"Ann"}"#.utf8)
                return ScriptedDataLoader.response(
                    to: request, body: body, headers: ["Content-Type": "application/json", "ETag": "\"a\""])
            }
            conditionalHeaders.withLock { $0.append(request.value(forHTTPHeaderField: "If-None-Match")) }
            await gate.wait()
            return ScriptedDataLoader.response(to: request, status: 304, body: Data(), headers: ["ETag": "\"a\""])
        }
        let service = NetworkResourceService.testing(loader) { $0.cachePolicy = .cacheElseNetwork(maximumAge: 0) }
        let resource = TestResource<User>("https://x.test/u/1")
        let first = try await service.fetch(resource)
        try await withThrowingTaskGroup(of: User.self) { group in
            for _ in 0..<20 { group.addTask { try await service.fetch(resource) } }
            while try await service.coalescedRevalidations(for: resource) < 20, loader.callCount < 3 {
                await Task.yield()
            }
            gate.open()
            for try await user in group { #expect(user == first) }
        }
        #expect(loader.callCount == 2)
        #expect(conditionalHeaders.value == ["\"a\""])
    }
}

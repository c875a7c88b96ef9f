import Foundation
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("RequestPriority: the requests a task starts carry its priority to URLSessionTask (#24)")
struct RequestPriorityTests {
    /// The priorities of the tasks the loader sent while `body` ran.
    func sentPriorities(_ body: @Sendable (NetworkResourceService, URL) async -> Void) async throws -> [Float] {
        let server = try TestServer.shared()
        let reports = Locked<[TransferReport]>([])
        let loader = DataLoader(
            configuration: .default, maximumResponseSize: nil,
            onTransfer: { report in reports.withLock { $0.append(report) } })
        let service = NetworkResourceService.withoutRetries { $0.dataLoader = loader }
        await body(service, server.url("/echo/priority"))
        return reports.value.map(\.priority)
    }

    @Test("a task's priority reaches the URLSessionTask; without one the session's default stays")
    func priorityReachesTheTask() async throws {
        let priorities = try await sentPriorities { service, url in
            let resource = TestResource<Data>(url)
            _ = await RequestPriority.$current.withValue(.low) { await service.result(for: resource) }
            _ = await RequestPriority.$current.withValue(.high) { await service.result(for: resource) }
            _ = await service.result(for: resource)
        }
        #expect(priorities == [0.25, 0.75, 0.5])
    }

    @Test("priorities order from low to high and are clamped to 0…1")
    func prioritiesAreOrderedAndClamped() {
        #expect(RequestPriority.low < .default && RequestPriority.default < .high)
        #expect(RequestPriority(7).value == 1 && RequestPriority(-1).value == 0 && RequestPriority(.nan).value == 0.5)
    }
}

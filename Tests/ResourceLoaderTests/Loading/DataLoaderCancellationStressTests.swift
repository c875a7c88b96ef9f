import Foundation
import ResourceLoaderTestSupport
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("DataLoader loads cancelled under their deadline, concurrently (stress)")
struct DataLoaderCancellationStressTests {
    /// Loads per task; CI raises it under the thread sanitizer (`DATALOADER_STRESS_OPERATIONS`).
    private static var operations: Int {
        ProcessInfo.processInfo.environment["DATALOADER_STRESS_OPERATIONS"].flatMap(Int.init) ?? 40
    }

    @Test("loads cancelled at random moments under a short deadline end as a body, a cancellation or a time-out")
    func cancelledUnderDeadline() async throws {
        let server = try TestServer.shared()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil  // as the service configures it when it caches itself
        let loader = DataLoader(configuration: configuration)
        let operations = Self.operations
        let outcomes = await withTaskGroup(of: [String].self) { group in
            for worker in 0..<6 {
                group.addTask {
                    var random = SplitMix64(seed: UInt64(worker) &+ 0x5EED)
                    var seen: [String] = []
                    for _ in 0..<operations {
                        let path = random.chance(0.5) ? "/users" : "/slow?seconds=0.02"
                        let deadline = [0.000_001, 0.005, 0.05, 5][random.next(upTo: 4)]
                        let load = Task {
                            try await loader.data(for: URLRequest(url: server.url(path)), within: deadline)
                        }
                        // Cancel at once, after a hop, or never: the transfer ends in every window around the
                        // deadline timer's creation.
                        switch random.next(upTo: 3) {
                        case 0: load.cancel()
                        case 1:
                            await Task.yield()
                            load.cancel()
                        default: break
                        }
                        do {
                            _ = try await load.value
                            seen.append("body")
                        } catch let error as URLError where error.code == .cancelled || error.code == .timedOut {
                            seen.append(error.code == .cancelled ? "cancelled" : "timed out")
                        } catch {
                            seen.append("unexpected: \(error)")
                        }
                    }
                    return seen
                }
            }
            var all: [String] = []
            for await outcome in group { all += outcome }
            return all
        }
        #expect(outcomes.count == 6 * operations)
        #expect(outcomes.filter { $0.hasPrefix("unexpected") }.isEmpty, "\(Set(outcomes))")
    }
}

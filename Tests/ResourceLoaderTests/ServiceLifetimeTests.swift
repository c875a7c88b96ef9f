import Foundation
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Nothing of the service's outlives its owner or its loads: a released service frees its loaders, and a load that
/// ended (answered, refused, failed or cancelled) leaves no shared load and no transfer behind. Real loads over
/// the loopback server, through the default `DataLoader`.
@Suite("A service and its loads leave nothing behind")
struct ServiceLifetimeTests {
    private struct Echo: NetworkJSONResourceType {
        typealias Model = [String: Bool]
        let url: URL?
    }

    private let server: TestServer

    init() throws {
        server = try TestServer.shared()
    }

    @Test("a released service frees itself and its loader after loads that succeeded, failed and were refused")
    func releasedServiceFreesItsLoader() async throws {
        weak var releasedService: NetworkResourceService?
        weak var releasedLoader: DataLoader?
        do {
            let service = NetworkResourceService { $0.retryPolicy = .never }
            let loader = try #require(service.loader as? DataLoader)
            _ = try await service.fetch(Echo(url: server.url("/slow?seconds=0")))
            await #expect(throws: ResourceError.self) { try await service.fetch(Echo(url: server.url("/status/500"))) }
            await #expect(throws: ResourceError.self) {
                try await service.fetch(Echo(url: server.url("/hostile/json-truncated")))
            }
            #expect(loader.delegate.transferCount == 0, "every ended load's transfer is gone")
            #expect(service.coalescer?.loadCount == 0, "every ended load's shared entry is gone")
            releasedService = service
            releasedLoader = loader
        }
        // The last shared load's task may still be ending (it holds the loader until then): let it end, boundedly.
        for _ in 0..<10_000 where releasedService != nil || releasedLoader != nil { await Task.yield() }
        #expect(releasedService == nil, "nothing the service started holds it")
        #expect(releasedLoader == nil, "the service's loader goes with it")
    }

    @Test("a fetch cancelled while its response is awaited leaves no transfer and no shared load")
    func cancelledFetchLeavesNothingBehind() async throws {
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let (ended, endedContinuation) = AsyncStream.makeStream(of: TransferReport.self)
        let loader = DataLoader(
            configuration: .ephemeral, maximumResponseSize: nil, onTransfer: { endedContinuation.yield($0) })
        let service = NetworkResourceService {
            $0.dataLoader = loader
            $0.retryPolicy = .never
            $0.onEvent = { event in
                if case .started = event { startedContinuation.yield() }
            }
        }
        let url = server.url("/slow?seconds=30")
        let fetch = Task { try await service.fetch(Echo(url: url)) }
        for await _ in started { break }
        fetch.cancel()
        let outcome = await fetch.result
        guard case .failure(ResourceError.cancelled) = outcome else {
            Issue.record("the cancelled fetch ended with \(outcome), not ResourceError.cancelled")
            return
        }
        // The caller stops waiting at once; the shared load it left is cancelled on its own task, and the transfer
        // ends when the session reports the cancelled task complete (its report).
        let reported = await finishesBeforeWatchdog {
            for await _ in ended { return }
        }
        #expect(reported, "the cancelled transfer completes")
        #expect(loader.delegate.transferCount == 0, "the cancelled task's transfer is gone once it completed")
        let drained = await finishesBeforeWatchdog {
            while service.coalescer?.loadCount != 0 { await Task.yield() }
        }
        #expect(drained, "the shared load of the cancelled fetch ends")
    }
}

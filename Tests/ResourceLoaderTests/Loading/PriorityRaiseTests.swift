import Foundation
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("A waiting request takes the highest priority any of its callers asks for (#36, 5)")
struct PriorityRaiseTests {
    /// A loader that records the path of each request it is sent and holds `/busy` until `gate` opens.
    func recordingLoader(
        _ gate: AsyncGate, order: Locked<[String]>, priorities: Locked<[String: RequestPriority]> = Locked([:])
    ) -> ScriptedDataLoader {
        ScriptedDataLoader { request in
            let path = request.url?.path ?? ""
            order.withLock { $0.append(path) }
            priorities.withLock { $0[path] = RequestPriority.current }
            if path == "/busy" { await gate.wait() }
            return ScriptedDataLoader.response(to: request, body: Data("{}".utf8))
        }
    }

    /// Waits until the service's limiter has `count` requests to `host` waiting.
    func waitUntil(_ service: NetworkResourceService, queues count: Int, host: String = "api.test") async {
        for _ in 0..<1_000_000 {
            guard (service.hostLimiter?.load(of: host).waiting ?? 0) < count else { break }
            await Task.yield()
        }
        #expect((service.hostLimiter?.load(of: host).waiting ?? 0) >= count, "the requests never queued")
    }

    @Test("a high fetch coalesced with an identical low request waiting for a slot goes before default requests")
    func coalescedHighFetchRaisesTheWaitingLowRequest() async throws {
        let gate = AsyncGate()
        let order = Locked<[String]>([])
        let priorities = Locked<[String: RequestPriority]>([:])
        let loader = recordingLoader(gate, order: order, priorities: priorities)
        let service = NetworkResourceService.withoutRetries {
            $0.dataLoader = loader
            $0.maximumRequestsPerHost = 1
        }
        let busy = Task { await service.result(for: TestResource<[String: String]>("https://api.test/busy")) }
        await loader.waitForRequests(1)
        let other = Task { await service.result(for: TestResource<[String: String]>("https://api.test/other")) }
        await waitUntil(service, queues: 1)
        let page = TestResource<[String: String]>("https://api.test/page")
        let prefetch = Task { await RequestPriority.$current.withValue(.low) { await service.result(for: page) } }
        await waitUntil(service, queues: 2)

        // The user now waits for the same page: it is asked for at high and shares the low request.
        let shown = Task { await RequestPriority.$current.withValue(.high) { await service.result(for: page) } }
        for _ in 0..<1_000_000 {
            guard try service.coalescedCallers(for: page) < 2 else { break }
            await Task.yield()
        }
        gate.open()
        for task in [busy, other, prefetch, shown] { _ = await task.value }

        #expect(order.value == ["/busy", "/page", "/other"])
        #expect(loader.callCount == 3)
        // Sent at the raised priority; the others as they asked (none: the session's default).
        #expect(priorities.value == ["/page": .high])
    }

    @Test("a shared priority only rises, and tells every follower of each rise until it stops observing")
    func sharedPriorityRisesForEveryFollower() {
        let source = SharedPriority(.low)
        source.raise(to: .default)
        let first = SharedPriority(.low)
        let second = SharedPriority(.low)
        first.follow(source)
        second.follow(source)
        // A follower starts at the priority its source has now.
        #expect(first.value == .default && second.value == .default)

        source.raise(to: .high)
        #expect(first.value == .high && second.value == .high)
        source.raise(to: .low)
        #expect(source.value == .high)

        let heard = Locked<[RequestPriority]>([])
        let token = source.observe { priority in heard.withLock { $0.append(priority) } }
        source.raise(to: RequestPriority(0.8))
        source.stopObserving(token)
        source.raise(to: RequestPriority(0.9))
        #expect(heard.value == [RequestPriority(0.8)])

        // A load joined by a task without a shared priority takes the priority it asks for.
        let joined = SharedPriority(.low)
        RequestPriority.$current.withValue(.high) { joined.joinCurrentTask() }
        #expect(joined.value == .high)
        let followed = SharedPriority(.low)
        SharedPriority.$current.withValue(source) { followed.joinCurrentTask() }
        #expect(followed.value == RequestPriority(0.9))
        source.follow(source)
        #expect(source.value == RequestPriority(0.9))
    }

    @Test("a waiter whose priority rises moves ahead of the less urgent ones, after those as urgent that came first")
    func raisedWaiterMovesAhead() async throws {
        let limiter = HostRequestLimiter(maximumPerHost: 1, rateLimit: nil, sleeper: RecordingSleeper())
        let gate = AsyncGate()
        let order = Locked<[String]>([])
        let first = Task { try await limiter.run(host: "api.test") { await gate.wait() } }
        while limiter.load(of: "api.test").running < 1 { await Task.yield() }
        let raised = SharedPriority(.low)
        var tasks: [Task<Void, any Error>] = []
        let waiters: [(String, SharedPriority)] = [
            ("high 1", SharedPriority(.high)), ("default", SharedPriority(.default)), ("raised", raised),
            ("high 2", SharedPriority(.high)),
        ]
        for (index, (tag, priority)) in waiters.enumerated() {
            tasks.append(
                Task {
                    try await priority.run {
                        try await limiter.run(host: "api.test") { order.withLock { $0.append(tag) } }
                    }
                })
            for _ in 0..<1_000_000 {
                guard limiter.load(of: "api.test").waiting < index + 1 else { break }
                await Task.yield()
            }
        }
        raised.raise(to: .high)
        raised.raise(to: .low)  // never lowered
        gate.open()
        try await first.value
        for task in tasks { try await task.value }

        #expect(order.value == ["high 1", "raised", "high 2", "default"])
        #expect(raised.value == .high)
    }

    @Test("a caller already cancelled when it asks the coalescer is answered cancelled at once, and nothing is sent")
    func cancelledCallerIsAnsweredAtOnce() async throws {
        let coalescer = RequestCoalescer()
        let sent = Locked(0)
        let request = URLRequest(url: try #require(URL(string: "https://api.test/page")))
        let key = try #require(RequestCoalescer.Key(request))
        let caller = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await coalescer.data(for: request, key: key) { request in
                sent.withLock { $0 += 1 }
                return ScriptedDataLoader.response(to: request, body: Data("{}".utf8))
            }
        }
        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(sent.value == 0)
        #expect(coalescer.loadCount == 0)
    }
}

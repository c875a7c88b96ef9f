import Foundation
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Fair sharing of the network: requests in flight per host, priority order, rate limits (#25)")
struct HostRequestLimiterTests {
    struct Stats: Decodable, Sendable {
        let current: Int
        let max: Int
        let arrivals: [String]
    }

    /// Waits until `limiter` has `count` requests to `host` waiting (each task it watches has queued); records an
    /// issue, rather than hang, when they never queue.
    func waitUntil(_ limiter: HostRequestLimiter, queues count: Int, for host: String = "api.test") async {
        for _ in 0..<1_000_000 where limiter.load(of: host).waiting < count { await Task.yield() }
        #expect(limiter.load(of: host).waiting >= count, "the requests never queued")
    }

    // The limiter's decisions are proved by the tests below it without a network; this one checks that a service
    // applies it to real requests (with the platform's own limit on connections above it).
    @Test("a service sends at most maximumRequestsPerHost requests to one host at once; the rest wait and finish")
    func perHostLimitAgainstLoopback() async throws {
        let server = try TestServer.shared()
        let name = UUID().uuidString
        let service = NetworkResourceService.withoutRetries { $0.maximumRequestsPerHost = 1 }
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<6 {
                group.addTask {
                    let url = server.url("/concurrency/\(name)/hold?ms=50&tag=\(index)")
                    return (try? await service.fetch(TestResource<[String: String]>(url))) != nil
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 6))
        let stats = try await service.fetch(TestResource<Stats>(server.url("/concurrency/\(name)/stats")))
        #expect(stats.max == 1)
        #expect(stats.arrivals.count == 6)
    }

    @Test("waiting requests go the most urgent first, in the order they came within one priority")
    func waitersGoInPriorityOrder() async throws {
        let limiter = HostRequestLimiter(maximumPerHost: 1, rateLimit: nil, sleeper: RecordingSleeper())
        let gate = AsyncGate()
        let order = Locked<[String]>([])
        let first = Task { try await limiter.run(host: "api.test") { await gate.wait() } }
        while limiter.load(of: "api.test").running < 1 { await Task.yield() }
        var tasks: [Task<Void, any Error>] = []
        for (index, (tag, priority)) in [("low 1", RequestPriority.low), ("low 2", .low), ("high", .high)].enumerated()
        {
            tasks.append(
                Task {
                    try await RequestPriority.$current.withValue(priority) {
                        try await limiter.run(host: "API.test") { order.withLock { $0.append(tag) } }
                    }
                })
            await waitUntil(limiter, queues: index + 1)
        }
        gate.open()
        try await first.value
        for task in tasks { try await task.value }
        #expect(order.value == ["high", "low 1", "low 2"])
        #expect(limiter.load(of: "api.test") == (0, 0))
    }

    @Test("a waiting request that is cancelled leaves the queue at once, and the others still go")
    func cancelledWaiterLeavesAtOnce() async throws {
        let limiter = HostRequestLimiter(maximumPerHost: 1, rateLimit: nil, sleeper: RecordingSleeper())
        let gate = AsyncGate()
        let first = Task { try await limiter.run(host: "api.test") { await gate.wait() } }
        while limiter.load(of: "api.test").running < 1 { await Task.yield() }
        let cancelled = Task { try await limiter.run(host: "api.test") { "sent" } }
        await waitUntil(limiter, queues: 1)
        let kept = Task { try await limiter.run(host: "api.test") { "sent" } }
        await waitUntil(limiter, queues: 2)

        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        #expect(limiter.load(of: "api.test").waiting == 1)
        gate.open()
        try await first.value
        #expect(try await kept.value == "sent")
        #expect(limiter.load(of: "api.test") == (0, 0))
    }

    @Test("requests to other hosts do not wait for a busy host")
    func hostsAreIndependent() async throws {
        let limiter = HostRequestLimiter(maximumPerHost: 1, rateLimit: nil, sleeper: RecordingSleeper())
        let gate = AsyncGate()
        let busy = Task { try await limiter.run(host: "api.test") { await gate.wait() } }
        while limiter.load(of: "api.test").running < 1 { await Task.yield() }
        #expect(try await limiter.run(host: "images.test") { "sent" } == "sent")
        gate.open()
        try await busy.value
    }

    @Test("a rate limit lets a burst go at once, then spaces requests by the refill rate")
    func rateLimitSpacesRequests() async throws {
        let sleeper = RecordingSleeper()
        let clock = Locked(100.0)
        let limiter = HostRequestLimiter(
            maximumPerHost: nil, rateLimit: RateLimit(requests: 2, per: 1), sleeper: sleeper,
            now: { clock.value })
        for _ in 0..<4 { try await limiter.run(host: "api.test") {} }
        // Two tokens at once; the third waits half a second for its token, the fourth a whole second (the third
        // reserved the token coming at 0.5 s).
        #expect(sleeper.delays == [0.5, 1.0])
        clock.withLock { $0 += 10 }
        for _ in 0..<2 { try await limiter.run(host: "api.test") {} }
        #expect(sleeper.delays == [0.5, 1.0])
    }

    @Test("rate limits clamp nonsense: at least one request, a positive interval")
    func rateLimitClamps() {
        let limit = RateLimit(requests: 0, per: -3, burst: 0)
        #expect(limit.requests == 1 && limit.burst == 1 && limit.interval == 0.001)
        #expect(RateLimit(requests: 5, per: .nan).interval == 0.001)
    }
}

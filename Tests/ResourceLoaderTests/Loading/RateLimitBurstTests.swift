import ResourceLoaderTestSupport
import ResourceSupport
import Testing

@testable import ResourceLoader

@Suite("A rate limit after a long pause (#36)")
struct RateLimitBurstTests {
    @Test("after a long pause only burst requests go at once; the next waits for the refill")
    func longPauseRefillsOnlyTheBurst() async throws {
        let sleeper = RecordingSleeper()
        let clock = Locked(0.0)
        let limiter = HostRequestLimiter(
            maximumPerHost: nil, rateLimit: RateLimit(requests: 1, per: 2, burst: 3), sleeper: sleeper,
            now: { clock.value })
        try await limiter.run(host: "api.test") {}
        clock.withLock { $0 += 3_600 }  // an hour: enough for 1,800 tokens, but the bucket holds 3

        for _ in 0..<3 { try await limiter.run(host: "api.test") {} }
        #expect(sleeper.delays.isEmpty, "the burst goes at once")
        try await limiter.run(host: "api.test") {}
        #expect(sleeper.delays == [2], "the fourth waits one refill interval")
    }
}

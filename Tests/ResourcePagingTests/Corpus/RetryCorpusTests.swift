import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

/// Corpus cases run under a retrying service rather than the corpus's one-attempt service: what the default policy,
/// or a policy without a delay cap, makes of a hostile server. The waits are recorded, not slept.
@Suite("Bad-input corpus: hostile responses under retry policies", .serialized)
struct RetryCorpusTests {
    private let server: TestServer

    init() throws {
        server = try TestServer.shared()
    }

    /// Runs one hostile case through a fetch and a walk over `service`, as ``BadInputCorpusTests`` does.
    private func run(_ name: String, service: NetworkResourceService) async throws {
        let corpusCase = try #require(HostileResponseCases.all.first { $0.name == name })
        let suite = try BadInputCorpusTests()
        try await suite.checkFetch(corpusCase, service: service)
        try await suite.checkWalk(corpusCase, service: service)
    }

    @Test("a connection dropped before any response is retried under the default policy")
    func droppedConnectionIsRetried() async throws {
        let sleeper = RecordingSleeper()
        let service = NetworkResourceService {
            $0.sleeper = sleeper
            $0.maximumResponseSize = 1024 * 1024
        }
        try await run("drop-before-response", service: service)
        #expect(sleeper.delays.count == 4)  // two retries for the fetch, two for the walk's page
    }

    @Test("Retry-After: 99999999999 under a policy without a delay cap waits the longest wait, then ends in the 503")
    func hugeRetryAfter() async throws {
        let sleeper = RecordingSleeper()
        let service = NetworkResourceService {
            $0.retryPolicy = RetryPolicy(maximumDelay: .infinity)
            $0.sleeper = sleeper
            $0.maximumResponseSize = 1024 * 1024
        }
        try await run("status-503-retry-after-huge", service: service)
        // Some 3,170 years, clamped to the longest wait a clock can add to the current time without overflow
        // (`Int64.max / 2` nanoseconds, about 146 years), rather than trapping in the conversion.
        let longestWait = Double(Int64.max / 2) / 1_000_000_000
        #expect(sleeper.delays == Array(repeating: longestWait, count: 4))  // two retries each for fetch and walk
    }
}

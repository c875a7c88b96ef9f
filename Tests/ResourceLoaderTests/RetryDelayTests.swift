import Foundation
import ResourceLoader
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Waits a server or a long run of failures can ask for: never a trap, never an immediate retry by accident,
/// every form RFC 9110 allows read as the server meant it.
@Suite("Retry delays a server cannot turn into a crash or a stampede")
struct RetryDelayTests {
    private let unavailable = ResourceError.unacceptableStatus(code: 503, url: nil, body: Data(), apiError: nil)
    private let serverError = ResourceError.unacceptableStatus(code: 500, url: nil, body: Data(), apiError: nil)

    /// Wed, 21 Oct 2015 07:26:40 GMT: 80 seconds before the dates the tests send.
    private static let fixedNow = Date(timeIntervalSince1970: 1_445_412_400)

    private func policy(maximumDelay: Double = 120) -> RetryPolicy {
        var policy = RetryPolicy(maximumAttempts: .max, maximumDelay: maximumDelay, jitter: 0)
        policy.now = { Self.fixedNow }
        return policy
    }

    private func delay(_ retryAfter: String, policy: RetryPolicy? = nil) -> Double? {
        (policy ?? self.policy()).delay(
            afterAttempt: 1, failingWith: unavailable, method: .get, retryAfter: retryAfter)
    }

    @Test(
        "a Retry-After that is not a non-negative integer is ignored: the computed backoff applies",
        arguments: ["nan", "NaN", "-5", "1.5", "inf", "+3", "0x10", "3 s", "", "1e3"])
    func invalidDelaySecondsIgnored(value: String) {
        #expect(delay(value) == 1, "\(value) should fall back to the 1 s backoff")
    }

    @Test("delay-seconds with surrounding whitespace or a trailing newline are honoured")
    func delaySecondsTrimmed() {
        #expect(delay("7\n") == 7)
        #expect(delay("\t7 \r\n") == 7)
        #expect(delay("0") == 0)
    }

    @Test(
        "the three HTTP date forms RFC 9110 requires clients to accept all give the server's wait",
        arguments: [
            "Wed, 21 Oct 2015 07:28:00 GMT",  // IMF-fixdate
            "Wednesday, 21-Oct-15 07:28:00 GMT",  // obsolete RFC 850
            "Wed Oct 21 07:28:00 2015",  // obsolete asctime
            "Wed Oct 21 07:28:00 2015\n",
        ])
    func httpDateForms(value: String) {
        #expect(delay(value) == 80)
    }

    @Test("an asctime date with a one-digit, space-padded day is read")
    func asctimeSingleDigitDay() {
        var policy = policy(maximumDelay: 200_000)
        policy.now = { Date(timeIntervalSince1970: 1_446_796_800) }  // Fri, 06 Nov 2015 08:00:00 GMT
        #expect(delay("Fri Nov  6 08:00:10 2015", policy: policy) == 10)
    }

    @Test("a huge Retry-After ends the retries under a finite cap and is clamped under an infinite one")
    func hugeRetryAfter() throws {
        #expect(delay("99999999999") == nil)
        let unbounded = try #require(delay("99999999999", policy: policy(maximumDelay: .infinity)))
        #expect(unbounded.isFinite && unbounded > 1e9, "at least some 30 years, as the sleeper can wait")
    }

    @Test("backoff after thousands of attempts is finite and never NaN, whatever the cap")
    func backoffAfterManyAttempts() throws {
        for maximumDelay in [30, .infinity] as [Double] {
            for attempt in [35, 64, 1_100, 100_000] {
                let wait = try #require(
                    policy(maximumDelay: maximumDelay).delay(
                        afterAttempt: attempt, failingWith: serverError, method: .get))
                #expect(wait.isFinite && wait >= 0, "attempt \(attempt) under \(maximumDelay): \(wait)")
            }
        }
        let zeroBase = RetryPolicy(maximumAttempts: .max, baseDelay: 0, maximumDelay: .infinity, jitter: 0)
        #expect(zeroBase.delay(afterAttempt: 2_000, failingWith: serverError, method: .get) == 0)
    }

    @Test("the real sleeper takes an infinite, huge or NaN wait without trapping, and still stops when cancelled")
    func sleeperClampsHugeWaits() async {
        for seconds in [Double.infinity, 1e300, 99_999_999_999, Double(UInt64.max)] {
            let sleeping = Task { try await TaskSleeper().sleep(seconds: seconds) }
            sleeping.cancel()
            await #expect(throws: CancellationError.self) { try await sleeping.value }
        }
        await #expect(throws: Never.self) { try await TaskSleeper().sleep(seconds: .nan) }
    }
}

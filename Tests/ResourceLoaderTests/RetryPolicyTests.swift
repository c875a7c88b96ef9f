import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Retrying")
struct RetryPolicyTests {
    private let serverError = ResourceError.unacceptableStatus(code: 500, url: nil, body: Data(), apiError: nil)

    @Test("the default schedule doubles from one second and stops after three attempts")
    func defaultSchedule() {
        let policy = RetryPolicy(jitter: 0)
        #expect(policy.delay(afterAttempt: 1, failingWith: serverError, method: .get) == 1)
        #expect(policy.delay(afterAttempt: 2, failingWith: serverError, method: .get) == 2)
        #expect(policy.delay(afterAttempt: 3, failingWith: serverError, method: .get) == nil)
    }

    @Test("waits are capped at the maximum delay")
    func cappedSchedule() {
        let policy = RetryPolicy(maximumAttempts: 10, jitter: 0)
        let delays = (1...9).map { policy.delay(afterAttempt: $0, failingWith: serverError, method: .get) }
        #expect(delays == [1, 2, 4, 8, 16, 30, 30, 30, 30])
    }

    @Test("jitter shortens a wait by at most its share")
    func jitterBounds() {
        let low = RetryPolicy(jitter: 0.5, random: { 0.999 })
        let high = RetryPolicy(jitter: 0.5, random: { 0 })
        let shortest = low.delay(afterAttempt: 2, failingWith: serverError, method: .get) ?? 0
        #expect(shortest > 1 && shortest < 1.01)
        #expect(high.delay(afterAttempt: 2, failingWith: serverError, method: .get) == 2)
    }

    @Test("Retry-After is honoured on 429 and 503, in seconds or as an HTTP date")
    func retryAfter() {
        let policy = RetryPolicy(jitter: 0)
        let tooMany = ResourceError.unacceptableStatus(code: 429, url: nil, body: Data(), apiError: nil)
        let unavailable = ResourceError.unacceptableStatus(code: 503, url: nil, body: Data(), apiError: nil)
        #expect(policy.delay(afterAttempt: 1, failingWith: tooMany, method: .get, retryAfter: "7") == 7)
        #expect(policy.delay(afterAttempt: 1, failingWith: unavailable, method: .get, retryAfter: " 3 ") == 3)
        let date = policy.delay(
            afterAttempt: 1,
            failingWith: unavailable,
            method: .get,
            retryAfter: "Wed, 21 Oct 2015 07:28:00 GMT"
        )
        #expect(date == 0, "a date in the past means retry now")
        #expect(policy.delay(afterAttempt: 1, failingWith: tooMany, method: .get, retryAfter: "3600") == nil)
        #expect(policy.delay(afterAttempt: 1, failingWith: serverError, method: .get, retryAfter: "7") == 1)
    }

    @Test("a Retry-After of exactly the longest wait is waited; one second more ends the retries")
    func retryAfterAtMaximumDelay() {
        let policy = RetryPolicy(maximumDelay: 30, jitter: 0)
        let tooMany = ResourceError.unacceptableStatus(code: 429, url: nil, body: Data(), apiError: nil)
        #expect(policy.delay(afterAttempt: 1, failingWith: tooMany, method: .get, retryAfter: "30") == 30)
        #expect(policy.delay(afterAttempt: 1, failingWith: tooMany, method: .get, retryAfter: "31") == nil)
    }

    /// Wed, 21 Oct 2015 07:26:40 GMT, 80 seconds before the `Retry-After` date the tests send.
    private static let fixedNow = Date(timeIntervalSince1970: 1_445_412_400)
    private static let retryAfterDate = "Wed, 21 Oct 2015 07:28:00 GMT"

    @Test(
        "a Retry-After date in the future on 429 and 503 waits until that moment by the policy's clock",
        arguments: [429, 503])
    func retryAfterFutureDate(code: Int) {
        // Given a policy whose clock reads 80 seconds before the server's date
        var policy = RetryPolicy(maximumDelay: 120, jitter: 0)
        policy.now = { Self.fixedNow }
        let error = ResourceError.unacceptableStatus(code: code, url: nil, body: Data(), apiError: nil)

        // When the server answers with that date, the wait is the time left until it
        #expect(policy.delay(afterAttempt: 1, failingWith: error, method: .get, retryAfter: Self.retryAfterDate) == 80)

        // And a date further away than the longest wait ends the retries
        policy.maximumDelay = 60
        #expect(policy.delay(afterAttempt: 1, failingWith: error, method: .get, retryAfter: Self.retryAfterDate) == nil)
    }

    @Test("the service waits until a Retry-After date measured by the policy's clock, on the injected sleeper")
    func serviceWaitsForRetryAfterDate() async throws {
        let attempts = Locked(0)
        let loader = ScriptedDataLoader { request in
            let attempt = attempts.withLock { count -> Int in
                count += 1
                return count
            }
            guard attempt > 1 else {
                return ScriptedDataLoader.response(
                    to: request, status: 429, body: Data(), headers: ["Retry-After": Self.retryAfterDate])
            }
            return ScriptedDataLoader.response(to: request, body: Data(#"{"id":1,"name":"Ann"}"#.utf8))
        }
        let sleeper = RecordingSleeper()
        var policy = RetryPolicy(maximumDelay: 120, jitter: 0)
        policy.now = { Self.fixedNow }
        let service = NetworkResourceService {
            $0.dataLoader = loader
            $0.sleeper = sleeper
            $0.retryPolicy = policy
        }
        #expect(try await service.fetch(TestResource<User>("https://x.test/u")) == User(id: 1, name: "Ann"))
        #expect(sleeper.delays == [80])
    }

    @Test("client errors other than 408 and 429 are never retried", arguments: [400, 401, 403, 404, 409, 422])
    func clientErrorsNotRetried(code: Int) {
        let error = ResourceError.unacceptableStatus(code: code, url: nil, body: Data(), apiError: nil)
        #expect(RetryPolicy().delay(afterAttempt: 1, failingWith: error, method: .get) == nil)
    }

    @Test("only idempotent methods are retried")
    func onlyIdempotent() {
        let policy = RetryPolicy(jitter: 0)
        #expect(policy.delay(afterAttempt: 1, failingWith: serverError, method: .post) == nil)
        #expect(policy.delay(afterAttempt: 1, failingWith: serverError, method: .patch) == nil)
        #expect(policy.delay(afterAttempt: 1, failingWith: serverError, method: .put) == 1)
    }

    @Test("transient transport failures are retried, others and cancellation are not")
    func transportFailures() {
        let policy = RetryPolicy(jitter: 0)
        let timeout = ResourceError.transport(url: nil, underlying: URLError(.timedOut))
        let badURL = ResourceError.transport(url: nil, underlying: URLError(.unsupportedURL))
        #expect(policy.delay(afterAttempt: 1, failingWith: timeout, method: .get) == 1)
        #expect(policy.delay(afterAttempt: 1, failingWith: badURL, method: .get) == nil)
        #expect(policy.delay(afterAttempt: 1, failingWith: .cancelled, method: .get) == nil)
        #expect(RetryPolicy.never.delay(afterAttempt: 1, failingWith: timeout, method: .get) == nil)
    }

    @Test("the service waits on the injected clock and succeeds once the server recovers")
    func serviceRetriesWithFakeClock() async throws {
        let attempts = Locked(0)
        let loader = ScriptedDataLoader { request in
            let attempt = attempts.withLock { count -> Int in
                count += 1
                return count
            }
            if attempt < 3 {
                return ScriptedDataLoader.response(
                    to: request,
                    status: 503,
                    body: Data(#"{"error":{"code":503,"message":"busy"}}"#.utf8),
                    headers: ["Retry-After": "2"]
                )
            }
            return ScriptedDataLoader.response(to: request, body: Data(#"{"id":1,"name":"Ann"}"#.utf8))
        }
        let sleeper = RecordingSleeper()
        let service = NetworkResourceService {
            $0.dataLoader = loader
            $0.sleeper = sleeper
            $0.retryPolicy = RetryPolicy(jitter: 0)
        }
        let user = try await service.fetch(TestResource<User>("https://x.test/u"))
        #expect(user == User(id: 1, name: "Ann"))
        #expect(loader.callCount == 3)
        #expect(sleeper.delays == [2, 2])
    }

    @Test("after the last attempt the service reports the last failure")
    func serviceGivesUp() async {
        let loader = ScriptedDataLoader(status: 500, body: "{}")
        let sleeper = RecordingSleeper()
        let service = NetworkResourceService {
            $0.dataLoader = loader
            $0.sleeper = sleeper
            $0.retryPolicy = RetryPolicy(jitter: 0)
        }
        let result = await service.result(for: TestResource<User>("https://x.test/u"))
        #expect((try? result.get()) == nil)
        if case .failure(let error) = result { #expect(error.statusCode == 500) }
        #expect(loader.callCount == 3)
        #expect(sleeper.delays == [1, 2])
    }
}

import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// When and how long to wait before trying a failed request again.
///
/// Exponential backoff with jitter and a cap: after failed attempt *n* (1-based) the wait is
/// `min(maximumDelay, baseDelay · 2^(n−1))`, shortened by a random share of up to ``jitter``. A `Retry-After`
/// header on a 429 or 503 response, in seconds or as an HTTP date (measured against ``now``), replaces the computed
/// wait (and a `Retry-After` longer than ``maximumDelay`` ends the retries instead of stalling).
///
/// Only idempotent methods are retried, only on transient failures: the statuses in ``retryableStatusCodes``
/// (never other 4xx) and the connection-level `URLError`s in ``connectionFailures``: a timeout, no connection, or a
/// connection that dropped before a complete response.
///
/// ```swift
/// let service = NetworkResourceService { $0.retryPolicy = RetryPolicy(maximumAttempts: 5) }
/// ```
public struct RetryPolicy: Sendable {
    /// How many attempts in all, the first included. `1` means no retry.
    public var maximumAttempts: Int
    /// The wait after the first failure, in seconds.
    public var baseDelay: Double
    /// The longest wait, in seconds.
    public var maximumDelay: Double
    /// The largest share (0…1) by which a wait is randomly shortened, so that clients do not retry in step.
    public var jitter: Double
    /// Statuses worth retrying.
    public var retryableStatusCodes: Set<Int>
    /// Transport failures worth retrying.
    public var retryableURLErrorCodes: Set<URLError.Code>
    /// A source of random numbers in `0..<1` for the jitter; replace it to make waits deterministic.
    public var random: @Sendable () -> Double
    /// The current time, against which a `Retry-After` given as an HTTP date is measured. Defaults to the system
    /// clock; replace it to make such waits deterministic:
    ///
    /// ```swift
    /// var policy = RetryPolicy()
    /// policy.now = { Date(timeIntervalSince1970: 1_445_412_400) }
    /// ```
    public var now: @Sendable () -> Date = { Date() }

    /// Creates a policy; the defaults are 3 attempts, 1 s · 2ⁿ capped at 30 s, with up to 20% jitter.
    public init(
        maximumAttempts: Int = 3,
        baseDelay: Double = 1,
        maximumDelay: Double = 30,
        jitter: Double = 0.2,
        retryableStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504],
        retryableURLErrorCodes: Set<URLError.Code> = RetryPolicy.connectionFailures,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
        self.jitter = min(max(jitter, 0), 1)
        self.retryableStatusCodes = retryableStatusCodes
        self.retryableURLErrorCodes = retryableURLErrorCodes
        self.random = random
    }

    /// The transport failures retried by default: a timeout, no connection (refused, offline, no such host), and a
    /// connection that dropped before a complete response, whatever code the platform gives that:
    /// `networkConnectionLost`, `badServerResponse` (Linux: the server closed without replying),
    /// `cannotParseResponse`, and `unknown` (Linux: the server closed in the middle of the body).
    public static let connectionFailures: Set<URLError.Code> = [
        .timedOut, .networkConnectionLost, .cannotConnectToHost, .notConnectedToInternet, .dnsLookupFailed,
        .cannotFindHost, .badServerResponse, .cannotParseResponse, .unknown,
    ]

    /// Never retries.
    public static let never = RetryPolicy(maximumAttempts: 1)

    /// The wait before the next attempt, or `nil` to give up.
    ///
    /// - Parameters:
    ///   - attempt: the attempt that just failed, starting at 1.
    ///   - error: how it failed.
    ///   - method: the request's method; only idempotent methods are retried.
    ///   - retryAfter: the response's `Retry-After` value, if any.
    public func delay(
        afterAttempt attempt: Int,
        failingWith error: ResourceError,
        method: HTTPMethod,
        retryAfter: String? = nil
    ) -> Double? {
        guard attempt < maximumAttempts, method.isIdempotent else { return nil }
        switch error {
        case .unacceptableStatus(let code, _, _, _):
            guard retryableStatusCodes.contains(code) else { return nil }
            if code == 429 || code == 503, let retryAfter,
                let seconds = Self.seconds(fromRetryAfter: retryAfter, now: now())
            {
                return seconds <= maximumDelay ? Self.clamped(seconds, to: maximumDelay) : nil
            }
        case .transport(_, let underlying):
            guard let code = (underlying as? URLError)?.code, retryableURLErrorCodes.contains(code) else {
                return nil
            }
        default:
            return nil
        }
        return backoff(afterAttempt: attempt)
    }

    /// The wait after failed attempt `attempt` (starting at 1) whatever the failure, or `nil` once
    /// ``maximumAttempts`` are spent: `min(maximumDelay, baseDelay · 2^(attempt−1))`, shortened by the jitter. For
    /// work that sorts its own failures, such as a `MutationReplayer` trying a deferred mutation again.
    public func backoff(afterAttempt attempt: Int) -> Double? {
        guard attempt < maximumAttempts else { return nil }
        return Self.clamped(baseDelay * pow(2, Double(attempt - 1)), to: maximumDelay)
            * (1 - jitter * min(max(random(), 0), 1))
    }

    /// The longest wait the policy ever returns, in seconds (about 146 years): what ``TaskSleeper`` can sleep.
    static let longestDelay = Double(TaskSleeper.longestWait) / 1_000_000_000

    /// `delay` within `0...maximum` and never longer than ``longestDelay``; NaN (for instance `0 · ∞` after
    /// thousands of attempts) is 0.
    private static func clamped(_ delay: Double, to maximum: Double) -> Double {
        guard delay > 0, maximum > 0 else { return 0 }
        return min(delay, maximum, longestDelay)
    }

    /// Reads a `Retry-After` value (RFC 9110 §10.2.3): delay-seconds, a non-negative integer, or an HTTP date in
    /// any of the three forms a client must accept (IMF-fixdate, the obsolete RFC 850 form and asctime). Anything
    /// else (a fraction, a sign, `nan`, an exponent) is `nil`, and the policy's own backoff applies.
    ///
    /// - Parameter now: the current time, for the date forms; a date in the past is a wait of 0.
    static func seconds(fromRetryAfter value: String, now: Date) -> Double? {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return Double(trimmed)
        }
        guard let date = HTTPDate.parse(trimmed, now: now) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}

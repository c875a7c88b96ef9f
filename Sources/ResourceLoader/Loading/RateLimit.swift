/// A client-side limit on how often requests go to one host: a token bucket that holds ``burst`` tokens and gains
/// ``requests`` tokens every ``interval`` seconds; each request takes one, and waits for one when none is left.
///
/// ```swift
/// let service = NetworkResourceService {
///     $0.rateLimit = RateLimit(requests: 10, per: 1)  // 10 a second, up to 10 at once after a pause
/// }
/// ```
public struct RateLimit: Sendable, Hashable {
    /// How many requests the bucket refills per ``interval``.
    public let requests: Int
    /// The interval, in seconds.
    public let interval: Double
    /// The most requests sent at once after a pause (the bucket's size).
    public let burst: Int

    /// A limit of `requests` per `interval` seconds, with bursts of up to `burst` requests (by default
    /// `requests`). Values below one request, or an interval that is not positive and finite, are raised to the
    /// least that makes sense (one request, a millisecond).
    public init(requests: Int, per interval: Double, burst: Int? = nil) {
        self.requests = max(1, requests)
        self.interval = interval.isFinite && interval > 0 ? max(interval, 0.001) : 0.001
        self.burst = max(1, burst ?? requests)
    }

    /// Tokens gained per second.
    var rate: Double { Double(requests) / interval }
}

import Foundation

/// How fresh a stored response is at a given moment, by the rules of RFC 9111 §4.2.
///
/// ```swift
/// let freshness = response.freshness(at: Date())
/// if freshness.isFresh {
///     // serve it without asking the server
/// } else if freshness.allowsStaleWhileRevalidate {
///     // serve it, and revalidate in the background
/// } else {
///     // revalidate first, with response.revalidationHeaders
/// }
/// ```
public struct CacheFreshness: Sendable, Hashable {
    /// The response's current age in seconds: its age when stored (from `Age`, or from `Date` if that is
    /// earlier than when it was stored) plus the time since it was stored. Never negative.
    public let age: TimeInterval
    /// How long the response stays fresh, in seconds: `max-age`, else `Expires` minus `Date`, else a tenth of the
    /// time between `Last-Modified` and `Date` (at most a day), else `0`.
    public let lifetime: TimeInterval
    /// The response's `Cache-Control` directives.
    public let cacheControl: CacheControl

    /// Creates a freshness from its parts; ``CachedResponse/freshness(at:)`` computes them.
    public init(age: TimeInterval, lifetime: TimeInterval, cacheControl: CacheControl) {
        self.age = age
        self.lifetime = lifetime
        self.cacheControl = cacheControl
    }

    /// Whether the response may be used without asking the server: younger than its lifetime and not marked
    /// `no-cache`.
    public var isFresh: Bool { !cacheControl.noCache && age < lifetime }

    /// Whether the response must not be used before the server confirms it, whatever a policy allows:
    /// `no-cache` (RFC 9111 §5.2.2.4), or stale and `must-revalidate` (§5.2.2.2).
    public var requiresValidation: Bool {
        cacheControl.noCache || (cacheControl.mustRevalidate && age >= lifetime)
    }

    /// How many seconds the response is past its lifetime; `0` while fresh.
    public var staleness: TimeInterval { max(0, age - lifetime) }

    /// Whether a stale response may still be shown while it is revalidated: it is within its
    /// `stale-while-revalidate` window and neither `must-revalidate` nor `no-cache` forbid it.
    public var allowsStaleWhileRevalidate: Bool {
        guard !isFresh, !cacheControl.mustRevalidate, !cacheControl.noCache,
            let window = cacheControl.staleWhileRevalidate
        else { return false }
        return staleness <= TimeInterval(window)
    }
}

extension CachedResponse {
    /// The response's freshness at `now`.
    ///
    /// A response stored after `now` (the device clock moved back since) is never fresh: its age cannot be known,
    /// so its lifetime counts as `0`.
    public func freshness(at now: Date) -> CacheFreshness {
        let control = cacheControl
        let date = headerFields["date"].flatMap(HTTPDate.parse)
        let ageHeader = TimeInterval(
            CacheControl.seconds(headerFields["age"]?.trimmingCharacters(in: .whitespaces)) ?? 0)
        let apparentAge = date.map { max(0, storedAt.timeIntervalSince($0)) } ?? 0
        let residentTime = max(0, now.timeIntervalSince(storedAt))
        let age = max(apparentAge, ageHeader) + residentTime
        let lifetime = storedAt > now ? 0 : lifetime(control: control, date: date)
        return CacheFreshness(age: age, lifetime: lifetime, cacheControl: control)
    }

    private func lifetime(control: CacheControl, date: Date?) -> TimeInterval {
        if let maxAge = control.maxAge { return TimeInterval(maxAge) }
        let origin = date ?? storedAt
        if let expires = headerFields["expires"] {
            // An Expires that cannot be read means "already expired" (RFC 9111 §5.3).
            guard let expiry = HTTPDate.parse(expires) else { return 0 }
            return max(0, expiry.timeIntervalSince(origin))
        }
        if let lastModified = headerFields["last-modified"].flatMap(HTTPDate.parse) {
            return min(max(0, origin.timeIntervalSince(lastModified)) / 10, 86_400)
        }
        return 0
    }
}

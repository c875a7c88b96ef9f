import Foundation

/// How ``NetworkResourceService`` uses its response cache for one resource.
///
/// The service's ``NetworkResourceService/Configuration/cachePolicy`` is the default (``networkOnly``); a
/// resource chooses its own with ``NetworkResourceType/cachePolicy``. Only `GET` requests use the cache, and only
/// `200` responses that do not say `Cache-Control: no-store` are stored.
///
/// Whatever a policy allows, a stored response that requires validation (``CacheFreshness/requiresValidation``:
/// `no-cache`, or stale and `must-revalidate`) is never used before the server confirms it: the policies that
/// would show it without asking ask first, and ``cacheOnly`` fails with ``ResourceError/notCached(url:)``.
///
/// ```swift
/// struct Timeline: NetworkJSONResourceType {
///     typealias Model = [Post]
///     var url: URL? { URL(string: "https://api.example.com/timeline") }
///     var cachePolicy: CachePolicy? { .cacheElseNetwork(maximumAge: 300) }
/// }
/// ```
public enum CachePolicy: Sendable, Hashable {
    /// Always asks the server with a plain request and never answers from the cache, nor writes to it. The
    /// default: results are exactly those of a service without a cache.
    case networkOnly
    /// Answers from the cache while the stored response is young enough, else asks the server, revalidating the
    /// stored response when it has an `ETag` or `Last-Modified`.
    ///
    /// With `maximumAge` `nil` "young enough" means fresh by the server's rules (`max-age`, `Expires`, …;
    /// ``CacheFreshness/isFresh``); with a number, younger than that many seconds (`0` revalidates every time).
    /// `Cache-Control: no-cache` and ``NetworkResourceService/invalidate(where:)`` always force a revalidation.
    case cacheElseNetwork(maximumAge: TimeInterval?)
    /// The stored model first (however old), then the server's answer, revalidating the stored response.
    /// ``NetworkResourceService/values(for:)`` delivers both; ``NetworkResourceService/fetch(_:)`` returns only
    /// the server's.
    case cacheThenNetwork
    /// Answers from the cache at once, however old, and revalidates in the background when the stored response
    /// is no longer fresh; asks the server first only when nothing is stored or the entry was invalidated.
    /// ``NetworkResourceService/values(for:)`` delivers the stored model and then the revalidated one.
    case staleWhileRevalidate
    /// Answers only from the cache, however old; a miss fails with ``ResourceError/notCached(url:)``.
    case cacheOnly
}

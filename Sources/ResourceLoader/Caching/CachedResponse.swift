import Foundation

/// A validated response as the cache keeps it: the body bytes, the status, the URL, the headers that matter for
/// caching, and when it was stored.
///
/// The cache stores bytes, not models: the service decodes the body again on every read from a byte store, so a
/// change to a model type never meets a stale binary format. (A memory layer that keeps *decoded* models is built
/// from ``MemoryCache`` on top; see Docs/Caching.md.)
///
/// Only the headers named in ``storedHeaderNames`` are kept; their names are lower-cased.
public struct CachedResponse: Sendable, Hashable {
    /// The HTTP status code.
    public let statusCode: Int
    /// The URL the response came from, after any redirects.
    public let url: URL?
    /// The stored header fields, names lower-cased; only those in ``storedHeaderNames``.
    public let headerFields: [String: String]
    /// The response body.
    public let body: Data
    /// When the response was received and stored; ages are counted from here.
    public let storedAt: Date

    /// The response headers the cache keeps: validators (`etag`, `last-modified`), what freshness is computed from
    /// (`date`, `age`, `expires`, `cache-control`) and the body's `content-type`.
    public static let storedHeaderNames: Set<String> = [
        "etag", "last-modified", "date", "age", "expires", "cache-control", "content-type",
    ]

    /// Creates a response to store. Header names are matched without regard to case and only those in
    /// ``storedHeaderNames`` are kept.
    public init(statusCode: Int, url: URL?, headerFields: [String: String], body: Data, storedAt: Date) {
        self.statusCode = statusCode
        self.url = url
        self.headerFields = Self.keptHeaders(headerFields)
        self.body = body
        self.storedAt = storedAt
    }

    /// The value of a stored header field, looked up without regard to case.
    public func value(forHTTPHeaderField name: String) -> String? {
        headerFields[name.lowercased()]
    }

    /// The response's `ETag`, if it had one.
    public var entityTag: String? { headerFields["etag"] }
    /// The response's `Last-Modified`, as sent.
    public var lastModified: String? { headerFields["last-modified"] }
    /// The response's `Content-Type`, if it had one.
    public var contentType: String? { headerFields["content-type"] }
    /// The response's parsed `Cache-Control` directives.
    public var cacheControl: CacheControl { CacheControl(headerFields["cache-control"]) }

    /// Whether a cache may keep this response: `false` when it says `Cache-Control: no-store`. Every
    /// ``ResponseCaching`` implementation of the package ignores a response that is not storable.
    public var isStorable: Bool { !cacheControl.noStore }

    /// The headers that make a conditional request revalidating this response: `If-None-Match` with the `ETag`
    /// and `If-Modified-Since` with the `Last-Modified` value, sent back exactly as received (RFC 9110 §13.1).
    /// Empty when the response has neither validator, so it can only be fetched again in full.
    public var revalidationHeaders: [String: String] {
        var headers: [String: String] = [:]
        if let entityTag { headers["If-None-Match"] = entityTag }
        if let lastModified { headers["If-Modified-Since"] = lastModified }
        return headers
    }

    /// The response after a `304 Not Modified` that revalidated it: the stored headers updated with those the
    /// 304 carried (RFC 9111 §4.3.4), the same body, and `storedAt` moved to `date` so its age starts again.
    public func refreshed(withNotModifiedHeaders headers: [String: String], at date: Date) -> CachedResponse {
        var merged = headerFields
        for (name, value) in Self.keptHeaders(headers) { merged[name] = value }
        return CachedResponse(statusCode: statusCode, url: url, headerFields: merged, body: body, storedAt: date)
    }

    /// What the response costs in a memory cache: its body plus an allowance for its headers and URL.
    public var cost: Int {
        var total = body.count + (url?.absoluteString.utf8.count ?? 0)
        for (name, value) in headerFields { total += name.utf8.count + value.utf8.count }
        return total
    }

    private static func keptHeaders(_ headers: [String: String]) -> [String: String] {
        var kept: [String: String] = [:]
        for (name, value) in headers {
            let lowered = name.lowercased()
            if storedHeaderNames.contains(lowered) { kept[lowered] = value }
        }
        return kept
    }
}

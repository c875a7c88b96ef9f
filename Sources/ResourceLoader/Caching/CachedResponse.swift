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
    /// When the response was stored; ages are counted from here. The service gives the time its request was sent,
    /// as RFC 9111 §4.2.3 counts ages, so that of two answers the one asked for later is the newer.
    public let storedAt: Date
    /// A digest of the values that the request which fetched the response had for the header fields its `Vary`
    /// names (RFC 9111 §4.1), or `nil` when it has no `Vary`. Only a request with the same values is served the
    /// response (``matches(requestHeaders:)``); a digest, so that a credential header named by `Vary` is never
    /// kept in clear.
    public let varyDigest: String?
    /// When this process asked for the response, as a ``CacheOrder`` number: which of two answers is the newer,
    /// whatever the wall clock says. `nil` for a response made by the public initializer or read from disk
    /// (asked for by an earlier launch): older than every answer this process asks for.
    let order: UInt64?

    /// The response headers the cache keeps: validators (`etag`, `last-modified`), what freshness is computed from
    /// (`date`, `age`, `expires`, `cache-control`), the body's `content-type`, and `vary`.
    public static let storedHeaderNames: Set<String> = [
        "etag", "last-modified", "date", "age", "expires", "cache-control", "content-type", "vary",
    ]

    /// Creates a response to store. Header names are matched without regard to case and only those in
    /// ``storedHeaderNames`` are kept. `requestHeaders` are the header fields of the request that fetched it: when
    /// the response has a `Vary`, the values of the fields it names are kept as ``varyDigest``. A user name or
    /// password in `url` is dropped: a cache never keeps a credential in clear.
    public init(
        statusCode: Int, url: URL?, headerFields: [String: String], body: Data, storedAt: Date,
        requestHeaders: [String: String] = [:]
    ) {
        let kept = Self.keptHeaders(headerFields)
        self.init(
            statusCode: statusCode, url: url, keptHeaderFields: kept, body: body, storedAt: storedAt,
            varyDigest: kept["vary"].flatMap { Self.varyDigest(vary: $0, requestHeaders: requestHeaders) })
    }

    /// Creates a response from parts already checked (its headers kept, its digest computed); used when one is
    /// read back from storage or changed.
    init(
        statusCode: Int, url: URL?, keptHeaderFields: [String: String], body: Data, storedAt: Date,
        varyDigest: String?, order: UInt64? = nil
    ) {
        self.statusCode = statusCode
        self.url = url.flatMap(Self.withoutUserInfo)
        self.headerFields = keptHeaderFields
        self.body = body
        self.storedAt = storedAt
        self.varyDigest = varyDigest
        self.order = order
    }

    /// The same response, asked for at `order` (a ``CacheOrder`` number, or `nil` for one from an earlier launch).
    func with(order: UInt64?) -> CachedResponse {
        CachedResponse(
            statusCode: statusCode, url: url, keptHeaderFields: headerFields, body: body, storedAt: storedAt,
            varyDigest: varyDigest, order: order)
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

    /// Whether a cache may keep this response: `false` when it says `Cache-Control: no-store`, or `Vary: *` (it
    /// could never be reused). Every ``ResponseCaching`` implementation of the package ignores a response that is
    /// not storable.
    public var isStorable: Bool { !cacheControl.noStore && !variesOnEverything }

    /// Whether the response says `Vary: *`: it depends on more than the request's header fields.
    public var variesOnEverything: Bool {
        guard let vary = headerFields["vary"] else { return false }
        return Self.varyNames(vary).contains("*")
    }

    /// Whether the response may answer a request with these header fields (names matched without regard to case):
    /// `true` when it has no `Vary`, or when the request has the same values as the one that fetched it for every
    /// field its `Vary` names (an absent field matches only an absent one); never for `Vary: *`.
    public func matches(requestHeaders: [String: String]) -> Bool {
        guard let vary = headerFields["vary"] else { return true }
        guard !variesOnEverything else { return false }
        return Self.varyDigest(vary: vary, requestHeaders: requestHeaders) == varyDigest
    }

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
    ///
    /// The 304 never changes what describes the stored body: its `content-type` and `vary` stay as stored.
    public func refreshed(withNotModifiedHeaders headers: [String: String], at date: Date) -> CachedResponse {
        refreshed(withNotModifiedHeaders: headers, at: date, order: order)
    }

    /// ``refreshed(withNotModifiedHeaders:at:)`` by a `304` asked for at `order`, which the result carries.
    func refreshed(withNotModifiedHeaders headers: [String: String], at date: Date, order: UInt64?) -> CachedResponse {
        var merged = headerFields
        for (name, value) in Self.keptHeaders(headers) where !Self.bodyDescribingHeaderNames.contains(name) {
            merged[name] = value
        }
        return CachedResponse(
            statusCode: statusCode, url: url, keptHeaderFields: merged, body: body, storedAt: date,
            varyDigest: varyDigest, order: order)
    }

    /// Whether a `304 Not Modified` with these headers is about this response (RFC 9111 §4.3.4): its `ETag`, when
    /// it has one, is this response's (compared weakly: `W/"a"` matches `"a"`); else its `Last-Modified`, when it
    /// has one, is this response's. A 304 with neither confirms it. A 304 that names another version updates
    /// nothing; the service then asks for the full response.
    public func isConfirmed(byNotModified headers: [String: String]) -> Bool {
        var etag: String?
        var lastModified: String?
        for (name, value) in headers {
            switch name.lowercased() {
            case "etag": etag = value
            case "last-modified": lastModified = value
            default: break
            }
        }
        if let etag {
            guard let entityTag else { return false }
            return Self.opaqueTag(etag) == Self.opaqueTag(entityTag)
        }
        if let lastModified {
            return lastModified.trimmingCharacters(in: .whitespaces)
                == self.lastModified?.trimmingCharacters(in: .whitespaces)
        }
        return true
    }

    /// An entity tag without its weakness prefix and surrounding whitespace, for a weak comparison.
    private static func opaqueTag(_ tag: String) -> Substring {
        let trimmed = tag.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("W/") ? trimmed.dropFirst(2) : Substring(trimmed)
    }

    /// The same response without its body: what the decoded-model layer keeps next to a model.
    var withoutBody: CachedResponse {
        CachedResponse(
            statusCode: statusCode, url: url, keptHeaderFields: headerFields, body: Data(), storedAt: storedAt,
            varyDigest: varyDigest, order: order)
    }

    /// What the response costs in a memory cache: its body plus an allowance for its headers and URL.
    public var cost: Int {
        var total = body.count + (url?.absoluteString.utf8.count ?? 0)
        for (name, value) in headerFields { total += name.utf8.count + value.utf8.count }
        return total
    }

    /// The stored headers a `304` does not update: they describe the stored body, not the validation.
    private static let bodyDescribingHeaderNames: Set<String> = ["content-type", "vary"]

    /// The field names a `Vary` value lists, lower-cased, without duplicates, sorted.
    static func varyNames(_ vary: String) -> [String] {
        Set(
            vary.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter {
                !$0.isEmpty
            }
        ).sorted()
    }

    /// The digest (SHA-256, hexadecimal, first 128 bits) of the values `requestHeaders` has for the fields `vary`
    /// names; `nil` when it names none. Values are trimmed and their inner runs of spaces and tabs collapsed, as
    /// RFC 9111 §4.1 allows; an absent field is told apart from an empty one.
    static func varyDigest(vary: String, requestHeaders: [String: String]) -> String? {
        let names = varyNames(vary)
        guard !names.isEmpty else { return nil }
        var lowered: [String: String] = [:]
        for (name, value) in requestHeaders { lowered[name.lowercased()] = value }
        let joined = names.map { name -> String in
            guard let value = lowered[name] else { return "\(name)\u{2}" }
            let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" })
            return "\(name)\u{0}\(words.joined(separator: " "))"
        }.joined(separator: "\u{1}")
        return SHA256.hex(SHA256.digest(joined.utf8).prefix(16))
    }

    /// `url` without a user name or password; `nil` when they cannot be taken out.
    static func withoutUserInfo(_ url: URL) -> URL? {
        guard url.user != nil || url.password != nil else { return url }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return nil }
        components.user = nil
        components.password = nil
        return components.url
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

import Foundation

/// What a cached response is stored under: the request method, the normalized URL, a partition for the
/// credential the request carried, and an optional variant.
///
/// Two requests share a cache entry only when all four are equal. The service builds the key from the request it
/// is about to send:
///
/// ```swift
/// let key = CacheKey(
///     method: .get,
///     url: URL(string: "HTTPS://API.Example.com:443/users?page=2#top")!,
///     credentialHeaders: ["Authorization": "Bearer abc123"]
/// )
/// // key.url == "https://api.example.com/users?page=2"
/// ```
///
/// - **URL normalization:** the scheme and host are lower-cased, the default port (80 for http, 443 for https),
///   the fragment and any user name and password are dropped, and an empty path becomes `/`. The query is kept as given, order included,
///   because servers may give order a meaning.
/// - **Credential partition:** when the request carries `Authorization`, `Proxy-Authorization` or `Cookie`, or its
///   URL a user name or password (`https://alice:secret@host/…`), the key holds a SHA-256 digest of them (never
///   the values themselves, which appear nowhere in the key), so a response fetched with one credential is never
///   found with another, nor without one.
/// - **Variant:** anything else the response depends on that is not in the URL (an `Accept-Language`, a page
///   key, a schema version), chosen by the caller.
public struct CacheKey: Hashable, Sendable, CustomStringConvertible {
    /// The request method, for example `GET`.
    public let method: HTTPMethod
    /// The normalized absolute URL as a string.
    public let url: String
    /// A hexadecimal digest of the request's credentials, or `nil` for a request without any.
    public let partition: String?
    /// A caller-chosen refinement of the key, or `nil`.
    public let variant: String?

    /// The request headers whose values partition the cache: a response to a request that carried one of them is
    /// only served to a request that carries the same values.
    public static let credentialHeaderNames = ["authorization", "proxy-authorization", "cookie"]

    /// Creates the key for a request to `url` with `method`, partitioned by the credential headers found in
    /// `credentialHeaders` (names are matched without regard to case; other headers are ignored) and by the user
    /// name and password in `url`.
    public init(
        method: HTTPMethod = .get, url: URL, credentialHeaders: [String: String] = [:], variant: String? = nil
    ) {
        self.init(
            method: method,
            normalizedURL: Self.normalize(url),
            partition: Self.partition(for: credentialHeaders, userInfo: Self.userInfo(of: url)),
            variant: variant
        )
    }

    /// Creates a key from its parts exactly as given, with no normalization; used when a key is read back from
    /// storage. Prefer ``init(method:url:credentialHeaders:variant:)``.
    public init(method: HTTPMethod, normalizedURL: String, partition: String?, variant: String?) {
        self.method = method
        self.url = normalizedURL
        self.partition = partition
        self.variant = variant
    }

    /// Whether the key's URL starts with `prefix` (compared as given, so pass a normalized prefix such as
    /// `"https://api.example.com/users"`); a helper for invalidation by URL prefix.
    public func hasURLPrefix(_ prefix: String) -> Bool {
        url.hasPrefix(prefix)
    }

    /// One line naming every part, for example `GET https://api.example.com/users partition=1f0c… variant=en`.
    /// It never contains a credential: the partition is a digest.
    public var description: String {
        var text = "\(method.rawValue) \(url)"
        if let partition { text += " partition=\(partition)" }
        if let variant { text += " variant=\(variant)" }
        return text
    }

    /// `url` normalized as described in the type's documentation.
    static func normalize(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return url.absoluteString
        }
        let scheme = components.scheme?.lowercased()
        components.scheme = scheme
        components.host = components.host?.lowercased()
        if let port = components.port, (scheme == "http" && port == 80) || (scheme == "https" && port == 443) {
            components.port = nil
        }
        components.fragment = nil
        components.user = nil
        components.password = nil
        if components.percentEncodedPath.isEmpty, components.host != nil { components.percentEncodedPath = "/" }
        return components.string ?? url.absoluteString
    }

    /// The user name and password of `url` as written (percent-encoded), `user:password`; `nil` when it has
    /// neither.
    static func userInfo(of url: URL) -> String? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            components.percentEncodedUser != nil || components.percentEncodedPassword != nil
        else { return nil }
        return "\(components.percentEncodedUser ?? ""):\(components.percentEncodedPassword ?? "")"
    }

    /// The SHA-256 digest (hexadecimal, first 128 bits) of the credential headers found in `headers` and of the
    /// URL's `userInfo`, or `nil` when there are none.
    static func partition(for headers: [String: String], userInfo: String? = nil) -> String? {
        var credentials: [(name: String, value: String)] = []
        for (name, value) in headers {
            let lowered = name.lowercased()
            if credentialHeaderNames.contains(lowered) { credentials.append((lowered, value)) }
        }
        // Under a name no header can have (a header name is a token, without control characters).
        if let userInfo { credentials.append(("\u{3}userinfo", userInfo)) }
        guard !credentials.isEmpty else { return nil }
        credentials.sort { $0.name < $1.name }
        // Name and value are joined with separators that cannot occur in a header line, so two different sets of
        // credentials can never produce the same input to the hash.
        let joined = credentials.map { "\($0.name)\u{0}\($0.value)" }.joined(separator: "\u{1}")
        return SHA256.hex(SHA256.digest(joined.utf8).prefix(16))
    }
}

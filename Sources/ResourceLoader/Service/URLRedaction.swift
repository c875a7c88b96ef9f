import Foundation

/// Hides the secrets a URL can carry before it is written to a log: the user info always, and the values of query
/// items whose names are sensitive.
///
/// ``ResourceEvent``s carry URLs redacted by the service's ``NetworkResourceService/Configuration/urlRedaction``;
/// ``ResourceError/summary`` and ``ResourceError/description`` redact with the default list. The request itself is
/// always sent as built.
///
/// ```swift
/// let service = NetworkResourceService {
///     $0.urlRedaction.sensitiveQueryItemNames.insert("session_hint")
/// }
/// // An event reads: → GET https://REDACTED@api.example.com/items?api_key=REDACTED&page=2
/// ```
public struct URLRedaction: Sendable, Hashable {
    /// The names of query items whose values are replaced by `REDACTED`, compared without regard to case after
    /// percent-decoding. The default lists the usual credentials: `key`, `api_key`, `apikey`, `api-key`, `token`,
    /// `access_token`, `refresh_token`, `id_token`, `auth`, `authorization`, `password`, `passwd`, `secret`,
    /// `client_secret`, `signature`, `sig`, `code`, `session`, `sessionid`, `x-amz-signature`,
    /// `x-amz-credential`, `x-amz-security-token`.
    public var sensitiveQueryItemNames: Set<String>

    /// The text that replaces a hidden user info or value.
    public static let placeholder = "REDACTED"

    /// The default names, lower-cased.
    public static let defaultSensitiveQueryItemNames: Set<String> = [
        "key", "api_key", "apikey", "api-key", "token", "access_token", "refresh_token", "id_token", "auth",
        "authorization", "password", "passwd", "secret", "client_secret", "signature", "sig", "code", "session",
        "sessionid", "x-amz-signature", "x-amz-credential", "x-amz-security-token",
    ]

    /// Creates a redaction hiding the values of the query items named in `sensitiveQueryItemNames`.
    public init(sensitiveQueryItemNames: Set<String> = URLRedaction.defaultSensitiveQueryItemNames) {
        self.sensitiveQueryItemNames = sensitiveQueryItemNames
    }

    /// `url` with its user info replaced by `REDACTED` and the values of sensitive query items by `REDACTED`;
    /// `url` itself when it has neither.
    ///
    /// A URL whose parts cannot be read is replaced by one that shows only its scheme and host, so nothing
    /// unread reaches a log.
    public func redact(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return Self.fallback(for: url)
        }
        var changed = false
        if components.percentEncodedUser != nil || components.percentEncodedPassword != nil {
            components.percentEncodedUser = Self.placeholder
            components.percentEncodedPassword = nil
            changed = true
        }
        if let query = components.percentEncodedQuery, !query.isEmpty {
            let lowered = Set(sensitiveQueryItemNames.map { $0.lowercased() })
            var items = query.split(separator: "&", omittingEmptySubsequences: false)
            for index in items.indices {
                let item = items[index]
                guard let equals = item.firstIndex(of: "=") else { continue }
                let rawName = item[..<equals]
                let name = (String(rawName).removingPercentEncoding ?? String(rawName)).lowercased()
                guard lowered.contains(name) else { continue }
                items[index] = rawName + "=" + Self.placeholder
                changed = true
            }
            if changed { components.percentEncodedQuery = items.joined(separator: "&") }
        }
        let result = changed ? components.url ?? Self.fallback(for: url) : url
        // `URL` and `URLComponents` parse some malformed text differently (`://u:p@host` is a path to one and has
        // user info to the other); whatever `URL` itself reports must be hidden too.
        guard result.password == nil, result.user == nil || result.user == Self.placeholder else {
            return Self.fallback(for: url)
        }
        return result
    }

    /// The text of `url` redacted, or `<no URL>`.
    func describe(_ url: URL?) -> String {
        url.map { redact($0).absoluteString } ?? "<no URL>"
    }

    /// A URL that keeps only the scheme and host of `url`, for text whose other parts cannot be told apart.
    ///
    /// Built from text, not with `URLComponents`' setters, which trap on a scheme or host they reject.
    private static func fallback(for url: URL) -> URL {
        let bare = URL(fileURLWithPath: "/" + placeholder)
        guard let scheme = url.scheme, let host = url.host,
            let fallback = URL(string: scheme + "://" + host + "/" + placeholder),
            fallback.user == nil, fallback.password == nil, fallback.host == host
        else { return bare }
        return fallback
    }
}

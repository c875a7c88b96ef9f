import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A resource that lives at an HTTP URL and says how its response becomes a ``ResourceType/Model``.
///
/// Give either a full ``url``, a ``baseURL`` plus a ``path``, or a ``path`` alone for a service whose
/// ``NetworkResourceService/Configuration/baseURL`` it is joined to; everything else has a default. The service calls
/// ``urlRequest()`` to build the request and ``model(from:)`` to turn a successful response into the model.
///
/// ```swift
/// struct Avatar: NetworkResourceType {
///     typealias Model = Data
///     let userID: Int
///     var baseURL: URL? { URL(string: "https://api.example.com") }
///     var path: String { "users/\(userID)/avatar" }
///     func model(from response: ResourceResponse) throws -> Data { response.data }
/// }
/// ```
public protocol NetworkResourceType: ResourceType {
    /// The resource's full URL. The default joins ``baseURL`` and ``path`` (see ``path``); `nil` when there is no
    /// base URL or the path has a `.` or `..` segment.
    ///
    /// Give `url` yourself to send a path exactly as written, already percent-encoded, dot segments included.
    var url: URL? { get }
    /// The URL that ``path`` is relative to. Defaults to `nil`.
    var baseURL: URL? { get }
    /// The path appended to ``baseURL``, as `/`-separated segments of plain text. Defaults to `""`.
    ///
    /// Each segment is percent-encoded on its own, the same on every platform: `?`, `#`, `%`, spaces and
    /// non-ASCII characters are data (`"files/a b?.txt"` → `files/a%20b%3F.txt`), so a path can neither start a
    /// query nor change the escapes. A `.` or `..` segment, which would leave the base, makes ``urlRequest()``
    /// throw ``ResourceError/invalidRequest(reason:underlying:)``.
    var path: String { get }
    /// The request method. Defaults to ``HTTPMethod/get``.
    var method: HTTPMethod { get }
    /// Header fields sent with the request. Defaults to none.
    var headers: [String: String] { get }
    /// Query parameters appended to the URL, percent-encoded exactly. Defaults to none.
    var queryItems: [QueryItem] { get }
    /// The request body. Defaults to `nil`.
    var body: RequestBody? { get }
    /// The request's timeout in seconds; `nil` keeps the session's. Defaults to `nil`.
    ///
    /// On Linux (swift-corelibs-foundation) a request's timeout counts whole seconds only, dropping any fraction,
    /// so `0.5` would become a timer of zero that fires at once. ``urlRequest()`` therefore rounds a positive
    /// timeout with a fraction up to the next whole second there (`0.5` → `1`, `1.5` → `2`); on Apple platforms
    /// the value is used as given.
    var timeoutInterval: TimeInterval? { get }
    /// The longest this resource's request may take, in seconds, from sending it to the last byte of its body;
    /// `nil` (the default) keeps the service's ``NetworkResourceService/Configuration/maximumDuration``, and
    /// `.infinity` sets no limit. Unlike ``timeoutInterval``, which only limits a silence, this bounds the whole.
    var maximumDuration: TimeInterval? { get }
    /// How the service uses its response cache for this resource; `nil` (the default) keeps the service's
    /// ``NetworkResourceService/Configuration/cachePolicy``. See ``CachePolicy``.
    var cachePolicy: CachePolicy? { get }
    /// Whether a response to a request that carried `Authorization`, `Proxy-Authorization` or `Cookie` may be
    /// written to a persistent cache (``ResponseCaching/isPersistent``, such as ``DiskCache``). Defaults to `false`:
    /// such a response is kept in memory only. Either way it is stored under a hash of the credential and never
    /// served to a request with another credential, or with none.
    var storesCredentialedResponsesOnDisk: Bool { get }
    /// The encoder for ``RequestBody/json(_:)`` bodies. Defaults to a plain `JSONEncoder`; return one with your
    /// key and date strategies when the API needs them.
    var jsonEncoder: JSONEncoder { get }

    /// Builds the request the service sends.
    ///
    /// - Throws: ``ResourceError/invalidRequest(reason:underlying:)`` when there is no URL, the path has a `.` or
    ///   `..` segment, the method is not an HTTP token, a header name is not a token or a header value holds a CR,
    ///   LF or NUL, or the body cannot be encoded. The service checks the method and headers again on the request
    ///   it sends, so an implementation of your own is held to the same rules.
    func urlRequest() throws(ResourceError) -> URLRequest

    /// Turns a successful response (status accepted by the service) into the model.
    ///
    /// Called off the caller's actor. Throw ``ResourceError/emptyBody(url:)`` or any `DecodingError`; the service
    /// reports every other error as ``ResourceError/decodingFailed(url:codingPath:contentType:underlying:)``.
    func model(from response: ResourceResponse) throws -> Model

    /// Turns an unacceptable response's body into the API's own error value, if the API sends one.
    ///
    /// The service attaches the value to ``ResourceError/unacceptableStatus(code:url:body:apiError:)``.
    /// Defaults to `nil`.
    func apiError(from response: ResourceResponse) -> (any Error)?
}

extension NetworkResourceType {
    /// Joins ``baseURL`` and ``path`` with exactly one `/` between them, each segment of the path percent-encoded;
    /// `nil` when the path has a `.` or `..` segment. Without a ``baseURL``, ``path`` alone (encoded the same way) as
    /// a relative URL, which the service joins to its ``NetworkResourceService/Configuration/baseURL``.
    public var url: URL? {
        guard let baseURL else { return ResourcePath.relativeURL(path: path) }
        return ResourcePath.url(base: baseURL, path: path)
    }

    /// No base URL.
    public var baseURL: URL? { nil }
    /// No path.
    public var path: String { "" }
    /// `GET`.
    public var method: HTTPMethod { .get }
    /// No extra headers.
    public var headers: [String: String] { [:] }
    /// No query.
    public var queryItems: [QueryItem] { [] }
    /// No body.
    public var body: RequestBody? { nil }
    /// The session's timeout.
    public var timeoutInterval: TimeInterval? { nil }
    /// A plain `JSONEncoder`.
    public var jsonEncoder: JSONEncoder { JSONEncoder() }
    /// The API sends no error value of its own.
    public func apiError(from response: ResourceResponse) -> (any Error)? { nil }

    /// Builds the request from ``url``, ``queryItems``, ``method``, ``headers``, ``body`` and ``timeoutInterval``.
    public func urlRequest() throws(ResourceError) -> URLRequest {
        guard let url else {
            if !ResourcePath.dotSegments(in: path).isEmpty {
                throw ResourcePath.dotSegmentError(path, in: "\(Self.self)")
            }
            throw .invalidRequest(
                reason: "\(Self.self) has no URL: give `url`, `baseURL` and `path`, or `path` alone", underlying: nil)
        }
        try HTTPFieldSyntax.check(method: method.rawValue)
        let headers = self.headers
        for (name, value) in headers { try HTTPFieldSyntax.check(name: name, value: value) }
        let finalURL = try Self.appending(queryItems, to: url)
        var request = URLRequest(url: finalURL)
        request.httpMethod = method.rawValue
        if let timeoutInterval { request.timeoutInterval = Self.effectiveTimeout(timeoutInterval) }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            do {
                try body.apply(to: &request, encoder: jsonEncoder)
            } catch {
                throw .invalidRequest(reason: "the body of \(Self.self) could not be encoded", underlying: error)
            }
            if let contentType = request.value(forHTTPHeaderField: "Content-Type") {
                try HTTPFieldSyntax.check(name: "Content-Type", value: contentType)
            }
        }
        return request
    }

    /// The timeout to put on the request so that the platform's `URLSession` waits at least `seconds`: on Linux,
    /// `seconds` rounded up to whole seconds; elsewhere, `seconds` itself.
    private static func effectiveTimeout(_ seconds: TimeInterval) -> TimeInterval {
        #if canImport(FoundationNetworking)
            // swift-corelibs-foundation arms its timer with `Int(timeoutInterval) * 1000` milliseconds.
            return seconds > 0 ? seconds.rounded(.up) : seconds
        #else
            return seconds
        #endif
    }

    /// `url` with `items` added to its query, percent-encoded exactly.
    ///
    /// - Throws: ``ResourceError/invalidRequest(reason:underlying:)`` when the query cannot be encoded.
    package static func appending(_ items: [QueryItem], to url: URL) throws(ResourceError) -> URL {
        guard !items.isEmpty else { return url }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            throw .invalidRequest(reason: "\(url.absoluteString) is not a valid URL", underlying: nil)
        }
        let added = QueryEncoding.encode(items)
        if let existing = components.percentEncodedQuery, !existing.isEmpty {
            components.percentEncodedQuery = existing + "&" + added
        } else {
            components.percentEncodedQuery = added
        }
        guard let result = components.url else {
            throw .invalidRequest(reason: "the query for \(url.absoluteString) could not be encoded", underlying: nil)
        }
        return result
    }
}

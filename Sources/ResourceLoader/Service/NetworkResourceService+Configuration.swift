import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension NetworkResourceService {
    /// How a ``NetworkResourceService`` loads, validates and decodes; set inside the service's `configure` closure.
    ///
    /// ```swift
    /// let service = NetworkResourceService {
    ///     $0.headers["Authorization"] = "Bearer \(token)"
    ///     $0.decoder.keyDecodingStrategy = .convertFromSnakeCase
    ///     $0.maximumResponseSize = 5_000_000
    ///     $0.retryPolicy = .never
    /// }
    /// ```
    public struct Configuration {
        /// The URL that resources giving only a ``NetworkResourceType/path`` (a relative URL) are joined to, with
        /// exactly one `/` between them: `https://api.example.com/v2` and `users/7` make
        /// `https://api.example.com/v2/users/7`; a query of the base URL comes before the resource's own. Resources
        /// with a full URL, or a base URL of their own, keep it.
        /// Defaults to `nil`: a resource with a relative URL then fails with
        /// ``ResourceError/invalidRequest(reason:underlying:)``.
        public var baseURL: URL?
        /// The session configuration for the default ``DataLoader``. Ignored when ``dataLoader`` is set. While
        /// there is a ``responseCache`` (the default) the service uses a copy with no `urlCache` and
        /// `.reloadIgnoringLocalCacheData`: one cache, the library's, whose conditional requests reach the server.
        /// For HTTP caching of every resource, set ``cachePolicy`` to `.cacheElseNetwork(maximumAge: nil)`.
        ///
        /// Cookies never cross credentials: a request that carries one (`Authorization`, `Proxy-Authorization` or
        /// `Cookie`, a user name or password in its URL, or the ``authenticator``'s) goes through a copy of this
        /// configuration without cookie storage, so it sends no stored cookie and stores none it receives.
        /// Requests without a credential use this configuration's `httpCookieStorage` (see Docs/Caching.md,
        /// "Cookies and credentials").
        public var sessionConfiguration: URLSessionConfiguration = .default
        /// The loader requests go through; `nil` (the default) makes a ``DataLoader`` from
        /// ``sessionConfiguration`` and ``maximumResponseSize``. A loader of your own is used for every request as
        /// it is, cookies included.
        public var dataLoader: (any DataLoading)?
        /// The decoder JSON resources use unless they bring their own.
        public var decoder = JSONDecoder()
        /// Header fields added to every request; a resource's own headers win over these.
        public var headers: [String: String] = [:]
        /// The statuses that count as success. Only `200..<300` by default.
        public var acceptableStatusCodes: Range<Int> = 200..<300
        /// An extra check on every response whose status is acceptable; throw to reject it.
        public var validate: (@Sendable (HTTPResponseHead, Data) throws -> Void)?
        /// The largest body accepted, in bytes (default 10 MiB); `nil` for no limit.
        public var maximumResponseSize: Int? = 10 * 1024 * 1024
        /// The longest one request may take, in seconds, from sending it to the last byte of its body (default 120);
        /// `.infinity` for no limit. A resource's ``NetworkResourceType/maximumDuration`` overrides it.
        ///
        /// The library keeps this deadline itself on every platform: `timeoutInterval` is only an idle timeout,
        /// which a server that sends a byte every few seconds never trips. A request past its deadline fails with
        /// ``ResourceError/transport(url:underlying:)`` carrying `URLError(.timedOut)`, and is retried like any
        /// timeout; each attempt has a deadline of its own.
        public var maximumDuration: TimeInterval = 120
        /// When to retry a failed request. Defaults to ``RetryPolicy/init(maximumAttempts:baseDelay:maximumDelay:jitter:retryableStatusCodes:retryableURLErrorCodes:random:)``'s defaults.
        public var retryPolicy = RetryPolicy()
        /// The clock retries wait on; replace it in tests.
        public var sleeper: any Sleeping = TaskSleeper()
        /// Whether concurrent identical `GET`/`HEAD` requests share one network load. On by default.
        public var coalescesRequests = true
        /// The most requests in flight to one host at once (default 6, as browsers and `URLSession` keep
        /// connections); requests beyond it wait, the most urgent first (``RequestPriority``, so a row on screen
        /// goes before a prefetch), in the order they came within one priority. A waiting request that is
        /// cancelled leaves the queue at once. `nil` for no limit.
        public var maximumRequestsPerHost: Int? = 6
        /// A client-side limit on how often requests go to one host (see ``RateLimit``); `nil` (the default) for
        /// none. Its waits go through ``sleeper``.
        public var rateLimit: RateLimit?
        /// Where response bytes are cached: a ``MemoryCache`` of up to 100 responses and 50 MiB by default; pass a
        /// ``DiskCache`` to keep them across launches, or `nil` to cache nothing. Only resources whose
        /// ``cachePolicy`` is not ``CachePolicy/networkOnly`` use it; see Docs/Caching.md.
        public var responseCache: (any ResponseCaching)? = MemoryCache<CacheKey, CachedResponse>()
        /// The cache policy of every resource that does not choose its own (``NetworkResourceType/cachePolicy``).
        /// ``CachePolicy/networkOnly`` by default, so a service behaves exactly as one without a cache until a
        /// policy asks for it.
        public var cachePolicy: CachePolicy = .networkOnly
        /// How many decoded models the service keeps in memory, so that a fresh hit or a `304` costs no decoding
        /// (default 100; `0` keeps none and decodes the stored bytes on every hit).
        public var decodedModelCountLimit = 100
        /// The most bytes of responses whose decoded models the service keeps in memory (default 50 MiB),
        /// counted by the size of the bodies they were decoded from.
        public var decodedModelCostLimit = 50 * 1_024 * 1_024
        /// Called for every request started, finished or failed. An event's `description` never includes a header
        /// value or a body; see ``ResourceEvent``.
        public var onEvent: (@Sendable (ResourceEvent) -> Void)?
        /// How URLs are redacted in the events given to ``onEvent``: user info always, and the values of the query
        /// items named in ``URLRedaction/sensitiveQueryItemNames``. Requests are sent unredacted.
        public var urlRedaction = URLRedaction()

        /// Adds the app's credentials to requests for its origin and refreshes them after a `401`; `nil` (the
        /// default) sends no credentials beyond ``headers``. See ``Authenticating``.
        public var authenticator: (any Authenticating)?

        /// Where the items of each fetch of an ``ItemCarryingResource`` are written through, so every list showing
        /// one shows the fetched value; lists of resources that opt in (`PaginatedResource.sharesItems`) share it.
        /// `nil` (the default) shares nothing. Give it ResourcePaging's `SharedItemStore`; see Docs/Lists.md, "One
        /// copy of each item".
        public var itemSharing: (any ItemSharing)?

        /// The default configuration.
        public init() {}
    }
}

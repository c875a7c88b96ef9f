import Dispatch
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The ``ResourceService`` over URLSession: build → send → validate → decode, with retries and coalescing.
///
/// One service serves every resource type. Configure it once with a closure:
///
/// ```swift
/// let service = NetworkResourceService { $0.headers["Accept-Language"] = "en" }
/// let user = try await service.fetch(UserResource(id: 7))
/// ```
///
/// Decoding runs in the service's nonisolated async context, off the caller's actor, so a call from the main
/// actor never decodes on the main thread.
public final class NetworkResourceService: ResourceService, @unchecked Sendable {
    // Safe to be `@unchecked Sendable`: every stored property is a `let`. All are `Sendable` except the
    // `JSONDecoder`, which Foundation only marks `Sendable` from iOS 16 / macOS 13; the service never mutates it
    // after `init`, and decoding with an unchanging `JSONDecoder` from several threads at once is safe.
    /// The loader requests without a credential go through.
    let loader: any DataLoading
    /// The default loader's cookie-less twin, for requests that carry a credential (see
    /// `NetworkResourceService+Cookies.swift`); `nil` when the app gave its own ``Configuration/dataLoader``.
    private let credentialedLoader: CookielessLoader?
    let decoder: JSONDecoder
    private let acceptableStatusCodes: Range<Int>
    private let validate: (@Sendable (HTTPResponseHead, Data) throws -> Void)?
    private let maximumResponseSize: Int?
    private let maximumDuration: TimeInterval
    private let retryPolicy: RetryPolicy
    private let sleeper: any Sleeping
    let coalescer: RequestCoalescer?
    /// The per-host limits (``Configuration/maximumRequestsPerHost``, ``Configuration/rateLimit``); `nil` for none.
    let hostLimiter: HostRequestLimiter?
    private let onEvent: (@Sendable (ResourceEvent) -> Void)?
    private let urlRedaction: URLRedaction
    /// The response cache and decoded models; `nil` when ``Configuration/responseCache`` is `nil`.
    let cache: ResourceCache?
    /// The policy of resources that choose none.
    let defaultCachePolicy: CachePolicy
    /// The base URL and headers every request gets.
    let preparation: RequestPreparation
    let credentials: CredentialRefresher?
    /// Who hears about ``invalidate(where:)``.
    let invalidationObservers = InvalidationObservers()
    /// Where fetched items are written through: ``Configuration/itemSharing``.
    public let itemSharing: (any ItemSharing)?

    /// Creates a service, letting `configure` change the defaults.
    public init(configure: (inout Configuration) -> Void = { _ in }) {
        var configuration = Configuration()
        configure(&configuration)
        loader =
            configuration.dataLoader
            ?? DataLoader(
                configuration: Self.sessionConfiguration(for: configuration),
                maximumResponseSize: configuration.maximumResponseSize
            )
        credentialedLoader =
            configuration.dataLoader == nil
            ? CookielessLoader(
                configuration: Self.cookielessSessionConfiguration(for: configuration),
                maximumResponseSize: configuration.maximumResponseSize
            ) : nil
        decoder = configuration.decoder
        acceptableStatusCodes = configuration.acceptableStatusCodes
        validate = configuration.validate
        maximumResponseSize = configuration.maximumResponseSize
        maximumDuration = configuration.maximumDuration
        retryPolicy = configuration.retryPolicy
        sleeper = configuration.sleeper
        coalescer = configuration.coalescesRequests ? RequestCoalescer() : nil
        hostLimiter =
            configuration.maximumRequestsPerHost == nil && configuration.rateLimit == nil
            ? nil
            : HostRequestLimiter(
                maximumPerHost: configuration.maximumRequestsPerHost, rateLimit: configuration.rateLimit,
                sleeper: configuration.sleeper)
        onEvent = configuration.onEvent
        urlRedaction = configuration.urlRedaction
        cache = configuration.responseCache.map {
            ResourceCache(
                store: $0,
                modelCountLimit: configuration.decodedModelCountLimit,
                modelCostLimit: configuration.decodedModelCostLimit
            )
        }
        defaultCachePolicy = configuration.cachePolicy
        preparation = RequestPreparation(baseURL: configuration.baseURL, headers: configuration.headers)
        credentials = configuration.authenticator.map { CredentialRefresher($0, baseURL: configuration.baseURL) }
        itemSharing = configuration.itemSharing
    }

    deinit {
        invalidationObservers.finish()
    }

    /// Fetches `resource`: builds its request, sends it (sharing an identical `GET` already in flight), retries
    /// transient failures by the ``Configuration/retryPolicy``, checks the status, and decodes.
    /// The resource's ``NetworkResourceType/cachePolicy`` (else ``Configuration/cachePolicy``) says whether the
    /// answer may come from the response cache; see ``CachePolicy``.
    ///
    /// With an ``Configuration/itemSharing``, the items an ``ItemCarryingResource`` brings are written through to it
    /// before the fetch returns, so every list showing them shows the fetched values.
    public func fetch<Resource: NetworkResourceType>(
        _ resource: Resource
    ) async throws(ResourceError) -> Resource.Model {
        let (model, isCached) = try await fetchUsingCache(resource)
        if let itemSharing { await share(model, of: resource, fromCache: isCached, to: itemSharing) }
        return model
    }

    /// The network path of a fetch: sends `request` (already prepared), retrying, validating and decoding.
    /// With `acceptsNotModified`, a `304` is an answer (``NetworkAnswer/notModified(_:)``), not a failure.
    /// `signed` is `request` already signed by the authenticator (the cache signs it to key it): the first attempt
    /// sends it as it is; a retry signs `request` again.
    func fetchFromNetwork<Resource: NetworkResourceType>(
        _ resource: Resource,
        request: URLRequest,
        signed: CredentialRefresher.Signed? = nil,
        acceptsNotModified: Bool = false
    ) async throws(ResourceError) -> NetworkAnswer<Resource.Model> {
        try await fetchFromNetwork(
            resource, request: request, signed: signed, acceptsNotModified: acceptsNotModified,
            decode: { try resource.model(from: $0) })
    }

    /// The network path of a fetch, turning a successful response into a value with `decode` instead of the
    /// resource's ``NetworkResourceType/model(from:)`` (a download's file, for one).
    func fetchFromNetwork<Resource: NetworkResourceType, Model: Sendable>(
        _ resource: Resource,
        request: URLRequest,
        signed: CredentialRefresher.Signed? = nil,
        acceptsNotModified: Bool = false,
        decode: @escaping @Sendable (ResourceResponse) throws -> Model
    ) async throws(ResourceError) -> NetworkAnswer<Model> {
        let method = HTTPMethod(rawValue: request.httpMethod ?? "GET")
        let loggedURL = request.url.map(urlRedaction.redact)
        var attempt = 1
        var signed = signed
        while true {
            let started = DispatchTime.now().uptimeNanoseconds
            onEvent?(.started(method: method, url: loggedURL, attempt: attempt))
            let outcome = await authenticatedLoad(
                request, signed: signed, for: resource, acceptsNotModified: acceptsNotModified, decode: decode)
            signed = nil
            let duration = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            switch outcome {
            case .success(let (answer, statusCode)):
                onEvent?(.finished(method: method, url: loggedURL, statusCode: statusCode, duration: duration))
                return answer
            case .failure(let failure):
                let delay =
                    Task.isCancelled
                    ? nil
                    : retryPolicy.delay(
                        afterAttempt: attempt,
                        failingWith: failure.error,
                        method: method,
                        retryAfter: failure.retryAfter
                    )
                let error = Task.isCancelled ? ResourceError.cancelled : failure.error
                if let onEvent {
                    let logged = error.mappingURL(urlRedaction.redact)
                    onEvent(
                        .failed(
                            method: method, url: loggedURL, error: logged, duration: duration, willRetryAfter: delay)
                    )
                }
                guard let delay else { throw error }
                do { try await sleeper.sleep(seconds: delay) } catch { throw .cancelled }
                attempt += 1
            }
        }
    }

    /// A failed attempt, with the `Retry-After` header if the response had one.
    private struct AttemptFailure: Error {
        var error: ResourceError
        var retryAfter: String?
    }

    /// `request` as it is sent: see ``RequestPreparation/prepare(_:for:)``.
    func prepare(
        _ request: URLRequest,
        for resource: some NetworkResourceType
    ) throws(ResourceError) -> URLRequest {
        try preparation.prepare(request, for: resource)
    }

    /// One attempt with the authenticator's credentials, if it covers the request: sign (unless `presigned` is
    /// the request signed already), load, and after a `401` wait for the one shared refresh and load once more,
    /// signed again. A second `401` is returned as it is.
    private func authenticatedLoad<Resource: NetworkResourceType, Model: Sendable>(
        _ request: URLRequest,
        signed presigned: CredentialRefresher.Signed?,
        for resource: Resource,
        acceptsNotModified: Bool,
        decode: @escaping @Sendable (ResourceResponse) throws -> Model
    ) async -> Result<(NetworkAnswer<Model>, Int), AttemptFailure> {
        guard let credentials else {
            return await load(request, for: resource, acceptsNotModified: acceptsNotModified, decode: decode)
        }
        do throws(ResourceError) {
            let signed: CredentialRefresher.Signed
            if let presigned { signed = presigned } else { signed = try await credentials.sign(request) }
            let first = await load(
                signed.request, for: resource, acceptsNotModified: acceptsNotModified, decode: decode)
            // A 401 to a request made by the refresh itself (the token request) is its answer: waiting for the
            // refresh would wait for ourselves.
            guard case .failure(let failure) = first, failure.error.statusCode == 401,
                let generation = signed.generation, !credentials.isRefreshingInCurrentTask
            else { return first }
            switch await credentials.refresh(after: generation) {
            case .refreshed:
                let resigned = try await credentials.sign(request).request
                return await load(resigned, for: resource, acceptsNotModified: acceptsNotModified, decode: decode)
            case .failed(let error):
                return .failure(AttemptFailure(error: .authenticationFailed(url: request.url, underlying: error)))
            case .cancelled:
                return .failure(AttemptFailure(error: .cancelled))
            }
        } catch {
            return .failure(AttemptFailure(error: error))
        }
    }

    /// One attempt: send, then validate and decode (once for all callers of a shared response whose resources
    /// are equal and `Hashable`).
    private func load<Resource: NetworkResourceType, Model: Sendable>(
        _ request: URLRequest,
        for resource: Resource,
        acceptsNotModified: Bool,
        decode: @escaping @Sendable (ResourceResponse) throws -> Model
    ) async -> Result<(NetworkAnswer<Model>, Int), AttemptFailure> {
        let data: Data
        let response: URLResponse
        let outcomes: SharedOutcomes?
        do {
            (data, response, outcomes) = try await send(
                request, uploading: resource.body?.fileURL, within: resource.maximumDuration ?? maximumDuration)
        } catch {
            return .failure(AttemptFailure(error: Self.transportError(error, url: request.url)))
        }
        if let outcomes, let key = SharedOutcomes.key(for: resource) {
            return await outcomes.outcome(for: key) {
                self.outcome(
                    of: data, response, for: request, resource: resource, acceptsNotModified: acceptsNotModified,
                    decode: decode)
            }
        }
        return outcome(
            of: data, response, for: request, resource: resource, acceptsNotModified: acceptsNotModified,
            decode: decode)
    }

    /// Validates and decodes one response: the part of an attempt that callers of equal resources share.
    private func outcome<Resource: NetworkResourceType, Model: Sendable>(
        of data: Data,
        _ response: URLResponse,
        for request: URLRequest,
        resource: Resource,
        acceptsNotModified: Bool,
        decode: (ResourceResponse) throws -> Model
    ) -> Result<(NetworkAnswer<Model>, Int), AttemptFailure> {
        guard let http = response as? HTTPURLResponse else {
            return .failure(AttemptFailure(error: .notHTTPResponse(url: response.url ?? request.url)))
        }
        let head = HTTPResponseHead(http)
        if acceptsNotModified, head.statusCode == 304 { return .success((.notModified(head), 304)) }
        if let maximumResponseSize, data.count > maximumResponseSize {
            return .failure(AttemptFailure(error: .responseTooLarge(limit: maximumResponseSize, url: head.url)))
        }
        let resourceResponse = ResourceResponse(data: data, head: head, decoder: decoder)
        guard acceptableStatusCodes.contains(head.statusCode) else {
            let error = ResourceError.unacceptableStatus(
                code: head.statusCode,
                url: head.url ?? request.url,
                body: data,
                apiError: resource.apiError(from: resourceResponse)
            )
            return .failure(AttemptFailure(error: error, retryAfter: head.value(forHTTPHeaderField: "Retry-After")))
        }
        do {
            try validate?(head, data)
        } catch {
            return .failure(AttemptFailure(error: .validationFailed(url: head.url ?? request.url, underlying: error)))
        }
        do {
            return .success((.full(try decode(resourceResponse), head, data), head.statusCode))
        } catch {
            return .failure(AttemptFailure(error: Self.decodingError(error, head: head)))
        }
    }

    /// Sends `request` under a deadline of `seconds`, sharing an identical `GET`/`HEAD` in flight; a shared
    /// response comes with the outcomes its callers share. A request whose body is the file `uploading` reads it
    /// anew (``DataLoader`` from the file, another loader from a new stream over it); an observed transfer (see
    /// ``transfer(_:)``) is never shared, its progress and file being its own.
    private func send(
        _ request: URLRequest,
        uploading file: URL?,
        within seconds: TimeInterval
    ) async throws -> (Data, URLResponse, SharedOutcomes?) {
        var request = request
        if let file {
            if TransferObservation.current?.uploadFile != file {
                var observation = TransferObservation.current ?? TransferObservation()
                observation.uploadFile = file
                return try await TransferObservation.$current.withValue(observation) {
                    try await send(request, uploading: file, within: seconds)
                }
            }
            request.httpBodyStream = InputStream(url: file)
        }
        let covered = credentials?.covers(request.url) ?? false
        let chosen =
            credentialedLoader.flatMap {
                Self.carriesCredential(request, coveredByAuthenticator: covered) ? $0.loader : nil
            } ?? loader
        let load = Self.limited(Self.loading(with: chosen, within: seconds), by: hostLimiter)
        let method = request.httpMethod ?? "GET"
        guard let coalescer, TransferObservation.current == nil, method == "GET" || method == "HEAD",
            request.httpBody == nil, request.httpBodyStream == nil,
            let key = RequestCoalescer.Key(request)
        else {
            let (data, response) = try await load(request)
            return (data, response, nil)
        }
        let shared = try await coalescer.data(for: request, key: key, load: load)
        return (shared.data, shared.response, shared.outcomes)
    }

    /// Loads with `loader` under a deadline of `seconds`: kept by ``DataLoader`` itself (a timer that cancels its
    /// task), or by racing any other loader against a timer.
    private static func loading(
        with loader: any DataLoading,
        within seconds: TimeInterval
    ) -> @Sendable (URLRequest) async throws -> (Data, URLResponse) {
        if let dataLoader = loader as? DataLoader {
            return { try await dataLoader.data(for: $0, within: seconds) }
        }
        return { request in
            try await RequestDeadline.run(seconds: seconds, url: request.url) { try await loader.data(for: request) }
        }
    }

    /// `load`, sent once `limiter` lets a request to its host go (at once without a limiter).
    private static func limited(
        _ load: @escaping @Sendable (URLRequest) async throws -> (Data, URLResponse),
        by limiter: HostRequestLimiter?
    ) -> @Sendable (URLRequest) async throws -> (Data, URLResponse) {
        guard let limiter else { return load }
        return { request in try await limiter.run(host: request.url?.host) { try await load(request) } }
    }

    /// How many callers share the in-flight load of `resource`'s request; for tests.
    ///
    /// - Throws: what ``NetworkResourceType/urlRequest()`` throws when the request cannot be built.
    func coalescedCallers<Resource: NetworkResourceType>(for resource: Resource) throws(ResourceError) -> Int {
        let request = try prepare(resource.urlRequest(), for: resource)
        guard let coalescer, let key = RequestCoalescer.Key(request) else { return 0 }
        return coalescer.waiterCount(for: key)
    }

    private static func transportError(_ error: any Error, url: URL?) -> ResourceError {
        if let error = error as? ResourceError { return error }
        if error is CancellationError { return .cancelled }
        if let urlError = error as? URLError, urlError.code == .cancelled { return .cancelled }
        return .transport(url: url, underlying: error)
    }

    private static func decodingError(_ error: any Error, head: HTTPResponseHead) -> ResourceError {
        if let error = error as? ResourceError { return error }
        return .decodingFailed(
            url: head.url,
            codingPath: ResourceError.codingPath(of: error),
            contentType: head.value(forHTTPHeaderField: "Content-Type"),
            underlying: error
        )
    }
}

import Foundation
import ResourceLoader
import ResourceSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A ``ResourceLoader/DataLoading`` for tests: answers from a script instead of the network, records every
/// request, and lets the test wait for requests and hold responses, so tests synchronise on events, never on
/// time. Give it to a service as its loader: `NetworkResourceService(loader: loader)`.
///
/// Script answers per URL, in order, or both:
///
/// ```swift
/// let loader = ScriptedDataLoader()
/// loader.respond(to: URL(string: "https://api.example.com/users?page=1")!, with: try .json(firstPage))
/// loader.respond(to: URL(string: "https://api.example.com/users")!, with: .status(503), try .json(users))
/// loader.enqueue(.failure(URLError(.notConnectedToInternet)))
/// ```
///
/// A request is answered by the URL rule that matches it best (see ``respond(to:with:)``); if none does, by the
/// next response of the queue (see ``enqueue(_:)``); if the queue is empty, by the handler given to
/// ``init(handler:)``; without one, the call throws ``Error/unscripted(_:)``.
///
/// The loader is `Sendable`: script it, read it and await it from any task.
public final class ScriptedDataLoader: DataLoading {
    /// Produces the answer to one request.
    public typealias Handler = @Sendable (URLRequest) async throws -> (Data, URLResponse)

    /// Why a ``ScriptedDataLoader`` could not answer.
    public enum Error: Swift.Error, CustomStringConvertible {
        /// Nothing was scripted for the request: no URL rule matches it, the queue is empty and there is no
        /// handler.
        case unscripted(URLRequest)

        /// Names the request that was not scripted.
        public var description: String {
            switch self {
            case .unscripted(let request):
                "ScriptedDataLoader: no response scripted for \(request.httpMethod ?? "GET") "
                    + (request.url?.absoluteString ?? "(no URL)")
            }
        }
    }

    /// The answers scripted for the requests that match `url`.
    private struct Rule {
        let url: URLComponents
        let query: [URLQueryItem]
        var responses: [ScriptedResponse]
    }

    private struct Script {
        var requests: [URLRequest] = []
        var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        var rules: [Rule] = []
        var queue: [ScriptedResponse] = []
    }

    private let handler: Handler?
    private let script = Locked(Script())

    /// Creates a loader with an empty script: script it with ``respond(to:with:)`` and ``enqueue(_:)``.
    public init() {
        self.handler = nil
    }

    /// Creates a loader that answers with `handler` every request the script does not answer.
    public init(handler: @escaping Handler) {
        self.handler = handler
    }

    /// Creates a loader that answers every request the script does not answer with the same status, body
    /// (UTF-8) and headers.
    public convenience init(status: Int = 200, body: String, headers: [String: String] = [:]) {
        self.init { request in
            ScriptedDataLoader.response(to: request, status: status, body: Data(body.utf8), headers: headers)
        }
    }

    // MARK: - Scripting

    /// Answers the requests that match `url` with `responses`, one per request in order; the last one answers
    /// every later request too.
    ///
    /// A request matches when its scheme, host, port and path are `url`'s and its query has every item of
    /// `url`'s query, in any order (so `https://api.example.com/users` matches every page of `/users`). When
    /// several rules match, the one with the most query items wins, then the one scripted last.
    public func respond(to url: URL, with responses: ScriptedResponse...) {
        precondition(!responses.isEmpty, "respond(to:with:) needs at least one response")
        let components = URLComponents(url: url, resolvingAgainstBaseURL: true) ?? URLComponents()
        let rule = Rule(url: components, query: components.queryItems ?? [], responses: responses)
        script.withLock { $0.rules.append(rule) }
    }

    /// Adds `responses` to the queue: each answers one request that no URL rule matches, in order.
    public func enqueue(_ responses: ScriptedResponse...) {
        script.withLock { $0.queue.append(contentsOf: responses) }
    }

    // MARK: - What the loader saw

    /// Every request received so far, in order.
    public var requests: [URLRequest] { script.withLock { $0.requests } }

    /// The URL of every request received so far, in order.
    public var requestedURLs: [URL] { script.withLock { $0.requests.compactMap(\.url) } }

    /// How many requests were received.
    public var callCount: Int { script.withLock { $0.requests.count } }

    /// Returns once at least `count` requests have been received (at once if they have).
    public func waitForRequests(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let satisfied = script.withLock { script -> Bool in
                if script.requests.count >= count { return true }
                script.waiters.append((count, continuation))
                return false
            }
            if satisfied { continuation.resume() }
        }
    }

    // MARK: - Answering

    /// Records the request and answers it from the script.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let (ready, scripted) = script.withLock { script in
            script.requests.append(request)
            let count = script.requests.count
            let ready = script.waiters.filter { $0.count <= count }.map(\.continuation)
            script.waiters.removeAll { $0.count <= count }
            return (ready, Self.takeResponse(for: request, from: &script))
        }
        for continuation in ready { continuation.resume() }
        if let scripted { return try await scripted.answer(request) }
        if let handler { return try await handler(request) }
        throw Error.unscripted(request)
    }

    /// The response the script gives `request`, consumed from its rule or the queue.
    private static func takeResponse(for request: URLRequest, from script: inout Script) -> ScriptedResponse? {
        let target = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: true) }
        var best: Int?
        if let target {
            for (index, rule) in script.rules.enumerated() where matches(rule, target) {
                if let current = best, script.rules[current].query.count > rule.query.count { continue }
                best = index
            }
        }
        if let best {
            let responses = script.rules[best].responses
            if responses.count > 1 { script.rules[best].responses.removeFirst() }
            return responses[0]
        }
        return script.queue.isEmpty ? nil : script.queue.removeFirst()
    }

    private static func matches(_ rule: Rule, _ target: URLComponents) -> Bool {
        guard rule.url.scheme?.lowercased() == target.scheme?.lowercased(),
            rule.url.host?.lowercased() == target.host?.lowercased(),
            rule.url.port == target.port,
            rule.url.path == target.path
        else { return false }
        let items = target.queryItems ?? []
        return rule.query.allSatisfy { items.contains($0) }
    }

    /// Builds an HTTP/1.1 response to `request` with `status`, `headers` and `body`.
    public static func response(
        to request: URLRequest,
        status: Int = 200,
        body: Data,
        headers: [String: String] = ["Content-Type": "application/json"]
    ) -> (Data, URLResponse) {
        let url = request.url ?? URL(fileURLWithPath: "/")
        guard
            let response = HTTPURLResponse(
                url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else {
            preconditionFailure("HTTPURLResponse refused status \(status) for \(url)")
        }
        return (body, response)
    }
}

import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One answer a ``ScriptedDataLoader`` gives: an HTTP response (status, headers, body) or a transport error,
/// optionally held until the test opens a gate.
///
/// ```swift
/// loader.respond(to: usersURL, with: try .json(Page(items: users)))
/// loader.respond(to: avatarURL, with: .status(404))
/// loader.enqueue(.failure(URLError(.notConnectedToInternet)), .data(Data(#"{"items":[]}"#.utf8)))
/// ```
public struct ScriptedResponse: Sendable {
    /// What the response is, once it is released.
    enum Outcome: Sendable {
        /// An HTTP response.
        case http(status: Int, headers: [String: String], body: Data)
        /// A thrown error, as a failed transport throws one.
        case failure(any Error)
    }

    let outcome: Outcome
    /// The gate the answer waits at, if any.
    let gate: AsyncGate?

    private init(_ outcome: Outcome, gate: AsyncGate? = nil) {
        self.outcome = outcome
        self.gate = gate
    }

    /// A response whose body is `value` encoded as JSON by `encoder`, with `Content-Type: application/json`
    /// unless `headers` names another.
    ///
    /// - Throws: the encoder's error, when `value` cannot be encoded (so a test sees its own mistake at once).
    public static func json<Value: Encodable>(
        _ value: Value,
        status: Int = 200,
        headers: [String: String] = [:],
        encoder: JSONEncoder = JSONEncoder()
    ) throws -> ScriptedResponse {
        try .data(encoder.encode(value), status: status, headers: jsonHeaders(headers))
    }

    /// A response whose body is `text`, already JSON, sent as it is (UTF-8), with
    /// `Content-Type: application/json` unless `headers` names another.
    ///
    /// ```swift
    /// loader.enqueue(.json(#"{"items":[],"total":0}"#))
    /// ```
    public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> ScriptedResponse {
        .data(Data(text.utf8), status: status, headers: jsonHeaders(headers))
    }

    /// A response whose body is `body`, byte for byte.
    public static func data(
        _ body: Data,
        status: Int = 200,
        headers: [String: String] = ["Content-Type": "application/json"]
    ) -> ScriptedResponse {
        ScriptedResponse(.http(status: status, headers: headers, body: body))
    }

    /// A response with `status`, `headers` and an empty body, such as a 204, a 304 or a 503.
    public static func status(_ status: Int, headers: [String: String] = [:]) -> ScriptedResponse {
        .data(Data(), status: status, headers: headers)
    }

    /// No response: the call throws `error`, as a transport failure does
    /// (`URLError(.notConnectedToInternet)`, `URLError(.timedOut)`…).
    public static func failure(_ error: any Error) -> ScriptedResponse {
        ScriptedResponse(.failure(error))
    }

    /// The same response, held until the test opens `gate`; the request is recorded at once. If the
    /// requesting task is cancelled while it is held, the call throws `URLError(.cancelled)`, as a cancelled
    /// `URLSession` task does.
    public func held(until gate: AsyncGate) -> ScriptedResponse {
        ScriptedResponse(outcome, gate: gate)
    }

    /// Waits for the gate, then answers `request`.
    func answer(_ request: URLRequest) async throws -> (Data, URLResponse) {
        if let gate {
            do {
                try await gate.waitUnlessCancelled()
            } catch {
                throw URLError(.cancelled)
            }
        }
        switch outcome {
        case .http(let status, let headers, let body):
            return ScriptedDataLoader.response(to: request, status: status, body: body, headers: headers)
        case .failure(let error):
            throw error
        }
    }

    private static func jsonHeaders(_ headers: [String: String]) -> [String: String] {
        var all = headers
        if !headers.keys.contains(where: { $0.caseInsensitiveCompare("Content-Type") == .orderedSame }) {
            all["Content-Type"] = "application/json"
        }
        return all
    }
}

import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Everything that can go wrong while loading a resource, each case with the context to act on it.
///
/// ```swift
/// do throws(ResourceError) {
///     let user = try await service.fetch(UserResource(id: 7))
///     print(user.name)
/// } catch .unacceptableStatus(let code, _, _, let apiError) where code == 404 {
///     print("no such user:", apiError.map(String.init(describing:)) ?? "no details")
/// } catch {
///     print(error)  // reads well: "HTTP 500 from https://…: {"error": …}"
/// }
/// ```
public enum ResourceError: Error, CustomStringConvertible, CustomDebugStringConvertible {
    /// The request could not be built: no URL, a path with a `.` or `..` segment, a method or header field that
    /// breaks HTTP's syntax (a CR, LF or NUL, or a name that is not a token), a query that cannot be encoded, or a
    /// body that cannot be encoded. Nothing was sent.
    case invalidRequest(reason: String, underlying: (any Error)?)
    /// The request did not get a response: no connection, a dropped connection, a timeout, a TLS failure…
    /// `underlying` is usually a `URLError`; see ``urlError``.
    case transport(url: URL?, underlying: any Error)
    /// The loader answered with something that is not an HTTP response.
    case notHTTPResponse(url: URL?)
    /// The server answered with a status outside the accepted range (by default `200..<300`).
    ///
    /// `body` is the response body as received; `apiError` is what the resource's
    /// ``NetworkResourceType/apiError(from:)`` made of it, if anything.
    case unacceptableStatus(code: Int, url: URL?, body: Data, apiError: (any Error)?)
    /// The response had no body but the resource needs one.
    case emptyBody(url: URL?)
    /// The body could not be turned into the model. `codingPath` is dotted from the document's root
    /// (`"data.items[3].name"`); `underlying` is usually a `DecodingError`.
    case decodingFailed(url: URL?, codingPath: String, contentType: String?, underlying: any Error)
    /// The service's ``NetworkResourceService/Configuration/validate`` check rejected an accepted response.
    case validationFailed(url: URL?, underlying: any Error)
    /// The body was larger than the configured maximum; loading stopped once the limit was passed.
    case responseTooLarge(limit: Int, url: URL?)
    /// The service's ``NetworkResourceService/Configuration/authenticator`` could not provide credentials: its
    /// ``Authenticating/authenticate(_:)`` or ``Authenticating/refreshCredentials()`` threw `underlying`.
    case authenticationFailed(url: URL?, underlying: any Error)
    /// The load was cancelled.
    case cancelled
    /// The resource's ``CachePolicy/cacheOnly`` policy found nothing stored for its request.
    case notCached(url: URL?)
    /// A download's body could not be written to, or moved to, the local `file` (see
    /// ``NetworkResourceService/download(_:to:)``): the file system's `underlying` error.
    case fileFailed(file: URL, underlying: any Error)

    /// The `URLError` behind a ``transport(url:underlying:)`` failure, if it is one.
    public var urlError: URLError? {
        if case .transport(_, let underlying) = self { return underlying as? URLError }
        return nil
    }

    /// The HTTP status code of an ``unacceptableStatus(code:url:body:apiError:)`` failure.
    public var statusCode: Int? {
        if case .unacceptableStatus(let code, _, _, _) = self { return code }
        return nil
    }

    /// Whether the error is a cancellation.
    public var isCancellation: Bool {
        if case .cancelled = self { return true }
        return false
    }

    /// A sentence saying what went wrong and where; the URL's user info and sensitive query values are redacted
    /// by the default ``URLRedaction``.
    public var description: String {
        switch self {
        case .invalidRequest(let reason, let underlying):
            return "Invalid request: \(reason)" + Self.suffix(underlying)
        case .transport(let url, let underlying):
            let detail = (underlying as? URLError).map(Self.describe) ?? String(describing: underlying)
            return "Transport failure for \(Self.describe(url)): \(detail)"
        case .notHTTPResponse(let url):
            return "Not an HTTP response from \(Self.describe(url))"
        case .unacceptableStatus(let code, let url, let body, let apiError):
            var text = "HTTP \(code) from \(Self.describe(url))"
            if let apiError { text += ": \(apiError)" } else if !body.isEmpty { text += ": " + Self.preview(body) }
            return text
        case .emptyBody(let url):
            return "Empty response body from \(Self.describe(url))"
        case .decodingFailed(let url, let codingPath, let contentType, let underlying):
            var text = "Decoding failed for \(Self.describe(url))"
            if !codingPath.isEmpty { text += " at '\(codingPath)'" }
            text += ": " + Self.describe(underlying)
            if let contentType, !contentType.lowercased().contains("json") {
                text += " (the response's Content-Type is \(contentType))"
            }
            return text
        case .validationFailed(let url, let underlying):
            return "Response from \(Self.describe(url)) failed validation: \(underlying)"
        case .responseTooLarge(let limit, let url):
            return "Response from \(Self.describe(url)) exceeded the limit of \(limit) bytes"
        case .authenticationFailed(let url, let underlying):
            return "Authentication failed for \(Self.describe(url)): \(underlying)"
        case .cancelled:
            return "Cancelled"
        case .notCached(let url):
            return "Nothing cached for \(Self.describe(url))"
        case .fileFailed(let file, let underlying):
            return "The download could not be written to \(file.path): \(underlying)"
        }
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// A one-line account with no part of the response in it: no body (not even through the API's error value),
    /// no header value, no message quoting the data. It names the case, the status, the URL (its user info and
    /// sensitive query values redacted by the default ``URLRedaction``) and, for decoding failures, the coding
    /// path and what was expected.
    ///
    /// ``ResourceEvent`` prints this, so events are safe to log; ``description`` is for showing one error to a
    /// developer and includes the start of an error body.
    ///
    /// ```swift
    /// print(error.summary)  // "HTTP 500 from https://api.example.com/users/7"
    /// ```
    public var summary: String {
        switch self {
        case .invalidRequest(let reason, _):
            return "Invalid request: \(reason)"
        case .transport(let url, let underlying):
            let detail = (underlying as? URLError).map(Self.describe) ?? String(describing: type(of: underlying))
            return "Transport failure for \(Self.describe(url)): \(detail)"
        case .notHTTPResponse, .emptyBody, .responseTooLarge, .cancelled, .notCached:
            return description
        case .unacceptableStatus(let code, let url, _, _):
            return "HTTP \(code) from \(Self.describe(url))"
        case .decodingFailed(let url, let codingPath, _, let underlying):
            var text = "Decoding failed for \(Self.describe(url))"
            if !codingPath.isEmpty { text += " at '\(codingPath)'" }
            return text + ": " + Self.summarize(underlying)
        case .validationFailed(let url, let underlying):
            return "Response from \(Self.describe(url)) failed validation (\(type(of: underlying)))"
        case .authenticationFailed(let url, let underlying):
            return "Authentication failed for \(Self.describe(url)) (\(type(of: underlying)))"
        case .fileFailed(let file, let underlying):
            return "The download could not be written to \(file.lastPathComponent) (\(type(of: underlying)))"
        }
    }

    /// The URL as text, its user info and sensitive query values redacted (see ``URLRedaction``).
    private static func describe(_ url: URL?) -> String {
        URLRedaction().describe(url)
    }

    /// The same error with every URL it names passed through `transform`; events use it to redact.
    func mappingURL(_ transform: (URL) -> URL) -> ResourceError {
        switch self {
        case .invalidRequest, .cancelled, .fileFailed:
            return self
        case .transport(let url, let underlying):
            return .transport(url: url.map(transform), underlying: underlying)
        case .notHTTPResponse(let url):
            return .notHTTPResponse(url: url.map(transform))
        case .unacceptableStatus(let code, let url, let body, let apiError):
            return .unacceptableStatus(code: code, url: url.map(transform), body: body, apiError: apiError)
        case .emptyBody(let url):
            return .emptyBody(url: url.map(transform))
        case .decodingFailed(let url, let codingPath, let contentType, let underlying):
            return .decodingFailed(
                url: url.map(transform), codingPath: codingPath, contentType: contentType, underlying: underlying)
        case .validationFailed(let url, let underlying):
            return .validationFailed(url: url.map(transform), underlying: underlying)
        case .responseTooLarge(let limit, let url):
            return .responseTooLarge(limit: limit, url: url.map(transform))
        case .notCached(let url):
            return .notCached(url: url.map(transform))
        case .authenticationFailed(let url, let underlying):
            return .authenticationFailed(url: url.map(transform), underlying: underlying)
        }
    }

    private static func suffix(_ error: (any Error)?) -> String {
        error.map { " (\($0))" } ?? ""
    }

    private static func describe(_ error: URLError) -> String {
        "URLError \(error.code.rawValue) (\(error.localizedDescription))"
    }

    /// A short, readable account of a `DecodingError`.
    static func describe(_ error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return String(describing: error) }
        switch decodingError {
        case .typeMismatch(let type, let context):
            return "expected \(type): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "expected a \(type) value but found null: \(context.debugDescription)"
        case .keyNotFound(let key, _):
            return "missing key '\(key.stringValue)'"
        case .dataCorrupted(let context):
            let cause = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
            return "the data is not valid JSON: \(context.debugDescription)\(cause)"
        @unknown default:
            return String(describing: decodingError)
        }
    }

    /// What kind of decoding failure `error` is, without the decoder's message (which may quote the data).
    private static func summarize(_ error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return String(describing: type(of: error)) }
        switch decodingError {
        case .typeMismatch(let type, _):
            return "expected \(type)"
        case .valueNotFound(let type, _):
            return "expected a \(type) value but found null"
        case .keyNotFound(let key, _):
            return "missing key '\(key.stringValue)'"
        case .dataCorrupted:
            return "the data is not valid JSON"
        @unknown default:
            return "DecodingError"
        }
    }

    /// The first bytes of a body as text, for messages.
    static func preview(_ body: Data, limit: Int = 200) -> String {
        let text = String(decoding: body.prefix(limit), as: UTF8.self)
        return body.count > limit ? text + "…" : text
    }

    /// A dotted coding path such as `data.items[3].name`.
    static func codingPath(of error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return "" }
        let path: [any CodingKey]
        switch decodingError {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
        @unknown default:
            return ""
        }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }
}

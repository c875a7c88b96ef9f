import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Adds the app's credentials to requests and gets new ones when the server rejects them.
///
/// Set one on the service as ``NetworkResourceService/Configuration/authenticator``. Before every attempt the
/// service calls ``authenticate(_:)`` on requests for the authenticator's ``origin``, and only on those. When such a
/// request is answered `401 Unauthorized`, the service calls ``refreshCredentials()`` (once, however many requests
/// were rejected at the same time) and sends each rejected request once more with the new credentials.
///
/// ```swift
/// struct BearerAuthenticator: Authenticating {
///     let tokens: TokenStore
///     var origin: URL? { URL(string: "https://api.example.com") }
///
///     func authenticate(_ request: inout URLRequest) async throws {
///         request.setValue("Bearer \(await tokens.accessToken)", forHTTPHeaderField: "Authorization")
///     }
///
///     func refreshCredentials() async throws {
///         try await tokens.refresh()
///     }
/// }
/// ```
public protocol Authenticating: Sendable {
    /// The origin (scheme, host and port) whose requests get credentials; its path is ignored.
    ///
    /// Requests for any other origin (another host, another scheme, another port; `localhost` is not `127.0.0.1`)
    /// are sent without calling ``authenticate(_:)``, so a next-page link or a resource's full URL pointing
    /// elsewhere never carries the app's credentials. Defaults to `nil`: the origin of the service's
    /// ``NetworkResourceService/Configuration/baseURL``; with neither, no request gets credentials.
    var origin: URL? { get }

    /// Adds credentials to `request`, typically an `Authorization` header read from a token store.
    ///
    /// Called before every attempt, including the one after a refresh, so it always reads the current credential.
    /// A thrown error fails the request with ``ResourceError/authenticationFailed(url:underlying:)``.
    func authenticate(_ request: inout URLRequest) async throws

    /// Gets new credentials after the server answered `401 Unauthorized` to ones that ``authenticate(_:)`` applied.
    ///
    /// The service runs one refresh at a time: every request rejected while it runs waits for it, and a request
    /// rejected with a credential older than the last refresh is retried without another refresh. The refresh runs
    /// in a task of its own, so it finishes even when the request that started it is cancelled. A thrown error
    /// fails every waiting request with ``ResourceError/authenticationFailed(url:underlying:)``.
    func refreshCredentials() async throws
}

extension Authenticating {
    /// The origin of the service's ``NetworkResourceService/Configuration/baseURL``.
    public var origin: URL? { nil }
}

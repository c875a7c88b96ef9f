import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Cookies and credentials.
///
/// A session's cookie jar is keyed by domain and path, not by who is signed in: left to itself, a cookie set in
/// the answer to one credential would ride along with every later request to that host, whoever makes it. So the
/// default loader sends a request that **carries a credential** — an `Authorization`, `Proxy-Authorization` or
/// `Cookie` header (from the resource, the service's headers or its authenticator), a user name or password in
/// its URL, or any request the ``NetworkResourceService/Configuration/authenticator`` covers — through a twin of
/// its session that has **no cookie storage**: it sends no stored cookie, and a cookie in its answer is stored
/// nowhere. Requests without a credential keep the configured session's cookies
/// (``NetworkResourceService/Configuration/sessionConfiguration``'s `httpCookieStorage`, by default the shared one).
///
/// A resource that needs a cookie with a credential sets its `Cookie` header itself; it is sent as given. An app
/// that wants its credentialed requests to share a cookie jar gives the service its own
/// ``NetworkResourceService/Configuration/dataLoader``: a loader of the app's own is used for every request, as it is.
extension NetworkResourceService {
    /// The configuration of the cookie-less twin of the default loader's session: `configuration` (as
    /// ``sessionConfiguration(for:)`` adjusts it) with no cookie storage, no cookies set on requests and none
    /// accepted.
    static func cookielessSessionConfiguration(for configuration: Configuration) -> URLSessionConfiguration {
        let given = sessionConfiguration(for: configuration)
        let copy = (given.copy() as? URLSessionConfiguration) ?? URLSessionConfiguration.ephemeral
        copy.httpCookieStorage = nil
        copy.httpShouldSetCookies = false
        copy.httpCookieAcceptPolicy = .never
        return copy
    }

    /// Whether `request` carries a credential (see the extension's documentation); `coveredByAuthenticator` is
    /// whether the service's authenticator signs it.
    static func carriesCredential(_ request: URLRequest, coveredByAuthenticator: Bool) -> Bool {
        if coveredByAuthenticator { return true }
        if let url = request.url, url.user != nil || url.password != nil { return true }
        return CacheKey.credentialHeaderNames.contains { request.value(forHTTPHeaderField: $0) != nil }
    }
}

import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a redirected request may carry: credentials stay with the origin they were given to.
///
/// ResourcePaging applies the same rule to links to other pages.
package enum RedirectPolicy {
    /// Header fields that identify the user and must not follow a redirect to another origin.
    package static let credentialHeaders = ["Authorization", "Proxy-Authorization", "Cookie"]

    /// The request to follow after a redirect: `redirected`, with the original request's credentials only when
    /// both have the same origin (scheme, host and port).
    static func request(_ redirected: URLRequest, redirectedFrom original: URLRequest?) -> URLRequest {
        var request = redirected
        let sameOrigin = original?.url.map(Origin.init) == redirected.url.map(Origin.init)
        for name in credentialHeaders {
            if sameOrigin {
                if request.value(forHTTPHeaderField: name) == nil,
                    let value = original?.value(forHTTPHeaderField: name)
                {
                    request.setValue(value, forHTTPHeaderField: name)
                }
            } else {
                request.setValue(nil, forHTTPHeaderField: name)
            }
        }
        return request
    }

    /// Whether `lhs` and `rhs` have the same origin (scheme, host and port, the default port for the scheme
    /// when none is written).
    package static func isSameOrigin(_ lhs: URL, _ rhs: URL) -> Bool {
        Origin(lhs) == Origin(rhs)
    }
}

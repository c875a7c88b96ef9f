import Foundation

/// A URL's origin: its scheme, host and port, compared without case and with the scheme's default port filled in
/// (`https://API.example.com` and `https://api.example.com:443` are one origin; `127.0.0.1` and `localhost` are two).
///
/// Credentials stay within one origin: redirects drop them across origins (``RedirectPolicy``) and the service
/// applies an authenticator's credentials only to requests for its origin.
struct Origin: Equatable, Sendable {
    var scheme: String?
    var host: String?
    var port: Int?

    /// The origin of `url`.
    init(_ url: URL) {
        let scheme = url.scheme?.lowercased()
        let defaultPort = scheme == "https" ? 443 : scheme == "http" ? 80 : nil
        self.scheme = scheme
        self.host = url.host?.lowercased()
        self.port = url.port ?? defaultPort
    }
}

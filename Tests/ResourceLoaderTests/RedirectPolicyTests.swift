import Foundation
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Redirects keep credentials with their origin")
struct RedirectPolicyTests {
    private static let credentials = [
        "Authorization": "Bearer secret",
        "Proxy-Authorization": "Basic cHJveHk6c2VjcmV0",
        "Cookie": "session=abc",
    ]

    /// A request to `url` carrying every credential header and one ordinary header.
    private static func request(to url: String, withCredentials: Bool = true) -> URLRequest {
        var request = URLRequest(url: URL(string: url)!)
        if withCredentials {
            for (name, value) in credentials { request.setValue(value, forHTTPHeaderField: name) }
        }
        request.setValue("tests", forHTTPHeaderField: "X-Client")
        return request
    }

    @Test(
        "a redirect within the same origin keeps Authorization, Proxy-Authorization and Cookie",
        arguments: [
            ("https://api.example.com/a", "https://api.example.com/b?page=2"),
            ("https://API.Example.com/a", "https://api.example.com:443/b"),
            ("http://api.example.com/a", "http://api.example.com:80/b"),
            ("http://127.0.0.1:8080/a", "http://127.0.0.1:8080/b"),
        ])
    func sameOriginKeepsCredentials(from original: String, to target: String) {
        // Given a redirected request built without the original's credentials
        let redirected = Self.request(to: target, withCredentials: false)

        // When the policy prepares it
        let followed = RedirectPolicy.request(redirected, redirectedFrom: Self.request(to: original))

        // Then it carries the original's credentials to the same origin
        for (name, value) in Self.credentials {
            #expect(followed.value(forHTTPHeaderField: name) == value, "\(name)")
        }
        #expect(followed.url == redirected.url)
    }

    @Test(
        "a redirect that changes the scheme, the host or the port drops every credential header",
        arguments: [
            ("http://api.example.com/a", "https://api.example.com/b"),
            ("https://api.example.com/a", "https://evil.example.net/b"),
            ("https://api.example.com/a", "https://api.example.com:8443/b"),
            ("http://127.0.0.1:8080/a", "http://127.0.0.1:8081/b"),
            ("http://127.0.0.1:8080/a", "http://localhost:8080/b"),
        ])
    func otherOriginDropsCredentials(from original: String, to target: String) {
        // Given a redirected request that still carries the original's headers
        let redirected = Self.request(to: target)

        // When the policy prepares it
        let followed = RedirectPolicy.request(redirected, redirectedFrom: Self.request(to: original))

        // Then no credential goes to the other origin, and other headers are left alone
        for name in Self.credentials.keys {
            #expect(followed.value(forHTTPHeaderField: name) == nil, "\(name)")
        }
        #expect(followed.value(forHTTPHeaderField: "X-Client") == "tests")
        #expect(followed.url == redirected.url)
    }

    @Test("without the original request, a redirect is treated as going to another origin")
    func unknownOriginDropsCredentials() {
        let followed = RedirectPolicy.request(Self.request(to: "https://api.example.com/b"), redirectedFrom: nil)
        for name in Self.credentials.keys {
            #expect(followed.value(forHTTPHeaderField: name) == nil, "\(name)")
        }
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The service's base URL: resources may give only a path")
struct BaseURLTests {
    /// What `/echo` answers, in part.
    struct Echo: Decodable, Sendable {
        let path: String
        let rawQuery: String
        let headers: [String: String]
    }

    /// A resource that gives only a path (and a query), no URL of its own.
    struct PathResource: NetworkJSONResourceType {
        typealias Model = Echo
        var path: String
        var queryItems: [QueryItem] = []
    }

    let server: TestServer

    init() throws {
        server = try TestServer.shared()
    }

    @Test("a path-only resource is joined to the service's base URL, base path and query kept, one slash between")
    func pathJoinsBaseURL() async throws {
        let service = NetworkResourceService.withoutRetries { $0.baseURL = server.url("/echo/v2/") }
        let echo = try await service.fetch(PathResource(path: "/users/7", queryItems: [QueryItem("q", "a b")]))
        #expect(echo.path == "/echo/v2/users/7")
        #expect(echo.rawQuery == "q=a%20b")
    }

    @Test("a base URL with a query keeps it: the path goes into the base's path, the resource's query after the base's")
    func baseURLQueryIsKept() async throws {
        var base = URLComponents(url: server.url("/echo/v2"), resolvingAgainstBaseURL: false)
        base?.percentEncodedQuery = "key=1"
        let baseURL = try #require(base?.url)
        let service = NetworkResourceService.withoutRetries { $0.baseURL = baseURL }
        let echo = try await service.fetch(PathResource(path: "users/7", queryItems: [QueryItem("q", "x")]))
        #expect(echo.path == "/echo/v2/users/7")
        #expect(echo.rawQuery == "key=1&q=x")
    }

    @Test("a resource with a full URL keeps it on a service with a base URL")
    func fullURLIsKept() async throws {
        let service = NetworkResourceService.withoutRetries { $0.baseURL = URL(string: "http://127.0.0.1:1/unused") }
        let echo = try await service.fetch(TestResource<Echo>(server.url("/echo/full")))
        #expect(echo.path == "/echo/full")
    }

    @Test("a path-only resource on a service without a base URL fails with invalidRequest before any request")
    func pathWithoutBaseURLFails() async {
        let error = await #expect(throws: ResourceError.self) {
            try await NetworkResourceService.withoutRetries().fetch(PathResource(path: "users/7"))
        }
        guard case .invalidRequest(let reason, _) = error else {
            Issue.record("expected invalidRequest, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("baseURL"))
    }

    @Test("an authenticator without an origin signs requests for the base URL's origin only")
    func authenticatorFollowsBaseURLOrigin() async throws {
        let authenticator = LoopbackAuthenticator(server: server, realm: "base-url", origin: nil)
        let service = NetworkResourceService.withoutRetries {
            $0.baseURL = server.url("/echo")
            $0.authenticator = authenticator
        }
        var localhost = URLComponents(url: server.url("/echo/elsewhere"), resolvingAgainstBaseURL: false)!
        localhost.host = "localhost"

        let own = try await service.fetch(PathResource(path: "mine"))
        let other = try await service.fetch(TestResource<Echo>(localhost.url))

        #expect(own.headers["authorization"] == "Bearer stale")
        #expect(other.headers["authorization"] == nil)
        #expect(authenticator.appliedCount == 1)
    }
}

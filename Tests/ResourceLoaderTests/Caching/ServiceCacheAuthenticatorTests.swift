import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The cache keeps an authenticator's credentials apart")
struct ServiceCacheAuthenticatorTests {
    /// What `/echo` answers, in part.
    struct Echo: Decodable, Sendable {
        let headers: [String: String]
    }

    /// An authenticator whose token the test switches, as a sign-out and sign-in as someone else would.
    final class SwitchableAuthenticator: Authenticating {
        let origin: URL?
        let token: Locked<String>

        init(origin: URL, token: String) {
            self.origin = origin
            self.token = Locked(token)
        }

        func authenticate(_ request: inout URLRequest) async throws {
            request.setValue("Bearer \(token.withLock { $0 })", forHTTPHeaderField: "Authorization")
        }

        func refreshCredentials() async throws {}
    }

    /// `/echo`, cached for ten minutes whatever the response says.
    struct CachedEcho: NetworkJSONResourceType {
        typealias Model = Echo
        let url: URL?
        var cachePolicy: CachePolicy? { .cacheElseNetwork(maximumAge: 600) }
    }

    let server: TestServer

    init() throws {
        server = try TestServer.shared()
    }

    @Test("a response fetched with one signed-in credential is never served to the next; switching back hits the cache")
    func credentialsPartitionTheCache() async throws {
        let authenticator = SwitchableAuthenticator(origin: server.url("/"), token: "alice")
        let service = NetworkResourceService.withoutRetries { $0.authenticator = authenticator }
        let resource = CachedEcho(url: server.url("/echo/cache-partition"))

        let first = try await service.fetch(resource)
        authenticator.token.withLock { $0 = "bob" }
        let second = try await service.fetch(resource)
        authenticator.token.withLock { $0 = "alice" }
        let third = try await service.fetch(resource)

        #expect(first.headers["authorization"] == "Bearer alice")
        #expect(second.headers["authorization"] == "Bearer bob")
        #expect(third.headers["authorization"] == "Bearer alice")
    }
}

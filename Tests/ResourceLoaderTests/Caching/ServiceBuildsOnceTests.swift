import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("A fetch builds, prepares and signs its request once")
struct ServiceBuildsOnceTests {
    /// What `/echo` answers, in part.
    struct Echo: Decodable, Sendable {
        let headers: [String: String]
    }

    /// An authenticator that counts the requests it signs.
    final class CountingAuthenticator: Authenticating {
        let origin: URL?
        let signed = Locked(0)

        init(origin: URL) {
            self.origin = origin
        }

        func authenticate(_ request: inout URLRequest) async throws {
            signed.withLock { $0 += 1 }
            request.setValue("Bearer token", forHTTPHeaderField: "Authorization")
        }

        func refreshCredentials() async throws {}
    }

    /// `/echo` under a policy the test picks, counting how often its request is built.
    struct CountedEcho: NetworkJSONResourceType {
        typealias Model = Echo
        let url: URL?
        let policy: CachePolicy
        let builds = Locked(0)
        var cachePolicy: CachePolicy? { policy }

        func urlRequest() throws(ResourceError) -> URLRequest {
            builds.withLock { $0 += 1 }
            guard let url else { throw .invalidRequest(reason: "no URL", underlying: nil) }
            return URLRequest(url: url)
        }
    }

    let server: TestServer

    init() throws {
        server = try TestServer.shared()
    }

    @Test("a cached fetch signs its request once: the signed request that keys the cache is the one sent")
    func cachedFetchSignsOnce() async throws {
        let authenticator = CountingAuthenticator(origin: server.url("/"))
        let service = NetworkResourceService.withoutRetries { $0.authenticator = authenticator }
        let resource = CountedEcho(
            url: server.url("/echo/sign-once-\(UUID().uuidString)"), policy: .cacheElseNetwork(maximumAge: 600))

        let echo = try await service.fetch(resource)
        #expect(echo.headers["authorization"] == "Bearer token")
        #expect(authenticator.signed.value == 1, "a miss: signed once, to key the cache and to send")
        _ = try await service.fetch(resource)
        #expect(authenticator.signed.value == 2, "a hit: signed once, to key the cache")
    }

    @Test("values(for:) under a one-value policy signs and prepares its request once")
    func valuesSignOnce() async throws {
        let authenticator = CountingAuthenticator(origin: server.url("/"))
        let service = NetworkResourceService.withoutRetries { $0.authenticator = authenticator }
        let resource = CountedEcho(
            url: server.url("/echo/values-once-\(UUID().uuidString)"), policy: .cacheElseNetwork(maximumAge: 600))

        for try await value in service.values(for: resource) {
            #expect(value.origin == .network)
        }
        #expect(authenticator.signed.value == 1)
        #expect(resource.builds.value == 1)
    }

    @Test("values(for:) without the cache builds and prepares its request once")
    func valuesWithoutCacheBuildOnce() async throws {
        let service = NetworkResourceService.withoutRetries()
        let resource = CountedEcho(url: server.url("/echo/uncached-once"), policy: .networkOnly)

        var values = 0
        for try await _ in service.values(for: resource) { values += 1 }
        #expect(values == 1)
        #expect(resource.builds.value == 1)
    }
}

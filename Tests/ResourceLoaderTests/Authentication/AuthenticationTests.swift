import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Authentication: one refresh for many 401s, credentials only for their origin")
struct AuthenticationTests {
    let server: TestServer

    init() throws {
        server = try TestServer.shared()
    }

    /// The server's root as `localhost` instead of `127.0.0.1`: the same server, another origin.
    private var otherOrigin: URL {
        var components = URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false)!
        components.host = "localhost"
        return components.url!
    }

    private func service(_ authenticator: LoopbackAuthenticator) -> NetworkResourceService {
        .withoutRetries { $0.authenticator = authenticator }
    }

    /// Fetches `count` distinct protected requests at once; each result is the token it was answered with.
    private func storm(
        _ count: Int,
        through service: NetworkResourceService,
        _ authenticator: LoopbackAuthenticator
    ) async -> [Result<String, ResourceError>] {
        await withTaskGroup(of: Result<String, ResourceError>.self) { group in
            for index in 0..<count {
                group.addTask {
                    do throws(ResourceError) {
                        return .success(try await service.fetch(authenticator.protected(index)).token)
                    } catch {
                        return .failure(error)
                    }
                }
            }
            var results: [Result<String, ResourceError>] = []
            for await result in group { results.append(result) }
            return results
        }
    }

    @Test("a 401 storm of 100 concurrent requests makes one refresh, then each request is sent once more")
    func stormMakesOneRefresh() async throws {
        // Given 100 requests that are all signed with a stale token before the refresh may end
        let authenticator = LoopbackAuthenticator(
            server: server, realm: "storm", origin: server.baseURL, options: .init(appliesBeforeRefresh: 100))
        let service = service(authenticator)

        // When they are sent at once
        let results = await storm(100, through: service, authenticator)

        // Then one refresh ran (as the authenticator and the server count it) and every request succeeded with
        // the new token, each rejected once and accepted once
        let stats = try await authenticator.stats()
        #expect(authenticator.refreshCount == 1)
        #expect(stats.refreshes == 1)
        #expect(results.allSatisfy { $0.successValue == stats.token })
        #expect(stats.rejected == 100)
        #expect(stats.accepted == 100)
        #expect(authenticator.appliedCount == 200)
    }

    @Test("a failed refresh fails every waiting request with authenticationFailed, after one refresh")
    func failedRefreshFailsAll() async throws {
        // Given a refresh the server refuses, and 20 requests signed with a stale token
        let authenticator = LoopbackAuthenticator(
            server: server, realm: "refused", origin: server.baseURL,
            options: .init(refreshFails: true, appliesBeforeRefresh: 20))

        // When they are sent at once
        let results = await storm(20, through: service(authenticator), authenticator)

        // Then all fail with a typed authentication error carrying the refresh's failure, after one refresh
        #expect(results.count == 20)
        for result in results {
            guard case .failure(.authenticationFailed(let url, let underlying)) = result else {
                Issue.record("expected authenticationFailed, got \(result)")
                continue
            }
            #expect(url?.path == "/auth/refused/protected")
            #expect((underlying as? ResourceError)?.statusCode == 500)
        }
        let stats = try await authenticator.stats()
        #expect(authenticator.refreshCount == 1)
        #expect(stats.refreshes == 1)
        #expect(stats.rejected == 20)
        #expect(stats.accepted == 0)
    }

    @Test("a request rejected again after the refresh fails with that 401 and is not retried again")
    func secondRejectionIsReturned() async throws {
        // Given a refresh that leaves the client with a token the server still rejects
        let authenticator = LoopbackAuthenticator(
            server: server, realm: "still-stale", origin: server.baseURL, options: .init(refreshKeepsOldToken: true))

        // When one request is sent
        let error = await #expect(throws: ResourceError.self) {
            try await service(authenticator).fetch(authenticator.protected())
        }

        // Then it was sent twice around one refresh, and the second 401 is the error
        #expect(error?.statusCode == 401)
        let stats = try await authenticator.stats()
        #expect(stats.rejected == 2)
        #expect(stats.refreshes == 1)
        #expect(authenticator.refreshCount == 1)
    }

    @Test("a request for another origin (localhost instead of 127.0.0.1) is sent without credentials")
    func otherOriginGetsNoCredentials() async throws {
        // Given an authenticator for 127.0.0.1:<port>
        let authenticator = LoopbackAuthenticator(server: server, realm: "origin", origin: server.baseURL)
        let service = service(authenticator)
        let path = "/headers/authorization"

        // When the same route is asked through its own origin and through localhost
        let own = try await service.fetch(TestResource<[String: String?]>(server.url(path)))
        let other = try await service.fetch(
            TestResource<[String: String?]>(otherOrigin.appendingPathComponent("headers/authorization")))

        // Then only the request for its origin carries the credential, and it was applied once
        #expect(own["value"] == .some("Bearer stale"))
        #expect(other["value"] == .some(nil))
        #expect(authenticator.appliedCount == 1)
    }

    @Test("an authenticator without an origin, on a service without a base URL, signs no request")
    func noOriginSignsNothing() async throws {
        let authenticator = LoopbackAuthenticator(server: server, realm: "no-origin", origin: nil)
        let echoed = try await service(authenticator).fetch(
            TestResource<[String: String?]>(server.url("/headers/authorization")))
        #expect(echoed["value"] == .some(nil))
        #expect(authenticator.appliedCount == 0)
    }

    @Test("a redirect to another origin drops the authenticator's credential; one within the origin keeps it")
    func redirectsKeepCredentialsWithTheirOrigin() async throws {
        // Given an authenticator for 127.0.0.1:<port>
        let authenticator = LoopbackAuthenticator(server: server, realm: "redirect", origin: server.baseURL)
        let service = service(authenticator)
        let elsewhere = otherOrigin.appendingPathComponent("headers/authorization").absoluteString
        let encoded = elsewhere.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!

        // When a signed request is redirected to localhost, and another to a path of its own origin
        let crossed = try await service.fetch(
            TestResource<[String: String?]>(server.url("/redirect?to=\(encoded)")))
        let kept = try await service.fetch(
            TestResource<[String: String?]>(server.url("/redirect?to=%2Fheaders%2Fauthorization")))

        // Then the redirect to another origin arrives without the credential, the other one with it
        #expect(crossed["value"] == .some(nil))
        #expect(kept["value"] == .some("Bearer stale"))
        #expect(authenticator.appliedCount == 2)
    }

    @Test("an authenticator that throws while applying credentials fails the request with authenticationFailed")
    func applyingCanFail() async throws {
        struct KeychainLocked: Error {}
        struct ThrowingAuthenticator: Authenticating {
            let origin: URL?
            func authenticate(_ request: inout URLRequest) async throws { throw KeychainLocked() }
            func refreshCredentials() async throws {}
        }
        let service = NetworkResourceService.withoutRetries {
            $0.authenticator = ThrowingAuthenticator(origin: server.baseURL)
        }
        let error = await #expect(throws: ResourceError.self) {
            try await service.fetch(TestResource<[String: String?]>(server.url("/headers/authorization")))
        }
        guard case .authenticationFailed(_, let underlying) = error else {
            Issue.record("expected authenticationFailed, got \(String(describing: error))")
            return
        }
        #expect(underlying is KeychainLocked)
    }

    @Test("a caller cancelled while waiting for the refresh returns at once; the refresh goes on for the others")
    func cancelledWaiterReturnsAtOnce() async throws {
        // Given a refresh held at a gate, started by a first request's 401
        let gate = AsyncGate()
        let authenticator = LoopbackAuthenticator(
            server: server, realm: "cancel", origin: server.baseURL, options: .init(refreshGate: gate))
        let service = service(authenticator)
        let first = Task { try await service.fetch(authenticator.protected(1)) }
        let second = Task { try await service.fetch(authenticator.protected(2)) }
        _ = await authenticator.refreshStarted.value

        // When the first caller is cancelled while the refresh is still held
        first.cancel()

        // Then it returns cancelled before the refresh may end
        let cancelled = await first.result
        #expect((cancelled.failureValue as? ResourceError)?.isCancellation == true)

        // And once the refresh ends, the other caller and a new one succeed with the new token, after one refresh
        gate.open()
        let token = try await second.value.token
        let later = try await service.fetch(authenticator.protected(3)).token
        let stats = try await authenticator.stats()
        #expect(token == stats.token)
        #expect(later == stats.token)
        #expect(stats.refreshes == 1)
        #expect(authenticator.refreshCount == 1)
    }
}

extension Result {
    /// The error, if this is a failure.
    fileprivate var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }

    /// The value, if this is a success.
    fileprivate var successValue: Success? {
        if case .success(let value) = self { return value }
        return nil
    }
}

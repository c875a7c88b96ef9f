import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An authenticator that fetches its new token through the very service it signs for, from a route that answers
/// `401` (the token endpoint refuses the stale credential).
private final class SelfFetchingAuthenticator: Authenticating {
    let origin: URL?
    let tokenURL: URL
    let service = Locked<NetworkResourceService?>(nil)
    let refreshes = Locked(0)

    init(server: TestServer) {
        origin = server.baseURL
        tokenURL = server.url("/status/401")
    }

    func authenticate(_ request: inout URLRequest) async throws {
        request.setValue("Bearer stale", forHTTPHeaderField: "Authorization")
    }

    func refreshCredentials() async throws {
        refreshes.withLock { $0 += 1 }
        guard let service = service.value else { return }
        _ = try await service.fetch(TestResource<JSONValue>(tokenURL))
    }
}

@Suite("A refresh that fetches its token through the same service")
struct RefreshThroughSameServiceTests {
    @Test("a token request refused with 401 during the refresh fails the refresh instead of waiting on it")
    func tokenRequestRefusedDuringRefreshDoesNotDeadlock() async throws {
        let server = try TestServer.shared()
        let authenticator = SelfFetchingAuthenticator(server: server)
        let service = NetworkResourceService.withoutRetries { $0.authenticator = authenticator }
        authenticator.service.withLock { $0 = service }
        let protected = TestResource<JSONValue>(server.url("/status/401"))

        let outcomes = Locked<[String]>([])
        let finished = await finishesBeforeWatchdog(seconds: 20) {
            // Two callers of the same credential generation, and a later one: none may hang.
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<3 {
                    group.addTask {
                        do {
                            _ = try await service.fetch(protected)
                            outcomes.withLock { $0.append("fetched") }
                        } catch {
                            outcomes.withLock { $0.append(Self.describe(error)) }
                        }
                    }
                }
            }
        }
        #expect(finished, "no caller hangs")
        #expect(outcomes.value.count == 3)
        #expect(outcomes.value.allSatisfy { $0 == "authenticationFailed(401)" }, "\(outcomes.value)")
    }

    private static func describe(_ error: any Error) -> String {
        guard case .authenticationFailed(_, let underlying) = error as? ResourceError else { return "\(error)" }
        return "authenticationFailed(\((underlying as? ResourceError)?.statusCode.map(String.init) ?? "?"))"
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The token a protected route answers with.
struct ProtectedBody: Decodable, Sendable {
    let ok: Bool
    let token: String
}

/// A realm's counters on the loopback server (`/auth/{realm}/stats`).
struct RealmStats: Decodable, Sendable {
    let token: String
    let refreshes: Int
    let accepted: Int
    let rejected: Int
}

/// An authenticator for one realm of the loopback server's `/auth/{realm}/...` routes, counting what it is asked.
///
/// It sends `Authorization: Bearer <token>` with the token it holds (`"stale"` at first, so the first requests are
/// rejected) and refreshes by asking the server's `/auth/{realm}/refresh` for a new token.
final class LoopbackAuthenticator: Authenticating {
    /// What a refresh does besides asking the server.
    struct Options: Sendable {
        /// Ask the server to refuse the refresh (`?fail=1`).
        var refreshFails = false
        /// Keep the old token after a successful refresh, so the retried request is rejected again.
        var refreshKeepsOldToken = false
        /// A refresh waits until this many credentials have been applied (so every request of a storm is signed
        /// with the old token before the refresh can end).
        var appliesBeforeRefresh = 0
        /// A refresh waits until this gate opens.
        var refreshGate: AsyncGate?
    }

    private struct State {
        var token = "stale"
        var applied = 0
        var refreshes = 0
    }

    let server: TestServer
    let realm: String
    let origin: URL?
    private let options: Options
    private let state = Locked(State())
    private let enoughApplied = OneShot<Bool>(valueOnCancellation: false)
    /// Fulfilled when a refresh starts.
    let refreshStarted = OneShot<Bool>(valueOnCancellation: false)
    /// The service the authenticator asks for tokens: no authenticator of its own, no retries.
    private let tokenService = NetworkResourceService.withoutRetries()

    init(server: TestServer, realm: String, origin: URL?, options: Options = Options()) {
        self.server = server
        self.realm = realm
        self.origin = origin
        self.options = options
        if options.appliesBeforeRefresh == 0 { enoughApplied.fulfil(true) }
    }

    /// How many times credentials were applied.
    var appliedCount: Int { state.withLock { $0.applied } }
    /// How many refreshes the service asked for.
    var refreshCount: Int { state.withLock { $0.refreshes } }
    /// The token held now.
    var token: String { state.withLock { $0.token } }

    func authenticate(_ request: inout URLRequest) async throws {
        let (token, applied) = state.withLock { state -> (String, Int) in
            state.applied += 1
            return (state.token, state.applied)
        }
        if applied == options.appliesBeforeRefresh { enoughApplied.fulfil(true) }
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    }

    func refreshCredentials() async throws {
        state.withLock { $0.refreshes += 1 }
        refreshStarted.fulfil(true)
        _ = await enoughApplied.value
        await options.refreshGate?.wait()
        var resource = TestResource<[String: String]>(
            server.url("/auth/\(realm)/refresh" + (options.refreshFails ? "?fail=1" : "")))
        resource.method = .post
        let body = try await tokenService.fetch(resource)
        if !options.refreshKeepsOldToken, let token = body["token"] {
            state.withLock { $0.token = token }
        }
    }

    /// The realm's counters on the server.
    func stats() async throws -> RealmStats {
        try await tokenService.fetch(TestResource<RealmStats>(server.url("/auth/\(realm)/stats")))
    }

    /// The realm's protected route, made distinct by `index` so concurrent requests are not coalesced.
    func protected(_ index: Int = 0) -> TestResource<ProtectedBody> {
        TestResource(server.url("/auth/\(realm)/protected?request=\(index)"))
    }
}

import Foundation
import ResourceSupport
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Credential generations: a rejection of an old credential does not refresh again")
struct CredentialRefresherTests {
    /// Counts refreshes; each one fails while `failing` is set.
    final class CountingAuthenticator: Authenticating {
        struct Refused: Error {}
        private let counts = Locked((refreshes: 0, failing: false))
        var origin: URL? { URL(string: "https://api.example.com") }
        var refreshes: Int { counts.withLock { $0.refreshes } }
        func failRefreshes(_ failing: Bool) { counts.withLock { $0.failing = failing } }

        func authenticate(_ request: inout URLRequest) async throws {
            request.setValue("Bearer \(refreshes)", forHTTPHeaderField: "Authorization")
        }

        func refreshCredentials() async throws {
            let failing = counts.withLock { counts -> Bool in
                counts.refreshes += 1
                return counts.failing
            }
            if failing { throw Refused() }
        }
    }

    private let request = URLRequest(url: URL(string: "https://api.example.com/me")!)

    @Test("a request signed before a refresh that already ended is retried without another refresh")
    func oldCredentialDoesNotRefreshAgain() async throws {
        let authenticator = CountingAuthenticator()
        let refresher = CredentialRefresher(authenticator, baseURL: nil)

        // Given two requests signed with the first credential, and a refresh the first one's 401 started
        let early = try await refresher.sign(request)
        let late = try await refresher.sign(request)
        #expect(early.generation == 0)
        #expect(await refresher.refresh(after: try #require(early.generation)).isRefreshed)

        // When the second one's 401 arrives after that refresh ended
        let outcome = await refresher.refresh(after: try #require(late.generation))

        // Then it is told to retry with the new credential, and no second refresh runs
        #expect(outcome.isRefreshed)
        #expect(authenticator.refreshes == 1)
        let resigned = try await refresher.sign(request)
        #expect(resigned.generation == 1)
        #expect(resigned.request.value(forHTTPHeaderField: "Authorization") == "Bearer 1")

        // And a rejection of the new credential refreshes again
        #expect(await refresher.refresh(after: 1).isRefreshed)
        #expect(authenticator.refreshes == 2)
    }

    @Test("a request signed before a refresh that failed gets that failure; a newer one may refresh again")
    func failedRefreshIsRememberedForItsGeneration() async throws {
        let authenticator = CountingAuthenticator()
        authenticator.failRefreshes(true)
        let refresher = CredentialRefresher(authenticator, baseURL: nil)

        // Given a refresh that failed
        #expect(await refresher.refresh(after: 0).failure is CountingAuthenticator.Refused)

        // When another request of that generation is rejected, it fails the same way without a refresh
        #expect(await refresher.refresh(after: 0).failure is CountingAuthenticator.Refused)
        #expect(authenticator.refreshes == 1)

        // And a request signed after the failure (the app signed in again) starts a new refresh
        authenticator.failRefreshes(false)
        #expect(try await refresher.sign(request).generation == 1)
        #expect(await refresher.refresh(after: 1).isRefreshed)
        #expect(authenticator.refreshes == 2)
    }

    @Test("only URLs of the authenticator's origin are signed; the base URL's origin is the fallback")
    func originRule() {
        let explicit = CredentialRefresher(CountingAuthenticator(), baseURL: URL(string: "https://other.example.com"))
        #expect(explicit.covers(URL(string: "https://API.example.com:443/users?page=2")))
        #expect(!explicit.covers(URL(string: "http://api.example.com/users")))
        #expect(!explicit.covers(URL(string: "https://api.example.com:8443/users")))
        #expect(!explicit.covers(URL(string: "https://other.example.com/users")))
        #expect(!explicit.covers(URL(string: "https://evil.example.net/?https://api.example.com")))
        #expect(!explicit.covers(nil))

        struct BaseURLAuthenticator: Authenticating {
            func authenticate(_ request: inout URLRequest) async throws {}
            func refreshCredentials() async throws {}
        }
        let fallback = CredentialRefresher(BaseURLAuthenticator(), baseURL: URL(string: "https://api.example.com/v2/"))
        #expect(fallback.covers(URL(string: "https://api.example.com/v1/users")))
        #expect(!fallback.covers(URL(string: "https://cdn.example.com/v2/users")))
        #expect(!CredentialRefresher(BaseURLAuthenticator(), baseURL: nil).covers(URL(string: "https://a.example")))
    }
}

extension CredentialRefresher.Outcome {
    fileprivate var isRefreshed: Bool {
        if case .refreshed = self { return true }
        return false
    }

    fileprivate var failure: (any Error)? {
        if case .failed(let error) = self { return error }
        return nil
    }
}

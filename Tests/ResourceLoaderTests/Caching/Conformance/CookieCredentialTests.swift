import Foundation
import ResourceLoaderTestSupport
import Testing

@testable import ResourceLoader

/// Cookies never cross credentials: a request that carries one goes through a session without cookie storage.
@Suite("Cookies and credentials, against the loopback server")
struct CookieCredentialTests {
    private let scripted: ScriptedServer

    init() throws {
        scripted = try ScriptedServer()
    }

    /// The cookie's name: this test's own, since tests running in parallel share the process's cookie jar.
    private var cookieName: String { "sid-\(scripted.key)" }

    /// An answer setting this test's cookie to `value`.
    private func settingCookie(_ value: String) -> ScriptedAnswer {
        .ok(value, ["Set-Cookie": "\(cookieName)=\(value); Path=/rfc/r/\(scripted.key)"])
    }

    /// The value of this test's cookie in each request of `log`.
    private func cookies(in log: [LoggedRequest]) -> [String?] {
        log.map { request in
            request.headers["cookie"].flatMap { header in
                header.split(separator: ";").lazy.map { $0.trimmingCharacters(in: .whitespaces) }
                    .first { $0.hasPrefix("\(cookieName)=") }
                    .map { String($0.dropFirst(cookieName.count + 1)) }
            }
        }
    }

    @Test("credential B never carries the cookie set in an answer to credential A (Authorization)")
    func authorizationNeverCarriesAnothersCookie() async throws {
        try await scripted.script(settingCookie("alice"), .ok("bob"), .ok("anonymous"))
        let service = NetworkResourceService.withoutRetries()
        var alice = scripted.resource(policy: nil)
        alice.headers["Authorization"] = "Bearer alice"
        var bob = scripted.resource(policy: nil)
        bob.headers["Authorization"] = "Bearer bob"
        _ = try await service.fetch(alice)
        _ = try await service.fetch(bob)
        _ = try await service.fetch(scripted.resource(policy: nil))
        #expect(cookies(in: try await scripted.log()) == [nil, nil, nil])
    }

    @Test("credential B never carries the cookie set in an answer to credential A (URL user info)")
    func userInfoNeverCarriesAnothersCookie() async throws {
        try await scripted.script(settingCookie("alice"), .ok("bob"))
        let service = NetworkResourceService.withoutRetries()
        _ = try await service.fetch(ScriptedResource(scripted.url(userInfo: "alice:a"), policy: nil))
        _ = try await service.fetch(ScriptedResource(scripted.url(userInfo: "bob:b"), policy: nil))
        #expect(cookies(in: try await scripted.log()) == [nil, nil])
    }

    @Test("a request without a credential keeps the session's cookies, and never hands them to a credentialed one")
    func anonymousCookiesStayAnonymous() async throws {
        try await scripted.script(settingCookie("guest"), .ok("again"), .ok("alice"))
        let service = NetworkResourceService.withoutRetries()
        _ = try await service.fetch(scripted.resource(policy: nil))
        _ = try await service.fetch(scripted.resource(policy: nil))
        var alice = scripted.resource(policy: nil)
        alice.headers["Authorization"] = "Bearer alice"
        _ = try await service.fetch(alice)
        #expect(cookies(in: try await scripted.log()) == [nil, "guest", nil])
    }
}

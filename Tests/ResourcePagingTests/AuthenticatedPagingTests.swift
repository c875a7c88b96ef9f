import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Paging with an authenticator: a next link to another origin carries no credential")
struct AuthenticatedPagingTests {
    /// A row of `/auth/{realm}/linked`: its page number and the `Authorization` header that page's request carried.
    struct SignedRow: Decodable, Sendable, Identifiable {
        let id: Int
        let authorization: String?
    }

    /// `/auth/paging/linked` on 127.0.0.1, whose first page links to page 2 at `next`.
    struct LinkedPages: PaginatedResource {
        typealias Item = SignedRow
        let server: TestServer
        let next: URL
        var url: URL? { server.url("/auth/paging/linked") }
        var queryItems: [QueryItem] { [QueryItem("page", 1), QueryItem("next", next.absoluteString)] }
        var paging: LinkPaging { LinkPaging() }
    }

    /// Signs with a fixed token for the server's own origin.
    struct FixedTokenAuthenticator: Authenticating {
        let origin: URL?
        func authenticate(_ request: inout URLRequest) async throws {
            request.setValue("Bearer paging-token", forHTTPHeaderField: "Authorization")
        }
        func refreshCredentials() async throws {}
    }

    @Test("the first page is signed; a next link to localhost (another origin than 127.0.0.1) is not")
    func nextLinkToAnotherOriginIsUnsigned() async throws {
        // Given a list on 127.0.0.1 whose next link points at the same server as localhost
        let server = try TestServer.shared()
        var elsewhere = URLComponents(url: server.url("/auth/paging/linked?page=2"), resolvingAgainstBaseURL: false)!
        elsewhere.host = "localhost"
        let service = NetworkResourceService {
            $0.retryPolicy = .never
            $0.authenticator = FixedTokenAuthenticator(origin: server.baseURL)
        }
        let paginator = Paginator(resource: LinkedPages(server: server, next: elsewhere.url!), service: service)

        // When both pages are loaded
        await paginator.loadAllNext()

        // Then only the page on the authenticator's origin carried the credential
        let rows = await paginator.items.map { $0 }
        #expect(rows.map(\.id) == [1, 2])
        #expect(rows.map(\.authorization) == ["Bearer paging-token", nil])
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A list on the loopback server whose first page links to `next`, in a `Link` header or in the body.
private struct LinkedList: PaginatedResource {
    typealias Item = Row
    let server: TestServer
    var next: String
    var inBody = false
    var policy = CrossOriginLinkPolicy.withholdCredentials
    var headers: [String: String] { ["Authorization": "Bearer list"] }
    var url: URL? { server.url("/paging-edge/links") }
    var queryItems: [QueryItem] {
        [QueryItem(name: "next", value: next), QueryItem(name: "body", value: inBody ? "1" : "0")]
    }
    var collectionKeyPath: String? { inBody ? "data" : nil }
    var crossOriginLinks: CrossOriginLinkPolicy { policy }
    var paging: LinkPaging { inBody ? .body(next: "links.next") : LinkPaging() }
}

@Suite("A page's request is the list's request with the page's key applied")
struct PageRequestTests {
    private let server: TestServer

    init() throws {
        server = try TestServer.shared()
    }

    private func service(headers: [String: String] = ["Cookie": "session=1"]) -> NetworkResourceService {
        NetworkResourceService {
            $0.retryPolicy = .never
            $0.headers = headers
        }
    }

    /// The credentials the second page arrived with ("-" for none), after following the first page's link.
    private func credentialsOnSecondPage(_ list: LinkedList, service: NetworkResourceService) async -> String? {
        let paginator = Paginator(resource: list, service: service)
        await paginator.loadAllNext(limit: 5)
        let rows = await paginator.items
        return rows.count == 2 ? rows[1].name : nil
    }

    /// The credentials route on `host`, answering in the shape the list reads (`inBody`).
    private func credentialsURL(host: String, inBody: Bool = false) -> String {
        "http://\(host):\(server.port)/paging-edge/credentials?body=\(inBody ? 1 : 0)"
    }

    @Test("a same-origin next link carries the resource's and the service's credentials", arguments: [false, true])
    func sameOrigin(inBody: Bool) async {
        let list = LinkedList(server: server, next: credentialsURL(host: "127.0.0.1", inBody: inBody), inBody: inBody)
        #expect(await credentialsOnSecondPage(list, service: service()) == "Bearer list|session=1")
    }

    @Test(
        "a next link to another origin drops Authorization and Cookie, the resource's and the service's",
        arguments: [false, true]
    )
    func crossOrigin(inBody: Bool) async {
        let list = LinkedList(server: server, next: credentialsURL(host: "localhost", inBody: inBody), inBody: inBody)
        #expect(await credentialsOnSecondPage(list, service: service()) == "-|-")
        let serviceAuthorization = service(headers: ["Authorization": "Bearer service", "Cookie": "session=1"])
        #expect(await credentialsOnSecondPage(list, service: serviceAuthorization) == "-|-")
    }

    @Test("a resource that refuses cross-origin links lists the page that gives one, then fails to follow it")
    func refusedCrossOrigin() async {
        let target = credentialsURL(host: "localhost", inBody: true)
        var list = LinkedList(server: server, next: target, inBody: true)
        list.policy = .refuse
        let paginator = Paginator(resource: list, service: service())
        guard case .loaded = await paginator.loadNextPage() else {
            Issue.record("the page that gives the link should be listed")
            return
        }
        #expect(await paginator.loadNextPage() == .failed(.crossOriginLink(url: URL(string: target)!)))
    }

    @Test(
        "a next link that is not http or https is a typed error at once; the page that gives it stays listed",
        arguments: [false, true])
    func otherScheme(inBody: Bool) async {
        let target = "ftp://127.0.0.1:\(server.port)/paging-edge/credentials"
        let list = LinkedList(server: server, next: target, inBody: inBody)
        let paginator = Paginator(resource: list, service: service())
        guard case .loaded = await paginator.loadNextPage() else {
            Issue.record("the page that gives the link should be listed")
            return
        }
        #expect(await paginator.loadNextPage() == .failed(.unsupportedLinkScheme(url: URL(string: target)!)))
    }

    @Test("a page's body is encoded with the list's jsonEncoder, as a plain fetch of the list encodes it")
    func listEncoder() async throws {
        struct Payload: Encodable, Sendable { var someKey = 1 }
        struct Search: PaginatedResource {
            typealias Item = Row
            let server: TestServer
            var url: URL? { server.url("/paging-edge/body") }
            var method: HTTPMethod { .post }
            var body: RequestBody? { .json(Payload()) }
            var jsonEncoder: JSONEncoder {
                let encoder = JSONEncoder()
                encoder.keyEncodingStrategy = .convertToSnakeCase
                return encoder
            }
            var paging: PageNumberPaging { PageNumberPaging(pageSize: 10) }
        }
        let list = Search(server: server)
        let page = try await service().fetch(list.page(at: 1))
        #expect(page.items.first?.name == #"{"some_key":1}"#)
    }

    @Test("a list that builds its own request has its pages built from it")
    func customRequest() async throws {
        struct Signed: PaginatedResource {
            typealias Item = Row
            let server: TestServer
            var url: URL? { server.url("/paging-edge/credentials") }
            var paging: PageNumberPaging { PageNumberPaging(pageSize: 10) }
            func urlRequest() throws(ResourceError) -> URLRequest {
                var request = URLRequest(url: server.url("/paging-edge/credentials"))
                request.setValue("Signed abc", forHTTPHeaderField: "Authorization")
                return request
            }
        }
        let page = try await service(headers: [:]).fetch(Signed(server: server).page(at: 2))
        #expect(page.items.first?.name == "Signed abc|-")
    }

    @Test("a page is held to the list's maximumDuration, as a fetch of the list is")
    func listDeadline() async throws {
        struct Trickled: PaginatedResource {
            typealias Item = Row
            let server: TestServer
            var url: URL? { server.url("/trickle-body") }
            var maximumDuration: TimeInterval? { 1 }
            var paging: PageNumberPaging { PageNumberPaging(pageSize: 10) }
        }
        let page = Trickled(server: server).page(at: 1)
        #expect(page.maximumDuration == 1)
        // The service's own deadline is far longer: only the list's can end the request within seconds.
        let service = NetworkResourceService {
            $0.retryPolicy = .never
            $0.maximumDuration = 60
        }
        let result = await service.result(for: page)
        guard case .failure(.transport(_, let underlying)) = result, let error = underlying as? URLError else {
            Issue.record("expected a transport error, got \(result)")
            return
        }
        #expect(error.code == .timedOut)
        #expect(error.localizedDescription.contains("deadline of 1.0 s"))
    }
}

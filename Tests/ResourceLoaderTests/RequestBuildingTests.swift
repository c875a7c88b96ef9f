import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Building requests")
struct RequestBuildingTests {
    struct BasePathResource: NetworkJSONResourceType {
        typealias Model = User
        var baseURL: URL? { URL(string: "https://api.example.com/v1/") }
        var path: String { "/users/7" }
    }

    struct NoURLResource: NetworkJSONResourceType {
        typealias Model = User
    }

    struct Payload: Encodable, Sendable {
        let title: String
        let count: Int
    }

    struct Unencodable: Encodable, Sendable {
        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(1, .init(codingPath: [], debugDescription: "never encodes"))
        }
    }

    @Test("a base URL and a path join with exactly one slash")
    func baseURLAndPathJoin() throws {
        let request = try BasePathResource().urlRequest()
        #expect(request.url?.absoluteString == "https://api.example.com/v1/users/7")
        #expect(request.httpMethod == "GET")
    }

    @Test("a resource without a URL throws invalidRequest instead of returning nil")
    func missingURLThrows() {
        #expect {
            _ = try NoURLResource().urlRequest()
        } throws: { error in
            guard case .invalidRequest(let reason, _) = error as? ResourceError else { return false }
            return reason.contains("NoURLResource")
        }
    }

    @Test(
        "the method, headers and timeout reach the request",
        arguments: [HTTPMethod.post, .put, .patch, .delete, "PURGE"])
    func methodHeadersTimeout(method: HTTPMethod) throws {
        var resource = TestResource<User>("https://api.example.com/users")
        resource.method = method
        resource.headers = ["X-Trace": "abc", "Accept": "application/json"]
        resource.timeoutInterval = 12
        let request = try resource.urlRequest()
        #expect(request.httpMethod == method.rawValue)
        #expect(request.value(forHTTPHeaderField: "X-Trace") == "abc")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.timeoutInterval == 12)
    }

    @Test(
        "a timeout with a fraction of a second is rounded up to whole seconds on Linux and kept as given elsewhere",
        arguments: [(0.5, 1.0), (0.001, 1.0), (1.0, 1.0), (1.5, 2.0), (12.0, 12.0)])
    func timeoutRounding(asked: TimeInterval, onLinux: TimeInterval) throws {
        var resource = TestResource<User>("https://api.example.com/users")
        resource.timeoutInterval = asked
        let request = try resource.urlRequest()
        #if canImport(FoundationNetworking)
            // swift-corelibs-foundation arms a timer of `Int(timeoutInterval)` seconds: 0.5 would fire at once.
            #expect(request.timeoutInterval == onLinux)
        #else
            #expect(request.timeoutInterval == asked)
        #endif
    }

    @Test("HTTP methods are upper-cased and only the idempotent ones say so")
    func methodIdempotence() {
        #expect(HTTPMethod(rawValue: "get") == .get)
        #expect(HTTPMethod.get.isIdempotent && HTTPMethod.put.isIdempotent && HTTPMethod.delete.isIdempotent)
        #expect(!HTTPMethod.post.isIdempotent && !HTTPMethod.patch.isIdempotent)
    }

    @Test("query values are percent-encoded so that a server reads them back exactly")
    func queryEncodingIsExact() throws {
        var resource = TestResource<User>("https://api.example.com/search")
        resource.queryItems = [QueryItem(name: "q", value: "a&b+c #d%e=f Zoë"), QueryItem("page", 2)]
        let url = try #require(try resource.urlRequest().url)
        #expect(url.query == "q=a%26b%2Bc%20%23d%25e%3Df%20Zo%C3%AB&page=2")
        let decoded = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems
        #expect(decoded?.first?.value == "a&b+c #d%e=f Zoë")
    }

    @Test("query items are added after a query the URL already has, and a nil value sends the name alone")
    func queryAppendsToExisting() throws {
        var resource = TestResource<User>("https://api.example.com/search?sort=name")
        resource.queryItems = [QueryItem(name: "flag", value: nil), QueryItem("limit", 10)]
        #expect(try resource.urlRequest().url?.query == "sort=name&flag&limit=10")
    }

    @Test("an Encodable body becomes JSON with a JSON content type")
    func jsonBody() throws {
        var resource = TestResource<User>("https://api.example.com/posts")
        resource.method = .post
        resource.body = .json(Payload(title: "Hi", count: 2))
        let request = try resource.urlRequest()
        let body = try #require(request.httpBody)
        let object = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        #expect(object?["title"] as? String == "Hi")
        #expect(object?["count"] as? Int == 2)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    }

    @Test("raw data bodies keep their bytes and their own content type")
    func rawBody() throws {
        var resource = TestResource<User>("https://api.example.com/upload")
        resource.method = .put
        resource.body = .data(Data("a,b\n1,2".utf8), contentType: "text/csv")
        let request = try resource.urlRequest()
        #expect(request.httpBody == Data("a,b\n1,2".utf8))
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "text/csv")
    }

    @Test("a body that cannot be encoded throws invalidRequest carrying the encoding error")
    func unencodableBodyThrows() {
        var resource = TestResource<User>("https://api.example.com/posts")
        resource.method = .post
        resource.body = .json(Unencodable())
        #expect {
            _ = try resource.urlRequest()
        } throws: { error in
            guard case .invalidRequest(_, let underlying) = error as? ResourceError else { return false }
            return underlying is EncodingError
        }
    }

    @Test("service-wide headers are added, and a resource's own header wins")
    func serviceHeaders() async throws {
        let loader = ScriptedDataLoader(body: #"{"id":1,"name":"Ann"}"#)
        let service = NetworkResourceService.testing(loader) {
            $0.headers = ["Authorization": "Bearer service", "X-Client": "tests"]
        }
        var resource = TestResource<User>("https://api.example.com/users/1")
        resource.headers = ["Authorization": "Bearer resource"]
        _ = try await service.fetch(resource)
        let request = try #require(loader.requests.first)
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer resource")
        #expect(request.value(forHTTPHeaderField: "X-Client") == "tests")
    }
}

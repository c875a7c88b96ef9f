import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A resource built from a base URL and a path, as most apps write them.
struct PathResource: NetworkJSONResourceType {
    typealias Model = JSONValue
    var baseURL: URL?
    var path: String
    var queryItems: [QueryItem] = []
    var headers: [String: String] = [:]
    var method: HTTPMethod = .get

    init(base: String, path: String) {
        self.baseURL = URL(string: base)
        self.path = path
    }
}

/// Whether `error` is an ``ResourceError/invalidRequest(reason:underlying:)`` whose reason mentions `text`.
func isInvalidRequest(_ error: any Error, mentioning text: String = "") -> Bool {
    guard case .invalidRequest(let reason, _) = error as? ResourceError else { return false }
    return text.isEmpty || reason.contains(text)
}

@Suite("Request inputs a caller controls")
struct RequestInputTests {
    // MARK: Header injection

    static let badHeaderNames = [
        "X-A\r\nX-Injected", "X-A\nX-Injected", "X-A\rB", "X-A\0", "", "X A", "X-A:", "(X)", "X-Zoë", "X-\u{7F}",
        "X-\t",
    ]

    @Test(
        "a header name with CR, LF, NUL or a character outside HTTP's token is invalidRequest, nothing sent",
        arguments: badHeaderNames)
    func badHeaderNameIsRejected(name: String) async {
        let loader = ScriptedDataLoader(body: "{}")
        let service = NetworkResourceService.testing(loader)
        var resource = PathResource(base: "https://api.example.com", path: "users")
        resource.headers = [name: "1"]
        await #expect {
            _ = try await service.fetch(resource)
        } throws: { error in
            isInvalidRequest(error, mentioning: "header")
        }
        #expect(loader.callCount == 0)
    }

    @Test(
        "a header value with CR, LF or NUL is invalidRequest, nothing sent",
        arguments: ["a\r\nX-Injected: 1", "a\nb", "a\rb", "a\0b", "\r\n"])
    func badHeaderValueIsRejected(value: String) async {
        let loader = ScriptedDataLoader(body: "{}")
        let service = NetworkResourceService.testing(loader)
        var resource = PathResource(base: "https://api.example.com", path: "users")
        resource.headers = ["X-Trace": value]
        await #expect {
            _ = try await service.fetch(resource)
        } throws: { error in
            isInvalidRequest(error, mentioning: "X-Trace")
        }
        #expect(loader.callCount == 0)
    }

    @Test("service-wide headers are checked the same way")
    func badServiceHeaderIsRejected() async {
        let loader = ScriptedDataLoader(body: "{}")
        let service = NetworkResourceService.testing(loader) { $0.headers = ["Authorization": "Bearer a\r\nX: 1"] }
        await #expect {
            _ = try await service.fetch(PathResource(base: "https://api.example.com", path: "users"))
        } throws: { error in
            isInvalidRequest(error, mentioning: "Authorization")
        }
        #expect(loader.callCount == 0)
    }

    @Test(
        "a method that is not an HTTP token is invalidRequest",
        arguments: ["GET /admin HTTP/1.1\r\nX: 1", "GE T", "", "GET\0"])
    func badMethodIsRejected(method: String) async {
        let loader = ScriptedDataLoader(body: "{}")
        let service = NetworkResourceService.testing(loader)
        var resource = PathResource(base: "https://api.example.com", path: "users")
        resource.method = HTTPMethod(rawValue: method)
        await #expect {
            _ = try await service.fetch(resource)
        } throws: { error in
            isInvalidRequest(error, mentioning: "method")
        }
        #expect(loader.callCount == 0)
    }

    @Test("ordinary header names and values, tabs and non-ASCII values included, are sent")
    func ordinaryHeadersPass() throws {
        var resource = PathResource(base: "https://api.example.com", path: "users")
        resource.headers = ["X-Trace_id.1": "a\tb Zoë", "Accept": "application/json", "!#$%&'*+-.^_`|~": "x"]
        let request = try resource.urlRequest()
        #expect(request.value(forHTTPHeaderField: "X-Trace_id.1") == "a\tb Zoë")
    }

    // MARK: Paths

    @Test(
        "dot segments in a path are invalidRequest instead of escaping the base",
        arguments: ["users/../../../echo", "..", "../x", "./x", "a/./b", "a/..", "users/7/.."])
    func dotSegmentsAreRejected(path: String) {
        #expect {
            _ = try PathResource(base: "https://api.example.com/api/v1", path: path).urlRequest()
        } throws: { error in
            isInvalidRequest(error, mentioning: "..")
        }
    }

    @Test(
        "a path is encoded as path segments: ?, #, %, spaces and non-ASCII stay data",
        arguments: [
            ("users/7?admin=true#", "/api/v1/users/7%3Fadmin=true%23"),
            ("a b/Zoë", "/api/v1/a%20b/Zo%C3%AB"),
            ("100%/%41", "/api/v1/100%25/%2541"),
            ("emoji/😀", "/api/v1/emoji/%F0%9F%98%80"),
            ("/users/7/", "/api/v1/users/7/"),
            ("a...b/.x/x./...", "/api/v1/a...b/.x/x./..."),
            ("tilde~-_.:@!$&'()*+,;=", "/api/v1/tilde~-_.:@!$&'()*+,;="),
            ("back\\slash/\"q\"/<>", "/api/v1/back%5Cslash/%22q%22/%3C%3E"),
        ])
    func pathIsEncodedAsSegments(path: String, expected: String) throws {
        let request = try PathResource(base: "https://api.example.com/api/v1/", path: path).urlRequest()
        let url = try #require(request.url)
        #expect(URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath == expected)
        #expect(url.query == nil)
        #expect(url.fragment == nil)
        #expect(url.host == "api.example.com")
    }

    @Test("a base URL without a scheme gives no URL, so no path is rewritten under it (found by the URL fuzzer)")
    func relativeBaseGivesNoURL() throws {
        // The fuzzer's input, as text: Foundation rewrote the first path segment of such a base when the path was
        // appended, so the URL no longer started with the base's path.
        var resource = PathResource(base: "https://unused.example", path: "v\n\u{0}\u{FFFD}0\u{FFFD}/////%\u{FFFD}")
        resource.baseURL = URL(encoding: "h@jtpsampl:\u{FFFD}\u{14}\u{0}oke#nt=frag")
        #expect(resource.baseURL != nil)
        #expect(resource.url == nil)
        #expect {
            _ = try resource.urlRequest()
        } throws: { error in
            isInvalidRequest(error, mentioning: "no URL")
        }
    }

    @Test(
        "a base URL's query and fragment stay as they are under a path of control characters (found by the URL fuzzer)")
    func baseQueryAndFragmentStay() throws {
        // The fuzzer's input: the shared join dropped the base's fragment.
        let request = try PathResource(base: "https://api.example.com/v1?token=t#frag", path: "\r\n\u{0}\t")
            .urlRequest()
        let url = try #require(request.url)
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(components.percentEncodedPath == "/v1/%0D%0A%00%09")
        #expect(components.percentEncodedQuery == "token=t")
        #expect(components.percentEncodedFragment == "frag")
    }

    @Test("a base URL's own query survives and query items follow it")
    func baseQueryIsKept() throws {
        var resource = PathResource(base: "https://api.example.com/v1?client=ios", path: "a b")
        resource.queryItems = [QueryItem(name: "q", value: "Zoë #1 ?%")]
        let url = try #require(try resource.urlRequest().url)
        #expect(url.absoluteString == "https://api.example.com/v1/a%20b?client=ios&q=Zo%C3%AB%20%231%20%3F%25")
    }

    @Test("the same path and query give the same URL string on every platform")
    func sameEverywhere() throws {
        var resource = PathResource(base: "http://127.0.0.1:8080", path: "search/Zoë & co/😀 #1")
        resource.queryItems = [QueryItem(name: "name with space", value: "?#%&=")]
        let url = try #require(try resource.urlRequest().url)
        #expect(
            url.absoluteString
                == "http://127.0.0.1:8080/search/Zo%C3%AB%20&%20co/%F0%9F%98%80%20%231?name%20with%20space=%3F%23%25%26%3D"
        )
    }

    @Test(
        "URL(encoding:relativeTo:) percent-encodes what URL(string:) rejects on iOS 15-16, keeping the structure",
        arguments: [
            ("not a url", "https://api.example.com/v1/not%20a%20url"),
            ("/list?q=Zoë&page=2#top", "https://api.example.com/list?q=Zo%C3%AB&page=2#top"),
            ("https://other.example/a b/😀?x=%41%zz", "https://other.example/a%20b/%F0%9F%98%80?x=%41%25zz"),
            ("page 2", "https://api.example.com/v1/page%202"),
            ("?page=2", "https://api.example.com/v1/items?page=2"),
            ("{\"a\"}|^`\\", "https://api.example.com/v1/%7B%22a%22%7D%7C%5E%60%5C"),
        ])
    func encodingInitializer(text: String, expected: String) throws {
        let base = try #require(URL(string: "https://api.example.com/v1/items"))
        let url = try #require(URL(encoding: text, relativeTo: base))
        #expect(url.absoluteURL.absoluteString == expected)
    }

    @Test("URL(encoding:) gives nil for an empty string and for control characters only as data")
    func encodingInitializerEdges() throws {
        #expect(URL(encoding: "") == nil)
        let url = try #require(URL(encoding: "https://x.test/a\u{0}b\nc"))
        #expect(url.absoluteString == "https://x.test/a%00b%0Ac")
    }

    // MARK: Secrets in events

    @Test("events redact user info and sensitive query values; other values stay readable")
    func eventsRedactSecrets() async throws {
        let loader = ScriptedDataLoader(status: 500, body: #"{"error":"x"}"#)
        let events = EventLog()
        let service = NetworkResourceService.testing(loader) { $0.onEvent = { events.append($0) } }
        var resource = TestResource<User>("https://ann:hunter2@api.example.com/users")
        resource.queryItems = [
            QueryItem(name: "api_key", value: "k3y"), QueryItem(name: "Access_Token", value: "t0k"),
            QueryItem(name: "page", value: "2"), QueryItem(name: "signature", value: "s1g"),
            QueryItem(name: "password", value: nil),
        ]
        await #expect(throws: ResourceError.self) { try await service.fetch(resource) }
        let lines = events.all.map(\.description)
        #expect(lines.count == 2)
        for line in lines {
            for secret in ["hunter2", "ann:", "k3y", "t0k", "s1g"] {
                #expect(!line.contains(secret), "\(line) shows \(secret)")
            }
            #expect(line.contains("page=2"))
            #expect(line.contains("api_key=REDACTED"))
        }
    }

    @Test("the list of sensitive names is configurable")
    func redactionIsConfigurable() async throws {
        let loader = ScriptedDataLoader(body: #"{"id":1,"name":"Ann"}"#)
        let events = EventLog()
        let service = NetworkResourceService.testing(loader) {
            $0.onEvent = { events.append($0) }
            $0.urlRedaction.sensitiveQueryItemNames.insert("session_hint")
            $0.urlRedaction.sensitiveQueryItemNames.remove("code")
        }
        var resource = TestResource<User>("https://api.example.com/users")
        resource.queryItems = [QueryItem(name: "session_hint", value: "abc"), QueryItem(name: "code", value: "42")]
        _ = try await service.fetch(resource)
        #expect(events.all.map(\.description).allSatisfy { !$0.contains("abc") && $0.contains("code=42") })
        // The request itself is sent unredacted.
        #expect(loader.requests.first?.url?.query == "session_hint=abc&code=42")
    }

    @Test("an error's summary and description redact the URL's secrets too")
    func errorTextRedacts() throws {
        let url = try #require(URL(string: "https://u:p4ss@api.example.com/x?token=t0k&page=1"))
        let error = ResourceError.unacceptableStatus(code: 500, url: url, body: Data(), apiError: nil)
        for text in [error.summary, error.description] {
            #expect(!text.contains("p4ss") && !text.contains("t0k") && text.contains("page=1"))
        }
    }

    @Test(
        "redaction hides user info that URL sees but URLComponents does not (found by the URL fuzzer)",
        arguments: ["://u:@api.=le", "://ann:hunter2@api.example.com/x", "//ann:hunter2@api.example.com/x"])
    func redactionHidesUserInfoURLSees(text: String) throws {
        let url = try #require(URL(string: text))
        let redacted = URLRedaction().redact(url)
        #expect(redacted.password == nil)
        #expect(redacted.user == nil || redacted.user == URLRedaction.placeholder)
        #expect(!redacted.absoluteString.contains("hunter2"))
    }

    @Test("URLRedaction leaves a URL without secrets as it is")
    func redactionKeepsPlainURLs() throws {
        let url = try #require(URL(string: "https://api.example.com/a%20b?q=Zo%C3%AB&page=2#frag"))
        #expect(URLRedaction().redact(url) == url)
    }

    // MARK: Against the loopback server

    @Test("the server receives the encoded path and query exactly, with nothing escaping /echo")
    func loopbackReceivesEncodedPath() async throws {
        let server = try TestServer.shared()
        let service = NetworkResourceService { $0.retryPolicy = .never }
        var resource = PathResource(base: server.url("/echo").absoluteString, path: "users/7?admin=true#/a b/Zoë/%")
        resource.queryItems = [QueryItem(name: "q", value: "😀 & ?")]
        let echo = try await service.fetch(resource)
        #expect(echo["path"] == .string("/echo/users/7%3Fadmin=true%23/a%20b/Zo%C3%AB/%25"))
        #expect(echo["rawQuery"] == .string("q=%F0%9F%98%80%20%26%20%3F"))
    }
}

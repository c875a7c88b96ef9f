import Foundation
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Against a real HTTP/1.1 server on 127.0.0.1")
struct LoopbackIntegrationTests {
    struct ServerUser: Decodable, Equatable, Sendable {
        let id: Int
        let name: String
        let email: String
    }

    struct HeaderValue: Decodable, Sendable {
        let value: String?
    }

    struct Echo: Decodable, Sendable {
        let method: String
        let rawQuery: String
        let query: [String: [String]]
        let body: String?
    }

    private let server: TestServer

    init() throws {
        server = try TestServer.shared()
    }

    /// A service with the real `DataLoader` and no retries unless a test asks.
    private func service(_ configure: (inout NetworkResourceService.Configuration) -> Void = { _ in })
        -> NetworkResourceService
    {
        NetworkResourceService {
            $0.retryPolicy = .never
            configure(&$0)
        }
    }

    private func resource<Model>(_ path: String, as: Model.Type = Model.self) -> TestResource<Model> {
        TestResource<Model>(server.url(path))
    }

    @Test("a real fetch decodes a list at a key path")
    func realFetch() async throws {
        let users = try await service().fetch(
            TestResource<[ServerUser]>(server.url("/users?offset=0&limit=3"), keyPath: "data.items"))
        #expect(users.map(\.id) == [1, 2, 3])
        #expect(users[0].name == "Ann Lee")
    }

    @Test("query values and JSON bodies reach the server exactly")
    func queryAndBodyReachServer() async throws {
        var echo = resource("/echo", as: Echo.self)
        echo.method = .post
        echo.queryItems = [QueryItem(name: "q", value: "a&b+c #d%e=f Zoë")]
        echo.body = .json(["title": "Hi"])
        let answer = try await service().fetch(echo)
        #expect(answer.method == "POST")
        #expect(answer.query["q"] == ["a&b+c #d%e=f Zoë"])
        #expect(answer.rawQuery == "q=a%26b%2Bc%20%23d%25e%3Df%20Zo%C3%AB")
        #expect(answer.body == #"{"title":"Hi"}"#)
    }

    @Test("404 and 500 carry the status, the URL and the API's decoded error", arguments: [404, 500])
    func errorStatuses(code: Int) async throws {
        let result = await service().result(for: resource("/status/\(code)", as: ServerUser.self))
        guard case .failure(.unacceptableStatus(let status, let url, _, let apiError)) = result else {
            Issue.record("expected unacceptableStatus, got \(result)")
            return
        }
        #expect(status == code)
        #expect(url == server.url("/status/\(code)"))
        #expect((apiError as? APIErrorBody)?.error == APIErrorBody.Detail(code: code, message: "Status \(code)"))
    }

    @Test("503 with Retry-After is retried after the server's wait, then succeeds")
    func retryAfterThenSuccess() async throws {
        let key = UUID().uuidString
        let sleeper = RecordingSleeper()
        let service = service {
            $0.retryPolicy = RetryPolicy(jitter: 0)
            $0.sleeper = sleeper
        }
        struct Flaky: Decodable, Sendable {
            let ok: Bool
            let attempts: Int
        }
        let answer = try await service.fetch(
            resource("/flaky/\(key)?failures=1&status=503&retry_after=2", as: Flaky.self))
        #expect(answer.ok && answer.attempts == 2)
        #expect(sleeper.delays == [2])
    }

    @Test("an HTML page, an empty body and cut-off JSON sent with 200 are typed errors")
    func badBodies() async throws {
        let service = service()
        guard
            case .failure(.decodingFailed(_, _, let contentType, _)) = await service.result(
                for: resource("/html", as: ServerUser.self))
        else {
            Issue.record("HTML should fail decoding")
            return
        }
        #expect(contentType?.hasPrefix("text/html") == true)
        guard case .failure(.emptyBody) = await service.result(for: resource("/empty", as: ServerUser.self)) else {
            Issue.record("an empty body should be emptyBody")
            return
        }
        guard case .failure(.decodingFailed) = await service.result(for: resource("/malformed", as: ServerUser.self))
        else {
            Issue.record("cut-off JSON should fail decoding")
            return
        }
    }

    @Test(
        "a dropped connection and a body cut short are transport errors with a URLError",
        arguments: ["/drop", "/truncated"])
    func droppedConnection(path: String) async throws {
        let result = await service().result(for: resource(path, as: ServerUser.self))
        guard case .failure(let error) = result, case .transport(let url, _) = error else {
            Issue.record("expected a transport error, got \(result)")
            return
        }
        #expect(error.urlError != nil)
        #expect(url == server.url(path))
    }

    @Test("a response slower than the resource's timeout fails with a timed-out transport error")
    func timeout() async throws {
        // One second is the shortest timeout every platform honours (Linux counts whole seconds); the route takes
        // thirty, so only the timeout can end the request, even on a machine slowed down many times (the thread
        // sanitizer on a loaded machine once let a five-second answer arrive first).
        var slow = resource("/slow?seconds=30", as: ServerUser.self)
        slow.timeoutInterval = 1
        // DispatchTime rather than ContinuousClock, which needs macOS 13 / iOS 16.
        let started = DispatchTime.now().uptimeNanoseconds
        let result = await service().result(for: slow)
        let waited = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        guard case .failure(let error) = result, case .transport(let url, _) = error else {
            Issue.record("expected a transport error, got \(result)")
            return
        }
        #expect(error.urlError?.code == .timedOut)
        #expect(url == server.url("/slow?seconds=30"))
        // A lower bound only, which no slow machine can break: the timer did not fire before the second it was
        // given (the bug this guards against was a zero-length timer that failed the request at once).
        #expect(waited >= 0.9, "the request failed after \(waited) s, before its timeout")
    }

    @Test("cancelling the task cancels the request and reports cancelled")
    func taskCancellation() async throws {
        let started = AsyncGate()
        let service = service { $0.onEvent = { if case .started = $0 { started.open() } } }
        let task = Task { await service.result(for: resource("/slow?seconds=10", as: ServerUser.self)) }
        await started.wait()
        task.cancel()
        guard case .failure(.cancelled) = await task.value else {
            Issue.record("expected cancelled")
            return
        }
    }

    @Test("a redirect keeps Authorization on the same origin and drops it for another host")
    func redirectAuthorization() async throws {
        let service = service { $0.headers["Authorization"] = "Bearer secret" }
        let sameOrigin = server.url("/headers/authorization").absoluteString
        var same = resource("/redirect?to=\(sameOrigin)", as: HeaderValue.self)
        same.queryItems = []
        #expect(try await service.fetch(same).value == "Bearer secret")

        let otherHost = "http://localhost:\(server.port)/headers/authorization"
        let other = TestResource<HeaderValue>(
            URL(string: server.url("/redirect").absoluteString + "?to=" + otherHost)
        )
        #expect(try await service.fetch(other).value == nil)
    }

    @Test("a body over the size cap fails with responseTooLarge, with or without Content-Length", arguments: [0, 1])
    func sizeCap(chunked: Int) async throws {
        let service = service { $0.maximumResponseSize = 50_000 }
        let result = await service.result(for: resource("/big?bytes=2000000&chunked=\(chunked)", as: ServerUser.self))
        guard case .failure(.responseTooLarge(let limit, _)) = result else {
            Issue.record("expected responseTooLarge, got \(result)")
            return
        }
        #expect(limit == 50_000)
    }

    @Test("50 concurrent fetches of different users all succeed")
    func fiftyConcurrentFetches() async throws {
        let service = service()
        let users = try await withThrowingTaskGroup(of: ServerUser.self) { group in
            for id in 1...50 {
                group.addTask { try await service.fetch(resource("/users/\(id)", as: ServerUser.self)) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(users.map(\.id)) == Set(1...50))
    }

    @Test("50 concurrent fetches of the same URL reach the server once")
    func fiftyCoalescedFetches() async throws {
        let key = UUID().uuidString
        let gate = AsyncGate()
        let real = DataLoader()
        let held = ScriptedDataLoader { request in
            await gate.wait()
            return try await real.data(for: request)
        }
        let service = service { $0.dataLoader = held }
        struct Counted: Decodable, Sendable {
            let hits: Int
        }
        let counted = resource("/counted/\(key)", as: Counted.self)
        let results = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<50 { group.addTask { try await service.fetch(counted).hits } }
            try await service.waitForCallers(50, of: counted, loader: held)
            gate.open()
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 50)
        let hits = try await self.service().fetch(resource("/hits/\(key)", as: Counted.self)).hits
        #expect(held.callCount == 1)
        #expect(hits == 1, "the server saw one request for fifty callers")
    }
}

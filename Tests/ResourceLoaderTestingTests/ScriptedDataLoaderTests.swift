import Foundation
import ResourceLoader
import ResourceLoaderTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("ScriptedDataLoader")
struct ScriptedDataLoaderTests {
    let a = URL(string: "https://api.test/a")!
    let b = URL(string: "https://api.test/b")!

    static func status(_ response: URLResponse) -> Int? {
        (response as? HTTPURLResponse)?.statusCode
    }

    @Test("queued responses answer requests in order, each once; then the call throws unscripted")
    func scriptedOrder() async throws {
        let loader = ScriptedDataLoader()
        loader.enqueue(.status(201), .status(202))
        loader.enqueue(.status(203))
        var statuses: [Int?] = []
        for _ in 0..<3 {
            statuses.append(Self.status(try await loader.data(for: get(a)).1))
        }
        #expect(statuses == [201, 202, 203])
        await #expect(throws: ScriptedDataLoader.Error.self) { try await loader.data(for: get(b)) }
    }

    @Test("a URL rule answers its URL's requests in order and repeats its last response; others go to the queue")
    func perURL() async throws {
        let loader = ScriptedDataLoader()
        loader.respond(to: a, with: .status(503), .status(200))
        loader.enqueue(.status(404))
        #expect(Self.status(try await loader.data(for: get(a)).1) == 503)
        #expect(Self.status(try await loader.data(for: get(b)).1) == 404)
        #expect(Self.status(try await loader.data(for: get(a)).1) == 200)
        #expect(Self.status(try await loader.data(for: get(a)).1) == 200)
    }

    @Test("a rule matches any query that holds its items, in any order; the most items win, then the latest rule")
    func queryMatching() async throws {
        let loader = ScriptedDataLoader()
        let base = URL(string: "https://api.test/users")!
        loader.respond(to: base, with: .status(200))
        loader.respond(to: URL(string: "https://api.test/users?page=2")!, with: .status(202))
        loader.respond(to: URL(string: "https://api.test/users?page=2")!, with: .status(204))
        let second = URL(string: "https://api.test/users?limit=20&page=2")!
        let first = URL(string: "https://api.test/users?page=1&limit=20")!
        #expect(Self.status(try await loader.data(for: get(second)).1) == 204)
        #expect(Self.status(try await loader.data(for: get(first)).1) == 200)
        await #expect(throws: ScriptedDataLoader.Error.self) {
            try await loader.data(for: get(URL(string: "https://other.test/users")!))
        }
    }

    @Test("a JSON body comes from an Encodable value or text, with its status, headers and a JSON content type")
    func jsonBodies() async throws {
        let loader = ScriptedDataLoader()
        loader.enqueue(try .json(Person(id: 1, name: "Ada"), status: 201, headers: ["ETag": "\"v1\""]))
        loader.enqueue(.json(#"{"id":2,"name":"Grace"}"#), .data(Data([0xFF]), headers: [:]))
        let (data, response) = try await loader.data(for: get(a))
        let http = try #require(response as? HTTPURLResponse)
        #expect(try JSONDecoder().decode(Person.self, from: data) == Person(id: 1, name: "Ada"))
        #expect(http.statusCode == 201)
        #expect(http.value(forHTTPHeaderField: "ETag") == "\"v1\"")
        #expect(http.value(forHTTPHeaderField: "Content-Type") == "application/json")
        let text = try await loader.data(for: get(a))
        #expect(try JSONDecoder().decode(Person.self, from: text.0).name == "Grace")
        #expect(try await loader.data(for: get(a)).0 == Data([0xFF]))
    }

    @Test("a scripted transport error is thrown as it is")
    func transportError() async {
        let loader = ScriptedDataLoader()
        loader.enqueue(.failure(URLError(.notConnectedToInternet)))
        await #expect(throws: URLError(.notConnectedToInternet)) { try await loader.data(for: get(a)) }
    }

    @Test("the loader records each request, its URL and the count, and wakes whoever waits for a count")
    func recordedRequests() async throws {
        let loader = ScriptedDataLoader(status: 200, body: "{}")
        let waiting = Task { await loader.waitForRequests(2) }
        var request = get(b)
        request.httpMethod = "POST"
        _ = try await loader.data(for: get(a))
        _ = try await loader.data(for: request)
        await waiting.value
        #expect(loader.requestedURLs == [a, b])
        #expect(loader.requests.map(\.httpMethod) == ["GET", "POST"])
        #expect(loader.callCount == 2)
    }

    @Test("a held response is answered once the gate opens; cancelled while held, it throws URLError(.cancelled)")
    func heldResponse() async throws {
        let loader = ScriptedDataLoader()
        let gate = AsyncGate()
        loader.respond(to: a, with: .status(200).held(until: gate))

        let cancelled = Task { try await loader.data(for: get(a)) }
        await loader.waitForRequests(1)
        cancelled.cancel()
        await #expect(throws: URLError(.cancelled)) { try await cancelled.value }

        let released = Task { () -> (Int?, Bool) in
            let (_, response) = try await loader.data(for: get(a))
            return (Self.status(response), gate.isOpen)
        }
        await loader.waitForRequests(2)
        gate.open()
        let (status, openWhenAnswered) = try await released.value
        #expect(status == 200)
        #expect(openWhenAnswered)
    }

    @Test("the handler answers what the script does not")
    func handlerFallback() async throws {
        let loader = ScriptedDataLoader { request in
            ScriptedDataLoader.response(to: request, status: 299, body: Data())
        }
        loader.respond(to: a, with: .status(200))
        #expect(Self.status(try await loader.data(for: get(a)).1) == 200)
        #expect(Self.status(try await loader.data(for: get(b)).1) == 299)
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One of the loopback server's mutation stores (offline_mutation_routes.py), which applies each idempotency key
/// once; a fresh name per test keeps parallel tests apart.
private struct MutationStore {
    let server: TestServer
    let name = UUID().uuidString

    /// The request that applies `mutation`, sending its idempotency key as `Idempotency-Key`.
    struct Apply: NetworkResourceType {
        typealias Model = Data
        let url: URL?
        let mutation: Mutation
        var method: HTTPMethod { .post }
        var headers: [String: String] { ["Idempotency-Key": mutation.idempotencyKey] }
        var body: RequestBody? { .data(mutation.payload, contentType: "application/json") }
        func model(from response: ResourceResponse) throws -> Data { response.data }
    }

    struct Log: Decodable {
        struct Entry: Decodable {
            let key: String
            let row: String
            let body: String
        }
        let applied: [Entry]
        let refused: [String]
        let requests: [String: Int]
    }

    func apply(_ mutation: Mutation, with service: NetworkResourceService) async throws {
        let url = server.url("/offline/\(name)/apply?row=\(mutation.rowID)&kind=\(mutation.kind.rawValue)")
        _ = try await service.fetch(Apply(url: url, mutation: mutation))
    }

    func setMode(_ mode: String, times: Int = 1) async throws {
        var request = URLRequest(url: server.url("/offline/\(name)/mode?mode=\(mode)&times=\(times)"))
        request.httpMethod = "POST"
        let (_, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
    }

    func log() async throws -> Log {
        let (data, _) = try await URLSession.shared.data(from: server.url("/offline/\(name)/log"))
        return try JSONDecoder().decode(Log.self, from: data)
    }
}

private struct JournalDirectory {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("mutation-loopback-tests-" + UUID().uuidString)

    func remove() {
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            // nothing was written there
        }
    }
}

private struct Edit: Codable {
    var name: String
    var refuse = false
}

@Suite("MutationReplayer against a loopback server that applies each idempotency key once", .timeLimit(.minutes(1)))
struct MutationReplayerLoopbackTests {
    private let service = NetworkResourceService { $0.retryPolicy = .never }

    @Test("an edit the server applied before the connection dropped is sent again with its key and applied once")
    func droppedAfterApplyingIsAppliedOnce() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let store = MutationStore(server: try TestServer.shared())
        try await store.setMode("drop")
        let queue = try MutationQueue(directory: directory.url)
        let service = service
        let replayer = MutationReplayer(queue: queue) { try await store.apply($0, with: service) }
        var keys: [String] = []
        for (row, name) in [("1", "a"), ("2", "b"), ("1", "c")] {
            keys.append(try await queue.enqueue(.update, rowID: row, value: Edit(name: name)).idempotencyKey)
        }

        await replayer.replay()  // the server applies the first edit, then drops the connection
        #expect(await queue.pending.count == 3)
        await replayer.replay()

        let log = try await store.log()
        #expect(log.applied.map(\.key) == keys)
        #expect(log.applied.map(\.row) == ["1", "2", "1"])
        #expect(log.requests[keys[0]] == 2)
        #expect(await queue.pending.isEmpty)
    }

    @Test("a 422 is reported refused and never sent again; the next edit of the same row is applied after it")
    func refusalIsReportedAndNotRetried() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let store = MutationStore(server: try TestServer.shared())
        let queue = try MutationQueue(directory: directory.url)
        let service = service
        let replayer = MutationReplayer(queue: queue) { try await store.apply($0, with: service) }
        let refused = try await queue.enqueue(.update, rowID: "5", value: Edit(name: "x", refuse: true))
        let accepted = try await queue.enqueue(.update, rowID: "5", value: Edit(name: "y"))
        let outcomes = await replayer.outcomes()

        await replayer.replay()
        await replayer.replay()

        var iterator = outcomes.makeAsyncIterator()
        guard case .refused(let mutation, let refusal) = await iterator.next() else {
            Issue.record("the first outcome is not a refusal")
            return
        }
        #expect(mutation == refused)
        #expect(refusal.statusCode == 422)
        #expect(await iterator.next()?.mutation == accepted)
        let log = try await store.log()
        #expect(log.refused == [refused.idempotencyKey])
        #expect(log.requests[refused.idempotencyKey] == 1)
        #expect(log.applied.map(\.key) == [accepted.idempotencyKey])
    }

    @Test("while the server answers 503 the edits wait; once it is back they are applied once each, in order")
    func serverDownDefersThenApplies() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let store = MutationStore(server: try TestServer.shared())
        try await store.setMode("down")
        let queue = try MutationQueue(directory: directory.url)
        let service = service
        let replayer = MutationReplayer(queue: queue) { try await store.apply($0, with: service) }
        var keys: [String] = []
        for row in ["1", "2", "3"] {
            keys.append(try await queue.enqueue(.insert, rowID: row, value: Edit(name: row)).idempotencyKey)
        }

        await replayer.replay()
        #expect(try await store.log().applied.isEmpty)
        try await store.setMode("up")
        await replayer.replay()

        let log = try await store.log()
        #expect(log.applied.map(\.key) == keys)
        #expect(log.requests.values.reduce(0, +) == 4)
    }
}

import Dispatch
import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Decoding responses")
struct DecodingTests {
    struct UserNames: NetworkJSONResourceType {
        typealias Root = [User]
        typealias Model = [String]
        var url: URL? { URL(string: "https://api.example.com/users") }
        var collectionKeyPath: String? { "data.items" }
        func model(from root: [User]) throws -> [String] { root.map(\.name) }
    }

    struct LegacyNames: NetworkJSONResourceType {
        typealias Root = JSONValue
        typealias Model = [String]
        var url: URL? { URL(string: "https://api.example.com/legacy") }
        func model(from root: JSONValue) throws -> [String] {
            root["result"]?["names"]?.arrayValue?.compactMap(\.stringValue) ?? []
        }
    }

    struct SnakeCaseUser: Decodable, Sendable, Equatable {
        let userName: String
    }

    struct SnakeCaseResource: NetworkJSONResourceType {
        typealias Model = SnakeCaseUser
        var url: URL? { URL(string: "https://api.example.com/me") }
    }

    private func fetch<Resource: NetworkResourceType>(
        _ resource: Resource,
        body: String,
        status: Int = 200,
        contentType: String = "application/json"
    ) async -> Result<Resource.Model, ResourceError> {
        let loader = ScriptedDataLoader(status: status, body: body, headers: ["Content-Type": contentType])
        return await NetworkResourceService.testing(loader).result(for: resource)
    }

    @Test("the whole body decodes as the model by default")
    func decodesRoot() async throws {
        let result = await fetch(TestResource<User>("https://x.test/u"), body: #"{"id":3,"name":"Ann"}"#)
        #expect(try result.get() == User(id: 3, name: "Ann"))
    }

    @Test("a collection key path decodes the nested value and the root maps into the model")
    func decodesAtKeyPath() async throws {
        let body = #"{"data":{"items":[{"id":1,"name":"Ann"},{"id":2,"name":"Bo"}],"total":2}}"#
        #expect(try await fetch(UserNames(), body: body).get() == ["Ann", "Bo"])
    }

    @Test("a missing key path component fails with keyNotFound at that path")
    func missingKeyPath() async {
        let result = await fetch(TestResource<[User]>("https://x.test/u", keyPath: "data.items"), body: #"{"data":{}}"#)
        guard case .failure(.decodingFailed(_, let codingPath, _, let underlying)) = result else {
            Issue.record("expected decodingFailed, got \(result)")
            return
        }
        #expect(codingPath == "data.items")
        guard case .keyNotFound(let key, _)? = underlying as? DecodingError else {
            Issue.record("expected keyNotFound, got \(underlying)")
            return
        }
        #expect(key.stringValue == "items")
    }

    @Test("a wrong type reports the coding path down to the element")
    func wrongTypeReportsPath() async {
        let body = #"{"data":{"items":[{"id":1,"name":"Ann"},{"id":"two","name":"Bo"}]}}"#
        let result = await fetch(TestResource<[User]>("https://x.test/u", keyPath: "data.items"), body: body)
        guard case .failure(let error) = result, case .decodingFailed(_, let codingPath, _, let underlying) = error
        else {
            Issue.record("expected decodingFailed, got \(result)")
            return
        }
        #expect(codingPath == "data.items[1].id")
        #expect(underlying is DecodingError)
        #expect(error.description.contains("data.items[1].id"))
    }

    @Test("an empty body is reported as emptyBody, not as a decoding failure")
    func emptyBody() async {
        let result = await fetch(TestResource<User>("https://x.test/u"), body: "")
        guard case .failure(.emptyBody(let url)) = result else {
            Issue.record("expected emptyBody, got \(result)")
            return
        }
        #expect(url?.absoluteString == "https://x.test/u")
    }

    @Test("an HTML page sent with 200 fails decoding and the message names its content type")
    func htmlWithOK() async {
        let html = "<!DOCTYPE html><html><body><h1>Maintenance</h1></body></html>"
        let result = await fetch(TestResource<User>("https://x.test/u"), body: html, contentType: "text/html")
        guard case .failure(let error) = result, case .decodingFailed(_, _, let contentType, _) = error else {
            Issue.record("expected decodingFailed, got \(result)")
            return
        }
        #expect(contentType == "text/html")
        #expect(error.description.contains("text/html"))
    }

    @Test("truncated JSON fails decoding with a dataCorrupted error")
    func truncatedJSON() async {
        let result = await fetch(TestResource<User>("https://x.test/u"), body: #"{"id": 1, "name": "#)
        guard case .failure(.decodingFailed(_, _, _, let underlying)) = result,
            case .dataCorrupted = underlying as? DecodingError
        else {
            Issue.record("expected dataCorrupted, got \(result)")
            return
        }
    }

    @Test("a JSONValue root lets a resource map JSON that does not fit Codable")
    func jsonValueMapping() async throws {
        let body = #"{"result":{"names":["Ann",null,"Bo"],"count":2.0,"ok":true}}"#
        #expect(try await fetch(LegacyNames(), body: body).get() == ["Ann", "Bo"])
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(body.utf8))
        #expect(value["result"]?["count"]?.intValue == 2)
        #expect(value["result"]?["ok"]?.boolValue == true)
        #expect(value["result"]?["names"]?[1]?.isNull == true)
        let roundTripped = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        #expect(roundTripped == value)
    }

    @Test("the service's decoder is used unless the resource brings its own")
    func serviceDecoder() async throws {
        let loader = ScriptedDataLoader(body: #"{"user_name":"ann"}"#)
        let service = NetworkResourceService.testing(loader) { $0.decoder.keyDecodingStrategy = .convertFromSnakeCase }
        #expect(try await service.fetch(SnakeCaseResource()) == SnakeCaseUser(userName: "ann"))
    }

    @Test("a fetch from the main actor decodes off the main actor, which stays free meanwhile")
    @MainActor
    func decodesOffCallerActor() async throws {
        // Given a caller on the main actor, whose jobs run on the main dispatch queue (on every platform, whichever
        // thread drains it), tagged so that code can tell whether it runs there
        DispatchQueue.main.setSpecific(key: MainQueueProbe.key, value: MainQueueProbe.tag)
        #expect(MainQueueProbe.isOnMainQueue(), "the check below means something only if the caller runs there")
        let service = NetworkResourceService.testing(ScriptedDataLoader(body: "{}"))

        // When it fetches a resource whose decoding records where it ran
        let decodedOnMainQueue = try await service.fetch(MainQueueProbe())

        // Then decoding did not run on the main queue, hence not on the caller's actor
        #expect(decodedOnMainQueue == false)
    }

    @Test(
        "JSONValue keeps every kind of JSON value: integers exactly, other numbers as doubles",
        arguments: [
            ("2", JSONValue.int(2)),
            ("2.0", .int(2)),
            ("-7", .int(-7)),
            ("9007199254740993", .int(9_007_199_254_740_993)),
            ("2.5", .double(2.5)),
            ("1e30", .double(1e30)),
            ("18446744073709551616", .double(18_446_744_073_709_551_616)),
            ("true", .bool(true)),
            ("null", .null),
            (#""5""#, .string("5")),
            (#"[1,"a",null,[false]]"#, .array([.int(1), .string("a"), .null, .array([.bool(false)])])),
            (#"{"a":{"b":[1.5]}}"#, .object(["a": .object(["b": .array([.double(1.5)])])])),
        ])
    func jsonValueKinds(json: String, expected: JSONValue) throws {
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)) == expected)
    }
}

/// A resource whose "decoding" reports whether it ran on the main dispatch queue, the main actor's executor.
struct MainQueueProbe: NetworkResourceType {
    typealias Model = Bool

    /// Tags the main queue: only code running there (main-actor jobs included) reads ``tag`` back.
    static let key = DispatchSpecificKey<String>()
    static let tag = "ResourceLoaderTests.main-queue"

    var url: URL? { URL(string: "https://x.test/probe") }

    func model(from response: ResourceResponse) throws -> Bool { Self.isOnMainQueue() }

    /// Whether the calling code runs on the main dispatch queue.
    static func isOnMainQueue() -> Bool { DispatchQueue.getSpecific(key: key) == tag }
}

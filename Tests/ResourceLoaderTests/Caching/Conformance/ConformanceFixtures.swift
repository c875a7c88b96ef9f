import Foundation
import ResourceLoaderTestSupport
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What `/rfc/r/{key}` answers: the scripted value and the number of the request that got it.
struct ScriptedValue: Decodable, Equatable, Sendable {
    let value: String
    let request: Int
}

/// One answer scripted for `/rfc/r/{key}` (see Tests/Support/Server/rfc_cache_routes.py).
struct ScriptedAnswer: Encodable, Sendable {
    var status = 200
    var headers: [String: String] = [:]
    var value = ""
    var contentType: String?
    var gate: String?

    enum CodingKeys: String, CodingKey {
        case status, headers, value, gate
        case contentType = "content_type"
    }

    /// A `200` carrying `value` with the given headers.
    static func ok(_ value: String, _ headers: [String: String] = [:]) -> ScriptedAnswer {
        ScriptedAnswer(headers: headers, value: value)
    }

    /// A `304` with the given headers.
    static func notModified(_ headers: [String: String] = [:]) -> ScriptedAnswer {
        ScriptedAnswer(status: 304, headers: headers)
    }
}

/// One request `/rfc/r/{key}` received.
struct LoggedRequest: Decodable, Sendable {
    let method: String
    let query: String
    let headers: [String: String]

    /// Whether it was a conditional request.
    var isConditional: Bool { headers["if-none-match"] != nil || headers["if-modified-since"] != nil }
}

/// A `GET` (or another method) of `/rfc/r/{key}`.
struct ScriptedResource: NetworkJSONResourceType {
    typealias Model = ScriptedValue
    var url: URL?
    var method: HTTPMethod = .get
    var headers: [String: String] = [:]
    var cachePolicy: CachePolicy?
    var storesCredentialedResponsesOnDisk = false

    init(_ url: URL, policy: CachePolicy?) {
        self.url = url
        self.cachePolicy = policy
    }
}

/// A `HEAD` of `/rfc/r/{key}`: its model is the status code, since a `HEAD` has no body.
struct ScriptedHead: NetworkResourceType {
    typealias Model = Int
    var url: URL?
    var method: HTTPMethod { .head }
    var cachePolicy: CachePolicy?

    func model(from response: ResourceResponse) throws -> Int {
        response.head.statusCode
    }
}

/// The loopback server's scripted routes, under keys of one test's own.
struct ScriptedServer {
    let server: TestServer
    let key = "rfc\(UUID().uuidString.prefix(8))"

    init(server: TestServer? = nil) throws {
        self.server = try server ?? TestServer.shared()
    }

    /// `/rfc/r/{key}{suffix}` on this server, as `host` (`127.0.0.1` unless given) names it.
    func url(_ suffix: String = "", host: String = "127.0.0.1", userInfo: String? = nil) -> URL {
        let user = userInfo.map { "\($0)@" } ?? ""
        return URL(string: "http://\(user)\(host):\(server.port)/rfc/r/\(key)\(suffix)")!
    }

    /// A resource reading `url(suffix)` under `policy`.
    func resource(_ suffix: String = "", policy: CachePolicy? = .cacheElseNetwork(maximumAge: nil))
        -> ScriptedResource
    {
        ScriptedResource(url(suffix), policy: policy)
    }

    /// Appends `answers` to what `/rfc/r/{key}{suffix}` answers next.
    func script(_ answers: ScriptedAnswer..., suffix: String = "") async throws {
        var request = TestResource<JSONValue>(server.url("/rfc/script/\(key)\(suffix)"))
        request.method = .post
        request.body = .json(answers)
        _ = try await NetworkResourceService.withoutRetries().fetch(request)
    }

    /// Every request `/rfc/r/{key}{suffix}` received, in order.
    func log(_ suffix: String = "") async throws -> [LoggedRequest] {
        try await NetworkResourceService.withoutRetries().fetch(
            TestResource<[LoggedRequest]>(server.url("/rfc/log/\(key)\(suffix)")))
    }

    /// Returns once a request waits at the gate `name`.
    func waitForGate(_ name: String) async throws {
        _ = try await NetworkResourceService.withoutRetries().fetch(
            TestResource<JSONValue>(server.url("/rfc/gate/\(name)/arrived")))
    }

    /// Lets the requests waiting at the gate `name` go on.
    func release(_ name: String) async throws {
        var request = TestResource<JSONValue>(server.url("/rfc/gate/\(name)/release"))
        request.method = .post
        _ = try await NetworkResourceService.withoutRetries().fetch(request)
    }
}

/// The cache files in `directory`, with their bytes.
func cacheFiles(in directory: TemporaryDirectory) throws -> [Data] {
    guard FileManager.default.fileExists(atPath: directory.url.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        .filter { $0.hasSuffix(".rlcache") }
        .map { try Data(contentsOf: directory.appending($0)) }
}

import Foundation
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

@testable import ResourceLoader

/// The document the loopback server's `/cache/...` routes serve.
struct CacheDocument: Decodable, Equatable, Sendable {
    struct Item: Decodable, Equatable, Sendable {
        let id: Int
        let name: String
        let version: Int
    }

    let key: String
    let version: Int
    let items: [Item]
}

/// What `/cache/stats/{key}` reports: the answers a key got from the server.
struct CacheStats: Decodable, Equatable, Sendable {
    let full: Int
    let notModified: Int
    let conditional: Int
    let authorizations: [String?]
}

/// A `/cache/...` resource that counts how often it decodes a body.
struct CountingDocument: NetworkResourceType {
    typealias Model = CacheDocument
    var url: URL?
    var cachePolicy: CachePolicy?
    var headers: [String: String] = [:]
    var storesCredentialedResponsesOnDisk = false
    let decodes = Locked(0)

    init(_ url: URL, policy: CachePolicy?) {
        self.url = url
        self.cachePolicy = policy
    }

    func model(from response: ResourceResponse) throws -> CacheDocument {
        decodes.withLock { $0 += 1 }
        return try response.decode(CacheDocument.self)
    }
}

/// The loopback server's cache routes, each test under keys of its own.
struct CacheRoutes {
    let server: TestServer
    let key = "k\(UUID().uuidString.prefix(8))"

    init() throws {
        server = try TestServer.shared()
    }

    /// `/cache/etag/{key}` with `query` appended.
    func document(_ query: String = "", policy: CachePolicy?) -> CountingDocument {
        CountingDocument(server.url("/cache/etag/\(key)" + (query.isEmpty ? "" : "?\(query)")), policy: policy)
    }

    /// What the server counted for this test's key.
    func stats() async throws -> CacheStats {
        try await NetworkResourceService.withoutRetries().fetch(
            TestResource<CacheStats>(server.url("/cache/stats/\(key)")))
    }

    /// Raises the document's version on the server, so its validators change.
    func bump() async throws {
        var bump = TestResource<JSONValue>(server.url("/cache/bump/\(key)"))
        bump.method = .post
        _ = try await NetworkResourceService.withoutRetries().fetch(bump)
    }
}

extension NetworkResourceService {
    /// Every value `values(for:)` delivers for `resource`, in order.
    func allValues<Resource: NetworkResourceType>(for resource: Resource) async throws -> [ResourceValue<
        Resource.Model
    >] {
        var delivered: [ResourceValue<Resource.Model>] = []
        for try await value in values(for: resource) { delivered.append(value) }
        return delivered
    }
}

extension ResourceValue.Origin {
    /// The origin without its age, to compare in tests.
    var kind: String {
        switch self {
        case .cached: "cached"
        case .network: "network"
        case .revalidated: "revalidated"
        }
    }
}

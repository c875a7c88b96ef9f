// The Swift code blocks of Docs/Caching.md's service sections (policies, revalidation, privacy, invalidation),
// compiled so they cannot rot. Each block appears here verbatim, wrapped in what the prose around it assumes.
import Foundation
import ResourceLoader

enum ServiceCachingSnippets {
    struct Post: Codable, Sendable {
        let id: Int
        let title: String
    }

    struct Message: Decodable, Sendable {
        let id: Int
    }

    // Block: a resource choosing its policy.
    struct Timeline: NetworkJSONResourceType {
        typealias Model = [Post]
        var url: URL? { URL(string: "https://api.example.com/timeline") }
        var cachePolicy: CachePolicy? { .cacheThenNetwork }
    }

    // Block: privacy.
    struct Inbox: NetworkJSONResourceType {
        typealias Model = [Message]
        let token: String
        var url: URL? { URL(string: "https://api.example.com/inbox") }
        var headers: [String: String] { ["Authorization": "Bearer \(token)"] }
        var cachePolicy: CachePolicy? { .staleWhileRevalidate }
        var storesCredentialedResponsesOnDisk: Bool { true }
    }

    struct CreatePost: NetworkJSONResourceType {
        typealias Model = Post
        let title: String
        var url: URL? { URL(string: "https://api.example.com/posts") }
        var method: HTTPMethod { .post }
        var body: RequestBody? { .json(["title": title]) }
    }

    static func configure(cachesFolder: URL) -> NetworkResourceService {
        // Block: configuration.
        let service = NetworkResourceService {
            $0.responseCache = DiskCache(directory: cachesFolder.appendingPathComponent("Responses"))
            $0.cachePolicy = .cacheElseNetwork(maximumAge: nil)
        }
        return service
    }

    static func show(_ posts: [Post], note: String?) {}

    static func values(service: NetworkResourceService) async throws {
        // Block: cache then network.
        for try await value in service.values(for: Timeline()) {
            switch value.origin {
            case .cached(let age): show(value.model, note: "saved \(Int(age)) s ago")
            case .network, .revalidated: show(value.model, note: nil)
            }
        }
    }

    static func invalidation(service: NetworkResourceService) async throws {
        // Block: invalidation.
        _ = try await service.fetch(CreatePost(title: "Hello"))
        service.invalidate(urlPrefix: "https://api.example.com/posts")
        try service.invalidate(Timeline())
        service.invalidate { $0.url.contains("/drafts") }
    }

    static func invalidationStream(service: NetworkResourceService) async {
        // Block: invalidations announced.
        for await invalidation in service.invalidations() where invalidation.affects(Timeline()) {
            print("the timeline changed at \(invalidation.date)")
        }
    }
}

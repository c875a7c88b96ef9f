// The Swift code blocks of Docs/Caching.md, compiled so they cannot rot. Each block appears here verbatim,
// wrapped in a function that supplies what the prose around it assumes.
import Foundation
import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

enum CachingSnippets {
    struct User: Decodable, Sendable {
        let id: Int
        let name: String
    }

    static func keys() -> CacheKey {
        // Block: keys.
        let key = CacheKey(
            method: .get,
            url: URL(string: "HTTPS://API.Example.com:443/users?page=2#top")!,
            credentialHeaders: ["Authorization": "Bearer abc123"]
        )
        // key.url == "https://api.example.com/users?page=2"
        return key
    }

    static func storedResponse(url: URL, body: Data) -> CachedResponse {
        // Block: what is stored.
        let response = CachedResponse(
            statusCode: 200,
            url: url,
            headerFields: ["ETag": "\"v7\"", "Cache-Control": "max-age=60", "Content-Type": "application/json"],
            body: body,
            storedAt: Date()
        )
        return response
    }

    static func revalidationRequest(for response: CachedResponse, url: URL) {
        // Block: freshness.
        let freshness = response.freshness(at: Date())
        if freshness.isFresh {
            // use it without asking the server
        } else if freshness.allowsStaleWhileRevalidate {
            // show it, and revalidate in the background
        } else {
            var request = URLRequest(url: url)
            for (name, value) in response.revalidationHeaders {
                request.setValue(value, forHTTPHeaderField: name)
            }
        }
    }

    static func memoryCaches(response: CachedResponse, key: CacheKey, decodedUsers: [User]) -> (
        MemoryCache<CacheKey, CachedResponse>, CachedResponse?
    ) {
        // Block: the memory cache.
        let responses = MemoryCache<CacheKey, CachedResponse>(countLimit: 200, costLimit: 20 * 1_024 * 1_024)
        responses.storeResponse(response, for: key)
        let hit = responses.cachedResponse(for: key)

        // Block: decoded models.
        let users = MemoryCache<CacheKey, [User]>(countLimit: 50, costLimit: 50 * 1_024 * 1_024) { users in
            users.count * MemoryLayout<User>.stride
        }
        users[key] = decodedUsers
        return (responses, hit)
    }

    static func diskCache(cachesFolder: URL, response: CachedResponse, key: CacheKey) -> CachedResponse? {
        // Block: the disk cache.
        let disk = DiskCache(directory: cachesFolder.appendingPathComponent("Responses")) { configuration in
            configuration.sizeLimit = 50 * 1_024 * 1_024
            configuration.timeToLive = 7 * 24 * 60 * 60
            configuration.onError = { error in print("cache: \(error)") }
        }
        disk.storeResponse(response, for: key)
        let fromDisk = disk.cachedResponse(for: key)

        let responses = MemoryCache<CacheKey, CachedResponse>()
        // Block: removal.
        disk.removeResponses { $0.hasURLPrefix("https://api.example.com/users") }
        responses.removeResponse(for: key)
        disk.removeAll()
        return fromDisk
    }
}

import Foundation
import ResourceLoader
import Testing

@Suite("Disk cache")
struct DiskCacheTests {
    typealias Fixtures = DiskCacheFixtures

    @Test("a stored response reads back whole, also from a new instance (a relaunch)")
    func roundTrip() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let key = CacheKey(
            url: URL(string: "https://api.example.com/users?page=1")!,
            credentialHeaders: ["Authorization": "Bearer t"], variant: "en")
        let response = CachedResponse(
            statusCode: 203, url: URL(string: "https://cdn.example.com/users?page=1"),
            headerFields: ["ETag": "\"v1\"", "Cache-Control": "max-age=60", "Date": "Sat, 01 Jun 2024 12:00:00 GMT"],
            body: Data("{\"users\":[]}".utf8), storedAt: Date(timeIntervalSince1970: 1_717_243_200.25))
        let cache = DiskCache(directory: directory.url)
        cache.storeResponse(response, for: key)
        #expect(cache.cachedResponse(for: key) == response)
        #expect(cache.cachedResponse(for: Fixtures.key("users?page=1")) == nil, "another partition")

        let relaunched = DiskCache(directory: directory.url)
        #expect(relaunched.cachedResponse(for: key) == response)
        #expect(relaunched.count == 1)
        #expect(relaunched.totalSize == cache.totalSize)
    }

    @Test("the directory is created with mode 0700 and every file with mode 0600")
    func permissions() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let nested = directory.appending("a/b/Responses")
        let cache = DiskCache(directory: nested)
        cache.storeResponse(Fixtures.response(bytes: 10), for: Fixtures.key("one"))
        cache.storeResponse(Fixtures.response(bytes: 10), for: Fixtures.key("one"))
        #expect(try Fixtures.permissions(of: nested) == 0o700)
        let files = try Fixtures.cacheFiles(in: nested)
        #expect(files.count == 1)
        #expect(try Fixtures.permissions(of: cache.fileURL(for: Fixtures.key("one"))) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: nested.path) == files, "no temporary file left")
    }

    @Test("past the size limit the least recently used files are removed from disk, and a read counts as a use")
    func evictsBySize() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let probe = DiskCache(directory: directory.appending("probe"))
        probe.storeResponse(Fixtures.response(bytes: 1_000), for: Fixtures.key("a"))
        let entrySize = probe.totalSize

        let cache = DiskCache(directory: directory.appending("cache")) { $0.sizeLimit = entrySize * 3 }
        for name in ["a", "b", "c"] { cache.storeResponse(Fixtures.response(bytes: 1_000), for: Fixtures.key(name)) }
        #expect(cache.cachedResponse(for: Fixtures.key("a")) != nil)  // "b" is now the least recently used
        cache.storeResponse(Fixtures.response(bytes: 1_000), for: Fixtures.key("d"))
        #expect(cache.cachedResponse(for: Fixtures.key("b")) == nil)
        #expect(!FileManager.default.fileExists(atPath: cache.fileURL(for: Fixtures.key("b")).path))
        #expect(try Fixtures.cacheFiles(in: cache.directory).count == 3)
        #expect(cache.totalSize == entrySize * 3)

        // A bigger entry pushes out as many as it needs.
        cache.storeResponse(Fixtures.response(bytes: 2_000), for: Fixtures.key("e"))
        #expect(try Fixtures.cacheFiles(in: cache.directory).count == 2)
        #expect(cache.totalSize <= entrySize * 3)
        #expect(cache.cachedResponse(for: Fixtures.key("e")) != nil)

        // A response larger than the whole limit is not written, and removes the old entry under its key.
        cache.storeResponse(Fixtures.response(bytes: entrySize * 4), for: Fixtures.key("e"))
        #expect(cache.cachedResponse(for: Fixtures.key("e")) == nil)
        #expect(try Fixtures.cacheFiles(in: cache.directory).count == 1)
    }

    @Test("a relaunch with a smaller limit evicts the files least recently used before it")
    func relaunchEvictsByModificationDate() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let cache = DiskCache(directory: directory.url)
        for name in ["a", "b", "c"] { cache.storeResponse(Fixtures.response(bytes: 500), for: Fixtures.key(name)) }
        let entrySize = cache.totalSize / 3
        // Modification dates set apart by hand: a second apart, "b" oldest, then "c", then "a".
        for (offset, name) in ["b", "c", "a"].enumerated() {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: Double(offset) - 100)],
                ofItemAtPath: cache.fileURL(for: Fixtures.key(name)).path)
        }
        let relaunched = DiskCache(directory: directory.url) { $0.sizeLimit = entrySize * 2 }
        #expect(relaunched.count == 2)
        #expect(relaunched.cachedResponse(for: Fixtures.key("b")) == nil)
        #expect(relaunched.cachedResponse(for: Fixtures.key("c")) != nil)
        #expect(relaunched.cachedResponse(for: Fixtures.key("a")) != nil)
    }

    @Test("past the time-to-live, by the injected clock, an entry is a miss and its file is removed")
    func timeToLive() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let clock = ManualClock()
        let cache = DiskCache(directory: directory.url) { configuration in
            configuration.timeToLive = 60
            configuration.now = { clock.now }
        }
        cache.storeResponse(Fixtures.response(bytes: 10, storedAt: clock.now), for: Fixtures.key("a"))
        clock.advance(by: 60)
        #expect(cache.cachedResponse(for: Fixtures.key("a")) != nil)
        clock.advance(by: 1)
        #expect(cache.cachedResponse(for: Fixtures.key("a")) == nil)
        #expect(try Fixtures.cacheFiles(in: directory.url).isEmpty)
        #expect(cache.totalSize == 0)
    }

    @Test("a no-store response is never written")
    func noStore() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let cache = DiskCache(directory: directory.url)
        cache.storeResponse(
            Fixtures.response(bytes: 10, headers: ["Cache-Control": "no-store"]), for: Fixtures.key("a"))
        #expect(cache.cachedResponse(for: Fixtures.key("a")) == nil)
        #expect(try Fixtures.cacheFiles(in: directory.url).isEmpty)
    }

    @Test("removal by key, by a predicate over keys (a URL prefix) and of everything; foreign files stay")
    func removal() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let cache = DiskCache(directory: directory.url)
        for name in ["users/1", "users/2", "posts/1", "posts/2"] {
            cache.storeResponse(Fixtures.response(bytes: 10), for: Fixtures.key(name))
        }
        let notes = directory.appending("notes.txt")
        try Data("mine".utf8).write(to: notes)

        cache.removeResponses { $0.hasURLPrefix("https://api.example.com/users/") }
        #expect(cache.count == 2)
        #expect(cache.cachedResponse(for: Fixtures.key("users/1")) == nil)
        cache.removeResponse(for: Fixtures.key("posts/1"))
        #expect(
            try Fixtures.cacheFiles(in: directory.url) == [
                cache.fileURL(for: Fixtures.key("posts/2")).lastPathComponent
            ])
        cache.removeAll()
        #expect(try Fixtures.cacheFiles(in: directory.url).isEmpty)
        #expect(cache.count == 0)
        #expect(FileManager.default.fileExists(atPath: notes.path))
        cache.storeResponse(Fixtures.response(bytes: 10), for: Fixtures.key("again"))
        #expect(cache.cachedResponse(for: Fixtures.key("again")) != nil)
    }

    @Test("a directory removed behind the cache's back is created again by the next write")
    func directoryRemovedExternally() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let log = ErrorLog()
        let cache = DiskCache(directory: directory.url) { $0.onError = log.record }
        cache.storeResponse(Fixtures.response(bytes: 10), for: Fixtures.key("a"))
        try FileManager.default.removeItem(at: directory.url)

        #expect(cache.cachedResponse(for: Fixtures.key("a")) == nil)
        cache.storeResponse(Fixtures.response(bytes: 10), for: Fixtures.key("b"))
        #expect(cache.cachedResponse(for: Fixtures.key("b")) != nil)
        #expect(try Fixtures.permissions(of: directory.url) == 0o700)
        #expect(cache.count == 1)
        #expect(log.corruptFilesRemoved == 0)
        #expect(log.all.count == 1, "the failed read of a is reported: \(log.all)")
    }

    @Test("keys whose file names collide never read each other's responses")
    func hashCollision() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let colliding: @Sendable (String) -> [UInt8] = { _ in [0xAB] }
        let cache = DiskCache(directory: directory.url) { $0.keyHash = colliding }
        cache.storeResponse(Fixtures.response(bytes: 10, fill: 1), for: Fixtures.key("a"))
        cache.storeResponse(Fixtures.response(bytes: 10, fill: 2), for: Fixtures.key("b"))
        #expect(cache.cachedResponse(for: Fixtures.key("a")) == nil)
        #expect(cache.cachedResponse(for: Fixtures.key("b"))?.body.first == 2)
        cache.removeResponse(for: Fixtures.key("a"))
        #expect(cache.cachedResponse(for: Fixtures.key("b")) != nil, "removing a key does not remove its collider")

        // Two instances on one directory: the second overwrites the file the first's index says holds "a", so
        // only the key stored in the file can tell them apart.
        let first = DiskCache(directory: directory.appending("shared")) { $0.keyHash = colliding }
        let second = DiskCache(directory: directory.appending("shared")) { $0.keyHash = colliding }
        #expect(first.count == 0 && second.count == 0)
        first.storeResponse(Fixtures.response(bytes: 10, fill: 1), for: Fixtures.key("a"))
        second.storeResponse(Fixtures.response(bytes: 10, fill: 2), for: Fixtures.key("b"))
        #expect(first.cachedResponse(for: Fixtures.key("a")) == nil)
        #expect(second.cachedResponse(for: Fixtures.key("b"))?.body.first == 2, "the other key's file is kept")
    }
}

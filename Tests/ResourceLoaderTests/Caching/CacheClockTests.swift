import Foundation
import ResourceLoaderTestSupport
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One user at a fixed URL, read with the cache policy the test gives.
private struct CachedUser: NetworkJSONResourceType {
    typealias Model = User
    var cachePolicy: CachePolicy?
    var id = 1
    var url: URL? { URL(string: "https://api.test/users/\(id)") }
}

/// A response of user 1 named `name`, as the cache keeps it, stored at `storedAt`.
private func stored(_ name: String, storedAt: Date, headers: [String: String] = [:]) throws -> CachedResponse {
    CachedResponse(
        statusCode: 200, url: URL(string: "https://api.test/users/1"),
        headerFields: headers.merging(["Content-Type": "application/json"]) { kept, _ in kept },
        body: try JSONEncoder().encode(User(id: 1, name: name)), storedAt: storedAt)
}

private let userKey = CacheKey(request: URLRequest(url: URL(string: "https://api.test/users/1")!))!

/// A day after now: a time an entry gets when the device clock ran ahead and was then set back.
private var aDayAhead: Date { Date().addingTimeInterval(86_400) }

/// The names `values(for:)` delivers for `resource`, in order.
private func names(_ service: NetworkResourceService, _ resource: CachedUser) async throws -> [String] {
    try await service.allValues(for: resource).map(\.model.name)
}

@Suite("The response cache after the device clock moves back (#36)")
struct CacheClockTests {
    @Test(
        "an entry stored while the clock ran ahead does not refuse newer answers: the memory cache takes the next 200")
    func memoryCacheTakesNewerAnswerAfterClockMovedBack() async throws {
        let memory = MemoryCache<CacheKey, CachedResponse>()
        memory.storeResponse(try stored("ahead", storedAt: aDayAhead), for: userKey)
        let loader = ScriptedDataLoader()
        loader.enqueue(try .json(User(id: 1, name: "new")), try .json(User(id: 1, name: "newer")))
        let service = loader.makeService { $0.responseCache = memory }
        let resource = CachedUser(cachePolicy: .cacheThenNetwork)

        #expect(try await names(service, resource) == ["ahead", "new"])
        #expect(try await names(service, resource) == ["new", "newer"], "the cache shows the last answer first")
        #expect(
            memory.cachedResponse(for: userKey).map { String(decoding: $0.body, as: UTF8.self) }?.contains("newer")
                == true)
    }

    @Test("a disk entry stored while the clock ran ahead, in an earlier launch, is replaced by this launch's answer")
    func diskCacheTakesNewerAnswerAcrossLaunches() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        DiskCache(directory: directory.url).storeResponse(try stored("ahead", storedAt: aDayAhead), for: userKey)
        let resource = CachedUser(cachePolicy: .cacheThenNetwork)

        for (launch, expected) in [["ahead", "first launch"], ["first launch", "second launch"]].enumerated() {
            let loader = ScriptedDataLoader()
            loader.enqueue(try .json(User(id: 1, name: expected[1])))
            let service = loader.makeService { $0.responseCache = DiskCache(directory: directory.url) }
            #expect(try await names(service, resource) == expected, "launch \(launch)")
        }
    }

    @Test("a stored time in the future is not trusted: a fresh-looking entry is revalidated before it is used")
    func futureEntryIsRevalidated() async throws {
        let memory = MemoryCache<CacheKey, CachedResponse>()
        memory.storeResponse(
            try stored("ahead", storedAt: aDayAhead, headers: ["Cache-Control": "max-age=3600"]), for: userKey)
        let loader = ScriptedDataLoader()
        loader.enqueue(try .json(User(id: 1, name: "new"), headers: ["Cache-Control": "max-age=3600"]))
        let service = loader.makeService { $0.responseCache = memory }

        let user = try await service.fetch(CachedUser(cachePolicy: .cacheElseNetwork(maximumAge: nil)))

        #expect(user.name == "new")
        #expect(loader.callCount == 1, "the server was asked")
        let again = try await service.fetch(CachedUser(cachePolicy: .cacheElseNetwork(maximumAge: nil)))
        #expect(again.name == "new" && loader.callCount == 1, "the answer, stored now, is fresh")
    }

    @Test("a disk entry with a time-to-live whose stored time is in the future is a miss, and its file is removed")
    func diskEntryFromTheFutureOutlivesNoTimeToLive() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let clock = ManualClock()
        let cache = DiskCache(directory: directory.url) { configuration in
            configuration.timeToLive = 60
            configuration.now = { clock.now }
        }
        cache.storeResponse(try stored("ahead", storedAt: clock.now.addingTimeInterval(86_400)), for: userKey)
        let now = DiskCacheFixtures.key("now")
        cache.storeResponse(try stored("now", storedAt: clock.now), for: now)

        #expect(cache.cachedResponse(for: userKey) == nil)
        #expect(cache.cachedResponse(for: now) != nil, "an entry of age 0 is within the time-to-live")
        #expect(try DiskCacheFixtures.cacheFiles(in: directory.url) == [cache.fileURL(for: now).lastPathComponent])
    }

    @Test(
        "an answer read back from this launch's disk cache keeps its place: a late answer asked for earlier is dropped")
    func diskEntryOfThisLaunchKeepsItsOrder() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let loader = ScriptedDataLoader()
        let gate = AsyncGate()
        let usersOne = URL(string: "https://api.test/users/1")!
        loader.respond(
            to: usersOne, with: try .json(User(id: 1, name: "asked first")).held(until: gate),
            try .json(User(id: 1, name: "asked second")))
        loader.respond(to: URL(string: "https://api.test/users/2")!, with: try .json(User(id: 2, name: "other")))
        let service = loader.makeService {
            $0.responseCache = DiskCache(directory: directory.url)
            $0.decodedModelCountLimit = 1
            $0.coalescesRequests = false
        }
        let asking = CachedUser(cachePolicy: .cacheElseNetwork(maximumAge: 0))

        let first = Task { try await service.fetch(asking) }
        await loader.waitForRequests(1)
        #expect(try await service.fetch(asking).name == "asked second")
        _ = try await service.fetch(CachedUser(cachePolicy: .cacheElseNetwork(maximumAge: 0), id: 2))  // evicts model 1
        #expect(try await service.fetch(CachedUser(cachePolicy: .cacheOnly)).name == "asked second", "read from disk")
        gate.open()
        _ = try await first.value

        #expect(try await service.fetch(CachedUser(cachePolicy: .cacheOnly)).name == "asked second")
    }
}

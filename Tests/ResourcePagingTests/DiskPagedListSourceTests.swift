import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import ResourceSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A row as a later version of an app might model it: a field the saved rows lack.
private struct RowWithEmail: Codable, Identifiable, Equatable, Sendable {
    var id: Int
    var name: String
    var email: String
}

/// The offset list, fetched with a bearer token; opts in to disk when asked.
private struct PrivateRows: PaginatedResource {
    typealias Item = Row
    var token: String
    var optsIn = false
    var baseURL: URL? { InMemoryListAPI.baseURL }
    var path: String { "offset" }
    var headers: [String: String] { ["Authorization": "Bearer \(token)"] }
    var collectionKeyPath: String? { "data.items" }
    var paging: OffsetPaging { OffsetPaging(limit: 10, totalField: .value(at: "total")) }
    var storesCredentialedResponsesOnDisk: Bool { optsIn }
}

/// The offset list with a fixed query item: another list at the same path.
private struct FilteredRows: PaginatedResource {
    typealias Item = Row
    var baseURL: URL? { InMemoryListAPI.baseURL }
    var path: String { "offset" }
    var queryItems: [QueryItem] { [QueryItem(name: "filter", value: "odd")] }
    var collectionKeyPath: String? { "data.items" }
    var paging: OffsetPaging { OffsetPaging(limit: 10, totalField: .value(at: "total")) }
}

/// A temporary cache directory, removed by `remove()`, and what the caches in it reported.
private struct TemporaryCache {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("paged-list-disk-\(UUID().uuidString)", isDirectory: true)
    let reported = Locked<[String]>([])

    /// A new cache instance over the directory, as a relaunched app would make.
    func make(now: @escaping @Sendable () -> Date = { Date() }, timeToLive: TimeInterval? = nil) -> DiskCache {
        let reported = self.reported
        return DiskCache(directory: directory) { configuration in
            configuration.now = now
            configuration.timeToLive = timeToLive
            configuration.onError = { error in reported.withLock { $0.append(error.description) } }
        }
    }

    /// The cache files in the directory.
    func files() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".rlcache") }
            .map { directory.appendingPathComponent($0) }
    }

    /// Replaces `old` by `new` (of the same length) in the one cache file, keeping its framing intact.
    func edit(replacing old: String, with new: String) throws {
        let file = try #require(try files().first)
        let data = try Data(contentsOf: file)
        let range = try #require(data.range(of: Data(old.utf8)))
        var edited = data
        edited.replaceSubrange(range, with: Data(new.utf8))
        try edited.write(to: file)
    }

    func remove() throws {
        try FileManager.default.removeItem(at: directory)
    }
}

@MainActor
@Suite("PagedList over the disk cache")
struct DiskPagedListSourceTests {
    private func savedList() -> SavedPagedList<Row, Int> {
        SavedPagedList(
            pages: [
                Page(key: 0, items: [Row(id: 1, name: "One"), Row(id: 2, name: "Two")], nextKey: 2, previousKey: nil),
                Page(key: 2, items: [Row(id: 3, name: "Thrée")], nextKey: nil, previousKey: 0),
            ],
            anchor: 2, savedAt: Date(timeIntervalSince1970: 1_700_000_000.5))
    }

    @Test("a saved list reads back equal from a new cache instance, in a 0600 file in a 0700 directory")
    func roundTrip() async throws {
        let temporary = TemporaryCache()
        defer { #expect(throws: Never.self) { try temporary.remove() } }
        let saved = savedList()
        try await DiskPagedListSource(resource: Rows.Offset(), cache: temporary.make()).save(saved)

        let read = try await DiskPagedListSource(resource: Rows.Offset(), cache: temporary.make()).loadSavedList()
        let list = try #require(read)
        #expect(list.pages == saved.pages)
        #expect(list.anchor == 2)
        #expect(list.savedAt == saved.savedAt)
        let file = try #require(try temporary.files().first)
        let fileMode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        let directoryMode =
            try FileManager.default.attributesOfItem(atPath: temporary.directory.path)[.posixPermissions] as? Int
        #expect(fileMode == 0o600)
        #expect(directoryMode == 0o700)
        #expect(temporary.reported.value.isEmpty)
    }

    @Test("relaunch: a second list shows the cached rows first (cachedAt set), then the sync's changes")
    func relaunch() async throws {
        let temporary = TemporaryCache()
        defer { #expect(throws: Never.self) { try temporary.remove() } }
        let api = InMemoryListAPI(count: 30)
        let service = NetworkResourceService.paging(api.loader)
        let first = PagedList(resource: Rows.Offset(), service: service, diskCache: temporary.make())
        await first.start()
        await first.loadNextPage()
        #expect(first.snapshot.itemIdentifiers == Array(1...20))

        api.mutate { rows in
            rows.removeAll { $0.id == 3 }
            rows[rows.firstIndex { $0.id == 5 }!].name = "Row 5, edited"
            rows.insert(Row(id: 100, name: "New"), at: 0)
        }
        let second = PagedList(resource: Rows.Offset(), service: service, diskCache: temporary.make())
        let consumer = RecordingListConsumer<SingleSection, Int>()
        second.onUpdate = { consumer.receive($0) }
        await second.start()

        let cached = try #require(consumer.updates.first)
        #expect(cached.snapshot.itemIdentifiers == Array(1...20))
        #expect(cached.state.cachedAt != nil)
        #expect(cached.state.isStale)
        let sync = try #require(consumer.updates.dropFirst().first { $0.diff.changesLayout })
        #expect(sync.diff.itemInserts.map(\.id) == [100])
        #expect(sync.diff.itemDeletes.map(\.id) == [3])
        #expect(sync.diff.itemReconfigures.map(\.id) == [5])
        #expect(second.state.cachedAt == nil)
        #expect(consumer.mismatches.isEmpty)
        #expect(temporary.reported.value.isEmpty)
    }

    @Test("a saved list whose JSON no longer decodes is a miss: removed and reported, and the list loads")
    func corruptEntry() async throws {
        let temporary = TemporaryCache()
        defer { #expect(throws: Never.self) { try temporary.remove() } }
        try await DiskPagedListSource(resource: Rows.Offset(), cache: temporary.make()).save(savedList())
        try temporary.edit(replacing: #""pages":["#, with: #""pages":{"#)

        let api = InMemoryListAPI(count: 5)
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), diskCache: temporary.make())
        let consumer = RecordingListConsumer<SingleSection, Int>()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        #expect(list.localSourceError == nil)
        #expect(consumer.updates.allSatisfy { $0.state.cachedAt == nil })
        #expect(list.snapshot.itemIdentifiers == Array(1...5))
        #expect(temporary.reported.value.contains { $0.contains("removed corrupt cache file") })
    }

    @Test("a damaged cache file (bytes of the frame changed) is a miss that removes it")
    func damagedFile() async throws {
        let temporary = TemporaryCache()
        defer { #expect(throws: Never.self) { try temporary.remove() } }
        try await DiskPagedListSource(resource: Rows.Offset(), cache: temporary.make()).save(savedList())
        let file = try #require(try temporary.files().first)
        let data = try Data(contentsOf: file)
        try data.prefix(data.count / 2).write(to: file)

        let read = try await DiskPagedListSource(resource: Rows.Offset(), cache: temporary.make()).loadSavedList()
        #expect(read == nil)
        #expect(try temporary.files().isEmpty)
    }

    @Test("a list saved in another format version is a miss, and its entry is removed")
    func wrongVersion() async throws {
        let temporary = TemporaryCache()
        defer { #expect(throws: Never.self) { try temporary.remove() } }
        try await DiskPagedListSource(resource: Rows.Offset(), cache: temporary.make()).save(savedList())
        try temporary.edit(replacing: #""version":1"#, with: #""version":7"#)

        let cache = temporary.make()
        let read = try await DiskPagedListSource(resource: Rows.Offset(), cache: cache).loadSavedList()
        #expect(read == nil)
        #expect(cache.count == 0)
        #expect(try temporary.files().isEmpty)
        #expect(temporary.reported.value.contains { $0.contains("saved list format 7") })
    }

    @Test("rows saved before the model changed are decoded again and miss; the entry is removed")
    func modelChange() async throws {
        let temporary = TemporaryCache()
        defer { #expect(throws: Never.self) { try temporary.remove() } }
        let key = CacheKey(url: URL(string: "https://api.test/rows")!)
        try await DiskPagedListSource<Row, Int>(cache: temporary.make(), key: key).save(savedList())

        let cache = temporary.make()
        let read = try await DiskPagedListSource<RowWithEmail, Int>(cache: cache, key: key).loadSavedList()
        #expect(read == nil)
        #expect(cache.count == 0)
    }

    @Test("pages that do not follow one another are not restored")
    func pagesOutOfOrder() throws {
        let json = #"{"version":1,"savedAt":0,"pages":[{"key":0,"items":[],"nextKey":10},{"key":20,"items":[]}]}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SavedPagedList<Row, Int>.self, from: Data(json.utf8))
        }
    }

    @Test("two lists (another path, another query) keep apart entries")
    func twoListsApart() async throws {
        let temporary = TemporaryCache()
        defer { #expect(throws: Never.self) { try temporary.remove() } }
        let cache = temporary.make()
        let offset = DiskPagedListSource(resource: Rows.Offset(), cache: cache)
        let filtered = DiskPagedListSource(resource: FilteredRows(), cache: cache)
        let pages = DiskPagedListSource(resource: Rows.Pages(), cache: cache)
        try await offset.save(savedList())
        #expect(try await filtered.loadSavedList() == nil)
        #expect(try await pages.loadSavedList() == nil)
        var other = savedList()
        other.pages.removeLast()
        other.pages[0].nextKey = nil
        try await filtered.save(other)
        #expect(try await offset.loadSavedList()?.pages.count == 2)
        #expect(try await filtered.loadSavedList()?.pages.count == 1)
        #expect(cache.count == 2)
    }

    @Test("a credentialed list is kept on disk only when it opts in, and only for the same credential")
    func credentials() async throws {
        let temporary = TemporaryCache()
        defer { #expect(throws: Never.self) { try temporary.remove() } }
        let cache = temporary.make()
        let private1 = DiskPagedListSource(resource: PrivateRows(token: "a"), cache: cache)
        try await private1.save(savedList())
        #expect(cache.count == 0)
        #expect(try await private1.loadSavedList() == nil)

        let optedIn = DiskPagedListSource(resource: PrivateRows(token: "a", optsIn: true), cache: cache)
        try await optedIn.save(savedList())
        #expect(cache.count == 1)
        #expect(try await optedIn.loadSavedList() != nil)
        let otherToken = DiskPagedListSource(resource: PrivateRows(token: "b", optsIn: true), cache: cache)
        #expect(try await otherToken.loadSavedList() == nil)
        let file = try #require(try temporary.files().first)
        #expect(try Data(contentsOf: file).range(of: Data("Bearer".utf8)) == nil)
        // Opting out again: the next save removes what was kept.
        try await private1.save(savedList())
        #expect(cache.count == 0)
    }

    @Test("the service's authenticator partitions the entry like a resource's own header")
    func authenticatorPartition() async throws {
        struct Token: Authenticating {
            let value: String
            var origin: URL? { InMemoryListAPI.baseURL }
            func authenticate(_ request: inout URLRequest) async throws {
                request.setValue("Bearer \(value)", forHTTPHeaderField: "Authorization")
            }
            func refreshCredentials() async throws {}
        }
        let temporary = TemporaryCache()
        defer { #expect(throws: Never.self) { try temporary.remove() } }
        let cache = temporary.make()
        let api = InMemoryListAPI(count: 3)
        let signed = NetworkResourceService {
            $0.dataLoader = api.loader
            $0.authenticator = Token(value: "a")
        }
        try await DiskPagedListSource(resource: Rows.Offset(), service: signed, cache: cache).save(savedList())
        #expect(cache.count == 0)
        let key = try #require(try await signed.cacheKey(for: Rows.Offset()))
        #expect(key.partition != nil)
    }

    @Test("a saved list older than the cache's time-to-live is a miss")
    func timeToLive() async throws {
        let temporary = TemporaryCache()
        defer { #expect(throws: Never.self) { try temporary.remove() } }
        let now = Locked(Date(timeIntervalSince1970: 1_700_000_000))
        let cache = temporary.make(now: { now.value }, timeToLive: 60)
        let source = DiskPagedListSource(resource: Rows.Offset(), cache: cache)
        var saved = savedList()
        saved.savedAt = now.value
        try await source.save(saved)
        now.withLock { $0 += 30 }
        #expect(try await source.loadSavedList() != nil)
        now.withLock { $0 += 31 }
        #expect(try await source.loadSavedList() == nil)
    }

    @Test("while a remote search is shown, the list's saved pages stay those from before the search")
    func searchIsNotSaved() async throws {
        let api = InMemoryListAPI(count: 30)
        let source = MemoryLocalSource<Row, Int>()
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), localSource: source)
        list.searchFields = { [$0.name] }
        list.remoteSearchDelay = 0
        await list.start()
        await list.search("Row 2").value
        #expect(list.state.searchText == "Row 2")
        await list.refresh()
        await list.loadNextPage()
        let saved = try #require(await source.saved)
        #expect(saved.pages.flatMap(\.items).map(\.id) == Array(1...10))
    }
}

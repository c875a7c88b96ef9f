import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

/// The server's `/invalidation/{key}/rows`: rows newest first, three a page, one ETag for the whole list.
private struct InvalidatedRows: PaginatedResource {
    typealias Item = Row
    let server: TestServer
    let key: String
    var url: URL? { server.url("/invalidation/\(key)/rows") }
    var collectionKeyPath: String? { "items" }
    var paging: PageNumberPaging { PageNumberPaging(pageSize: 3, totalPagesField: .value(at: "total_pages")) }
    var cachePolicy: CachePolicy? { .cacheElseNetwork(maximumAge: nil) }
}

/// The mutation: a new row at the head of the list.
private struct AddRow: NetworkJSONResourceType {
    struct Added: Decodable, Sendable { let id: Int }
    typealias Model = Added
    let server: TestServer
    let key: String
    var url: URL? { server.url("/invalidation/\(key)/rows") }
    var method: HTTPMethod { .post }
}

private struct InvalidationStats: Decodable, Sendable {
    let requests: Int
    let full: Int
    let notModified: Int
    let conditional: Int
}

private struct StatsResource: NetworkJSONResourceType {
    typealias Model = InvalidationStats
    let server: TestServer
    let key: String
    var url: URL? { server.url("/invalidation/\(key)/stats") }
}

/// A list, its service and a stream of the list's handled invalidations (whether each concerned the list).
@MainActor
private struct Fixture {
    let server: TestServer
    let key = "list\(UUID().uuidString.prefix(8))"
    let service = NetworkResourceService { $0.retryPolicy = .never }
    let list: PagedList<InvalidatedRows, SingleSection>
    let consumer = RecordingListConsumer<SingleSection, Int>()
    let handled: AsyncStream<Bool>

    init() throws {
        server = try TestServer.shared()
        list = PagedList(resource: InvalidatedRows(server: server, key: key), service: service)
        let (handled, continuation) = AsyncStream.makeStream(of: Bool.self)
        self.handled = handled
        list.onInvalidationHandled = { continuation.yield($0) }
        list.onUpdate = { [consumer] in consumer.receive($0) }
    }

    var listPrefix: String { server.url("/invalidation/\(key)/").absoluteString }

    func addRow() async throws -> Int {
        try await service.fetch(AddRow(server: server, key: key)).id
    }

    func stats() async throws -> InvalidationStats {
        try await service.fetch(StatsResource(server: server, key: key))
    }

    /// The updates since the first `count` whose rows changed.
    func rowChanges(after count: Int) -> [ListUpdate<SingleSection, Int>] {
        consumer.updates.dropFirst(count).filter { !$0.diff.isEmpty }
    }
}

@MainActor
@Suite("PagedList refreshes when the service invalidates its pages")
struct PagedListInvalidationTests {
    @Test("after a mutation, invalidate(urlPrefix:) shows the new row in one update, revalidated with If-None-Match")
    func invalidatedListRefreshes() async throws {
        let fixture = try Fixture()
        var handled = fixture.handled.makeAsyncIterator()
        await fixture.list.start()
        #expect(fixture.list.snapshot.itemIdentifiers == [6, 5, 4])
        #expect(try await fixture.addRow() == 7)
        await fixture.list.refresh()
        #expect(fixture.list.snapshot.itemIdentifiers == [6, 5, 4], "without an invalidation the cache answers")
        let seen = fixture.consumer.updates.count

        fixture.service.invalidate(urlPrefix: fixture.listPrefix)
        #expect(await handled.next() == true)

        #expect(fixture.list.snapshot.itemIdentifiers == [7, 6, 5, 4], "row 4, pushed out of page 1, stays listed")
        let changes = fixture.rowChanges(after: seen)
        #expect(changes.count == 1, "the new rows arrive in one update")
        #expect(changes.first?.diff.itemInserts.map(\.id) == [7])
        #expect(changes.first?.diff.itemDeletes.map(\.id) == [])
        #expect(
            !fixture.consumer.updates.dropFirst(seen).contains { $0.state.isStale || $0.state.refresh.isLoading },
            "a background check: the old rows stay, never shown loading")
        #expect(!fixture.list.state.isStale)
        #expect(fixture.consumer.mismatches.isEmpty)
        let stats = try await fixture.stats()
        #expect(
            stats.requests == 3,
            "the start, the refresh and its re-read of the page after the first; the plain refresh was answered by the cache"
        )
        #expect(
            stats.conditional == 2, "the invalidated page and the page after it were revalidated with If-None-Match")
        #expect(stats.full == 2)
    }

    @Test("invalidatePages(of:) with the list's resource marks its pages stale and the list refreshes")
    func invalidatePagesOfListRefreshes() async throws {
        let fixture = try Fixture()
        var handled = fixture.handled.makeAsyncIterator()
        await fixture.list.start()
        #expect(try await fixture.addRow() == 7)

        try fixture.service.invalidatePages(of: fixture.list.paginator.resource)
        #expect(await handled.next() == true)

        #expect(fixture.list.snapshot.itemIdentifiers == [7, 6, 5, 4])
        #expect(try await fixture.stats().conditional == 2, "the cached page and the page after it were revalidated")
        #expect(fixture.consumer.mismatches.isEmpty)
    }

    @Test("an invalidation of other URLs does not refresh the list")
    func unrelatedInvalidationIsIgnored() async throws {
        let fixture = try Fixture()
        var handled = fixture.handled.makeAsyncIterator()
        await fixture.list.start()
        _ = try await fixture.addRow()
        let seen = fixture.consumer.updates.count

        fixture.service.invalidate(urlPrefix: fixture.server.url("/invalidation/other-\(fixture.key)/").absoluteString)
        #expect(await handled.next() == false)
        fixture.service.invalidate { $0.url.hasSuffix("/users") }
        #expect(await handled.next() == false)

        #expect(fixture.consumer.updates.count == seen, "no update at all")
        #expect(fixture.list.snapshot.itemIdentifiers == [6, 5, 4])
        #expect(try await fixture.stats().requests == 1)
    }

    @Test("a burst of invalidations of the list's pages makes one refresh")
    func burstMakesOneRefresh() async throws {
        let fixture = try Fixture()
        var handled = fixture.handled.makeAsyncIterator()
        // Refreshes are counted as they show loading: background checks are shown here.
        fixture.list.showsBackgroundChecks = true
        await fixture.list.start()
        await fixture.list.loadNextPage()
        #expect(fixture.list.snapshot.itemIdentifiers == [6, 5, 4, 3, 2, 1])
        _ = try await fixture.addRow()
        let resource = fixture.list.paginator.resource
        let seen = fixture.consumer.updates.count

        fixture.service.invalidate(urlPrefix: fixture.listPrefix)
        try fixture.service.invalidate(resource.page(at: 1))
        try fixture.service.invalidate(resource.page(at: 2))
        fixture.service.invalidate { $0.url.contains("/invalidation/\(fixture.key)/") }
        fixture.service.invalidate(urlPrefix: fixture.listPrefix)
        for _ in 0..<5 { #expect(await handled.next() == true) }

        let loading = fixture.consumer.updates.dropFirst(seen - 1).map(\.state.refresh.isLoading)
        let refreshes = zip(loading, loading.dropFirst()).filter { !$0 && $1 }.count
        #expect(refreshes == 1, "one refresh started")
        // Two pages, then one refresh (its re-reads of the pages after the first may still be on their way).
        let requests = try await fixture.stats().requests
        #expect((3...5).contains(requests), "two pages, then one refresh: \(requests) requests")
        #expect(fixture.list.snapshot.itemIdentifiers.prefix(3) == [7, 6, 5])
        #expect(fixture.consumer.mismatches.isEmpty)
    }

    // The time limit turns a refresh that never comes into a failure, not a hung run.
    @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
    @Test("a hidden list waits to be shown again, then refreshes", .timeLimit(.minutes(1)))
    func hiddenListRefreshesWhenShown() async throws {
        let fixture = try Fixture()
        var handled = fixture.handled.makeAsyncIterator()
        await fixture.list.start()
        _ = try await fixture.addRow()
        fixture.list.isShown = false

        fixture.service.invalidate(urlPrefix: fixture.listPrefix)
        #expect(await handled.next() == true)
        #expect(try await fixture.stats().requests == 1, "nothing loads while hidden")
        #expect(fixture.list.snapshot.itemIdentifiers == [6, 5, 4])

        var updates = fixture.list.updates().makeAsyncIterator()
        fixture.list.isShown = true
        while let update = await updates.next(), !update.snapshot.contains(item: 7) || update.state.isStale {}
        #expect(fixture.list.snapshot.itemIdentifiers == [7, 6, 5, 4])
        // The refreshed page was revalidated; the refresh's re-read of the page after it may still be on its way.
        #expect(try await fixture.stats().conditional >= 1)
    }

    @Test("a released list stops observing its service")
    func releasedListStopsObserving() async throws {
        let server = try TestServer.shared()
        let service = NetworkResourceService { $0.retryPolicy = .never }
        weak var released: PagedList<InvalidatedRows, SingleSection>?
        let observer: Task<Void, Never>?
        do {
            let list = PagedList(
                resource: InvalidatedRows(server: server, key: "released\(UUID().uuidString.prefix(8))"),
                service: service)
            let (handled, continuation) = AsyncStream.makeStream(of: Bool.self)
            list.onInvalidationHandled = { continuation.yield($0) }
            await list.start()
            #expect(service.invalidationObserverCount == 1)
            service.invalidate(urlPrefix: "https://elsewhere.example/")
            var iterator = handled.makeAsyncIterator()
            #expect(await iterator.next() == false)
            released = list
            observer = list.invalidationObserver
        }
        #expect(released == nil, "the observation holds the list weakly")
        await observer?.value
        #expect(service.invalidationObserverCount == 0, "its reading ended with it, and so did its stream")
    }
}

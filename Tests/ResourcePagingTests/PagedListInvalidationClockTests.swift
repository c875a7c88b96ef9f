import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

/// A service over another that announces the invalidations the test yields, so that a test can make one whose time
/// the device clock set back.
private struct AnnouncingService: ResourceService {
    let base: NetworkResourceService
    let announcements: AsyncStream<CacheInvalidation>

    func fetch<Resource: NetworkResourceType>(_ resource: Resource) async throws(ResourceError) -> Resource.Model {
        try await base.fetch(resource)
    }

    func invalidations() -> AsyncStream<CacheInvalidation> {
        announcements
    }
}

@MainActor
@Suite("PagedList invalidations after the device clock moves back (#36)", .timeLimit(.minutes(1)))
struct PagedListInvalidationClockTests {
    @Test(
        "an invalidation made after the list's last refresh refreshes it, even when the clock set back dates it earlier"
    )
    func laterInvalidationWithEarlierTimeRefreshes() async throws {
        let api = InMemoryListAPI(count: 3)
        let (announcements, announce) = AsyncStream.makeStream(of: CacheInvalidation.self)
        let list = PagedList(
            resource: Rows.Pages(size: 10),
            service: AnnouncingService(base: api.loader.makeService(), announcements: announcements))
        let (handled, handledContinuation) = AsyncStream.makeStream(of: Bool.self)
        var handledIterator = handled.makeAsyncIterator()
        list.onInvalidationHandled = { handledContinuation.yield($0) }
        await list.start()

        announce.yield(CacheInvalidation { _ in true })
        #expect(await handledIterator.next() == true)
        let afterFirstRefresh = api.loader.callCount
        api.mutate { $0.insert(Row(id: 99, name: "New"), at: 0) }
        // The clock is set back an hour: the next invalidation, made later, carries an earlier time.
        announce.yield(CacheInvalidation(date: Date().addingTimeInterval(-3_600)) { _ in true })
        #expect(await handledIterator.next() == true)

        #expect(api.loader.callCount > afterFirstRefresh, "the later invalidation asked the server again")
        #expect(list.snapshot.itemIdentifiers.first == 99)
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

@MainActor
@Suite("PagedList placeholders")
struct PagedListPlaceholdersTests {
    typealias Consumer = RecordingListConsumer<SingleSection, Int>

    /// Holds every request whose query contains `text` until the test opens the gate.
    func hold(_ api: InMemoryListAPI, requestsContaining text: String) -> AsyncGate {
        let gate = AsyncGate()
        api.setHook { request in
            if request.url?.query?.contains(text) == true { await gate.wait() }
        }
        return gate
    }

    func makeList<Resource: PaginatedResource>(
        _ resource: Resource, _ api: InMemoryListAPI, maximumPages: Int? = nil
    ) -> (PagedList<Resource, SingleSection>, Consumer) where Resource.Item == Row {
        let list = PagedList(
            resource: resource, service: NetworkResourceService.paging(api.loader), maximumPages: maximumPages)
        list.showsPlaceholders = true
        let consumer = Consumer()
        list.onUpdate = { consumer.receive($0) }
        return (list, consumer)
    }

    @Test("the first page counts every row after it as a placeholder; more pages and the end shrink the count")
    func countsWhilePaging() async {
        let api = InMemoryListAPI(count: 95)
        let (list, consumer) = makeList(Rows.Offset(), api)
        await list.start()
        #expect(list.state.placeholders == ListPlaceholders(leading: 0, trailing: 85))
        #expect(list.state.placeholders?.rowCount(loaded: list.snapshot.numberOfItems) == 95)
        await list.loadNextPage()
        #expect(list.state.placeholders == ListPlaceholders(leading: 0, trailing: 75))
        while case .loaded = await list.loadNextPage() {}
        #expect(list.snapshot.numberOfItems == 95)
        #expect(list.state.placeholders == ListPlaceholders(leading: 0, trailing: 0))
        #expect(consumer.updates.last?.state.placeholders == ListPlaceholders(leading: 0, trailing: 0))
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("after a refresh the stated total is the fresh page's, not an older listed page's")
    func refreshTakesTheFreshTotal() async {
        let api = InMemoryListAPI(count: 95)
        let (list, consumer) = makeList(Rows.Offset(), api)
        await list.start()
        await list.loadNextPage()
        #expect(list.state.placeholders?.rowCount(loaded: list.snapshot.numberOfItems) == 95)

        api.mutate { $0.insert(Row(id: 100, name: "New"), at: 0) }
        await list.refresh()

        #expect(list.snapshot.itemIdentifiers.prefix(2) == [100, 1])
        #expect(list.state.placeholders?.rowCount(loaded: list.snapshot.numberOfItems) == 96)
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("without showsPlaceholders the state has none, even when the server states a total")
    func optIn() async {
        let api = InMemoryListAPI(count: 95)
        let (list, _) = makeList(Rows.Offset(), api)
        list.showsPlaceholders = false
        await list.start()
        #expect(list.state.placeholders == nil)
        #expect(await list.paginator.currentState.placeholders == ListPlaceholders(leading: 0, trailing: 85))
    }

    @Test("a far position loads the page holding it in place of the rows; paging goes on both ways from there")
    func farJump() async {
        let api = InMemoryListAPI(count: 95)
        let (list, consumer) = makeList(Rows.Offset(), api)
        await list.start()
        let result = await list.load(around: 55)
        #expect(result == .loaded(added: 10, duplicates: 0))
        #expect(list.snapshot.itemIdentifiers == Array(51...60))
        #expect(list.state.placeholders == ListPlaceholders(leading: 50, trailing: 35))
        #expect(api.loader.requests.last?.url?.query?.contains("offset=50") == true)
        #expect(list.item(atPosition: 55)?.id == 56)
        #expect(list.item(atPosition: 49) == nil && list.item(atPosition: 60) == nil)
        await list.loadPreviousPage()
        #expect(list.snapshot.itemIdentifiers == Array(41...60))
        #expect(list.state.placeholders == ListPlaceholders(leading: 40, trailing: 35))
        await list.loadNextPage()
        #expect(list.state.placeholders == ListPlaceholders(leading: 40, trailing: 25))
        // A position in a listed page loads nothing; the next page's position appends it.
        let requests = api.loader.callCount
        #expect(await list.load(around: 45) == .loaded(added: 0, duplicates: 0))
        #expect(api.loader.callCount == requests)
        #expect(await list.load(around: 72) == .loaded(added: 10, duplicates: 0))
        #expect(list.snapshot.itemIdentifiers == Array(41...80))
        #expect(await list.load(around: 95) == .reachedEnd)
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("page numbers jump too, and their total counts the last page full until it arrives")
    func pageNumberJump() async {
        let api = InMemoryListAPI(count: 95)
        let (list, _) = makeList(Rows.Pages(), api)
        await list.start()
        #expect(list.state.placeholders == ListPlaceholders(leading: 0, trailing: 90))
        await list.load(around: 91)
        #expect(list.snapshot.itemIdentifiers == Array(91...95))
        #expect(list.state.placeholders == ListPlaceholders(leading: 90, trailing: 0))
    }

    @Test("loadMoreIfNeeded(atPosition:) jumps for a far placeholder and pages for a near one")
    func rowAppearance() async {
        let api = InMemoryListAPI(count: 95)
        let (list, _) = makeList(Rows.Offset(), api)
        list.prefetchDistance = 3
        let updates = list.updates()
        await list.start()
        list.loadMoreIfNeeded(atPosition: 12)  // within 3 of the last row: the next page
        _ = await list.waitForUpdate(in: updates) { $0.snapshot.numberOfItems == 20 }
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
        list.loadMoreIfNeeded(atPosition: 80)  // far: the page holding it, in place of the rows
        _ = await list.waitForUpdate(in: updates) { $0.snapshot.itemIdentifiers.first == 81 }
        #expect(list.snapshot.itemIdentifiers == Array(81...90))
        #expect(list.state.placeholders == ListPlaceholders(leading: 80, trailing: 5))
        let requests = api.loader.callCount
        list.loadMoreIfNeeded(atPosition: 95)  // past the last placeholder: nothing
        list.loadMoreIfNeeded(atPosition: 40)  // far from rows 81...90: a jump back
        _ = await list.waitForUpdate(in: updates) { $0.snapshot.itemIdentifiers.first == 41 }
        #expect(api.loader.callCount == requests + 1)
    }

    @Test("a far page whose placeholders all left the screen before it arrived is cancelled; one still shown keeps it")
    func farPageCancelledWhenItsPlaceholdersLeave() async {
        let api = InMemoryListAPI(count: 95)
        let (list, consumer) = makeList(Rows.Offset(), api)
        list.prefetchDistance = 3
        await list.start()
        let gate = hold(api, requestsContaining: "offset=60")

        list.loadMoreIfNeeded(atPosition: 62)
        list.loadMoreIfNeeded(atPosition: 63)
        list.placeholderDisappeared(atPosition: 62)
        list.placeholderDisappeared(atPosition: 63)
        await list.settle()
        gate.open()
        await list.settle()
        #expect(list.snapshot.itemIdentifiers == Array(1...10))
        #expect(!list.state.refresh.isLoading)

        let updates = list.updates()
        list.loadMoreIfNeeded(atPosition: 62)
        list.loadMoreIfNeeded(atPosition: 63)
        list.placeholderDisappeared(atPosition: 62)
        _ = await list.waitForUpdate(in: updates) { $0.snapshot.itemIdentifiers.first == 61 }
        #expect(list.snapshot.itemIdentifiers == Array(61...70))
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("with a page cap, paging on from a jump drops the far side and the leading count grows")
    func pageCapAfterJump() async {
        let api = InMemoryListAPI(count: 95)
        let (list, consumer) = makeList(Rows.Offset(), api, maximumPages: 2)
        await list.start()
        await list.load(around: 55)
        await list.loadNextPage()
        await list.loadNextPage()
        #expect(list.snapshot.itemIdentifiers == Array(61...80))
        #expect(list.state.placeholders == ListPlaceholders(leading: 60, trailing: 15))
        await list.loadPreviousPage()
        #expect(list.snapshot.itemIdentifiers == Array(51...70))
        #expect(list.state.placeholders == ListPlaceholders(leading: 50, trailing: 25))
        #expect(consumer.mismatches.isEmpty)
    }

    @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
    @Test("a page that was loading before a jump does not show when it arrives late", .timeLimit(.minutes(1)))
    func lateResponseAfterJump() async {
        let api = InMemoryListAPI(count: 95)
        let (list, consumer) = makeList(Rows.Offset(), api)
        await list.start()
        let gate = hold(api, requestsContaining: "offset=10")
        let next = Task { await list.loadNextPage() }
        await api.loader.waitForRequests(2)
        #expect(await list.load(around: 55) == .loaded(added: 10, duplicates: 0))
        gate.open()
        #expect(await next.value == .superseded)
        await list.settle()
        #expect(list.snapshot.itemIdentifiers == Array(51...60))
        #expect(list.state.placeholders == ListPlaceholders(leading: 50, trailing: 35))
        #expect(consumer.mismatches.isEmpty)
    }

    @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
    @Test("a jump superseded by a jump elsewhere never shows, however late it arrives", .timeLimit(.minutes(1)))
    func jumpSupersedesJump() async {
        let api = InMemoryListAPI(count: 95)
        let (list, consumer) = makeList(Rows.Offset(), api)
        await list.start()
        let gate = hold(api, requestsContaining: "offset=30")
        let first = Task { await list.load(around: 35) }
        await api.loader.waitForRequests(2)
        #expect(await list.load(around: 75) == .loaded(added: 10, duplicates: 0))
        gate.open()
        #expect(await first.value == .superseded)
        await list.settle()
        #expect(list.snapshot.itemIdentifiers == Array(71...80))
        #expect(list.state.placeholders == ListPlaceholders(leading: 70, trailing: 15))
        #expect(consumer.mismatches.isEmpty)
    }

    @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
    @Test("asking again for a far page while it loads sends no second request", .timeLimit(.minutes(1)))
    func sameJumpJoins() async {
        let api = InMemoryListAPI(count: 95)
        let paginator = Paginator(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await paginator.loadNextPage()
        let gate = hold(api, requestsContaining: "offset=30")
        let first = Task { await paginator.loadPage(containing: 35) }
        await api.loader.waitForRequests(2)
        let second = Task { await paginator.loadPage(containing: 39) }
        gate.open()
        #expect(await first.value == .loaded(added: 10, duplicates: 0))
        // Joined while in flight, or found listed after: either way the same page, fetched once.
        _ = await second.value
        #expect(api.loader.callCount == 2)
        #expect(await paginator.items.map(\.id) == Array(31...40))
    }

    @Test("a cursor list counts placeholders; a far one loads the next page, and the page cap's trim counts")
    func cursorCounts() async {
        let api = InMemoryListAPI(count: 95)
        let (list, consumer) = makeList(Rows.Cursors(countsTotal: true), api, maximumPages: 2)
        let updates = list.updates()
        await list.start()
        #expect(list.state.placeholders == ListPlaceholders(leading: 0, trailing: 85))
        list.loadMoreIfNeeded(atPosition: 70)
        _ = await list.waitForUpdate(in: updates) { $0.snapshot.numberOfItems == 20 }
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
        await list.loadNextPage()
        #expect(list.snapshot.itemIdentifiers == Array(11...30))
        #expect(list.state.placeholders == ListPlaceholders(leading: 10, trailing: 65))
        await list.loadPreviousPage()
        #expect(list.state.placeholders == ListPlaceholders(leading: 0, trailing: 75))
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("saved pages from the middle of the list show their placeholders before the network answers")
    func restoredPlaceholders() async {
        let api = InMemoryListAPI(count: 95)
        let rows = api.currentRows
        let saved = SavedPagedList<Row, Int>(pages: [
            Page(key: 50, items: Array(rows[50..<60]), nextKey: 60, previousKey: 40, totalCount: 95)
        ])
        let source = MemoryLocalSource(saved: saved)
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), localSource: source)
        list.showsPlaceholders = true
        let consumer = Consumer()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        let cached = consumer.updates.first { $0.state.cachedAt != nil && $0.snapshot.numberOfItems > 0 }
        #expect(cached?.state.placeholders == ListPlaceholders(leading: 50, trailing: 35))
        #expect(list.state.placeholders == ListPlaceholders(leading: 0, trailing: 85))
        #expect(await source.saved?.pages.first?.totalCount == 95)
    }

    @Test("a local search filter hides the placeholders; clearing it brings them back")
    func filteredHidesPlaceholders() async {
        let api = InMemoryListAPI(count: 95)
        let (list, _) = makeList(Rows.Offset(), api)
        list.searchFields = { [$0.name] }
        await list.start()
        await list.search("Row 1").value
        #expect(list.state.placeholders == nil)
        await list.search(nil).value
        #expect(list.state.placeholders == ListPlaceholders(leading: 0, trailing: 85))
    }
}

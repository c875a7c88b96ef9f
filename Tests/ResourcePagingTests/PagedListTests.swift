import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

@MainActor
@Suite("PagedList")
struct PagedListTests {
    typealias Recorder = ListRecorder<SingleSection, Int>

    func makeList(
        _ api: InMemoryListAPI, initialKey: Int? = nil
    ) -> (PagedList<Rows.Offset, SingleSection>, Recorder) {
        let list = PagedList(resource: Rows.Offset(), service: api.loader.makeService(), initialKey: initialKey)
        return (list, ListRecorder(recording: list))
    }

    @Test("start with no local source loads the first page; the first update shows the first load")
    func firstLoad() async {
        let api = InMemoryListAPI(count: 25)
        let (list, consumer) = makeList(api)
        await list.start()
        #expect(consumer.updates.first?.state.phase == .firstLoad)
        #expect(list.state.phase == .content)
        #expect(list.snapshot.itemIdentifiers == Array(1...10))
        #expect(list.item(withID: 3)?.name == "Row 3")
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("an append is one layout update that only inserts the page's rows, and the footer reaches the end")
    func appendInsertsOnly() async {
        let api = InMemoryListAPI(count: 25)
        let (list, consumer) = makeList(api)
        await list.start()
        let before = consumer.updates.count
        await list.loadNextPage()
        // The footer's loading state may come as an update of its own; the rows change once.
        #expect(consumer.updates.dropFirst(before).filter(\.diff.changesLayout).count == 1)
        let diff = consumer.updates.last?.diff
        #expect(diff?.itemInserts.map(\.id) == Array(11...20))
        #expect(diff?.itemDeletes.isEmpty == true && diff?.itemMoves.isEmpty == true)
        await list.loadNextPage()
        #expect(list.snapshot.numberOfItems == 25)
        #expect(list.state.forward == .reachedEnd)
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("sections are computed over the whole list: a page continuing a section joins it")
    func sectionsAcrossPages() async {
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(
            resource: Rows.Offset(), service: api.loader.makeService(), sectionID: { ($0.id - 1) / 15 })
        let consumer = ListRecorder(recording: list)
        await list.start()
        await list.loadNextPage()
        let contents = await list.settled()
        #expect(contents.sectionIdentifiers == [0, 1])
        #expect(contents.itemsBySection.map { $0.map(\.id) } == [Array(1...15), Array(16...20)])
        let diff = consumer.updates.last?.diff
        #expect(diff?.itemInserts.map(\.id) == Array(11...15))
        #expect(diff?.sectionInserts.map(\.id) == [1])
        #expect(diff?.itemsOfInsertedSections == [Array(16...20)])
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("loadMoreIfNeeded near the end loads the next page; far from it, nothing")
    func prefetch() async {
        let api = InMemoryListAPI(count: 40)
        let (list, consumer) = makeList(api)
        list.prefetchDistance = 3
        await list.start()
        list.loadMoreIfNeeded(currentItem: 2)
        #expect(await list.settled().items.count == 10)
        #expect(api.loader.callCount == 1)
        list.loadMoreIfNeeded(currentItem: 8)
        #expect(await list.settled().items.map(\.id) == Array(1...20))
        #expect(list.anchor == 8)
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("a prepend carries the anchor row the reader is at, opened at an initial key")
    func prependKeepsAnchor() async {
        let api = InMemoryListAPI(count: 40)
        let (list, consumer) = makeList(api, initialKey: 20)
        await list.start()
        #expect(list.snapshot.itemIdentifiers == Array(21...30))
        list.prefetchDistance = 0
        list.loadMoreIfNeeded(currentItem: 22)
        await list.loadPreviousPage()
        #expect(list.snapshot.itemIdentifiers.first == 11)
        #expect(consumer.updates.last?.anchor == 22)
        #expect(consumer.updates.last?.diff.itemInserts.map(\.id) == Array(11...20))
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("an empty list says empty; a failed first load says failed, and retry loads it")
    func emptyAndFailed() async {
        let empty = InMemoryListAPI(count: 0)
        let (emptyList, _) = makeList(empty)
        await emptyList.start()
        #expect(emptyList.state.phase == .empty)

        let failing = ScriptedDataLoader()
        failing.enqueue(.status(500))
        let list = PagedList(resource: Rows.Offset(), service: failing.makeService())
        await list.start()
        guard case .failed(let error) = list.state.phase else {
            Issue.record("expected failed, got \(list.state.phase)")
            return
        }
        #expect(error.isRetryable)
        #expect(!list.state.isOffline)
    }

    @Test("retry after a failed first load shows the rows")
    func retryAfterFailure() async {
        let api = InMemoryListAPI(count: 12)
        let loader = SwitchableLoader(api: api, offline: true)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(loader))
        await list.start()
        #expect(list.state.phase == .offline)
        loader.setOffline(false)
        await list.retry()
        #expect(list.state.phase == .content)
        #expect(list.snapshot.numberOfItems == 10)
    }
}

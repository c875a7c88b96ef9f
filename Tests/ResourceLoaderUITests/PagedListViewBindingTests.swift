import Foundation
import ResourceLoaderTestSupport
import ResourceLoaderUI
import ResourceSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A loader that fails with a transport error while offline, and otherwise answers from `api`.
final class OfflineSwitch: DataLoading {
    let api: InMemoryListAPI
    private let offline = Locked(false)

    init(api: InMemoryListAPI) { self.api = api }

    func setOffline(_ value: Bool) { offline.withLock { $0 = value } }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        if offline.value { throw URLError(.notConnectedToInternet) }
        return try await api.loader.data(for: request)
    }
}

@MainActor
@Suite("List view binding")
struct PagedListViewBindingTests {
    /// What a view would have been told.
    final class Recorder {
        var plans: [DiffableSnapshotPlan<SingleSection, Int>] = []
        var backgrounds: [ListBackground] = []
        var footers: [ListFooter] = []
    }

    func makeBinding(count: Int, loader: (any DataLoading)? = nil) -> (
        PagedListViewBinding<OffsetRows, SingleSection>, Recorder, InMemoryListAPI
    ) {
        let api = InMemoryListAPI(count: count)
        let service = NetworkResourceService {
            $0.dataLoader = loader ?? api.loader
            $0.retryPolicy = .never
        }
        let list = PagedList(resource: OffsetRows(), service: service, prefetchDistance: 3)
        let binding = PagedListViewBinding(list: list)
        let recorder = Recorder()
        binding.onApply = { recorder.plans.append($0) }
        binding.onBackgroundChange = { recorder.backgrounds.append($0) }
        binding.onFooterChange = { recorder.footers.append($0) }
        list.onUpdate = { [list] in binding.receive($0, items: list.item(withID:)) }
        return (binding, recorder, api)
    }

    @Test("a released binding releases its list, and the task following the list's updates ends")
    func releasedBindingEndsItsObservation() async {
        weak var releasedList: PagedList<OffsetRows, SingleSection>?
        let observation: Task<Void, Never>
        do {
            let api = InMemoryListAPI(count: 15)
            let service = NetworkResourceService {
                $0.dataLoader = api.loader
                $0.retryPolicy = .never
            }
            let list = PagedList(resource: OffsetRows(), service: service)
            let binding = PagedListViewBinding(list: list)
            observation = binding.observe()
            await list.start()
            releasedList = list
        }
        #expect(releasedList == nil)
        #expect(await finishesBeforeWatchdog { await observation.value }, "the list's stream finished")
    }

    @Test("a first page that does not fill a screen that cannot scroll loads the next page after it is applied")
    func shortFirstPageLoadsMore() async {
        let (binding, _, _) = makeBinding(count: 15)
        await binding.list.start()
        #expect(binding.list.snapshot.numberOfItems == 10)
        let load = binding.contentDidChange(contentLength: 800, visibleLength: 1_000)
        #expect(load != nil)
        #expect(binding.contentDidChange(contentLength: 800, visibleLength: 1_000) == nil, "asked once")
        await load?.value
        #expect(binding.list.snapshot.numberOfItems == 15)
        #expect(binding.contentDidChange(contentLength: 800, visibleLength: 1_000) == nil, "the end is reached")
    }

    @Test("the first rows apply without animation; later pages animate; background and footer follow the state")
    func firstAndLaterPages() async {
        let (binding, recorder, _) = makeBinding(count: 15)
        await binding.list.start()
        #expect(recorder.plans.last?.animatingDifferences == false)
        #expect(binding.background == .content)
        #expect(binding.footer == ListFooter.none)
        await binding.list.loadNextPage()
        #expect(recorder.plans.last?.animatingDifferences == true)
        #expect(binding.footer == .endReached)
        #expect(recorder.backgrounds.first == .loading)
        #expect(recorder.backgrounds.last == .content)
        // Each change is reported once.
        #expect(zip(recorder.backgrounds, recorder.backgrounds.dropFirst()).allSatisfy { $0 != $1 })
    }

    @Test("rows appearing near the end load the next page once, however many appear")
    func loadMore() async throws {
        let (binding, _, api) = makeBinding(count: 40)
        await binding.list.start()
        let requests = api.loader.callCount
        var tasks: [Task<Void, Never>] = []
        for item in 6..<10 {
            if let task = binding.rowWillAppear(at: ListIndexPath(item: item, section: 0)) { tasks.append(task) }
        }
        #expect(tasks.count == 1)
        for task in tasks { await task.value }
        #expect(api.loader.callCount == requests + 1)
        #expect(binding.list.snapshot.numberOfItems == 20)
        #expect(binding.rowWillAppear(at: ListIndexPath(item: 10, section: 0)) == nil)
        await binding.rowWillAppear(withID: 18)?.value
        #expect(binding.list.snapshot.numberOfItems == 30)
    }

    @Test("rows prefetched near the end load the next page; cancelled before it arrives, the load is cancelled")
    func prefetchAndCancel() async throws {
        let (binding, _, api) = makeBinding(count: 40)
        await binding.list.start()
        let gate = AsyncGate()
        api.setHook { request in
            if request.url?.query?.contains("offset=10") == true { await gate.wait() }
        }

        let prefetch = try #require(binding.rowsWillBePrefetched([.item(8), .item(9), .item(10)]))
        binding.prefetchingCancelled(for: [.item(8), .item(9), .item(10)])
        await prefetch.value
        gate.open()
        await binding.list.settle()
        #expect(binding.list.snapshot.numberOfItems == 10)

        await binding.rowsWillBePrefetched([.item(10)])?.value
        #expect(binding.list.snapshot.numberOfItems == 20)
    }

    @Test("search forwards each new text once; clearing restores the rows")
    func search() async {
        let (binding, _, _) = makeBinding(count: 10)
        binding.list.searchFields = { [$0.name] }
        await binding.list.start()
        await binding.search("Row 1")?.value
        #expect(binding.list.snapshot.itemIdentifiers == [1, 10])
        #expect(binding.search(" Row 1 ") == nil)
        await binding.search("")?.value
        #expect(binding.list.snapshot.numberOfItems == 10)
        #expect(binding.search(nil) == nil)
    }

    @Test("offline with nothing listed shows the offline background; retry after reconnecting shows the rows")
    func offlineThenRetry() async {
        let api = InMemoryListAPI(count: 10)
        let loader = OfflineSwitch(api: api)
        loader.setOffline(true)
        let (binding, recorder, _) = makeBinding(count: 10, loader: loader)
        await binding.list.start()
        #expect(binding.background == .offline)
        loader.setOffline(false)
        await binding.retry()
        #expect(binding.background == .content)
        #expect(recorder.plans.last?.animatingDifferences == false)
    }

    @Test("returning to the foreground refetches only data older than the stale time")
    func foreground() async throws {
        let (binding, _, api) = makeBinding(count: 10)
        binding.refetchPolicy = ForegroundRefetchPolicy(staleTime: 60)
        await binding.list.start()
        let syncedAt = try #require(binding.list.state.syncedAt)
        #expect(binding.appWillEnterForeground(at: syncedAt.addingTimeInterval(10)) == nil)
        let requests = api.loader.callCount
        await binding.appWillEnterForeground(at: syncedAt.addingTimeInterval(61))?.value
        #expect(api.loader.callCount == requests + 1)
        #expect(try #require(binding.list.state.syncedAt) > syncedAt)
    }

    @Test("observe follows the list's updates until cancelled")
    func observe() async {
        let api = InMemoryListAPI(count: 10)
        let service = NetworkResourceService {
            $0.dataLoader = api.loader
            $0.retryPolicy = .never
        }
        let list = PagedList(resource: OffsetRows(), service: service)
        let binding = PagedListViewBinding(list: list)
        let (applied, continuation) = AsyncStream.makeStream(of: Int.self)
        binding.onApply = { plan in continuation.yield(plan.operations.count) }
        let task = binding.observe()
        await list.start()
        var counts: [Int] = []
        for await count in applied {
            counts.append(count)
            if count == 2 { break }  // appendSections, appendItems: the first page
        }
        task.cancel()
        #expect(counts.last == 2)
        #expect(binding.background == .content)
    }
}

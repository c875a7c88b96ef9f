import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

/// The rows a sync or a server search keeps on screen while it loads are shown with their own ends: the paginator's,
/// reset by the load's new generation and filled in again as its pages arrive, describe rows not shown yet, and
/// showing them made the footer flicker in updates that changed nothing visible (#24).
@MainActor
@Suite("Rows kept on screen while a load runs keep their ends' state (#24)")
struct FrozenRowEndsTests {
    @Test("while a server search loads, a list read to its end still shows the end reached, in every update")
    func searchKeepsTheEndReached() async {
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        list.remoteSearchDelay = 0
        await list.start()
        while case .loaded = await list.loadNextPage() {}
        #expect(list.state.forward == .reachedEnd)
        let consumer = RecordingListConsumer<SingleSection, Int>(recording: list)
        let gate = AsyncGate()
        let (arrived, signal) = AsyncStream.makeStream(of: Void.self)
        api.setHook { _ in
            signal.yield()
            await gate.wait()
        }

        let search = list.search("row 2")
        for await _ in arrived { break }
        // The paginator emptied its list for the search; the rows shown are the ones read to their end.
        await list.settle()
        #expect(list.state.refresh.isLoading)
        #expect(list.state.forward == .reachedEnd)
        #expect(consumer.updates.allSatisfy { $0.state.forward == .reachedEnd })
        gate.open()
        await search.value

        #expect(list.snapshot.itemIdentifiers == [2] + Array(20...28))
        #expect(consumer.mismatches.isEmpty)
    }
}

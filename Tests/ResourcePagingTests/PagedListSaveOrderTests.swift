import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

/// A local source whose save of a two-page list waits for `release`, and which records a save that began while
/// another was still running.
private actor HeldSecondSave: PagedListLocalSource {
    let held = AsyncGate()
    let release = AsyncGate()
    private(set) var saved: SavedPagedList<Row, Int>?
    private(set) var overlapped = false
    private var running = 0

    func loadSavedList() -> SavedPagedList<Row, Int>? { nil }

    func save(_ list: SavedPagedList<Row, Int>) async {
        running += 1
        if running > 1 {
            overlapped = true
            release.open()
        }
        if list.pages.count == 2 {
            held.open()
            await release.wait()
        }
        saved = list
        running -= 1
    }
}

@MainActor
@Suite("PagedList saves to its local source in order")
struct PagedListSaveOrderTests {
    // The time limit turns a save chain that never ends into a failure, not a hung run.
    @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
    @Test("a slow save of an older list never overlaps or overwrites a newer one", .timeLimit(.minutes(1)))
    func slowSaveDoesNotOverwriteNewer() async throws {
        let api = InMemoryListAPI(count: 50)
        let source = HeldSecondSave()
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), localSource: source)
        let updates = list.updates()
        await list.start()
        let second = Task { await list.loadNextPage() }
        await source.held.wait()
        let third = Task { await list.loadNextPage() }
        _ = await list.waitForUpdate(in: updates) { $0.snapshot.numberOfItems == 30 }
        // Three more rounds of the list's own update loop give the third load's save its turn to reach the source
        // (it does, at once, where saves are not kept in order; where they are, it waits for the held one).
        for _ in 0..<3 { await list.settle() }
        source.release.open()
        _ = (await second.value, await third.value)

        #expect(await source.overlapped == false, "a save began while the one before it was running")
        #expect(await source.saved?.pages.count == 3, "the last save holds the newest list")
    }
}

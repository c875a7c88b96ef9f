import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import ResourceSupport
import Testing

/// A reachability source that tells when its one reader stops reading (as `PathMonitorReachability` then
/// cancels its monitor).
private final class RecordingReachability: ReachabilitySource {
    let stopped: AsyncStream<Void>
    private let stop: AsyncStream<Void>.Continuation

    init() {
        (stopped, stop) = AsyncStream.makeStream(of: Void.self)
    }

    func reachability() -> AsyncStream<Bool> {
        let (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
        continuation.yield(true)
        let stop = self.stop
        continuation.onTermination = { _ in
            stop.yield()
            stop.finish()
        }
        return stream
    }
}

@MainActor
@Suite("A released PagedList stops everything it started")
struct PagedListLifetimeTests {
    @Test("when a list is released its updates() streams finish and its reachability stream is no longer read")
    func releasedListFinishesStreamsAndStopsReachability() async {
        let api = InMemoryListAPI(count: 30)
        let reachability = RecordingReachability()
        weak var released: PagedList<Rows.Offset, SingleSection>?
        let updates: AsyncStream<PagedList<Rows.Offset, SingleSection>.Update>
        do {
            let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
            list.reachability = reachability
            updates = list.updates()
            await list.start()
            #expect(list.snapshot.numberOfItems == 10)
            released = list
        }
        #expect(released == nil, "nothing the list started holds it")
        let streamEnded = await finishesBeforeWatchdog {
            for await _ in updates {}
        }
        #expect(streamEnded, "the updates() stream finishes when the list is released")
        let stopped = reachability.stopped
        let reachabilityStopped = await finishesBeforeWatchdog {
            for await _ in stopped { return }
        }
        #expect(reachabilityStopped, "the task reading reachability is cancelled, so the source stops")
    }
}

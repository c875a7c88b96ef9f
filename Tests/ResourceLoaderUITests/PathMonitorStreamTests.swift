import ResourceSupport
import Testing

@testable import ResourceLoaderUI

/// A path monitor the test drives: it records whether it runs and hands the test its report callback.
final class FakePathMonitor: Sendable {
    private let state = Locked<(report: (@Sendable (NetworkPathStatus) -> Void)?, isStopped: Bool)>((nil, false))

    var isStopped: Bool { state.value.isStopped }

    /// What `PathMonitorStream.make` is given: starts the monitor and returns its stop.
    func start(_ report: @escaping @Sendable (NetworkPathStatus) -> Void) -> @Sendable () -> Void {
        state.withLock { $0.report = report }
        return { self.state.withLock { $0.isStopped = true } }
    }

    /// Reports each status, as NWPathMonitor would on its queue.
    func report(_ statuses: NetworkPathStatus...) {
        let report = state.value.report
        for status in statuses { report?(status) }
    }
}

@Suite("Reachability from a path monitor")
struct PathMonitorStreamTests {
    @Test("only an unsatisfied path is unreachable; a path that needs a connection is reachable")
    func statusMapping() {
        #expect(NetworkPathStatus.satisfied.isReachable)
        #expect(NetworkPathStatus.requiresConnection.isReachable)
        #expect(!NetworkPathStatus.unsatisfied.isReachable)
    }

    @Test("the stream says the first status, then each change of reachability, never the same value twice")
    func distinctChanges() async {
        let monitor = FakePathMonitor()
        let stream = PathMonitorStream.make(startMonitor: monitor.start)
        monitor.report(.satisfied, .satisfied, .unsatisfied, .unsatisfied, .requiresConnection, .satisfied)
        monitor.report(.unsatisfied)
        var seen: [Bool] = []
        for await reachable in stream {
            seen.append(reachable)
            if seen.count == 4 { break }
        }
        #expect(seen == [true, false, true, false])
    }

    @Test("the monitor is stopped when the stream's reader stops")
    func stopsWithTheStream() async {
        let monitor = FakePathMonitor()
        await readFirstValue(of: PathMonitorStream.make(startMonitor: monitor.start), from: monitor)
        #expect(monitor.isStopped)
    }

    @Test("the monitor runs while the stream is read")
    func runsWhileRead() async {
        let monitor = FakePathMonitor()
        let stream = PathMonitorStream.make(startMonitor: monitor.start)
        monitor.report(.unsatisfied)
        for await reachable in stream {
            #expect(!reachable)
            break
        }
        #expect(!monitor.isStopped)
        withExtendedLifetime(stream) {}
    }

    /// Reads one value, then drops the stream and its iterator, as a released list does.
    private func readFirstValue(of stream: AsyncStream<Bool>, from monitor: FakePathMonitor) async {
        monitor.report(.satisfied)
        for await _ in stream { break }
    }
}

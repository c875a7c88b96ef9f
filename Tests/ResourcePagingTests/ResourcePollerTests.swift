import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import Testing

/// A poller of the first page of a list on the loopback server, on a manual clock, reporting each tick.
@MainActor
private func makePoller(_ server: PollingServer) -> (
    poller: ResourcePoller<FirstRowsPage>, ticks: AsyncStream<PollingTick>
) {
    let poller = ResourcePoller(
        resource: FirstRowsPage(server: server.server, key: server.key), service: server.service, interval: 15,
        sleeper: server.clock)
    let (ticks, continuation) = AsyncStream.makeStream(of: PollingTick.self)
    poller.onPollingTick = { continuation.yield($0) }
    return (poller, ticks)
}

private func ids(_ value: ResourcePoller<FirstRowsPage>.Value?) -> [Int]? {
    guard case .success(let page) = value else { return nil }
    return page.items.map(\.id)
}

@MainActor
@Suite("ResourcePoller")
struct ResourcePollerTests {
    @Test("a poller fetches at start and at every interval, and delivers only values that changed")
    func deliversChangedValues() async throws {
        let server = try PollingServer()
        let (poller, ticks) = makePoller(server)
        var tick = ticks.makeAsyncIterator()
        var values = poller.values().makeAsyncIterator()

        #expect(ids(await poller.start()) == [6, 5, 4])
        #expect(ids(await values.next()) == [6, 5, 4])
        await server.clock.waitForSleepers()
        server.clock.advance()
        #expect(await tick.next() == .polled)
        #expect(try await server.stats().requests == 2, "the poll asked the server")

        _ = try await server.addRow()
        await server.clock.waitForSleepers()
        server.clock.advance()
        #expect(await tick.next() == .polled)
        #expect(ids(await values.next()) == [7, 6, 5], "the unchanged value of the first poll was not delivered")
        #expect(ids(poller.latest) == [7, 6, 5])
        #expect(server.clock.requestedDelays.allSatisfy { $0 == 15 })
        withExtendedLifetime(poller) {}
    }

    @Test("a hidden or backgrounded poller does not fetch, and catches up once when it comes back")
    func pausesAndCatchesUpOnce() async throws {
        let server = try PollingServer()
        let (poller, ticks) = makePoller(server)
        var tick = ticks.makeAsyncIterator()
        await poller.start()
        await server.clock.waitForSleepers()

        poller.isShown = false
        server.clock.advance()
        #expect(await tick.next() == .missed)
        for _ in 0..<4 { server.clock.advance() }
        poller.isInForeground = false
        poller.isShown = true
        #expect(server.clock.sleeperCount == 0, "still in the background: no catch-up")
        #expect(try await server.stats().requests == 1)

        poller.isInForeground = true
        #expect(await tick.next() == .caughtUp(polled: true))
        #expect(try await server.stats().requests == 2, "one catch-up fetch for five missed intervals")
        withExtendedLifetime(poller) {}
    }

    @Test("a released poller stops polling and finishes its streams")
    func releasedPollerStops() async throws {
        let server = try PollingServer()
        weak var released: ResourcePoller<FirstRowsPage>?
        var task: Task<Void, Never>?
        var values: AsyncStream<ResourcePoller<FirstRowsPage>.Value>?
        do {
            let (poller, _) = makePoller(server)
            released = poller
            values = poller.values()
            await poller.start()
            await server.clock.waitForSleepers()
            task = poller.pollingTask
        }
        #expect(task != nil)
        await task?.value
        #expect(released == nil)
        var delivered = 0
        for await _ in try #require(values) { delivered += 1 }
        #expect(delivered == 1, "the first value, then the stream finished")
        #expect(server.clock.sleeperCount == 0)
    }

    @Test("a poller registered for background refresh fetches once there")
    func backgroundRefreshFetches() async throws {
        let server = try PollingServer()
        let (poller, _) = makePoller(server)
        let registry = BackgroundRefresh(sleeper: server.clock)
        registry.add(poller)

        #expect(await registry.refreshAll(within: 25) == BackgroundRefreshReport(refreshed: 1))
        #expect(ids(poller.latest) == [6, 5, 4])
        #expect(poller.pollingTask == nil, "a background refresh does not start polling")
    }
}

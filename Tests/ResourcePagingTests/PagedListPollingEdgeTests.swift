import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceSupport
import Testing

@MainActor
@Suite("PagedList polling at its edges (#36)")
struct PagedListPollingEdgeTests {
    @Test("after a missed interval and its catch-up, hiding and showing within the next interval asks nothing")
    func hideAndShowAfterCatchUpAsksNothing() async throws {
        let server = try PollingServer()
        let (list, ticks) = server.makeList()
        var tick = ticks.makeAsyncIterator()
        await list.start()
        await server.clock.waitForSleepers()
        list.isShown = false
        server.clock.advance()
        #expect(await tick.next() == .missed)
        list.isShown = true
        #expect(await tick.next() == .caughtUp(polled: true))
        await server.clock.waitForSleepers()

        list.isShown = false
        list.isShown = true

        #expect(try await server.stats().requests == 2, "the start and the one catch-up")
        #expect(server.clock.requestedDelays == [30, 30], "the wait begun after the catch-up goes on")
        server.clock.advance()
        #expect(await tick.next() == .polled, "the next poll is one interval after the catch-up")
        #expect(try await server.stats().requests == 3)
        withExtendedLifetime(list) {}
    }

    @Test("shown in the background with an invalidation pending: that refresh is the catch-up, not refreshed again")
    func invalidationRefreshInBackgroundIsTheCatchUp() async throws {
        let server = try PollingServer()
        let (list, ticks) = server.makeList()
        var tick = ticks.makeAsyncIterator()
        await list.start()
        await server.clock.waitForSleepers()
        list.isShown = false
        server.clock.advance()
        #expect(await tick.next() == .missed)
        try await server.addRowAndInvalidate(list)

        list.isInForeground = false
        var updates = list.updates().makeAsyncIterator()
        list.isShown = true
        while let update = await updates.next(), !update.snapshot.contains(item: 7) || update.state.isStale {}
        list.isInForeground = true
        await server.clock.waitForSleepers()
        server.clock.advance()

        #expect(await tick.next() == .polled, "no catch-up came first: the invalidation's refresh was it")
        withExtendedLifetime(list) {}
    }

    @Test("changing pollingInterval during a poll lets that poll's refresh finish; the next waits the new interval")
    func intervalChangeDuringPollKeepsItsRefresh() async throws {
        let api = InMemoryListAPI(count: 3)
        let clock = ManualSleeper()
        let list = PagedList(resource: Rows.Pages(size: 10), service: api.loader.makeService())
        list.sleeper = clock
        list.pollingInterval = 30
        let (ticks, continuation) = AsyncStream.makeStream(of: PollingTick.self)
        list.onPollingTick = { continuation.yield($0) }
        var tick = ticks.makeAsyncIterator()
        await list.start()
        await clock.waitForSleepers()
        let gate = AsyncGate()
        api.setHook { _ in await gate.wait() }
        api.mutate { $0.insert(Row(id: 99, name: "New"), at: 0) }

        clock.advance()
        await api.loader.waitForRequests(2)
        list.pollingInterval = 60
        gate.open()

        #expect(await tick.next() == .polled)
        #expect(list.snapshot.itemIdentifiers.first == 99, "the poll's refresh was not cancelled")
        #expect(list.state.refresh == .idle)
        await clock.waitForSleepers()
        #expect(clock.requestedDelays.filter { $0 == 60 }.count == 1, "the new timer waits the new interval")
        clock.advance()
        #expect(await tick.next() == .polled)
        withExtendedLifetime(list) {}
    }
}

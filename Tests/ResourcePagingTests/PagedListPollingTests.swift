import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceSupport
import Testing

/// A list polls on a manual clock: each `advance()` is one interval passing, and the test waits for the list's
/// tick report (or for the clock's next wait) instead of sleeping. Requests are counted by the loopback server.
@MainActor
@Suite("PagedList polling")
struct PagedListPollingTests {
    @Test("a started, shown list revalidates its first page at every interval and shows what changed")
    func pollsAtEveryTick() async throws {
        let server = try PollingServer()
        let (list, ticks) = server.makeList()
        var tick = ticks.makeAsyncIterator()
        await list.start()
        #expect(list.snapshot.itemIdentifiers == [6, 5, 4])
        #expect(try await server.stats().requests == 1)

        await server.clock.waitForSleepers()
        server.clock.advance()
        #expect(await tick.next() == .polled)
        var stats = try await server.stats()
        #expect(stats.requests == 2, "one poll, one request")
        #expect(stats.conditional == 1 && stats.notModified == 1, "revalidated with If-None-Match, answered 304")

        #expect(try await server.addRow() == 7)
        await server.clock.waitForSleepers()
        server.clock.advance()
        #expect(await tick.next() == .polled)
        #expect(list.snapshot.itemIdentifiers.prefix(3) == [7, 6, 5], "the new row shows after the next poll")
        stats = try await server.stats()
        #expect(stats.full >= 2)

        await server.clock.waitForSleepers()
        #expect(server.clock.requestedDelays.allSatisfy { $0 == 30 })
        withExtendedLifetime(list) {}
    }

    @Test("a list that is not started does not poll")
    func unstartedListDoesNotPoll() async throws {
        let server = try PollingServer()
        let (list, _) = server.makeList()
        #expect(list.pollingTask == nil)
        #expect(server.clock.sleeperCount == 0)
        #expect(try await server.stats().requests == 0)
    }

    @Test("a hidden list does not poll, and its timer stops after the first missed interval")
    func hiddenListDoesNotPoll() async throws {
        let server = try PollingServer()
        let (list, ticks) = server.makeList()
        var tick = ticks.makeAsyncIterator()
        await list.start()
        await server.clock.waitForSleepers()

        list.isShown = false
        server.clock.advance()
        #expect(await tick.next() == .missed)
        #expect(server.clock.sleeperCount == 0, "nothing waits while hidden")
        #expect(server.clock.advance() == 0)
        #expect(try await server.stats().requests == 1, "only the start asked the server")
        withExtendedLifetime(list) {}
    }

    @Test("a list shown again after five missed intervals makes exactly one catch-up request, then polls on")
    func shownAgainCatchesUpOnce() async throws {
        let server = try PollingServer()
        let (list, ticks) = server.makeList()
        var tick = ticks.makeAsyncIterator()
        await list.start()
        await server.clock.waitForSleepers()
        list.isShown = false
        server.clock.advance()
        #expect(await tick.next() == .missed)
        for _ in 0..<4 { server.clock.advance() }  // four more intervals pass while hidden

        list.isShown = true
        #expect(await tick.next() == .caughtUp(polled: true))
        #expect(try await server.stats().requests == 2, "one catch-up request, not one per missed interval")

        await server.clock.waitForSleepers()
        server.clock.advance()
        #expect(await tick.next() == .polled, "the next interval counts from the catch-up")
        #expect(try await server.stats().requests == 3)
        withExtendedLifetime(list) {}
    }

    @Test("a list hidden and shown again within one interval makes no catch-up request")
    func shownWithinIntervalDoesNotCatchUp() async throws {
        let server = try PollingServer()
        let (list, ticks) = server.makeList()
        var tick = ticks.makeAsyncIterator()
        await list.start()
        await server.clock.waitForSleepers()

        list.isShown = false
        list.isShown = true
        server.clock.advance()
        #expect(await tick.next() == .polled, "the first tick after it is an ordinary poll")
        #expect(try await server.stats().requests == 2)
        withExtendedLifetime(list) {}
    }

    @Test("in the background a list does not poll; back in the foreground it catches up once")
    func backgroundPausesAndForegroundCatchesUp() async throws {
        let server = try PollingServer()
        let (list, ticks) = server.makeList()
        var tick = ticks.makeAsyncIterator()
        await list.start()
        await server.clock.waitForSleepers()

        list.isInForeground = false
        server.clock.advance()
        #expect(await tick.next() == .missed)
        for _ in 0..<4 { server.clock.advance() }
        #expect(try await server.stats().requests == 1)

        list.isInForeground = true
        #expect(await tick.next() == .caughtUp(polled: true))
        #expect(try await server.stats().requests == 2)
        withExtendedLifetime(list) {}
    }

    @Test("a list hidden and in the background polls only once both are over")
    func hiddenAndBackgroundBothPause() async throws {
        let server = try PollingServer()
        let (list, ticks) = server.makeList()
        var tick = ticks.makeAsyncIterator()
        await list.start()
        await server.clock.waitForSleepers()
        list.isShown = false
        list.isInForeground = false
        server.clock.advance()
        #expect(await tick.next() == .missed)

        list.isInForeground = true
        #expect(server.clock.sleeperCount == 0, "still hidden: no catch-up, no timer")
        list.isShown = true
        #expect(await tick.next() == .caughtUp(polled: true))
        #expect(try await server.stats().requests == 2)
        withExtendedLifetime(list) {}
    }

    @Test("a list with an invalidation pending catches up with that refresh alone when shown again")
    func invalidationRefreshStandsForCatchUp() async throws {
        let server = try PollingServer()
        let (list, ticks) = server.makeList()
        var tick = ticks.makeAsyncIterator()
        await list.start()
        await server.clock.waitForSleepers()
        list.isShown = false
        server.clock.advance()
        #expect(await tick.next() == .missed)
        try await server.addRowAndInvalidate(list)

        var updates = list.updates().makeAsyncIterator()
        list.isShown = true
        while let update = await updates.next(), !update.snapshot.contains(item: 7) || update.state.isStale {}
        #expect(list.snapshot.itemIdentifiers.prefix(3) == [7, 6, 5])
        await server.clock.waitForSleepers()
        server.clock.advance()
        #expect(await tick.next() == .polled, "no catch-up tick came first: the invalidation's refresh was it")
        withExtendedLifetime(list) {}
    }

    @Test("setting the interval to nil stops polling; setting it again starts over")
    func intervalNilStopsPolling() async throws {
        let server = try PollingServer()
        let (list, ticks) = server.makeList()
        var tick = ticks.makeAsyncIterator()
        await list.start()
        await server.clock.waitForSleepers()
        let task = try #require(list.pollingTask)

        list.pollingInterval = nil
        await task.value
        #expect(list.pollingTask == nil)
        #expect(server.clock.sleeperCount == 0)

        list.pollingInterval = 10
        await server.clock.waitForSleepers()
        server.clock.advance()
        #expect(await tick.next() == .polled)
        #expect(server.clock.requestedDelays.last == 10)
        #expect(try await server.stats().requests == 2)
        withExtendedLifetime(list) {}
    }

    @Test("a released list stops polling: its timer ends and nothing holds it")
    func releasedListStopsPolling() async throws {
        let server = try PollingServer()
        weak var released: PagedList<PolledRows, SingleSection>?
        var task: Task<Void, Never>?
        do {
            let (list, _) = server.makeList()
            released = list
            await list.start()
            await server.clock.waitForSleepers()
            task = list.pollingTask
        }
        #expect(task != nil)
        await task?.value
        #expect(released == nil)
        #expect(server.clock.sleeperCount == 0)
        #expect(server.clock.advance() == 0)
        #expect(try await server.stats().requests == 1)
    }
}

@MainActor
@Suite("PagedList polling while a refresh loads")
struct PagedListPollingOverlapTests {
    @Test("a poll due while a refresh is loading is skipped, not stacked; the next one polls")
    func pollDuringRefreshIsSkipped() async throws {
        let api = InMemoryListAPI(count: 3)
        let clock = ManualSleeper()
        let list = PagedList(resource: Rows.Pages(size: 10), service: api.loader.makeService())
        list.sleeper = clock
        list.pollingInterval = 30
        let (ticks, continuation) = AsyncStream.makeStream(of: PollingTick.self)
        list.onPollingTick = { continuation.yield($0) }
        await list.start()
        await clock.waitForSleepers()
        let gate = AsyncGate()
        api.setHook { _ in await gate.wait() }

        let refresh = Task { await list.refresh() }
        await api.loader.waitForRequests(2)
        clock.advance()
        // A poll that joined the held refresh would report its tick only once the gate opens: bounded, not hung.
        let firstTick = Locked<PollingTick?>(nil)
        let ticked = await finishesBeforeWatchdog(seconds: 30) {
            var tick = ticks.makeAsyncIterator()
            let next = await tick.next()
            firstTick.withLock { $0 = next }
        }
        try #require(ticked, "the tick came while the refresh still loaded")
        #expect(firstTick.value == .skipped)
        #expect(api.loader.callCount == 2, "the refresh's request only")

        gate.open()
        _ = await refresh.value
        await clock.waitForSleepers()
        clock.advance()
        var tick = ticks.makeAsyncIterator()
        #expect(await tick.next() == .polled)
        #expect(api.loader.callCount == 3)
        withExtendedLifetime(list) {}
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import Testing

/// A poller of one user over a scripted loader that does not coalesce (so two fetches are two requests), on a
/// manual clock, reporting each tick.
@MainActor
private func makePoller(_ loader: ScriptedDataLoader, clock: ManualSleeper) -> (
    poller: ResourcePoller<TestResource<User>>, ticks: AsyncStream<PollingTick>
) {
    let service = loader.makeService { $0.coalescesRequests = false }
    let poller = ResourcePoller(
        resource: TestResource<User>("https://api.test/user"), service: service, interval: 10, sleeper: clock)
    let (ticks, continuation) = AsyncStream.makeStream(of: PollingTick.self)
    poller.onPollingTick = { continuation.yield($0) }
    return (poller, ticks)
}

private func name(_ value: ResourcePoller<TestResource<User>>.Value?) -> String? {
    guard case .success(let user) = value else { return nil }
    return user.name
}

@MainActor
@Suite("ResourcePoller: a newer fetch is never overwritten by an older one; polls never overlap a fetch")
struct ResourcePollerOrderTests {
    @Test("a background refresh during a poll's slower fetch wins: the poll's older answer is not delivered")
    func olderPollAnswerDoesNotOverwrite() async throws {
        let loader = ScriptedDataLoader()
        let clock = ManualSleeper()
        let gate = AsyncGate()
        loader.enqueue(
            try .json(User(id: 1, name: "first")), try .json(User(id: 1, name: "old")).held(until: gate),
            try .json(User(id: 1, name: "new")), try .json(User(id: 1, name: "after")))
        let (poller, ticks) = makePoller(loader, clock: clock)
        var tick = ticks.makeAsyncIterator()
        var values = poller.values().makeAsyncIterator()
        #expect(name(await poller.start()) == "first")
        #expect(name(await values.next()) == "first")

        await clock.waitForSleepers()
        clock.advance()  // the poll asks; its answer is held
        await loader.waitForRequests(2)
        #expect(await poller.refreshInBackground())
        #expect(name(await values.next()) == "new")
        gate.open()
        #expect(await tick.next() == .polled)

        #expect(name(poller.latest) == "new", "the older answer, landing last, does not replace the newer one")
        #expect(await poller.refreshInBackground())
        #expect(name(await values.next()) == "after", "the stream never went back to the older value")
    }

    @Test("while one background refresh still runs, a poll is skipped, even after another refresh ended")
    func pollSkipsWhileAnyFetchRuns() async throws {
        let loader = ScriptedDataLoader()
        let clock = ManualSleeper()
        let gate = AsyncGate()
        loader.enqueue(
            try .json(User(id: 1, name: "first")), try .json(User(id: 1, name: "slow")).held(until: gate),
            try .json(User(id: 1, name: "fast")))
        let (poller, ticks) = makePoller(loader, clock: clock)
        var tick = ticks.makeAsyncIterator()
        await poller.start()

        let slow = Task { await poller.refreshInBackground() }
        await loader.waitForRequests(2)
        #expect(await poller.refreshInBackground())
        await clock.waitForSleepers()
        clock.advance()

        #expect(await tick.next() == .skipped, "a fetch still runs: the poll does not overlap it")
        #expect(loader.callCount == 3)
        gate.open()
        _ = await slow.value
        #expect(name(poller.latest) == "fast", "the slow refresh started first: its answer is the older one")
    }
}

import ResourceLoader
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

/// The polling timer on its own, with a poll the test holds: the rules a polling list and a `ResourcePoller` share.
@MainActor
@Suite("PollingLoop: one poll at a time, paused polls caught up once")
struct PollingLoopTests {
    /// A loop on `clock` whose polls wait at `gate` (when given) and are counted in `polls`, reporting its ticks.
    private static func makeLoop(
        clock: ManualSleeper, gate: AsyncGate? = nil, polls: Locked<Int>, isPaused: Bool = false,
        started: AsyncStream<Void>.Continuation? = nil
    ) -> (loop: PollingLoop, ticks: AsyncStream<PollingTick>) {
        let (ticks, continuation) = AsyncStream.makeStream(of: PollingTick.self)
        let loop = PollingLoop(
            interval: 5, sleeper: clock, isPaused: isPaused, onTick: { continuation.yield($0) },
            poll: {
                polls.withLock { $0 += 1 }
                started?.yield()
                await gate?.wait()
                return true
            })
        return (loop, ticks)
    }

    @Test("no timer runs while a poll does: a slow poll is never stacked, and the next interval counts from its end")
    func slowPollIsNotStacked() async {
        let clock = ManualSleeper()
        let gate = AsyncGate()
        let polls = Locked(0)
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let (loop, ticks) = Self.makeLoop(clock: clock, gate: gate, polls: polls, started: startedContinuation)
        var tick = ticks.makeAsyncIterator()
        var pollStarted = started.makeAsyncIterator()
        await clock.waitForSleepers()

        clock.advance()
        await pollStarted.next()
        #expect(clock.advance() == 0, "nothing waits for the next interval while the poll runs")
        gate.open()
        #expect(await tick.next() == .polled)
        await clock.waitForSleepers()
        #expect(polls.value == 1)
        #expect(clock.requestedDelays == [5, 5])
        withExtendedLifetime(loop) {}
    }

    @Test("a loop created paused polls nothing and catches up once when resumed after an interval")
    func createdPaused() async {
        let clock = ManualSleeper()
        let polls = Locked(0)
        let (loop, ticks) = Self.makeLoop(clock: clock, polls: polls, isPaused: true)
        var tick = ticks.makeAsyncIterator()
        await clock.waitForSleepers()
        clock.advance()
        #expect(await tick.next() == .missed)
        #expect(polls.value == 0)

        loop.setPaused(false)
        #expect(await tick.next() == .caughtUp(polled: true))
        #expect(polls.value == 1)
        await clock.waitForSleepers()
        withExtendedLifetime(loop) {}
    }

    @Test("resuming with the catch-up covered by the owner's own refresh polls nothing until the next interval")
    func coveredResumeDoesNotPoll() async {
        let clock = ManualSleeper()
        let polls = Locked(0)
        let (loop, ticks) = Self.makeLoop(clock: clock, polls: polls, isPaused: true)
        var tick = ticks.makeAsyncIterator()
        await clock.waitForSleepers()
        clock.advance()
        #expect(await tick.next() == .missed)

        loop.setPaused(false, covered: true)
        await clock.waitForSleepers()
        #expect(polls.value == 0)
        clock.advance()
        #expect(await tick.next() == .polled)
        #expect(polls.value == 1)
        withExtendedLifetime(loop) {}
    }

    @Test("a released loop's timer ends")
    func releasedLoopEnds() async {
        let clock = ManualSleeper()
        let polls = Locked(0)
        var task: Task<Void, Never>?
        do {
            let (loop, _) = Self.makeLoop(clock: clock, polls: polls)
            await clock.waitForSleepers()
            task = loop.task
        }
        await task?.value
        #expect(clock.sleeperCount == 0)
        #expect(polls.value == 0)
    }
}

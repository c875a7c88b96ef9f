import ResourceLoader
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

@MainActor
@Suite("PollingLoop: a catch-up covered by the owner while still paused (#36)", .timeLimit(.minutes(1)))
struct PollingLoopCoveredTests {
    /// A loop on `clock`, created paused, counting its polls in `polls` and reporting its ticks.
    private static func makeLoop(clock: ManualSleeper, polls: Locked<Int>) -> (PollingLoop, AsyncStream<PollingTick>) {
        let (ticks, continuation) = AsyncStream.makeStream(of: PollingTick.self)
        let loop = PollingLoop(
            interval: 5, sleeper: clock, isPaused: true, onTick: { continuation.yield($0) },
            poll: {
                polls.withLock { $0 += 1 }
                return true
            })
        return (loop, ticks)
    }

    @Test("covered while still paused: resuming within the next interval polls nothing, the timer counts from then")
    func coveredWhilePausedIsTheCatchUp() async {
        let clock = ManualSleeper()
        let polls = Locked(0)
        let (loop, ticks) = Self.makeLoop(clock: clock, polls: polls)
        var tick = ticks.makeAsyncIterator()
        await clock.waitForSleepers()
        clock.advance()
        #expect(await tick.next() == .missed)

        loop.setPaused(true, covered: true)
        await clock.waitForSleepers()  // the timer starts again from the owner's refresh
        loop.setPaused(false)
        #expect(polls.value == 0, "no catch-up: the owner's refresh was it")
        clock.advance()
        #expect(await tick.next() == .polled)
    }

    @Test("covered while still paused, then an interval missed after it: resuming catches up once")
    func intervalMissedAfterCoverIsCaughtUp() async {
        let clock = ManualSleeper()
        let polls = Locked(0)
        let (loop, ticks) = Self.makeLoop(clock: clock, polls: polls)
        var tick = ticks.makeAsyncIterator()
        await clock.waitForSleepers()
        clock.advance()
        #expect(await tick.next() == .missed)
        loop.setPaused(true, covered: true)
        await clock.waitForSleepers()

        clock.advance()
        #expect(await tick.next() == .missed)
        loop.setPaused(false)

        #expect(await tick.next() == .caughtUp(polled: true))
        #expect(polls.value == 1)
    }
}

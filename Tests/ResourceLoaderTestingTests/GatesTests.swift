import ResourceLoaderTesting
import Testing

@Suite("Gates, sleepers and reachability")
struct GatesTests {
    @Test("a gated sleeper records each wait and holds it until released; later waits pass at once")
    func gatedSleeper() async throws {
        let sleeper = GatedSleeper()
        let waiting = Task { try await sleeper.sleep(seconds: 0.3) }
        #expect(!sleeper.gate.isOpen)
        sleeper.release()
        try await waiting.value
        try await sleeper.sleep(seconds: 1)
        #expect(sleeper.requestedDelays.count == 2)
        #expect(sleeper.requestedDelays.last == 1)
    }

    @Test("a cancelled wait at a gated sleeper throws CancellationError while the gate stays closed")
    func cancelledSleep() async {
        let sleeper = GatedSleeper()
        let waiting = Task { try await sleeper.sleep(seconds: 1) }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(!sleeper.gate.isOpen)
    }

    @Test("a recording sleeper returns at once and keeps the delays")
    func recordingSleeper() async throws {
        let sleeper = RecordingSleeper()
        try await sleeper.sleep(seconds: 0.5)
        try await sleeper.sleep(seconds: 2)
        #expect(sleeper.delays == [0.5, 2])
    }

    @Test("a manual sleeper holds each wait until advanced; a wait that starts later waits for the next advance")
    func manualSleeperAdvances() async throws {
        let sleeper = ManualSleeper()
        let first = Task { try await sleeper.sleep(seconds: 30) }
        let second = Task { try await sleeper.sleep(seconds: 5) }
        await sleeper.waitForSleepers(2)
        #expect(sleeper.sleeperCount == 2)
        #expect(sleeper.advance() == 2)
        try await first.value
        try await second.value
        #expect(sleeper.sleeperCount == 0)
        #expect(sleeper.advance() == 0, "an advance with nothing waiting ends nothing")

        let third = Task { try await sleeper.sleep(seconds: 30) }
        await sleeper.waitForSleepers()
        #expect(sleeper.advance() == 1)
        try await third.value
        #expect(sleeper.requestedDelays.sorted() == [5, 30, 30])
    }

    @Test("a cancelled wait at a manual sleeper throws CancellationError and is no longer pending")
    func manualSleeperCancelled() async {
        let sleeper = ManualSleeper()
        let waiting = Task { try await sleeper.sleep(seconds: 1) }
        await sleeper.waitForSleepers()
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(sleeper.sleeperCount == 0)
        #expect(sleeper.advance() == 0)
    }

    @Test("manual reachability says the current value to each reader, then every change")
    func manualReachability() async {
        let reachability = ManualReachability()
        let first = reachability.reachability()
        reachability.set(false)
        let second = reachability.reachability()
        reachability.set(true)
        // Each read stops at a value that is there either way, so a missing first value fails the test, not hangs it.
        #expect(await Self.values(of: first, until: false) == [true, false])
        #expect(await Self.values(of: second, until: true) == [false, true])
        #expect(reachability.isReachable)
    }

    /// The values of `stream` up to the first that equals `last`, included.
    static func values(of stream: AsyncStream<Bool>, until last: Bool) async -> [Bool] {
        var values: [Bool] = []
        for await value in stream {
            values.append(value)
            if value == last { break }
        }
        return values
    }
}

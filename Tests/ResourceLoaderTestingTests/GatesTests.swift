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

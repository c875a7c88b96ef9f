import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceSupport
import Testing

/// A fresh directory for a queue's journal, removed by ``remove()``.
private struct JournalDirectory {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("mutation-replayer-tests-" + UUID().uuidString)

    func remove() {
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            // nothing was written there
        }
    }
}

/// A fake server for the replayer's `send`: records each mutation sent (and whether the network was said to be
/// reachable then), and throws the errors scripted for a row, one per send, before taking it.
private final class FakeServer: Sendable {
    private struct State {
        var sent: [Mutation] = []
        var sentWhileUnreachable = 0
        var failures: [String: [any Error]] = [:]
    }

    private let state = Locked(State())
    let reachability: ManualReachability?

    init(reachability: ManualReachability? = nil) {
        self.reachability = reachability
    }

    var sent: [Mutation] { state.withLock { $0.sent } }
    var sentRows: [String] { sent.map(\.rowID) }
    var sentWhileUnreachable: Int { state.withLock { $0.sentWhileUnreachable } }

    /// The next sends of `rowID` throw `errors`, in turn.
    func fail(_ rowID: String, with errors: any Error...) {
        state.withLock { $0.failures[rowID, default: []] += errors }
    }

    func send(_ mutation: Mutation) throws {
        let reachable = reachability?.isReachable ?? true
        try state.withLock { state in
            state.sent.append(mutation)
            if !reachable { state.sentWhileUnreachable += 1 }
            if var errors = state.failures[mutation.rowID], !errors.isEmpty {
                let error = errors.removeFirst()
                state.failures[mutation.rowID] = errors
                throw error
            }
        }
    }
}

private func status(_ code: Int) -> ResourceError {
    .unacceptableStatus(code: code, url: nil, body: Data(), apiError: nil)
}

private let offline = ResourceError.transport(url: nil, underlying: URLError(.notConnectedToInternet))

/// The next `count` outcomes, as (kind, row) pairs.
private func take(_ count: Int, from outcomes: AsyncStream<MutationOutcome>) async -> [String] {
    var taken: [String] = []
    for await outcome in outcomes {
        taken.append(described(outcome))
        if taken.count == count { break }
    }
    return taken
}

/// An outcome as "kind row".
private func described(_ outcome: MutationOutcome) -> String {
    switch outcome {
    case .applied(let mutation): "applied \(mutation.rowID)"
    case .refused(let mutation, _): "refused \(mutation.rowID)"
    case .deferred(let mutation, _): "deferred \(mutation.rowID)"
    }
}

/// The outcomes up to and including the one that says `rowID` was applied, as (kind, row) pairs.
private func take(untilApplied rowID: String, from outcomes: AsyncStream<MutationOutcome>) async -> [String] {
    var taken: [String] = []
    for await outcome in outcomes {
        taken.append(described(outcome))
        if case .applied(let mutation) = outcome, mutation.rowID == rowID { break }
    }
    return taken
}

@Suite(
    "MutationReplayer: replays a mutation queue in order, once each, when the network is back",
    .timeLimit(.minutes(1)))
struct MutationReplayerTests {
    @Test("edits queued offline are sent in order, once each, only after reachability says online")
    func replaysInOrderWhenOnline() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let reachability = ManualReachability(isReachable: false)
        let server = FakeServer(reachability: reachability)
        let queue = try MutationQueue(directory: directory.url)
        let replayer = MutationReplayer(queue: queue, reachability: reachability) { try server.send($0) }
        let outcomes = await replayer.outcomes()
        await replayer.start()
        for row in ["1", "2", "1", "3"] { try await queue.enqueue(.update, rowID: row, payload: Data(row.utf8)) }

        reachability.set(true)

        #expect(await take(4, from: outcomes) == ["applied 1", "applied 2", "applied 1", "applied 3"])
        #expect(server.sentRows == ["1", "2", "1", "3"])
        #expect(server.sent.map(\.sequence) == [1, 2, 3, 4])
        #expect(server.sentWhileUnreachable == 0)
        #expect(await queue.pending.isEmpty)
    }

    @Test("a mutation enqueued while online is sent without another trigger")
    func enqueueWhileOnlineIsSent() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let server = FakeServer()
        let queue = try MutationQueue(directory: directory.url)
        let replayer = MutationReplayer(queue: queue) { try server.send($0) }
        let outcomes = await replayer.outcomes()
        await replayer.start()
        try await queue.enqueue(.insert, rowID: "9", payload: Data())
        #expect(await take(1, from: outcomes) == ["applied 9"])
    }

    @Test("a 4xx is a refusal: reported, kept in the refused list, never sent again; later edits go on")
    func clientErrorIsRefused() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let server = FakeServer()
        server.fail("1", with: status(422))
        let queue = try MutationQueue(directory: directory.url)
        let replayer = MutationReplayer(queue: queue) { try server.send($0) }
        let refused = try await queue.enqueue(.update, rowID: "1", payload: Data())
        try await queue.enqueue(.update, rowID: "1", payload: Data())
        let outcomes = await replayer.outcomes()

        await replayer.replay()
        await replayer.replay()

        #expect(await take(2, from: outcomes) == ["refused 1", "applied 1"])
        #expect(server.sent.count == 2)
        let kept = await queue.refused
        #expect(kept.map(\.mutation) == [refused])
        #expect(kept.first?.refusal.statusCode == 422)
    }

    @Test("a transport error defers the edit: later edits of every row wait, and the next pass sends them in order")
    func transportErrorDefersAndBlocks() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let server = FakeServer()
        server.fail("1", with: offline)
        let queue = try MutationQueue(directory: directory.url)
        let replayer = MutationReplayer(queue: queue) { try server.send($0) }
        for row in ["1", "2", "1"] { try await queue.enqueue(.update, rowID: row, payload: Data()) }
        let outcomes = await replayer.outcomes()

        await replayer.replay()
        #expect(server.sentRows == ["1"])
        #expect(await queue.pending.count == 3)
        await replayer.replay()

        #expect(await take(4, from: outcomes) == ["deferred 1", "applied 1", "applied 2", "applied 1"])
        #expect(server.sentRows == ["1", "1", "2", "1"])
    }

    @Test(
        "401, 408, 429 and 5xx are deferred, not refused", arguments: [401, 408, 429, 500, 503])
    func retryableStatusesAreDeferred(_ code: Int) {
        #expect(MutationReplayer.defaultDecision(for: status(code)) == .retryLater)
        #expect(MutationReplayer.defaultDecision(for: offline) == .retryLater)
        #expect(MutationReplayer.defaultDecision(for: CancellationError()) == .retryLater)
    }

    /// A replayer over a new queue in `directory` sending to `server`, waiting on a manual clock by `policy` (by
    /// default a doubling backoff from 2 s, without jitter).
    fileprivate func replayerOnManualClock(
        in directory: JournalDirectory, sendingTo server: FakeServer,
        policy: RetryPolicy = RetryPolicy(maximumAttempts: .max, baseDelay: 2, maximumDelay: 300, random: { 0 })
    ) throws -> (queue: MutationQueue, replayer: MutationReplayer, clock: ManualSleeper) {
        let clock = ManualSleeper()
        let queue = try MutationQueue(directory: directory.url)
        let replayer = MutationReplayer(queue: queue, retryPolicy: policy, sleeper: clock) { try server.send($0) }
        return (queue, replayer, clock)
    }

    @Test("a server that keeps failing while online is tried again after a doubling backoff, no trigger needed")
    func deferredEditIsRetriedAfterBackoff() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let server = FakeServer()
        server.fail("1", with: status(503), status(503))
        let (queue, replayer, clock) = try replayerOnManualClock(in: directory, sendingTo: server)
        let outcomes = await replayer.outcomes()
        try await queue.enqueue(.update, rowID: "1", payload: Data())
        try await queue.enqueue(.update, rowID: "2", payload: Data())
        await replayer.start()

        #expect(await take(1, from: outcomes) == ["deferred 1"])
        await clock.waitForSleepers()
        clock.advance()
        #expect(await take(1, from: outcomes) == ["deferred 1"])
        await clock.waitForSleepers()
        clock.advance()

        #expect(await take(2, from: outcomes) == ["applied 1", "applied 2"])
        #expect(clock.requestedDelays == [2, 4])
        #expect(server.sentRows == ["1", "1", "1", "2"])
    }

    @Test("a pass that sends everything starts the backoff again from its first wait")
    func backoffStartsAgainAfterSuccess() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let server = FakeServer()
        server.fail("1", with: offline)
        server.fail("2", with: offline)
        let (queue, replayer, clock) = try replayerOnManualClock(in: directory, sendingTo: server)
        let outcomes = await replayer.outcomes()
        try await queue.enqueue(.update, rowID: "1", payload: Data())
        await replayer.start()
        #expect(await take(1, from: outcomes) == ["deferred 1"])
        await clock.waitForSleepers()
        clock.advance()
        #expect(await take(1, from: outcomes) == ["applied 1"])

        try await queue.enqueue(.update, rowID: "2", payload: Data())
        #expect(await take(1, from: outcomes) == ["deferred 2"])
        await clock.waitForSleepers()
        clock.advance()

        #expect(await take(1, from: outcomes) == ["applied 2"])
        #expect(clock.requestedDelays == [2, 2])
    }

    @Test("with RetryPolicy.never a deferred edit waits for the next trigger, as before")
    func neverPolicyWaitsForTrigger() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let server = FakeServer()
        server.fail("1", with: status(503))
        let (queue, replayer, clock) = try replayerOnManualClock(in: directory, sendingTo: server, policy: .never)
        let outcomes = await replayer.outcomes()
        try await queue.enqueue(.update, rowID: "1", payload: Data())

        await replayer.replay()
        await replayer.replay()

        #expect(await take(2, from: outcomes) == ["deferred 1", "applied 1"])
        #expect(clock.requestedDelays.isEmpty)
    }

    @Test("a deferred edit is sent again when reachability comes back")
    func deferredEditIsRetriedOnReconnect() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let reachability = ManualReachability(isReachable: false)
        let server = FakeServer(reachability: reachability)
        server.fail("1", with: offline)
        let queue = try MutationQueue(directory: directory.url)
        let replayer = MutationReplayer(queue: queue, reachability: reachability) { try server.send($0) }
        let outcomes = await replayer.outcomes()
        await replayer.start()
        try await queue.enqueue(.update, rowID: "1", payload: Data())
        reachability.set(true)
        #expect(await take(1, from: outcomes) == ["deferred 1"])

        reachability.set(false)
        reachability.set(true)

        #expect(await take(1, from: outcomes) == ["applied 1"])
        #expect(server.sentRows == ["1", "1"])
    }

    @Test("after a relaunch, a new queue and replayer over the same directory send what was left, in order")
    func relaunchSendsWhatWasLeft() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let server = FakeServer()
        server.fail("2", with: offline)
        do {
            let queue = try MutationQueue(directory: directory.url)
            let replayer = MutationReplayer(queue: queue) { try server.send($0) }
            for row in ["1", "2", "3"] { try await queue.enqueue(.update, rowID: row, payload: Data()) }
            await replayer.replay()
        }
        let queue = try MutationQueue(directory: directory.url)
        let replayer = MutationReplayer(queue: queue) { try server.send($0) }
        await replayer.replay()
        #expect(server.sentRows == ["1", "2", "2", "3"])
        #expect(await queue.pending.isEmpty)
    }

    @Test("a refusal not acknowledged before a relaunch is reported again to the next launch's readers, once")
    func unacknowledgedRefusalIsReportedAfterRelaunch() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let server = FakeServer()
        server.fail("1", with: status(409))
        do {
            let queue = try MutationQueue(directory: directory.url)
            let replayer = MutationReplayer(queue: queue) { try server.send($0) }
            try await queue.enqueue(.update, rowID: "1", payload: Data())
            await replayer.replay()
        }
        let queue = try MutationQueue(directory: directory.url)
        let replayer = MutationReplayer(queue: queue) { try server.send($0) }
        try await queue.enqueue(.update, rowID: "2", payload: Data())
        let outcomes = await replayer.outcomes()
        await replayer.replay()
        #expect(await take(2, from: outcomes) == ["refused 1", "applied 2"])
    }

    @Test("a released replayer stops reading and finishes its outcome streams", .timeLimit(.minutes(1)))
    func releasedReplayerFinishes() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let reachability = ManualReachability(isReachable: false)
        let queue = try MutationQueue(directory: directory.url)
        var replayer: MutationReplayer? = MutationReplayer(queue: queue, reachability: reachability) { _ in }
        weak let weakReplayer = replayer
        let outcomes = try #require(await replayer?.outcomes())
        await replayer?.start()
        replayer = nil
        // The stream finishes when the replayer is deinitialised; a replayer kept alive by its readers would hang
        // here until the time limit.
        for await _ in outcomes { Issue.record("an outcome after the replayer was released") }
        #expect(weakReplayer == nil)
    }
}

// MARK: - Edges (#36)

extension MutationReplayerTests {
    @Test(
        "a mutation deferred by a backoff while online waits, when the network goes away, for it to return; then goes")
    func backoffDeferredMutationWaitsForReachability() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let reachability = ManualReachability(isReachable: true)
        let server = FakeServer(reachability: reachability)
        server.fail("1", with: status(503))
        let clock = ManualSleeper()
        let queue = try MutationQueue(directory: directory.url)
        let replayer = MutationReplayer(
            queue: queue, reachability: reachability,
            retryPolicy: RetryPolicy(maximumAttempts: .max, baseDelay: 2, maximumDelay: 300, random: { 0 }),
            sleeper: clock
        ) { try server.send($0) }
        let outcomes = await replayer.outcomes()
        await replayer.start()
        try await queue.enqueue(.update, rowID: "1", payload: Data())
        #expect(await take(1, from: outcomes) == ["deferred 1"])
        await clock.waitForSleepers()

        reachability.set(false)
        for _ in 0..<100_000 where clock.sleeperCount > 0 { await Task.yield() }
        #expect(clock.sleeperCount == 0, "the network going away ended the backoff's wait")
        clock.advance()
        #expect(server.sent.count == 1, "nothing is sent while the network is away, however long it lasts")

        reachability.set(true)
        #expect(await take(1, from: outcomes) == ["applied 1"], "sent at once when the network returns")
        #expect(server.sentWhileUnreachable == 0)
        #expect(clock.requestedDelays == [2], "no wait before the send on the network's return")
    }

    @Test("send receives the idempotency key the app gave enqueue(value:), also after a relaunch")
    func sendReceivesTheAppsKey() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let server = FakeServer()
        server.fail("1", with: offline)
        do {
            let queue = try MutationQueue(directory: directory.url)
            try await queue.enqueue(.update, rowID: "1", value: ["name": "One"], idempotencyKey: "app-key-1")
            await MutationReplayer(queue: queue) { try server.send($0) }.replay()
        }
        let queue = try MutationQueue(directory: directory.url)
        await MutationReplayer(queue: queue) { try server.send($0) }.replay()

        #expect(server.sent.map(\.idempotencyKey) == ["app-key-1", "app-key-1"])
        #expect(await queue.pending.isEmpty)
    }

    @Test("a refusal reported between outcomes()'s two set-up steps reaches the new reader, once, before what follows")
    func refusalBetweenOutcomesSetUpStepsIsNotLost() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let server = FakeServer()
        server.fail("1", with: status(422))
        let queue = try MutationQueue(directory: directory.url)
        try await queue.enqueue(.update, rowID: "1", payload: Data())
        let replayer = MutationReplayer(queue: queue, retryPolicy: .never) { try server.send($0) }
        // A pass refuses row 1 and reports it while outcomes() is paused between its two steps (registering its
        // reader and reading the queue's refusals; before #36's fix, the other way round, and the refusal was lost).
        await replayer.pauseOutcomesSetUp { await replayer.replay() }

        let outcomes = await replayer.outcomes()
        #expect(await queue.refused.map(\.mutation.rowID) == ["1"])
        try await queue.enqueue(.update, rowID: "2", payload: Data())
        await replayer.replay()

        let seen = await take(untilApplied: "2", from: outcomes)
        #expect(seen == ["refused 1", "applied 2"])
    }

    @Test("a refusal reported while outcomes() reads the queue's refusals reaches the new reader exactly once")
    func refusalDuringOutcomesSetUpIsNotLost() async throws {
        for round in 0..<200 {
            let directory = JournalDirectory()
            defer { directory.remove() }
            let server = FakeServer()
            server.fail("1", with: status(422))
            let queue = try MutationQueue(directory: directory.url)
            try await queue.enqueue(.update, rowID: "1", payload: Data())
            let replayer = MutationReplayer(queue: queue, retryPolicy: .never) { try server.send($0) }

            // The pass runs at a higher priority than the reader, so that the replayer, once free, runs the pass's
            // report before the reader's registration when both wait for it.
            let pass = Task(priority: .high) { await replayer.replay() }
            let outcomes = await Task(priority: .background) { await replayer.outcomes() }.value
            await pass.value
            try await queue.enqueue(.update, rowID: "2", payload: Data())
            await replayer.replay()

            // Lost once in 200 rounds under the address sanitizer before #36's fix (CI at f535f91); the pause in
            // refusalBetweenOutcomesSetUpStepsIsNotLost makes that interleaving every time.
            let seen = await take(untilApplied: "2", from: outcomes)
            #expect(seen == ["refused 1", "applied 2"], "round \(round)")
            guard seen == ["refused 1", "applied 2"] else { break }
        }
    }

    @Test("outcomes reported while outcomes() reads the queue's refusals follow the earlier ones, in order, once each")
    func outcomesDuringOutcomesSetUpFollowTheEarlierRefusals() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let server = FakeServer()
        server.fail("0", with: status(409))
        server.fail("1", with: status(422))
        let queue = try MutationQueue(directory: directory.url)
        let replayer = MutationReplayer(queue: queue, retryPolicy: .never) { try server.send($0) }
        try await queue.enqueue(.update, rowID: "0", payload: Data())
        await replayer.replay()
        try await queue.enqueue(.update, rowID: "1", payload: Data())
        try await queue.enqueue(.update, rowID: "2", payload: Data())
        // While outcomes() sets up, a pass refuses row 1 and applies row 2.
        await replayer.pauseOutcomesSetUp { await replayer.replay() }

        let outcomes = await replayer.outcomes()
        try await queue.enqueue(.update, rowID: "3", payload: Data())
        await replayer.replay()

        let seen = await take(untilApplied: "3", from: outcomes)
        #expect(seen == ["refused 0", "refused 1", "applied 2", "applied 3"])
    }

    @Test("a refusal journaled before outcomes() reads the queue and reported after it set up reaches the reader once")
    func refusalJournaledBeforeOutcomesAndReportedAfterComesOnce() async throws {
        let directory = JournalDirectory()
        defer { directory.remove() }
        let server = FakeServer()
        server.fail("1", with: status(422))
        let queue = try MutationQueue(directory: directory.url)
        try await queue.enqueue(.update, rowID: "1", payload: Data())
        let replayer = MutationReplayer(queue: queue, retryPolicy: .never) { try server.send($0) }
        // The reader is set up whole after row 1's refusal is in the journal and before the pass reports it.
        let reader = Locked<AsyncStream<MutationOutcome>?>(nil)
        await replayer.pauseBeforeReportingRefusals {
            let outcomes = await replayer.outcomes()
            reader.withLock { $0 = outcomes }
        }

        await replayer.replay()
        try await queue.enqueue(.update, rowID: "2", payload: Data())
        await replayer.replay()

        let outcomes = try #require(reader.value)
        let seen = await take(untilApplied: "2", from: outcomes)
        #expect(seen == ["refused 1", "applied 2"])
    }
}

import ResourceLoader

/// Sends the mutations of a ``ResourceLoader/MutationQueue`` to the server, in order and once each, whenever the
/// network is reachable, and reports what became of each.
///
/// ```swift
/// let replayer = MutationReplayer(queue: queue, reachability: reachability) { mutation in
///     try await service.fetch(SaveUser(mutation: mutation))  // sends mutation.idempotencyKey
/// }
/// await replayer.start()
/// for await outcome in await replayer.outcomes() { ... }
/// ```
///
/// - **When:** a pass starts when the reachability source says the network is reachable (at start and at every
///   change back to reachable), when a mutation is enqueued while it is reachable, and when ``replay()`` is called.
///   Without a reachability source the network counts as reachable. One pass runs at a time; a trigger during a pass
///   asks for one more pass after it, unless the pass ends by deferring a mutation.
/// - **Backoff:** a pass that deferred a mutation while the network looks reachable (a server answering 503, a
///   timeout) is followed by another after the `retryPolicy`'s backoff (2 s, doubling, at most 5 min by default),
///   waited on `sleeper`; every deferral in a row doubles the wait, until the policy's attempts are spent. Any other
///   trigger runs the pass at once instead; the network said unreachable cancels the wait (its return is the next
///   trigger); a pass that sends everything starts the count again.
/// - **Order and once each:** a pass sends the pending mutations one at a time, in the order they were enqueued, and
///   marks each applied only after `send` returned. A process killed in between sends it again after relaunch, with
///   the same idempotency key, for the server to recognise.
/// - **Failures:** `decide` sorts each error `send` throws: ``Decision/refuse(_:)`` moves the mutation to the queue's
///   refused list and reports ``MutationOutcome/refused(_:_:)``; ``Decision/retryLater`` reports
///   ``MutationOutcome/deferred(_:_:)`` and ends the pass, so every later mutation — of the same row and of every
///   other — waits for it. See ``defaultDecision(for:)``.
/// - **Lifetime:** the replayer stops reading reachability and the queue when it is released or ``stop()``ped, and
///   its outcome streams finish when it is released. A pass in flight keeps it until its `send` returns.
public actor MutationReplayer {
    /// What to do with a mutation whose `send` threw.
    public enum Decision: Sendable, Equatable {
        /// The server refused it for good: report it and never send it again.
        case refuse(MutationRefusal)
        /// Keep it queued and try again on the next pass.
        case retryLater
    }

    /// Sends one mutation to the server; returns when the server took it, throws otherwise.
    public typealias Send = @Sendable (Mutation) async throws -> Void

    /// The queue replayed.
    public nonisolated let queue: MutationQueue
    private let reachability: (any ReachabilitySource)?
    private let send: Send
    private let decide: @Sendable (any Error) -> Decision
    private let retryPolicy: RetryPolicy
    private let sleeper: any Sleeping
    /// How many passes in a row ended by deferring a mutation.
    private var deferralsInARow = 0
    /// The wait before the pass that tries a deferred mutation again, while the network looks reachable.
    private var backoff: Task<Void, Never>?
    private var isReachable: Bool
    private var watchers: [Task<Void, Never>] = []
    private var pass: Task<Void, Never>?
    private var isPassRequested = false
    private var lastSeenSequence: UInt64 = 0
    private var readers: [Int: Reader] = [:]
    private var nextReader = 0
    /// Run by ``outcomes()`` between its two steps; see ``pauseOutcomesSetUp(with:)``.
    private var outcomesSetUpPause: (@Sendable () async -> Void)?
    /// Run by a pass between journaling a refusal and reporting it; see ``pauseBeforeReportingRefusals(with:)``.
    private var refusalReportPause: (@Sendable () async -> Void)?

    /// A reader of ``outcomes()``: the outcomes reported while it reads the queue's earlier refusals, held until
    /// those are sent, then the refusals it was already shown from the journal.
    private struct Reader {
        let continuation: AsyncStream<MutationOutcome>.Continuation
        /// The outcomes reported since the reader was registered, while it still reads the queue's refusals (`nil`
        /// once those are sent: outcomes then go straight to the stream).
        var held: [MutationOutcome]? = []
        /// The refusals sent from the journal whose live report has not come yet (it is not sent again).
        var shownRefusals: Set<Mutation.ID> = []
    }

    /// A replayer of `queue` through `send`.
    ///
    /// - Parameters:
    ///   - queue: the queue to replay.
    ///   - reachability: says when the network is reachable; `nil` counts it as always reachable.
    ///   - retryPolicy: the waits before trying a deferred mutation again while the network looks reachable; only
    ///     its ``ResourceLoader/RetryPolicy/backoff(afterAttempt:)`` is used. ``defaultRetryPolicy`` by default;
    ///     ``ResourceLoader/RetryPolicy/never`` waits for the next trigger instead.
    ///   - sleeper: the clock those waits run on.
    ///   - decide: sorts the errors `send` throws; ``defaultDecision(for:)`` by default.
    ///   - send: sends one mutation (with its ``ResourceLoader/Mutation/idempotencyKey``) and returns once the
    ///     server took it.
    public init(
        queue: MutationQueue, reachability: (any ReachabilitySource)? = nil,
        retryPolicy: RetryPolicy = MutationReplayer.defaultRetryPolicy, sleeper: any Sleeping = TaskSleeper(),
        decide: @escaping @Sendable (any Error) -> Decision = MutationReplayer.defaultDecision(for:),
        send: @escaping Send
    ) {
        self.queue = queue
        self.reachability = reachability
        self.decide = decide
        self.send = send
        self.retryPolicy = retryPolicy
        self.sleeper = sleeper
        isReachable = reachability == nil
    }

    deinit {
        for watcher in watchers { watcher.cancel() }
        pass?.cancel()
        backoff?.cancel()
        for reader in readers.values { reader.continuation.finish() }
    }

    /// The default waits before a deferred mutation is tried again while the network looks reachable: 2 s, doubling
    /// at each deferral in a row, at most 5 minutes, with up to 20% jitter, for as long as the replayer runs.
    public static let defaultRetryPolicy = RetryPolicy(maximumAttempts: .max, baseDelay: 2, maximumDelay: 300)

    /// The default sorting of failures: a ``ResourceLoader/ResourceError/unacceptableStatus(code:url:body:apiError:)``
    /// with a 4xx code is a refusal, except 401 (Unauthorized: the user's session, not the edit, was refused; it
    /// waits for the app to sign in again), 408 (Request Timeout) and 429 (Too Many Requests), which say "later";
    /// every other error (transport, 5xx, cancellation…) is ``Decision/retryLater``.
    public static func defaultDecision(for error: any Error) -> Decision {
        guard let error = error as? ResourceError, let code = error.statusCode, (400..<500).contains(code),
            code != 401, code != 408, code != 429
        else { return .retryLater }
        return .refuse(MutationRefusal(statusCode: code, reason: error.description))
    }

    /// Starts reading the reachability source and the queue: a pass starts whenever the network is (again)
    /// reachable, and when a mutation is enqueued while it is. Calling it again does nothing.
    public func start() {
        guard watchers.isEmpty else { return }
        let queue = queue
        watchers.append(
            Task { [weak self] in
                for await pending in await queue.pendingChanges() {
                    guard let self else { return }
                    await self.pendingChanged(lastSequence: pending.last?.sequence ?? 0)
                }
            })
        if let reachability {
            watchers.append(
                Task { [weak self] in
                    for await reachable in reachability.reachability() {
                        guard let self else { return }
                        await self.reachabilityChanged(reachable)
                    }
                })
        } else {
            requestPass()
        }
    }

    /// Stops reading reachability and the queue and cancels a pass in flight (its mutation stays queued).
    public func stop() {
        for watcher in watchers { watcher.cancel() }
        watchers = []
        pass?.cancel()
        backoff?.cancel()
        backoff = nil
    }

    /// Runs a pass now, whether or not the network looks reachable, and returns when it ended (with any pass asked
    /// for meanwhile, unless a mutation was deferred). When a pass is running already, waits for it instead.
    public func replay() async {
        requestPass()
        await pass?.value
    }

    /// What becomes of each mutation from now on, after a ``MutationOutcome/refused(_:_:)`` for each refusal the
    /// queue holds that the app has not acknowledged (from an earlier launch, say). Each call makes a new reader.
    ///
    /// Nothing reported once the call began is lost or sent twice: the reader is registered before the queue's
    /// refusals are read, and what is reported meanwhile is held and sent, in the order reported, after the earlier
    /// refusals. A refusal both read from the queue and reported meanwhile is sent once, in its reported place.
    public func outcomes() async -> AsyncStream<MutationOutcome> {
        let (stream, continuation) = AsyncStream.makeStream(of: MutationOutcome.self)
        let id = nextReader
        nextReader += 1
        readers[id] = Reader(continuation: continuation)
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeReader(id) }
        }
        await outcomesSetUpPause?()
        let earlier = await queue.refused
        sendEarlierRefusals(earlier, to: id)
        return stream
    }

    /// Sends reader `id` the queue's `earlier` refusals that were not reported meanwhile, then the outcomes held for
    /// it, and from then on hands it each outcome as it is reported.
    private func sendEarlierRefusals(_ earlier: [(mutation: Mutation, refusal: MutationRefusal)], to id: Int) {
        guard var reader = readers[id] else { return }  // its stream ended meanwhile
        let held = reader.held ?? []
        let reportedMeanwhile = Set(
            held.compactMap { outcome -> Mutation.ID? in
                guard case .refused(let mutation, _) = outcome else { return nil }
                return mutation.id
            })
        for (mutation, refusal) in earlier where !reportedMeanwhile.contains(mutation.id) {
            reader.continuation.yield(.refused(mutation, refusal))
            reader.shownRefusals.insert(mutation.id)
        }
        for outcome in held { reader.continuation.yield(outcome) }
        reader.held = nil
        readers[id] = reader
    }

    /// For tests: every later ``outcomes()`` call runs `pause` between its two steps, registering its reader and
    /// reading the queue's refusals, and goes on when `pause` returns. Meanwhile the replayer is free: `pause` may
    /// run a pass (``replay()``) that reports outcomes, to show what a reader being set up receives of them.
    package func pauseOutcomesSetUp(with pause: @escaping @Sendable () async -> Void) {
        outcomesSetUpPause = pause
    }

    /// For tests: every later refusal is journaled (moved to the queue's refused list), then `pause` runs, then the
    /// refusal is reported. Meanwhile the replayer is free: `pause` may call ``outcomes()``, to show what a reader set
    /// up in between receives.
    package func pauseBeforeReportingRefusals(with pause: @escaping @Sendable () async -> Void) {
        refusalReportPause = pause
    }

    private func removeReader(_ id: Int) {
        readers[id] = nil
    }

    private func reachabilityChanged(_ reachable: Bool) {
        let cameBack = reachable && !isReachable
        isReachable = reachable
        if !reachable {
            backoff?.cancel()
            backoff = nil
        }
        if cameBack {
            deferralsInARow = 0
            requestPass()
        }
    }

    /// Starts a pass when a mutation newer than any seen was enqueued while the network is reachable.
    private func pendingChanged(lastSequence: UInt64) {
        guard lastSequence > lastSeenSequence else { return }
        lastSeenSequence = lastSequence
        if isReachable { requestPass() }
    }

    /// Starts a pass, or asks the running one for another after it.
    private func requestPass() {
        backoff?.cancel()
        backoff = nil
        if pass != nil {
            isPassRequested = true
            return
        }
        pass = Task { await self.runPasses() }
    }

    /// Runs passes until one ends with no pass asked for meanwhile, or one defers a mutation (then the backoff or
    /// the next trigger starts another).
    private func runPasses() async {
        var deferred = false
        repeat {
            isPassRequested = false
            deferred = await !sendPending()
        } while !deferred && isPassRequested && !Task.isCancelled
        pass = nil
        guard !Task.isCancelled else { return }
        if deferred {
            deferralsInARow += 1
            scheduleBackoff()
        } else {
            deferralsInARow = 0
        }
    }

    /// After a pass that deferred a mutation while the network looks reachable, waits the policy's backoff and
    /// runs another pass.
    private func scheduleBackoff() {
        guard isReachable, let delay = retryPolicy.backoff(afterAttempt: deferralsInARow) else { return }
        let sleeper = sleeper
        backoff = Task { [weak self] in
            do {
                try await sleeper.sleep(seconds: delay)
            } catch {
                return  // cancelled: another trigger ran the pass, or the network went away
            }
            await self?.requestPass()
        }
    }

    /// Sends the pending mutations in order until the queue is empty (returns `true`) or one is deferred (`false`).
    private func sendPending() async -> Bool {
        while !Task.isCancelled, let mutation = await queue.nextPending {
            lastSeenSequence = max(lastSeenSequence, mutation.sequence)
            do {
                try await send(mutation)
            } catch {
                switch decide(error) {
                case .refuse(let refusal):
                    do {
                        try await queue.markRefused(mutation.id, refusal)
                    } catch {
                        report(.deferred(mutation, error))
                        return false
                    }
                    await refusalReportPause?()
                    report(.refused(mutation, refusal))
                    continue
                case .retryLater:
                    report(.deferred(mutation, error))
                    return false
                }
            }
            do {
                try await queue.markApplied(mutation.id)
            } catch {
                report(.deferred(mutation, error))
                return false
            }
            report(.applied(mutation))
        }
        return !Task.isCancelled
    }

    private func report(_ outcome: MutationOutcome) {
        for (id, reader) in readers {
            if reader.held != nil {
                readers[id]?.held?.append(outcome)
                continue
            }
            if reader.shownRefusals.contains(outcome.mutation.id) {
                readers[id]?.shownRefusals.remove(outcome.mutation.id)
                if case .refused = outcome { continue }
            }
            reader.continuation.yield(outcome)
        }
    }
}

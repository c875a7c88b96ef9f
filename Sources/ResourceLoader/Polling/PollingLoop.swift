/// What one tick of a ``PollingLoop`` did; reported to tests, which wait for ticks instead of sleeping.
package enum PollingTick: Sendable, Equatable {
    /// An interval passed and the owner polled.
    case polled
    /// An interval passed while the owner was busy (a refresh of its own running): nothing was asked.
    case skipped
    /// An interval passed while polling was paused: nothing was asked, and the loop waits for the owner to be
    /// shown (and in the foreground) again, when it polls once to catch up.
    case missed
    /// Polling resumed after a missed interval and the owner polled once to catch up (or was busy: `polled` says).
    case caughtUp(polled: Bool)
}

/// The timer of a polling list or resource: polls every `interval` seconds while not paused, never two polls at
/// once, and, when an interval passed while paused, polls once as soon as it is resumed (one catch-up, however many
/// intervals were missed) and counts the next interval from there.
///
/// While paused, the loop wakes at most once: the first interval missed ends its timer, and resuming starts it
/// again. It holds its owner's poll weakly (the owner keeps the loop) and its task ends when the loop is released.
@MainActor
package final class PollingLoop {
    /// The task that sleeps and polls; cancelled when the loop is released.
    private final class Timer {
        var task: Task<Void, Never>?

        deinit {
            task?.cancel()
        }
    }

    /// The seconds between two polls.
    package let interval: Double
    private let sleeper: any Sleeping
    /// Polls; returns `false` when it skipped (the owner was busy). Must hold its owner weakly.
    private let poll: @MainActor () async -> Bool
    private let timer = Timer()
    /// Whether an interval passed while paused, with no catch-up since.
    private var missedTick = false
    /// Whether polling is paused (hidden, or in the background).
    package private(set) var isPaused: Bool
    /// Called after each tick; for tests.
    package var onTick: ((PollingTick) -> Void)?

    /// Starts polling every `interval` seconds, waiting on `sleeper`; the first poll is one interval away.
    package init(
        interval: Double, sleeper: any Sleeping, isPaused: Bool, onTick: ((PollingTick) -> Void)? = nil,
        poll: @escaping @MainActor () async -> Bool
    ) {
        self.interval = interval
        self.sleeper = sleeper
        self.isPaused = isPaused
        self.onTick = onTick
        self.poll = poll
        startTimer(catchingUp: false)
    }

    /// The task that polls, while one runs; for tests, which await it after releasing the owner.
    package var task: Task<Void, Never>? { timer.task }

    /// Pauses or resumes polling. Resuming after a missed interval polls once at once, unless `covered` (the owner
    /// refreshes anyway, as a hidden list with a pending invalidation does when shown), and counts the next
    /// interval from there.
    ///
    /// A `covered` call that leaves polling paused (a list shown while the app is in the background, refreshing for
    /// its pending invalidation) still counts as the catch-up: the timer starts again from that refresh, so that
    /// resuming within an interval asks nothing, and an interval missed after it is caught up once.
    package func setPaused(_ paused: Bool, covered: Bool = false) {
        if paused, isPaused, covered, missedTick {
            missedTick = false
            startTimer(catchingUp: false)
            return
        }
        guard paused != isPaused else { return }
        isPaused = paused
        guard !paused, missedTick else { return }
        missedTick = false
        startTimer(catchingUp: !covered)
    }

    private func startTimer(catchingUp: Bool) {
        timer.task?.cancel()
        let sleeper = self.sleeper
        let interval = self.interval
        timer.task = Task { [weak self] in
            if catchingUp {
                guard let self else { return }
                let polled = await self.poll()
                self.onTick?(.caughtUp(polled: polled))
            }
            while true {
                do {
                    try await sleeper.sleep(seconds: interval)
                } catch {
                    return  // the loop was released or restarted
                }
                guard let self, await self.tick() else { return }
            }
        }
    }

    /// One interval passed: polls, or notes the miss and ends the timer while paused; returns whether to go on.
    private func tick() async -> Bool {
        if isPaused {
            missedTick = true
            onTick?(.missed)
            return false
        }
        let polled = await poll()
        onTick?(polled ? .polled : .skipped)
        return true
    }
}

import Foundation
import ResourceLoader

/// What a ``PagedList`` keeps for polling: one stored property of the list.
struct ListPolling {
    /// See ``PagedList/pollingInterval``.
    var interval: Double?
    /// See ``PagedList/isInForeground``.
    var isInForeground = true
    /// Whether ``PagedList/start()`` ran: a list polls from then on.
    var isStarted = false
    /// The timer, while the list polls.
    var loop: PollingLoop?
    /// Called after each tick; for tests.
    var onTick: ((PollingTick) -> Void)?
}

// Polling: the list refreshes every `pollingInterval` seconds while started, shown and in the foreground, and
// catches up once when it comes back after a missed interval.
extension PagedList {
    /// How often, in seconds, the list refreshes by itself while it is started, shown (``isShown``) and in the
    /// foreground (``isInForeground``); `nil` (the default) never polls.
    ///
    /// Each poll is a ``refresh()`` that asks the server even when the cached first page is still fresh (with its
    /// validators, so an unchanged list costs a `304` and delivers no update). Polls never overlap, and a poll due
    /// while a refresh, a query change or a remote search runs is skipped. While the list is hidden or the app is in
    /// the background, polling pauses; when it comes back after at least one interval passed, it refreshes once
    /// (not once per missed interval) and counts the next interval from there. ``sleeper`` waits out the
    /// intervals; inject one to test. Polling stops when the list is released.
    ///
    /// ```swift
    /// list.pollingInterval = 30
    /// ```
    public var pollingInterval: Double? {
        get { polling.interval }
        set {
            guard newValue != polling.interval else { return }
            polling.interval = newValue
            restartPolling()
        }
    }

    /// Whether the app is in the foreground; `true` by default. Polling (``pollingInterval``) pauses while it is
    /// `false`. Set it from the scene's phase (SwiftUI's `scenePhase` becoming `.background` and `.active`) or
    /// from UIKit's `didEnterBackgroundNotification` and `willEnterForegroundNotification`.
    public var isInForeground: Bool {
        get { polling.isInForeground }
        set {
            polling.isInForeground = newValue
            polling.loop?.setPaused(!isPollingAllowed)
        }
    }

    /// Called after each tick of the polling timer; lets tests wait for a poll (or a skipped one) without sleeping.
    package var onPollingTick: ((PollingTick) -> Void)? {
        get { polling.onTick }
        set {
            polling.onTick = newValue
            polling.loop?.onTick = newValue
        }
    }

    /// The polling timer's task, while the list polls; for tests, which await it after releasing the list.
    package var pollingTask: Task<Void, Never>? { polling.loop?.task }

    /// Whether polling may run now: shown and in the foreground.
    private var isPollingAllowed: Bool { isShown && polling.isInForeground }

    /// The list started: it polls from now on.
    func startPolling() {
        guard !polling.isStarted else { return }
        polling.isStarted = true
        restartPolling()
    }

    /// ``isShown`` changed; `covered` when showing the list refreshes it anyway (a pending invalidation), which then
    /// stands for the catch-up poll.
    func shownChangedForPolling(covered: Bool) {
        polling.loop?.setPaused(!isPollingAllowed, covered: covered)
    }

    /// Starts the timer over with the current interval, or stops it.
    private func restartPolling() {
        polling.loop = nil
        guard polling.isStarted, let interval = polling.interval, interval > 0 else { return }
        polling.loop = PollingLoop(
            interval: interval, sleeper: sleeper, isPaused: !isPollingAllowed, onTick: polling.onTick
        ) { [weak self] in
            await self?.poll() ?? false
        }
    }

    /// Refreshes, revalidating the first page, unless a refresh or a remote search is running (it brings fresh rows
    /// anyway); returns whether it refreshed. What each polling tick does (the list fuzz calls it as a tick).
    package func poll() async -> Bool {
        guard !state.refresh.isLoading, state.phase != .firstLoad else { return false }
        await sync(revalidating: true, background: true)
        return true
    }
}

extension PagedList: BackgroundRefreshing {
    /// Refreshes the list as a poll does (revalidating its first page, then reading again the pages around the
    /// anchor) and saves it to the local source, if any, whether or not it is shown: what
    /// ``ResourceLoader/BackgroundRefresh/refreshAll(within:)`` calls, and the UI adapters' foreground refetch.
    /// Returns whether the first page loaded. It is a background check: unless ``showsBackgroundChecks``, it is not
    /// shown loading, and when it finds the rows as they were it delivers no update.
    public func refreshInBackground() async -> Bool {
        if case .loaded = await sync(revalidating: true, background: true) { return true }
        return false
    }
}

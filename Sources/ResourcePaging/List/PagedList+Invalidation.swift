import Foundation
import ResourceLoader

/// What a ``PagedList`` keeps of its service's invalidations: one stored property of the list.
struct InvalidationObservation {
    /// Stops the observation when the list is released (the list owns it, and nothing else does).
    final class Subscription {
        let task: Task<Void, Never>

        init(_ task: Task<Void, Never>) {
            self.task = task
        }

        deinit {
            task.cancel()
        }
    }

    /// Whether the list is on screen (see ``PagedList/isShown``).
    var isShown = true
    /// The observation, from the list's first load on.
    var subscription: Subscription?
    /// Set when an invalidation of the list's pages arrived while it was hidden: it refreshes when shown again.
    var isRefreshPending = false
    /// When the latest refresh for invalidations started, as a ``ResourceLoader/CacheOrder`` number (not the wall
    /// clock, which may move back): the invalidations made before it are covered by it.
    var lastRefreshStart: UInt64?
    /// Called after each invalidation is handled, with whether it concerned the list; for tests.
    var onHandled: ((_ affectedList: Bool) -> Void)?
}

extension PagedList {
    /// Whether the list is on screen; `true` by default. A list whose pages the service invalidates (see
    /// ``ResourceLoader/NetworkResourceService/invalidate(urlPrefix:)``) refreshes at once when it is started and
    /// shown; a hidden list refreshes when it is shown again. Polling (``pollingInterval``) pauses while hidden.
    /// Set it from the screen's appearance (a view controller's `viewWillAppear` / `viewDidDisappear`, a SwiftUI
    /// view's `onAppear` / `onDisappear`).
    public var isShown: Bool {
        get { invalidationObservation.isShown }
        set {
            invalidationObservation.isShown = newValue
            let refreshes = newValue && invalidationObservation.isRefreshPending
            if refreshes {
                Task { await self.refreshForInvalidations() }
            }
            // Polling pauses while hidden; the refresh for a pending invalidation stands for its catch-up poll.
            shownChangedForPolling(covered: refreshes)
        }
    }

    /// Called after each invalidation the list received is handled (and its refresh, if any, delivered), with
    /// whether it concerned the list; lets tests wait for an invalidation that must change nothing.
    package var onInvalidationHandled: ((_ affectedList: Bool) -> Void)? {
        get { invalidationObservation.onHandled }
        set { invalidationObservation.onHandled = newValue }
    }

    /// The task that reads the service's invalidations, from the list's first load on; for tests, which await it
    /// after releasing the list.
    package var invalidationObserver: Task<Void, Never>? {
        invalidationObservation.subscription?.task
    }

    /// Starts following the service's invalidations, once: from the list's first load, for as long as the list
    /// exists (the observing task holds the list weakly, and ends when the list is released).
    func observeInvalidations() {
        guard invalidationObservation.subscription == nil else { return }
        let invalidations = paginator.service.invalidations()
        let task = Task { [weak self] in
            for await invalidation in invalidations {
                guard let self else { return }
                await self.handle(invalidation)
            }
        }
        invalidationObservation.subscription = InvalidationObservation.Subscription(task)
    }

    /// Refreshes when `invalidation` concerns the list's pages and no refresh started since it was made, so that
    /// a burst of invalidations makes one refresh: the invalidations are handled one at a time, and the ones
    /// made before the refresh started are covered by it.
    private func handle(_ invalidation: CacheInvalidation) async {
        let affected = await isAffected(by: invalidation)
        if affected {
            let covered = invalidationObservation.lastRefreshStart.map { invalidation.order < $0 } ?? false
            if !covered {
                invalidationObservation.isRefreshPending = true
                await refreshForInvalidations()
            }
        }
        invalidationObservation.onHandled?(affected)
    }

    /// Refreshes, as ``refresh()`` does, when an invalidation is pending and the list is shown.
    private func refreshForInvalidations() async {
        guard invalidationObservation.isRefreshPending, invalidationObservation.isShown else { return }
        invalidationObservation.isRefreshPending = false
        invalidationObservation.lastRefreshStart = CacheOrder.next()
        // A refresh in flight asked before the invalidation was made: a new request must follow it.
        await sync(newRequest: true, background: true)
    }

    /// Whether `invalidation` marked stale the request of a page the list shows, or of the page it opens at.
    private func isAffected(by invalidation: CacheInvalidation) async -> Bool {
        let resource = paginator.resource
        if invalidation.affects(resource.page(at: paginator.initialKey)) { return true }
        let searchText = await paginator.currentState.searchText
        let query = await paginator.query
        if invalidation.affects(resource.page(at: paginator.initialKey, query: query)) { return true }
        return await paginator.loadedPages.contains { page in
            invalidation.affects(resource.page(at: page.key, searchText: searchText, query: query))
        }
    }
}

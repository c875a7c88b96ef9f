import Foundation
import ResourcePaging

/// Decides whether a list refetches when the app returns to the foreground, as TanStack Query's
/// `refetchOnWindowFocus`: when its data is older than ``staleTime``.
///
/// The data's age runs from ``ResourcePaging/ListState/syncedAt`` (the last sync with the server) or, before
/// any sync, ``ResourcePaging/ListState/cachedAt`` (when the shown rows were saved). A list that has neither, such
/// as one whose first load failed or found no network, refetches. Nothing refetches while the first load or a
/// refresh is loading. (Reconnecting is the list's own business: it syncs again by itself when its
/// ``ResourcePaging/PagedList/reachability`` is set.)
public struct ForegroundRefetchPolicy: Sendable, Equatable {
    /// How long, in seconds, synced data stays fresh. `0` (TanStack Query's default) refetches on every
    /// return to the foreground.
    public var staleTime: TimeInterval
    /// Whether returning to the foreground refetches at all.
    public var isEnabled: Bool

    /// Creates a policy; by default data stays fresh for 60 seconds.
    public init(staleTime: TimeInterval = 60, isEnabled: Bool = true) {
        self.staleTime = staleTime
        self.isEnabled = isEnabled
    }

    /// Never refetches on returning to the foreground.
    public static let never = ForegroundRefetchPolicy(isEnabled: false)

    /// Whether a list in `state` refetches on returning to the foreground at `now`.
    public func shouldRefetch(_ state: ListState, now: Date = Date()) -> Bool {
        guard isEnabled, !state.refresh.isLoading, state.phase != .firstLoad else { return false }
        guard let since = state.syncedAt ?? state.cachedAt else { return true }
        return now.timeIntervalSince(since) >= staleTime
    }
}

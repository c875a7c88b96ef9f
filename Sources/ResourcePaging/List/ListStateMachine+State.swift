import Foundation
import ResourceLoader

// The list's public state, derived from the machine and the paginator's state read last.
extension ListStateMachine {
    /// The list's state for `current`, with `shown` rows shown and `listed` rows listed (before the filter).
    func state(from current: PaginatorState<Item>, shown: Int, listed: Int, placeholders: ListPlaceholders?)
        -> ListState
    {
        let refresh: LoadState = frozen.map { $0.shownRefresh ?? .loading } ?? current.refresh
        // The frozen rows are shown with their own ends (see `FrozenRows`).
        let forward = frozen?.forward ?? current.forward
        let backward = frozen?.backward ?? current.backward
        let failures = [refresh.error, forward.error, backward.error].compactMap { $0 }
        let transportFailure = failures.contains { Self.isTransport($0) }
        let isOffline = !isReachable || transportFailure
        let phase: ListPhase
        if shown > 0 {
            phase = .content
        } else if listed > 0 {
            phase = .empty
        } else if refresh.isLoading || forward.isLoading || backward.isLoading {
            phase = .firstLoad
        } else if let error = refresh.error ?? forward.error {
            phase = isOffline ? .offline : .failed(error)
        } else if forward == .reachedEnd {
            phase = .empty
        } else {
            phase = isOffline ? .offline : .firstLoad
        }
        return ListState(
            phase: phase, forward: forward, backward: backward, refresh: refresh,
            isStale: shown > 0 && (cachedAt != nil || refresh.isLoading), isOffline: isOffline, cachedAt: cachedAt,
            syncedAt: syncedAt, searchText: searchQuery, placeholders: placeholders)
    }

    private static func isTransport(_ error: PagingError) -> Bool {
        if case .transport = error.resourceError { return true }
        return false
    }
}

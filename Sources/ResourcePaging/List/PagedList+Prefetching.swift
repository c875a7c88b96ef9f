import ResourceLoader
import ResourceStore

// Prefetching: pages asked for ahead of the rows on screen, at a lower priority than the pages rows on screen ask
// for, and cancelled when every row that asked for one left before it arrived.
extension PagedList {
    /// Loads the next (or previous) page when a row about to be needed (UIKit's `prefetchRowsAt`) is within
    /// ``prefetchDistance`` of an end, as ``loadMoreIfNeeded(at:)`` decides, but at ``ResourceLoader/RequestPriority/low``:
    /// rows on screen ask at ``ResourceLoader/RequestPriority/high``. If every row that asked for the page leaves
    /// before it arrives (``cancelPrefetching(at:)``, ``rowDisappeared(_:)``), its load is cancelled: nothing of
    /// it is applied, and it loads again when its rows come back.
    ///
    /// - Returns: the loads started, if any; await its value to know they finished.
    @discardableResult
    public func prefetch(at indexPaths: [ListIndexPath]) -> Task<Void, Never>? {
        let snapshot = renderer.snapshot
        let tasks = indexPaths.compactMap { indexPath -> Task<Void, Never>? in
            guard let id = snapshot.itemIdentifier(at: indexPath), let index = snapshot.indexOfItem(id) else {
                return nil
            }
            return loadMoreIfNeeded(atIndex: index, row: id, priority: .low)
        }
        guard !tasks.isEmpty else { return nil }
        return Task {
            for task in tasks { await task.value }
        }
    }

    /// The rows at `indexPaths` will not be needed soon (UIKit's `cancelPrefetchingForRowsAt`): a page load that
    /// only they wanted is cancelled.
    public func cancelPrefetching(at indexPaths: [ListIndexPath]) {
        let snapshot = renderer.snapshot
        rowsLeft(indexPaths.compactMap { snapshot.itemIdentifier(at: $0) })
    }

    /// The row with `id` left the screen (a SwiftUI row's `onDisappear`): a page load that only it wanted is
    /// cancelled.
    public func rowDisappeared(_ id: Item.ID) {
        rowsLeft([id])
    }

    /// Cancels the loads that no row wants once `ids` left.
    func rowsLeft(_ ids: [Item.ID]) {
        for direction in machine.rowsLeft(ids) { loadMoreTasks[direction]?.cancel() }
    }
}

import ResourceStore

/// Decides when a list asks for more rows: a row about to show (displayed, or prefetched) lies within
/// ``prefetchDistance`` rows of an end, that end is idle, and no request of this trigger in that direction is
/// still running. A failed end waits for ``PagedList/retry()``; the end reached asks nothing.
///
/// It asks once per direction until the caller says the load finished, so a burst of display or prefetch
/// callbacks makes one request, even before the list's state says it is loading. ``PagedList`` holds one and
/// decides with it in ``PagedList/loadMoreIfNeeded(at:)`` and its siblings, the one place where a list decides to
/// load more; adapters and SwiftUI rows call those. Use a trigger of your own only to drive a ``Paginator``
/// without a list:
///
/// ```swift
/// for direction in trigger.directionsToLoad(forRowAt: indexPath, in: snapshot, state: state) {
///     Task {
///         _ = direction == .forward ? await paginator.loadNextPage() : await paginator.loadPreviousPage()
///         trigger.finished(direction)
///     }
/// }
/// ```
public struct LoadMoreTrigger: Sendable, Equatable {
    /// How many rows before an end a row must be to load the next page that way.
    public var prefetchDistance: Int
    /// The directions asked for and not finished yet.
    public private(set) var running: Set<PagingDirection> = []

    /// Creates a trigger that loads `prefetchDistance` rows before an end (as ``PagedList``'s
    /// own default, 10).
    public init(prefetchDistance: Int = 10) {
        self.prefetchDistance = prefetchDistance
    }

    /// The directions to load now that the row at `indexPath` is about to show, in a list showing `snapshot`
    /// in `state`; each one returned is marked running until ``finished(_:)``.
    ///
    /// - Complexity: O(sections before `indexPath`).
    public mutating func directionsToLoad<SectionID, ItemID>(
        forRowAt indexPath: ListIndexPath, in snapshot: ListSnapshot<SectionID, ItemID>, state: ListState
    ) -> [PagingDirection] {
        guard let sectionID = snapshot.sectionIdentifier(at: indexPath.section),
            indexPath.item >= 0, indexPath.item < snapshot.numberOfItems(inSection: sectionID)
        else { return [] }
        var index = indexPath.item
        for section in 0..<indexPath.section {
            if let id = snapshot.sectionIdentifier(at: section) { index += snapshot.numberOfItems(inSection: id) }
        }
        return directionsToLoad(atIndex: index, count: snapshot.numberOfItems, state: state)
    }

    /// The directions to load now that the row with `id` is about to show (a SwiftUI row's `onAppear`); none
    /// when `snapshot` does not list it.
    public mutating func directionsToLoad<SectionID, ItemID>(
        forItem id: ItemID, in snapshot: ListSnapshot<SectionID, ItemID>, state: ListState
    ) -> [PagingDirection] {
        guard let indexPath = snapshot.indexPath(ofItem: id) else { return [] }
        return directionsToLoad(forRowAt: indexPath, in: snapshot, state: state)
    }

    /// The directions to load now that the row at `index`, counted over all sections of `count` rows, is about
    /// to show.
    public mutating func directionsToLoad(atIndex index: Int, count: Int, state: ListState) -> [PagingDirection] {
        guard state.phase == .content, index >= 0, index < count else { return [] }
        var directions: [PagingDirection] = []
        if index >= count - prefetchDistance, state.forward == .idle, !running.contains(.forward) {
            directions.append(.forward)
        }
        if index < prefetchDistance, state.backward == .idle, !running.contains(.backward) {
            directions.append(.backward)
        }
        running.formUnion(directions)
        return directions
    }

    /// The directions to load now that rows were applied and laid out: the next page when the rows do not fill
    /// the visible area (`contentLength` shorter than `visibleLength`, both along the scrolling axis) and that end
    /// is idle. A screen that does not scroll calls no display or prefetch callback for rows past its end, so
    /// without this a first page that fits the screen (an iPad, large rows) would never load page 2.
    public mutating func directionsToFill(contentLength: Double, visibleLength: Double, state: ListState)
        -> [PagingDirection]
    {
        guard state.phase == .content, contentLength.isFinite, visibleLength.isFinite,
            contentLength < visibleLength, state.forward == .idle, !running.contains(.forward)
        else { return [] }
        running.insert(.forward)
        return [.forward]
    }

    /// Says the load in `direction` this trigger asked for has finished (loaded, failed or superseded), so the
    /// next row near that end may ask again.
    public mutating func finished(_ direction: PagingDirection) {
        running.remove(direction)
    }
}

import ResourceStore

extension PagedList {
    /// The list as it is now, as an update with an empty diff: what a follower of ``forwardUpdates(to:_:)`` starts
    /// from (the anchor only when listed, as every update carries it).
    package var currentUpdate: Update {
        Update(snapshot: renderer.snapshot, diff: ListDiff(), state: state, anchor: shownAnchor)
    }

    /// Applies what each update from now on changes to `follower` (made from ``currentUpdate``), on the main actor,
    /// until `follower` is released: the loop behind ``ObservablePagedList`` and ResourceLoaderUI's
    /// `PagedListObject`. An update that changes nothing the follower holds is not applied (see ``ListModelChange``).
    ///
    /// - Returns: the task that forwards; the follower cancels it when it is released (in its `deinit`), so the
    ///   task and its stream end then, not at the list's next update.
    @discardableResult
    package func forwardUpdates<Follower: AnyObject & Sendable>(
        to follower: Follower, _ apply: @escaping @MainActor (Follower, ListModelChange<SectionID, Item.ID>) -> Void
    ) -> Task<Void, Never> {
        let updates = updates()
        return Task { [weak follower] in
            // The first update is the list as it is now: the follower holds it already.
            var previous: Update?
            for await update in updates {
                guard let follower else { return }
                if let previous {
                    let change = ListModelChange(update, after: previous)
                    if !change.isEmpty { apply(follower, change) }
                }
                previous = update
            }
        }
    }
}

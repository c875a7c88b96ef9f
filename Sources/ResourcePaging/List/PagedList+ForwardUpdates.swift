extension PagedList {
    /// Applies every update from now on to `follower`, on the main actor, until `follower` is released: the loop
    /// behind ``ObservablePagedList`` and ResourceLoaderUI's `PagedListObject`. The first update is the list as it
    /// is now (see ``updates()``).
    package func forwardUpdates<Follower: AnyObject & Sendable>(
        to follower: Follower, _ apply: @escaping @MainActor (Follower, Update) -> Void
    ) {
        let updates = updates()
        Task { [weak follower] in
            for await update in updates {
                guard let follower else { return }
                apply(follower, update)
            }
        }
    }
}

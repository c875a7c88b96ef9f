extension SectionedStore {
    /// Everything mutable in a store; only touched through `Locked.withLock`.
    struct State: Sendable {
        /// The sections, items and identifiers.
        var content = StoreContent<SectionID, Item>()
        /// The number of change events so far.
        var version = 0
        /// Change events committed but not yet delivered, oldest first.
        var pending: [PendingEvent] = []
        /// Whether some thread is delivering `pending` right now.
        var isDelivering = false
        /// The continuations of the `changes` streams, by subscription number.
        var subscribers: [Int: AsyncStream<StoreChange<SectionID, Item>>.Continuation] = [:]
        /// The callbacks added with `addCallbacks`, by token value.
        var callbacks: [Int: StoreChangeCallbacks<SectionID, Item>] = [:]
        /// The next subscription or token number.
        var nextToken = 0
    }

    /// A committed change event with the listeners that were registered when it was committed.
    struct PendingEvent: Sendable {
        let change: StoreChange<SectionID, Item>
        /// The content before the change, for the old values of deleted items.
        let previous: StoreContent<SectionID, Item>
        let subscribers: [AsyncStream<StoreChange<SectionID, Item>>.Continuation]
        let callbacks: [StoreChangeCallbacks<SectionID, Item>]
    }
}

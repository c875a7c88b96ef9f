#if canImport(Combine)
    import Combine
    import ResourcePaging
    import ResourceStore

    /// A ``ResourcePaging/PagedList`` as an `ObservableObject`, for SwiftUI on iOS 15 and 16 (from iOS 17, use
    /// ``ResourcePaging/ObservablePagedList``): hold it in a `@StateObject`, and views that read ``snapshot``,
    /// ``state`` or ``anchor`` redraw when they change. Each update publishes only what it changed: nothing for a
    /// refetch that changes nothing, the snapshot when a shown row's value changes (its ids may not).
    ///
    /// ```swift
    /// @StateObject private var users = PagedListObject(makeUsersList())
    /// ```
    ///
    /// It holds the latest snapshot, so an append copies the snapshot once (O(n)) while a view holds it too.
    @MainActor
    public final class PagedListObject<Resource: PaginatedResource, SectionID: Hashable & Sendable>: ObservableObject,
        PagedListModel
    where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
        /// The list it follows.
        public let list: PagedList<Resource, SectionID>
        /// The shown sections and ids.
        @Published public private(set) var snapshot: ListSnapshot<SectionID, Resource.Item.ID>
        /// The list's state.
        @Published public private(set) var state: ListState
        /// The row to keep in place.
        @Published public private(set) var anchor: Resource.Item.ID?
        /// The task that forwards the list's updates, cancelled when this object is released.
        private var following: Task<Void, Never>?

        /// Follows `list` from now on.
        public init(_ list: PagedList<Resource, SectionID>) {
            self.list = list
            let current = list.currentUpdate
            snapshot = current.snapshot
            state = current.state
            anchor = current.anchor
            // Each update sets only what it changed (every set publishes, equal or not): a refetch that changes
            // nothing publishes nothing, and a shown row's new value publishes the snapshot, so the rows redraw.
            following = list.forwardUpdates(to: self) { model, change in
                if change.changesRows { model.snapshot = change.update.snapshot }
                if change.changesState { model.state = change.update.state }
                if change.changesAnchor { model.anchor = change.update.anchor }
            }
        }

        deinit {
            following?.cancel()
        }
    }
#endif

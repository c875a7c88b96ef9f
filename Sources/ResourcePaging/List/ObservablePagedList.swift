#if canImport(Observation)
    import Observation
    import ResourceStore

    /// A ``PagedList`` as an `@Observable` model, for SwiftUI from iOS 17 and macOS 14: views that read
    /// ``snapshot``, ``state`` or ``anchor`` redraw when they change. (iOS 15–16 apps use ResourceLoaderUI's
    /// `PagedListObject`, or read the list's ``PagedList/updates()`` or ``PagedList/onUpdate``.)
    ///
    /// Each update sets only what it changed: an update that changes only the state leaves ``snapshot``'s observers
    /// alone, and a refetch that changes nothing tells no one. A change of a shown row's value tells ``snapshot``'s
    /// observers even though the ids did not change, so views that read the rows redraw.
    ///
    /// It holds the latest snapshot; an append still costs O(page) (the list brings the snapshot shown before
    /// forward instead of copying the held one).
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    @Observable
    public final class ObservablePagedList<Resource: PaginatedResource, SectionID: Hashable & Sendable>
    where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
        /// The list it follows.
        public let list: PagedList<Resource, SectionID>
        /// The shown sections and ids. Its observers are also told when a shown row's value changes.
        public var snapshot: ListSnapshot<SectionID, Resource.Item.ID> {
            access(keyPath: \.snapshot)
            return heldSnapshot
        }
        /// The list's state.
        public private(set) var state: ListState
        /// The row to keep in place.
        public private(set) var anchor: Resource.Item.ID?

        /// The snapshot, stored apart so that observers are told when rows change with the ids kept (the macro's
        /// own setter tells them only when the value differs).
        @ObservationIgnored private var heldSnapshot: ListSnapshot<SectionID, Resource.Item.ID>
        /// The task that forwards the list's updates, cancelled when this object is released.
        @ObservationIgnored private var following: Task<Void, Never>?

        /// Follows `list` from now on.
        public init(_ list: PagedList<Resource, SectionID>) {
            self.list = list
            let current = list.currentUpdate
            heldSnapshot = current.snapshot
            state = current.state
            anchor = current.anchor
            following = list.forwardUpdates(to: self) { model, change in
                if change.changesRows {
                    model.withMutation(keyPath: \.snapshot) { model.heldSnapshot = change.update.snapshot }
                }
                if change.changesState { model.state = change.update.state }
                if change.changesAnchor { model.anchor = change.update.anchor }
            }
        }

        deinit {
            following?.cancel()
        }

        /// The shown item with `id`, or `nil`.
        public func item(withID id: Resource.Item.ID) -> Resource.Item? {
            list.item(withID: id)
        }
    }
#endif

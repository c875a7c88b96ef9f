#if canImport(Observation)
    import Observation
    import ResourceStore

    /// A ``PagedList`` as an `@Observable` model, for SwiftUI from iOS 17 and macOS 14: views that read
    /// ``snapshot``, ``state`` or ``anchor`` redraw when they change. (iOS 15–16 apps use ResourceLoaderUI's
    /// `PagedListObject`, or read the list's ``PagedList/updates()`` or ``PagedList/onUpdate``.)
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
        /// The shown sections and ids.
        public private(set) var snapshot: ListSnapshot<SectionID, Resource.Item.ID>
        /// The list's state.
        public private(set) var state: ListState
        /// The row to keep in place.
        public private(set) var anchor: Resource.Item.ID?

        /// Follows `list` from now on.
        public init(_ list: PagedList<Resource, SectionID>) {
            self.list = list
            snapshot = list.snapshot
            state = list.state
            anchor = list.anchor
            list.forwardUpdates(to: self) { model, update in
                model.snapshot = update.snapshot
                model.state = update.state
                model.anchor = update.anchor
            }
        }

        /// The shown item with `id`, or `nil`.
        public func item(withID id: Resource.Item.ID) -> Resource.Item? {
            list.item(withID: id)
        }
    }
#endif

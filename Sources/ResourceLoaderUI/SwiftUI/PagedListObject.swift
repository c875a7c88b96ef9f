#if canImport(Combine)
    import Combine
    import ResourcePaging
    import ResourceStore

    /// A ``ResourcePaging/PagedList`` as an `ObservableObject`, for SwiftUI on iOS 15 and 16 (from iOS 17, use
    /// ``ResourcePaging/ObservablePagedList``): hold it in a `@StateObject`, and views that read ``snapshot``,
    /// ``state`` or ``anchor`` redraw when they change.
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
    }
#endif

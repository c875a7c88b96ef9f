#if canImport(SwiftUI)
    import ResourcePaging
    import SwiftUI

    extension View {
        /// Keeps the reader's place in the list's rows and opens a restored list at its saved row (the list's
        /// ``ResourcePaging/PagedList/anchor`` when its first rows show).
        ///
        /// - From iOS 17 and macOS 14, it binds `scrollPosition(id:anchor:)`: SwiftUI keeps the row at the top where
        ///   it is when rows arrive above it (a previous page, a refresh at the head), and each row that scrolls to
        ///   the top becomes the list's anchor, saved with the list. Put it on a `ScrollView` whose stack of rows has
        ///   `scrollTargetLayout()`, as below.
        /// - Before, it scrolls once to the saved row, at the top, when the first rows show (`ScrollViewReader`):
        ///   a restored list still opens there, but rows inserted above the reader's row move it down, and scrolling
        ///   does not set the anchor (rows that appear still do, through ``rows(_:)``).
        ///
        /// The list's later anchors never move the view: rows appearing (``rows(_:)``) set the anchor to rows at the
        /// bottom of the screen, which the view does not follow. For a SwiftUI `List`, where `scrollPosition(id:)`
        /// does nothing, use ``keepsListPlace(in:)``.
        ///
        /// ```swift
        /// ScrollView {
        ///     LazyVStack { users.rows { user in Text(user.name) } }
        ///         .scrollTargetLayout()
        /// }
        /// .keepsPlace(in: users)
        /// ```
        @MainActor
        public func keepsPlace<Model: PagedListModel>(in model: Model) -> some View {
            PagedListPlaceKeeper(
                content: self, list: model.list, anchor: model.anchor, hasRows: model.snapshot.numberOfItems > 0)
        }
    }

    extension View {
        /// Keeps the reader's place in a SwiftUI `List` of the list's rows (``rows(_:)`` or
        /// ``rows(header:row:)``), and opens a restored list at its saved row: when rows arrive above the reader's top
        /// row (a previous page, a refresh inserting at the head) or leave from above it, the `List`, which keeps its
        /// offset, would show other rows; this scrolls the reader's top row back to the top, without animation
        /// (`ScrollViewReader`, iOS 14). The top row is the first row on screen, as the rows' `onAppear` and
        /// `onDisappear` tell; its place is counted in rows, so a row partly scrolled off the top comes back whole.
        /// Rows of ``rows(_:placeholder:)`` (placeholders drawn) keep no place.
        ///
        /// ```swift
        /// List { users.rows { user in Text(user.name) } }
        ///     .keepsListPlace(in: users)
        /// ```
        @MainActor
        public func keepsListPlace<Model: PagedListModel>(in model: Model) -> some View {
            PagedListRowPlaceKeeper(
                content: self, list: model.list, rows: model.snapshot.itemIdentifiers, anchor: model.anchor)
        }
    }

    /// The content (a `List`), opened at a list's saved row and kept at the reader's top row.
    @MainActor
    private struct PagedListRowPlaceKeeper<
        Content: View, Resource: PaginatedResource, SectionID: Hashable & Sendable
    >: View
    where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
        let content: Content
        let list: PagedList<Resource, SectionID>
        let rows: [Resource.Item.ID]
        let anchor: Resource.Item.ID?
        /// The place in the list of this render (a view rendered with another list follows that one).
        @State private var places = ListFollowerSlot<ListRowPlace<Resource.Item.ID>>()

        var body: some View {
            let place = places.follower(for: list) { list in
                let place = ListRowPlace<Resource.Item.ID>()
                ListRowPlaces.register(place, for: list)
                return place
            }
            place.rowsChanged(to: rows, anchor: anchor)
            let request = place.request
            return ScrollViewReader { proxy in
                content.overlay {
                    // A new id for each request: the clear view appears again, and scrolls once the update is shown.
                    Color.clear.id(request).onAppear {
                        if let row = request.row { proxy.scrollTo(row, anchor: .top) }
                    }
                }
            }
        }
    }

    /// The content, opened at a list's saved row and kept at the reader's.
    @MainActor
    private struct PagedListPlaceKeeper<Content: View, Resource: PaginatedResource, SectionID: Hashable & Sendable>:
        View
    where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
        let content: Content
        let list: PagedList<Resource, SectionID>
        let anchor: Resource.Item.ID?
        let hasRows: Bool
        /// The link to the list of this render (kept in a slot: a view rendered with another list follows that one).
        @State private var links = ListFollowerSlot<ScrollPositionLink<Resource, SectionID>>()

        var body: some View {
            let link = links.follower(for: list, make: ScrollPositionLink.init)
            let openingRow = link.listChanged(anchor: anchor, hasRows: hasRows)
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
                // `MainActor.assumeIsolated`: SwiftUI calls a binding's closures on the main actor; this compiles
                // whether the SDK declares them main-actor isolated or `@Sendable`.
                content.scrollPosition(
                    id: Binding(
                        get: { MainActor.assumeIsolated { link.position } },
                        set: { id in MainActor.assumeIsolated { link.scrolled(to: id) } }),
                    anchor: .top)
            } else {
                ScrollViewReader { proxy in
                    content.overlay {
                        if let openingRow {
                            Color.clear.onAppear { proxy.scrollTo(openingRow, anchor: .top) }
                        }
                    }
                }
            }
        }
    }
#endif

#if canImport(SwiftUI)
    import ResourcePaging
    import SwiftUI

    extension View {
        /// Keeps the reader's place in the list's rows: the list's anchor (``ResourcePaging/PagedList/anchor``) is
        /// the row SwiftUI keeps in place, and scrolling makes the topmost row the anchor.
        ///
        /// - From iOS 17 and macOS 14, it binds `scrollPosition(id:anchor:)` to the anchor: rows inserted above it
        ///   (a previous page, a refresh at the head) leave it where it is, a restored list opens at its saved
        ///   anchor, and the row at the top as the reader scrolls becomes the anchor, saved with the list. Put it on
        ///   a `ScrollView` whose stack of rows has `scrollTargetLayout()`, as below.
        /// - Before, it scrolls once to the anchor, at the top, when the view appears (`ScrollViewReader`): a
        ///   restored list still opens at its saved row, but rows inserted above move it down, and scrolling does
        ///   not set the anchor (rows that appear still do, through ``rows(_:)``).
        ///
        /// ```swift
        /// ScrollView {
        ///     LazyVStack { users.rows { user in Text(user.name) } }
        ///         .scrollTargetLayout()
        /// }
        /// .keepsPlace(in: users)
        /// ```
        ///
        /// Call it in `body`, so that the view follows the anchor as it changes.
        @MainActor
        public func keepsPlace<Model: PagedListModel>(in model: Model) -> some View {
            PagedListPlaceKeeper(content: self, list: model.list, anchor: model.anchor)
        }
    }

    /// The content, kept at a list's anchor.
    @MainActor
    private struct PagedListPlaceKeeper<Content: View, Resource: PaginatedResource, SectionID: Hashable & Sendable>:
        View
    where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
        let content: Content
        let list: PagedList<Resource, SectionID>
        let anchor: Resource.Item.ID?

        var body: some View {
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
                let list = self.list
                let anchor = self.anchor
                // `MainActor.assumeIsolated`: SwiftUI calls a binding's closures on the main actor, and they
                // compile whether the SDK declares them main-actor isolated or `@Sendable`.
                content.scrollPosition(
                    id: Binding(
                        get: { anchor },
                        set: { id in MainActor.assumeIsolated { list.setAnchor(id) } }),
                    anchor: .top)
            } else {
                let anchor = self.anchor
                ScrollViewReader { proxy in
                    content.onAppear {
                        if let anchor { proxy.scrollTo(anchor, anchor: .top) }
                    }
                }
            }
        }
    }
#endif

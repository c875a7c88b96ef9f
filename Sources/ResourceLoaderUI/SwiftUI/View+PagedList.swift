#if canImport(SwiftUI)
    import ResourcePaging
    import SwiftUI

    extension View {
        /// Shows over the list, while it has no rows, the view for its ``ListBackground`` (the decision UIKit's
        /// adapters show as background views): a progress view during the first load, and while a refresh or a
        /// server search of a list showing no rows loads, then `empty`, `failed` (given the error and a retry action) or `offline` (given a retry action; a
        /// list with a reachability source also loads again by itself on reconnect). Nothing is shown over listed
        /// rows. Views that need nothing from the list are passed as values, the others are built by closures.
        ///
        /// ```swift
        /// List { users.rows { user in Text(user.name) } }
        ///     .listOverlay(users, empty: Text("No users")) { error, retry in
        ///         Button("Could not load the users. Try again", action: retry)
        ///     } offline: { retry in
        ///         Button("You are offline. Try again", action: retry)
        ///     }
        /// ```
        ///
        /// Call it in `body`, so that the view redraws when the list's phase changes.
        @MainActor
        public func listOverlay<Model: PagedListModel, Empty: View, Failed: View, Offline: View>(
            _ model: Model,
            empty: Empty,
            @ViewBuilder failed: (_ error: PagingError, _ retry: @escaping () -> Void) -> Failed,
            @ViewBuilder offline: (_ retry: @escaping () -> Void) -> Offline
        ) -> some View {
            listOverlay(model, firstLoad: ProgressView(), empty: empty, failed: failed, offline: offline)
        }

        /// Shows over the list, while it has no rows, the view for its ``ListBackground``, with the app's own view
        /// for loading; see ``listOverlay(_:empty:failed:offline:)``.
        @MainActor
        public func listOverlay<Model: PagedListModel, FirstLoad: View, Empty: View, Failed: View, Offline: View>(
            _ model: Model,
            firstLoad: FirstLoad,
            empty: Empty,
            @ViewBuilder failed: (_ error: PagingError, _ retry: @escaping () -> Void) -> Failed,
            @ViewBuilder offline: (_ retry: @escaping () -> Void) -> Offline
        ) -> some View {
            let list = model.list
            let retry: () -> Void = { Task { await list.retry() } }
            // The decision UIKit's adapters show too: an empty list whose refresh or server search loads is loading.
            let background = ListBackground(model.state)
            return overlay {
                switch background {
                case .content: EmptyView()
                case .loading: firstLoad
                case .empty: empty
                case .failed(let error): failed(error, retry)
                case .offline: offline(retry)
                }
            }
        }

        /// A search field for the list (SwiftUI's `searchable`): each new text, trimmed, goes once to the list's
        /// ``ResourcePaging/PagedList/search(_:)``, which filters the loaded rows at once and asks the server once
        /// typing pauses when the list has a `remoteSearchDelay`; an emptied field clears the search. The field
        /// starts with the list's current search.
        ///
        /// ```swift
        /// List { users.rows { user in Text(user.name) } }
        ///     .searchable(users, prompt: "Search users")
        /// ```
        @MainActor
        public func searchable<Model: PagedListModel>(_ model: Model, prompt: LocalizedStringKey? = nil)
            -> some View
        {
            PagedListSearchable(content: self, list: model.list, prompt: prompt.map { Text($0) })
        }
    }

    /// The content with a search field whose text goes to a list.
    @MainActor
    private struct PagedListSearchable<Content: View, Resource: PaginatedResource, SectionID: Hashable & Sendable>: View
    where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
        let content: Content
        let list: PagedList<Resource, SectionID>
        let prompt: Text?
        /// The link to the list of this render (kept in a slot: a view rendered with another list follows that one).
        @State private var links = ListFollowerSlot<SearchFieldLink<Resource, SectionID>>()
        @State private var text: String

        init(content: Content, list: PagedList<Resource, SectionID>, prompt: Text?) {
            self.content = content
            self.list = list
            self.prompt = prompt
            _text = State(initialValue: list.state.searchText ?? "")
        }

        var body: some View {
            let link = links.follower(for: list, make: SearchFieldLink.init)
            let text = self.text
            // Keyed by the list too: the field's text goes to a list the view is rendered with later.
            content
                .searchable(text: $text, prompt: prompt)
                .task(id: SearchFieldKey(text: text, list: ObjectIdentifier(list))) { link.textChanged(text) }
        }
    }

    /// What a search field's task follows: its text, and the list it goes to.
    private struct SearchFieldKey: Equatable {
        let text: String
        let list: ObjectIdentifier
    }
#endif

// A SwiftUI list over an `ObservableObject` model (the iOS 15–16 bridge): rows appearing near the end load more,
// pull to refresh and the search field forward to the model, and an overlay shows progress while the list is empty.
#if canImport(SwiftUI)
    import Combine
    import SwiftUI

    @MainActor
    final class UsersModel: ObservableObject {
        @Published private(set) var users: [SampleUser] = []
        @Published var query = ""
        @Published private(set) var isLoading = false

        func refresh() async {}
        func loadMoreIfNeeded(after user: SampleUser) {}
    }

    // `@MainActor` because the iOS 17 SDK isolates only `body`, not the view, and the model is main-actor isolated
    // (the iOS 18 SDK isolates the whole View protocol, where this is redundant).
    @MainActor
    struct UsersListView: View {
        @StateObject private var model = UsersModel()

        var body: some View {
            List(model.users) { user in
                Text(user.name)
                    .onAppear { model.loadMoreIfNeeded(after: user) }
            }
            .refreshable { await model.refresh() }
            .searchable(text: $model.query, prompt: "Search users")
            .task { await model.refresh() }
            .overlay {
                if model.isLoading && model.users.isEmpty {
                    ProgressView()
                }
            }
        }
    }
#endif

// A SwiftUI list over `PagedListObject`, the iOS 15–16 bridge (from iOS 17, `ObservablePagedList` takes its place
// with the same helpers): rows appearing near the end load more, pull to refresh and the search field go to the
// list, an overlay shows the first load, empty, failed and offline states, and a path monitor tells the list when the
// network comes back.
#if canImport(SwiftUI)
    import Foundation
    import ResourceLoaderUI
    import SwiftUI

    // `@MainActor` because the iOS 17 SDK isolates only `body`, not the view, and the model is created in `init` (the
    // iOS 18 SDK isolates the whole View protocol, where this is redundant).
    @MainActor
    struct UsersListView: View {
        /// The sample API's users, twenty a page.
        struct Users: PaginatedResource {
            typealias Item = SampleUser
            var url: URL? { URL(string: "https://api.example.com/users") }
            var paging: PageNumberPaging { PageNumberPaging(pageSize: 20) }
        }

        @StateObject private var users: PagedListObject<Users, SampleSection>

        init(service: any ResourceService) {
            _users = StateObject(wrappedValue: PagedListObject(Self.makeList(service: service)))
        }

        static func makeList(service: any ResourceService) -> PagedList<Users, SampleSection> {
            let list = PagedList(resource: Users(), service: service) { _ in SampleSection.users }
            list.searchFields = { [$0.name] }
            list.remoteSearchDelay = 0.3
            list.reachability = PathMonitorReachability()
            Task { await list.start() }  // once, with the list: a view's .task runs again each time the view appears
            return list
        }

        var body: some View {
            List {
                users.rows { _ in
                    Text("Users")
                } row: { user in
                    Text(user.name)
                }
            }
            .listOverlay(users, firstLoad: ProgressView("Loading users"), empty: Text("No users")) { error, retry in
                VStack {
                    Text(error.description)
                    Button("Try again", action: retry)
                }
            } offline: { retry in
                Button("You are offline. Try again", action: retry)
            }
            .refreshable { await users.list.refresh() }
            .searchable(users, prompt: "Search users")
        }
    }
#endif

// The ```swift blocks of Docs/SwiftUI.md and of the README's SwiftUI section. SwiftUI does not exist on Linux, so
// `swift test` compiles nothing here; `.ci/check-apple-code` type-checks this file against the SwiftUI, Combine and
// Network interface modules in .ci/apple-interface and the ResourceLoaderUI sources. DocumentationSnippetTests checks
// that every block appears below, line for line. Edit the docs and this file together.
#if canImport(SwiftUI)
    import Foundation
    import ResourceLoaderUI
    import SwiftUI

    enum SwiftUISnippets {
        // MARK: The model and resource

        struct User: Decodable, Sendable, Identifiable, Equatable {
            let id: Int
            let name: String
        }

        struct Users: PaginatedResource {
            typealias Item = User

            var baseURL: URL? { URL(string: "https://api.example.com") }
            var path: String { "users" }
            var collectionKeyPath: String? { "data" }
            var paging: OffsetPaging { OffsetPaging(limit: 20) }
        }

        // MARK: A complete list (iOS 17)

        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
        @MainActor
        static func makeUsersView(service: any ResourceService, savedUsers: some PagedListLocalSource<User, Int>)
            -> UsersView
        {
            let list = PagedList(resource: Users(), service: service, localSource: savedUsers)
            list.searchFields = { [$0.name] }
            list.remoteSearchDelay = 0.3
            list.reachability = PathMonitorReachability()
            return UsersView(users: ObservablePagedList(list))
        }

        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
        struct UsersView: View {
            let users: ObservablePagedList<Users, SingleSection>

            var body: some View {
                List { users.rows { user in Text(user.name) } }
                    .listOverlay(users, empty: Text("No users")) { _, retry in
                        Button("Could not load the users. Try again", action: retry)
                    } offline: { retry in
                        Button("You are offline. Try again", action: retry)
                    }
                    .refreshable { await users.list.refresh() }
                    .searchable(users, prompt: "Search users")
                    .task { await users.list.start() }
            }
        }
    }
#endif

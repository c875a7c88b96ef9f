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

        struct User: Codable, Sendable, Identifiable, Equatable {
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
        static func makeUsersView(service: any ResourceService) -> UsersView {
            let list = PagedList(resource: Users(), service: service, diskCache: DiskCache())
            list.searchFields = { [$0.name] }
            list.remoteSearchDelay = 0.3
            list.reachability = PathMonitorReachability()
            let view = UsersView(users: ObservablePagedList(list))
            Task { await list.start() }  // once, here: a later start() does nothing
            return view
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
            }
        }

        // MARK: iOS 15 and 16

        @MainActor
        struct UsersViewBeforeObservation: View {
            @StateObject private var users: PagedListObject<Users, SingleSection>

            init(list: PagedList<Users, SingleSection>) {
                _users = StateObject(wrappedValue: PagedListObject(list))
            }

            var body: some View {
                List { users.rows { user in Text(user.name) } }
                    .refreshable { await users.list.refresh() }
            }
        }

        // MARK: Sections and custom rows

        @MainActor
        static func makeUsersByInitial(service: any ResourceService) -> PagedListObject<Users, String> {
            let list = PagedList(resource: Users(), service: service) { user in String(user.name.prefix(1)) }
            return PagedListObject(list)
        }

        @MainActor
        struct UsersByInitialView: View {
            @ObservedObject var users: PagedListObject<Users, String>

            var body: some View {
                List {
                    users.rows { initial in
                        Text(initial)
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
            }
        }

        @MainActor
        struct UserNamesView: View {
            @ObservedObject var users: PagedListObject<Users, String>

            var body: some View {
                List(users.items) { user in
                    Text(user.name)
                        .onAppear { users.list.loadMoreIfNeeded(currentItem: user.id) }
                }
            }
        }

        // MARK: Placeholders

        struct Message: Codable, Sendable, Identifiable, Equatable {
            let id: Int
            let text: String
        }

        struct Messages: PaginatedResource {
            typealias Item = Message
            var url: URL? { URL(string: "https://api.example.com/messages") }
            var collectionKeyPath: String? { "data.items" }
            var paging: OffsetPaging { OffsetPaging(limit: 50, totalField: .value(at: "data.total")) }
        }

        @MainActor
        struct MessagesWithPlaceholders: View {
            @StateObject var messages: PagedListObject<Messages, SingleSection>

            var body: some View {
                List {
                    messages.rows { message in
                        Text(message.text)
                    } placeholder: { position in
                        Text("Message \(position + 1)…")
                    }
                }
            }
        }

        // MARK: Keeping the reader's place

        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
        struct UsersKeepingPlace: View {
            let users: ObservablePagedList<Users, SingleSection>

            var body: some View {
                ScrollView {
                    LazyVStack { users.rows { user in Text(user.name) } }
                        .scrollTargetLayout()
                }
                .keepsPlace(in: users)
            }
        }

        @MainActor
        struct UsersListKeepingPlace: View {
            @StateObject var users: PagedListObject<Users, SingleSection>

            var body: some View {
                List { users.rows { user in Text(user.name) } }
                    .keepsListPlace(in: users)
            }
        }

        // MARK: Refetching on return to the foreground

        @MainActor
        struct UsersRefetching: View {
            @StateObject var users: PagedListObject<Users, SingleSection>

            var body: some View {
                List { users.rows { user in Text(user.name) } }
                    .refetchesOnForeground(users, policy: ForegroundRefetchPolicy(staleTime: 5 * 60))
            }
        }

        // MARK: Offline

        @MainActor
        static func watchTheNetwork(_ list: PagedList<Users, SingleSection>) {
            list.reachability = PathMonitorReachability()
        }
    }
#endif

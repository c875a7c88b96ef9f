#if canImport(SwiftUI)
    import ResourcePaging
    import SwiftUI

    extension View {
        /// Refetches the list when its scene returns to the foreground (`scenePhase` becoming active after the
        /// background) and `policy` says its data is stale, as the UIKit adapters do on
        /// `willEnterForegroundNotification`; by default, data older than a minute.
        ///
        /// ```swift
        /// List { users.rows { user in Text(user.name) } }
        ///     .refetchesOnForeground(users, policy: ForegroundRefetchPolicy(staleTime: 5 * 60))
        /// ```
        ///
        /// It follows `scenePhase` with `task(id:)` (iOS 15), so it needs neither the two-parameter `onChange`
        /// (iOS 17) nor the one-parameter form deprecated there.
        @MainActor
        public func refetchesOnForeground<Model: PagedListModel>(
            _ model: Model, policy: ForegroundRefetchPolicy = ForegroundRefetchPolicy()
        ) -> some View {
            PagedListForegroundRefetch(content: self, list: model.list, policy: policy)
        }
    }

    /// The content, refetching its list on the scene's return to the foreground.
    @MainActor
    private struct PagedListForegroundRefetch<
        Content: View, Resource: PaginatedResource, SectionID: Hashable & Sendable
    >: View
    where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
        let content: Content
        let list: PagedList<Resource, SectionID>
        let policy: ForegroundRefetchPolicy
        /// The refetch of the list of this render (kept in a slot: a view rendered with another list follows that
        /// one).
        @State private var refetches = ListFollowerSlot<ScenePhaseRefetch<Resource, SectionID>>()
        @Environment(\.scenePhase) private var scenePhase

        var body: some View {
            let refetch = refetches.follower(for: list, make: ScenePhaseRefetch.init)
            let policy = self.policy
            let phase: ScenePhaseRefetch<Resource, SectionID>.Phase =
                scenePhase == .active ? .active : scenePhase == .background ? .background : .inactive
            content.task(id: scenePhase) { refetch.phaseChanged(to: phase, policy: policy) }
        }
    }
#endif

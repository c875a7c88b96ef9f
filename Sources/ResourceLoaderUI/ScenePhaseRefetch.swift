import Foundation
import ResourcePaging

/// Follows a scene's phases and refetches a ``ResourcePaging/PagedList`` when the scene returns to the foreground and
/// a ``ForegroundRefetchPolicy`` says its data is stale: what the SwiftUI `refetchesOnForeground(_:policy:)` helper
/// calls as `scenePhase` changes, as the UIKit adapters do at `willEnterForegroundNotification`.
///
/// A return to the foreground is the scene becoming active after it was in the background, as UIKit's notification
/// means it: becoming active from inactive only (a pulled-down notification centre, an alert) is not one, nor is the
/// active phase the scene has when the view first appears.
@MainActor
final class ScenePhaseRefetch<Resource: PaginatedResource, SectionID: Hashable & Sendable>
where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
    /// A scene's phase, as SwiftUI's `ScenePhase` has them.
    enum Phase: Sendable, Equatable {
        /// In the foreground and interactive.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// Not visible.
        case background
    }

    private let list: PagedList<Resource, SectionID>
    /// Whether the scene went to the background since it was last active.
    private var wasInBackground = false

    /// Follows the phases of the scene that shows `list`.
    init(_ list: PagedList<Resource, SectionID>) {
        self.list = list
    }

    /// Takes the scene's new phase; when it is a return to the foreground and `policy` says the list's data is stale
    /// at `now`, refetches the list as a background check (``ResourcePaging/PagedList/refreshInBackground()``).
    ///
    /// - Returns: the refetch, if one started.
    @discardableResult
    func phaseChanged(to phase: Phase, policy: ForegroundRefetchPolicy, now: Date = Date()) -> Task<Void, Never>? {
        switch phase {
        case .background:
            wasInBackground = true
            return nil
        case .inactive:
            return nil
        case .active:
            guard wasInBackground else { return nil }
            wasInBackground = false
            guard policy.shouldRefetch(list.state, now: now) else { return nil }
            let list = self.list
            return Task { _ = await list.refreshInBackground() }
        }
    }
}

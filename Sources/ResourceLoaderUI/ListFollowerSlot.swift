/// Holds what a SwiftUI helper made for the list its view shows, and makes a new one when the view is given another
/// list: what the helpers keep in `@State` (``ScrollPositionLink``, ``SearchFieldLink``, ``ScenePhaseRefetch``,
/// ``ListRowPlace``).
///
/// SwiftUI keeps a view's `@State` storage for as long as the view keeps its identity, and ignores the initial value
/// of every later render: a follower kept there directly, made from the view's list, follows the first list the view
/// saw forever, even once the view is rendered with another one (a screen switching lists in place). Kept in this
/// slot, it is asked for with the list of each render.
@MainActor
final class ListFollowerSlot<Follower> {
    /// The list the follower was made for, and the follower.
    private var current: (list: AnyObject, follower: Follower)?

    /// An empty slot.
    init() {}

    /// The follower made for `list`: the one already held when it was made for this very list, otherwise a new one
    /// from `make`, which replaces it.
    func follower<List: AnyObject>(for list: List, make: (List) -> Follower) -> Follower {
        if let current, current.list === list { return current.follower }
        let follower = make(list)
        current = (list, follower)
        return follower
    }
}

/// The loads of far pages that placeholders on screen asked for (``PagedList/loadMoreIfNeeded(atPosition:)``), each
/// with the placeholders that want it: once they all left the screen, the load is cancelled.
struct PlaceholderLoads<Key: Hashable> {
    /// One page's load: the tasks that asked for it (a jump to a key in flight is joined) and the positions that
    /// want it.
    private struct Load {
        var tasks: [Task<Void, Never>]
        var positions: Set<Int>
    }

    private var loads: [Key: Load] = [:]

    /// `task` loads the page with `key` for the placeholder at `position`.
    mutating func add(_ task: Task<Void, Never>, for key: Key, wantedAt position: Int) {
        loads[key, default: Load(tasks: [], positions: [])].tasks.append(task)
        loads[key]?.positions.insert(position)
    }

    /// `task`, loading the page with `key`, ended.
    mutating func finished(_ task: Task<Void, Never>, for key: Key) {
        loads[key]?.tasks.removeAll { $0 == task }
        if loads[key]?.tasks.isEmpty == true { loads[key] = nil }
    }

    /// The placeholder at `position` left the screen: returns the tasks of the loads no placeholder wants now, to
    /// cancel.
    mutating func left(_ position: Int) -> [Task<Void, Never>] {
        var abandoned: [Task<Void, Never>] = []
        for key in Array(loads.keys) where loads[key]?.positions.contains(position) == true {
            loads[key]?.positions.remove(position)
            if loads[key]?.positions.isEmpty == true {
                abandoned += loads[key]?.tasks ?? []
                loads[key] = nil
            }
        }
        return abandoned
    }
}

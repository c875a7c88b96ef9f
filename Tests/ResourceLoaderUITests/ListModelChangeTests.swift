import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

/// What the SwiftUI models (`PagedListObject`, `ObservablePagedList`) set for each update: only what changed, so a
/// refetch that changes nothing publishes nothing and a row's new value publishes the snapshot (#24).
@Suite("What a list model sets for each update")
@MainActor
struct ListModelChangeTests {
    /// What a model was given, in order: the rows, the state or the anchor, one letter each, per update.
    @MainActor
    final class RecordingFollower {
        var changes: [String] = []
        var applied: ((String) -> Void)?

        func record(_ change: ListModelChange<SingleSection, Int>) {
            let letters =
                (change.changesRows ? "R" : "") + (change.changesState ? "S" : "") + (change.changesAnchor ? "A" : "")
            changes.append(letters)
            applied?(letters)
        }
    }

    @Test("a refresh that finds the rows as they were sets the state twice and never the rows; an edit sets the rows")
    func followerGetsOnlyWhatChanged() async throws {
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(resource: OffsetRows(), service: NetworkResourceService.inMemory(api))
        await list.start()
        await list.loadNextPage()
        let follower = RecordingFollower()
        list.forwardUpdates(to: follower) { follower, change in follower.record(change) }
        let updates = list.updates()

        await list.refresh()
        try await list.update(Row(id: 4, name: "Four"))
        list.setAnchor(4)
        // The follower applies updates from its own task: wait for the last one, the anchor's.
        for await update in updates where update.anchor == 4 { break }
        while follower.changes.last != "A" {
            await withCheckedContinuation { continuation in
                follower.applied = { [weak follower] _ in
                    follower?.applied = nil
                    continuation.resume()
                }
            }
        }

        #expect(follower.changes == ["S", "S", "R", "A"])
    }

    @Test("an update with an empty diff and the same state and anchor changes nothing")
    func emptyChange() throws {
        let snapshot = try ListSnapshot<SingleSection, Int>(sections: [(.main, [1, 2])])
        let update = ListUpdate(snapshot: snapshot, diff: ListDiff(), state: ListState(phase: .content))
        #expect(ListModelChange(update, after: update).isEmpty)
    }

    @Test("a reconfigure with the ids unchanged changes the rows; a new state alone changes the state alone")
    func rowsAndState() throws {
        let snapshot = try ListSnapshot<SingleSection, Int>(sections: [(.main, [1, 2])])
        let before = ListUpdate(snapshot: snapshot, diff: ListDiff(), state: ListState(phase: .content))
        let path = ListIndexPath(item: 1, section: 0)
        let edited = ListUpdate(
            snapshot: snapshot, diff: ListDiff(reconfiguring: [.init(id: 2, from: path, to: path)]),
            state: before.state)
        let change = ListModelChange(edited, after: before)
        #expect(change.changesRows && !change.changesState && !change.changesAnchor)

        var refreshing = before.state
        refreshing.refresh = .loading
        let stateOnly = ListModelChange(
            ListUpdate(snapshot: snapshot, diff: ListDiff(), state: refreshing), after: before)
        #expect(!stateOnly.changesRows && stateOnly.changesState && !stateOnly.changesAnchor)
    }
}

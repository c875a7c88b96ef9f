import Foundation
import ResourceLoaderTestSupport
import Testing

@testable import ResourcePaging

/// The list's state machine on its own: each transition's effect, and the states its defects came from made
/// impossible (a freeze always owned by one load, pages kept for a search's clear taken once, a reconnect decided
/// before the reachable flag changes).
@Suite("The list's state machine")
struct ListStateMachineTests {
    private typealias Machine = ListStateMachine<Row, Int>

    private func state(ids: [Int], generation: Int = 0, searchText: String? = nil) -> PaginatorState<Row> {
        var items = PagedItems<Row>()
        items.append(ids.map { Row(id: $0, name: "Row \($0)") })
        return PaginatorState(generation: generation, items: items, searchText: searchText)
    }

    @Test("a sync's freeze is let go only by that sync, not by an older one ending after it")
    func syncFreezeOwnedByItsSync() {
        var machine = Machine()
        machine.syncWillStart()
        let first = machine.syncFreezes(state(ids: [1, 2]))
        machine.syncWillStart()
        let second = machine.syncFreezes(state(ids: [1, 2, 3]))
        machine.unfreeze(first)
        #expect(machine.frozen?.owner == second, "the older sync ending leaves the newer one's freeze")
        #expect(machine.shownItems(state(ids: [])).items.map(\.id) == [1, 2, 3])
        machine.unfreeze(second)
        #expect(machine.frozen == nil)
    }

    @Test("with nothing listed, a load at either end or a refresh is a first load, even offline; no empty row is stale")
    func firstLoadWhileOffline() {
        var machine = Machine()
        _ = machine.reachabilityChanged(false)
        for loading in [
            PaginatorState<Row>(forward: .loading), PaginatorState<Row>(backward: .loading),
            PaginatorState<Row>(refresh: .loading),
        ] {
            let shown = machine.state(from: loading, shown: 0, listed: 0, placeholders: nil)
            #expect(shown.phase == .firstLoad, "\(loading.forward) \(loading.backward) \(loading.refresh)")
            #expect(!shown.isStale)
        }
        let idle = machine.state(from: PaginatorState<Row>(), shown: 0, listed: 0, placeholders: nil)
        #expect(idle.phase == .offline)
    }

    @Test("a quiet sync (a background check) shows the refresh state shown before it, not loading, and no staleness")
    func quietSyncShowsTheStateBefore() {
        var machine = Machine()
        machine.syncWillStart()
        _ = machine.syncFreezes(state(ids: [1, 2]), quietly: true, shown: .idle)
        let shown = machine.state(from: state(ids: []), shown: 2, listed: 2, placeholders: nil)
        #expect(shown.refresh == .idle && !shown.isStale)
    }

    @Test("a quiet sync that takes over the freeze of a sync shown loading goes on showing it loading")
    func quietSyncKeepsALoadingSyncShown() {
        var machine = Machine()
        machine.syncWillStart()
        _ = machine.syncFreezes(state(ids: [1, 2]))
        machine.syncWillStart()
        _ = machine.syncFreezes(state(ids: [1, 2]), quietly: true, shown: .idle)
        let shown = machine.state(from: state(ids: []), shown: 2, listed: 2, placeholders: nil)
        #expect(shown.refresh == .loading && shown.isStale)
    }

    @Test("a quiet sync's load is taken once by the render after it; a sync shown loading leaves nothing to take")
    func quietSyncLoadTakenOnce() {
        var machine = Machine()
        machine.syncLoaded(at: Date(), quietly: true)
        let first = machine.takeQuietSync()
        let second = machine.takeQuietSync()
        machine.syncLoaded(at: Date())
        let shownLoading = machine.takeQuietSync()
        #expect(first && !second && !shownLoading)
    }

    @Test("typing while a server search loads hands its frozen rows to the new search; the old one cannot free them")
    func typingHandsTheSearchFreezeOn() {
        var machine = Machine()
        let first = machine.searchTyped("ro")
        machine.freeze(state(ids: [1, 2, 3]), for: .search(first))
        let second = machine.searchTyped("row")
        machine.unfreeze(.search(first))
        #expect(machine.frozen?.owner == .search(second), "the search that lost keeps nothing frozen behind it")
        #expect(machine.isLatestSearch(second) && !machine.isLatestSearch(first))
        machine.unfreeze(.search(second))
        #expect(machine.frozen == nil)
    }

    @Test("a sync's freeze is not taken over by a search typed meanwhile")
    func searchLeavesASyncFreezeAlone() {
        var machine = Machine()
        machine.syncWillStart()
        let sync = machine.syncFreezes(state(ids: [1, 2]))
        _ = machine.searchTyped("x")
        #expect(machine.frozen?.owner == sync)
    }

    @Test("the pages listed before a run of server searches are kept once, from the first, and taken once")
    func unfilteredPagesKeptOnceTakenOnce() {
        var machine = Machine()
        let listed = [Page(key: 0, items: [Row(id: 1, name: "Row 1")], nextKey: 1, previousKey: nil)]
        #expect(machine.keepsUnfilteredPages(from: state(ids: [1])))
        machine.keepUnfilteredPages(listed)
        #expect(!machine.keepsUnfilteredPages(from: state(ids: [9], searchText: "x")), "results are never kept")
        machine.keepUnfilteredPages([])
        let taken = machine.takeUnfilteredPages()
        let again = machine.takeUnfilteredPages()
        #expect(taken == listed)
        #expect(again == nil, "a second clear restores nothing")
    }

    @Test("coming back online is a reconnect only after being offline, whatever the list showed meanwhile")
    func reconnectDecidedBeforeTheFlagChanges() {
        var machine = Machine()
        let stayedOnline = machine.reachabilityChanged(true)
        let wentOffline = machine.reachabilityChanged(false)
        #expect(!stayedOnline && !wentOffline, "online to online, and going offline, are no reconnect")
        #expect(machine.state(from: state(ids: []), shown: 0, listed: 0, placeholders: nil).isOffline)
        let reconnected = machine.reachabilityChanged(true)
        #expect(reconnected, "offline to online syncs")
        #expect(!machine.state(from: state(ids: []), shown: 0, listed: 0, placeholders: nil).isOffline)
    }

    @Test("an edit confirmed after a later edit of the same row was written is dropped, not written over it")
    func latestEditOfARowWins() {
        var machine = Machine()
        let older = ListEdit.update(Row(id: 1, name: "older"))
        let newer = ListEdit.update(Row(id: 1, name: "newer"))
        let olderToken = machine.editShown(older)
        let newerToken = machine.editShown(newer)
        let newerWritten = machine.editConfirmed(newer, token: newerToken)
        let olderWritten = machine.editConfirmed(older, token: olderToken)
        #expect(newerWritten && !olderWritten)
    }

    @Test("an edit written while a sync runs is held until the last sync ends, then shown from the next read")
    func editsHeldWhileASyncRuns() {
        var machine = Machine()
        machine.syncWillStart()
        let edit = ListEdit.update(Row(id: 1, name: "edited"))
        let token = machine.editShown(edit)
        let written = machine.editConfirmed(edit, token: token)
        #expect(written)
        machine.editWritten(token)
        let held = machine.syncWillEnd()
        #expect(held.count == 1, "the sync ending writes the held edit again")
        machine.heldEditsWritten()
        let read = machine.readStarted()
        machine.read(state(ids: [1]), number: read)
        #expect(machine.overlay.isEmpty, "once no sync runs and a read saw it, the edit is let go")
    }

    @Test("rows restored from the local source are stale until a sync loads")
    func restoredRowsStaleUntilSynced() {
        var machine = Machine()
        machine.restored(savedAt: Date(timeIntervalSince1970: 100))
        #expect(machine.state(from: state(ids: [1]), shown: 1, listed: 1, placeholders: nil).isStale)
        machine.syncLoaded(at: Date(timeIntervalSince1970: 200))
        let synced = machine.state(from: state(ids: [1]), shown: 1, listed: 1, placeholders: nil)
        #expect(!synced.isStale)
        #expect(synced.cachedAt == nil && synced.syncedAt == Date(timeIntervalSince1970: 200))
    }
}

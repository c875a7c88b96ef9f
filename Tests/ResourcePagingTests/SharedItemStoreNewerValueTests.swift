import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceLoaderTesting
import ResourceStore
import Testing

@testable import ResourcePaging

@MainActor
@Suite("One copy of each item: which value is newer — old values fill, orderings, waiting edits hold (#25)")
struct SharedItemStoreNewerValueTests {
    struct Refused: Error {}

    func list(_ api: InMemoryListAPI, store: SharedItemStore?) -> PagedList<Rows.Offset, SingleSection> {
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        list.itemStore = store
        return list
    }

    /// A list relaunched over `api` from a saved list of its first `pages` pages of 10, sharing `store`, where row
    /// `changed` (an id) was saved with the server's value "Changed" while the store holds an older one.
    func relaunched(
        over api: InMemoryListAPI, store: SharedItemStore, pages: Int, changed: Int
    ) -> PagedList<Rows.Offset, SingleSection> {
        store.write(Row(id: changed, name: "Row \(changed)"))
        api.mutate { $0[changed - 1].name = "Changed" }
        let saved = (0..<pages).map { page in
            Page(
                key: page * 10, items: Array(api.currentRows[(page * 10)..<(page * 10 + 10)]), nextKey: page * 10 + 10,
                previousKey: page == 0 ? nil : page * 10 - 10)
        }
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader),
            localSource: MemoryLocalSource(saved: SavedPagedList<Row, Int>(pages: saved)))
        list.itemStore = store
        return list
    }

    @Test("a restored value the store refused as possibly old is written once the server sends it (a search)")
    func refusedRestoredValueIsWrittenWhenTheServerSendsIt() async throws {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        // The last launch saved page 2 with the server's new value.
        let relaunched = relaunched(over: api, store: store, pages: 2, changed: 15)
        relaunched.remoteSearchDelay = 0
        await relaunched.start()
        #expect(store.value(of: Row.self, id: 15)?.name == "Row 15")  // refused: it may have been old

        await relaunched.search("Changed").value

        #expect(relaunched.item(withID: 15)?.name == "Changed")
        #expect(store.value(of: Row.self, id: 15)?.name == "Changed")
    }

    @Test("a restored value the store refused is written once its page, read again as it comes into view, is unchanged")
    func refusedRestoredValueIsWrittenWhenItsUnchangedPageIsReadAgain() async throws {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        // The last launch saved page 2 with the server's new value.
        let relaunched = relaunched(over: api, store: store, pages: 2, changed: 15)
        await relaunched.start()
        await relaunched.pendingRevalidation?.value
        #expect(store.value(of: Row.self, id: 15)?.name == "Row 15")  // refused: it may have been old

        // Row 15 comes into view: its page is read again and found as saved.
        _ = relaunched.loadMoreIfNeeded(atIndex: 14)
        await relaunched.pendingRevalidation?.value
        await relaunched.settle()

        #expect(relaunched.item(withID: 15)?.name == "Changed")
        #expect(store.value(of: Row.self, id: 15)?.name == "Changed")
    }

    @Test("a restored value the store refused is written once the sync reads the same rows from the server")
    func refusedRestoredValueIsWrittenBySyncReadingTheSameRows() async throws {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let relaunched = relaunched(over: api, store: store, pages: 1, changed: 5)

        await relaunched.start()  // the saved page shows (refused: it may be old), then the sync reads it again

        #expect(relaunched.item(withID: 5)?.name == "Changed")
        #expect(store.value(of: Row.self, id: 5)?.name == "Changed")
    }

    @Test("a page loaded from the server while the restored pages wait for their sync is fresh: its values are written")
    func pageLoadedOverRestoredPagesIsFresh() async throws {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        store.write(Row(id: 15, name: "Row 15"))  // another list read row 15 earlier
        api.mutate { $0[14].name = "Changed" }
        let loader = SwitchableLoader(api: api, offline: true)
        let source = MemoryLocalSource(
            saved: SavedPagedList<Row, Int>(pages: [
                Page(key: 0, items: Array(api.currentRows[0..<10]), nextKey: 10, previousKey: nil)
            ]))
        let relaunched = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(loader), localSource: source)
        relaunched.itemStore = store
        await relaunched.start()  // the saved page shows; its sync fails, so the list stays restored
        #expect(relaunched.state.cachedAt != nil)

        loader.setOffline(false)
        _ = await relaunched.loadNextPage()

        #expect(relaunched.item(withID: 15)?.name == "Changed")
        #expect(store.value(of: Row.self, id: 15)?.name == "Changed")
    }

    @Test("pages restored from the local source do not overwrite a newer value another list wrote")
    func restoredPagesFillOnly() async throws {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let live = list(api, store: store)
        await live.start()
        try await live.update(Row(id: 3, name: "Edited today"))
        var savedRows = Array(api.currentRows[0..<10])
        savedRows[2].name = "Saved last week"
        savedRows[3].name = "Row 4, saved only here"
        savedRows.append(Row(id: 99, name: "Only on disk"))
        let source = MemoryLocalSource(
            saved: SavedPagedList<Row, Int>(pages: [Page(key: 0, items: savedRows, nextKey: 11, previousKey: nil)]))
        let offline = ScriptedDataLoader(status: 503, body: "{}")
        let restored = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(offline), localSource: source)
        restored.itemStore = store

        await restored.start()

        #expect(restored.snapshot.itemIdentifiers == Array(1...10) + [99])
        #expect(restored.item(withID: 3)?.name == "Edited today")
        #expect(live.item(withID: 3)?.name == "Edited today")
        #expect(restored.item(withID: 4)?.name == "Row 4")
        #expect(live.item(withID: 4)?.name == "Row 4")
        // A value the store holds none of is written.
        #expect(store.value(of: Row.self, id: 99)?.name == "Only on disk")
    }

    @Test("a list that joins the store late does not overwrite newer values; it shows them, once, in place")
    func lateListFillsOnly() async throws {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let early = list(api, store: store)
        let late = list(api, store: nil)
        await early.start()
        await late.start()
        try await early.update(Row(id: 5, name: "Edited in the first list"))
        var earlyUpdates = 0
        early.onUpdate = { _ in earlyUpdates += 1 }

        late.itemStore = store

        #expect(late.item(withID: 5)?.name == "Edited in the first list")
        #expect(early.item(withID: 5)?.name == "Edited in the first list")
        #expect(earlyUpdates == 0)
        // From then on the late list's changed pages are fresh values.
        api.mutate { $0[5].name = "Renamed on the server" }
        await late.refresh()
        #expect(early.item(withID: 6)?.name == "Renamed on the server")
    }

    @Test("with an ordering, a page that brings an older value than the stored one loses, and a newer one wins")
    func orderingKeepsTheNewerValue() async {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        store.orderValues(of: Row.self) { row in row.name.split(separator: "@").last.flatMap { Int($0) } ?? 0 }
        let first = list(api, store: store)
        let second = list(api, store: store)
        await first.start()
        await second.start()

        store.write(Row(id: 7, name: "Row 7@9"))
        #expect(!store.write(Row(id: 7, name: "Row 7 older@4")))
        api.mutate { $0[6].name = "Row 7 from a lagging replica@5" }
        await second.refresh()

        #expect(first.item(withID: 7)?.name == "Row 7@9")
        #expect(second.item(withID: 7)?.name == "Row 7@9")

        api.mutate { $0[6].name = "Row 7 newer@12" }
        await second.refresh()
        #expect(first.item(withID: 7)?.name == "Row 7 newer@12")
    }

    @Test("with an ordering, restored pages newer than the stored value are written")
    func orderingLetsANewerRestoredValueIn() async {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        store.orderValues(of: Row.self) { row in row.name.split(separator: "@").last.flatMap { Int($0) } ?? 0 }
        let live = list(api, store: store)
        await live.start()
        var savedRows = Array(api.currentRows[0..<10])
        savedRows[1].name = "Row 2@3"
        let source = MemoryLocalSource(
            saved: SavedPagedList<Row, Int>(pages: [Page(key: 0, items: savedRows, nextKey: 10, previousKey: nil)]))
        let offline = ScriptedDataLoader(status: 503, body: "{}")
        let restored = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(offline), localSource: source)
        restored.itemStore = store

        await restored.start()

        #expect(live.item(withID: 2)?.name == "Row 2@3")
    }

    @Test("an edit waiting for its server is not hidden by another list's refetch; refused, the newer value shows")
    func waitingEditHoldsItsItem() async {
        let (api, store, edited, other) = await startedListsSharingAStore()

        await #expect(throws: Refused.self) {
            try await edited.perform(.update(Row(id: 2, name: "Optimistic"))) {
                api.mutate { $0[1].name = "Changed on the server meanwhile" }
                await other.refresh()
                #expect(edited.item(withID: 2)?.name == "Optimistic")
                #expect(other.item(withID: 2)?.name == "Optimistic")
                throw Refused()
            }
        }

        // The rollback shows the newest value the store heard of, not the page the edited list held.
        #expect(edited.item(withID: 2)?.name == "Changed on the server meanwhile")
        #expect(other.item(withID: 2)?.name == "Changed on the server meanwhile")
        #expect(store.value(of: Row.self, id: 2)?.name == "Changed on the server meanwhile")
    }

    @Test("an edit confirmed after another list's refetch brought the server's value shows in every list")
    func confirmedEditWinsOverTheRefetch() async throws {
        let (api, store, edited, other) = await startedListsSharingAStore()

        try await edited.perform(.update(Row(id: 2, name: "Confirmed edit"))) {
            api.mutate { $0[1].name = "Changed on the server meanwhile" }
            await other.refresh()
        }

        #expect(edited.item(withID: 2)?.name == "Confirmed edit")
        #expect(other.item(withID: 2)?.name == "Confirmed edit")
        #expect(store.value(of: Row.self, id: 2)?.name == "Confirmed edit")
        // Once confirmed the item is no longer held: a later write shows everywhere.
        store.write(Row(id: 2, name: "Later"))
        #expect(edited.item(withID: 2)?.name == "Later")
    }

    @Test("a refused edit of a row whose store value was newer than the list's page shows that value again")
    func refusedEditRestoresTheStoresValue() async {
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let edited = list(api, store: store)
        await edited.start()
        store.write(Row(id: 4, name: "Fetched on a detail screen"))

        await #expect(throws: Refused.self) {
            try await edited.perform(.update(Row(id: 4, name: "Optimistic"))) { throw Refused() }
        }

        #expect(edited.item(withID: 4)?.name == "Fetched on a detail screen")
        #expect(store.value(of: Row.self, id: 4)?.name == "Fetched on a detail screen")
    }

    @Test("rows listed again when a server search is cleared do not overwrite a newer value another list wrote")
    func rowsKeptAsideDuringASearchFillOnly() async throws {
        // Given two lists showing rows 1 to 10 through one store, the second searching the server for "Row 2"
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let first = list(api, store: store)
        let searching = list(api, store: store)
        searching.remoteSearchDelay = 0
        searching.sleeper = YieldingSleeper()
        await first.start()
        await searching.start()
        await searching.search("Row 2").value
        #expect(!searching.snapshot.contains(item: 3))
        // and the server renamed row 3, which the first list's refresh brought into the store
        api.mutate { $0[2].name = "Changed on the server" }
        await first.refresh()
        #expect(store.value(of: Row.self, id: 3)?.name == "Changed on the server")

        // When the search is cleared: the second list lists again the rows it kept aside, row 3 as it was before
        await searching.search(nil).value

        // Then every list shows the newer value, and the store keeps it
        #expect(store.value(of: Row.self, id: 3)?.name == "Changed on the server")
        #expect(first.item(withID: 3)?.name == "Changed on the server")
        #expect(searching.item(withID: 3)?.name == "Changed on the server")
    }

    @Test(
        "a query's first page shown again from memory does not overwrite a newer value another list wrote meanwhile")
    func rememberedFirstPageFillsOnly() async throws {
        // Given two lists showing rows 1 to 10 through one store, the second changed to the even rows
        let (api, store, first, querying) = await startedListsSharingAStore()
        await querying.setQuery(["parity": "even"]).value
        #expect(!querying.snapshot.contains(item: 3))
        // and the server renamed row 3, which the first list's refresh brought into the store
        api.mutate { $0[2].name = "Changed on the server" }
        await first.refresh()
        var firstShown: [String?] = []
        first.onUpdate = { [first] _ in firstShown.append(first.item(withID: 3)?.name) }

        // When the second list goes back to the plain list, its first page shown at once from memory, then read again
        await querying.setQuery([:]).value
        _ = await querying.settled()

        // Then no list ever showed row 3 as it was before
        #expect(!firstShown.contains("Row 3"))
        #expect(store.value(of: Row.self, id: 3)?.name == "Changed on the server")
        #expect(first.item(withID: 3)?.name == "Changed on the server")
        #expect(querying.item(withID: 3)?.name == "Changed on the server")
    }

    /// Two lists showing rows 1 to 10 of `api` through one store, the second one's server searches (started at once)
    /// answered only once `searchAnswered` opens; `searchAsked` opens when one is asked.
    func listsOneSearchingSlowly(
        over api: InMemoryListAPI, searchAsked: AsyncGate, searchAnswered: AsyncGate
    ) async -> (
        store: SharedItemStore, other: PagedList<Rows.Offset, SingleSection>,
        searching: PagedList<Rows.Offset, SingleSection>
    ) {
        let store = SharedItemStore()
        let other = list(api, store: store)
        let searching = list(api, store: store)
        searching.remoteSearchDelay = 0
        searching.sleeper = YieldingSleeper()
        await other.start()
        await searching.start()
        api.setHook { request in
            guard request.url?.query?.contains("q=") == true else { return }
            searchAsked.open()
            await searchAnswered.wait()
        }
        return (store, other, searching)
    }

    @Test("an edit confirmed while a server search loads keeps its value in every list (the rows shown are older)")
    func editConfirmedWhileRowsAreFrozen() async throws {
        // Given two lists showing rows 1 to 10 through one store
        let api = InMemoryListAPI(count: 30)
        let searchAsked = AsyncGate()
        let searchAnswered = AsyncGate()
        let (store, other, editing) = await listsOneSearchingSlowly(
            over: api, searchAsked: searchAsked, searchAnswered: searchAnswered)
        // and an edit of row 8 waiting for its server
        let called = AsyncGate()
        let confirmed = AsyncGate()
        let edit = Task {
            try await editing.perform(.update(Row(id: 8, name: "Edited"))) {
                api.mutate { $0[7].name = "Edited" }
                called.open()
                await confirmed.wait()
            }
        }
        await called.wait()
        // and a server search asked meanwhile, still loading: the list keeps its rows as they were on screen
        let search = editing.search("Edited")
        await searchAsked.wait()

        // When the server confirms the edit
        confirmed.open()
        try await edit.value

        // Then the store and every list keep the edited value, while the search loads and after
        #expect(store.value(of: Row.self, id: 8)?.name == "Edited")
        #expect(other.item(withID: 8)?.name == "Edited")
        #expect(editing.item(withID: 8)?.name == "Edited")
        searchAnswered.open()
        await search.value
        #expect(store.value(of: Row.self, id: 8)?.name == "Edited")
        #expect(other.item(withID: 8)?.name == "Edited")
        #expect(editing.item(withID: 8)?.name == "Edited")
    }

    @Test("rows listed again when a server search is cleared do not overwrite newer values the search itself brought")
    func rowsKeptAsideOlderThanTheSearchFillOnly() async throws {
        // Given two lists showing rows 1 to 10 through one store, and the server's row 5 renamed, which the first
        // list's refresh brought into the store
        let api = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let first = list(api, store: store)
        let searching = list(api, store: store)
        searching.remoteSearchDelay = 0
        searching.sleeper = YieldingSleeper()
        await first.start()
        await searching.start()
        api.mutate { $0[4].name = "Row 5, renamed" }
        await first.refresh()
        // and the second list's server search, whose results list row 5 as renamed
        await searching.search("5").value
        #expect(searching.item(withID: 5)?.name == "Row 5, renamed")

        // When the search is cleared: the rows kept aside when it began come back, row 5 as it was then
        await searching.search(nil).value

        // Then every list keeps the renamed row
        #expect(store.value(of: Row.self, id: 5)?.name == "Row 5, renamed")
        #expect(first.item(withID: 5)?.name == "Row 5, renamed")
        #expect(searching.item(withID: 5)?.name == "Row 5, renamed")
    }
    @Test("an edit confirmed while a later edit of the row waits is what that later edit's refusal shows again")
    func refusalAfterAConfirmedEditShowsTheConfirmedValue() async throws {
        let (api, store, edited, other) = await startedListsSharingAStore()
        let edits = await TwoEditsOfRow3(in: edited)

        try await edits.confirmFirstAndRefuseSecond(on: api)
        await edited.settle()

        // The server holds the first edit: the rollback of the second shows it, not the value from before both.
        #expect(edited.item(withID: 3)?.name == "Confirmed")
        #expect(other.item(withID: 3)?.name == "Confirmed")
        #expect(store.value(of: Row.self, id: 3)?.name == "Confirmed")
    }
    @Test("an edit confirmed while a later edit of the row waits and a server search loads is what the refusal shows")
    func refusalWhileRowsAreFrozenAfterAConfirmedEditShowsTheConfirmedValue() async throws {
        // Given two lists showing rows 1 to 10 through one store, and two edits of row 3 waiting for their server
        let api = InMemoryListAPI(count: 30)
        let searchAsked = AsyncGate()
        let searchAnswered = AsyncGate()
        let (store, other, edited) = await listsOneSearchingSlowly(
            over: api, searchAsked: searchAsked, searchAnswered: searchAnswered)
        let edits = await TwoEditsOfRow3(in: edited)
        // and a server search asked meanwhile, still loading: the list keeps its rows as they were on screen
        let search = edited.search("Row")
        await searchAsked.wait()

        // When the server confirms the first edit and refuses the second
        try await edits.confirmFirstAndRefuseSecond(on: api)

        // Then the server holds the first edit: the rollback shows it in every list, not the value from before both
        #expect(store.value(of: Row.self, id: 3)?.name == "Confirmed")
        #expect(other.item(withID: 3)?.name == "Confirmed")
        searchAnswered.open()
        await search.value
        await edited.search(nil).value
        #expect(store.value(of: Row.self, id: 3)?.name == "Confirmed")
        #expect(other.item(withID: 3)?.name == "Confirmed")
        #expect(edited.item(withID: 3)?.name == "Confirmed")
    }

    @Test("a refused edit of a row the list's own refresh read anew meanwhile shows the server's new value")
    func refusalAfterTheListReadTheRowAnewShowsTheNewValue() async {
        let (api, store, edited, other) = await startedListsSharingAStore()

        await #expect(throws: Refused.self) {
            try await edited.perform(.update(Row(id: 4, name: "Optimistic"))) {
                api.mutate { $0[3].name = "Changed on the server meanwhile" }
                await edited.refresh()
                throw Refused()
            }
        }

        #expect(edited.item(withID: 4)?.name == "Changed on the server meanwhile")
        #expect(other.item(withID: 4)?.name == "Changed on the server meanwhile")
        #expect(store.value(of: Row.self, id: 4)?.name == "Changed on the server meanwhile")
    }

    @Test("a refused edit of a row read anew under it shows the server's value, though a later refresh froze the rows")
    func refusalWhileFrozenAfterTheRowWasReadAnewShowsTheNewValue() async {
        let (api, store, edited, other) = await startedListsSharingAStore()
        let gate = AsyncGate()
        let (held, signal) = AsyncStream.makeStream(of: Void.self)

        await #expect(throws: Refused.self) {
            try await edited.perform(.update(Row(id: 4, name: "Optimistic"))) {
                // Under the edit, the list's refresh reads the server's new value; a second refresh then freezes
                // those rows and waits for its page while the server refuses the edit.
                api.mutate { $0[3].name = "Changed on the server meanwhile" }
                await edited.refresh()
                api.setHook { _ in
                    signal.yield()
                    await gate.wait()
                }
                Task { await edited.refresh() }
                for await _ in held { break }
                throw Refused()
            }
        }
        await edited.settle()

        #expect(edited.state.refresh.isLoading)  // the rows shown are the frozen ones
        #expect(edited.item(withID: 4)?.name == "Changed on the server meanwhile")
        #expect(other.item(withID: 4)?.name == "Changed on the server meanwhile")
        #expect(store.value(of: Row.self, id: 4)?.name == "Changed on the server meanwhile")
        gate.open()
    }

    @Test("a late page from before a confirmed edit, bringing back the value it replaced, does not overwrite it")
    func latePageFromBeforeAConfirmedEditDoesNotOverwriteIt() async throws {
        let api = InMemoryListAPI(count: 30)
        // Another list's page, answered before the server applied the edit, arriving after its confirmation.
        let late = InMemoryListAPI(count: 30)
        let store = SharedItemStore()
        let edited = list(api, store: store)
        let other = list(late, store: store)
        await edited.start()

        try await edited.perform(.update(Row(id: 3, name: "Edited"))) {
            api.mutate { $0[2].name = "Edited" }
        }
        await other.start()

        #expect(store.value(of: Row.self, id: 3)?.name == "Edited")
        #expect(edited.item(withID: 3)?.name == "Edited")
        #expect(other.item(withID: 3)?.name == "Edited")
    }

    /// Starts `list`'s edit of row 4 to "Earlier": it reaches the server, whose answer waits at `gate`. Returns once
    /// the server holds the edit, with the edit's task.
    func editReachingTheServerSlowly(
        _ list: PagedList<Rows.Offset, SingleSection>, over api: InMemoryListAPI, gate: AsyncGate
    ) async -> Task<Void, any Error> {
        let (applied, signal) = AsyncStream.makeStream(of: Void.self)
        let edit = Task {
            try await list.perform(.update(Row(id: 4, name: "Earlier"))) {
                api.mutate { $0[3].name = "Earlier" }
                signal.yield()
                await gate.wait()
            }
        }
        for await _ in applied { break }
        return edit
    }

    @Test("an edit confirmed after another list's later edit of the row was confirmed does not overwrite it")
    func editConfirmedAfterALaterEditOfAnotherListKeepsTheLaterValue() async throws {
        let (api, store, first, second) = await startedListsSharingAStore()
        let gate = AsyncGate()

        // The first list's edit reaches the server, whose answer is slow; the second list's later edit of the row
        // reaches it after and is confirmed at once; then the first one's confirmation arrives.
        let earlier = await editReachingTheServerSlowly(first, over: api, gate: gate)
        try await second.perform(.update(Row(id: 4, name: "Later"))) { api.mutate { $0[3].name = "Later" } }
        await first.loadNextPage()  // the first list reads its rows again while its edit still waits
        #expect(first.item(withID: 4)?.name == "Later")
        gate.open()
        try await earlier.value
        await first.settle()
        await second.settle()

        #expect(store.value(of: Row.self, id: 4)?.name == "Later")
        #expect(first.item(withID: 4)?.name == "Later")
        #expect(second.item(withID: 4)?.name == "Later")
    }

    @Test("an edit confirmed after another list's later edit of the row was refused shows: it is the server's")
    func editConfirmedAfterALaterRefusedEditOfAnotherListShows() async throws {
        let (api, store, first, second) = await startedListsSharingAStore()
        let gate = AsyncGate()

        let earlier = await editReachingTheServerSlowly(first, over: api, gate: gate)
        await #expect(throws: Refused.self) {
            try await second.perform(.update(Row(id: 4, name: "Refused"))) { throw Refused() }
        }
        gate.open()
        try await earlier.value
        await first.settle()
        await second.settle()

        #expect(store.value(of: Row.self, id: 4)?.name == "Earlier")
        #expect(first.item(withID: 4)?.name == "Earlier")
        #expect(second.item(withID: 4)?.name == "Earlier")
    }

    @Test("a direct update from another list while an edit of the row waits does not take the edit's place")
    func directUpdateFromAnotherListDoesNotSupersedeAWaitingEdit() async throws {
        let (api, store, first, second) = await startedListsSharingAStore()
        let gate = AsyncGate()
        let (applied, signal) = AsyncStream.makeStream(of: Void.self)

        // The first list's edit reaches the server; the second list is told late of an earlier server change.
        let edit = Task {
            try await first.perform(.update(Row(id: 4, name: "Edited"))) {
                api.mutate { $0[3].name = "Edited" }
                signal.yield()
                await gate.wait()
            }
        }
        for await _ in applied { break }
        try await second.update(Row(id: 4, name: "Known before"))
        gate.open()
        try await edit.value
        await first.settle()
        await second.settle()

        #expect(store.value(of: Row.self, id: 4)?.name == "Edited")
        #expect(first.item(withID: 4)?.name == "Edited")
        #expect(second.item(withID: 4)?.name == "Edited")
    }

    @Test("a direct update made while a server search loads is every list's value (the rows shown are older)")
    func directUpdateWhileRowsAreFrozenIsWritten() async throws {
        // Given two lists showing rows 1 to 10 through one store, the second searching the server and still loading:
        // it keeps its rows as they were on screen
        let api = InMemoryListAPI(count: 30)
        let searchAsked = AsyncGate()
        let searchAnswered = AsyncGate()
        let (store, other, searching) = await listsOneSearchingSlowly(
            over: api, searchAsked: searchAsked, searchAnswered: searchAnswered)
        let search = searching.search("Row")
        await searchAsked.wait()

        // When the app learns of a server change to row 8 and updates the searching list directly
        api.mutate { $0[7].name = "Row 8, known" }
        try await searching.update(Row(id: 8, name: "Row 8, known"))

        // Then the store and every list show it, while the search loads and after
        #expect(store.value(of: Row.self, id: 8)?.name == "Row 8, known")
        #expect(other.item(withID: 8)?.name == "Row 8, known")
        searchAnswered.open()
        await search.value
        #expect(store.value(of: Row.self, id: 8)?.name == "Row 8, known")
        #expect(other.item(withID: 8)?.name == "Row 8, known")
        #expect(searching.item(withID: 8)?.name == "Row 8, known")
    }

    @Test("an edit refused while the list's removal of the row waits lets every list show the row's value again")
    func editRefusedUnderAWaitingRemovalIsRolledBackInTheStore() async throws {
        let (_, store, first, second) = await startedListsSharingAStore()
        let edit = (called: AsyncGate(), answer: AsyncGate())
        let removal = (called: AsyncGate(), answer: AsyncGate())

        // The first list's edit of row 4 waits for its server; then its removal of the row waits too
        let editing = Task {
            try await first.perform(.update(Row(id: 4, name: "Edited"))) {
                edit.called.open()
                await edit.answer.wait()
                throw Refused()
            }
        }
        await edit.called.wait()
        #expect(second.item(withID: 4)?.name == "Edited")
        let removing = Task {
            try await first.perform(.remove(4)) {
                removal.called.open()
                await removal.answer.wait()
                throw Refused()
            }
        }
        await removal.called.wait()

        // When the server refuses the edit, while the removal still waits
        edit.answer.open()
        await #expect(throws: Refused.self) { try await editing.value }

        // Then the store lets go of the edit: the other list shows the row as it was at once
        #expect(store.value(of: Row.self, id: 4)?.name == "Row 4")
        #expect(second.item(withID: 4)?.name == "Row 4")
        // and when the removal is refused too, both lists show it
        removal.answer.open()
        await #expect(throws: Refused.self) { try await removing.value }
        await first.settle()
        #expect(store.value(of: Row.self, id: 4)?.name == "Row 4")
        #expect(first.item(withID: 4)?.name == "Row 4")
        #expect(second.item(withID: 4)?.name == "Row 4")
    }

    @Test("a refused value that left the list and comes back in a later server read, as it left, is written")
    func refusedValueListedAgainFromTheServerIsWritten() async throws {
        let (api, store, first, second) = await startedListsSharingAStore()
        let gate = AsyncGate()
        // The second list's edit of row 4 reaches the server, whose answer is slow; the server then changes the row
        // again, and the first list is told of that change directly: the store keeps it aside for the waiting edit
        let earlier = await editReachingTheServerSlowly(second, over: api, gate: gate)
        api.mutate { $0[3].name = "Known" }
        try await first.update(Row(id: 4, name: "Known"))
        // and the edit's confirmation arrives last: the store takes it
        gate.open()
        try await earlier.value
        await second.settle()
        #expect(store.value(of: Row.self, id: 4)?.name == "Earlier")

        // When the server moves the row past the first page, the first list's refresh drops it, and its later pages
        // bring it back, with the value it had when it left
        api.mutate { rows in rows.insert(rows.remove(at: 3), at: 24) }
        await first.refresh()
        #expect(!first.snapshot.contains(item: 4))
        await first.loadNextPage()
        await first.loadNextPage()

        // Then the server's value shows in every list
        #expect(first.item(withID: 4)?.name == "Known")
        #expect(store.value(of: Row.self, id: 4)?.name == "Known")
        #expect(second.item(withID: 4)?.name == "Known")
    }

    @Test("a page another list asked for before a direct change, arriving after it, is undone by the next server read")
    func latePageOverADirectChangeIsUndoneByTheNextRead() async throws {
        let (api, store, first, second) = await startedListsSharingAStore()
        let asked = AsyncGate()
        let answered = AsyncGate()
        // The server changes row 3, and the second list's refresh asks for it: its answer, made now, arrives late
        api.mutate { $0[2].name = "Changed" }
        api.setLateHook { _ in
            asked.open()
            await answered.wait()
        }
        let refreshing = Task { await second.refresh() }
        await asked.wait()
        api.setLateHook(nil)
        // Meanwhile the server changes the row again, and the first list is told directly
        api.mutate { $0[2].name = "Known" }
        try await first.update(Row(id: 3, name: "Known"))
        // and the late answer then brings the value from before
        answered.open()
        _ = await refreshing.value

        // When the first list next reads the row from the server
        await first.refresh()

        // Then every list shows the server's value
        #expect(store.value(of: Row.self, id: 3)?.name == "Known")
        #expect(first.item(withID: 3)?.name == "Known")
        #expect(second.item(withID: 3)?.name == "Known")
    }

    @Test("a restored value the store refused, in a page not read again, is not the server's while an edit shows")
    func refusedRestoredValueInAnUnreadPageStaysRefusedWhileAnEditShows() async throws {
        let api = InMemoryListAPI(count: 50)
        let store = SharedItemStore()
        // The last launch saved two pages; the server and the store have a newer value of row 35 since
        let saved = (0..<4).map { page in
            Page(
                key: page * 10, items: Array(api.currentRows[(page * 10)..<(page * 10 + 10)]),
                nextKey: page * 10 + 10, previousKey: page == 0 ? nil : page * 10 - 10)
        }
        api.mutate { $0[34].name = "Newer" }
        store.write(Row(id: 35, name: "Newer"))
        let relaunched = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader),
            localSource: MemoryLocalSource(saved: SavedPagedList<Row, Int>(pages: saved)))
        relaunched.itemStore = store
        await relaunched.start()  // the saved pages show; the sync reads the first pages again, not the last
        await relaunched.pendingRevalidation?.value
        #expect(store.value(of: Row.self, id: 35)?.name == "Newer")

        // When an edit of a row of the first page shows over the pages while its server is asked
        let called = AsyncGate()
        let answer = AsyncGate()
        let edit = Task {
            try await relaunched.perform(.update(Row(id: 2, name: "Edited"))) {
                called.open()
                await answer.wait()
            }
        }
        await called.wait()

        // Then the saved value of row 35 is still not the store's: its page was not read from the server
        #expect(store.value(of: Row.self, id: 35)?.name == "Newer")
        #expect(relaunched.item(withID: 35)?.name == "Newer")
        answer.open()
        try await edit.value
        #expect(store.value(of: Row.self, id: 35)?.name == "Newer")
    }

    @Test("a row listed again after a refused removal never writes its older page value over the store's later")
    func rowListedAgainAfterARefusedRemovalStaysFillOnly() async throws {
        let (api, store, fresh, stale) = await startedListsSharingAStore()
        api.mutate { $0[3].name = "Changed" }
        await fresh.refresh()  // the stale list's page still holds "Row 4"; it shows the store's value
        #expect(stale.item(withID: 4)?.name == "Changed")

        await #expect(throws: Refused.self) { try await stale.perform(.remove(4)) { throw Refused() } }
        try await stale.update(Row(id: 7, name: "An edit in place of another row"))

        #expect(store.value(of: Row.self, id: 4)?.name == "Changed")
        #expect(fresh.item(withID: 4)?.name == "Changed")
        #expect(stale.item(withID: 4)?.name == "Changed")
    }
}

/// Two edits of row 3 in one list, each waiting for its server call: the earlier renames it "Confirmed", the later
/// "Refused".
@MainActor
struct TwoEditsOfRow3 {
    private let earlier = HeldServerCall()
    private let later = HeldServerCall()
    private let first: Task<Void, any Error>
    private let second: Task<Void, any Error>

    /// Makes both edits in `list`, the earlier first, and returns once both server calls started.
    init(in list: PagedList<Rows.Offset, SingleSection>) async {
        let (earlier, later) = (self.earlier, self.later)
        first = Task { try await list.perform(.update(Row(id: 3, name: "Confirmed")), serverCall: earlier.run) }
        await earlier.started()
        second = Task { try await list.perform(.update(Row(id: 3, name: "Refused")), serverCall: later.run) }
        await later.started()
    }

    /// The server takes the earlier edit (row 3 of `api` is "Confirmed") and confirms it, then refuses the later
    /// one; returns once both edits returned.
    func confirmFirstAndRefuseSecond(on api: InMemoryListAPI) async throws {
        api.mutate { $0[2].name = "Confirmed" }
        earlier.succeed()
        try await first.value
        later.fail()
        await #expect(throws: URLError.self) { try await second.value }
    }
}

import ResourceLoaderTestSupport
import Testing

@testable import ResourcePaging

@MainActor
@Suite("One copy of each item: the rows shown through the store keep the pages' shape (#25)")
struct SharedRowsPagesTests {
    nonisolated static func page(_ ids: ClosedRange<Int>) -> [Row] { ids.map { Row(id: $0, name: "Row \($0)") } }

    @Test(
        "pages appended in one read, an empty one among them, then a row edited in place: every row shows its value",
        arguments: [[page(11...20), page(21...30)], [[], page(11...20)], [page(11...20), [], page(21...30)]])
    func pagesAppendedTogetherThenEditedInPlace(appended: [[Row]]) async {
        // Given rows read with one page, then with the pages appended to it at once (a render that came after both)
        let rows = SharedRows<Row>(store: SharedItemStore())
        var items = PagedItems<Row>()
        items.append(Self.page(1...10))
        _ = rows.rows(for: items)
        for page in appended { items.append(page) }
        _ = rows.rows(for: items)

        // When the last row is edited in place (the same ids in the same order, one value changed)
        let last = items.count - 1
        let edited = Row(id: items[last].id, name: "Edited")
        items.replace(at: last, with: edited)
        let shown = rows.rows(for: items)

        // Then the rows shown are the pages' rows, the edited one with its new value
        #expect(Array(shown) == Array(items))
        #expect(shown[last] == edited)
    }
    @Test("a page read from the server in the read that lists kept rows again (search cleared) is fresh: it is written")
    func pageReadWithKeptRowsIsFresh() async {
        // Given a store holding another list's older value of row 15, and rows read before a server search
        let store = SharedItemStore()
        store.write(Row(id: 15, name: "Row 15"))
        let rows = SharedRows<Row>(store: store)
        var searched = PagedItems<Row>()
        searched.append(Self.page(1...10))
        _ = rows.rows(for: searched)

        // When the search is cleared: the kept page is listed again (unread) with a page the server just sent
        rows.willListKeptRows()
        var cleared = PagedItems<Row>()
        cleared.append(Self.page(1...10))
        cleared.append(Self.page(11...20).map { $0.id == 15 ? Row(id: 15, name: "Changed") : $0 })
        var partlyRead = PartlyReadPages(unreadPages: 2)
        partlyRead.set(PartlyReadPages.entry(isRead: true, readRows: 0), at: 1)
        let shown = rows.rows(for: cleared, partlyRead: partlyRead)

        // Then the server's value is written and shown; the kept rows only fill
        #expect(store.value(of: Row.self, id: 15)?.name == "Changed")
        #expect(shown[14].name == "Changed")
    }

    @Test("a value first shown in frozen rows, refused as possibly old, is written once a later generation sends it")
    func frozenValueRefusedIsWrittenWhenALaterGenerationSendsIt() async {
        // Given rows read from the server in generation 1
        let store = SharedItemStore()
        let rows = SharedRows<Row>(store: store)
        var items = PagedItems<Row>()
        items.append(Self.page(1...10))
        _ = rows.rows(for: items, partlyRead: PartlyReadPages(), generation: 1)
        var changed = PagedItems<Row>()
        changed.append(Self.page(1...10).map { $0.id == 4 ? Row(id: 4, name: "Changed") : $0 })

        // When the server's new value first shows in rows a sync froze (they may be old: the store refuses it), and
        // is read again in the same generation, then sent again in the sync's
        _ = rows.rows(for: changed, restored: true, generation: 2)
        let sameGeneration = rows.rows(for: changed, partlyRead: PartlyReadPages(), generation: 2)
        let sameGenerationValue = store.value(of: Row.self, id: 4)?.name
        let shown = rows.rows(for: changed, partlyRead: PartlyReadPages(), generation: 3)

        // Then it stays refused while its page may have been read before the freeze, and is written once sent again
        #expect(sameGeneration[3].name == "Row 4")
        #expect(sameGenerationValue == "Row 4")
        #expect(shown[3].name == "Changed")
        #expect(store.value(of: Row.self, id: 4)?.name == "Changed")
    }

    @Test("an edit refused while a later sync froze the server's new value under it shows that value once sent again")
    func refusalOverFrozenNewValueIsWrittenWhenALaterGenerationSendsIt() async {
        // Given rows read from the server in generation 1
        let store = SharedItemStore()
        let rows = SharedRows<Row>(store: store)
        var items = PagedItems<Row>()
        items.append(Self.page(1...10))
        _ = rows.rows(for: items, partlyRead: PartlyReadPages(), generation: 1)
        var changed = PagedItems<Row>()
        changed.append(Self.page(1...10).map { $0.id == 4 ? Row(id: 4, name: "Changed") : $0 })
        var edited = PagedItems<Row>()
        edited.append(Self.page(1...10).map { $0.id == 4 ? Row(id: 4, name: "Mine") : $0 })

        // When an edit of row 4 shows over rows a sync froze; a second sync freezes the first one's rows (generation
        // 3: the server's new value of row 4 under the edit, never shown unfrozen); the server refuses the edit while
        // they are frozen; then the second sync's own rows (generation 5) send the new value again
        _ = rows.rows(for: edited, pending: [4], unedited: items, restored: true, generation: 1)
        _ = rows.rows(for: edited, pending: [4], unedited: changed, restored: true, generation: 3)
        rows.editRefused(4)
        _ = rows.rows(for: changed, restored: true, generation: 3)
        let shown = rows.rows(for: changed, partlyRead: PartlyReadPages(), generation: 5)
        let later = rows.rows(for: changed, partlyRead: PartlyReadPages(), generation: 7)

        // Then the server's value shows, in the store too: not the value from before the edit
        #expect(shown[3].name == "Changed")
        #expect(later[3].name == "Changed")
        #expect(store.value(of: Row.self, id: 4)?.name == "Changed")
    }

    @Test(
        "a row that left the list and comes back in a page the server sent now, with the value it left with, is fresh")
    func rowBackFromTheServerWithItsValueOnLeavingIsFresh() async {
        // Given rows that list row 25 with the app's direct change, read from the server in generation 4
        let store = SharedItemStore()
        let rows = SharedRows<Row>(store: store)
        var withRow = PagedItems<Row>()
        withRow.append(Self.page(21...30).map { $0.id == 25 ? Row(id: 25, name: "Known") : $0 })
        _ = rows.rows(for: withRow, partlyRead: PartlyReadPages(), generation: 4)

        // When the row leaves the list (kept pages listed again without it), another list's late page from before the
        // change writes the value it replaced, and then a refresh's page, sent by the server, lists the row again
        rows.willListKeptRows()
        var without = PagedItems<Row>()
        without.append(Self.page(1...10))
        _ = rows.rows(for: without, partlyRead: PartlyReadPages(unreadPages: 1), generation: 5)
        store.write(Row(id: 25, name: "Older"))
        var refreshed = PagedItems<Row>()
        refreshed.append(Self.page(1...10))
        refreshed.append(Self.page(21...30).map { $0.id == 25 ? Row(id: 25, name: "Known") : $0 })
        let shown = rows.rows(for: refreshed, partlyRead: PartlyReadPages(), generation: 7)

        // Then the server's value is written and shown: it is not a row the list kept aside
        #expect(shown[14].name == "Known")
        #expect(store.value(of: Row.self, id: 25)?.name == "Known")
    }

    @Test(
        "a confirmed edit's value, written over later, is written again when a later generation's server read sends it")
    func confirmedEditIsWrittenAgainWhenALaterGenerationSendsIt() async {
        // Given an edit of row 4 shown over rows read in generation 1, then confirmed and written into the pages
        let store = SharedItemStore()
        let rows = SharedRows<Row>(store: store)
        var items = PagedItems<Row>()
        items.append(Self.page(1...10))
        _ = rows.rows(for: items, partlyRead: PartlyReadPages(), generation: 1)
        var edited = PagedItems<Row>()
        edited.append(Self.page(1...10).map { $0.id == 4 ? Row(id: 4, name: "Mine") : $0 })
        _ = rows.rows(for: edited, pending: [4], unedited: items, partlyRead: PartlyReadPages(), generation: 1)
        _ = rows.rows(for: edited, partlyRead: PartlyReadPages(), generation: 1)

        // When a value answered before the server applied the edit is written over it, and a refresh (generation 2)
        // then reads the edit's value from the server
        store.write(Row(id: 4, name: "From before the edit"))
        let shown = rows.rows(for: edited, partlyRead: PartlyReadPages(), generation: 2)

        // Then the server's value, the edit's, is written again and shown
        #expect(shown[3].name == "Mine")
        #expect(store.value(of: Row.self, id: 4)?.name == "Mine")
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

/// A row the server moved from a page listed but not read this generation (kept from a saved list or by a refresh)
/// to a page read now: the fresh read wins, so the stale page's re-read cannot take the row's only copy away.
@Suite("A row read now wins over its stale copy in an unread page (#21)")
struct StaleCopyTests {
    /// A paginator over `api` listing the first `pages` cursor pages as a relaunch does: listed, none read.
    func relaunched(_ api: InMemoryListAPI, pages: Int) async -> Paginator<Rows.Cursors> {
        await relaunched(Rows.Cursors(), api, pages: pages, from: nil)
    }

    /// A paginator of `resource` over `api` listing `pages` pages from `key` on as a relaunch does: listed, none read.
    func relaunched<Resource: PaginatedResource>(
        _ resource: Resource, _ api: InMemoryListAPI, pages: Int, from key: Paginator<Resource>.Key?
    ) async -> Paginator<Resource> {
        let first = Paginator(resource: resource, service: NetworkResourceService.paging(api.loader), initialKey: key)
        for _ in 0..<pages { await first.loadNextPage() }
        let paginator = Paginator(
            resource: resource, service: NetworkResourceService.paging(api.loader), initialKey: key)
        await paginator.restore(first.loadedPages)
        return paginator
    }

    /// Moves row `id` to just after row `after` on the server.
    func move(_ id: Int, after: Int, in api: InMemoryListAPI) {
        api.mutate { rows in
            let row = rows.remove(at: rows.firstIndex { $0.id == id }!)
            rows.insert(row, at: rows.firstIndex { $0.id == after }! + 1)
        }
    }

    @Test("a row moved to a page loaded now is listed there, and the re-read of its old page keeps it")
    func loadedPageTakesMovedRow() async {
        let api = InMemoryListAPI(count: 50)
        let paginator = await relaunched(api, pages: 3)
        move(15, after: 45, in: api)

        await paginator.loadNextPage()
        #expect(await paginator.loadNextPage() == .loaded(added: 10, duplicates: 0))
        #expect(await paginator.items.map(\.id) == Array(1...14) + Array(16...45) + [15] + Array(46...49))

        await paginator.revalidatePage(withKey: .after("c10"))
        #expect(await paginator.items.map(\.id) == Array(1...14) + Array(16...45) + [15] + Array(46...49))
    }

    @Test("a row moved to a page read again before its old page is listed there, and kept by the old page's re-read")
    func revalidatedPageTakesMovedRow() async {
        let api = InMemoryListAPI(count: 50)
        let paginator = await relaunched(api, pages: 5)
        move(15, after: 45, in: api)

        await paginator.revalidatePage(withKey: .after("c40"))
        #expect(await paginator.items.map(\.id) == Array(1...14) + Array(16...45) + [15] + Array(46...50))
        await paginator.revalidatePage(withKey: .after("c10"))
        #expect(await paginator.items.map(\.id) == Array(1...14) + Array(16...45) + [15] + Array(46...50))
    }

    @Test("a row moved from a page a refresh kept to where the next page, asked one row early, starts is listed there")
    func rowMovedToTheOverlapOfTheNextPageIsListedThere() async {
        let api = InMemoryListAPI(count: 50)
        let list = await MainActor.run {
            PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        }
        await list.start()
        for _ in 0..<3 { await list.loadNextPage() }
        await list.refresh()  // the first page is read again; the three after it are kept, not read
        // The server moves row 24 to offset 39: the next page is asked for from there, one row early, to overlap the
        // last listed row, and starts with row 24 instead, listed in a kept page.
        api.mutate { rows in rows.insert(rows.remove(at: 23), at: 39) }

        await list.loadNextPage()
        await list.paginator.revalidatePage(withKey: 20)  // row 24's old page, read again, no longer lists it

        let ids = await list.paginator.items.map(\.id)
        #expect(ids.filter { $0 == 24 }.count == 1)
        #expect(ids.suffix(10) == [24] + Array(41...49))
    }

    @Test("an emptied unread page is not confirmed by the rows after it when their page's key names a later position")
    func emptiedPageReadAgainReKeysTheRowsAfterIt() async {
        // Given pages restored as a relaunch lists them, none read: an unread page left with no rows (its row moved
        // away), and after it pages keyed one position later than where their first rows are now (row 21 was deleted)
        let api = InMemoryListAPI(count: 40)
        api.mutate { $0.remove(at: 20) }
        let rows = { (ids: ClosedRange<Int>) in ids.map { Row(id: $0, name: "Row \($0)") } }
        let paginator = Paginator(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await paginator.restore([
            Page(key: 0, items: rows(1...10), nextKey: 10, previousKey: nil, totalCount: 39),
            Page(key: 10, items: rows(11...20), nextKey: 20, previousKey: 0, totalCount: 39),
            Page(key: 20, items: [], nextKey: 21, previousKey: 10, totalCount: 39),
            Page(key: 21, items: rows(22...30), nextKey: 30, previousKey: 20, totalCount: 39),
            Page(key: 30, items: rows(31...40), nextKey: nil, previousKey: 21, totalCount: 39),
        ])

        // When the empty page is read again (its rows come into view), then the page after it, by its key
        _ = await paginator.revalidatePage(withKey: 20)
        if await paginator.loadedPages.contains(where: { $0.key == 21 }) {
            await paginator.revalidatePage(withKey: 21)
        }

        // Then row 22, at position 20 on the server, is still listed, once
        let ids = await paginator.items.map(\.id)
        #expect(ids.filter { $0 == 22 }.count == 1)
        #expect(Array(ids.prefix(20)) == Array(1...20))
    }

    @Test("a row listed in a page read this generation keeps its place when a later page repeats it")
    func readPageKeepsItsRow() async {
        let api = InMemoryListAPI(count: 50)
        let paginator = await relaunched(api, pages: 3)
        // Page 1 is read again; pages 2 and 3 stay unread.
        await paginator.revalidatePage(withKey: .start)
        move(5, after: 35, in: api)

        #expect(await paginator.loadNextPage() == .loaded(added: 9, duplicates: 1))
        #expect(await paginator.items.map(\.id) == Array(1...39))
    }

    @Test("a row moved to the first row of the next cursor page is listed there, and kept by its old page's re-read")
    func rowMovedToTheStartOfTheNextCursorPageIsListedThere() async {
        let api = InMemoryListAPI(count: 50)
        let paginator = await relaunched(api, pages: 3)
        // The server moves row 15 to just after row 30, the last listed: the next page starts with it.
        move(15, after: 30, in: api)

        await paginator.loadNextPage()
        await paginator.revalidatePage(withKey: .after("c10"))  // row 15's old page, read again, no longer lists it

        let ids = await paginator.items.map(\.id)
        #expect(ids.filter { $0 == 15 }.count == 1)
        #expect(ids == Array(1...14) + Array(16...30) + [15] + Array(31...39))
    }

    @Test("a row moved to the last row of the cursor page loaded backwards is listed there, and kept by its old page")
    func rowMovedToTheEndOfThePreviousCursorPageIsListedThere() async {
        // Given pages from row 21 on, listed as a relaunch lists them, none read
        let api = InMemoryListAPI(count: 50)
        let paginator = await relaunched(Rows.Cursors(), api, pages: 3, from: .after("c20"))
        // The server moves row 35 to just before row 21, the first listed: the page before it ends with it.
        move(35, after: 20, in: api)

        await paginator.loadPreviousPage()
        await paginator.revalidatePage(withKey: .after("c30"))  // row 35's old page, read again, no longer lists it

        let ids = await paginator.items.map(\.id)
        #expect(ids.filter { $0 == 35 }.count == 1)
        #expect(ids == Array(12...20) + [35] + Array(21...34) + Array(36...50))
    }

    @Test("a page loaded backwards that ends with the first listed row, while unread pages are listed, overlaps it")
    func backwardPageEndingWithTheFirstListedRowOverlapsIt() async {
        // Given offset pages from row 21 on, listed as a relaunch lists them, none read
        let api = InMemoryListAPI(count: 50)
        let paginator = await relaunched(Rows.Offset(), api, pages: 3, from: 20)
        // The server removes row 5: the page before offset 20 now ends with row 21, the first listed
        api.mutate { rows in rows.removeAll { $0.id == 5 } }

        // Then row 21 is that page's overlap with the listed rows, not a row the server moved there
        #expect(await paginator.loadPreviousPage() == .loaded(added: 9, duplicates: 1))
        #expect(await paginator.items.map(\.id) == Array(12...50))
    }

    @Test("a row moved to the end of the cursor page loaded backwards from the second listed row is listed there")
    func rowMovedFromTheSecondListedRowToTheEndOfThePreviousPageIsListedThere() async {
        // Given cursor pages from row 21 on, listed as a relaunch lists them, none read
        let api = InMemoryListAPI(count: 50)
        let paginator = await relaunched(Rows.Cursors(), api, pages: 3, from: .after("c20"))
        // The server moves row 22, the second listed, to just before row 21: the page before it ends with it
        move(22, after: 20, in: api)

        // Then the page takes row 22 from its stale place: the rows read as the server orders them, none dropped
        #expect(await paginator.loadPreviousPage() == .loaded(added: 10, duplicates: 0))
        #expect(await paginator.items.map(\.id) == Array(12...20) + [22, 21] + Array(23...50))
    }
}

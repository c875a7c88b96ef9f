import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import ResourceSupport
import Testing

@MainActor
@Suite("Page revalidation: rows after the first page are read again, and what the server deleted goes (#21, 10)")
struct PageRevalidationTests {
    typealias Consumer = RecordingListConsumer<SingleSection, Int>

    /// A list over `api` that walked `pages` pages and saved them to `source`: the last launch.
    func savedWalk<Resource: PaginatedResource, Source: PagedListLocalSource>(
        _ resource: Resource, api: InMemoryListAPI, source: Source, pages: Int
    ) async where Resource.Item == Row, Source.Item == Row, Source.Key == Resource.Paging.Key {
        let list = PagedList(
            resource: resource, service: NetworkResourceService.paging(api.loader), localSource: source)
        await list.start()
        for _ in 1..<pages { await list.loadNextPage() }
    }

    /// A new launch of the list over `source`, started, with its recording consumer.
    func relaunched<Resource: PaginatedResource, Source: PagedListLocalSource>(
        _ resource: Resource, api: InMemoryListAPI, source: Source
    ) async -> (PagedList<Resource, SingleSection>, Consumer)
    where Resource.Item == Row, Source.Item == Row, Source.Key == Resource.Paging.Key {
        let list = PagedList(
            resource: resource, service: NetworkResourceService.paging(api.loader), localSource: source)
        // Rows come into view without loading more: only revalidations are asked for.
        list.prefetchDistance = 0
        let consumer = Consumer()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        return (list, consumer)
    }

    @Test("a row deleted in a saved offset page goes when that page comes into view; paging neither skips nor repeats")
    func deletedRowGoesWhenItsPageComesIntoView() async {
        let api = InMemoryListAPI(count: 50)
        let source = MemoryLocalSource<Row, Int>()
        await savedWalk(Rows.Offset(), api: api, source: source, pages: 4)
        api.mutate { $0.removeAll { $0.id == 35 } }

        let (list, consumer) = await relaunched(Rows.Offset(), api: api, source: source)
        // The refresh read the first page; row 35 lies four pages down and is still listed.
        #expect(list.snapshot.itemIdentifiers == Array(1...40))
        list.loadMoreIfNeeded(currentItem: 35)
        await list.pendingRevalidation?.value
        #expect(list.snapshot.itemIdentifiers == Array(1...34) + Array(36...41))
        #expect(await source.saved?.pages.flatMap(\.items).map(\.id) == Array(1...34) + Array(36...41))
        while case .loaded = await list.loadNextPage() {}
        #expect(list.snapshot.itemIdentifiers == api.currentRows.map(\.id))
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("across a relaunch from a disk cache: the refresh reads the page after the first, a view reads page 3")
    func relaunchFromDiskCache() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("page-revalidation-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let api = InMemoryListAPI(count: 40)
        func source() -> DiskPagedListSource<Row, Rows.Cursors.Paging.Key> {
            DiskPagedListSource(resource: Rows.Cursors(), cache: DiskCache(directory: directory))
        }
        await savedWalk(Rows.Cursors(), api: api, source: source(), pages: 3)
        api.mutate { rows in
            rows.removeAll { $0.id == 15 }
            rows[rows.firstIndex { $0.id == 25 }!].name = "Twenty-five"
        }

        let (list, consumer) = await relaunched(Rows.Cursors(), api: api, source: source())
        // The refresh read page 1 and the page after it (around the top, where the reader is).
        #expect(!list.snapshot.itemIdentifiers.contains(15))
        #expect(list.item(withID: 25)?.name == "Row 25")
        list.loadMoreIfNeeded(currentItem: 25)
        await list.pendingRevalidation?.value
        #expect(list.item(withID: 25)?.name == "Twenty-five")
        let update = try #require(consumer.updates.last)
        #expect(update.diff.itemReconfigures.map(\.id) == [25])
        #expect(consumer.mismatches.isEmpty)

        let (next, _) = await relaunched(Rows.Cursors(), api: api, source: source())
        #expect(next.snapshot.itemIdentifiers == api.currentRows.prefix(30).map(\.id))
        #expect(next.item(withID: 25)?.name == "Twenty-five")
    }

    @Test("an unchanged page is asked for once and makes no update")
    func unchangedPageMakesNoUpdate() async {
        let api = InMemoryListAPI(count: 40)
        let source = MemoryLocalSource<Row, Rows.Cursors.Paging.Key>()
        await savedWalk(Rows.Cursors(), api: api, source: source, pages: 3)
        let (list, consumer) = await relaunched(Rows.Cursors(), api: api, source: source)
        let requests = api.loader.callCount
        let updates = consumer.updates.count

        list.loadMoreIfNeeded(currentItem: 25)
        await list.pendingRevalidation?.value
        list.loadMoreIfNeeded(currentItem: 26)
        await list.pendingRevalidation?.value

        #expect(api.loader.callCount == requests + 1)
        #expect(consumer.updates.count == updates)
        #expect(list.snapshot.itemIdentifiers == Array(1...30))
    }

    @Test("a page whose re-read failed is read again when its rows come into view again, not only after a refresh")
    func failedRevalidationIsRetriedInView() async {
        let api = InMemoryListAPI(count: 40)
        let source = MemoryLocalSource<Row, Rows.Cursors.Paging.Key>()
        await savedWalk(Rows.Cursors(), api: api, source: source, pages: 3)
        let offline = SwitchableLoader(api: api, offline: false)
        let list = PagedList(
            resource: Rows.Cursors(), service: NetworkResourceService.paging(offline), localSource: source)
        list.prefetchDistance = 0
        await list.start()
        api.mutate { $0.removeAll { $0.id == 25 } }

        offline.setOffline(true)
        list.loadMoreIfNeeded(currentItem: 24)
        await list.pendingRevalidation?.value
        #expect(list.snapshot.itemIdentifiers.contains(25))
        offline.setOffline(false)
        list.loadMoreIfNeeded(currentItem: 24)
        await list.pendingRevalidation?.value

        #expect(list.snapshot.itemIdentifiers == Array(1...24) + Array(26...31))
    }

    @Test("a refresh of an offset list reads the anchor's page and its neighbours once each, not the first twice")
    func refreshReadsTheAnchorsPage() async {
        let api = InMemoryListAPI(count: 40)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await list.start()
        await list.loadNextPage()
        await list.loadNextPage()
        list.setAnchor(15)
        api.mutate { $0[14].name = "Fifteen, changed" }
        let before = api.loader.callCount

        await list.refresh()

        let asked = api.loader.requestedURLs.dropFirst(before).compactMap(\.query)
        #expect(asked == ["offset=0&limit=10", "offset=10&limit=10", "offset=20&limit=10"])
        #expect(list.item(withID: 15)?.name == "Fifteen, changed")
        #expect(list.snapshot.itemIdentifiers == Array(1...30))
    }

    @Test("a row seen in a server search's results is read again in its own page once the search is cleared")
    func rowSeenDuringSearchIsReadAgainAfterClear() async {
        let api = InMemoryListAPI(count: 40)
        let source = MemoryLocalSource<Row, Rows.Cursors.Paging.Key>()
        await savedWalk(Rows.Cursors(), api: api, source: source, pages: 3)
        let (list, _) = await relaunched(Rows.Cursors(), api: api, source: source)
        list.remoteSearchDelay = 0
        await list.search("row 25").value
        #expect(list.snapshot.itemIdentifiers == [25])
        list.loadMoreIfNeeded(currentItem: 25)  // checked, in the search's page
        await list.pendingRevalidation?.value
        api.mutate { $0.removeAll { $0.id == 25 } }

        await list.search(nil).value
        #expect(list.snapshot.itemIdentifiers == Array(1...30))
        list.loadMoreIfNeeded(currentItem: 25)
        await list.pendingRevalidation?.value

        #expect(list.snapshot.itemIdentifiers == Array(1...24) + Array(26...31))
    }

    @Test("a page revalidation answered after a new generation (a refresh) is dropped, even with its page listed")
    func revalidationRacingRefreshIsDropped() async {
        let api = InMemoryListAPI(count: 40)
        let paginator = Paginator(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await paginator.loadNextPage()
        await paginator.loadNextPage()
        let held = Locked(false)
        // While the revalidation's request is out, the pages are listed anew in a new generation (as a refresh's
        // splice lists them), page 2 among them; then the server deletes row 15, and only then is the
        // revalidation answered.
        api.setHook { request in
            guard request.url?.query?.contains("offset=10") == true,
                held.withLock({ wasHeld in
                    defer { wasHeld = true }
                    return !wasHeld
                })
            else { return }
            await paginator.restore(await paginator.loadedPages)
            api.mutate { $0.removeAll { $0.id == 15 } }
        }
        let revalidation = Task { await paginator.revalidatePage(withKey: 10) }
        guard case .superseded = await revalidation.value else {
            Issue.record("the late revalidation was not dropped")
            return
        }
        #expect(await paginator.items.map(\.id) == Array(1...20))
    }

    /// A local edit of page 2's rows, made while that page's revalidation is out.
    enum LocalEdit: String, CaseIterable, Sendable {
        case remove, update, insert
    }

    @Test(
        "a page revalidation answered after a local edit of that page's rows is dropped, and the edit stays (#36)",
        arguments: LocalEdit.allCases)
    func revalidationRacingALocalEditIsDropped(_ edit: LocalEdit) async {
        let api = InMemoryListAPI(count: 40)
        let paginator = Paginator(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await paginator.loadNextPage()
        await paginator.loadNextPage()
        let held = Locked(false)
        // While the revalidation's request is out, the app edits a row of page 2 (its server does the same); then
        // the server deletes row 15, and only then is the revalidation answered: an answer that may predate the edit.
        api.setHook { request in
            guard request.url?.query?.contains("offset=10") == true,
                held.withLock({ wasHeld in
                    defer { wasHeld = true }
                    return !wasHeld
                })
            else { return }
            switch edit {
            case .remove:
                await paginator.removeItem(withID: 12)
                api.mutate { $0.removeAll { $0.id == 12 } }
            case .update:
                await paginator.replaceItem(Row(id: 12, name: "Edited"))
                api.mutate { $0[11].name = "Edited" }
            case .insert:
                await paginator.insertItem(Row(id: 99, name: "Inserted"), at: .after(12))
                api.mutate { $0.insert(Row(id: 99, name: "Inserted"), at: 12) }
            }
            api.mutate { $0.removeAll { $0.id == 15 } }
        }
        let revalidation = Task { await paginator.revalidatePage(withKey: 10) }
        guard case .superseded = await revalidation.value else {
            Issue.record("the late revalidation was not dropped")
            return
        }
        let items = await paginator.items
        switch edit {
        case .remove: #expect(items.map(\.id) == Array(1...11) + Array(13...20))
        case .update:
            #expect(items.map(\.id) == Array(1...20))
            #expect(items.first { $0.id == 12 }?.name == "Edited")
        case .insert: #expect(items.map(\.id) == Array(1...12) + [99] + Array(13...20))
        }
    }

    @Test("rows deleted in page 2 move the later offsets up: the next page neither skips nor repeats")
    func offsetsFollowDeletedRows() async {
        let api = InMemoryListAPI(count: 50)
        let paginator = Paginator(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        for _ in 0..<3 { await paginator.loadNextPage() }
        api.mutate { $0.removeAll { $0.id == 15 || $0.id == 16 } }

        guard case .changed = await paginator.revalidatePage(withKey: 10) else {
            Issue.record("page 2 did not change")
            return
        }
        #expect(await paginator.items.map(\.id) == Array(1...14) + Array(17...30))
        await paginator.loadNextPage()
        #expect(await paginator.items.map(\.id) == Array(1...14) + Array(17...40))
    }

    @Test("a row inserted in page 2 moves the later offsets down: the next page repeats no row")
    func offsetsFollowInsertedRows() async {
        let api = InMemoryListAPI(count: 50)
        let paginator = Paginator(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        for _ in 0..<3 { await paginator.loadNextPage() }
        api.mutate { $0.insert(Row(id: 200, name: "New"), at: 12) }

        guard case .changed = await paginator.revalidatePage(withKey: 10) else {
            Issue.record("page 2 did not change")
            return
        }
        #expect(await paginator.items.map(\.id) == Array(1...12) + [200] + Array(13...30))
        let result = await paginator.loadNextPage()
        #expect(result == .loaded(added: 10, duplicates: 0))
        #expect(await paginator.items.map(\.id) == Array(1...12) + [200] + Array(13...40))
    }

    @Test("a page no longer listed is not asked for")
    func unlistedPageIsNotAsked() async {
        let api = InMemoryListAPI(count: 40)
        let paginator = Paginator(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await paginator.loadNextPage()
        guard case .notListed = await paginator.revalidatePage(withKey: 30) else {
            Issue.record("an unlisted page was revalidated")
            return
        }
        #expect(api.loader.callCount == 1)
    }

    @Test("a row removed before the pages a refresh kept moves their keys: their re-read finds their rows, none lost")
    func removedRowMovesKeptPagesKeys() async {
        let api = InMemoryListAPI(count: 60)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await list.start()
        for _ in 1...3 { await list.loadNextPage() }
        await list.refresh()
        // The pages after the fresh page's neighbour (offsets 20 and 30) were kept, not read again.
        #expect(await list.paginator.loadedPages.map(\.key) == [0, 10, 20, 30])
        api.mutate { rows in rows.removeAll { $0.id == 5 } }
        try? await list.remove(id: 5)

        // Every row after row 5 moved up one place on the server, and so did the pages' keys.
        let pages = await list.paginator.loadedPages
        #expect(pages.map(\.key) == [0, 9, 19, 29])
        #expect(pages.last?.nextKey == 39)
        // Read again by their keys (the server's total is one less now), the kept pages list the rows they listed.
        for page in pages.suffix(2) { await list.paginator.revalidatePage(withKey: page.key) }
        await list.settle()
        #expect(list.snapshot.itemIdentifiers == Array(1...4) + Array(6...40))
        // The next page, asked for one row early after the refresh (offset 38), starts at row 40: no row skipped.
        await list.loadNextPage()
        #expect(list.snapshot.itemIdentifiers == Array(1...4) + Array(6...49))
    }
    @Test(
        "an unread page whose only row a later page listed is read with the page after it: its position's row shows")
    func emptiedUnreadPageIsReadWithThePageAfterIt() async throws {
        // Given saved pages named by position, where the server moved row 20 to the end (row 21 is now at offset 19)
        let api = InMemoryListAPI(count: 30)
        api.mutate { rows in rows.append(rows.remove(at: 19)) }
        let paginator = Paginator(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        let saved = (1...20).map { Row(id: $0, name: "Row \($0)") }
        await paginator.restore([
            Page(key: 0, items: Array(saved[0..<10]), nextKey: 10, previousKey: nil),
            Page(key: 10, items: Array(saved[10..<19]), nextKey: 19, previousKey: 0),
            Page(key: 19, items: [saved[19]], nextKey: 20, previousKey: 10),
        ])
        // The next page lists row 20 where the server has it now: the saved page at offset 19 is left with no row.
        await paginator.loadNextPage()
        #expect(await paginator.loadedPages.first { $0.key == 19 }?.items.isEmpty == true)

        // When the page after it comes into view, the emptied page is read first
        let (key, _) = await paginator.unreadPage(containing: 22)
        #expect(key == 19)
        let revalidation = await paginator.revalidatePage(withKey: 19)
        guard case .changed = revalidation else {
            Issue.record("the emptied page's re-read: \(revalidation)")
            return
        }
        #expect(await paginator.items.map(\.id).contains(21))
    }
}

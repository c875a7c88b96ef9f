import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceStore
import ResourceSupport
import Testing

@testable import ResourcePaging

/// A refresh whose splice keeps the later pages as they were (cursor keys, `RefreshSplice.consecutive`) keeps them
/// listed, with their items' serials, so the list renders the pages changed at the start alone (#24).
@MainActor
@Suite("PagedList refresh that keeps the later pages: rendered from the changed pages alone (#24)")
struct PagedListRefreshRenderTests {
    /// Sections of 15 rows, across the pages of 10; new rows (ids from 1,000) join the first section.
    nonisolated static let sections: @Sendable (Int) -> Int = { $0 >= 1_000 ? 0 : ($0 - 1) / 15 }

    /// The sections and rows a rebuild shows of `ids`, in order: even rows, by ``sections``.
    static func rebuilt(_ ids: [Int]) -> [(Int, [Int])] {
        var order: [Int] = []
        var rows: [Int: [Int]] = [:]
        for id in ids where id.isMultiple(of: 2) {
            let section = sections(id)
            if rows[section] == nil { order.append(section) }
            rows[section, default: []].append(id)
        }
        return order.map { ($0, rows[$0]!) }
    }

    @Test(
        "a refresh that changes the first page deletes and inserts that page's rows alone, in the sections a rebuild shows"
    )
    func refreshChangesFirstPageAlone() async {
        let api = InMemoryListAPI(count: 200)
        let calls = Locked(0)
        let transformed = Locked(0)
        let (list, consumer) = await walkedList(Rows.Cursors(), api, transformed: transformed, sectionReads: calls)
        // The server deletes row 2 and puts row 1000 first: the first page changes, the later ones stay.
        api.mutate { rows in
            rows.remove(at: 1)
            rows.insert(Row(id: 1_000, name: "Row 1000"), at: 0)
        }
        let updatesBefore = consumer.updates.count
        calls.withLock { $0 = 0 }
        transformed.withLock { $0 = 0 }
        await list.refresh()

        let expected = Self.rebuilt(Array(api.currentRows.prefix(150).map(\.id)))
        #expect(list.snapshot.sectionIdentifiers == expected.map(\.0))
        for (section, rows) in expected {
            #expect(list.snapshot.itemIdentifiers(inSection: section) == rows)
        }
        #expect(list.item(withID: 1_000)?.name == "ROW 1000")
        let diffs = consumer.updates[updatesBefore...].map(\.diff)
        #expect(diffs.flatMap(\.itemDeletes).map(\.id) == [2])
        #expect(diffs.flatMap(\.itemInserts).map(\.id) == [1_000])
        #expect(diffs.allSatisfy { $0.sectionDeletes.isEmpty && $0.sectionInserts.isEmpty && $0.itemMoves.isEmpty })
        // The page added alone is transformed; sections are asked of the shown rows of the page dropped and of the
        // page added, twice for a row listed again, and of the first row kept: 19. A rebuild asks of 75 rows.
        #expect(transformed.value == 10)
        #expect(calls.value <= 20)
        #expect(consumer.mismatches.isEmpty)
    }

    @Test(
        "the kept pages stay listed unread with their serials in a new generation; the fresh page is read; the window is sound"
    )
    func keptPagesKeepSerials() async throws {
        let api = InMemoryListAPI(count: 40)
        let list = PagedList(resource: Rows.Cursors(), service: NetworkResourceService.paging(api.loader))
        await list.start()
        for _ in 1...3 { await list.loadNextPage() }
        let before = await list.paginator.currentState
        api.mutate { rows in rows[0] = Row(id: 500, name: "Row 500") }
        await list.refresh()

        let window = await list.paginator.window
        #expect(window.invariantViolations().isEmpty)
        // The fresh page was read; the pages the refresh kept were not (the anchor's neighbour is read again after).
        #expect(window.pages[0].isRead && !window.pages[2].isRead && !window.pages[3].isRead)
        #expect(await list.paginator.generation > before.generation)
        let changes = try #require(window.items.edgeChanges(from: before.items))
        #expect(changes == EdgeChanges(removedAtStart: 1, removedAtEnd: 0, addedAtStart: 1, addedAtEnd: 0))
        #expect(window.items.map(\.id) == [500] + Array(2...40))
    }

    /// A list of 15 pages of 10 (rows 1...150 of 200) over `resource`, with sections (their reads counted in
    /// `sectionReads`), a transform that counts its calls in `transformed` and shows even rows, and a recording
    /// consumer.
    private func walkedList<Resource: PaginatedResource>(
        _ resource: Resource, _ api: InMemoryListAPI, transformed: Locked<Int>, sectionReads: Locked<Int> = Locked(0)
    ) async -> (PagedList<Resource, Int>, RecordingListConsumer<Int, Int>) where Resource.Item == Row {
        let list = PagedList(
            resource: resource, service: NetworkResourceService.paging(api.loader),
            sectionID: { row in
                sectionReads.withLock { $0 += 1 }
                return Self.sections(row.id)
            })
        list.transformRow = { row in
            transformed.withLock { $0 += 1 }
            return row.id.isMultiple(of: 2) ? Row(id: row.id, name: row.name.uppercased()) : nil
        }
        let consumer = RecordingListConsumer<Int, Int>()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        for _ in 1...14 { await list.loadNextPage() }
        return (list, consumer)
    }

    @Test("an offset list's refresh that changes the first page transforms that page alone, not the kept pages")
    func offsetRefreshTransformsFirstPageAlone() async throws {
        let api = InMemoryListAPI(count: 200)
        let transformed = Locked(0)
        let (list, consumer) = await walkedList(Rows.Offset(), api, transformed: transformed)
        let before = await list.paginator.currentState
        // The server deletes row 2 and puts row 1000 first: the first page changes, the later rows stay where they were.
        api.mutate { rows in
            rows.remove(at: 1)
            rows.insert(Row(id: 1_000, name: "Row 1000"), at: 0)
        }
        let updatesBefore = consumer.updates.count
        transformed.withLock { $0 = 0 }
        await list.refresh()

        let expected = Self.rebuilt(Array(api.currentRows.prefix(150).map(\.id)))
        #expect(list.snapshot.sectionIdentifiers == expected.map(\.0))
        for (section, rows) in expected {
            #expect(list.snapshot.itemIdentifiers(inSection: section) == rows)
        }
        let diffs = consumer.updates[updatesBefore...].map(\.diff)
        #expect(diffs.flatMap(\.itemDeletes).map(\.id) == [2])
        #expect(diffs.flatMap(\.itemInserts).map(\.id) == [1_000])
        // The fresh page alone is transformed (150 rows were, when the kept rows joined it).
        #expect(transformed.value == 10)
        #expect(consumer.mismatches.isEmpty)
        let window = await list.paginator.window
        #expect(window.invariantViolations().isEmpty)
        let changes = try #require(window.items.edgeChanges(from: before.items))
        #expect(changes == EdgeChanges(removedAtStart: 1, removedAtEnd: 0, addedAtStart: 1, addedAtEnd: 0))
    }

    @Test(
        "rows inserted at the head move the kept offset pages' keys by as many rows; the next page follows them"
    )
    func offsetRefreshAfterHeadInsertKeysKeptPagesByPosition() async throws {
        let api = InMemoryListAPI(count: 200)
        let transformed = Locked(0)
        let (list, consumer) = await walkedList(Rows.Offset(), api, transformed: transformed)
        api.mutate { rows in
            rows.insert(contentsOf: [Row(id: 1_000, name: "Row 1000"), Row(id: 1_001, name: "Row 1001")], at: 0)
        }
        transformed.withLock { $0 = 0 }
        await list.refresh()

        #expect(list.snapshot.numberOfItems == Self.rebuilt([1_000, 1_001] + Array(1...150)).flatMap(\.1).count)
        // The fresh page, the two rows it pushed out of it (a page of their own, at offset 10) and the re-read of
        // that page (offsets 10...19) are transformed; the later pages are not.
        #expect(transformed.value < 40)
        let pages = await list.paginator.loadedPages
        #expect(pages.map(\.key).prefix(3) == [0, 10, 12])
        #expect(pages.last?.key == 142 && pages.last?.nextKey == 152)
        #expect(pages.dropLast().indices.allSatisfy { pages[$0].nextKey == pages[$0 + 1].key })
        await list.loadNextPage()
        #expect(list.snapshot.numberOfItems == Self.rebuilt([1_000, 1_001] + Array(1...159)).flatMap(\.1).count)
        #expect(consumer.mismatches.isEmpty)
        #expect(await list.paginator.window.invariantViolations().isEmpty)
    }
}

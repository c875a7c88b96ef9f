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
        let list = PagedList(
            resource: Rows.Cursors(), service: NetworkResourceService.paging(api.loader),
            sectionID: { row in
                calls.withLock { $0 += 1 }
                return Self.sections(row.id)
            })
        let transformed = Locked(0)
        list.transformRow = { row in
            transformed.withLock { $0 += 1 }
            return row.id.isMultiple(of: 2) ? Row(id: row.id, name: row.name.uppercased()) : nil
        }
        let consumer = RecordingListConsumer<Int, Int>()
        list.onUpdate = { consumer.receive($0) }
        await list.start()
        for _ in 1...14 { await list.loadNextPage() }
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
}

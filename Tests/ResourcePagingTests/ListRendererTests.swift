import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceStore
import Testing

@testable import ResourcePaging

/// The renderer's append shortcut (a render that only appends costs O(page)) is taken only for a change that
/// really is an append: a row changed, moved or dropped before the new ones is always drawn.
@MainActor
@Suite("ListRenderer: only a pure append takes the append shortcut")
struct ListRendererTests {
    typealias Renderer = ListRenderer<SingleSection, Row>

    /// Rows `ids` named "Row <id>".
    static func rows(_ ids: some Sequence<Int>) -> [Row] {
        ids.map { Row(id: $0, name: "Row \($0)") }
    }

    /// Renders `items` and checks that the diff, replayed on what was shown, gives the new snapshot.
    static func render(
        _ items: PagedItems<Row>, with renderer: inout Renderer
    ) throws -> ListDiff<SingleSection, Int> {
        let before = renderer.snapshot
        let diff = renderer.render(items, matcher: nil)
        let replayed = try diff.applying(to: before)
        #expect(replayed.itemIdentifiers == renderer.snapshot.itemIdentifiers)
        return diff
    }

    @Test("a row replaced in the loaded pages is reconfigured, though the count and the first and last ids stay")
    func replacedRowIsRedrawn() throws {
        var renderer = Renderer(sectionID: { _ in .main }, appendsInPlace: true)
        var items = PagedItems<Row>()
        items.append(Self.rows(1...10))
        _ = try Self.render(items, with: &renderer)
        items.replace(pageAt: 0, itemAt: 4, with: Row(id: 5, name: "Edited"))
        let diff = try Self.render(items, with: &renderer)
        #expect(renderer.itemsByID[5]?.name == "Edited")
        #expect(diff.itemReconfigures.map(\.id) == [5])
    }

    @Test("a row moved inside the loaded pages shows in its new place, then an append still takes the shortcut")
    func movedRowIsRedrawn() throws {
        var renderer = Renderer(sectionID: { _ in .main }, appendsInPlace: true)
        var items = PagedItems<Row>()
        items.append(Self.rows(1...10))
        _ = try Self.render(items, with: &renderer)
        _ = items.remove(pageAt: 0, itemAt: 2)
        _ = items.insert(Row(id: 3, name: "Row 3"), pageAt: 0, itemAt: 6)
        let diff = try Self.render(items, with: &renderer)
        #expect(renderer.snapshot.itemIdentifiers == [1, 2, 4, 5, 6, 7, 3, 8, 9, 10])
        #expect(diff.itemMoves.map(\.id) == [3])
        items.append(Self.rows(11...15))
        let append = try Self.render(items, with: &renderer)
        #expect(append.itemInserts.map(\.id) == Array(11...15))
        #expect(renderer.snapshot.itemIdentifiers == [1, 2, 4, 5, 6, 7, 3, 8, 9, 10] + Array(11...15))
    }

    @Test("a row changed on the paginator directly shows on the list's next update")
    func paginatorReplaceShowsOnTheList() async {
        let api = InMemoryListAPI(count: 25)
        let list = PagedList(resource: Rows.Offset(), service: api.loader.makeService())
        let recorder = ListRecorder(recording: list)
        await list.start()
        await list.paginator.replaceItem(Row(id: 5, name: "Edited"))
        await list.loadNextPage()
        _ = await list.settled()
        #expect(list.item(withID: 5)?.name == "Edited")
        #expect(recorder.updates.contains { $0.diff.itemReconfigures.map(\.id) == [5] })
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
        #expect(recorder.mismatches.isEmpty)
    }

    @Test("a refresh that keeps the row count and the first and last ids but changes a row's content is redrawn")
    func refreshWithChangedContentIsRedrawn() async {
        let api = InMemoryListAPI(count: 25)
        let list = PagedList(resource: Rows.Offset(), service: api.loader.makeService())
        let recorder = ListRecorder(recording: list)
        await list.start()
        api.mutate { rows in rows[4].name = "Changed" }
        await list.refresh()
        _ = await list.settled()
        #expect(list.snapshot.itemIdentifiers == Array(1...10))
        #expect(list.item(withID: 5)?.name == "Changed")
        #expect(recorder.updates.contains { $0.diff.itemReconfigures.map(\.id) == [5] })
        #expect(recorder.mismatches.isEmpty)
    }

    @Test("a refresh that keeps the row count and the first and last ids but drops a middle row is redrawn")
    func refreshWithDroppedMiddleRowIsRedrawn() async {
        let api = InMemoryListAPI(count: 25)
        let list = PagedList(resource: Rows.Offset(), service: api.loader.makeService())
        let recorder = ListRecorder(recording: list)
        await list.start()
        api.mutate { rows in
            rows.remove(at: 4)
            rows.insert(Row(id: 99, name: "Row 99"), at: 6)
        }
        await list.refresh()
        _ = await list.settled()
        #expect(list.snapshot.itemIdentifiers == [1, 2, 3, 4, 6, 7, 99, 8, 9, 10])
        #expect(list.item(withID: 5) == nil)
        #expect(recorder.mismatches.isEmpty)
    }
}

extension ListRendererTests {
    @Test(
        "appends into several sections, with every earlier snapshot held, give what a rebuild gives and leave the held ones as they were",
        arguments: 0..<8
    )
    func appendsWithHeldSnapshots(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let sectionOf: @Sendable (Row) -> Int = { $0.id % 7 / 2 }
        var renderer = ListRenderer<Int, Row>(sectionID: sectionOf, appendsInPlace: true)
        var items = PagedItems<Row>()
        var next = 1
        var held: [(snapshot: ListSnapshot<Int, Int>, layout: [[Int]])] = []
        for _ in 0..<60 {
            if random.chance(0.15), let first = items.location(where: { _ in true }) {
                items.replace(pageAt: first.page, itemAt: first.offset, with: Row(id: items[0].id, name: "Edited"))
            } else {
                let size = random.next(upTo: 6)
                items.append(Self.rows(next..<next + size))
                next += size
            }
            let before = renderer.snapshot
            let diff = renderer.render(items, matcher: nil)
            #expect(try diff.applying(to: before).hasSameLayout(as: renderer.snapshot))
            var rebuilt = ListRenderer<Int, Row>(sectionID: sectionOf, appendsInPlace: false)
            _ = rebuilt.render(items, matcher: nil)
            #expect(renderer.snapshot == rebuilt.snapshot)
            held.append((renderer.snapshot, ListRecorder<Int, Int>.layout(of: renderer.snapshot)))
        }
        for entry in held {
            #expect(ListRecorder<Int, Int>.layout(of: entry.snapshot) == entry.layout)
        }
    }
}

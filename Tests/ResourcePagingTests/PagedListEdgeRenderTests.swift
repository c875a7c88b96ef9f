import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import ResourceSupport
import Testing

/// Pages added or removed at the ends of a list (a page loaded backwards, a page dropped by the page cap, an append)
/// are rendered from those pages alone, with a transform and with sections, and give what a rebuild of the whole
/// list gives (#24).
@MainActor
@Suite("PagedList changes at the ends: backwards loads and cap drops in O(page), across page boundaries (#24)")
struct PagedListEdgeRenderTests {
    typealias List = PagedList<Rows.Offset, Int>

    /// A list of `api`'s rows with `sections`, even rows only, in capitals; counts the section calls.
    func makeList(
        _ api: InMemoryListAPI, initialKey: Int, maximumPages: Int?, sections: @escaping @Sendable (Int) -> Int,
        calls: Locked<Int> = Locked(0)
    ) -> (List, RecordingListConsumer<Int, Int>) {
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), initialKey: initialKey,
            maximumPages: maximumPages,
            sectionID: { row in
                calls.withLock { $0 += 1 }
                return sections(row.id)
            })
        list.transformRow = { row in row.id.isMultiple(of: 2) ? Row(id: row.id, name: row.name.uppercased()) : nil }
        let consumer = RecordingListConsumer<Int, Int>()
        list.onUpdate = { consumer.receive($0) }
        return (list, consumer)
    }

    /// The sections and rows a rebuild of the whole list shows, from the rows listed (`ids`, in order): even rows,
    /// grouped by `sections` in the order of each section's first row.
    func rebuilt(_ ids: ClosedRange<Int>, sections: (Int) -> Int) -> [(Int, [Int])] {
        var order: [Int] = []
        var rows: [Int: [Int]] = [:]
        for id in ids where id.isMultiple(of: 2) {
            let section = sections(id)
            if rows[section] == nil { order.append(section) }
            rows[section, default: []].append(id)
        }
        return order.map { ($0, rows[$0]!) }
    }

    func expectShows(_ list: List, _ expected: [(Int, [Int])], _ comment: Comment? = nil) {
        #expect(list.snapshot.sectionIdentifiers == expected.map(\.0), comment)
        for (section, rows) in expected {
            #expect(list.snapshot.itemIdentifiers(inSection: section) == rows, comment)
        }
        #expect(list.item(withID: expected.first?.1.first ?? 0)?.name.hasPrefix("ROW") ?? expected.isEmpty, comment)
    }

    @Test("pages loaded backwards join the section they continue and put new sections before it, one page of work each")
    func backwardsLoadsJoinSections() async {
        let api = InMemoryListAPI(count: 200)
        let calls = Locked(0)
        let sections: @Sendable (Int) -> Int = { ($0 - 1) / 15 }
        let (list, consumer) = makeList(api, initialKey: 150, maximumPages: nil, sections: sections, calls: calls)
        await list.start()
        expectShows(list, rebuilt(151...160, sections: sections))
        for step in 1...8 {
            calls.withLock { $0 = 0 }
            await list.loadPreviousPage()
            expectShows(list, rebuilt((151 - 10 * step)...160, sections: sections), "after \(step) pages back")
            // The page's five shown rows, and the first row kept: no row of the pages shown before.
            #expect(calls.value <= 6, "page \(step) back")
        }
        #expect(consumer.mismatches.isEmpty)
        #expect(consumer.updates.last?.diff.itemDeletes.isEmpty == true)
    }

    @Test(
        "pages dropped by the cap, at the start going forwards and at the end going backwards, leave the sections a rebuild shows"
    )
    func capDropsKeepSections() async {
        let api = InMemoryListAPI(count: 300)
        let calls = Locked(0)
        let sections: @Sendable (Int) -> Int = { ($0 - 1) / 25 }
        let (list, consumer) = makeList(api, initialKey: 100, maximumPages: 6, sections: sections, calls: calls)
        await list.start()
        for _ in 1...5 { await list.loadNextPage() }
        for step in 1...10 {
            calls.withLock { $0 = 0 }
            await list.loadNextPage()  // the cap drops the first page
            expectShows(list, rebuilt((101 + 10 * step)...(160 + 10 * step), sections: sections), "forward \(step)")
            // The shown rows of the page added and of the page dropped, and the first row kept; a rebuild makes 30.
            #expect(calls.value <= 11, "forward \(step)")
        }
        for step in 1...12 {
            calls.withLock { $0 = 0 }
            await list.loadPreviousPage()  // the cap drops the last page
            expectShows(list, rebuilt((201 - 10 * step)...(260 - 10 * step), sections: sections), "backward \(step)")
            #expect(calls.value <= 11, "backward \(step)")
        }
        #expect(consumer.mismatches.isEmpty)
    }

    @Test(
        "a page whose rows belong to sections shown further down, or that leaves a later section first, is rebuilt right"
    )
    func interleavedSectionsRebuild() async {
        let api = InMemoryListAPI(count: 200)
        // Rows of three sections, interleaved: every change at the start would move sections.
        let sections: @Sendable (Int) -> Int = { ($0 / 2) % 3 }
        let (list, consumer) = makeList(api, initialKey: 100, maximumPages: 3, sections: sections)
        await list.start()
        await list.loadPreviousPage()
        expectShows(list, rebuilt(91...110, sections: sections))
        await list.loadNextPage()
        await list.loadNextPage()  // drops 91...100
        expectShows(list, rebuilt(101...130, sections: sections))
        await list.loadPreviousPage()  // drops 121...130
        expectShows(list, rebuilt(91...120, sections: sections))
        #expect(consumer.mismatches.isEmpty)
    }

    @Test(
        "a page dropped at the start that leaves the first section's rows behind another section's puts that one first")
    func capDropReordersSections() async {
        let api = InMemoryListAPI(count: 60)
        // Row 12 alone is in section 1: first shown once rows 1...10 are dropped, though section 0 goes on after it.
        let sections: @Sendable (Int) -> Int = { $0 == 12 ? 1 : 0 }
        let (list, consumer) = makeList(api, initialKey: 0, maximumPages: 2, sections: sections)
        await list.start()
        await list.loadNextPage()
        expectShows(list, rebuilt(1...20, sections: sections))
        await list.loadNextPage()  // drops rows 1...10
        expectShows(list, rebuilt(11...30, sections: sections))
        #expect(list.snapshot.sectionIdentifiers == [1, 0])
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("random loads either way under the cap, refreshes among them, always show what a rebuild shows")
    func randomLoadsAgreeWithRebuild() async {
        for seed in UInt64(1)...6 {
            var random = SplitMix64(seed: seed)
            let api = InMemoryListAPI(count: 400)
            let width = Int(random.next() % 30) + 5
            let interleaved = seed.isMultiple(of: 3)
            let sections: @Sendable (Int) -> Int = { id in interleaved ? (id / 3) % 4 : (id - 1) / width }
            let (list, consumer) = makeList(api, initialKey: 200, maximumPages: 2 + Int(seed % 3), sections: sections)
            let (reference, _) = makeList(api, initialKey: 200, maximumPages: 2 + Int(seed % 3), sections: sections)
            await list.start()
            await reference.start()
            for step in 0..<30 {
                switch random.next() % 7 {
                case 0, 1, 2:
                    await list.loadNextPage()
                    await reference.loadNextPage()
                case 3, 4, 5:
                    await list.loadPreviousPage()
                    await reference.loadPreviousPage()
                default:
                    await list.refresh()
                    await reference.refresh()
                }
                // The reference shows its rows rebuilt from scratch (setting the transform again redraws them all).
                reference.transformRow = reference.transformRow
                #expect(list.snapshot == reference.snapshot, "seed \(seed), step \(step)")
            }
            #expect(consumer.mismatches.isEmpty, "seed \(seed)")
        }
    }
}

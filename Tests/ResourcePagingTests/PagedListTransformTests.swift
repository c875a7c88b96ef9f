import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import ResourceSupport
import Testing

@MainActor
@Suite("PagedList transforms: rows changed or left out per page, and sections as separators (#24)")
struct PagedListTransformTests {
    /// Even rows only, named in capitals; counts its calls.
    static func evenRowsInCapitals(counting calls: Locked<Int>) -> @Sendable (Row) -> Row? {
        { row in
            calls.withLock { $0 += 1 }
            guard row.id % 2 == 0 else { return nil }
            return Row(id: row.id, name: row.name.uppercased())
        }
    }

    func makeList(
        _ api: InMemoryListAPI, initialKey: Int? = nil, maximumPages: Int? = nil
    ) -> (PagedList<Rows.Offset, SingleSection>, RecordingListConsumer<SingleSection, Int>) {
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), initialKey: initialKey,
            maximumPages: maximumPages)
        let consumer = RecordingListConsumer<SingleSection, Int>()
        list.onUpdate = { consumer.receive($0) }
        return (list, consumer)
    }

    @Test("rows are changed and left out as pages arrive, forwards, backwards, on refresh and under the page cap")
    func transformInAnyLoadOrder() async {
        let api = InMemoryListAPI(count: 60)
        let (list, consumer) = makeList(api, initialKey: 20, maximumPages: 2)
        list.transformRow = Self.evenRowsInCapitals(counting: Locked(0))
        await list.start()
        #expect(list.snapshot.itemIdentifiers == [22, 24, 26, 28, 30])
        #expect(list.item(withID: 22)?.name == "ROW 22")
        await list.loadPreviousPage()
        #expect(list.snapshot.itemIdentifiers == Array(stride(from: 12, through: 30, by: 2)))
        await list.loadNextPage()  // the cap drops rows 11...20
        #expect(list.snapshot.itemIdentifiers == Array(stride(from: 22, through: 40, by: 2)))
        api.mutate { rows in rows[rows.firstIndex { $0.id == 24 }!].name = "Changed" }
        await list.refresh()
        #expect(list.item(withID: 24)?.name == "CHANGED")
        #expect(list.snapshot.itemIdentifiers.allSatisfy { $0.isMultiple(of: 2) })
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("a page appended is transformed alone: O(page) per arrival")
    func appendTransformsThePageAlone() async {
        let api = InMemoryListAPI(count: 40)
        let (list, _) = makeList(api)
        let calls = Locked(0)
        list.transformRow = Self.evenRowsInCapitals(counting: calls)
        await list.start()
        #expect(calls.value == 10)
        await list.loadNextPage()
        await list.loadNextPage()
        #expect(calls.value == 30)
        #expect(list.snapshot.itemIdentifiers == Array(stride(from: 2, through: 30, by: 2)))
    }

    @Test("setting a transform on a shown list shows its rows transformed at once; removing it shows them as loaded")
    func settingTheTransformRedraws() async {
        let api = InMemoryListAPI(count: 40)
        let (list, consumer) = makeList(api)
        await list.start()
        list.transformRow = Self.evenRowsInCapitals(counting: Locked(0))
        #expect(list.snapshot.itemIdentifiers == [2, 4, 6, 8, 10])
        list.transformRow = nil
        #expect(list.snapshot.itemIdentifiers == Array(1...10))
        #expect(list.item(withID: 2)?.name == "Row 2")
        #expect(consumer.mismatches.isEmpty)
    }

    @Test("sections are the separators: a section continued across a page boundary, loaded either way, is one")
    func sectionsAcrossPageBoundaries() async {
        let api = InMemoryListAPI(count: 60)
        let list = PagedList(
            resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader), initialKey: 20,
            sectionID: { ($0.id - 1) / 15 })
        await list.start()
        #expect(list.snapshot.sectionIdentifiers == [1])
        await list.loadPreviousPage()
        #expect(list.snapshot.sectionIdentifiers == [0, 1])
        #expect(list.snapshot.itemIdentifiers(inSection: 1) == Array(16...30))
        await list.loadNextPage()
        #expect(list.snapshot.sectionIdentifiers == [0, 1, 2])
        #expect(list.snapshot.itemIdentifiers(inSection: 2) == Array(31...40))
    }
}

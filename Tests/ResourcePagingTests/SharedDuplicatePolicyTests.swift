import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

@Suite("The paginator and the store share one DuplicatePolicy")
struct SharedDuplicatePolicyTests {
    /// A paginator over `api`'s offset route in pages of 10, under `.keepLast`.
    private func keepLast(_ api: InMemoryListAPI) -> Paginator<Rows.Offset> {
        Paginator(
            resource: Rows.Offset(limit: 10),
            service: NetworkResourceService.paging(api.loader),
            duplicatePolicy: .keepLast
        )
    }

    @Test("the paginator's default policy is the store's")
    func oneDefault() async {
        let api = InMemoryListAPI(count: 20)
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        #expect(paginator.duplicatePolicy == SectionedStore<Int, Row>().duplicatePolicy)
    }

    @Test("keepLast lists a shifted item where the later page puts it, with its new content")
    func keepLastAcrossPages() async {
        let api = InMemoryListAPI(count: 20)
        let paginator = keepLast(api)
        await paginator.loadNextPage()
        api.mutate { rows in
            rows[9].name = "Renamed"
            rows.insert(Row(id: 500, name: "New"), at: 0)
        }
        #expect(await paginator.loadNextPage() == .loaded(added: 10, duplicates: 1))
        let items = Array(await paginator.items)
        #expect(items.map(\.id) == Array(1...19))
        #expect(items[9] == Row(id: 10, name: "Renamed"))
        await paginator.loadAllNext()
        #expect(await paginator.items.map(\.id) == Array(1...20))
    }

    @Test("keepLast with an id twice in one page lists it once, at its later position")
    func keepLastWithinOnePage() async {
        let api = InMemoryListAPI(count: 20)
        api.mutate { rows in rows.insert(Row(id: 2, name: "Two again"), at: 5) }
        let paginator = keepLast(api)
        #expect(await paginator.loadNextPage() == .loaded(added: 9, duplicates: 1))
        let items = Array(await paginator.items)
        #expect(items.map(\.id) == [1, 3, 4, 5, 2, 6, 7, 8, 9])
        #expect(items[4] == Row(id: 2, name: "Two again"))
    }

    @Test("keepLast twice in a row in one listed page keeps every location right")
    func keepLastTwiceInOnePage() async {
        let api = InMemoryListAPI(count: 30)
        let paginator = keepLast(api)
        await paginator.loadNextPage()
        // Rows 4 and 7 move to the second page (the offsets skip rows 11 and 12: offset paging drifts).
        api.mutate { rows in
            let four = rows.remove(at: 3)
            let seven = rows.remove(at: 5)
            rows.insert(contentsOf: [four, seven], at: 10)
        }
        await paginator.loadNextPage()
        #expect(await paginator.items.map(\.id) == [1, 2, 3, 5, 6, 8, 9, 10, 4, 7] + Array(13...20))
        // Row 8, two places earlier in page 1 than where it was listed, moves to the third page.
        api.mutate { rows in
            let eight = rows.remove(at: rows.firstIndex { $0.id == 8 }!)
            rows.insert(eight, at: 20)
        }
        await paginator.loadNextPage()
        #expect(
            await paginator.items.map(\.id) == [1, 2, 3, 5, 6, 9, 10, 4, 7] + Array(13...20) + [8] + Array(22...30))
    }
}

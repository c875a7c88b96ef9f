import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

@Suite("Server data that shifts between page loads")
struct PaginatorDriftTests {
    @Test("items inserted at the head between page 1 and page 2 are not listed twice", arguments: [1, 3, 10, 15])
    func headInsertions(inserted: Int) async throws {
        let api = InMemoryListAPI(count: 50)
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        await paginator.loadNextPage()
        api.mutate { rows in
            rows.insert(contentsOf: (0..<inserted).map { Row(id: 1_000 + $0, name: "New \($0)") }, at: 0)
        }
        let result = await paginator.loadNextPage()
        if inserted <= 10 {
            #expect(result == .loaded(added: 10 - inserted, duplicates: inserted), "the shifted rows are recognised")
        }
        await paginator.loadAllNext()
        let ids = await paginator.items.map(\.id)
        #expect(Set(ids).count == ids.count, "no id is listed twice")
        #expect(ids.filter { $0 <= 50 } == Array(1...50), "every original row is listed once, in order")
    }

    @Test("page-number APIs recognise shifted items too")
    func pageNumberHeadInsertions() async throws {
        let api = InMemoryListAPI(count: 40)
        let paginator = Paginator(resource: Rows.Pages(size: 10), service: NetworkResourceService.paging(api.loader))
        await paginator.loadNextPage()
        api.mutate { $0.insert(contentsOf: [Row(id: 900, name: "A"), Row(id: 901, name: "B")], at: 0) }
        await paginator.loadAllNext()
        let ids = await paginator.items.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids).isSuperset(of: 1...40))
    }

    @Test("after deletions on the server, a refresh leaves nothing stale behind")
    func deletionsThenRefresh() async throws {
        let api = InMemoryListAPI(count: 30)
        let paginator = Paginator(resource: Rows.Offset(limit: 10), service: NetworkResourceService.paging(api.loader))
        await paginator.loadAllNext()
        api.mutate { rows in rows.removeAll { $0.id % 3 == 0 } }
        await paginator.refresh()
        #expect(await paginator.items.map(\.id) == Array(api.currentRows.prefix(10)).map(\.id))
        await paginator.loadAllNext()
        #expect(Array(await paginator.items) == api.currentRows)
    }

    @Test("replaceInPlace keeps a shifted item's position but takes its new content")
    func replaceInPlacePolicy() async throws {
        let api = InMemoryListAPI(count: 20)
        let paginator = Paginator(
            resource: Rows.Offset(limit: 10),
            service: NetworkResourceService.paging(api.loader),
            duplicatePolicy: .replaceInPlace
        )
        await paginator.loadNextPage()
        api.mutate { rows in
            rows[9].name = "Renamed"
            rows.insert(Row(id: 500, name: "New"), at: 0)
        }
        await paginator.loadAllNext()
        let items = Array(await paginator.items)
        #expect(items[9] == Row(id: 10, name: "Renamed"))
        #expect(items.map(\.id) == Array(1...20))
    }

    @Test("replaceInPlace with an id twice in one page keeps the first position and the later content")
    func replaceInPlaceWithinOnePage() async throws {
        let api = InMemoryListAPI(count: 20)
        api.mutate { rows in rows.insert(Row(id: 2, name: "Two again"), at: 5) }
        let paginator = Paginator(
            resource: Rows.Offset(limit: 10),
            service: NetworkResourceService.paging(api.loader),
            duplicatePolicy: .replaceInPlace
        )
        #expect(await paginator.loadNextPage() == .loaded(added: 9, duplicates: 1))
        let items = Array(await paginator.items)
        #expect(items[1] == Row(id: 2, name: "Two again"))
        #expect(items.map(\.id) == [1, 2, 3, 4, 5, 6, 7, 8, 9])
    }

    @Test("replaceInPlace with a page cap: dropped pages' ids can be listed again, and kept ones still update")
    func replaceInPlaceWithPageCap() async throws {
        let api = InMemoryListAPI(count: 60)
        let paginator = Paginator(
            resource: Rows.Offset(limit: 10),
            service: NetworkResourceService.paging(api.loader),
            maximumPages: 2,
            duplicatePolicy: .replaceInPlace
        )
        await paginator.loadAllNext()
        #expect(await paginator.items.map(\.id) == Array(41...60))
        api.mutate { rows in rows[40].name = "Forty-one, renamed" }
        await paginator.loadAllPrevious()
        #expect(await paginator.items.map(\.id) == Array(1...20))
        await paginator.loadAllNext()
        let items = Array(await paginator.items)
        #expect(items.map(\.id) == Array(41...60))
        #expect(items.first?.name == "Forty-one, renamed")
    }

    @Test("with a page cap, far pages are dropped on a long scroll and loaded again on the way back")
    func pageCap() async throws {
        let api = InMemoryListAPI(count: 100)
        let paginator = Paginator(
            resource: Rows.Offset(limit: 10),
            service: NetworkResourceService.paging(api.loader),
            maximumPages: 3
        )
        await paginator.loadAllNext()
        var state = await paginator.currentState
        #expect(state.items.count == 30)
        #expect(state.items.map(\.id) == Array(71...100))
        #expect(state.backward == .idle, "the dropped pages can be loaded again")
        await paginator.loadAllPrevious()
        state = await paginator.currentState
        #expect(state.items.map(\.id) == Array(1...30))
        #expect(state.backward == .reachedEnd)
        #expect(state.forward == .idle)
        #expect(api.loader.callCount == 10 + 7)
    }

    @Test(
        "random page sizes and random server inserts and deletes keep ids unique, and a refresh matches the server",
        arguments: 0..<40
    )
    func randomDrift(seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        let api = InMemoryListAPI(count: Int(random.next() % 120))
        var nextID = 10_000
        let size = 1 + Int(random.next() % 15)
        let paginator = Paginator(
            resource: Rows.Offset(limit: size), service: NetworkResourceService.paging(api.loader))
        for _ in 0..<(3 + Int(random.next() % 12)) {
            await paginator.loadNextPage()
            let ids = await paginator.items.map(\.id)
            #expect(Set(ids).count == ids.count, "seed \(seed): duplicate ids")
            let inserts = Int(random.next() % 4)
            let deletes = Int(random.next() % 4)
            api.mutate { rows in
                for _ in 0..<inserts {
                    rows.insert(
                        Row(id: nextID, name: "n\(nextID)"),
                        at: rows.isEmpty ? 0 : Int(random.next() % UInt64(rows.count)))
                    nextID += 1
                }
                for _ in 0..<deletes where !rows.isEmpty { rows.remove(at: Int(random.next() % UInt64(rows.count))) }
            }
        }
        await paginator.refresh()
        await paginator.loadAllNext()
        #expect(Array(await paginator.items) == api.currentRows, "seed \(seed)")
    }
}

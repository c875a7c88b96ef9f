import ResourceLoaderTestSupport
import ResourceLoaderUI
import ResourceStore
import Testing

@MainActor
@Suite("List view binding: the items of the update being applied")
struct PagedListViewBindingItemTests {
    typealias Binding = PagedListViewBinding<OffsetRows, SingleSection>

    /// What a data source asks while it applies a plan: the item of each of its rows, and whether every row had one.
    final class Applied {
        var allRowsResolved: [Bool] = []
        var itemsOfReconfiguredRows: [[Row?]] = []
    }

    /// Records, at each apply, what the adapters' cell providers would get for the plan's rows.
    func record(_ binding: Binding) -> Applied {
        let applied = Applied()
        binding.onApply = { [weak binding] plan in
            guard let binding else { return }
            var rows: [Int] = []
            var reconfigured: [Int] = []
            for operation in plan.operations {
                switch operation {
                case .appendItems(let ids, _): rows += ids
                case .reconfigureItems(let ids): reconfigured += ids
                default: break
                }
            }
            applied.allRowsResolved.append(rows.allSatisfy { binding.item(withID: $0) != nil })
            applied.itemsOfReconfiguredRows.append(reconfigured.map { binding.item(withID: $0) })
        }
        return applied
    }

    @Test(
        "an update applied after the list removed its row still gives that row's item, as the update had it (#23 defect 1)"
    )
    func queuedUpdateResolvesItsRowsFromItself() async throws {
        let list = PagedList(
            resource: OffsetRows(), service: NetworkResourceService.inMemory(InMemoryListAPI(count: 10)))
        let binding = Binding(list: list)
        let applied = record(binding)
        await list.start()
        // Given an update of row 3 and its removal, both made before the binding reads either
        let updates = list.updatesWithItems()
        try await list.update(Row(id: 3, name: "Renamed"))
        try await list.remove(id: 3)
        #expect(list.item(withID: 3) == nil)
        // When the binding applies them one after the other, as a data source does
        for await delivered in updates {
            binding.receive(delivered.update) { delivered.items[$0] }
            if !delivered.update.snapshot.contains(item: 3) { break }
        }
        // Then every row of every snapshot applied had its item, and the reconfigure got the renamed row
        #expect(applied.allRowsResolved.allSatisfy { $0 })
        #expect(applied.itemsOfReconfiguredRows.contains([Row(id: 3, name: "Renamed")]))
        #expect(binding.item(withID: 3) == nil, "the removal, once applied, lets the row go")
    }

    @Test("the binding's items follow the list's through pages, edits and a search that empties the list")
    func itemsFollowTheList() async throws {
        let list = PagedList(
            resource: OffsetRows(), service: NetworkResourceService.inMemory(InMemoryListAPI(count: 25)))
        list.searchFields = { [$0.name] }
        let binding = Binding(list: list)
        var mismatches = 0
        list.onUpdate = { [list] update in
            binding.receive(update, items: list.item(withID:))
            let ids = update.snapshot.itemIdentifiers
            if ids.contains(where: { binding.item(withID: $0) != list.item(withID: $0) }) { mismatches += 1 }
            // A row no longer listed is let go: a removed row, or every row of a deleted section.
            if (0...30).contains(where: { !ids.contains($0) && binding.item(withID: $0) != nil }) { mismatches += 1 }
        }
        await list.start()
        await list.loadNextPage()
        try await list.update(Row(id: 4, name: "Four"))
        try await list.remove(id: 5)
        try await list.insert(Row(id: 30, name: "Thirty"))
        await list.search("no row has this").value
        #expect(list.snapshot.numberOfItems == 0)
        await list.search(nil).value
        await list.loadNextPage()
        #expect(list.snapshot.numberOfItems == 25)
        #expect(mismatches == 0)
        #expect(binding.item(withID: 4) == Row(id: 4, name: "Four"))
    }
}

@MainActor
@Suite("A list's updates with their items")
struct PagedListUpdatesWithItemsTests {
    @Test("an appended page's update carries the values of that page's rows alone, not the whole list's")
    func appendCarriesThePageAlone() async {
        let list = PagedList(
            resource: OffsetRows(), service: NetworkResourceService.inMemory(InMemoryListAPI(count: 30)))
        await list.start()
        var updates = list.updatesWithItems().makeAsyncIterator()
        let first = await updates.next()
        #expect(first?.items.count == 10, "the first update lists every row shown")
        await list.loadNextPage()
        var appended = await updates.next()
        while let update = appended?.update, update.diff.isEmpty { appended = await updates.next() }
        #expect(appended?.update.snapshot.numberOfItems == 20)
        #expect(appended?.items.keys.sorted() == Array(11...20))
        #expect(appended?.items[11] == list.item(withID: 11))
    }
}

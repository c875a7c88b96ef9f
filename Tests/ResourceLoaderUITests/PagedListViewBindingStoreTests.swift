import ResourceLoader
import ResourceLoaderTestSupport
import ResourceLoaderUI
import ResourcePaging
import ResourceStore
import Testing

@MainActor
@Suite("List view binding: a change in the item store the list shares (#25)")
struct PagedListViewBindingStoreTests {
    typealias Binding = PagedListViewBinding<OffsetRows, SingleSection>

    /// What the binding did after the list's first rows: each plan applied, with the item the binding gives for each
    /// reconfigured row while it applies, and how often the background and the footer changed.
    final class Applied {
        var plans: [Binding.Plan] = []
        var reconfiguredItems: [[Row?]] = []
        var backgroundChanges = 0
        var footerChanges = 0
    }

    /// Binds `list` as the adapters do (every update, with the list's items read there and then), recording from now.
    func bind(_ list: PagedList<OffsetRows, SingleSection>) -> (Binding, Applied) {
        let binding = Binding(list: list)
        let applied = Applied()
        list.onUpdate = { [list, weak binding] update in
            binding?.receive(update, items: list.item(withID:))
        }
        binding.onApply = { [weak binding] plan in
            applied.plans.append(plan)
            let reconfigured = plan.operations.flatMap { operation -> [Int] in
                if case .reconfigureItems(let ids) = operation { ids } else { [] }
            }
            applied.reconfiguredItems.append(reconfigured.map { binding?.item(withID: $0) })
        }
        binding.onBackgroundChange = { _ in applied.backgroundChanges += 1 }
        binding.onFooterChange = { _ in applied.footerChanges += 1 }
        return (binding, applied)
    }

    @Test("an edit in another list sharing the store reaches the binding as one plan reconfiguring that row alone")
    func editInAnotherListReconfiguresOneRow() async throws {
        // Given two lists of one server sharing a store, the second bound to a view, both showing rows 1 to 10
        let service = NetworkResourceService.inMemory(InMemoryListAPI(count: 30))
        let store = SharedItemStore()
        let editing = PagedList(resource: OffsetRows(), service: service)
        let shown = PagedList(resource: OffsetRows(), service: service)
        editing.itemStore = store
        shown.itemStore = store
        let (binding, applied) = bind(shown)
        await editing.start()
        await shown.start()
        let before = shown.snapshot
        applied.plans = []
        applied.reconfiguredItems = []
        let (backgrounds, footers) = (applied.backgroundChanges, applied.footerChanges)

        // When the first list edits row 4
        try await editing.update(Row(id: 4, name: "Four"))

        // Then the bound list's view gets one plan: the same rows, row 4 reconfigured, its cell made from the new value
        #expect(applied.plans.count == 1)
        let operations = applied.plans.first?.operations ?? []
        #expect(
            operations.filter { if case .reconfigureItems = $0 { true } else { false } } == [.reconfigureItems([4])])
        #expect(!operations.contains { if case .reloadItems = $0 { true } else { false } })
        #expect(shown.snapshot.itemIdentifiers == before.itemIdentifiers)
        #expect(applied.reconfiguredItems == [[Row(id: 4, name: "Four")]])
        #expect(binding.item(withID: 4) == Row(id: 4, name: "Four"))
        #expect(applied.backgroundChanges == backgrounds && applied.footerChanges == footers)
    }

    @Test("a value the app writes into the store reaches the binding as one plan reconfiguring that row alone")
    func storeWriteReconfiguresOneRow() async {
        // Given a bound list showing rows 1 to 10 through a store
        let store = SharedItemStore()
        let list = PagedList(
            resource: OffsetRows(), service: NetworkResourceService.inMemory(InMemoryListAPI(count: 30)))
        list.itemStore = store
        let (binding, applied) = bind(list)
        await list.start()
        applied.plans = []
        applied.reconfiguredItems = []

        // When the app writes a newer copy of row 7, fetched elsewhere
        store.write(Row(id: 7, name: "Seven"))

        // Then the view gets one plan reconfiguring row 7 alone, and its cell reads the written value
        #expect(applied.plans.count == 1)
        let operations = applied.plans.first?.operations ?? []
        #expect(
            operations.filter { if case .reconfigureItems = $0 { true } else { false } } == [.reconfigureItems([7])])
        #expect(applied.reconfiguredItems == [[Row(id: 7, name: "Seven")]])
        #expect(binding.item(withID: 7) == Row(id: 7, name: "Seven"))
        #expect(list.snapshot.numberOfItems == 10)
    }
}

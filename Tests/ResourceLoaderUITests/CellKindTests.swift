import ResourceLoaderTestSupport
import ResourceLoaderUI
import ResourceStore
import Testing

@MainActor
@Suite("List view binding: rows whose cell kind changes")
struct CellKindTests {
    /// The reconfigured and reloaded ids of each plan applied.
    final class Marks {
        var reconfigured: [[Int]] = []
        var reloaded: [[Int]] = []
    }

    func bind(_ api: InMemoryListAPI, cellKind: ((Row) -> AnyHashable)?) -> (
        PagedListViewBinding<OffsetRows, SingleSection>, Marks
    ) {
        let list = PagedList(resource: OffsetRows(), service: NetworkResourceService.inMemory(api))
        let binding = PagedListViewBinding(list: list)
        binding.cellKind = cellKind
        let marks = Marks()
        binding.onApply = { plan in
            var reconfigured: [Int] = []
            var reloaded: [Int] = []
            for operation in plan.operations {
                if case .reconfigureItems(let ids) = operation { reconfigured += ids }
                if case .reloadItems(let ids) = operation { reloaded += ids }
            }
            marks.reconfigured.append(reconfigured)
            marks.reloaded.append(reloaded)
        }
        list.onUpdate = { [list] in binding.receive($0, items: list.item(withID:)) }
        return (binding, marks)
    }

    @Test("a changed row whose cell kind changed is reloaded, one whose kind stayed is reconfigured (#33 defect 1)")
    func kindChangeReloads() async {
        let api = InMemoryListAPI(count: 10)
        let (binding, marks) = bind(api) { $0.name.hasPrefix("Photo") ? "photo" : "text" }
        await binding.list.start()
        api.mutate { rows in
            rows[1].name = "Photo 2"
            rows[2].name = "Row 3, edited"
        }
        _ = await binding.list.refresh()
        #expect(marks.reconfigured.last == [3])
        #expect(marks.reloaded.last == [2])
    }

    @Test("without a cell kind every changed row is reconfigured")
    func noKindReconfigures() async {
        let api = InMemoryListAPI(count: 10)
        let (binding, marks) = bind(api, cellKind: nil)
        await binding.list.start()
        api.mutate { rows in
            rows[1].name = "Photo 2"
            rows[2].name = "Row 3, edited"
        }
        _ = await binding.list.refresh()
        #expect(marks.reconfigured.last == [2, 3])
        #expect(marks.reloaded.last == [])
    }
}

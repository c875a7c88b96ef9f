import Foundation
import ResourceLoaderTestSupport
import ResourceLoaderUI
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Plays a drawn plan's operations on an empty `ListSnapshot`, as a data source keyed by `ListRow` would.
private func rows(of plan: DiffableSnapshotPlan<Int, ListRow<String>>) throws -> ListSnapshot<Int, ListRow<String>> {
    try replay(plan)
}

@Suite("Placeholder rows")
struct ListRowTests {
    func plan(_ sections: [[String]], reconfigure: [String] = []) throws -> DiffableSnapshotPlan<Int, String> {
        let old = try ListSnapshot<Int, String>(sections: sections.enumerated().map { ($0.offset, $0.element) })
        var new = old
        try new.reconfigureItems(reconfigure)
        let diff = ListDiff(from: old, to: new)
        return DiffableSnapshotPlan(ListUpdate(snapshot: new, diff: diff, state: ListState()), isFirst: false)
    }

    @Test("leading placeholders come before the first section's items, trailing ones after the last section's")
    func placeholdersAroundTheLoadedRows() throws {
        let drawn = try plan([["a", "b"], ["c"]]).drawingPlaceholders(ListPlaceholders(leading: 2, trailing: 3))
        let snapshot = try rows(of: drawn)
        #expect(
            snapshot.itemIdentifiers(inSection: 0) == [
                .placeholder(position: 0), .placeholder(position: 1), .item("a"), .item("b"),
            ])
        #expect(
            snapshot.itemIdentifiers(inSection: 1) == [
                .item("c"), .placeholder(position: 5), .placeholder(position: 6), .placeholder(position: 7),
            ])
    }

    @Test("without placeholders the items are only wrapped, and marks keep their rows")
    func noPlaceholdersWrapsItems() throws {
        let drawn = try plan([["a", "b"]], reconfigure: ["b"]).drawingPlaceholders(nil)
        let snapshot = try rows(of: drawn)
        #expect(snapshot.itemIdentifiers == [.item("a"), .item("b")])
        #expect(snapshot.reconfiguredItemIdentifiers == [.item("b")])
        #expect(drawn.animatingDifferences)
    }

    @Test("a list with no section draws no placeholder")
    func noSectionNoPlaceholder() throws {
        let drawn = try plan([]).drawingPlaceholders(ListPlaceholders(leading: 0, trailing: 4))
        #expect(drawn.operations.isEmpty)
    }

    @Test("an empty first section still holds the leading placeholders")
    func emptySectionHoldsPlaceholders() throws {
        let drawn = try plan([[], ["a"]]).drawingPlaceholders(ListPlaceholders(leading: 1, trailing: 0))
        let snapshot = try rows(of: drawn)
        #expect(snapshot.itemIdentifiers(inSection: 0) == [.placeholder(position: 0)])
        #expect(snapshot.itemIdentifiers(inSection: 1) == [.item("a")])
    }

    @Test("a row's item id is its item's; a placeholder has none")
    func itemID() {
        #expect(ListRow.item("a").itemID == "a")
        #expect(ListRow<String>.placeholder(position: 3).itemID == nil)
    }
}

@MainActor
@Suite("List view binding: placeholders")
struct PagedListViewBindingPlaceholderTests {
    func makeBinding(count: Int) -> PagedListViewBinding<OffsetRows, SingleSection> {
        let list = PagedList(
            resource: OffsetRows(), service: NetworkResourceService.inMemory(InMemoryListAPI(count: count)))
        list.showsPlaceholders = true
        let binding = PagedListViewBinding(list: list)
        binding.drawsPlaceholders = true
        list.onUpdate = { [list] in binding.receive($0, items: list.item(withID:)) }
        return binding
    }

    @Test("a view that draws placeholders is given the counts of the update it applies")
    func placeholdersOfTheAppliedUpdate() async {
        let binding = makeBinding(count: 100)
        var applied: [ListPlaceholders?] = []
        binding.onApply = { [weak binding] _ in applied.append(binding?.placeholders) }
        await binding.list.start()
        #expect(applied.last == ListPlaceholders(leading: 0, trailing: 90))
        #expect(binding.placeholders == ListPlaceholders(leading: 0, trailing: 90))
    }

    @Test("an update that changes only the placeholder counts is applied to a view that draws them, not to others")
    func countsOnlyChangeIsApplied() async {
        let api = InMemoryListAPI(count: 100)
        let list = PagedList(resource: OffsetRows(), service: NetworkResourceService.inMemory(api))
        list.showsPlaceholders = true
        let drawing = PagedListViewBinding(list: list)
        drawing.drawsPlaceholders = true
        let notDrawing = PagedListViewBinding(list: list)
        var drawingApplies = 0
        var notDrawingApplies = 0
        drawing.onApply = { _ in drawingApplies += 1 }
        notDrawing.onApply = { _ in notDrawingApplies += 1 }
        list.onUpdate = { [list] update in
            drawing.receive(update, items: list.item(withID:))
            notDrawing.receive(update, items: list.item(withID:))
        }
        await list.start()
        let (drawn, notDrawn) = (drawingApplies, notDrawingApplies)
        api.mutate { rows in rows += (101...120).map { Row(id: $0, name: "Row \($0)") } }
        await list.refresh()
        #expect(list.snapshot.numberOfItems == 10, "the same first page: no row changed")
        #expect(drawingApplies == drawn + 1)
        #expect(drawing.placeholders == ListPlaceholders(leading: 0, trailing: 110))
        #expect(notDrawingApplies == notDrawn)
    }

    @Test("a view that does not draw placeholders is never given counts")
    func notDrawingKeepsNoCounts() async {
        let binding = makeBinding(count: 100)
        binding.drawsPlaceholders = false
        await binding.list.start()
        #expect(binding.placeholders == nil)
    }

    @Test("a placeholder far from the loaded rows appearing loads the page that holds it")
    func farPlaceholderLoadsItsPage() async throws {
        let binding = makeBinding(count: 100)
        await binding.list.start()
        let updates = binding.list.updates()
        #expect(binding.rowWillAppear(.placeholder(position: 55)) == nil)
        for await update in updates where update.snapshot.contains(item: 56) { break }
        #expect(binding.list.item(atPosition: 55)?.id == 56)
        #expect(binding.placeholders == ListPlaceholders(leading: 50, trailing: 40))
    }

    @Test("a loaded row appearing near the end loads the next page, as without placeholders")
    func loadedRowLoadsNext() async throws {
        let binding = makeBinding(count: 100)
        await binding.list.start()
        await binding.rowWillAppear(.item(9))?.value
        #expect(binding.list.snapshot.numberOfItems == 20)
        #expect(binding.placeholders == ListPlaceholders(leading: 0, trailing: 80))
    }

    @Test("with leading placeholders drawn, a row's index path in the view counts them")
    func movesCountsLeadingPlaceholders() async throws {
        let binding = makeBinding(count: 100)
        var moved: [Bool] = []
        binding.onApply = { [weak binding] _ in
            guard let binding else { return }
            moved.append(binding.moves(ScrollPlacement(row: 51, offset: 0), from: ListIndexPath(item: 50, section: 0)))
        }
        await binding.list.start()
        await binding.list.load(around: 55)
        #expect(moved.last == false, "row 51 is the first loaded row, drawn after 50 placeholders")
    }
}

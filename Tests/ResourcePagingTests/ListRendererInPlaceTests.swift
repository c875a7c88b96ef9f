import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceStore
import Testing

@testable import ResourcePaging

/// The renderer's in-place shortcut (#24): items that list the shown ids in the shown order keep the snapshot and
/// reconfigure the rows whose value changed, and the shortcut gives exactly the diff a rebuild would, or stands aside.
@MainActor
@Suite("ListRenderer: a render that changes values alone keeps the snapshot and reconfigures those rows")
struct ListRendererInPlaceTests {
    /// Rows `ids`, each named by `name` (by default "Row <id>").
    static func items(_ ids: some Sequence<Int>, name: (Int) -> String = { "Row \($0)" }) -> PagedItems<Row> {
        var items = PagedItems<Row>()
        items.append(ids.map { Row(id: $0, name: name($0)) })
        return items
    }

    /// Renders `items` and checks that the diff replays on what was shown and reconfigures exactly the rows whose
    /// value changed, as a full diff of the two snapshots with the values compared finds them.
    static func render<SectionID>(
        _ items: PagedItems<Row>, with renderer: inout ListRenderer<SectionID, Row>,
        matcher: ListTextMatcher<Row>? = nil
    ) throws -> ListDiff<SectionID, Int> {
        let (before, values) = (renderer.snapshot, renderer.itemsByID)
        let diff = renderer.render(items, matcher: matcher)
        let replayed = try diff.applying(to: before)
        #expect(ListRecorder<SectionID, Int>.layout(of: replayed) == ListRecorder.layout(of: renderer.snapshot))
        let full = ListDiff(from: before, to: renderer.snapshot) { values[$0] != renderer.itemsByID[$0] }
        #expect(diff.itemReconfigures.map(\.id) == full.itemReconfigures.map(\.id))
        return diff
    }

    @Test("the same rows decoded again give an empty diff and keep the snapshot's storage")
    func identicalRowsKeepTheSnapshot() throws {
        var renderer = ListRenderer<SingleSection, Row>(sectionID: { _ in .main }, appendsInPlace: true)
        _ = try Self.render(Self.items(1...500), with: &renderer)
        let shown = renderer.snapshot
        let diff = try Self.render(Self.items(1...500), with: &renderer)
        #expect(diff.isEmpty)
        #expect(renderer.snapshot.itemIdentifiers == Array(1...500))
        #expect(shown == renderer.snapshot)
    }

    @Test("rows renamed in place are reconfigured alone, in display order across sections")
    func renamedRowsAreReconfigured() throws {
        var renderer = ListRenderer<Bool, Row>(sectionID: { $0.id % 2 == 0 }, appendsInPlace: true)
        _ = try Self.render(Self.items(1...20), with: &renderer)
        let diff = try Self.render(
            Self.items(1...20) { [3, 4, 17].contains($0) ? "Renamed \($0)" : "Row \($0)" }, with: &renderer)
        #expect(diff.itemReconfigures.map(\.id) == [3, 17, 4])
        #expect(diff.itemReconfigures.allSatisfy { $0.from == $0.to })
        #expect(!diff.changesLayout)
        #expect(renderer.itemsByID[17]?.name == "Renamed 17")
    }

    @Test("a row whose new value puts it in another section moves there")
    func rowChangingSectionMoves() throws {
        var renderer = ListRenderer<Bool, Row>(sectionID: { $0.name.hasPrefix("Pinned") }, appendsInPlace: true)
        _ = try Self.render(Self.items(1...10), with: &renderer)
        let diff = try Self.render(Self.items(1...10) { $0 == 6 ? "Pinned \($0)" : "Row \($0)" }, with: &renderer)
        #expect(diff.changesLayout)
        #expect(renderer.snapshot.sectionIdentifiers == [false, true])
        #expect(renderer.snapshot.itemIdentifiers(inSection: true) == [6])
    }

    @Test("under a filter, a row renamed out of it is deleted, one renamed into it is inserted, a hidden one is silent")
    func filterDecidesWhatIsShown() throws {
        var renderer = ListRenderer<SingleSection, Row>(sectionID: { _ in .main }, appendsInPlace: true)
        let matcher = ListTextMatcher<Row>(query: "row", fields: { [$0.name] })
        let names = [2: "Other", 5: "Other"]
        _ = try Self.render(Self.items(1...6) { names[$0] ?? "Row \($0)" }, with: &renderer, matcher: matcher)
        #expect(renderer.snapshot.itemIdentifiers == [1, 3, 4, 6])

        let hidden = try Self.render(
            Self.items(1...6) { $0 == 5 ? "Another" : names[$0] ?? "Row \($0)" }, with: &renderer, matcher: matcher)
        #expect(hidden.isEmpty)
        let swapped = try Self.render(
            Self.items(1...6) { $0 == 2 ? "Row 2" : $0 == 4 ? "Gone" : $0 == 5 ? "Another" : "Row \($0)" },
            with: &renderer, matcher: matcher)
        #expect(swapped.itemInserts.map(\.id) == [2])
        #expect(swapped.itemDeletes.map(\.id) == [4])
        #expect(renderer.snapshot.itemIdentifiers == [1, 2, 3, 6])
    }

    @Test("with an id listed twice the shortcut stands aside: what is shown is what a rebuild shows")
    func idListedTwiceIsRebuilt() throws {
        func items(first: String, second: String) -> PagedItems<Row> {
            var items = PagedItems<Row>()
            items.append([Row(id: 1, name: "Row 1"), Row(id: 2, name: first)])
            items.append([Row(id: 2, name: second), Row(id: 3, name: "Row 3")])
            return items
        }
        var renderer = ListRenderer<SingleSection, Row>(sectionID: { _ in .main }, appendsInPlace: false)
        _ = try Self.render(items(first: "A", second: "B"), with: &renderer)
        for (first, second) in [("A", "C"), ("D", "C")] {
            _ = try Self.render(items(first: first, second: second), with: &renderer)
            var rebuilt = ListRenderer<SingleSection, Row>(sectionID: { _ in .main }, appendsInPlace: false)
            _ = rebuilt.render(items(first: first, second: second), matcher: nil)
            #expect(renderer.snapshot == rebuilt.snapshot)
            #expect(renderer.itemsByID == rebuilt.itemsByID)
        }
    }

    @Test("random renames, moves, inserts and removals: the diff always replays and reconfigures what changed")
    func randomChanges() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        var renderer = ListRenderer<Int, Row>(sectionID: { $0.id % 3 }, appendsInPlace: true)
        var rows = (1...60).map { Row(id: $0, name: "Row \($0)") }
        var nextID = 61
        for _ in 0..<300 {
            switch random.next(upTo: 6) {
            case 0:
                let row = rows.remove(at: random.next(upTo: rows.count))
                rows.insert(row, at: random.next(upTo: rows.count + 1))
            case 1 where rows.count > 1:
                rows.remove(at: random.next(upTo: rows.count))
            case 2:
                rows.insert(Row(id: nextID, name: "Row \(nextID)"), at: random.next(upTo: rows.count + 1))
                nextID += 1
            default:
                for _ in 0..<random.next(upTo: 3) {
                    rows[random.next(upTo: rows.count)].name = "Renamed \(random.next(upTo: 4))"
                }
            }
            var items = PagedItems<Row>()
            items.append(rows)
            _ = try Self.render(items, with: &renderer)
            #expect(renderer.snapshot.numberOfItems == rows.count, "seed \(seed)")
            #expect(rows.allSatisfy { renderer.itemsByID[$0.id] == $0 }, "seed \(seed)")
        }
    }
}

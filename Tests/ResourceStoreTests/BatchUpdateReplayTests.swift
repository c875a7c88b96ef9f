import ResourceLoaderTestSupport
import Testing

@testable import ResourceStore

/// The replay of UIKit's batch-update rules (Tests/Support/BatchUpdateReplay.swift) catches what UIKit would.
@Suite("BatchUpdateReplay")
struct BatchUpdateReplayTests {
    func snapshot(_ sections: [(String, [Int])]) throws -> ListSnapshot<String, Int> {
        try ListSnapshot(sections: sections.map { (section: $0.0, items: $0.1) })
    }

    func diff(
        itemDeletes: [ListDiff<String, Int>.ItemChange] = [],
        itemInserts: [ListDiff<String, Int>.ItemChange] = [],
        itemMoves: [ListDiff<String, Int>.ItemMove] = [],
        itemReloads: [ListDiff<String, Int>.ItemUpdate] = []
    ) -> ListDiff<String, Int> {
        ListDiff(
            sectionDeletes: [], sectionInserts: [], itemsOfInsertedSections: [], sectionMoves: [], sectionReloads: [],
            itemDeletes: itemDeletes, itemInserts: itemInserts, itemMoves: itemMoves, itemReloads: itemReloads,
            itemReconfigures: []
        )
    }

    @Test("a diff the store computes replays to the new snapshot: inserted rows fresh, the others carried")
    func validDiff() throws {
        let old = try snapshot([("a", [1, 2, 3]), ("b", [4])])
        let new = try snapshot([("c", [9]), ("a", [3, 1, 5]), ("b", [4, 2])])
        let replay = BatchUpdateReplay(ListDiff(from: old, to: new), from: old, to: new)
        #expect(replay.violations == [])
        #expect(replay.rows.map { $0.map(\.id) } == [[9], [3, 1, 5], [4, 2]])
        #expect(replay.headers.map(\.isFresh) == [true, false, false])
        #expect(replay.isRedrawn(at: ListIndexPath(item: 2, section: 1)))
        #expect(!replay.isRedrawn(at: ListIndexPath(item: 1, section: 1)))
    }

    @Test("an empty diff between different layouts leaves stale rows and wrong row counts, and says so")
    func staleRows() throws {
        let old = try snapshot([("a", [1, 2])])
        let reordered = BatchUpdateReplay(diff(), from: old, to: try snapshot([("a", [2, 1])]))
        #expect(reordered.violations.contains("row [0, 0] shows 1 where the data source has 2"))
        let grown = BatchUpdateReplay(diff(), from: old, to: try snapshot([("a", [1, 2, 3])]))
        #expect(grown.violations == ["section 0 has 2 rows after the batch, the data source 3"])
    }

    @Test("an item moved and reloaded in one batch is refused, as UIKit refuses it")
    func moveAndReload() throws {
        let old = try snapshot([("a", [1, 2])])
        let new = try snapshot([("a", [2, 1])])
        let path0 = ListIndexPath(item: 0, section: 0)
        let path1 = ListIndexPath(item: 1, section: 0)
        let replay = BatchUpdateReplay(
            diff(
                itemMoves: [.init(id: 1, from: path0, to: path1)], itemReloads: [.init(id: 1, from: path0, to: path1)]),
            from: old, to: new)
        #expect(replay.violations.contains("row [0, 0] is deleted twice (delete, move or reload)"))
        #expect(replay.violations.contains("row [0, 1] is inserted twice (insert, move or reload)"))
    }

    @Test("a delete naming the wrong row is reported")
    func wrongRow() throws {
        let old = try snapshot([("a", [1, 2])])
        let new = try snapshot([("a", [2])])
        let replay = BatchUpdateReplay(
            diff(itemDeletes: [.init(id: 1, indexPath: ListIndexPath(item: 1, section: 0))]), from: old, to: new)
        #expect(replay.violations.contains("row [0, 1] is not 1 in the old table"))
    }
}

import Dispatch
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore

/// One copy of each item (#25): one row changed in a `SharedItemStore` shown by 10 lists of 10,000 rows each. What it
/// costs is O(lists) row updates: each list makes one update reconfiguring that row, found without reading its other
/// rows. The floor is one bare `ListDiff` of one list's 10,000 rows with that row changed (what a list must do to
/// find the row when it refetches instead), measured in the same run, alternately; without a store, the 10 lists
/// would each pay it.
extension PagedListBenchmarks {
    /// How many lists share the store, and the rows of each.
    static var sharedItems: (lists: Int, rows: Int) { (10, 10_000) }

    /// Runs the shared-items case and prints its figures.
    @MainActor
    static func runSharedItems() async {
        let (listCount, rowCount) = sharedItems
        print("")
        print("One copy of each item: one row written to a store shown by 10 lists of 10,000 rows (release)")
        let costs = await storeWriteCosts(lists: listCount, rows: rowCount)
        print("  bare ListDiff of one list, that row changed:      \(BenchmarkSupport.microseconds(costs.floor))")
        print(
            "  the store write, to the 10 lists' updates:        \(BenchmarkSupport.microseconds(costs.write))"
                + "  (\(costs.updates) updates, \(costs.rowUpdates) row updates in all)")
        print(
            "  ratio (all 10 lists / one bare diff):             "
                + BenchmarkSupport.ratio(costs.write / costs.floor, goal: 1.0))
        print(
            "  for scale, a whole update(_:) in one list, shown in all 10: \(BenchmarkSupport.microseconds(costs.edit))"
        )
        let transformed = await storeWriteCosts(lists: listCount, rows: rowCount, transformed: true)
        print(
            "  with a row transform on every list, the store write: "
                + "\(BenchmarkSupport.microseconds(transformed.write))"
                + "  (\(transformed.updates) updates, \(transformed.rowUpdates) row updates; ratio "
                + BenchmarkSupport.ratio(transformed.write / transformed.floor, goal: 1.0) + ")")
    }

    /// `count` rows in pages of ``PagingBenchmarks/pageSize``.
    private static func sharedPages(count: Int) -> [Page<Row, Int>] {
        let size = PagingBenchmarks.pageSize
        return stride(from: 0, to: count, by: size).map { start in
            let end = min(count, start + size)
            let rows = (start..<end).map { Row(id: $0 + 1, name: "Row \($0 + 1)") }
            return Page(key: start, items: rows, nextKey: end < count ? end : nil, previousKey: nil)
        }
    }

    /// The median costs of a bare diff of one list, of a store write shown by every list (each with a UI holding its
    /// updates, and a row transform when `transformed`), and of a whole `update(_:)` in one list; and what the last
    /// write delivered.
    @MainActor
    private static func storeWriteCosts(
        lists listCount: Int, rows rowCount: Int, transformed: Bool = false
    ) async -> (floor: Double, write: Double, edit: Double, updates: Int, rowUpdates: Int) {
        let store = SharedItemStore()
        let pages = sharedPages(count: rowCount)
        var shown = [ShownRows](repeating: ShownRows(), count: listCount)
        var delivered: [PagedList<BenchmarkRows, SingleSection>.Update] = []
        var lists: [PagedList<BenchmarkRows, SingleSection>] = []
        for index in 0..<listCount {
            let list = PagedList(resource: BenchmarkRows(), service: PrebuiltPageService(totalItems: 0, pageSize: 1))
            list.itemStore = store
            if transformed { list.transformRow = { Row(id: $0.id, name: $0.name.uppercased()) } }
            list.onUpdate = { update in
                shown[index].take(update)
                delivered.append(update)
            }
            await list.paginator.restore(pages)
            await list.settle()
            lists.append(list)
        }

        // The floor: one list's snapshot and values, before and after, built beforehand.
        let ids = pages.flatMap(\.items).map(\.id)
        let (old, new): (ListSnapshot<SingleSection, Int>, ListSnapshot<SingleSection, Int>)
        do {
            (old, new) = (try ListSnapshot(sections: [(.main, ids)]), try ListSnapshot(sections: [(.main, ids)]))
        } catch {
            preconditionFailure("the benchmark's rows list an id twice: \(error)")
        }
        let changedID = rowCount / 2
        let oldValues = Dictionary(uniqueKeysWithValues: pages.flatMap(\.items).map { ($0.id, $0) })
        var newValues = oldValues
        newValues[changedID] = Row(id: changedID, name: "Renamed")

        var samples: (floor: [UInt64], write: [UInt64], edit: [UInt64]) = ([], [], [])
        var changes = 0
        var last: (updates: Int, rowUpdates: Int) = (0, 0)
        for step in 0..<41 {
            var start = DispatchTime.now().uptimeNanoseconds
            let diff = ListDiff(from: old, to: new) { oldValues[$0] != newValues[$0] }
            samples.floor.append(DispatchTime.now().uptimeNanoseconds - start)
            changes += diff.changeCount

            delivered = []
            let value = Row(id: changedID, name: step % 2 == 0 ? "Renamed \(step)" : "Row \(changedID)")
            start = DispatchTime.now().uptimeNanoseconds
            store.write(value)
            samples.write.append(DispatchTime.now().uptimeNanoseconds - start)
            last = (delivered.count, delivered.reduce(0) { $0 + $1.diff.changeCount })

            guard step < 21 else { continue }
            let edited = Row(id: changedID, name: "Edited \(step)")
            start = DispatchTime.now().uptimeNanoseconds
            do {
                try await lists[0].update(edited)
            } catch {
                preconditionFailure("the benchmark's row is not listed: \(error)")
            }
            samples.edit.append(DispatchTime.now().uptimeNanoseconds - start)
        }
        blackHole(changes + shown.reduce(0) { $0 + $1.rowCount })
        return (
            BenchmarkSupport.median(of: samples.floor), BenchmarkSupport.median(of: samples.write),
            BenchmarkSupport.median(of: samples.edit), last.updates, last.rowUpdates
        )
    }
}

import Dispatch
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore

/// No wasted UI work (#24), at 10,000 rows: the update a list makes for a refetch that found the rows as they were,
/// and for one field of one row changed, each against a bare `ListDiff` of the same two snapshots (built apart, as a
/// refetch decodes new values, and the rows compared by value, which a diff must do to find a changed row) measured
/// in the same run, alternately.
///
/// "The list's update" is what follows the paginator's change, up to the update delivered to a UI that holds it:
/// the list reads the paginator's state and renders it. The paginator's own work before it (a refresh's request and
/// splice) is data work, not UI work; the whole `refresh()` and `update(_:)` are printed too, for scale.
extension PagedListBenchmarks {
    /// The rows of the refetch cases.
    static var refetchRowCount: Int { 10_000 }

    /// Runs the refetch cases and prints their figures.
    @MainActor
    static func runRefetch() async {
        let count = refetchRowCount
        print("")
        print("No wasted UI work at 10,000 rows (release; ratios against a bare ListDiff of the same snapshots)")
        let pages = makePages(count: count, renaming: nil)
        let identical = await updateCosts(from: pages, to: makePages(count: count, renaming: nil))
        print("  bare ListDiff, the same rows decoded again:       \(BenchmarkSupport.microseconds(identical.floor))")
        print(
            "  the list's update for an identical refetch:       \(BenchmarkSupport.microseconds(identical.list))"
                + "  (\(identical.updates) updates)")
        print(
            "  ratio:                                            "
                + BenchmarkSupport.ratio(identical.list / identical.floor, goal: 1.0))
        let edited = await updateCosts(from: pages, to: makePages(count: count, renaming: count / 2))
        print("  bare ListDiff, one field of one row changed:      \(BenchmarkSupport.microseconds(edited.floor))")
        print(
            "  the list's update for that one-row edit:          \(BenchmarkSupport.microseconds(edited.list))"
                + "  (\(edited.updates) update, \(edited.reconfigures) reconfigured, layout changed: \(edited.layout))")
        print(
            "  ratio:                                            "
                + BenchmarkSupport.ratio(edited.list / edited.floor, goal: 1.0))
        let whole = await wholeOperationCosts(count: count)
        print(
            "  for scale, a whole refresh() that finds the rows as they were: \(BenchmarkSupport.microseconds(whole.refresh))"
        )
        print(
            "  for scale, a whole update(_:) of one row:                      \(BenchmarkSupport.microseconds(whole.edit))"
        )
    }

    /// `count` rows in pages of ``PagingBenchmarks/pageSize``, made anew (as decoding makes them), the row with id
    /// `renamed` (if any) renamed.
    private static func makePages(count: Int, renaming renamed: Int?) -> [Page<Row, Int>] {
        let size = PagingBenchmarks.pageSize
        return stride(from: 0, to: count, by: size).map { start in
            let end = min(count, start + size)
            let rows = (start..<end).map { index in
                Row(id: index + 1, name: index + 1 == renamed ? "Renamed" : "Row \(index + 1)")
            }
            return Page(key: start, items: rows, nextKey: end < count ? end : nil, previousKey: nil)
        }
    }

    /// The median cost of a bare `ListDiff` from `before`'s rows to `after`'s, and of the list's update when its
    /// paginator goes from listing `before` to listing `after`, measured alternately; and what that update held.
    @MainActor
    private static func updateCosts(
        from before: [Page<Row, Int>], to after: [Page<Row, Int>]
    ) async -> (floor: Double, list: Double, updates: Int, reconfigures: Int, layout: Bool) {
        // The floor: the two snapshots and the values by id, built beforehand; the diff compares every row's value.
        func snapshot(_ pages: [Page<Row, Int>]) -> ListSnapshot<SingleSection, Int> {
            do {
                return try ListSnapshot(sections: [(.main, pages.flatMap(\.items).map(\.id))])
            } catch {
                preconditionFailure("the benchmark's rows list an id twice: \(error)")
            }
        }
        func values(_ pages: [Page<Row, Int>]) -> [Int: Row] {
            Dictionary(uniqueKeysWithValues: pages.flatMap(\.items).map { ($0.id, $0) })
        }
        let (old, new) = (snapshot(before), snapshot(after))
        let (oldValues, newValues) = (values(before), values(after))

        // The list: its paginator is driven directly and the list is never subscribed, so it renders only when
        // `settle()` asks, and that is what is timed.
        let list = PagedList(resource: BenchmarkRows(), service: PrebuiltPageService(totalItems: 0, pageSize: 1))
        let paginator = list.paginator
        var shown = ShownRows()
        var delivered: [PagedList<BenchmarkRows, SingleSection>.Update] = []
        list.onUpdate = { update in
            shown.take(update)
            delivered.append(update)
        }
        await paginator.restore(before)
        await list.settle()

        var samples: (floor: [UInt64], list: [UInt64]) = ([], [])
        var changes = 0
        for step in 0..<41 {
            var start = DispatchTime.now().uptimeNanoseconds
            let diff = ListDiff(from: old, to: new) { oldValues[$0] != newValues[$0] }
            samples.floor.append(DispatchTime.now().uptimeNanoseconds - start)
            changes += diff.changeCount

            await paginator.restore(after)
            delivered = []
            start = DispatchTime.now().uptimeNanoseconds
            await list.settle()
            samples.list.append(DispatchTime.now().uptimeNanoseconds - start)
            // The last step's update is kept for its figures; the others are undone, untimed.
            if step < 40 {
                await paginator.restore(before)
                await list.settle()
            }
        }
        blackHole(changes + shown.rowCount)
        let last = delivered.first
        return (
            BenchmarkSupport.median(of: samples.floor), BenchmarkSupport.median(of: samples.list), delivered.count,
            last?.diff.itemReconfigures.count ?? 0, last?.diff.changesLayout ?? false
        )
    }

    /// The median cost of a whole `refresh()` of a started list of `count` rows that finds them as they were, and of
    /// a whole `update(_:)` of one row of it, with a UI holding every update.
    @MainActor
    private static func wholeOperationCosts(count: Int) async -> (refresh: Double, edit: Double) {
        let list = PagedList(
            resource: BenchmarkRows(),
            service: PrebuiltPageService(totalItems: count, pageSize: PagingBenchmarks.pageSize))
        var shown = ShownRows()
        list.onUpdate = { shown.take($0) }
        await list.start()
        while case .loaded = await list.loadNextPage() {}
        var samples: (refresh: [UInt64], edit: [UInt64]) = ([], [])
        for step in 0..<21 {
            var start = DispatchTime.now().uptimeNanoseconds
            await list.refresh()
            samples.refresh.append(DispatchTime.now().uptimeNanoseconds - start)
            let renamed = Row(id: count / 2, name: step % 2 == 0 ? "Renamed" : "Row \(count / 2)")
            start = DispatchTime.now().uptimeNanoseconds
            do {
                try await list.update(renamed)
            } catch {
                preconditionFailure("the benchmark's row is not listed: \(error)")
            }
            samples.edit.append(DispatchTime.now().uptimeNanoseconds - start)
        }
        let (refresh, edit) = (BenchmarkSupport.median(of: samples.refresh), BenchmarkSupport.median(of: samples.edit))
        blackHole(shown.rowCount)
        return (refresh, edit)
    }
}

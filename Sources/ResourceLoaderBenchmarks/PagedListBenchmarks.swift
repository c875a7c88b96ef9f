import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging

/// Speed of a `PagedList`, measured against a floor taken in the same run: appending a page to a list of
/// 100,000 items, up to the update handed to the UI (snapshot and diff included), against the same append to a
/// list of 1,000 items. The UI's side stands in for a screen: it holds each update's snapshot until the next
/// arrives and applies each diff to the rows it shows, as a batch update does. It is not the UIKit adapters' work:
/// they turn each update into a diffable data source's snapshot (`DiffableSnapshotPlan`, which edits the shown
/// snapshot by the diff's rows when it can) and hand it to UIKit, which Linux cannot run, so that cost is not in
/// these figures. An append is O(page), so the ratio stays near 1.
enum PagedListBenchmarks {
    /// Runs the suite and prints its figures.
    @MainActor
    static func run() async {
        print("PagedList (release; ratios against the 1,000-item floor of this run)")
        let counts = (small: 1_000, large: 100_000)
        let costs = await appendCosts(after: counts)
        print("  append a page to    1,000 items, to the update: \(BenchmarkSupport.microseconds(costs.small))")
        print("  append a page to  100,000 items, to the update: \(BenchmarkSupport.microseconds(costs.large))")
        print(
            "  ratio 100,000 / 1,000:                          \(BenchmarkSupport.ratio(costs.large / costs.small, goal: 1.2))"
        )
        await runEnds()
        await runRefresh()
        await runRefetch()
        await runSharedItems()
    }

    /// The median times of one more page appended to a list already holding `counts.small` items and to one
    /// holding `counts.large`, each up to the update its callback receives. The two are loaded alternately
    /// (and which goes first alternates too), so drift in the machine's speed touches both alike.
    @MainActor
    private static func appendCosts(after counts: (small: Int, large: Int)) async -> (small: Double, large: Double) {
        let pageSize = PagingBenchmarks.pageSize
        let service = PrebuiltPageService(totalItems: counts.large + 41 * pageSize, pageSize: pageSize)
        var samples: (small: [UInt64], large: [UInt64]) = ([], [])
        var delivered = 0
        for _ in 0..<7 {
            let small = PagedList(resource: BenchmarkRows(), service: service)
            let large = PagedList(resource: BenchmarkRows(), service: service)
            // The UI's side: it holds each update (its snapshot) until the next one, and applies the diff to its rows.
            var shown = (small: ShownRows(), large: ShownRows())
            small.onUpdate = { shown.small.take($0) }
            large.onUpdate = { shown.large.take($0) }
            for _ in 0..<(counts.small / pageSize) { await small.loadNextPage() }
            for _ in 0..<(counts.large / pageSize) { await large.loadNextPage() }
            await BenchmarkSupport.alternate(
                steps: 40, small: { await small.loadNextPage() }, large: { await large.loadNextPage() },
                into: &samples)
            blackHole(small.snapshot.numberOfItems + large.snapshot.numberOfItems)
            delivered += shown.small.rowCount + shown.large.rowCount
        }
        blackHole(delivered)
        return (BenchmarkSupport.median(of: samples.small), BenchmarkSupport.median(of: samples.large))
    }
}

/// What a table view holds: the last update (so its snapshot stays alive until the next one arrives, as every
/// adapter keeps it) and the rows per section, changed by each diff as a batch update changes them.
struct ShownRows {
    var update: PagedList<BenchmarkRows, SingleSection>.Update?
    var sections: [[Int]] = []

    var rowCount: Int { sections.reduce(0) { $0 + $1.count } }

    /// Applies `update`'s diff to the rows (deletes and moved rows out in old positions, then sections and rows in
    /// at their new ones) and holds the update.
    mutating func take(_ update: PagedList<BenchmarkRows, SingleSection>.Update) {
        let diff = update.diff
        var leaving = diff.itemDeletes.map(\.indexPath) + diff.itemMoves.map(\.from)
        leaving.sort { ($0.section, $0.item) > ($1.section, $1.item) }
        for path in leaving { sections[path.section].remove(at: path.item) }
        for change in diff.sectionDeletes.reversed() { sections.remove(at: change.index) }
        for (change, items) in zip(diff.sectionInserts, diff.itemsOfInsertedSections) {
            sections.insert(items, at: change.index)
        }
        var arriving = diff.itemInserts.map { ($0.indexPath, $0.id) } + diff.itemMoves.map { ($0.to, $0.id) }
        arriving.sort { ($0.0.section, $0.0.item) < ($1.0.section, $1.0.item) }
        for (path, id) in arriving { sections[path.section].insert(id, at: path.item) }
        self.update = update
    }
}

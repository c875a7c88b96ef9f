import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging

/// Speed of a `PagedList`, measured against a floor taken in the same run: appending a page to a list of
/// 100,000 items, up to the update handed to the UI (snapshot and diff included), against the same append to a
/// list of 1,000 items. An append is O(page), so the ratio stays near 1.
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
            // The UI's side: it takes each update's snapshot and diff (a diffable data source converts and drops them).
            small.onUpdate = { delivered += $0.diff.itemInserts.count }
            large.onUpdate = { delivered += $0.diff.itemInserts.count }
            for _ in 0..<(counts.small / pageSize) { await small.loadNextPage() }
            for _ in 0..<(counts.large / pageSize) { await large.loadNextPage() }
            await BenchmarkSupport.alternate(
                steps: 40, small: { await small.loadNextPage() }, large: { await large.loadNextPage() },
                into: &samples)
            blackHole(small.snapshot.numberOfItems + large.snapshot.numberOfItems)
        }
        blackHole(delivered)
        return (BenchmarkSupport.median(of: samples.small), BenchmarkSupport.median(of: samples.large))
    }
}

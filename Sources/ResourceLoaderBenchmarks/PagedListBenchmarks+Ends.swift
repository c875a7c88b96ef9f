import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore

/// Pages added and removed at the start of a `PagedList` (#24): a page loaded backwards onto a list of 100,000 rows
/// against the same on a list of 1,000, and a page loaded forwards under a page cap of 1,000 pages (which drops the
/// first page) against a cap of 10 pages; each plain, and with a transform (every tenth row left out) and sections
/// (one per thousand ids), up to the update handed to the UI. The UI holds each update's snapshot until the next
/// one and applies each diff to the row counts of its sections, checking every index, as a table view's batch
/// update does (a table keeps counts and the visible cells, not every id). Each change is O(page), so the ratios
/// stay near 1.
extension PagedListBenchmarks {
    /// The change measured.
    enum EndChange {
        /// A page loaded before the first.
        case prepend
        /// A page loaded after the last under a page cap, which drops the first page.
        case capDrop
    }

    /// Runs the cases and prints their figures.
    @MainActor
    static func runEnds() async {
        print("")
        print("PagedList, pages at the start (release; each ratio against the same change at 1,000 rows)")
        let counts = (small: 1_000, large: 100_000)
        for change in [EndChange.prepend, .capDrop] {
            let name = change == .prepend ? "a page loaded backwards" : "a page dropped by the cap"
            let plain = await endCosts(of: change, after: counts) { service, key, cap in
                PagedList(resource: BenchmarkRows(), service: service, initialKey: key, maximumPages: cap)
            }
            reportCostAtSize("\(name), plain", plain)
            let shaped = await endCosts(of: change, after: counts) { service, key, cap in
                let list = PagedList(
                    resource: BenchmarkRows(), service: service, initialKey: key, maximumPages: cap,
                    sectionID: { $0.id / 1_000 })
                list.transformRow = { $0.id.isMultiple(of: 10) ? nil : $0 }
                return list
            }
            reportCostAtSize("\(name), transform + sections", shaped)
        }
    }

    /// Prints a change's cost at 1,000 and at 100,000 rows, and their ratio against the 1.2x goal.
    static func reportCostAtSize(_ name: String, _ costs: (small: Double, large: Double)) {
        print("  \(name):")
        print("    at   1,000 rows, to the update: \(BenchmarkSupport.microseconds(costs.small))")
        print("    at 100,000 rows, to the update: \(BenchmarkSupport.microseconds(costs.large))")
        print("    ratio 100,000 / 1,000:          \(BenchmarkSupport.ratio(costs.large / costs.small, goal: 1.2))")
    }

    /// The median times of `change` on a list of `counts.small` rows and on one of `counts.large`, each up to the
    /// update its callback receives, measured alternately.
    @MainActor
    private static func endCosts<SectionID: Hashable & Sendable>(
        of change: EndChange, after counts: (small: Int, large: Int),
        make: (PrebuiltPageService, Int?, Int?) -> PagedList<BenchmarkRows, SectionID>
    ) async -> (small: Double, large: Double) {
        let pageSize = PagingBenchmarks.pageSize
        let steps = 40
        // Backwards loads start past the rows they will load; cap drops start at the list's start.
        let firstKey = change == .prepend ? (steps + 1) * pageSize : nil
        let service = PrebuiltPageService(totalItems: counts.large + (steps + 2) * pageSize, pageSize: pageSize)
        var samples: (small: [UInt64], large: [UInt64]) = ([], [])
        var delivered = 0
        for _ in 0..<5 {
            let small = make(service, firstKey, change == .capDrop ? counts.small / pageSize : nil)
            let large = make(service, firstKey, change == .capDrop ? counts.large / pageSize : nil)
            var shown = (small: ShownCounts<SectionID>(), large: ShownCounts<SectionID>())
            small.onUpdate = { shown.small.take($0) }
            large.onUpdate = { shown.large.take($0) }
            for _ in 0..<(counts.small / pageSize) { await small.loadNextPage() }
            for _ in 0..<(counts.large / pageSize) { await large.loadNextPage() }
            if change == .prepend {
                await BenchmarkSupport.alternate(
                    steps: steps, small: { await small.loadPreviousPage() }, large: { await large.loadPreviousPage() },
                    into: &samples)
            } else {
                await BenchmarkSupport.alternate(
                    steps: steps, small: { await small.loadNextPage() }, large: { await large.loadNextPage() },
                    into: &samples)
            }
            precondition(shown.small.rowCount == small.snapshot.numberOfItems, "the UI's rows are out of step")
            precondition(shown.large.rowCount == large.snapshot.numberOfItems, "the UI's rows are out of step")
            delivered += shown.small.rowCount + shown.large.rowCount
        }
        blackHole(delivered)
        return (BenchmarkSupport.median(of: samples.small), BenchmarkSupport.median(of: samples.large))
    }
}

/// What a table view holds: the last update's snapshot (alive until the next one arrives, as every
/// adapter keeps it) and the row count of each section, changed by each diff as a batch update changes them, every
/// index checked against the counts.
struct ShownCounts<SectionID: Hashable & Sendable> {
    var snapshot: ListSnapshot<SectionID, Int>?
    var counts: [Int] = []

    var rowCount: Int { counts.reduce(0, +) }

    /// Applies `update`'s diff to the counts (deletes and moved rows out at old positions, then sections and rows in
    /// at their new ones) and holds the update.
    mutating func take(_ update: ListUpdate<SectionID, Int>) {
        let diff = update.diff
        for path in diff.itemDeletes.map(\.indexPath) + diff.itemMoves.map(\.from) {
            precondition(path.item < counts[path.section], "a delete beyond the section's rows")
            counts[path.section] -= 1
        }
        for change in diff.sectionDeletes.reversed() { counts.remove(at: change.index) }
        for (change, items) in zip(diff.sectionInserts, diff.itemsOfInsertedSections) {
            counts.insert(items.count, at: change.index)
        }
        for path in diff.itemInserts.map(\.indexPath) + diff.itemMoves.map(\.to) {
            precondition(path.item <= counts[path.section], "an insert beyond the section's rows")
            counts[path.section] += 1
        }
        snapshot = update.snapshot
    }
}

import ResourceLoaderTestSupport
import ResourceStore

/// Speed of `ListDiff` against its floor (building an identifier-to-index dictionary for both snapshots), also
/// with the new snapshot built from its array first (what a paged list pays to show a refresh), speed
/// of `SectionedStore` writes against the same floor, and memory of a `SectionedStore` against a plain array, all
/// measured in the same run.
///
/// Data: n items in one section; 10% deleted, 10% inserted, 1% moved, 5% with changed content (a revision
/// number per item, compared through an array, so the content check itself costs no hashing).
enum StoreBenchmarks {
    static func run() {
        print("ResourceStore benchmarks (release build; each pair of timings alternates, medians of 31 or 101)")
        var random = SplitMix64(seed: 42)
        let small = Workload(count: 10_000, sections: 1, random: &random)
        let large = Workload(count: 100_000, sections: 1, random: &random)
        let largeSectioned = Workload(count: 100_000, sections: 20, random: &random)

        let (floorSmall, diffSmall) = BenchmarkSupport.interleavedMedians(iterations: 101, small.floor, small.diff)
        let (floorLarge, diffLarge) = BenchmarkSupport.interleavedMedians(iterations: 31, large.floor, large.diff)
        let (diffOneSection, diffSectioned) = BenchmarkSupport.interleavedMedians(
            iterations: 31, large.diff, largeSectioned.diff
        )
        let (floorBuiltSmall, builtAndDiffedSmall) = BenchmarkSupport.interleavedMedians(
            iterations: 101, small.floor, small.buildAndDiff
        )
        let (floorBuilt, builtAndDiffed) = BenchmarkSupport.interleavedMedians(
            iterations: 31, large.floor, large.buildAndDiff
        )
        let (diffFull, diffUnchanged) = BenchmarkSupport.interleavedMedians(
            iterations: 31, large.diff, large.diffUnchanged
        )
        let ms = BenchmarkSupport.milliseconds
        print("")
        print("n = 10,000     floor \(ms(floorSmall))   diff \(ms(diffSmall))")
        print("n = 100,000    floor \(ms(floorLarge))   diff \(ms(diffLarge))")
        print("n = 100,000    1 section  \(ms(diffOneSection))   20 sections \(ms(diffSectioned))")
        print("n = 100,000    full diff  \(ms(diffFull))   unchanged   \(ms(diffUnchanged))")
        print(
            "n = 10,000     floor \(ms(floorBuiltSmall))   new snapshot built from its array + diff \(ms(builtAndDiffedSmall))"
        )
        print("n = 100,000    floor \(ms(floorBuilt))   new snapshot built from its array + diff \(ms(builtAndDiffed))")
        print("changes at 100,000: \(large.summary())")
        print("")
        print("diff / floor at 10,000              " + BenchmarkSupport.ratio(diffSmall / floorSmall, goal: 1.5))
        print("diff / floor at 100,000             " + BenchmarkSupport.ratio(diffLarge / floorLarge, goal: 1.5))
        print(
            "build + diff / floor at 10,000      "
                + BenchmarkSupport.ratio(builtAndDiffedSmall / floorBuiltSmall, goal: 1.5))
        print("build + diff / floor at 100,000     " + BenchmarkSupport.ratio(builtAndDiffed / floorBuilt, goal: 1.5))
        let growth = (diffLarge / diffSmall) / (floorLarge / floorSmall)
        print("growth 10k->100k vs floor growth    " + BenchmarkSupport.ratio(growth, goal: 1.25))
        print(
            "20 sections / 1 section             " + BenchmarkSupport.ratio(diffSectioned / diffOneSection, goal: 1.3))
        print("unchanged / full diff               " + BenchmarkSupport.ratio(diffUnchanged / diffFull, goal: 0.1))
        StoreWriteBenchmark.run(floor: large.floor)
        StoreMemoryBenchmark.run()
    }
}

/// One diff workload: an old and a new snapshot plus per-item content revisions.
struct Workload {
    let oldIDs: [[Int]]
    let newIDs: [[Int]]
    let oldFlat: [Int]
    let newFlat: [Int]
    let old: ListSnapshot<Int, Int>
    let new: ListSnapshot<Int, Int>
    let oldCopy: ListSnapshot<Int, Int>
    let oldRevision: [Int]
    let newRevision: [Int]

    init(count: Int, sections: Int, random: inout SplitMix64) {
        let ids = Array(0..<count)
        // New ids get numbers after the old ones, so revisions can live in plain arrays.
        var next = count
        var items = ids
        items.removeAll { _ in random.chance(0.10) }
        for _ in 0..<(count / 100) {
            let moved = items.remove(at: random.next(upTo: items.count))
            items.insert(moved, at: random.next(upTo: items.count + 1))
        }
        for _ in 0..<(count / 10) {
            items.insert(next, at: random.next(upTo: items.count + 1))
            next += 1
        }
        let oldRevision = [Int](repeating: 0, count: next)
        var newRevision = oldRevision
        for id in 0..<count where random.chance(0.05) { newRevision[id] = 1 }
        self.oldIDs = Self.split(ids, into: sections)
        self.newIDs = Self.split(items, into: sections)
        self.oldFlat = ids
        self.newFlat = items
        self.old = Self.snapshot(oldIDs)
        self.new = Self.snapshot(newIDs)
        self.oldCopy = Self.snapshot(oldIDs)
        self.oldRevision = oldRevision
        self.newRevision = newRevision
    }

    /// Splits items into `count` sections of equal size (section ids 0..<count).
    static func split(_ items: [Int], into count: Int) -> [[Int]] {
        let size = (items.count + count - 1) / count
        return (0..<count).map { Array(items[min($0 * size, items.count)..<min(($0 + 1) * size, items.count)]) }
    }

    static func snapshot(_ sections: [[Int]]) -> ListSnapshot<Int, Int> {
        do {
            return try ListSnapshot(sections: sections.enumerated().map { (section: $0.offset, items: $0.element) })
        } catch {
            fatalError("benchmark data has a duplicate: \(error)")
        }
    }

    /// The floor: an identifier-to-index dictionary for both snapshots.
    func floor() {
        var oldIndex = [Int: Int](minimumCapacity: oldFlat.count)
        for (index, id) in oldFlat.enumerated() { oldIndex[id] = index }
        var newIndex = [Int: Int](minimumCapacity: newFlat.count)
        for (index, id) in newFlat.enumerated() { newIndex[id] = index }
        blackHole(oldIndex)
        blackHole(newIndex)
    }

    /// The full diff, with a content check per item.
    func diff() {
        blackHole(ListDiff(from: old, to: new) { oldRevision[$0] != newRevision[$0] })
    }

    /// What a list pays to show a new array of ids (a paged list's refresh): the new snapshot built from the
    /// array, then the full diff from the snapshot shown.
    func buildAndDiff() {
        let new = Self.snapshot(newIDs)
        blackHole(ListDiff(from: old, to: new) { oldRevision[$0] != newRevision[$0] })
    }

    /// A diff of the old snapshot against an equal copy built separately, with the same content check.
    func diffUnchanged() {
        blackHole(ListDiff(from: old, to: oldCopy) { oldRevision[$0] != oldRevision[$0] })
    }

    func summary() -> String {
        let diff = ListDiff(from: old, to: new) { oldRevision[$0] != newRevision[$0] }
        return "\(diff.itemDeletes.count) deletes, \(diff.itemInserts.count) inserts, "
            + "\(diff.itemMoves.count) moves, \(diff.itemReconfigures.count) reconfigures"
    }
}

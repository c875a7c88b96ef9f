import ResourceLoaderTestSupport
@testable import ResourceStore

/// Random sectioned lists and random edits of them, built on plain arrays and turned into snapshots.
struct RandomLists {
    typealias Snapshot = ListSnapshot<Int, Int>
    typealias Layout = [(section: Int, items: [Int])]

    var random: SplitMix64
    private var nextItem = 0
    private var nextSection = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// A fresh item identifier.
    mutating func newItem() -> Int {
        nextItem += 1
        return nextItem
    }

    /// A fresh section identifier (kept apart from item identifiers for readability of failures).
    mutating func newSection() -> Int {
        nextSection += 1
        return 1_000_000 + nextSection
    }

    /// A layout of `sectionCount` sections holding `itemCount` items spread at random.
    mutating func layout(sections sectionCount: Int, items itemCount: Int) -> Layout {
        var layout: Layout = (0..<sectionCount).map { _ in (newSection(), []) }
        for _ in 0..<itemCount {
            let section = Int.random(in: 0..<sectionCount, using: &random)
            layout[section].items.append(newItem())
        }
        return layout
    }

    /// Rates of each kind of edit, as fractions of the item count.
    struct EditRates {
        var delete = 0.1
        var insert = 0.1
        var moveWithin = 0.02
        var moveAcross = 0.01
        var sectionEdits = true
    }

    /// A random edit of `layout`: deletes, inserts, moves within and across sections and, when enabled,
    /// section deletes, inserts and moves.
    mutating func edit(_ layout: Layout, rates: EditRates = EditRates()) -> Layout {
        var result = layout
        let count = layout.reduce(0) { $0 + $1.items.count }
        // Deletes.
        for section in result.indices {
            result[section].items.removeAll { _ in Double.random(in: 0..<1, using: &random) < rates.delete }
        }
        // Moves within a section.
        for _ in 0..<Int((Double(count) * rates.moveWithin).rounded(.up)) {
            let section = Int.random(in: 0..<result.count, using: &random)
            guard result[section].items.count > 1 else { continue }
            let item = result[section].items.remove(at: Int.random(in: 0..<result[section].items.count, using: &random))
            result[section].items.insert(item, at: Int.random(in: 0...result[section].items.count, using: &random))
        }
        // Moves across sections.
        if result.count > 1 {
            for _ in 0..<Int((Double(count) * rates.moveAcross).rounded(.up)) {
                let from = Int.random(in: 0..<result.count, using: &random)
                let to = Int.random(in: 0..<result.count, using: &random)
                guard from != to, !result[from].items.isEmpty else { continue }
                let item = result[from].items.remove(at: Int.random(in: 0..<result[from].items.count, using: &random))
                result[to].items.insert(item, at: Int.random(in: 0...result[to].items.count, using: &random))
            }
        }
        // Section edits.
        if rates.sectionEdits {
            if result.count > 1 && Bool.random(using: &random) {
                result.remove(at: Int.random(in: 0..<result.count, using: &random))
            }
            if Bool.random(using: &random) {
                let items = (0..<Int.random(in: 0...5, using: &random)).map { _ in newItem() }
                result.insert((newSection(), items), at: Int.random(in: 0...result.count, using: &random))
            }
            if result.count > 1 && Bool.random(using: &random) {
                let moved = result.remove(at: Int.random(in: 0..<result.count, using: &random))
                result.insert(moved, at: Int.random(in: 0...result.count, using: &random))
            }
            if result.count > 2 && Int.random(in: 0..<4, using: &random) == 0 {
                result.swapAt(0, result.count - 1)
            }
        }
        // Inserts.
        for _ in 0..<Int((Double(count) * rates.insert).rounded(.up)) {
            guard !result.isEmpty else { break }
            let section = Int.random(in: 0..<result.count, using: &random)
            result[section].items.insert(newItem(), at: Int.random(in: 0...result[section].items.count, using: &random))
        }
        return result
    }

    /// A random subset of `items`, each picked with probability `rate`.
    mutating func sample(_ items: [Int], rate: Double) -> Set<Int> {
        Set(items.filter { _ in Double.random(in: 0..<1, using: &random) < rate })
    }
}

extension ListSnapshot where SectionID == Int, ItemID == Int {
    /// The layout as plain arrays, for comparisons in test failures.
    var layout: [[Int]] {
        sectionIdentifiers.map { [$0] + itemIdentifiers(inSection: $0) }
    }
}

/// The length of a longest strictly increasing subsequence, by the textbook O(n²) dynamic programme.
func longestIncreasingLengthByDynamicProgramming(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for index in values.indices {
        for earlier in 0..<index where values[earlier] < values[index] {
            best[index] = max(best[index], best[earlier] + 1)
        }
    }
    return best.max() ?? 0
}

/// The length of a longest strictly increasing subsequence, by the O(n log n) "smallest tail" method.
func longestIncreasingLength(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for value in values {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if tails[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return tails.count
}

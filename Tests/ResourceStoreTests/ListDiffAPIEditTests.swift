import ResourceLoaderTestSupport
import Testing

@testable import ResourceStore

@Suite("ListDiff over snapshots edited through the API")
struct ListDiffAPIEditTests {
    typealias Snapshot = ListSnapshot<Int, Int>

    /// Applies `count` random API edits: section inserts, deletes and moves (which reuse and reorder storage
    /// slots), item inserts, batch deletes and moves within and across sections.
    func edit(_ snapshot: inout Snapshot, count: Int, random: inout SplitMix64, next: inout Int) throws {
        for _ in 0..<count {
            let sections = snapshot.sectionIdentifiers
            let items = snapshot.itemIdentifiers
            switch Int.random(in: 0..<9, using: &random) {
            case 0 where sections.count > 1:
                try snapshot.deleteSections([sections.randomElement(using: &random)!])
            case 1:
                next += 1
                let section = 1_000_000 + next
                if let anchor = sections.randomElement(using: &random) {
                    if Bool.random(using: &random) {
                        try snapshot.insertSections([section], beforeSection: anchor)
                    } else {
                        try snapshot.insertSections([section], afterSection: anchor)
                    }
                } else {
                    try snapshot.appendSections([section])
                }
            case 2 where sections.count > 1:
                let moving = sections.randomElement(using: &random)!
                let anchor = sections.randomElement(using: &random)!
                if moving != anchor {
                    if Bool.random(using: &random) {
                        try snapshot.moveSection(moving, beforeSection: anchor)
                    } else {
                        try snapshot.moveSection(moving, afterSection: anchor)
                    }
                }
            case 3 where !items.isEmpty:
                let doomed = (0..<Int.random(in: 1...5, using: &random)).map { _ in items.randomElement(using: &random)!
                }
                try snapshot.deleteItems(Array(Set(doomed)))
            case 4...5 where !items.isEmpty:
                let moving = items.randomElement(using: &random)!
                let anchor = items.randomElement(using: &random)!
                if moving != anchor { try snapshot.moveItem(moving, beforeItem: anchor) }
            case 6 where !items.isEmpty:
                next += 1
                try snapshot.insertItems([next], afterItem: items.randomElement(using: &random)!)
            case 7...8 where !sections.isEmpty:
                next += 1
                try snapshot.appendItems([next], toSection: sections.randomElement(using: &random)!)
            default:
                break
            }
        }
    }

    @Test("API-edited snapshots keep their indexes right and diff correctly", arguments: 0..<60)
    func apiEdits(seed: UInt64) throws {
        var random = SplitMix64(seed: 40_000 + seed)
        var lists = RandomLists(seed: 50_000 + seed)
        var next = 10_000
        var old = try Snapshot(sections: lists.layout(sections: 4, items: 80))
        try edit(&old, count: 30, random: &random, next: &next)  // scramble the storage slots first
        var new = old
        try edit(&new, count: 40, random: &random, next: &next)

        // The edited snapshot answers like one built from scratch with the same layout.
        let rebuilt = try Snapshot(sections: new.sectionIdentifiers.map { ($0, new.itemIdentifiers(inSection: $0)) })
        #expect(rebuilt.hasSameLayout(as: new))
        for item in new.itemIdentifiers {
            #expect(new.indexPath(ofItem: item) == rebuilt.indexPath(ofItem: item), "seed \(seed)")
        }
        for section in new.sectionIdentifiers {
            #expect(new.indexOfSection(section) == rebuilt.indexOfSection(section), "seed \(seed)")
        }

        let diff = ListDiff(from: old, to: new)
        #expect(try diff.applying(to: old).layout == new.layout, "seed \(seed)")
        #expect(try ListDiff(from: new, to: old).applying(to: new).layout == old.layout, "seed \(seed)")
    }
}

import ResourceLoaderTestSupport
import Testing

@testable import ResourceStore

@Suite("ListDiff properties over random edits")
struct ListDiffPropertyTests {
    typealias Snapshot = ListSnapshot<Int, Int>

    /// Diffs a random edit and checks every property; returns the diff for extra checks.
    @discardableResult
    func check(seed: UInt64, sections: Int, items: Int, rates: RandomLists.EditRates = .init()) throws -> ListDiff<
        Int, Int
    > {
        var lists = RandomLists(seed: seed)
        let oldLayout = lists.layout(sections: sections, items: items)
        let newLayout = lists.edit(oldLayout, rates: rates)
        let old = try Snapshot(sections: oldLayout)
        var new = try Snapshot(sections: newLayout)
        let changed = lists.sample(new.itemIdentifiers, rate: 0.05)
        let reloaded = lists.sample(new.itemIdentifiers, rate: 0.01)
        try new.reloadItems(Array(reloaded))
        let diff = ListDiff(from: old, to: new) { changed.contains($0) }

        // 1. Replaying the diff on the old snapshot gives the new one.
        let replayed = try diff.applying(to: old)
        #expect(replayed.layout == new.layout, "seed \(seed)")

        // 2. Moves are minimal. A reloaded item that moves is reported as a delete plus an insert instead (a batch
        //    update refuses to move and reload one item), so such replacements count with the moves.
        let replaced = Set(diff.itemDeletes.map(\.id)).intersection(diff.itemInserts.map(\.id))
        #expect(replaced.isSubset(of: reloaded), "seed \(seed)")
        let replacedWithin = replaced.filter {
            old.sectionIdentifier(containingItem: $0) == new.sectionIdentifier(containingItem: $0)
        }.count
        let survivingSections = old.sectionIdentifiers.filter(new.contains(section:))
        let sectionOrder = survivingSections.map { new.indexOfSection($0)! }
        #expect(
            diff.sectionMoves.count == survivingSections.count - longestIncreasingLength(sectionOrder), "seed \(seed)")
        var expectedWithin = 0
        var expectedAcross = 0
        for section in new.sectionIdentifiers where old.contains(section: section) {
            let stayed = new.itemIdentifiers(inSection: section).filter {
                old.sectionIdentifier(containingItem: $0) == section
            }
            let oldOrder = stayed.map { old.indexOfItem($0)! }
            let lis = longestIncreasingLength(oldOrder)
            if oldOrder.count <= 400 {
                #expect(lis == longestIncreasingLengthByDynamicProgramming(oldOrder))
            }
            expectedWithin += stayed.count - lis
            expectedAcross +=
                new.itemIdentifiers(inSection: section).filter { item in
                    guard let from = old.sectionIdentifier(containingItem: item) else { return false }
                    return from != section && new.contains(section: from)
                }.count
        }
        let within = diff.itemMoves.filter {
            old.sectionIdentifier(at: $0.from.section) == new.sectionIdentifier(at: $0.to.section)
        }
        #expect(within.count + replacedWithin == expectedWithin, "seed \(seed)")
        #expect(
            diff.itemMoves.count - within.count + replaced.count - replacedWithin == expectedAcross, "seed \(seed)")

        // 3. Updates: exactly the changed and reloaded items that are neither inserted nor deleted (an item
        //    leaving a deleted section or entering an inserted one is a delete plus an insert), with both
        //    index paths right.
        let survivors = Set(
            new.itemIdentifiers.filter { item in
                guard let from = old.sectionIdentifier(containingItem: item) else { return false }
                return new.contains(section: from)
                    && old.contains(section: new.sectionIdentifier(containingItem: item)!)
            }
        )
        #expect(
            Set(diff.itemReloads.map(\.id)) == reloaded.intersection(survivors).subtracting(replaced), "seed \(seed)")
        #expect(Set(diff.itemReconfigures.map(\.id)) == changed.intersection(survivors).subtracting(reloaded))
        for update in diff.itemReconfigures + diff.itemReloads {
            #expect(old.itemIdentifier(at: update.from) == update.id)
            #expect(new.itemIdentifier(at: update.to) == update.id)
        }

        // 4. A table or collection view accepts the diff as one batch update.
        #expect(BatchUpdateReplay(diff, from: old, to: new).violations == [], "seed \(seed)")

        // 5. Lists are sorted as documented.
        #expect(diff.itemDeletes.map(\.indexPath) == diff.itemDeletes.map(\.indexPath).sorted())
        #expect(diff.itemInserts.map(\.indexPath) == diff.itemInserts.map(\.indexPath).sorted())
        #expect(diff.itemMoves.map(\.to) == diff.itemMoves.map(\.to).sorted())
        return diff
    }

    @Test("small random edits: replay, minimal moves, updates, batch rules", arguments: 0..<300)
    func small(seed: UInt64) throws {
        try check(seed: seed, sections: 1 + Int(seed % 5), items: Int(seed % 60))
    }

    @Test("medium random edits with heavy churn", arguments: 0..<40)
    func heavyChurn(seed: UInt64) throws {
        let rates = RandomLists.EditRates(delete: 0.4, insert: 0.4, moveWithin: 0.3, moveAcross: 0.2)
        try check(seed: 1_000 + seed, sections: 1 + Int(seed % 8), items: 500, rates: rates)
    }

    @Test("large random edits of 10,000 items", arguments: 0..<12)
    func large(seed: UInt64) throws {
        try check(seed: 5_000 + seed, sections: [1, 3, 20][Int(seed % 3)], items: 10_000)
    }

    @Test("random edits with reloaded sections replay exactly and obey the batch rules", arguments: 0..<300)
    func reloadedSections(seed: UInt64) throws {
        var lists = RandomLists(seed: 40_000 + seed)
        let oldLayout = lists.layout(sections: 2 + Int(seed % 6), items: Int(seed % 80))
        let newLayout = lists.edit(oldLayout)
        let old = try Snapshot(sections: oldLayout)
        var new = try Snapshot(sections: newLayout)
        let marked = lists.sample(new.sectionIdentifiers, rate: 0.4)
        try new.reloadSections(Array(marked))
        try new.reloadItems(Array(lists.sample(new.itemIdentifiers, rate: 0.1)))
        let changed = lists.sample(new.itemIdentifiers, rate: 0.1)
        let diff = ListDiff(from: old, to: new) { changed.contains($0) }

        #expect(try diff.applying(to: old).layout == new.layout, "seed \(seed)")
        #expect(BatchUpdateReplay(diff, from: old, to: new).violations == [], "seed \(seed)")
        // Every marked section that was there before is redrawn: reloaded in place, or deleted and inserted.
        let redrawn = Set(diff.sectionReloads.map(\.id)).union(
            Set(diff.sectionDeletes.map(\.id)).intersection(diff.sectionInserts.map(\.id)))
        #expect(redrawn == marked.filter(old.contains(section:)), "seed \(seed)")
    }

    @Test("no edit at all gives an empty diff", arguments: 0..<10)
    func unchanged(seed: UInt64) throws {
        var lists = RandomLists(seed: 9_000 + seed)
        let layout = lists.layout(sections: 3, items: 200)
        let diff = ListDiff(from: try Snapshot(sections: layout), to: try Snapshot(sections: layout))
        #expect(diff.isEmpty)
    }

    @Test("removed and inserted items agree with the standard library's CollectionDifference", arguments: 0..<200)
    func agreesWithCollectionDifference(seed: UInt64) throws {
        var lists = RandomLists(seed: 20_000 + seed)
        let rates = RandomLists.EditRates(delete: 0.2, insert: 0.2, moveWithin: 0.1, moveAcross: 0, sectionEdits: false)
        let oldLayout = lists.layout(sections: 1, items: Int(seed % 40))
        let newLayout = lists.edit(oldLayout, rates: rates)
        let oldItems = oldLayout[0].items
        let newItems = newLayout[0].items
        let diff = ListDiff(from: try Snapshot(sections: oldLayout), to: try Snapshot(sections: newLayout))

        let standard = newItems.difference(from: oldItems).inferringMoves()
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in standard {
            switch change {
            case .remove(_, let element, let associatedWith) where associatedWith == nil: removed.insert(element)
            case .insert(_, let element, let associatedWith) where associatedWith == nil: inserted.insert(element)
            default: break
            }
        }
        #expect(Set(diff.itemDeletes.map(\.id)) == removed, "seed \(seed)")
        #expect(Set(diff.itemInserts.map(\.id)) == inserted, "seed \(seed)")
        // Our moves never exceed the standard library's (which is not built to minimise them).
        let standardMoves = standard.filter {
            if case .insert(_, _, let associatedWith) = $0 { return associatedWith != nil }
            return false
        }.count
        #expect(diff.itemMoves.count <= standardMoves, "seed \(seed)")
    }
}

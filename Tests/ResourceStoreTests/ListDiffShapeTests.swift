import Testing

@testable import ResourceStore

@Suite("ListDiff on structured edits")
struct ListDiffShapeTests {
    typealias Snapshot = ListSnapshot<Int, Int>

    /// Named single-section edits that stress the matching walk: long runs, blocks, reversal, rotation.
    static let shapes: [(name: String, edit: @Sendable ([Int]) -> [Int])] = [
        ("reversed", { $0.reversed() }),
        ("rotated by 7", { Array($0[7...] + $0[..<7]) }),
        ("rotated by -7", { Array($0[($0.count - 7)...] + $0[..<($0.count - 7)]) }),
        ("12 inserted in the middle", { Array($0[..<50] + (1_000..<1_012) + $0[50...]) }),
        ("12 deleted in the middle", { Array($0[..<50] + $0[62...]) }),
        ("blocks swapped", { Array($0[60..<90] + $0[30..<60] + $0[..<30] + $0[90...]) }),
        ("every other item deleted", { $0.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) }),
        ("interleaved with new items", { $0.flatMap { [$0, $0 + 10_000] } }),
        ("first moved to the end", { Array($0[1...] + [$0[0]]) }),
        ("last moved to the front", { [$0[$0.count - 1]] + $0[..<($0.count - 1)] }),
        ("everything replaced", { $0.map { $0 + 50_000 } }),
        ("pairs swapped", { stride(from: 0, to: $0.count - 1, by: 2).flatMap { [$0 + 1, $0] }.map { $0 + 1 } }),
    ]

    @Test("replay gives the new list and moves are minimal", arguments: 0..<shapes.count)
    func shape(index: Int) throws {
        let (name, edit) = Self.shapes[index]
        let oldItems = Array(1...120)
        let newItems = edit(oldItems)
        let old = try Snapshot(sections: [(0, oldItems)])
        let new = try Snapshot(sections: [(0, newItems)])
        let diff = ListDiff(from: old, to: new)
        #expect(try diff.applying(to: old).layout == new.layout, "\(name)")
        let stayed = newItems.filter(old.contains(item:))
        let lis = longestIncreasingLengthByDynamicProgramming(stayed.map { old.indexOfItem($0)! })
        #expect(diff.itemMoves.count == stayed.count - lis, "\(name)")
        #expect(diff.itemDeletes.count == oldItems.count - stayed.count, "\(name)")
        #expect(diff.itemInserts.count == newItems.count - stayed.count, "\(name)")
    }
}

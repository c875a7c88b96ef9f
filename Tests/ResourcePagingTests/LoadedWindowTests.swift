import ResourceLoaderTestSupport
import ResourceStore
import Testing

@testable import ResourcePaging

@Suite("LoadedWindow: one contiguous run of pages, in order, each id once")
struct LoadedWindowTests {
    typealias Window = LoadedWindow<Row, Int>

    /// The page at offset `key` of a list of rows `1...100` in pages of 10.
    static func page(_ key: Int, ids: [Int]? = nil) -> Page<Row, Int> {
        let ids = ids ?? Array((key + 1)...(key + 10))
        return Page(
            key: key, items: ids.map { Row(id: $0, name: "Row \($0)") }, nextKey: key + 10 < 100 ? key + 10 : nil,
            previousKey: key > 0 ? key - 10 : nil)
    }

    @Test("pages added at either end keep consecutive positions and read back in order")
    func addsAtBothEnds() {
        var window = Window(duplicatePolicy: .keepFirst)
        _ = window.add(Self.page(50), beyond: .end)
        _ = window.add(Self.page(60), beyond: .end)
        _ = window.add(Self.page(40), beyond: .start)
        #expect(window.items.map(\.id) == Array(41...70))
        #expect(window.pages.map(\.position) == [-1, 0, 1])
        #expect(window.key(beyond: .end) == 70)
        #expect(window.key(beyond: .start) == 30)
        #expect(window.invariantViolations().isEmpty)
    }

    @Test("an item listed already is dropped; under replaceInPlace its content moves to the listed place")
    func duplicates() {
        var keepFirst = Window(duplicatePolicy: .keepFirst)
        _ = keepFirst.add(Self.page(0), beyond: .end)
        let addition = keepFirst.add(Self.page(10, ids: [10, 11, 12]), beyond: .end)
        #expect(addition.added == 2 && addition.duplicates == 1)
        #expect(keepFirst.items.map(\.id) == Array(1...12))
        var replacing = Window(duplicatePolicy: .replaceInPlace)
        _ = replacing.add(Self.page(0), beyond: .end)
        let newer = Page<Row, Int>(key: 10, items: [Row(id: 3, name: "new")], nextKey: nil, previousKey: 0)
        _ = replacing.add(newer, beyond: .end)
        #expect(replacing.items[2].name == "new")
        #expect(replacing.items.count == 10)
        #expect(keepFirst.invariantViolations().isEmpty && replacing.invariantViolations().isEmpty)
    }

    @Test("trimming drops the far end, and the trimmed page may be loaded again where it was")
    func trimAndReload() {
        var window = Window(duplicatePolicy: .keepFirst)
        for key in [0, 10, 20] { _ = window.add(Self.page(key), beyond: .end) }
        let trimmedStart = window.trim(toAtMost: 2, keeping: .end)
        #expect(trimmedStart)
        #expect(window.items.map(\.id) == Array(11...30))
        let back = window.add(Self.page(0), beyond: .start)
        #expect(back.repeatedPreviousKey == nil && back.added == 10)
        let trimmedEnd = window.trim(toAtMost: 2, keeping: .start)
        #expect(trimmedEnd)
        #expect(window.items.map(\.id) == Array(1...20))
        let forward = window.add(Self.page(20), beyond: .end)
        #expect(forward.repeatedNextKey == nil)
        #expect(window.invariantViolations().isEmpty)
    }

    @Test("a neighbour key loaded elsewhere in the generation is cut and reported, even after trimming")
    func repeatedKeys() {
        var window = Window(duplicatePolicy: .keepFirst)
        _ = window.add(Page(key: 0, items: [Row(id: 1, name: "a")], nextKey: 10, previousKey: nil), beyond: .end)
        _ = window.add(Page(key: 10, items: [Row(id: 2, name: "b")], nextKey: 20, previousKey: 0), beyond: .end)
        _ = window.trim(toAtMost: 1, keeping: .end)
        let cycle = window.add(Page(key: 20, items: [Row(id: 3, name: "c")], nextKey: 0, previousKey: 10), beyond: .end)
        #expect(cycle.repeatedNextKey == "0")
        #expect(window.key(beyond: .end) == nil)
        let same = Window.self
        var itself = same.init(duplicatePolicy: .keepFirst)
        let repeated = itself.add(Page(key: 5, items: [], nextKey: 5, previousKey: 5), beyond: .end)
        #expect(repeated.repeatedNextKey == "5" && repeated.repeatedPreviousKey == "5")
        #expect(window.invariantViolations().isEmpty && itself.invariantViolations().isEmpty)
    }

    @Test("removeAll forgets the generation's keys")
    func removeAllForgetsKeys() {
        var window = Window(duplicatePolicy: .keepFirst)
        _ = window.add(Self.page(0), beyond: .end)
        window.removeAll()
        #expect(window.isEmpty && window.items.isEmpty)
        let again = window.add(Page(key: 10, items: [], nextKey: 0, previousKey: nil), beyond: .end)
        #expect(again.repeatedNextKey == nil)
        #expect(window.invariantViolations().isEmpty)
    }

    @Test("removeAll forgets where each listed row was: the next generation's index holds its own rows alone")
    func removeAllForgetsLocations() {
        for policy in [DuplicatePolicy.replaceInPlace, .keepLast] {
            var window = Window(duplicatePolicy: policy)
            _ = window.add(Self.page(0), beyond: .end)
            window.removeAll()
            _ = window.add(Self.page(50), beyond: .end)
            #expect(window.items.map(\.id) == Array(51...60))
            #expect(window.invariantViolations().isEmpty, "\(policy)")
        }
    }
}

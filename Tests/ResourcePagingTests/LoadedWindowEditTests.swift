import ResourceLoaderTestSupport
import ResourceStore
import Testing

@testable import ResourcePaging

@Suite("LoadedWindow item edits: replace, remove and insert by id, ids unique under every duplicate policy")
struct LoadedWindowEditTests {
    typealias Window = LoadedWindow<Row, Int>

    static func window(_ policy: DuplicatePolicy) -> Window {
        var window = Window(duplicatePolicy: policy)
        for key in [0, 10] { _ = window.add(LoadedWindowTests.page(key), beyond: .end) }
        return window
    }

    @Test(
        "edits by id keep the window sound and its ids unique",
        arguments: [DuplicatePolicy.keepFirst, .replaceInPlace, .keepLast])
    func edits(policy: DuplicatePolicy) {
        var window = Self.window(policy)
        let changed1 = window.replace(Row(id: 12, name: "Twelve"))
        #expect(changed1)
        let changed2 = window.replace(Row(id: 99, name: "absent"))
        #expect(!changed2)
        let changed3 = window.remove(id: 3)
        #expect(changed3)
        let changed4 = window.remove(id: 3)
        #expect(!changed4)
        let changed5 = window.insert(Row(id: 50, name: "Fifty"), at: .after(11))
        #expect(changed5)
        let changed6 = window.insert(Row(id: 60, name: "Sixty"), at: .start)
        #expect(changed6)
        let changed7 = window.insert(Row(id: 70, name: "Seventy"), at: .end)
        #expect(changed7)
        let changed8 = window.insert(Row(id: 80, name: "Eighty"), at: .after(99))
        #expect(changed8)
        #expect(window.items.map(\.id) == [80, 60, 1, 2] + Array(4...11) + [50] + Array(12...20) + [70])
        #expect(window.items.first { $0.id == 12 }?.name == "Twelve")
        #expect(window.invariantViolations().isEmpty)
        // Edits after the shifts still find their rows (locations, when tracked, moved with them).
        let changed9 = window.replace(Row(id: 13, name: "Thirteen"))
        #expect(changed9)
        let changed10 = window.remove(id: 50)
        #expect(changed10)
        #expect(window.items.first { $0.id == 13 }?.name == "Thirteen")
        #expect(window.invariantViolations().isEmpty)
    }

    @Test("inserting a listed id follows the duplicate policy")
    func insertListedID() {
        var keepFirst = Self.window(.keepFirst)
        let changed11 = keepFirst.insert(Row(id: 5, name: "new"), at: .start)
        #expect(!changed11)
        #expect(keepFirst.items.map(\.id) == Array(1...20) && keepFirst.items[4].name == "Row 5")
        var replacing = Self.window(.replaceInPlace)
        let changed12 = replacing.insert(Row(id: 5, name: "new"), at: .start)
        #expect(changed12)
        #expect(replacing.items.map(\.id) == Array(1...20) && replacing.items[4].name == "new")
        var keepLast = Self.window(.keepLast)
        let changed13 = keepLast.insert(Row(id: 5, name: "new"), at: .start)
        #expect(changed13)
        #expect(keepLast.items.map(\.id) == [5, 1, 2, 3, 4] + Array(6...20) && keepLast.items[0].name == "new")
        for window in [keepFirst, replacing, keepLast] { #expect(window.invariantViolations().isEmpty) }
    }

    @Test("nothing is inserted into an empty window")
    func emptyWindow() {
        var window = Window(duplicatePolicy: .keepFirst)
        let changed14 = window.insert(Row(id: 1, name: "a"), at: .start)
        #expect(!changed14)
        #expect(window.items.isEmpty && window.invariantViolations().isEmpty)
    }
}

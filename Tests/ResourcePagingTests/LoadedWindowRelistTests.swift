import ResourceLoaderTestSupport
import ResourceStore
import Testing

@testable import ResourcePaging

/// ``LoadedWindow/relist(_:countingEdits:)``: a refresh's splice listed from the window it replaces, keeping the
/// pages it keeps unchanged (#24).
@Suite("LoadedWindow.relist: a splice's pages listed as anew, with the kept pages' serials")
struct LoadedWindowRelistTests {
    typealias Window = LoadedWindow<Row, Int>

    /// Pages `keys` of rows `1...100` in pages of 10, listed from an empty window, every page read.
    static func window(_ keys: [Int], policy: DuplicatePolicy = .keepFirst) -> Window {
        var window = Window(duplicatePolicy: policy)
        for key in keys { _ = window.add(LoadedWindowTests.page(key), beyond: .end) }
        return window
    }

    /// The page at `index` of `window` as a splice keeps it: its rows' storage is the window's.
    static func listedPage(at index: Int, of window: Window) -> Page<Row, Int> {
        var page = LoadedWindowTests.page(window.pages[index].key)
        page.items = window.items.items(ofPageAt: index)
        return page
    }

    @Test(
        "the kept pages keep their serials, the first ones are listed anew, and the window equals one listed from empty",
        arguments: [DuplicatePolicy.keepFirst, .keepLast, .replaceInPlace])
    func relistKeepsLaterPages(policy: DuplicatePolicy) {
        let old = Self.window([0, 10, 20, 30], policy: policy)
        // The fresh first page: row 1 gone, row 500 first; rows 11... kept as listed.
        let fresh = LoadedWindowTests.page(0, ids: [500] + Array(2...10))
        let spliced = [fresh] + (1...3).map { Self.listedPage(at: $0, of: old) }
        var relisted = old
        let relistedOK = relisted.relist(spliced, countingEdits: 0)
        #expect(relistedOK)
        #expect(relisted.invariantViolations().isEmpty)
        #expect(relisted.items.map(\.id) == [500] + Array(2...40))
        let changes = relisted.items.edgeChanges(from: old.items)
        #expect(changes == EdgeChanges(removedAtStart: 1, removedAtEnd: 0, addedAtStart: 1, addedAtEnd: 0))
        #expect(relisted.pages.allSatisfy { !$0.isRead })
        var listed = Self.window([], policy: policy)
        for page in spliced { _ = listed.add(page, beyond: .end) }
        #expect(relisted.pages.map(\.key) == listed.pages.map(\.key))
        #expect(relisted.pages.map(\.nextKey) == listed.pages.map(\.nextKey))
        #expect(relisted.itemsBefore == listed.itemsBefore && relisted.statedTotal == listed.statedTotal)
    }

    @Test(
        "it refuses when no page is kept as listed (even one with the same ids and a newer value), when a key repeats, or when an id would be listed twice"
    )
    func relistRefuses() {
        let old = Self.window([0, 10, 20])
        var newerValue = old
        var renamed = Self.listedPage(at: 2, of: old)
        renamed.items[4] = Row(id: 25, name: "Changed")
        let valueChanged = newerValue.relist(
            [LoadedWindowTests.page(0), Self.listedPage(at: 1, of: old), renamed], countingEdits: 0)
        #expect(!valueChanged)
        var changedLast = old
        let lastChanged = changedLast.relist(
            [LoadedWindowTests.page(0), LoadedWindowTests.page(10, ids: [11, 12])], countingEdits: 0)
        #expect(!lastChanged)
        var repeatedKey = old
        var looping = LoadedWindowTests.page(0)
        looping.nextKey = 0
        let keyRepeated = repeatedKey.relist(
            [looping, Self.listedPage(at: 1, of: old), Self.listedPage(at: 2, of: old)], countingEdits: 0)
        #expect(!keyRepeated)
        var twice = old
        // Row 25 in the fresh page and in a kept page: listing anew drops one copy, which relisting cannot match.
        let fresh = LoadedWindowTests.page(0, ids: Array(1...9) + [25])
        let listedTwice = twice.relist(
            [fresh, Self.listedPage(at: 1, of: old), Self.listedPage(at: 2, of: old)], countingEdits: 0)
        #expect(!listedTwice)
    }

    @Test(
        "kept pages named again by position keep their serials and take their new keys, as a window listed from empty would",
        arguments: [DuplicatePolicy.keepFirst, .keepLast, .replaceInPlace])
    func relistTakesNewKeys(policy: DuplicatePolicy) {
        let old = Self.window([0, 10, 20, 30], policy: policy)
        // Two rows inserted at the head: the kept pages start two positions later.
        let fresh = LoadedWindowTests.page(0, ids: [500, 501] + Array(1...10))
        var spliced = [fresh] + (1...3).map { Self.listedPage(at: $0, of: old) }
        for index in 1...3 {
            spliced[index].key = index * 10 + 2
            spliced[index].previousKey = spliced[index - 1].key
            spliced[index - 1].nextKey = spliced[index].key
        }
        spliced[3].nextKey = 42
        var relisted = old
        let relistedOK = relisted.relist(spliced, countingEdits: 0)
        #expect(relistedOK)
        #expect(relisted.invariantViolations().isEmpty)
        #expect(relisted.pages.map(\.key) == [0, 12, 22, 32])
        #expect(relisted.key(beyond: .end) == 42)
        let changes = relisted.items.edgeChanges(from: old.items)
        #expect(changes == EdgeChanges(removedAtStart: 1, removedAtEnd: 0, addedAtStart: 1, addedAtEnd: 0))
        var listed = Self.window([], policy: policy)
        for page in spliced { _ = listed.add(page, beyond: .end) }
        #expect(
            Array(relisted.pages)
                == listed.pages.map { record in
                    var record = record
                    record.isRead = false
                    return record
                })
    }

    @Test(
        "joining the last pages into the page before them keeps every row and its place, drops their keys, and counts the page's own rows as read",
        arguments: [DuplicatePolicy.keepFirst, .keepLast, .replaceInPlace])
    func joinPagesKeepsRowsAndReadRows(policy: DuplicatePolicy) {
        var window = Self.window([0, 10, 20, 30], policy: policy)
        window.setRead(false, pageAt: 2)
        window.setRead(false, pageAt: 3)
        let before = window.items
        window.joinPages(from: 2)
        #expect(window.invariantViolations().isEmpty)
        #expect(window.pages.map(\.key) == [0, 10])
        #expect(window.key(beyond: .end) == 40)
        #expect(window.items.map(\.id) == Array(1...40))
        #expect(window.partlyReadPages.byIndex == [1: 10])
        #expect(window.pageIndex(ofID: 35) == 1)
        let changes = window.items.edgeChanges(from: before)
        #expect(changes == EdgeChanges(removedAtStart: 0, removedAtEnd: 3, addedAtStart: 0, addedAtEnd: 1))
        // A page can be added after it under a key the joined pages had.
        let addition = window.add(LoadedWindowTests.page(20, ids: Array(41...50)), beyond: .end)
        #expect(addition.repeatedNextKey == nil && addition.added == 10)
        #expect(window.invariantViolations().isEmpty)
    }
}

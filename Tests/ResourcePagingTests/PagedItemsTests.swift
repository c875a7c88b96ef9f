import Testing

@testable import ResourcePaging

@Suite("PagedItems: pages kept in chunks read as one list")
struct PagedItemsTests {
    /// A small deterministic generator, so a failing seed can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test(
        "random appends, prepends, removals and replacements read back exactly as the pages in order",
        arguments: 0..<40
    )
    func matchesPlainPages(seed: UInt64) {
        var random = Generator(state: seed)
        var items = PagedItems<Int>()
        var model: [[Int]] = []
        var next = 0
        func makePage() -> [Int] {
            let size = random.next(6)  // empty pages included
            defer { next += size }
            return Array(next..<next + size)
        }
        for _ in 0..<400 {
            switch random.next(10) {
            case 0..<5:
                let page = makePage()
                items.append(page)
                model.append(page)
            case 5..<7:
                let page = makePage()
                items.prepend(page)
                model.insert(page, at: 0)
            case 7 where !model.isEmpty:
                #expect(items.removeFirstPage() == model.removeFirst())
            case 8 where !model.isEmpty:
                #expect(items.removeLastPage() == model.removeLast())
            case 9 where model.contains { !$0.isEmpty }:
                let pages = model.indices.filter { !model[$0].isEmpty }
                let page = pages[random.next(pages.count)]
                let offset = random.next(model[page].count)
                items.replace(pageAt: page, itemAt: offset, with: -next)
                model[page][offset] = -next
            default:
                break
            }
        }
        let flat = model.flatMap { $0 }
        #expect(items.count == flat.count, "seed \(seed)")
        #expect(items.pageCount == model.count, "seed \(seed)")
        #expect(Array(items) == flat, "seed \(seed): iteration")
        #expect(items.indices.map { items[$0] } == flat, "seed \(seed): subscript")
    }

    @Test("a copy keeps its items while the original grows past a chunk")
    func copiesAreIndependent() {
        var items = PagedItems<Int>()
        for page in 0..<100 { items.append([page]) }
        let copy = items
        for page in 100..<200 { items.append([page]) }
        _ = items.removeFirstPage()
        #expect(Array(copy) == Array(0..<100))
        #expect(Array(items) == Array(1..<200))
    }

    @Test(
        "an earlier list, seen again after its last pages were joined into one, does not come from the later by its ends"
    )
    func earlierListDoesNotComeFromALaterOneWhosePagesWereJoined() {
        // Given a list of three pages, kept as it was (rows frozen on screen), and the same list after its last two
        // pages were joined into one (taken off the end, appended again as one page)
        var later = PagedItems<Int>()
        later.append(Array(1...10))
        later.append([11])
        later.append(Array(12...19))
        let earlier = later
        let last = later.removeLastPage()
        let joined = later.removeLastPage() + last
        later.append(joined)

        // When each is compared with the other by its ends
        let forward = later.edgeChanges(from: earlier)
        let backward = earlier.edgeChanges(from: later)

        // Then the later comes from the earlier by its end (two pages out, one in); the earlier from the later not
        #expect(forward == EdgeChanges(removedAtStart: 0, removedAtEnd: 2, addedAtStart: 0, addedAtEnd: 1))
        #expect(backward == nil)
    }

    @Test(
        "the pages from an index on are the pages the whole list has from there, across chunks",
        arguments: [
            0, 1, 63, 64, 65, 128, 149, 150,
        ])
    func pagesFromAnIndexOn(start: Int) {
        var items = PagedItems<Int>()
        for page in 0..<150 { items.append(page % 7 == 0 ? [] : Array((page * 3)..<(page * 3 + page % 4))) }

        #expect(items.pageItems(from: start) == Array(items.pageItems[start...]))
    }
}

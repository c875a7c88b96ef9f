import ResourceLoaderTestSupport
import Testing

@testable import ResourcePaging

/// The boundary's look-up that stops at the last listed fresh row, given the listed ids (#24), against the one that
/// reads every listed row: the same boundary, so the same pages.
@Suite("RefreshSplice: the look-up bounded by the listed ids chooses the boundary the full look-up chooses")
struct RefreshSpliceBoundaryTests {
    /// Listed pages of 10 rows (ids 1...), keys by position.
    static func listed(pages: Int) -> [Page<Row, Int>] {
        (0..<pages).map { index in
            let start = index * 10
            return Page(
                key: start, items: (start + 1...start + 10).map { Row(id: $0, name: "Row \($0)") },
                nextKey: start + 10, previousKey: index == 0 ? nil : start - 10)
        }
    }

    /// A fresh first page drawn by `random` from what a server may do to `listed`: rows deleted, rows inserted,
    /// listed rows from further down moved up into it, values changed.
    static func fresh(of listed: [Page<Row, Int>], _ random: inout SplitMix64) -> Page<Row, Int> {
        var rows = listed.flatMap(\.items)
        for _ in 0..<random.next(upTo: 6) where !rows.isEmpty {
            rows.remove(at: random.next(upTo: min(rows.count, 15)))
        }
        for id in 1_000..<(1_000 + random.next(upTo: 4)) {
            rows.insert(Row(id: id, name: "New \(id)"), at: random.next(upTo: min(rows.count, 10) + 1))
        }
        for _ in 0..<random.next(upTo: 3) where rows.count > 12 {
            rows.insert(rows.remove(at: 10 + random.next(upTo: rows.count - 10)), at: random.next(upTo: 10))
        }
        if random.chance(0.3), !rows.isEmpty { rows[random.next(upTo: min(rows.count, 10))].name = "Changed" }
        if random.chance(0.1) { rows = (2_000..<2_010).map { Row(id: $0, name: "Other \($0)") } }
        return Page(key: 0, items: Array(rows.prefix(10)), nextKey: 10, previousKey: nil)
    }

    @Test("500 random refreshes and page re-reads: the same pages with the bounded look-up as with the full one")
    func boundedLookUpMatchesFullLookUp() {
        var random = SplitMix64(seed: 24)
        for _ in 0..<500 {
            let listed = Self.listed(pages: 1 + random.next(upTo: 6))
            let fresh = Self.fresh(of: listed, &random)
            let listedIDs = Set(listed.flatMap(\.items).map(\.id))
            let full = RefreshSplice.pages(fresh: [fresh], listed: listed)
            let bounded = RefreshSplice.pages(fresh: [fresh], listed: listed, isListed: listedIDs.contains)
            #expect(full == bounded)
            let freshIDs = Set(fresh.items.map(\.id))
            let fullBoundary = RefreshSplice.boundaryAndLaterPagesListingFresh(of: freshIDs, in: listed)
            let boundedBoundary = RefreshSplice.boundaryAndLaterPagesListingFresh(
                of: freshIDs, in: listed, isListed: listedIDs.contains)
            #expect(fullBoundary?.boundary.page == boundedBoundary?.boundary.page)
            #expect(fullBoundary?.boundary.offset == boundedBoundary?.boundary.offset)
            #expect(fullBoundary?.pagesListingFresh == boundedBoundary?.pagesListingFresh)
            let reread = RevalidationSplice.pages(
                fresh: fresh, freshCount: fresh.items.count, listed: listed, addressing: nil)
            let rereadBounded = RevalidationSplice.pages(
                fresh: fresh, freshCount: fresh.items.count, listed: listed, addressing: nil,
                isListed: listedIDs.contains)
            #expect(reread == rereadBounded)
        }
    }

    @Test("500 random refreshes whose fresh rows are often the listed head: the ids compared first give the same pages")
    func listedHeadPathMatchesTheHashedPath() {
        var random = SplitMix64(seed: 37)
        let addressing = PageAddressing(OffsetPaging(limit: 10))
        var headCases = 0
        for _ in 0..<500 {
            let listed = Self.listed(pages: 1 + random.next(upTo: 6))
            var rows = listed.flatMap(\.items)
            // Most refetches find the head as it was: some or every row changed in value, never in place.
            switch random.next(upTo: 4) {
            case 0: break
            case 1: rows[random.next(upTo: rows.count)].name = "Changed"
            case 2: for index in rows.indices { rows[index].name += " v2" }
            default: rows = [Self.fresh(of: listed, &random).items, Array(rows.dropFirst(10))].flatMap { $0 }
            }
            let freshRows = rows.prefix(10 * (1 + random.next(upTo: listed.count)))
            let fresh = stride(from: 0, to: freshRows.count, by: 10).map { start in
                Page(
                    key: start, items: Array(freshRows.dropFirst(start).prefix(10)),
                    nextKey: start + 10, previousKey: start == 0 ? nil : start - 10,
                    totalCount: random.chance(0.5) ? 99 : nil)
            }
            if fresh.flatMap(\.items).map(\.id) == listed.flatMap(\.items).prefix(freshRows.count).map(\.id) {
                headCases += 1
            }
            for addressing in [nil, addressing] {
                let compared = RefreshSplice.pages(fresh: fresh, listed: listed, addressing: addressing)
                let hashed = RefreshSplice.pages(
                    fresh: fresh, listed: listed, addressing: addressing, comparingIDsFirst: false)
                #expect(compared == hashed)
            }
        }
        #expect(headCases > 300, "most cases take the listed head's path: \(headCases)")
    }

    @Test("the listed head's path finds the last fresh row's place, across pages, and only when the head is listed")
    func listedHeadBoundary() {
        let listed = Self.listed(pages: 3)
        let head = listed[0].items + listed[1].items.prefix(4)
        let fresh = [
            Page(key: 0, items: Array(head.prefix(8)), nextKey: 8, previousKey: nil),
            Page(key: 8, items: Array(head.dropFirst(8)), nextKey: 14, previousKey: 0),
        ]
        let found = RefreshSplice.boundaryOfListedPrefix(fresh, in: listed)
        #expect(found?.page == 1 && found?.offset == 3, "row 14, the fourth of the second page")
        let whole = RefreshSplice.boundaryOfListedPrefix(
            [Page(key: 0, items: listed.flatMap(\.items), nextKey: nil, previousKey: nil)], in: listed)
        #expect(whole?.page == 2 && whole?.offset == 9, "every listed row: the last one")

        var moved = head
        moved.swapAt(2, 3)
        let longer = listed.flatMap(\.items) + [Row(id: 999, name: "New")]
        #expect(
            RefreshSplice.boundaryOfListedPrefix(
                [Page(key: 0, items: moved, nextKey: nil, previousKey: nil)], in: listed) == nil)
        #expect(
            RefreshSplice.boundaryOfListedPrefix(
                [Page(key: 0, items: longer, nextKey: nil, previousKey: nil)], in: listed) == nil)
        #expect(RefreshSplice.boundaryOfListedPrefix([Page<Row, Int>](), in: listed) == nil)
        #expect(RefreshSplice.boundaryOfListedPrefix(fresh, in: []) == nil)
    }
}

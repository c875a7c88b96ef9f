import ResourceLoaderUI
import Testing

/// A snapshot of one section per element of `sections`, each listing its ids.
private func snapshot(_ sections: [[String]]) throws -> ListSnapshot<Int, String> {
    try ListSnapshot(sections: sections.enumerated().map { (section: $0.offset, items: $0.element) })
}

@Suite("Scroll placement")
struct ScrollPlacementTests {
    let heights = RowHeights<String>(estimated: 50)
    let tall = ScrollBounds(contentLength: 10_000, visibleLength: 500)

    @Test("rows inserted above the row push the visible top down by their height, so the row stays in place")
    func insertAboveKeepsRow() throws {
        let old = try snapshot([["c", "d", "e"]])
        let new = try snapshot([["a", "b", "c", "d", "e"]])
        let placement = ScrollPlacement(row: "d", offset: 10)
        // "d" was at 50, shown 10 below the top (visible top 40); two rows of 50 above it move it to 150.
        #expect(placement.visibleTop(from: old, to: new, heights: heights, visibleLength: 100) == 140)
    }

    @Test("rows deleted above the row pull the visible top up by their height")
    func deleteAboveKeepsRow() throws {
        let old = try snapshot([["a", "b", "c", "d"]])
        let new = try snapshot([["c", "d"]])
        let placement = ScrollPlacement(row: "d", offset: 0)
        #expect(placement.visibleTop(from: old, to: new, heights: heights, visibleLength: 50) == 50)
    }

    @Test("rows inserted below the row leave the visible top where it was")
    func insertBelowLeavesTop() throws {
        let old = try snapshot([["a", "b", "c"]])
        let new = try snapshot([["a", "b", "c", "x", "y"]])
        let placement = ScrollPlacement(row: "b", offset: -20)
        #expect(placement.visibleTop(from: old, to: new, heights: heights, visibleLength: 100) == 70)
    }

    @Test("a removed row hands its place to the following row, which slides into it")
    func removedRowKeepsFollowingNeighbour() throws {
        let old = try snapshot([["a", "b", "c", "d"]])
        let new = try snapshot([["z", "a", "c", "d"]])
        let placement = ScrollPlacement(row: "b", offset: 5)
        #expect(placement.keptRow(from: old, to: new) == "c")
        // "c" was 50 below "b", so 55 below the top; it is now at 100 (under "z" and "a").
        #expect(placement.visibleTop(from: old, to: new, heights: heights, visibleLength: 100) == 45)
    }

    @Test("a removed last row hands its place to the nearest row before it")
    func removedLastRowKeepsPrecedingNeighbour() throws {
        let old = try snapshot([["a", "b", "c", "d"]])
        let new = try snapshot([["a", "b"]])
        #expect(ScrollPlacement(row: "d", offset: 0).keptRow(from: old, to: new) == "b")
    }

    @Test("the nearest surviving row is searched outward, one step at a time, the following one first")
    func nearestSurvivorSearchesOutward() {
        let rows = ["a", "b", "c", "d", "e", "f"]
        let placement = ScrollPlacement(row: "c", offset: 0)
        #expect(placement.keptRow(among: rows, isListed: { $0 == "a" || $0 == "f" }) == "a")
        #expect(placement.keptRow(among: rows, isListed: { $0 == "b" || $0 == "d" }) == "d")
        #expect(placement.keptRow(among: rows, isListed: { _ in false }) == nil)
        #expect(ScrollPlacement(row: "x", offset: 0).keptRow(among: rows, isListed: { _ in true }) == nil)
    }

    @Test("a row no longer listed, with no neighbour left, keeps no place")
    func everythingRemovedKeepsNothing() throws {
        let old = try snapshot([["a", "b"]])
        let new = try snapshot([["x"]])
        #expect(
            ScrollPlacement(row: "a", offset: 0).visibleTop(from: old, to: new, heights: heights, visibleLength: 0)
                == nil)
    }

    @Test("sections above the row add their rows, headers and footers; a section inserted above moves the row")
    func sectionsAboveCount() throws {
        let withSections = RowHeights<String>(estimated: 50, sectionHeader: 30, sectionFooter: 10)
        let old = try snapshot([["a", "b"], ["c", "d"]])
        let new = try snapshot([["n"], ["a", "b"], ["c", "d"]])
        // "d": section 0 (30 + 100 + 10), header 30, "c" 50 → 220; a new section of one row adds 90.
        #expect(withSections.top(of: "d", in: old) == 220)
        #expect(withSections.top(of: "d", in: new) == 310)
        #expect(withSections.contentLength(of: new) == 3 * 40 + 5 * 50)
        let placement = ScrollPlacement(row: "d", offset: 0)
        #expect(placement.visibleTop(from: old, to: new, heights: withSections, visibleLength: 10) == 310)
    }

    @Test("a row moved to another section keeps its place in the new layout")
    func rowMovedAcrossSections() throws {
        let old = try snapshot([["a", "b"], ["c"]])
        let new = try snapshot([["a"], ["b", "c"]])
        let withHeaders = RowHeights<String>(estimated: 50, sectionHeader: 20)
        // "b" was at 20 + 50; now after section 0 (20 + 50) and its own header 20.
        #expect(withHeaders.top(of: "b", in: new) == 90)
        #expect(
            ScrollPlacement(row: "b", offset: 0).visibleTop(from: old, to: new, heights: withHeaders, visibleLength: 10)
                == 90)
    }

    @Test("measured heights are used where known, the estimate elsewhere")
    func knownAndEstimatedHeights() throws {
        let mixed = RowHeights<String>(known: ["a": 120, "c": 10], estimated: 44)
        let new = try snapshot([["a", "b", "c", "d"]])
        #expect(mixed.top(of: "d", in: new) == 174.0, "120 + 44 + 10")
        #expect(mixed.height(of: "zz") == 44)
        #expect(mixed.top(of: "zz", in: new) == nil)
        let old = try snapshot([["c", "d"]])
        #expect(
            ScrollPlacement(row: "d", offset: 0).visibleTop(from: old, to: new, heights: mixed, visibleLength: 10)
                == 174)
    }

    @Test("near the ends the visible top stays within the content")
    func visibleTopIsClamped() {
        let bounds = ScrollBounds(contentLength: 1_000, visibleLength: 400)
        #expect(ScrollPlacement(row: "a", offset: 30).visibleTop(forRowTop: 10, in: bounds) == 0)
        #expect(ScrollPlacement(row: "a", offset: 0).visibleTop(forRowTop: 900, in: bounds) == 600)
        #expect(ScrollPlacement(row: "a", offset: 10).visibleTop(forRowTop: 300, in: bounds) == 290)
        #expect(ScrollBounds(contentLength: 100, visibleLength: 400).clamp(50) == 0)
    }

    @Test("following a row that moved scrolls by as much, from wherever the reader scrolled to, within the bounds")
    func followingAMovedRow() {
        let bounds = ScrollBounds(contentLength: 1_000, visibleLength: 400)
        #expect(bounds.visibleTop(120, followingRowMovedBy: 200) == 320)
        #expect(bounds.visibleTop(120, followingRowMovedBy: -50) == 70)
        #expect(bounds.visibleTop(120, followingRowMovedBy: 0) == 120)
        #expect(bounds.visibleTop(500, followingRowMovedBy: 300) == 600)
        #expect(bounds.visibleTop(20, followingRowMovedBy: -50) == 0)
    }

    @Test("the topmost row at least partly visible is the anchor; rows wholly above the visible top are not")
    func topmostVisibleRow() {
        let rows = [
            VisibleRow(id: "c", top: 100, bottom: 150),
            VisibleRow(id: "a", top: 0, bottom: 50),
            VisibleRow(id: "b", top: 50, bottom: 100),
        ]
        #expect(ScrollPlacement.topmostVisible(rows, visibleTop: 60) == ScrollPlacement(row: "b", offset: -10))
        #expect(ScrollPlacement.topmostVisible(rows, visibleTop: 50) == ScrollPlacement(row: "b", offset: 0))
        #expect(ScrollPlacement.topmostVisible(rows, visibleTop: -20) == ScrollPlacement(row: "a", offset: 20))
        #expect(ScrollPlacement.topmostVisible(rows, visibleTop: 150) == nil)
        #expect(ScrollPlacement<String>.topmostVisible([], visibleTop: 0) == nil)
    }
}

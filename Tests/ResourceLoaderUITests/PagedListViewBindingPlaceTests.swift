import Foundation
import ResourceLoaderTestSupport
import ResourceLoaderUI
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@MainActor
@Suite("List view binding: the reader's place")
struct PagedListViewBindingPlaceTests {
    /// What an adapter would have decided in each `onApply`, given the rows `onScreen` says are visible then.
    final class Recorder {
        var placements: [ScrollPlacement<Int>?] = []
        var moves: [Bool] = []
    }

    func makeBinding(
        count: Int, anchor: Int? = nil, onScreen: @escaping () -> ([VisibleRow<Int>], Double)
    ) -> (PagedListViewBinding<OffsetRows, SingleSection>, Recorder) {
        let list = PagedList(
            resource: OffsetRows(), service: NetworkResourceService.inMemory(InMemoryListAPI(count: count)))
        list.setAnchor(anchor)
        let binding = PagedListViewBinding(list: list)
        let recorder = Recorder()
        binding.onApply = { [weak binding] _ in
            guard let binding else { return }
            let (rows, top) = onScreen()
            let placement = binding.placeToKeep(visibleRows: rows, visibleTop: top)
            recorder.placements.append(placement)
            if let placement {
                recorder.moves.append(binding.moves(placement, from: ListIndexPath(item: 0, section: 0)))
            }
        }
        list.onUpdate = { [list] in binding.receive($0, items: list.item(withID:)) }
        return (binding, recorder)
    }

    /// Rows `ids`, 50 high, the first at `top`.
    static func rows(_ ids: ClosedRange<Int>, from top: Double) -> [VisibleRow<Int>] {
        ids.enumerated().map {
            VisibleRow(id: $0.element, top: top + 50 * Double($0.offset), bottom: top + 50 * Double($0.offset + 1))
        }
    }

    @Test("a list that starts with an anchor (restored, or set before start) opens with that row at the top")
    func restoredListOpensAtAnchor() async {
        let (binding, recorder) = makeBinding(count: 15, anchor: 4) { ([], 0) }
        await binding.list.start()
        #expect(recorder.placements.compactMap { $0 } == [ScrollPlacement(row: 4, offset: 0)])
    }

    @Test("until a view has shown the opening row (one with no size yet cannot), later updates open at it again")
    func openingWaitsUntilShown() async {
        var onScreen: ([VisibleRow<Int>], Double) = ([], 0)
        let (binding, recorder) = makeBinding(count: 25, anchor: 4) { onScreen }
        await binding.list.start()
        onScreen = (Self.rows(1...6, from: 0), 0)
        await binding.list.loadNextPage()
        #expect(recorder.placements.last == ScrollPlacement(row: 4, offset: 0), "not shown yet: still the opening")
        #expect(binding.isOpening(ScrollPlacement(row: 4, offset: 0)))
        binding.didKeep(ScrollPlacement(row: 4, offset: 0))
        #expect(!binding.isOpening(ScrollPlacement(row: 4, offset: 0)))
        binding.list.setAnchor(nil)
        await binding.list.loadNextPage()
        #expect(recorder.placements.last == ScrollPlacement(row: 1, offset: 0), "shown: the topmost visible row")
    }

    @Test("scrolling before the opening row was shown gives up the opening")
    func scrollingGivesUpTheOpening() async {
        var onScreen: ([VisibleRow<Int>], Double) = ([], 0)
        let (binding, recorder) = makeBinding(count: 25, anchor: 4) { onScreen }
        await binding.list.start()
        onScreen = (Self.rows(1...6, from: 0), 120)
        binding.scrollingDidStop(visibleRows: onScreen.0, visibleTop: onScreen.1)
        await binding.list.loadNextPage()
        #expect(recorder.placements.last == ScrollPlacement(row: 3, offset: -20))
    }

    @Test("a list with no anchor opens at its first row: no place to keep on the first rows")
    func firstRowsWithoutAnchorKeepNothing() async {
        let (binding, recorder) = makeBinding(count: 15) { ([], 0) }
        await binding.list.start()
        #expect(recorder.placements.allSatisfy { $0 == nil })
    }

    @Test("later updates keep the anchor where it is on screen, or the topmost visible row when it is off screen")
    func laterUpdatesKeepAnchorOrTopmost() async {
        var onScreen: ([VisibleRow<Int>], Double) = ([], 0)
        let (binding, recorder) = makeBinding(count: 25) { onScreen }
        await binding.list.start()
        onScreen = (Self.rows(3...8, from: 150), 170)
        binding.list.setAnchor(5)
        await binding.list.loadNextPage()
        #expect(recorder.placements.last == ScrollPlacement(row: 5, offset: 80))
        #expect(recorder.moves.last == true, "row 5 was not at [0, 0] before")
        binding.list.setAnchor(0)
        await binding.list.loadNextPage()
        #expect(recorder.placements.last == ScrollPlacement(row: 3, offset: -20), "row 3 is partly visible")
    }

    @Test("outside an apply there is no place to keep")
    func noPlaceOutsideApply() async {
        let (binding, _) = makeBinding(count: 15) { ([], 0) }
        await binding.list.start()
        #expect(binding.placeToKeep(visibleRows: Self.rows(0...3, from: 0), visibleTop: 0) == nil)
        #expect(!binding.moves(ScrollPlacement(row: 0, offset: 0), from: nil))
    }

    @Test("when scrolling stops, the topmost visible listed row becomes the list's anchor")
    func scrollingStopSetsAnchor() async {
        let (binding, _) = makeBinding(count: 15) { ([], 0) }
        await binding.list.start()
        let placement = binding.scrollingDidStop(visibleRows: Self.rows(2...6, from: 100), visibleTop: 160)
        #expect(placement == ScrollPlacement(row: 3, offset: -10))
        #expect(binding.list.anchor == 3)
        let unlisted = [VisibleRow(id: 99, top: 0, bottom: 400)]
        #expect(binding.scrollingDidStop(visibleRows: unlisted, visibleTop: 0) == nil)
        #expect(binding.list.anchor == 3, "a row the list does not show is never the anchor")
    }
}

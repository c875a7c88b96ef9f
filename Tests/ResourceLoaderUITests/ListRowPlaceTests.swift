import Testing

@testable import ResourceLoaderUI

@Suite("The reader's place in a SwiftUI List (#33 defect 8)")
@MainActor
struct ListRowPlaceTests {
    /// A place whose list shows `rows`, with `visible` on screen.
    func place(showing rows: [Int], visible: [Int]) -> ListRowPlace<Int> {
        let place = ListRowPlace<Int>()
        place.rowsChanged(to: rows, anchor: nil)
        for row in visible { place.rowAppeared(row) }
        return place
    }

    @Test("a previous page arriving above the reader's top row scrolls that row back to the top")
    func previousPageKeepsTheTopRow() {
        let place = place(showing: Array(20..<40), visible: [24, 25, 26, 27])
        let target = place.rowsChanged(to: Array(0..<40), anchor: nil)
        #expect(target == 24)
        #expect(place.request.row == 24)
    }

    @Test("a refresh inserting rows at the head while the reader is at the first row keeps that row")
    func refreshAtTheHeadKeepsTheFirstRow() {
        let place = place(showing: Array(10..<30), visible: [10, 11, 12])
        #expect(place.rowsChanged(to: Array(7..<30), anchor: nil) == 10)
    }

    @Test("rows removed above the reader's top row scroll it back too")
    func removalAboveKeepsTheTopRow() {
        let place = place(showing: Array(0..<30), visible: [12, 13, 14])
        #expect(place.rowsChanged(to: Array(5..<30), anchor: nil) == 12)
    }

    @Test("rows arriving below the screen (the next page) leave the place alone")
    func nextPageAsksForNothing() {
        let place = place(showing: Array(0..<20), visible: [12, 13, 14])
        let before = place.request
        #expect(place.rowsChanged(to: Array(0..<40), anchor: nil) == nil)
        #expect(place.request == before)
    }

    @Test("the same rows again (another render) ask for nothing")
    func sameRowsAskForNothing() {
        let place = place(showing: Array(20..<40), visible: [24, 25])
        #expect(place.rowsChanged(to: Array(0..<40), anchor: nil) == 24)
        let request = place.request
        #expect(place.rowsChanged(to: Array(0..<40), anchor: nil) == nil)
        #expect(place.request == request)
    }

    @Test("the top row removed keeps the row that slides into its place, and asks for nothing when none moved")
    func removedTopRowKeepsTheNext() {
        let place = place(showing: Array(0..<10), visible: [3, 4, 5])
        #expect(place.rowsChanged(to: [0, 1, 2, 4, 5, 6, 7, 8, 9], anchor: nil) == nil, "4 is where 3 was")
        let inserted = self.place(showing: Array(0..<10), visible: [3, 4, 5])
        #expect(inserted.rowsChanged(to: [-1, 0, 1, 2, 4, 5, 6, 7, 8, 9], anchor: nil) == 4)
    }

    @Test("the top row is the first listed row on screen, whatever the order the rows appeared in")
    func topRowIsTheFirstListed() {
        let place = place(showing: Array(0..<10), visible: [6, 5, 4])
        #expect(place.topVisibleRow == 4)
        place.rowDisappeared(4)
        #expect(place.topVisibleRow == 5)
    }

    @Test("with no row on screen (nothing appeared yet), an update keeps no place")
    func noVisibleRowKeepsNothing() {
        let place = place(showing: Array(10..<20), visible: [])
        #expect(place.rowsChanged(to: Array(0..<20), anchor: nil) == nil)
    }

    @Test("a restored list opens at its saved row once, when its first rows show; later anchors move nothing")
    func opensAtTheAnchorOnce() {
        let place = ListRowPlace<Int>()
        #expect(place.rowsChanged(to: [], anchor: 7) == nil, "no rows yet")
        #expect(!place.hasOpened)
        #expect(place.rowsChanged(to: Array(0..<20), anchor: 7) == 7)
        #expect(place.hasOpened)
        #expect(place.rowsChanged(to: Array(0..<20), anchor: 15) == nil)
    }

    @Test("an anchor the first rows do not list opens at the top")
    func unlistedAnchorOpensAtTheTop() {
        let place = ListRowPlace<Int>()
        #expect(place.rowsChanged(to: Array(0..<20), anchor: 99) == nil)
        #expect(place.hasOpened && place.request.row == nil)
    }

    @Test("each request has a new number, so a view's task(id:) runs for each")
    func requestsAreNumbered() {
        let place = place(showing: Array(20..<40), visible: [24])
        place.rowsChanged(to: Array(10..<40), anchor: nil)
        let first = place.request
        place.rowsChanged(to: Array(0..<40), anchor: nil)
        #expect(place.request.row == 24 && place.request.number == first.number + 1)
    }
}

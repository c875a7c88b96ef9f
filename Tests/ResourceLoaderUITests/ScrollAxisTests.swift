import Foundation
import Testing

@testable import ResourceLoaderUI

@Suite("Scroll axis")
struct ScrollAxisTests {
    let frame = CGRect(x: 280, y: 10, width: 60, height: 400)

    @Test("a vertical list measures heights, tops and bottoms, and moves the offset's y")
    func vertical() {
        let axis = ScrollAxis.vertical
        #expect(axis.length(of: CGSize(width: 390, height: 440)) == 440)
        #expect(axis.start(of: frame) == 10)
        #expect(axis.end(of: frame) == 410)
        #expect(axis.coordinate(of: CGPoint(x: 3, y: 7)) == 7)
        #expect(axis.point(CGPoint(x: 3, y: 7), at: 50) == CGPoint(x: 3, y: 50))
        #expect(axis.visibleRow("a", frame: frame) == VisibleRow(id: "a", top: 10, bottom: 410))
    }

    @Test("a horizontal list measures widths, left and right edges, and moves the offset's x")
    func horizontal() {
        let axis = ScrollAxis.horizontal
        #expect(axis.length(of: CGSize(width: 390, height: 440)) == 390)
        #expect(axis.start(of: frame) == 280)
        #expect(axis.end(of: frame) == 340)
        #expect(axis.coordinate(of: CGPoint(x: 3, y: 7)) == 3)
        #expect(axis.point(CGPoint(x: 3, y: 7), at: 50) == CGPoint(x: 50, y: 7))
        #expect(axis.visibleRow("a", frame: frame) == VisibleRow(id: "a", top: 280, bottom: 340))
    }

    @Test("an item inserted before the first one on screen keeps it in place sideways: the offset moves by its width")
    func keepsPlaceSideways() {
        // Item "c" starts 20 points past the left of the visible area (offset 200); an insert before it moves it 70.
        let axis = ScrollAxis.horizontal
        let before = axis.visibleRow("c", frame: CGRect(x: 220, y: 0, width: 60, height: 400))
        let placement = ScrollPlacement.topmostVisible([before], visibleTop: 200)
        #expect(placement == ScrollPlacement(row: "c", offset: 20))
        let bounds = ScrollBounds(
            contentLength: axis.length(of: CGSize(width: 1_390, height: 400)),
            visibleLength: axis.length(of: CGSize(width: 390, height: 440)))
        let after = CGRect(x: 290, y: 0, width: 60, height: 400)
        #expect(placement?.visibleTop(forRowTop: axis.start(of: after), in: bounds) == 270)
    }
}

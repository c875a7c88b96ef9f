import Foundation

/// The axis a list view scrolls along: down for a table or a list layout, sideways for a collection view whose layout
/// scrolls horizontally. Filling the screen and keeping the reader's place measure lengths and positions along it
/// (``ScrollPlacement``, ``ScrollBounds``: "top" is the start of the axis, "length" a length along it).
enum ScrollAxis: Sendable, Hashable {
    /// Rows follow each other downwards.
    case vertical
    /// Rows follow each other to the right.
    case horizontal

    /// `size`'s length along the axis.
    func length(of size: CGSize) -> Double {
        Double(self == .vertical ? size.height : size.width)
    }

    /// Where `frame` starts along the axis (its top, or its left edge).
    func start(of frame: CGRect) -> Double {
        Double(self == .vertical ? frame.minY : frame.minX)
    }

    /// Where `frame` ends along the axis (its bottom, or its right edge).
    func end(of frame: CGRect) -> Double {
        Double(self == .vertical ? frame.maxY : frame.maxX)
    }

    /// `point`'s coordinate along the axis.
    func coordinate(of point: CGPoint) -> Double {
        Double(self == .vertical ? point.y : point.x)
    }

    /// `point` with its coordinate along the axis set to `coordinate`, the other one kept.
    func point(_ point: CGPoint, at coordinate: Double) -> CGPoint {
        self == .vertical ? CGPoint(x: point.x, y: CGFloat(coordinate)) : CGPoint(x: CGFloat(coordinate), y: point.y)
    }

    /// The row a frame shows, placed along the axis: its start and end (``VisibleRow``).
    func visibleRow<ItemID>(_ id: ItemID, frame: CGRect) -> VisibleRow<ItemID> {
        VisibleRow(id: id, top: start(of: frame), bottom: end(of: frame))
    }
}

import ResourceStore

/// Where the reader is in a scrolling list: a row, and how far its top sits below the top of the visible area
/// (negative when the row is partly scrolled off the top). Keeping it through an update keeps the reader's place:
/// rows inserted above the row (a previous page, a refresh at the head) push the content down, and the list scrolls
/// by as much, so the row stays where the reader saw it.
///
/// Lengths are along the scrolling axis, in the view's points, and positions are in the content's coordinates,
/// measured from the top of the first row: in UIKit, the visible top is `contentOffset.y + adjustedContentInset.top`.
///
/// ```swift
/// let placement = ScrollPlacement<String>(row: "b", offset: 12)
/// let bounds = ScrollBounds(contentLength: 2_000, visibleLength: 600)
/// // After the update, row "b" has its top at 460 in the content: show the content from 448.
/// let visibleTop = placement.visibleTop(forRowTop: 460, in: bounds)
/// ```
public struct ScrollPlacement<ItemID: Hashable & Sendable>: Sendable, Hashable {
    /// The row kept in place.
    public var row: ItemID
    /// How far the row's top sits below the top of the visible area.
    public var offset: Double

    /// The placement of `row` with its top `offset` below the top of the visible area.
    public init(row: ItemID, offset: Double) {
        self.row = row
        self.offset = offset
    }

    /// The placement of the topmost row at least partly visible: the list's anchor to set when scrolling stops
    /// (``ResourcePaging/PagedList/setAnchor(_:)``).
    ///
    /// - Parameters:
    ///   - rows: the rows on screen, in any order (a table's visible rows may include one wholly under a bar).
    ///   - visibleTop: the top of the visible area, in the content's coordinates.
    /// - Returns: the row whose bottom is below `visibleTop` with the smallest top (the earlier one listed on a
    ///   tie), or `nil` when no row is visible.
    public static func topmostVisible(_ rows: some Sequence<VisibleRow<ItemID>>, visibleTop: Double) -> Self? {
        var topmost: VisibleRow<ItemID>?
        for row in rows where row.bottom > visibleTop {
            if let current = topmost, current.top <= row.top { continue }
            topmost = row
        }
        return topmost.map { ScrollPlacement(row: $0.id, offset: $0.top - visibleTop) }
    }

    /// The row that keeps the reader's place once `new` replaces `old`: this row when `new` lists it, otherwise
    /// the nearest row around it in `old` that `new` still lists, the following one first (it slides into the
    /// removed row's place); `nil` when `new` lists none of `old`'s rows, or `old` does not list this row.
    ///
    /// - Complexity: O(n) in the rows of `old`.
    public func keptRow<SectionID>(from old: ListSnapshot<SectionID, ItemID>, to new: ListSnapshot<SectionID, ItemID>)
        -> ItemID?
    {
        keptRow(among: old.itemIdentifiers, isListed: new.contains(item:))
    }

    /// The row that keeps the reader's place among `rows` (ordered as shown before the update, this row among
    /// them): this row when `isListed` says it stays, otherwise the nearest that stays, the following one first.
    ///
    /// - Complexity: O(n) in `rows`.
    public func keptRow(among rows: [ItemID], isListed: (ItemID) -> Bool) -> ItemID? {
        guard let index = rows.firstIndex(of: row) else { return nil }
        if isListed(row) { return row }
        var distance = 1
        while index + distance < rows.endIndex || index - distance >= rows.startIndex {
            if index + distance < rows.endIndex, isListed(rows[index + distance]) { return rows[index + distance] }
            if index - distance >= rows.startIndex, isListed(rows[index - distance]) { return rows[index - distance] }
            distance += 1
        }
        return nil
    }

    /// The top of the visible area that puts a row whose top is at `rowTop` (in the content laid out after the
    /// update) at ``offset``, within `bounds` (near an end, the list cannot scroll that far).
    public func visibleTop(forRowTop rowTop: Double, in bounds: ScrollBounds) -> Double {
        bounds.clamp(rowTop - offset)
    }

    /// The top of the visible area that keeps the reader's place once `new` replaces `old`, computed from row
    /// heights: the kept row (``keptRow(from:to:)``) stays where it was on screen, at ``offset`` when it is this
    /// row, and where it was relative to this row when this row is gone.
    ///
    /// - Parameters:
    ///   - old: the rows shown before the update, this row among them.
    ///   - new: the rows shown after it.
    ///   - heights: the rows' heights, measured or estimated.
    ///   - visibleLength: the length of the visible area.
    /// - Returns: the new top of the visible area, within the new content; `nil` when no row is kept.
    /// - Complexity: O(n) in the rows of `old` and `new`.
    public func visibleTop<SectionID>(
        from old: ListSnapshot<SectionID, ItemID>,
        to new: ListSnapshot<SectionID, ItemID>,
        heights: RowHeights<ItemID>,
        visibleLength: Double
    ) -> Double? {
        guard let kept = keptRow(from: old, to: new), let anchorTop = heights.top(of: row, in: old),
            let keptOldTop = heights.top(of: kept, in: old), let keptNewTop = heights.top(of: kept, in: new)
        else { return nil }
        let placement = ScrollPlacement(row: kept, offset: offset + keptOldTop - anchorTop)
        let bounds = ScrollBounds(contentLength: heights.contentLength(of: new), visibleLength: visibleLength)
        return placement.visibleTop(forRowTop: keptNewTop, in: bounds)
    }
}

/// A row on screen: its id and where its top and bottom are in the content's coordinates, as a table's
/// `rectForRow(at:)` or a collection view's layout attributes give them.
public struct VisibleRow<ItemID: Hashable & Sendable>: Sendable, Hashable {
    /// The row's id.
    public var id: ItemID
    /// The row's top.
    public var top: Double
    /// The row's bottom.
    public var bottom: Double

    /// A row whose top is at `top` and bottom at `bottom`.
    public init(id: ItemID, top: Double, bottom: Double) {
        self.id = id
        self.top = top
        self.bottom = bottom
    }
}

/// How far a list can scroll: the top of its visible area runs from 0 (the first row's top at the top) to the
/// content's length less the visible length (the last row's bottom at the bottom), or stays at 0 when the content is
/// shorter than the visible area.
public struct ScrollBounds: Sendable, Hashable {
    /// The length of the content (all rows, with section headers and footers).
    public var contentLength: Double
    /// The length of the visible area, less any insets under bars.
    public var visibleLength: Double

    /// The bounds of content `contentLength` long seen through an area `visibleLength` long.
    public init(contentLength: Double, visibleLength: Double) {
        self.contentLength = contentLength
        self.visibleLength = visibleLength
    }

    /// The furthest the top of the visible area can go.
    public var maximumVisibleTop: Double { max(0, contentLength - visibleLength) }

    /// `visibleTop`, brought within the bounds.
    public func clamp(_ visibleTop: Double) -> Double {
        min(max(0, visibleTop), maximumVisibleTop)
    }

    /// The top of the visible area that follows a row which moved by `distance` (down when positive) while the
    /// visible area's top is at `visibleTop`: the row stays where it is on screen, and scrolling done since the
    /// row's place was noted is kept (an animated apply runs while the reader scrolls).
    public func visibleTop(_ visibleTop: Double, followingRowMovedBy distance: Double) -> Double {
        clamp(visibleTop + distance)
    }
}

/// The heights of a list's rows, for placing rows that are not laid out: the ones measured, an estimate for the
/// others, and the height each section adds above and below its rows (header and footer).
public struct RowHeights<ItemID: Hashable & Sendable>: Sendable {
    /// The heights measured, by row.
    public var known: [ItemID: Double]
    /// The height of a row not measured.
    public var estimated: Double
    /// The height above each section's rows (its header).
    public var sectionHeader: Double
    /// The height below each section's rows (its footer).
    public var sectionFooter: Double

    /// Heights `known` for some rows and `estimated` for the others, with sections adding `sectionHeader` above
    /// and `sectionFooter` below their rows.
    public init(
        known: [ItemID: Double] = [:], estimated: Double, sectionHeader: Double = 0, sectionFooter: Double = 0
    ) {
        self.known = known
        self.estimated = estimated
        self.sectionHeader = sectionHeader
        self.sectionFooter = sectionFooter
    }

    /// The height of `row`: measured, or the estimate.
    public func height(of row: ItemID) -> Double {
        known[row] ?? estimated
    }

    /// The top of `row` in `snapshot` laid out with these heights, or `nil` when the snapshot does not list it.
    ///
    /// - Complexity: O(n) in the rows above it.
    public func top<SectionID>(of row: ItemID, in snapshot: ListSnapshot<SectionID, ItemID>) -> Double? {
        guard let path = snapshot.indexPath(ofItem: row) else { return nil }
        var top = 0.0
        for section in 0..<path.section {
            guard let id = snapshot.sectionIdentifier(at: section) else { continue }
            top += sectionHeader + sectionFooter
            for item in snapshot.itemIdentifiers(inSection: id) { top += height(of: item) }
        }
        top += sectionHeader
        if let id = snapshot.sectionIdentifier(at: path.section) {
            for item in snapshot.itemIdentifiers(inSection: id).prefix(path.item) { top += height(of: item) }
        }
        return top
    }

    /// The length of `snapshot`'s content laid out with these heights.
    ///
    /// - Complexity: O(n).
    public func contentLength<SectionID>(of snapshot: ListSnapshot<SectionID, ItemID>) -> Double {
        let rows = snapshot.itemIdentifiers.reduce(0.0) { $0 + height(of: $1) }
        return rows + Double(snapshot.numberOfSections) * (sectionHeader + sectionFooter)
    }
}

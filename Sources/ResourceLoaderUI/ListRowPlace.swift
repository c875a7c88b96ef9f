/// Keeps the reader's place in a SwiftUI `List`, which has no scroll position to bind: what the `keepsListPlace(in:)`
/// helper asks as rows appear and disappear and as the list's rows change.
///
/// A `List` keeps its content offset when rows are inserted or removed above the screen, so a previous page or a
/// refresh at the head moves the rows the reader was looking at down (or up). This follows the rows on screen (their
/// `onAppear` and `onDisappear`) and, when the list's rows change, names the row to scroll back to the top of the
/// screen (`ScrollViewProxy.scrollTo(_:anchor:)` with `.top`): the reader's top row, or the nearest that is still
/// listed when it went away, the following one first (``ScrollPlacement/keptRow(among:isListed:)``). It also opens a
/// restored list at its saved row once, when its first rows show.
///
/// The top row is the first listed row on screen. Its place is counted in rows: the reader is kept at the same row,
/// at the top of the screen (a row partly scrolled off the top comes back whole).
///
/// ```swift
/// let place = ListRowPlace<Int>()
/// place.rowsChanged(to: [3, 4, 5, 6], anchor: nil)  // first rows: nothing to open at
/// place.rowAppeared(4)
/// place.rowAppeared(5)
/// place.rowsChanged(to: [1, 2, 3, 4, 5, 6], anchor: nil)  // a previous page arrived above: scroll to 4
/// ```
@MainActor
final class ListRowPlace<ItemID: Hashable & Sendable> {
    /// The rows the list shows, in display order, as last told.
    private(set) var rows: [ItemID] = []
    /// The rows on screen.
    private var visible: Set<ItemID> = []
    /// Whether the list has shown rows (and so opened, at its anchor or at the top).
    private(set) var hasOpened = false
    /// The row to scroll to the top once the update that asked for it is shown, with a number that changes with
    /// each request (for `task(id:)`).
    private(set) var request = ScrollRequest()

    /// A place with no rows yet.
    init() {}

    /// The row with `id` came on screen (a row's `onAppear`).
    func rowAppeared(_ id: ItemID) {
        visible.insert(id)
    }

    /// The row with `id` left the screen (a row's `onDisappear`).
    func rowDisappeared(_ id: ItemID) {
        visible.remove(id)
    }

    /// The reader's top row: the first listed row on screen, or `nil` when none is.
    ///
    /// - Complexity: O(n) in the rows.
    var topVisibleRow: ItemID? {
        rows.first(where: visible.contains)
    }

    /// The list shows `newRows` now. The first time it shows rows, it opens at `anchor` (a restored list's saved
    /// row) when `newRows` lists it; later, when the rows above the reader's top row changed (their number, so the
    /// top row would move), it keeps the reader at that row, or at the nearest one still listed.
    ///
    /// Calling it again with the same rows asks for nothing, so a view may call it on each render.
    ///
    /// - Returns: the row to scroll to the top (also in ``request``), or `nil` when the reader's place holds.
    /// - Complexity: O(n) in the rows before and after.
    @discardableResult
    func rowsChanged(to newRows: [ItemID], anchor: ItemID?) -> ItemID? {
        let oldRows = rows
        rows = newRows
        guard hasOpened else {
            guard !newRows.isEmpty else { return nil }
            hasOpened = true
            guard let anchor, newRows.contains(anchor) else { return nil }
            return ask(anchor)
        }
        guard let top = oldRows.first(where: visible.contains), let topIndex = oldRows.firstIndex(of: top) else {
            return nil
        }
        let listed = Set(newRows)
        guard let kept = ScrollPlacement(row: top, offset: 0).keptRow(among: oldRows, isListed: listed.contains),
            let keptIndex = newRows.firstIndex(of: kept), keptIndex != topIndex
        else { return nil }
        return ask(kept)
    }

    private func ask(_ row: ItemID) -> ItemID {
        request = ScrollRequest(number: request.number &+ 1, row: row)
        return row
    }

    /// A request to scroll a row to the top of the screen; `number` tells one request from the next.
    struct ScrollRequest: Hashable, Sendable {
        /// Counts the requests made: a new request has a new number.
        var number = 0
        /// The row to scroll to the top, or `nil` before the first request.
        var row: ItemID?
    }
}

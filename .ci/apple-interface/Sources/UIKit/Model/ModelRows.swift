// The model's rows of a table or a collection view: how many each section has (asked of the data source), where
// each row is (a fixed table row height, a list row's measured height, or a flow layout's item in its line, which may
// run sideways), which rows are on screen and which cells
// show them, and the callbacks UIKit makes as that changes. One engine for both views, so their rules cannot drift.
import Foundation

/// What a diffable data source's apply changed, in index paths, for the view to update its cells.
struct ModelUpdate {
    /// Every item in both snapshots: its old index path and its new one.
    var moved: [IndexPath: IndexPath]
    /// Items marked reconfigured that were in the old snapshot, at their new index paths.
    var reconfigured: [IndexPath]
    /// Items marked reloaded (or in a reloaded section) that were in the old snapshot, at their new index paths.
    var reloaded: [IndexPath]
    /// Rows per section before and after.
    var oldCounts: [Int]
    var newCounts: [Int]
    /// How many items the update deleted and inserted.
    var deletions: Int
    var insertions: Int
    /// Whether the app asked for animation.
    var animated: Bool
    /// `applySnapshotUsingReloadData`: no diff, every cell made again.
    var reloadsData: Bool
}

/// The rows of one table or collection view.
@MainActor
final class ModelRows<Cell: UIView> {
    /// Rows per section, as the data source last reported them.
    private(set) var counts: [Int] = []
    /// Heights measured from cells (collection view lists); unmeasured rows take `estimatedHeight`.
    private var measured: [IndexPath: CGFloat] = [:]
    /// The cells on screen, by index path.
    private(set) var cells: [IndexPath: Cell] = [:]
    /// Rows handed to the prefetching data source and not cancelled or displayed since.
    private var prefetched: Set<IndexPath> = []
    /// The content offset of the last layout pass (prefetching follows the scrolling direction).
    private var lastOffset: CGFloat?
    /// While a reconfigured row asks the data source for its cell: the cell it must get back.
    private(set) var reconfiguring: Cell?

    /// Every row's height when fixed (a table), or `nil` for a list that sizes rows by their cells.
    let fixedHeight: CGFloat?
    let estimatedHeight: CGFloat
    /// A flow layout's geometry when the rows are laid out by one (a collection view's `UICollectionViewFlowLayout`,
    /// which may scroll horizontally), or `nil` for rows one above the other (a table, a list layout).
    var flow: ModelFlow?

    /// Whether the rows follow each other horizontally (a flow layout scrolling horizontally).
    private var isHorizontal: Bool { flow?.isHorizontal == true }
    /// Where a frame starts and ends along the scrolling direction, and a view's length along it.
    private func start(_ rect: CGRect) -> CGFloat { isHorizontal ? rect.minX : rect.minY }
    private func end(_ rect: CGRect) -> CGFloat { isHorizontal ? rect.maxX : rect.maxY }
    private func length(_ rect: CGRect) -> CGFloat { isHorizontal ? rect.width : rect.height }

    init(fixedHeight: CGFloat?, estimatedHeight: CGFloat) {
        self.fixedHeight = fixedHeight
        self.estimatedHeight = estimatedHeight
    }

    /// The cells on screen, top to bottom.
    var visibleCellsInOrder: [Cell] { visibleIndexPaths.compactMap { cells[$0] } }
    /// The index paths of the rows on screen, top to bottom.
    var visibleIndexPaths: [IndexPath] { cells.keys.sorted() }

    /// Reads the counts again from the data source and forgets every cell (`reloadData()`).
    func reload(counts: [Int]) {
        self.counts = counts
        cells = [:]
        measured = [:]
        prefetched = []
    }

    /// The height of a row.
    func height(at path: IndexPath) -> CGFloat {
        fixedHeight ?? measured[path] ?? estimatedHeight
    }

    /// Every row's frame, in order, in a view of `size`.
    func frames(in size: CGSize) -> [(path: IndexPath, frame: CGRect)] {
        if let flow { return flow.frames(counts: counts, in: size).frames }
        return frames(width: size.width)
    }

    /// The size of all rows laid out in a view of `size`: the rows' height and the view's width, or for a flow layout
    /// the lines' length along its direction and the view's length across it.
    func contentSize(in size: CGSize) -> CGSize {
        guard let flow else { return CGSize(width: size.width, height: contentHeight) }
        let length = flow.frames(counts: counts, in: size).length
        return flow.isHorizontal
            ? CGSize(width: length, height: size.height) : CGSize(width: size.width, height: length)
    }

    /// Every row's frame, top to bottom, in a view of `width`, one row above the other.
    private func frames(width: CGFloat) -> [(path: IndexPath, frame: CGRect)] {
        var y: CGFloat = 0
        var frames: [(IndexPath, CGRect)] = []
        for (section, count) in counts.enumerated() {
            for row in 0..<count {
                let path = IndexPath(row: row, section: section)
                let height = height(at: path)
                frames.append((path, CGRect(x: 0, y: y, width: width, height: height)))
                y += height
            }
        }
        return frames
    }

    /// The frame of the row at `path` in a view `width` wide (and `height` high, which only a flow layout scrolling
    /// horizontally reads), or `nil` past the rows.
    func frame(at path: IndexPath, width: CGFloat, height viewHeight: CGFloat = 0) -> CGRect? {
        guard path.count == 2, counts.indices.contains(path.section), (0..<counts[path.section]).contains(path.row)
        else { return nil }
        if let flow { return flow.frames(counts: counts, in: CGSize(width: width, height: viewHeight)).frames.first { $0.path == path }?.frame }
        var y: CGFloat = 0
        for (section, count) in counts.enumerated() {
            for row in 0..<count {
                let current = IndexPath(row: row, section: section)
                if current == path { return CGRect(x: 0, y: y, width: width, height: height(at: current)) }
                y += height(at: current)
            }
        }
        return nil
    }

    /// The height of all rows.
    var contentHeight: CGFloat { frames(width: 0).last.map { $0.frame.maxY } ?? 0 }

    /// Applies a data source's update: checks the counts, keeps the cells of the items that stay (at their new
    /// places), drops the others and the reloaded ones, and has every reconfigured row on screen configure its
    /// existing cell again through `cell(for:)`, which must hand back that same cell.
    func apply(_ update: ModelUpdate, reportedCounts: [Int], measure: (Cell) -> CGFloat?, cell: (IndexPath) -> Cell) {
        // UIKit checks an update against the counts its data source reports after it: "Invalid update: invalid number
        // of items in section" (https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)).
        if !update.reloadsData, reportedCounts != update.newCounts {
            UIKitModel.raise(
                "NSInternalInconsistencyException",
                "Invalid update: the data source reports \(reportedCounts) items per section, the update leads to \(update.newCounts)"
            )
        }
        counts = reportedCounts
        if update.reloadsData {
            cells = [:]
            measured = [:]
            prefetched = []
            return
        }
        var movedCells: [IndexPath: Cell] = [:]
        var movedHeights: [IndexPath: CGFloat] = [:]
        for (old, new) in update.moved {
            if let cell = cells[old] { movedCells[new] = cell }
            if let height = measured[old] { movedHeights[new] = height }
        }
        prefetched = Set(prefetched.compactMap { update.moved[$0] })
        for path in update.reloaded {
            movedCells[path] = nil
            movedHeights[path] = nil
        }
        cells = movedCells
        measured = movedHeights
        // "Your cell provider must dequeue the same type of cell for the provided index path, and must return the same
        // existing cell for a given index path" (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)).
        for path in update.reconfigured.sorted() {
            guard let existing = cells[path] else { continue }
            reconfiguring = existing
            let configured = cell(path)
            reconfiguring = nil
            if configured !== existing {
                UIKitModel.raise(
                    "NSInternalInconsistencyException",
                    "Attempted to reconfigure an item at \(path) whose cell provider returned a cell other than the existing one"
                )
                cells[path] = configured
            }
            if fixedHeight == nil, flow == nil, let height = measure(cells[path]!) { measured[path] = height }
        }
    }

    /// A layout pass over `bounds`: rows that come on screen get a cell (`cell`), are measured (`measure`, lists) and
    /// reported (`willDisplay`), rows that leave it lose theirs; measuring can move rows, so the pass repeats until
    /// nothing moves. Then, when the view scrolled, the rows within a screen past the visible ones in the direction of
    /// scrolling are prefetched (`prefetch`), and earlier prefetched rows now far away cancelled (`cancel`).
    func layout(
        bounds: CGRect, visible isVisible: Bool, cell: (IndexPath) -> Cell, measure: (Cell) -> CGFloat?,
        willDisplay: (Cell, IndexPath) -> Void, prefetch: ([IndexPath]) -> Void, cancel: ([IndexPath]) -> Void
    ) {
        guard isVisible, bounds.height > 0, flow == nil || bounds.width > 0 else {
            cells = [:]
            return
        }
        let top = start(bounds)
        let bottom = end(bounds)
        for _ in 0..<100 {
            let onScreen = frames(in: bounds.size).filter { end($0.frame) > top && start($0.frame) < bottom }
                .map(\.path)
            let onScreenSet = Set(onScreen)
            for path in cells.keys where !onScreenSet.contains(path) { cells[path] = nil }
            var changed = false
            for path in onScreen where cells[path] == nil {
                let newCell = cell(path)
                cells[path] = newCell
                prefetched.remove(path)
                if fixedHeight == nil, flow == nil, let height = measure(newCell), height != measured[path] {
                    measured[path] = height
                    changed = true
                }
                willDisplay(newCell, path)
            }
            if !changed { break }
        }
        defer { lastOffset = top }
        guard let lastOffset, lastOffset != top else { return }
        let all = frames(in: bounds.size)
        let screen = length(bounds)
        let ahead: [IndexPath]
        if top > lastOffset {
            ahead = all.filter { start($0.frame) >= bottom && start($0.frame) < bottom + screen }.map(\.path)
        } else {
            ahead = all.filter { end($0.frame) <= top && end($0.frame) > top - screen }.map(\.path)
        }
        let new = ahead.filter { cells[$0] == nil && !prefetched.contains($0) }
        let aheadSet = Set(ahead)
        let far = prefetched.filter { !aheadSet.contains($0) }.sorted()
        if !far.isEmpty {
            prefetched.subtract(far)
            cancel(far)
        }
        if !new.isEmpty {
            prefetched.formUnion(new)
            prefetch(new)
        }
    }
}

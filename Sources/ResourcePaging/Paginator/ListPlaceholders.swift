/// Where the loaded rows sit in the whole list, when the server states its total: how many rows of the list come
/// before them and after them, not loaded yet (Paging 3's placeholders).
///
/// A UI that shows placeholders lists ``leading`` placeholder rows, then the loaded rows, then ``trailing``
/// placeholder rows, so that its scroll bar is right from the first page. The loaded rows start at position
/// ``leading`` of the whole list.
///
/// The counts come from untrusted totals and are clamped: never negative, `leading + loaded + trailing` never
/// past `Int.max`, no placeholder where the list has ended (the edge page has no neighbour that way), and none
/// after the loaded rows when the total is smaller than what is loaded.
public struct ListPlaceholders: Sendable, Hashable {
    /// How many rows of the list come before the loaded ones: also the position of the first loaded row.
    public var leading: Int
    /// How many rows of the list come after the loaded ones.
    public var trailing: Int

    /// Creates the counts; negative counts are taken as 0.
    public init(leading: Int, trailing: Int) {
        self.leading = max(0, leading)
        self.trailing = max(0, trailing)
    }

    /// The counts for `loaded` rows whose first one sits at position `leading`, in a list of `total` rows.
    ///
    /// - Parameters:
    ///   - leading: the position of the first loaded row, or `nil` when it is not known (then it is 0 when
    ///     `hasMoreBefore` is `false`, and there are no placeholders otherwise).
    ///   - loaded: how many rows are loaded.
    ///   - total: the total the server stated; any `Int`, clamped.
    ///   - hasMoreBefore: whether a page precedes the loaded ones; if not, `leading` is 0.
    ///   - hasMoreAfter: whether a page follows the loaded ones; if not, `trailing` is 0.
    init?(leading: Int?, loaded: Int, total: Int, hasMoreBefore: Bool, hasMoreAfter: Bool) {
        guard let before = hasMoreBefore ? leading : 0 else { return nil }
        let loaded = max(0, loaded)
        // The loaded rows are where they are, whatever the total says: the leading count only keeps the sum
        // within `Int.max`.
        let clampedBefore = min(max(0, before), Int.max - loaded)
        let after = hasMoreAfter ? max(0, total) - clampedBefore - loaded : 0
        self.init(leading: clampedBefore, trailing: after)
    }

    /// The rows a UI lists for `loaded` loaded rows: `leading + loaded + trailing`, clamped to `Int.max`.
    public func rowCount(loaded: Int) -> Int {
        let (sum, overflow) = leading.addingReportingOverflow(max(0, loaded))
        let (rows, pastMaximum) = sum.addingReportingOverflow(trailing)
        return overflow || pastMaximum ? Int.max : rows
    }
}

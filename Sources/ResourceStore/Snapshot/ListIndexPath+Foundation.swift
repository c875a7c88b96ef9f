import Foundation

extension ListIndexPath {
    /// The same position as a Foundation `IndexPath` of two indices, ready for UIKit or AppKit.
    public var foundationIndexPath: IndexPath {
        IndexPath(indexes: [section, item])
    }

    /// Creates a list index path from a Foundation `IndexPath` of at least two indices.
    ///
    /// Returns `nil` when the index path holds fewer than two indices.
    public init?(_ indexPath: IndexPath) {
        guard indexPath.count >= 2 else { return nil }
        self.init(item: indexPath[1], section: indexPath[0])
    }
}

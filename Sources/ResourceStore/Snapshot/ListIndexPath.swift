/// The position of an item in a sectioned list: a section index and an item index inside that section.
///
/// A small platform-neutral twin of Foundation's `IndexPath` for two-level lists. It is a plain pair of
/// integers, so building, hashing and comparing it costs next to nothing; convert it with
/// ``ListIndexPath/foundationIndexPath`` when UIKit needs an `IndexPath`.
public struct ListIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the section.
    public var section: Int
    /// The index of the item inside its section.
    public var item: Int

    /// Creates an index path from a section index and an item index.
    @inlinable
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// Orders index paths by section first, then by item.
    @inlinable
    public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// The index path written as `[section, item]`.
    public var description: String { "[\(section), \(item)]" }
}

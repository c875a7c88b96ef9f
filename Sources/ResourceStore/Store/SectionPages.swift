/// The page writes of one section of a ``SectionedStore``: which page holds each item, so that writing a page
/// again replaces exactly the items it still holds (see `StoreTransaction.write(page:at:inSection:)`).
///
/// A page holds the items it placed until they leave the store: removing an item forgets its page, so a later
/// write of that page meets the identifier like any other write would (the duplicate policy decides). The
/// holders are a column parallel to the section's items, kept in step by `StoreContent`'s primitives, so a
/// removal finds its page without a lookup and the column costs four bytes per item of a paged section.
struct SectionPages: Sendable {
    /// For each item of the section, in order, the number of the page that holds it, or 0. Empty while no page
    /// holds any item of the section.
    private(set) var holders: [Int32] = []
    /// The number of each page written to the section since it last held nothing, by offset; numbers start at 1.
    private var numbers: [Int: Int32] = [:]
    /// How many items each page holds, by number − 1.
    private var counts: [Int] = []
    /// How many items all pages hold together.
    private var held = 0

    /// Keeps the column in step with `count` items inserted at `index`, held by no page.
    ///
    /// - Complexity: O(t) for t items after `index`; nothing while no page holds an item.
    mutating func insert(count: Int, at index: Int) {
        guard !holders.isEmpty, count > 0 else { return }
        holders.insert(contentsOf: repeatElement(0, count: count), at: index)
    }

    /// Keeps the column in step with the removal of the items at `indices` (ascending, each once): their pages
    /// no longer hold them.
    ///
    /// - Complexity: O(t) for t items after the first removed one; nothing while no page holds an item.
    mutating func remove<Indices: Collection<Int>>(at indices: Indices) {
        guard !holders.isEmpty, let first = indices.first else { return }
        var next = indices.startIndex
        var write = first
        for read in first..<holders.count {
            if next != indices.endIndex && indices[next] == read {
                let number = Int(holders[read])
                if number > 0 {
                    counts[number - 1] -= 1
                    held -= 1
                }
                indices.formIndex(after: &next)
            } else {
                holders[write] = holders[read]
                write += 1
            }
        }
        holders.removeLast(holders.count - write)
        if held == 0 { self = SectionPages() }
    }

    /// The indices of the items the page at `offset` holds, ascending.
    ///
    /// - Complexity: O(1) when the page holds nothing (a page written for the first time); otherwise O(m) for
    ///   m items up to its last one.
    func indices(ofPageAt offset: Int) -> [Int] {
        guard let number = numbers[offset] else { return [] }
        var remaining = counts[Int(number) - 1]
        var indices: [Int] = []
        indices.reserveCapacity(remaining)
        var index = 0
        while remaining > 0 && index < holders.count {
            if holders[index] == number {
                indices.append(index)
                remaining -= 1
            }
            index += 1
        }
        return indices
    }

    /// Records that the page at `offset`, which holds nothing now, holds the items at `range` of a section of
    /// `itemCount` items.
    ///
    /// - Complexity: O(k) for k items in `range`; O(n) for the section's n items the first time a page of the
    ///   section holds anything.
    mutating func record(offset: Int, range: Range<Int>, itemCount: Int) {
        guard !range.isEmpty else { return }
        if holders.isEmpty { holders = Array(repeating: 0, count: itemCount) }
        let number: Int32
        if let existing = numbers[offset] {
            number = existing
        } else {
            counts.append(0)
            number = Int32(counts.count)
            numbers[offset] = number
        }
        precondition(counts[Int(number) - 1] == 0, "SectionedStore invariant broken: page \(offset) still holds items")
        for index in range { holders[index] = number }
        counts[Int(number) - 1] = range.count
        held += range.count
    }
}

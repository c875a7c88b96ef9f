/// Finds which elements of a sequence of distinct integers form a longest increasing subsequence.
///
/// Patience sorting with predecessor links: O(m log m) for m elements, and O(m) when the sequence is already
/// increasing or nearly so (an element larger than every pile top is appended without a binary search).
@usableFromInline
struct LongestIncreasingSubsequence {
    /// Pile tops: `tails[k]` is the position of the smallest last element of an increasing run of length k + 1.
    @usableFromInline
    var tails: ContiguousArray<Int32> = []
    @inlinable
    init() {}

    /// For each position, the position of the element before it in the best run ending there, or -1.
    @usableFromInline
    var previous: ContiguousArray<Int32> = []

    /// Marks in `isMember` (resized to `values.count`) the positions of one longest increasing subsequence
    /// of `values` and returns its length.
    ///
    /// Buffers are kept between calls, so one instance can serve many sections without reallocating.
    @inlinable
    mutating func solve(_ values: ContiguousArray<Int32>, isMember: inout ContiguousArray<Bool>) -> Int {
        let count = values.count
        isMember.removeAll(keepingCapacity: true)
        if Self.isIncreasing(values) {
            isMember.append(contentsOf: repeatElement(true, count: count))
            return count
        }
        isMember.append(contentsOf: repeatElement(false, count: count))
        tails.removeAll(keepingCapacity: true)
        previous.removeAll(keepingCapacity: true)
        previous.reserveCapacity(count)
        values.withUnsafeBufferPointer { values in
            for position in 0..<count {
                let value = values[position]
                if let last = tails.last, values[Int(last)] >= value {
                    // Binary search for the first pile whose top is not smaller than `value`.
                    var low = 0
                    var high = tails.count - 1
                    while low < high {
                        let middle = (low + high) >> 1
                        if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
                    }
                    previous.append(low > 0 ? tails[low - 1] : -1)
                    tails[low] = Int32(truncatingIfNeeded: position)
                } else {
                    previous.append(tails.last ?? -1)
                    tails.append(Int32(truncatingIfNeeded: position))
                }
            }
        }
        var position = tails.last.map(Int.init) ?? -1
        while position >= 0 {
            isMember[position] = true
            position = Int(previous[position])
        }
        return tails.count
    }

    /// Whether every element is larger than the one before it.
    @inlinable
    static func isIncreasing(_ values: ContiguousArray<Int32>) -> Bool {
        values.withUnsafeBufferPointer { values in
            var index = 1
            while index < values.count {
                if values[index - 1] >= values[index] { return false }
                index += 1
            }
            return true
        }
    }
}

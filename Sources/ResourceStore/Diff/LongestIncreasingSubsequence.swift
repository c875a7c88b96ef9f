/// Finds which elements of a sequence of distinct non-negative integers form a longest increasing subsequence.
///
/// Patience sorting with predecessor links: O(m log m) for m elements, and O(m) when the sequence is already
/// increasing or nearly so (an element larger than every pile top starts a new pile without a binary search).
@usableFromInline
struct LongestIncreasingSubsequence {
    /// Pile tops (the first `length` entries are used): `tails[k]` is the position of the smallest last element
    /// of an increasing run of length k + 1.
    @usableFromInline
    var tails: ContiguousArray<Int32> = []
    /// For each position, the position of the element before it in the best run ending there, or -1.
    @usableFromInline
    var previous: ContiguousArray<Int32> = []

    @inlinable
    init() {}

    /// Returns the length of a longest increasing subsequence of `values`. When it is shorter than `values`,
    /// the elements of one such subsequence are marked by setting their sign bit (`values[i] < 0`); read a
    /// marked element back with `values[i] & Int32.max`. When the whole sequence is increasing nothing is marked.
    ///
    /// Buffers are kept between calls, so one instance can serve many sections without reallocating.
    @inlinable
    mutating func solve(_ values: inout ContiguousArray<Int32>) -> Int {
        let count = values.count
        tails.removeAll(keepingCapacity: true)
        tails.append(contentsOf: repeatElement(0, count: count))
        previous.removeAll(keepingCapacity: true)
        previous.append(contentsOf: repeatElement(-1, count: count))
        var length = 0
        values.withUnsafeBufferPointer { values in
            tails.withUnsafeMutableBufferPointer { tails in
                previous.withUnsafeMutableBufferPointer { previous in
                    for position in 0..<count {
                        let value = values[position]
                        if length == 0 || values[Int(tails[length - 1])] < value {
                            // Larger than every pile top: a new pile (the common case in nearly sorted input).
                            if length > 0 { previous[position] = tails[length - 1] }
                            tails[length] = Int32(truncatingIfNeeded: position)
                            length += 1
                        } else {
                            // Binary search for the first pile whose top is not smaller than `value`.
                            var low = 0
                            var high = length - 1
                            while low < high {
                                let middle = (low + high) >> 1
                                if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
                            }
                            if low > 0 { previous[position] = tails[low - 1] }
                            tails[low] = Int32(truncatingIfNeeded: position)
                        }
                    }
                }
            }
        }
        guard length < count else { return length }
        values.withUnsafeMutableBufferPointer { values in
            var position = Int(tails[length - 1])
            while position >= 0 {
                values[position] |= Int32.min
                position = Int(previous[position])
            }
        }
        return length
    }
}

/// Finds which elements of a sequence of distinct integers form a longest increasing subsequence.
///
/// Patience sorting with predecessor links: O(m log m) for m elements, and O(m) when the sequence is already
/// increasing or nearly so (an element larger than every pile top is appended without a binary search).
@usableFromInline
struct LongestIncreasingSubsequence {
    /// Pile tops (the first `length` entries are used): `tails[k]` is the position of the smallest last element of an increasing run of length k + 1.
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
        isMember.withUnsafeMutableBufferPointer { isMember in
            var position = length > 0 ? Int(tails[length - 1]) : -1
            while position >= 0 {
                isMember[position] = true
                position = Int(previous[position])
            }
        }
        return length
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

import ResourceSupport

/// The order in which this process asked the server for what the cache stores and made its invalidations: which of
/// two answers is the newer, whether an invalidation came after an entry was asked for, and (for a list) whether a
/// refresh started after an invalidation was made.
///
/// A wall-clock time cannot say it: when the device clock moves back, an answer asked for later carries an earlier
/// time. The order is a number that only grows while the process runs, shared by every cache of the process. It is
/// not written to disk: an entry read from disk without one was asked for by an earlier launch (or by another
/// process), before anything this process asks, and counts as older than every number given here.
package enum CacheOrder {
    private static let last = Locked<UInt64>(0)

    /// A number above every one given before in this process.
    package static func next() -> UInt64 {
        last.withLock { last in
            last += 1
            return last
        }
    }

    /// Whether the entry asked for at `kept` is newer than the answer asked for at `candidate`; `nil` is an entry
    /// from an earlier launch, older than every order of this process.
    package static func isNewer(_ kept: UInt64?, than candidate: UInt64?) -> Bool {
        (kept ?? 0) > (candidate ?? 0)
    }
}

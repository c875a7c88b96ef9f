import Foundation

extension DiskCache {
    /// The limits and hooks of a ``DiskCache``, set in the closure given to its initializer.
    public struct Configuration: Sendable {
        /// The most bytes the cache's files may take together; past it the least recently used are removed.
        /// A response larger than the limit is not stored. Default: 100 MiB.
        public var sizeLimit = 100 * 1_024 * 1_024
        /// How long after ``CachedResponse/storedAt`` an entry may be read; an older entry is a miss and its file
        /// is removed when it is next read; so is an entry stored *after* ``now`` (the clock moved back since: its
        /// age cannot be known). `nil` (the default) keeps entries until they are evicted or removed.
        /// Whether a response is *fresh* is a separate question (``CacheFreshness``).
        public var timeToLive: TimeInterval?
        /// The clock the time-to-live is measured with. Inject a fixed or stepped clock in tests.
        public var now: @Sendable () -> Date = { Date() }
        /// Hashes a key's description into the bytes a file name is made from (the first 16, in hexadecimal).
        /// Default: SHA-256. The full key is stored in the file and compared on read, so even a hasher that
        /// collides can only cause misses.
        public var keyHash: @Sendable (String) -> [UInt8] = { SHA256.digest($0.utf8) }
        /// Called with every failure the cache absorbs (a corrupt file it removed, a file operation that failed),
        /// for logging. The cache itself never fails a read or a write; it treats them as misses. It is called on
        /// the thread of the operation, sometimes while the cache holds its lock, so it must not call the cache.
        public var onError: @Sendable (DiskCache.Error) -> Void = { _ in }

        /// The defaults.
        public init() {}
    }

    /// A failure the cache absorbed and reported to ``Configuration/onError``.
    public enum Error: Swift.Error, Sendable, CustomStringConvertible {
        /// A file that could not be read as a cache entry (truncated, corrupt, another format) was removed.
        case corruptFileRemoved(URL, reason: String)
        /// A file system call failed; `operation` names it and `reason` says why.
        case fileOperationFailed(operation: String, path: String, reason: String)

        /// What went wrong and where.
        public var description: String {
            switch self {
            case .corruptFileRemoved(let url, let reason):
                "removed corrupt cache file \(url.path): \(reason)"
            case .fileOperationFailed(let operation, let path, let reason):
                "\(operation) failed for \(path): \(reason)"
            }
        }
    }
}

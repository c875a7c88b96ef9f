import Foundation
import ResourceSupport

/// A response cache in a directory of files: bounded in size with least-recently-used eviction, with an optional
/// time-to-live, and safe to use from many threads at once.
///
/// ```swift
/// let cache = DiskCache(directory: cachesFolder) { configuration in
///     configuration.sizeLimit = 20 * 1_024 * 1_024
///     configuration.timeToLive = 7 * 24 * 60 * 60
/// }
/// cache.storeResponse(response, for: key)
/// let again = cache.cachedResponse(for: key)
/// ```
///
/// - **Files:** one file a key, named from a hash of the key (``Configuration/keyHash``) with the extension
///   `rlcache`; the file holds the full key, which is compared on every read, so a hash collision can only be a
///   miss. The directory is created with mode 0700 and every file with mode 0600.
/// - **Atomic writes:** a response is written to a temporary file that is then renamed over the entry, so a reader
///   sees the old file or the new one, never half of one.
/// - **Robust reads:** a file that is truncated, corrupt or of another format is a miss; the cache removes it and
///   reports it to ``Configuration/onError``. Every length in a file is checked against the file's size first.
/// - **Index:** the first use lists the directory and reads each file's header (not its body) into an in-memory
///   index, ordered by modification date; reads then touch the file's modification date so the order survives a
///   relaunch. Files written to the directory by another process after that are not seen by this instance. A file
///   that another instance replaces or removes while this one builds its index is read whole or skipped, never
///   taken for a corrupt one.
/// - **Blocking:** every method does its file work on the calling thread; call it off the main actor.
public final class DiskCache: ResponseCaching {
    /// The directory the cache keeps its files in.
    public let directory: URL
    /// The limits and hooks the cache was created with.
    public let configuration: Configuration
    private let state = Locked(State())

    /// The extension of the cache's files.
    static let fileExtension = "rlcache"

    /// The default directory: a `ResourceLoader` folder in the platform's caches directory (on Linux,
    /// `~/.cache/ResourceLoader`), or in the temporary directory where there is no caches directory.
    public static var defaultDirectory: URL {
        let caches =
            FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return caches.appendingPathComponent("ResourceLoader", isDirectory: true)
    }

    /// Creates a cache in `directory` (created with mode 0700 on first use if missing), configured by
    /// `configure`.
    public init(directory: URL = DiskCache.defaultDirectory, configure: (inout Configuration) -> Void = { _ in }) {
        var configuration = Configuration()
        configure(&configuration)
        self.directory = directory
        self.configuration = configuration
    }

    // MARK: - ResponseCaching

    /// `true`: the files outlive the process.
    public var isPersistent: Bool { true }

    /// The response stored under `key`, or `nil` when there is none, it has outlived the time-to-live, or its
    /// file cannot be read (a corrupt file is removed).
    public func cachedResponse(for key: CacheKey) -> CachedResponse? {
        let name = fileName(for: key)
        let found = state.withLock { state -> Entry? in
            loadIfNeeded(&state)
            guard let entry = state.entries.value(for: name), entry.key == key else { return nil }
            if isExpired(entry.storedAt) {
                _ = state.entries.removeValue(for: name)
                removeFile(name)
                return nil
            }
            return entry
        }
        guard let entry = found else { return nil }
        let url = fileURL(name)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            forget(name, generation: entry.generation, removingFile: false)
            report(.fileOperationFailed(operation: "read", path: url.path, reason: String(describing: error)))
            return nil
        }
        let stored: DiskCacheFormat.Entry
        do {
            stored = try DiskCacheFormat.decode(data)
        } catch {
            if forget(name, generation: entry.generation, removingFile: true) {
                report(.corruptFileRemoved(url, reason: error.description))
            }
            return nil
        }
        // The index said this file holds `key`; another instance sharing the directory may have replaced it.
        guard stored.key == key else {
            forget(name, generation: entry.generation, removingFile: false)
            return nil
        }
        if let failure = CacheFiles.touch(url.path) {
            report(.fileOperationFailed(operation: "touch", path: url.path, reason: failure))
        }
        // The order is not on disk: the index knows it for the files this instance wrote, when the file is still
        // the one it wrote.
        guard stored.response.storedAt == entry.storedAt else { return stored.response }
        return stored.response.with(order: entry.order)
    }

    /// Writes `response` under `key`, replacing what was there, then evicts the least recently used files until
    /// the cache fits its size limit. A response that is not storable is ignored; one larger than the limit
    /// removes the old entry and is not written.
    public func storeResponse(_ response: CachedResponse, for key: CacheKey) {
        guard response.isStorable else { return }
        let data = DiskCacheFormat.encode(response, for: key)
        guard data.count <= configuration.sizeLimit else {
            removeResponse(for: key)
            return
        }
        state.withLock { loadIfNeeded(&$0) }
        let name = fileName(for: key)
        let temporary = directory.appendingPathComponent(".\(UUID().uuidString).tmp").path
        if let failure = writeTemporaryFile(data, to: temporary) {
            report(.fileOperationFailed(operation: "write", path: temporary, reason: failure))
            removeTemporaryFile(temporary)
            return
        }
        state.withLock { state in
            // Renamed under the lock, so the index and the directory change together.
            if let failure = CacheFiles.move(temporary, replacing: fileURL(name).path) {
                report(.fileOperationFailed(operation: "rename", path: temporary, reason: failure))
                removeTemporaryFile(temporary)
                return
            }
            state.nextGeneration += 1
            // The time as the file holds it (a round trip through seconds since 1970 may change a `Date`'s last
            // bits), so that a read can tell the file this instance wrote by it.
            let entry = Entry(
                key: key, size: data.count,
                storedAt: Date(timeIntervalSince1970: response.storedAt.timeIntervalSince1970),
                generation: state.nextGeneration, order: response.order)
            _ = state.entries.insert(entry, cost: data.count, for: name)
            evictToFit(&state)
        }
    }

    /// Removes the file of `key`, if the cache holds one.
    public func removeResponse(for key: CacheKey) {
        let name = fileName(for: key)
        state.withLock { state in
            loadIfNeeded(&state)
            guard state.entries.peekValue(for: name)?.key == key else { return }
            _ = state.entries.removeValue(for: name)
            removeFile(name)
        }
    }

    /// Removes the files of every key that satisfies `shouldRemove`.
    public func removeResponses(where shouldRemove: (CacheKey) -> Bool) {
        state.withLock { state in
            loadIfNeeded(&state)
            for removed in state.entries.removeValues(where: { _, entry in shouldRemove(entry.key) }) {
                removeFile(removed.key)
            }
        }
    }

    /// Removes every file of the cache (entries and left-over temporary files); other files in the directory are
    /// left alone.
    public func removeAll() {
        state.withLock { state in
            loadIfNeeded(&state)
            state.entries = LeastRecentlyUsedList()
            for name in listDirectory() where isCacheFile(name) || isTemporaryFile(name) {
                removeFile(name)
            }
        }
    }

    // MARK: - Size

    /// The total size in bytes of the files the cache holds.
    public var totalSize: Int {
        state.withLock { state in
            loadIfNeeded(&state)
            return state.entries.totalCost
        }
    }

    /// How many entries the cache holds.
    public var count: Int {
        state.withLock { state in
            loadIfNeeded(&state)
            return state.entries.count
        }
    }

    /// The file that holds, or would hold, `key`.
    public func fileURL(for key: CacheKey) -> URL {
        fileURL(fileName(for: key))
    }
}

// MARK: - Internals

extension DiskCache {
    /// What the index knows of one file.
    struct Entry: Sendable {
        let key: CacheKey
        let size: Int
        let storedAt: Date
        /// Increases with every write, so a reader that found a file corrupt removes only the file it read, not
        /// a newer one written since.
        let generation: UInt64
        /// The ``CachedResponse/order`` of the response this instance wrote; `nil` for a file found on disk.
        var order: UInt64? = nil
    }

    /// The index: the files by name, least recently used first, with their sizes as costs.
    struct State: Sendable {
        var entries = LeastRecentlyUsedList<String, Entry>()
        var isLoaded = false
        var nextGeneration: UInt64 = 0
    }

    private func fileName(for key: CacheKey) -> String {
        SHA256.hex(configuration.keyHash(key.description).prefix(16)) + "." + Self.fileExtension
    }

    private func fileURL(_ name: String) -> URL {
        directory.appendingPathComponent(name, isDirectory: false)
    }

    func isCacheFile(_ name: String) -> Bool {
        name.hasSuffix("." + Self.fileExtension) && !name.hasPrefix(".")
    }

    func isTemporaryFile(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp")
    }

    /// Whether an entry stored at `storedAt` has outlived the time-to-live. A stored time in the future is not
    /// trusted (the clock moved back since): the entry's age cannot be known, so it counts as expired.
    private func isExpired(_ storedAt: Date) -> Bool {
        guard let timeToLive = configuration.timeToLive else { return false }
        let age = configuration.now().timeIntervalSince(storedAt)
        return age > timeToLive || age < 0
    }

    func report(_ error: Error) {
        configuration.onError(error)
    }

    /// Drops `name` from the index if it still holds the write `generation`, removing its file if asked;
    /// returns whether it did.
    @discardableResult
    private func forget(_ name: String, generation: UInt64, removingFile: Bool) -> Bool {
        state.withLock { state in
            guard state.entries.peekValue(for: name)?.generation == generation else { return false }
            _ = state.entries.removeValue(for: name)
            if removingFile { removeFile(name) }
            return true
        }
    }

    func removeFile(_ name: String) {
        let path = fileURL(name).path
        if let failure = CacheFiles.remove(path) {
            report(.fileOperationFailed(operation: "remove", path: path, reason: failure))
        }
    }

    private func removeTemporaryFile(_ path: String) {
        if let failure = CacheFiles.remove(path) {
            report(.fileOperationFailed(operation: "remove", path: path, reason: failure))
        }
    }

    /// Writes `data` to a new file at `path`; if the directory has disappeared since it was loaded, creates it
    /// again and tries once more.
    private func writeTemporaryFile(_ data: Data, to path: String) -> String? {
        guard let failure = CacheFiles.writeNewFile(data, to: path) else { return nil }
        guard !FileManager.default.fileExists(atPath: directory.path) else { return failure }
        if let directoryFailure = CacheFiles.createDirectory(directory.path) { return directoryFailure }
        return CacheFiles.writeNewFile(data, to: path)
    }

    /// Removes least recently used files until the total fits the size limit.
    func evictToFit(_ state: inout State) {
        while state.entries.totalCost > configuration.sizeLimit, let oldest = state.entries.removeLeastRecentlyUsed() {
            removeFile(oldest.key)
        }
    }

    func listDirectory() -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            report(.fileOperationFailed(operation: "list", path: directory.path, reason: String(describing: error)))
            return []
        }
    }
}

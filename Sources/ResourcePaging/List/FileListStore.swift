import Foundation
import ResourceLoader

/// A ``PagedListDatabase`` in one file: the rows in order with their pages' keys, held in memory and written to
/// `<directory>/<name>.json` after every change, read again when a store is created over the same file (the next
/// launch).
///
/// ```swift
/// let store = FileListStore<User, Int>(directory: applicationSupport.appendingPathComponent("users"))
/// let list = PagedList(resource: Users(), service: service, database: store)
/// ```
///
/// - **Files:** the directory is created with mode 0700; the file is written whole to a temporary file of mode
///   0600 and renamed over the old one, so a crash leaves the old contents or the new, never half of them.
/// - **A file that does not read** (truncated, corrupt, of another format version, or written before the model
///   changed) leaves the store empty and says why in ``loadError``; the next write replaces it. The store never
///   traps on what it reads; duplicate ids in the file are stored once (the first copy).
/// - **`no-store`:** a page whose response said `Cache-Control: no-store` (``Page/isStorable``) is held and
///   observed but never written to the file, nor are the pages after it.
/// - **Cost:** each write is O(n) for n stored rows in memory and rewrites the file. An app with many thousand
///   rows conforms its own database (SQLite, Core Data, SwiftData) to ``PagedListDatabase`` instead.
public actor FileListStore<Item, Key>: PagedListDatabase
where
    Item: Codable & Identifiable & Sendable, Item.ID: Codable & Sendable,
    Key: Codable & Hashable & Sendable
{
    /// What went wrong reading or writing the store's file.
    public enum Error: Swift.Error, CustomStringConvertible, Sendable {
        /// The file is there but could not be read.
        case unreadable(URL, reason: String)
        /// The file was read but does not hold a list this version reads.
        case corrupt(URL, reason: String)
        /// The contents could not be written; the file keeps what it held.
        case unwritable(URL, reason: String)

        /// What went wrong, and with which file.
        public var description: String {
            switch self {
            case .unreadable(let url, let reason): "list store \(url.path) could not be read: \(reason)"
            case .corrupt(let url, let reason): "list store \(url.path) is corrupt: \(reason)"
            case .unwritable(let url, let reason): "list store \(url.path) could not be written: \(reason)"
            }
        }
    }

    /// The file the rows are kept in.
    public nonisolated let fileURL: URL
    /// The stored pages, with the time of the last write.
    public private(set) var list: SavedPagedList<Item, Key>
    /// Why the file could not be read when the store was created, or `nil` when it was read (or was not there).
    public private(set) var loadError: Error?
    private var readers: [Int: AsyncStream<SavedPagedList<Item, Key>>.Continuation] = [:]
    private var nextReader = 0

    /// Opens the store kept in `directory` as `name`, reading what an earlier store there wrote.
    ///
    /// - Parameters:
    ///   - directory: a directory the app names, created on the first write.
    ///   - name: the file's name without extension, for several lists in one directory; defaults to `"list"`.
    public init(directory: URL, name: String = "list") {
        let fileURL = directory.appendingPathComponent(name + ".json")
        self.fileURL = fileURL
        (list, loadError) = Self.read(fileURL)
    }

    deinit {
        for reader in readers.values { reader.finish() }
    }

    /// The stored rows, in order.
    ///
    /// - Complexity: O(n).
    public var rows: [Item] { list.pages.flatMap(\.items) }

    /// The stored pages now, then after every write (see ``PagedListDatabase/contents()``). Only the newest
    /// contents are buffered.
    public func contents() -> AsyncStream<SavedPagedList<Item, Key>> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: SavedPagedList<Item, Key>.self, bufferingPolicy: .bufferingNewest(1))
        continuation.yield(list)
        let id = nextReader
        nextReader += 1
        readers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeReader(id) }
        }
        return stream
    }

    /// Applies `write` (see ``ListDatabaseWrite/applied(to:)``), shows the new contents to every reader, and writes
    /// them to the file.
    ///
    /// - Throws: ``Error/unwritable(_:reason:)`` when the file could not be written; the contents changed anyway
    ///   (and were observed), and the next write tries the file again.
    public func write(_ write: ListDatabaseWrite<Item, Key>) throws(Error) {
        list = SavedPagedList(pages: write.applied(to: list.pages), savedAt: Date())
        for reader in readers.values { reader.yield(list) }
        try persist()
    }

    /// Stores `item`: in the place of the stored row with its id, or, when there is none, at the start.
    ///
    /// - Throws: ``Error/unwritable(_:reason:)``.
    public func upsert(_ item: Item) throws(Error) {
        let isStored = list.pages.contains { page in page.items.contains { $0.id == item.id } }
        try write(.edit(isStored ? .update(item) : .insert(item, at: .start)))
    }

    /// Removes the stored row with `id`, if any.
    ///
    /// - Throws: ``Error/unwritable(_:reason:)``.
    public func remove(id: Item.ID) throws(Error) {
        try write(.edit(.remove(id)))
    }

    /// Removes every row and page.
    ///
    /// - Throws: ``Error/unwritable(_:reason:)``.
    public func removeAll() throws(Error) {
        try write(.replace([]))
    }

    private func removeReader(_ id: Int) {
        readers[id] = nil
    }

    /// Writes the storable pages to a new file next to the old one and renames it over the old one.
    private func persist() throws(Error) {
        var stored = list
        stored.pages = Array(list.pages.prefix { $0.isStorable })
        let data: Data
        do {
            data = try JSONEncoder().encode(stored)
        } catch {
            throw .unwritable(fileURL, reason: "\(error)")
        }
        let directory = fileURL.deletingLastPathComponent().path
        if let failure = CacheFiles.createDirectory(directory) { throw .unwritable(fileURL, reason: failure) }
        let temporary = directory + "/." + fileURL.lastPathComponent + "." + UUID().uuidString + ".tmp"
        if let failure = CacheFiles.writeNewFile(data, to: temporary)
            ?? CacheFiles.move(temporary, replacing: fileURL.path)
        {
            _ = CacheFiles.remove(temporary)
            throw .unwritable(fileURL, reason: failure)
        }
    }

    /// The list in the file at `url`: empty with no error when there is no file, empty with the error when it
    /// does not read.
    private static func read(_ url: URL) -> (SavedPagedList<Item, Key>, Error?) {
        guard FileManager.default.fileExists(atPath: url.path) else { return (SavedPagedList(pages: []), nil) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return (SavedPagedList(pages: []), .unreadable(url, reason: "\(error)"))
        }
        do {
            var list = try JSONDecoder().decode(SavedPagedList<Item, Key>.self, from: data)
            list.pages = ListDatabaseWrite<Item, Key>.unique(list.pages)
            return (list, nil)
        } catch {
            return (SavedPagedList(pages: []), .corrupt(url, reason: "\(error)"))
        }
    }
}

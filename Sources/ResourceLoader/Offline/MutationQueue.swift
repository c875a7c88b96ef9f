import Foundation

/// Edits waiting for the server, kept in a journal file so that they survive a crash or a relaunch.
///
/// ```swift
/// let queue = try MutationQueue(directory: caches.appendingPathComponent("offline-edits"))
/// let mutation = try await queue.enqueue(.update, rowID: "42", value: renamedUser)  // on disk when it returns
/// // ... a MutationReplayer sends it when the network is back, then:
/// try await queue.markApplied(mutation.id)
/// ```
///
/// - **Written before shown:** ``enqueue(_:rowID:payload:idempotencyKey:)`` returns only once the journal holding
///   the mutation is in place; when the write fails it throws and nothing is queued.
/// - **Files:** the directory is created with mode 0700; the journal, `<directory>/<name>.json`, is written whole to
///   a new temporary file of mode 0600, flushed to the device (`fsync`), and renamed over the old one, so a kill at
///   any moment leaves the old journal or the new one. The queue's state changes only after its journal is in place.
/// - **A journal that does not read** makes `init` throw ``Error/corrupt(_:reason:)`` or
///   ``Error/unreadable(_:reason:)``: queued edits are never dropped silently. ``discardJournal(in:name:)`` is the
///   explicit way to start over.
/// - **One owner:** one queue per journal, in one process; two queues over the same file overwrite each other.
/// - **Cost:** each change rewrites the journal: O(n) for n queued mutations. The queue is meant for the edits made
///   while offline (tens to a few thousand), not as a database.
public actor MutationQueue {
    /// What went wrong reading or writing the journal.
    public enum Error: Swift.Error, CustomStringConvertible, Sendable {
        /// The journal is there but could not be read.
        case unreadable(URL, reason: String)
        /// The journal was read but is not one this version reads (truncated, not JSON, another format, broken
        /// order or duplicate ids).
        case corrupt(URL, reason: String)
        /// The journal could not be written; the queue and its file keep what they held.
        case unwritable(URL, reason: String)
        /// No mutation with this id is pending (or refused, for ``MutationQueue/acknowledgeRefusal(_:)``).
        case unknownMutation(UUID)

        /// What went wrong, and with which journal.
        public var description: String {
            switch self {
            case .unreadable(let url, let reason): "mutation journal \(url.path) could not be read: \(reason)"
            case .corrupt(let url, let reason): "mutation journal \(url.path) is corrupt: \(reason)"
            case .unwritable(let url, let reason): "mutation journal \(url.path) could not be written: \(reason)"
            case .unknownMutation(let id): "no queued mutation has id \(id)"
            }
        }
    }

    /// The journal file.
    public nonisolated let fileURL: URL
    private var journal: MutationJournal
    private var readers: [Int: AsyncStream<[Mutation]>.Continuation] = [:]
    private var nextReader = 0

    /// Opens the queue journaled in `directory` as `name`, reading what an earlier queue there wrote.
    ///
    /// - Parameters:
    ///   - directory: a directory the app names (in its caches or application-support directory), created on the
    ///     first write.
    ///   - name: the journal's file name without extension, for several queues in one directory.
    /// - Throws: ``Error/corrupt(_:reason:)`` or ``Error/unreadable(_:reason:)`` when a journal is there but does
    ///   not read; no journal at all is an empty queue.
    public init(directory: URL, name: String = "mutations") throws(Error) {
        let fileURL = directory.appendingPathComponent(name + ".json")
        self.fileURL = fileURL
        journal = try Self.read(fileURL)
        Self.removeTemporaryFiles(of: fileURL)
    }

    deinit {
        for reader in readers.values { reader.finish() }
    }

    /// The mutations not yet applied or refused, in the order they were enqueued.
    public var pending: [Mutation] { journal.pending }

    /// The oldest pending mutation: the next to send.
    public var nextPending: Mutation? { journal.pending.first }

    /// The refused mutations the app has not acknowledged yet, with why, in the order they were refused.
    public var refused: [(mutation: Mutation, refusal: MutationRefusal)] {
        journal.refused.map { ($0.mutation, $0.refusal) }
    }

    /// The pending mutations now, then after every change. Only the newest list is buffered.
    public func pendingChanges() -> AsyncStream<[Mutation]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [Mutation].self, bufferingPolicy: .bufferingNewest(1))
        continuation.yield(journal.pending)
        let id = nextReader
        nextReader += 1
        readers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeReader(id) }
        }
        return stream
    }

    /// Queues an edit of `rowID` after every pending one, and returns it once it is on disk.
    ///
    /// - Parameters:
    ///   - kind: what kind of edit it is.
    ///   - rowID: the row it edits; later edits of the same row are replayed after it.
    ///   - payload: the edit's body, as the app will send it.
    ///   - idempotencyKey: the key the server dedupes the edit by; a new UUID string by default.
    /// - Throws: ``Error/unwritable(_:reason:)``; then nothing was queued. Also when the journal has given every
    /// sequence number (only a hostile journal, whose `nextSequence` is the largest `UInt64`, gets there).
    @discardableResult
    public func enqueue(
        _ kind: Mutation.Kind, rowID: String, payload: Data, idempotencyKey: String = UUID().uuidString
    ) throws(Error) -> Mutation {
        guard journal.nextSequence < UInt64.max else {
            throw .unwritable(fileURL, reason: "every sequence number has been given (nextSequence \(UInt64.max))")
        }
        let mutation = Mutation(
            id: UUID(), idempotencyKey: idempotencyKey, rowID: rowID, kind: kind, payload: payload,
            sequence: journal.nextSequence, enqueuedAt: Date())
        var changed = journal
        changed.pending.append(mutation)
        changed.nextSequence += 1
        try commit(changed)
        return mutation
    }

    /// Queues an edit of `rowID` whose payload is `value` encoded with `encoder` (a plain `JSONEncoder` by default).
    ///
    /// - Throws: ``Error/unwritable(_:reason:)`` when the value does not encode or the journal cannot be written.
    @discardableResult
    public func enqueue<Value: Encodable>(
        _ kind: Mutation.Kind, rowID: String, value: Value, encoder: JSONEncoder = JSONEncoder(),
        idempotencyKey: String = UUID().uuidString
    ) throws(Error) -> Mutation {
        let payload: Data
        do {
            payload = try encoder.encode(value)
        } catch {
            throw .unwritable(fileURL, reason: "the payload did not encode: \(error)")
        }
        return try enqueue(kind, rowID: rowID, payload: payload, idempotencyKey: idempotencyKey)
    }

    /// Removes the pending mutation `id`: the server applied it.
    ///
    /// - Throws: ``Error/unknownMutation(_:)`` when none is pending with that id; ``Error/unwritable(_:reason:)``,
    ///   and then it stays pending (a replay sends it again, with the same idempotency key).
    public func markApplied(_ id: Mutation.ID) throws(Error) {
        guard let index = journal.pending.firstIndex(where: { $0.id == id }) else { throw .unknownMutation(id) }
        var changed = journal
        changed.pending.remove(at: index)
        try commit(changed)
    }

    /// Moves the pending mutation `id` to ``refused``: the server will not apply it, and it is never sent again.
    ///
    /// - Throws: ``Error/unknownMutation(_:)``, or ``Error/unwritable(_:reason:)`` (it stays pending).
    @discardableResult
    public func markRefused(_ id: Mutation.ID, _ refusal: MutationRefusal) throws(Error) -> Mutation {
        guard let index = journal.pending.firstIndex(where: { $0.id == id }) else { throw .unknownMutation(id) }
        var changed = journal
        let mutation = changed.pending.remove(at: index)
        changed.refused.append(MutationJournal.RefusedEntry(mutation: mutation, refusal: refusal))
        try commit(changed)
        return mutation
    }

    /// Forgets the refused mutation `id`: the app has rolled it back and told the user.
    ///
    /// - Throws: ``Error/unknownMutation(_:)`` when no refused mutation has that id, or ``Error/unwritable(_:reason:)``.
    public func acknowledgeRefusal(_ id: Mutation.ID) throws(Error) {
        guard let index = journal.refused.firstIndex(where: { $0.mutation.id == id }) else {
            throw .unknownMutation(id)
        }
        var changed = journal
        changed.refused.remove(at: index)
        try commit(changed)
    }

    /// Deletes the journal `name` in `directory` (a corrupt one, say) so that the next queue there starts empty.
    ///
    /// - Throws: ``Error/unwritable(_:reason:)`` when the file is there and cannot be removed.
    public static func discardJournal(in directory: URL, name: String = "mutations") throws(Error) {
        let fileURL = directory.appendingPathComponent(name + ".json")
        if let failure = CacheFiles.remove(fileURL.path) { throw .unwritable(fileURL, reason: failure) }
    }

    private func removeReader(_ id: Int) {
        readers[id] = nil
    }

    /// Writes `changed` to the journal, then makes it the queue's state and tells the readers.
    private func commit(_ changed: MutationJournal) throws(Error) {
        try Self.write(changed, to: fileURL)
        let pendingChanged = changed.pending != journal.pending
        journal = changed
        if pendingChanged {
            for reader in readers.values { reader.yield(journal.pending) }
        }
    }

    /// Writes `journal` to a new temporary file next to `fileURL` and renames it over `fileURL`.
    private static func write(_ journal: MutationJournal, to fileURL: URL) throws(Error) {
        let data: Data
        do {
            data = try JSONEncoder().encode(journal)
        } catch {
            throw .unwritable(fileURL, reason: "\(error)")
        }
        let directory = fileURL.deletingLastPathComponent().path
        if let failure = CacheFiles.createDirectory(directory) { throw .unwritable(fileURL, reason: failure) }
        let temporary = directory + "/" + temporaryPrefix(of: fileURL) + UUID().uuidString + ".tmp"
        if let failure = CacheFiles.writeNewFile(data, to: temporary, synchronized: true)
            ?? CacheFiles.move(temporary, replacing: fileURL.path)
        {
            _ = CacheFiles.remove(temporary)
            throw .unwritable(fileURL, reason: failure)
        }
        // The rename is the commit: from here the new journal is what every later process reads. Flushing the
        // directory makes it survive a power loss too; some file systems refuse to flush a directory, and a failure
        // here must not report as unwritten a journal that is in place.
        _ = CacheFiles.synchronizeDirectory(directory)
    }

    /// The start of the names of the temporary files written for `fileURL`.
    private static func temporaryPrefix(of fileURL: URL) -> String {
        "." + fileURL.lastPathComponent + "."
    }

    /// Removes the temporary files a killed write left next to `fileURL`.
    private static func removeTemporaryFiles(of fileURL: URL) {
        let directory = fileURL.deletingLastPathComponent().path
        let prefix = temporaryPrefix(of: fileURL)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            return  // no directory yet: nothing was left behind
        }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            _ = CacheFiles.remove(directory + "/" + name)
        }
    }

    /// The journal at `url`: empty when there is no file.
    private static func read(_ url: URL) throws(Error) -> MutationJournal {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return MutationJournal()
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return MutationJournal() }
            throw .unreadable(url, reason: "\(error)")
        }
        let journal: MutationJournal
        do {
            journal = try JSONDecoder().decode(MutationJournal.self, from: data)
        } catch {
            throw .corrupt(url, reason: "\(error)")
        }
        if let violation = journal.violation { throw .corrupt(url, reason: violation) }
        return journal
    }
}

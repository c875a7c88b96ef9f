import Foundation

extension DiskCache {
    /// On first use: creates the directory if needed, then builds the index from the files already there (their
    /// headers only), oldest modification first. Corrupt files are removed, and so are temporary files more than
    /// an hour old (left by a write that never finished).
    func loadIfNeeded(_ state: inout State) {
        guard !state.isLoaded else { return }
        state.isLoaded = true
        if let failure = CacheFiles.createDirectory(directory.path) {
            report(.fileOperationFailed(operation: "create directory", path: directory.path, reason: failure))
            return
        }
        var found: [(name: String, modified: Date, entry: Entry)] = []
        for name in listDirectory() {
            let url = directory.appendingPathComponent(name, isDirectory: false)
            if isTemporaryFile(name) {
                if let modified = attributes(of: url)?.modified, Date().timeIntervalSince(modified) > 3_600 {
                    removeFile(name)
                }
                continue
            }
            guard isCacheFile(name), let (size, modified) = attributes(of: url) else { continue }
            do {
                let summary = try readSummary(of: url, size: size)
                let entry = Entry(key: summary.key, size: size, storedAt: summary.storedAt, generation: 0)
                found.append((name, modified, entry))
            } catch let corruption as DiskCacheFormat.Corruption {
                removeFile(name)
                report(.corruptFileRemoved(url, reason: corruption.description))
            } catch {
                report(.fileOperationFailed(operation: "read", path: url.path, reason: String(describing: error)))
            }
        }
        for file in found.sorted(by: { $0.modified < $1.modified }) {
            _ = state.entries.insert(file.entry, cost: file.entry.size, for: file.name)
        }
        evictToFit(&state)
    }

    /// The size and modification date of the regular file at `url`; `nil` for anything else.
    private func attributes(of url: URL) -> (size: Int, modified: Date)? {
        do {
            let values = try url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey])
            guard values.isRegularFile == true else { return nil }
            return (values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        } catch {
            report(.fileOperationFailed(operation: "stat", path: url.path, reason: String(describing: error)))
            return nil
        }
    }

    /// The key and storage date of the file at `url` of `size` bytes, read from its header alone.
    private func readSummary(of url: URL, size: Int) throws -> (key: CacheKey, storedAt: Date) {
        let handle = try FileHandle(forReadingFrom: url)
        defer {
            do {
                try handle.close()
            } catch {
                report(.fileOperationFailed(operation: "close", path: url.path, reason: String(describing: error)))
            }
        }
        let preamble = try handle.read(upToCount: DiskCacheFormat.preambleLength) ?? Data()
        guard let summaryLength = DiskCacheFormat.summaryLength(preamble: preamble) else {
            throw DiskCacheFormat.Corruption(description: "not a cache file")
        }
        guard summaryLength <= size else {
            throw DiskCacheFormat.Corruption(description: "a header of \(summaryLength) bytes in a \(size)-byte file")
        }
        var prefix = preamble
        prefix.append(try handle.read(upToCount: summaryLength - preamble.count) ?? Data())
        return try DiskCacheFormat.decodeSummary(prefix, fileSize: size)
    }
}

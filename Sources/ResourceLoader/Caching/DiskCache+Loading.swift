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
            guard isCacheFile(name), let modified = attributes(of: url)?.modified else { continue }
            do {
                let summary = try readSummary(of: url)
                let entry = Entry(key: summary.key, size: summary.size, storedAt: summary.storedAt, generation: 0)
                found.append((name, modified, entry))
            } catch let corruption as DiskCacheFormat.Corruption {
                removeFile(name)
                report(.corruptFileRemoved(url, reason: corruption.description))
            } catch {
                // A file removed since it was listed (by another instance on the directory) has nothing to index.
                if !Self.isVanished(url, error) {
                    report(.fileOperationFailed(operation: "read", path: url.path, reason: String(describing: error)))
                }
            }
        }
        for file in found.sorted(by: { $0.modified < $1.modified }) {
            _ = state.entries.insert(file.entry, cost: file.entry.size, for: file.name)
        }
        evictToFit(&state)
    }

    /// The size and modification date of the regular file at `url`; `nil` for anything else, and for a file removed
    /// since the directory was listed (by another instance on the directory, say), which is not reported.
    private func attributes(of url: URL) -> (size: Int, modified: Date)? {
        do {
            let values = try url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey])
            guard values.isRegularFile == true else { return nil }
            return (values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        } catch {
            if !Self.isVanished(url, error) {
                report(.fileOperationFailed(operation: "stat", path: url.path, reason: String(describing: error)))
            }
            return nil
        }
    }

    /// Whether the file at `url` was gone when `error` was thrown: the error says so, or the file is not there now.
    /// The error is asked first: another instance may have written the file again since (remove, then rename a new
    /// one over the path), so its absence alone comes too late to tell.
    private static func isVanished(_ url: URL, _ error: any Swift.Error) -> Bool {
        let error = error as NSError
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        let saysNoSuchFile =
            error.domain == NSCocoaErrorDomain
            && (error.code == CocoaError.fileNoSuchFile.rawValue
                || error.code == CocoaError.fileReadNoSuchFile.rawValue)
            || error.domain == NSPOSIXErrorDomain && error.code == Int(ENOENT)
            || underlying?.domain == NSPOSIXErrorDomain && underlying?.code == Int(ENOENT)
        return saysNoSuchFile || !FileManager.default.fileExists(atPath: url.path)
    }

    /// The key, storage date and size of the file at `url`, read from its header alone. The size is the open file's,
    /// not an earlier look at the path's, so that a file another instance renames over the path meanwhile is read
    /// whole, never taken for a truncated one.
    private func readSummary(of url: URL) throws -> (key: CacheKey, storedAt: Date, size: Int) {
        let handle = try FileHandle(forReadingFrom: url)
        defer {
            do {
                try handle.close()
            } catch {
                report(.fileOperationFailed(operation: "close", path: url.path, reason: String(describing: error)))
            }
        }
        let size = Int(clamping: try handle.seekToEnd())
        try handle.seek(toOffset: 0)
        let preamble = try handle.read(upToCount: DiskCacheFormat.preambleLength) ?? Data()
        guard let summaryLength = DiskCacheFormat.summaryLength(preamble: preamble) else {
            throw DiskCacheFormat.Corruption(description: "not a cache file")
        }
        guard summaryLength <= size else {
            throw DiskCacheFormat.Corruption(description: "a header of \(summaryLength) bytes in a \(size)-byte file")
        }
        var prefix = preamble
        prefix.append(try handle.read(upToCount: summaryLength - preamble.count) ?? Data())
        let summary = try DiskCacheFormat.decodeSummary(prefix, fileSize: size)
        return (summary.key, summary.storedAt, size)
    }
}

import Foundation
import ResourceLoader
import ResourceSupport
import Testing

/// A fresh directory under the system's temporary directory, removed by ``remove()``.
struct TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ResourceLoaderTests-\(UUID().uuidString)", isDirectory: true)
    }

    /// A path inside the directory (the directory itself need not exist yet).
    func appending(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// Removes the directory; a failure is recorded as a test issue.
    func remove() {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            Issue.record("could not remove \(url.path): \(error)")
        }
    }
}

/// A clock tests move by hand.
final class ManualClock: Sendable {
    private let current: Locked<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_717_243_200)) {
        current = Locked(start)
    }

    var now: Date { current.value }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

/// Collects what a disk cache reports.
final class ErrorLog: Sendable {
    private let errors = Locked<[DiskCache.Error]>([])

    func record(_ error: DiskCache.Error) {
        errors.withLock { $0.append(error) }
    }

    var all: [DiskCache.Error] { errors.value }

    var corruptFilesRemoved: Int {
        all.filter {
            if case .corruptFileRemoved = $0 { return true }
            return false
        }.count
    }
}

enum DiskCacheFixtures {
    static func key(_ path: String, variant: String? = nil) -> CacheKey {
        CacheKey(url: URL(string: "https://api.example.com/\(path)")!, variant: variant)
    }

    static func response(
        bytes: Int, fill: UInt8 = 7, headers: [String: String] = ["Content-Type": "application/json"],
        storedAt: Date = Date(timeIntervalSince1970: 1_717_243_200)
    ) -> CachedResponse {
        CachedResponse(
            statusCode: 200, url: URL(string: "https://api.example.com/final"), headerFields: headers,
            body: Data(repeating: fill, count: bytes), storedAt: storedAt)
    }

    /// The cache files (not temporary or foreign files) in `directory`.
    static func cacheFiles(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".rlcache") }.sorted()
    }

    /// The POSIX permission bits of the item at `url`.
    static func permissions(of url: URL) throws -> Int? {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? NSNumber).map { $0.intValue & 0o777 }
    }
}

import Foundation
import Testing

@testable import ResourceLoader

/// Corrupt, truncated, foreign and hostile files are misses that remove the file; nothing crashes and nothing
/// reaches the caller as an error.
@Suite("Disk cache with damaged files")
struct DiskCacheCorruptionTests {
    typealias Fixtures = DiskCacheFixtures

    /// A cache in a fresh directory that reports to `log`, holding one valid entry under `key`.
    struct Scenario {
        let directory = TemporaryDirectory()
        let log = ErrorLog()
        let key = Fixtures.key("a")
        let cache: DiskCache
        /// The entry's file and its valid bytes.
        let file: URL
        let bytes: Data

        init() throws {
            let log = log
            cache = DiskCache(directory: directory.url) { $0.onError = log.record }
            cache.storeResponse(Self.validResponse, for: key)
            file = cache.fileURL(for: key)
            bytes = try Data(contentsOf: file)
        }

        static let validResponse = Fixtures.response(bytes: 300, headers: ["ETag": "\"v1\""])
    }

    @Test("a truncated file is a miss and is removed, by the instance that wrote it and by a relaunched one")
    func truncated() throws {
        let scenario = try Scenario()
        defer { scenario.directory.remove() }
        let (directory, log, key, cache, file, bytes) = (
            scenario.directory, scenario.log, scenario.key, scenario.cache, scenario.file, scenario.bytes
        )

        try bytes.dropLast().write(to: file)
        #expect(cache.cachedResponse(for: key) == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(log.corruptFilesRemoved == 1)

        try bytes.prefix(20).write(to: file)
        let relaunched = DiskCache(directory: directory.url) { $0.onError = log.record }
        #expect(relaunched.count == 0)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(log.corruptFilesRemoved == 2)

        try Data().write(to: file)
        #expect(DiskCache(directory: directory.url).count == 0)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("a file with the cache's name but another format is removed; files with other names are left alone")
    func foreignFiles() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let impostor = directory.appending("0123456789abcdef0123456789abcdef.rlcache")
        try Data("{\"not\": \"a cache file\"}".utf8).write(to: impostor)
        let other = directory.appending("README")
        try Data("RLDC\u{1}but not really".utf8).write(to: other)
        let freshTemporary = directory.appending(".in-flight.tmp")
        try Data("partial".utf8).write(to: freshTemporary)
        let staleTemporary = directory.appending(".crashed.tmp")
        try Data("partial".utf8).write(to: staleTemporary)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -7_200)], ofItemAtPath: staleTemporary.path)
        try FileManager.default.createDirectory(
            at: directory.appending("folder.rlcache"), withIntermediateDirectories: true)

        let log = ErrorLog()
        let cache = DiskCache(directory: directory.url) { $0.onError = log.record }
        #expect(cache.count == 0)
        #expect(!FileManager.default.fileExists(atPath: impostor.path))
        #expect(!FileManager.default.fileExists(atPath: staleTemporary.path))
        #expect(FileManager.default.fileExists(atPath: other.path))
        #expect(FileManager.default.fileExists(atPath: freshTemporary.path), "a write may still be in flight")
        #expect(FileManager.default.fileExists(atPath: directory.appending("folder.rlcache").path))
        #expect(log.corruptFilesRemoved == 1)
    }

    @Test("hostile lengths (header, body, field count) are refused without reading past the file")
    func hostileLengths() throws {
        let scenario = try Scenario()
        defer { scenario.directory.remove() }
        let (directory, key, cache, file, bytes) = (
            scenario.directory, scenario.key, scenario.cache, scenario.file, scenario.bytes
        )
        let headerLength = bytes[5..<9].reduce(0) { $0 << 8 | Int($1) }
        let bodyLengthOffset = 9 + headerLength + 8

        var hugeHeader = bytes
        hugeHeader.replaceSubrange(5..<9, with: [0xFF, 0xFF, 0xFF, 0xFF])
        var hugeBody = bytes
        hugeBody.replaceSubrange(bodyLengthOffset..<bodyLengthOffset + 8, with: [UInt8](repeating: 0xFF, count: 8))
        var shortBody = bytes
        shortBody.replaceSubrange(bodyLengthOffset..<bodyLengthOffset + 8, with: [0, 0, 0, 0, 0, 0, 0, 1])

        // A header whose checksum is right but whose field count claims four billion fields.
        var header = Data()
        header.append(contentsOf: [UInt8](repeating: 0, count: 8))  // stored at 1970
        header.append(contentsOf: [0, 0, 0, 200])
        for string in ["GET", key.url] {
            header.append(contentsOf: [0, 0, 0, UInt8(string.utf8.count)])
            header.append(contentsOf: Array(string.utf8))
        }
        header.append(contentsOf: [0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF])  // no partition, variant, URL; the count
        var manyFields = Data("RLDC".utf8) + [1]
        manyFields.append(contentsOf: withUnsafeBytes(of: UInt32(header.count).bigEndian, Array.init))
        manyFields.append(header)
        manyFields.append(contentsOf: withUnsafeBytes(of: DiskCacheFormat.checksum(header).bigEndian, Array.init))
        manyFields.append(contentsOf: [UInt8](repeating: 0, count: 8))

        var futureVersion = bytes
        futureVersion[4] = DiskCacheFormat.version + 1

        for (name, damaged) in [
            ("huge header", hugeHeader), ("huge body", hugeBody), ("short body", shortBody),
            ("many fields", manyFields), ("future version", futureVersion),
        ] {
            cache.storeResponse(Fixtures.response(bytes: 300), for: key)
            try damaged.write(to: file)
            #expect(cache.cachedResponse(for: key) == nil, "\(name)")
            #expect(!FileManager.default.fileExists(atPath: file.path), "\(name)")

            try damaged.write(to: file)
            #expect(DiskCache(directory: directory.url).count == 0, "\(name), read at launch")
            #expect(!FileManager.default.fileExists(atPath: file.path), "\(name), read at launch")
        }
    }

    @Test("every truncation and single-byte change of a file is a miss that removes it, or (in the body) a response")
    func everyDamage() throws {
        let scenario = try Scenario()
        defer { scenario.directory.remove() }
        let (key, cache, file, bytes) = (scenario.key, scenario.cache, scenario.file, scenario.bytes)
        let bodyStart = bytes.count - 300
        var cases: [(name: String, bytes: Data, changesOnlyTheBody: Bool)] = []
        // Every byte before the body, and a few in it (each body byte is read the same way).
        let offsets = Array(0..<bodyStart) + [bodyStart, bodyStart + 150, bytes.count - 1]
        for length in offsets {
            cases.append(("truncated to \(length) bytes", bytes.prefix(length), false))
        }
        for offset in offsets {
            var damaged = bytes
            damaged[offset] ^= 0x5A
            cases.append(("byte \(offset) changed", damaged, offset >= bodyStart))
        }
        for damage in cases {
            cache.storeResponse(Scenario.validResponse, for: key)
            try damage.bytes.write(to: file)
            let read = cache.cachedResponse(for: key)
            if damage.changesOnlyTheBody {
                #expect(read?.body == damage.bytes.suffix(300), "\(damage.name): the body is not checksummed")
            } else {
                #expect(read == nil, "\(damage.name)")
                #expect(!FileManager.default.fileExists(atPath: file.path), "\(damage.name)")
            }
        }
        #expect(scenario.log.corruptFilesRemoved == offsets.count + bodyStart)
    }
}

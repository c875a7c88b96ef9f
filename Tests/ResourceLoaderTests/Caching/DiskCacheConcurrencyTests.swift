import Foundation
import ResourceLoader
import Testing

/// Run under the thread sanitizer in CI (the ResourceLoaderTests filter).
@Suite("Disk cache concurrent readers and writers")
struct DiskCacheConcurrencyTests {
    typealias Fixtures = DiskCacheFixtures

    @Test("concurrent readers and writers of one key only ever see a whole response written by one writer")
    func oneKey() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let log = ErrorLog()
        let cache = DiskCache(directory: directory.url) { $0.onError = log.record }
        let key = Fixtures.key("contended")

        let torn = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var torn = 0
                    for step in 0..<40 {
                        if step % 2 == 0 {
                            let fill = UInt8(worker)
                            let response = Fixtures.response(
                                bytes: 32_768 + worker * 1_024, fill: fill, headers: ["ETag": "\"\(worker)\""])
                            cache.storeResponse(response, for: key)
                        } else if let read = cache.cachedResponse(for: key) {
                            // The ETag names the writer; the body must be all that writer's, at its length.
                            let writer = Int(read.entityTag?.dropFirst().dropLast() ?? "") ?? -1
                            let whole =
                                read.body.count == 32_768 + writer * 1_024
                                && read.body.allSatisfy { $0 == UInt8(truncatingIfNeeded: writer) }
                            if !whole { torn += 1 }
                        }
                    }
                    return torn
                }
            }
            return await group.reduce(0, +)
        }
        #expect(torn == 0)
        #expect(log.all.isEmpty, "\(log.all)")
        #expect(cache.count == 1)
        #expect(try Fixtures.cacheFiles(in: directory.url).count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).count == 1, "no temporary left")
        #expect(cache.cachedResponse(for: key) != nil)
    }

    @Test("concurrent writers of many keys with removals and eviction keep the index and the directory in step")
    func manyKeys() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let log = ErrorLog()
        let cache = DiskCache(directory: directory.url) { configuration in
            configuration.sizeLimit = 40_000
            configuration.onError = log.record
        }
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<6 {
                group.addTask {
                    for step in 0..<60 {
                        let key = Fixtures.key("item/\((worker * 7 + step) % 25)")
                        switch step % 5 {
                        case 0, 1, 2: cache.storeResponse(Fixtures.response(bytes: 2_000), for: key)
                        case 3: _ = cache.cachedResponse(for: key)
                        default:
                            if step % 10 == 4 {
                                cache.removeResponse(for: key)
                            } else {
                                cache.removeResponses { $0.url.hasSuffix("/\(step % 25)") }
                            }
                        }
                    }
                }
            }
        }
        #expect(log.all.isEmpty, "\(log.all)")
        #expect(cache.totalSize <= 40_000)
        let files = try Fixtures.cacheFiles(in: directory.url)
        #expect(files.count == cache.count)
        let relaunched = DiskCache(directory: directory.url)
        #expect(relaunched.totalSize == cache.totalSize)
    }
}

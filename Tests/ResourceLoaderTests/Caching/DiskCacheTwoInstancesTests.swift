import Foundation
import ResourceLoader
import ResourceSupport
import Testing

@Suite("Two DiskCache instances on one directory (#36)", .timeLimit(.minutes(1)))
struct DiskCacheTwoInstancesTests {
    typealias Fixtures = DiskCacheFixtures

    @Test("an instance that loads its index while another rewrites a file reports no size mismatch and removes nothing")
    func loadWhileAnotherWrites() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let key = Fixtures.key("shared")
        let writer = DiskCache(directory: directory.url)
        writer.storeResponse(Fixtures.response(bytes: 1_000), for: key)
        let stop = Locked(false)
        let log = ErrorLog()

        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                var step = 0
                while !stop.value {
                    step += 1
                    writer.storeResponse(Fixtures.response(bytes: 1_000 + (step % 2) * 7_000), for: key)
                }
            }
            group.addTask {
                for _ in 0..<400 {
                    let reader = DiskCache(directory: directory.url) { $0.onError = log.record }
                    _ = reader.count  // loads the index from the directory
                    _ = reader.cachedResponse(for: key)
                }
                stop.withLock { $0 = true }
            }
        }

        #expect(log.all.isEmpty, "\(log.all.prefix(3))")
        #expect(writer.cachedResponse(for: key) != nil, "the writer's file is still there")
        let files = try Fixtures.cacheFiles(in: directory.url)
        #expect(files.count == 1)
        let size = try FileManager.default.attributesOfItem(atPath: writer.fileURL(for: key).path)[.size] as? Int
        #expect(size == writer.totalSize, "the writer's index matches its file")
    }
}

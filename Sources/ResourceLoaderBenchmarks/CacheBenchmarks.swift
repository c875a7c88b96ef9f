import Dispatch
import Foundation
import ResourceLoader

/// Speed of the cache's storage layer against floors measured in the same run, on the ~1 MB page of the core
/// benchmarks:
///
/// - a disk-cache hit (read the file, check the key and format, compute freshness, decode the JSON) vs a bare
///   `Data(contentsOf:)` of a file with the same body plus `JSONDecoder`;
/// - a memory-cache hit of the stored response plus decoding its body vs a bare decode of the same bytes;
/// - for scale, a memory-cache hit of the already *decoded* model (what a 304 can return without decoding).
enum CacheBenchmarks {
    static func run() {
        print("ResourceLoader cache storage benchmarks (release build; medians of 31 alternating samples)")
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("resourceloader-cache-benchmark-\(UUID().uuidString)", isDirectory: true)
        defer { removeDirectory(directory) }
        let body = CoreBenchmarks.largePageBody()
        let url = URL(string: "https://bench.test/page")!
        let key = CacheKey(url: url)
        let response = CachedResponse(
            statusCode: 200, url: url,
            headerFields: ["Content-Type": "application/json", "ETag": "\"v1\"", "Cache-Control": "max-age=60"],
            body: body, storedAt: Date())
        let decoder = JSONDecoder()
        func decode(_ data: Data) -> Int {
            try! decoder.decode(CoreBenchmarks.Envelope.self, from: data).data.items.count
        }

        let disk = DiskCache(directory: directory) { $0.onError = { print("disk cache: \($0)") } }
        disk.storeResponse(response, for: key)
        let plainFile = directory.appendingPathComponent("plain.json")
        try! body.write(to: plainFile)
        print(String(format: "\npage: %.2f MB", Double(body.count) / 1_048_576))

        let (bareRead, diskRead) = alternating(
            { blackHole(try! Data(contentsOf: plainFile).count) },
            { blackHole(disk.cachedResponse(for: key)!.body.count) })
        print("read only: Data(contentsOf:)                 " + BenchmarkSupport.microseconds(bareRead))
        print("read only: disk-cache hit                    " + BenchmarkSupport.microseconds(diskRead))

        let (bareDisk, diskHit) = alternating(
            { blackHole(decode(try! Data(contentsOf: plainFile))) },
            {
                let hit = disk.cachedResponse(for: key)!
                blackHole(hit.freshness(at: Date()).isFresh)
                blackHole(decode(hit.body))
            })
        print("Data(contentsOf:) + JSONDecoder              " + BenchmarkSupport.milliseconds(bareDisk))
        print("disk-cache hit + freshness + JSONDecoder     " + BenchmarkSupport.milliseconds(diskHit))
        print("disk hit / bare read + decode                " + BenchmarkSupport.ratio(diskHit / bareDisk, goal: 1.15))

        let memory = MemoryCache<CacheKey, CachedResponse>()
        memory.storeResponse(response, for: key)
        let (bareDecode, memoryHit) = alternating(
            { blackHole(decode(body)) },
            {
                let hit = memory.cachedResponse(for: key)!
                blackHole(hit.freshness(at: Date()).isFresh)
                blackHole(decode(hit.body))
            })
        print("")
        print("bare JSONDecoder of the bytes                " + BenchmarkSupport.milliseconds(bareDecode))
        print("memory-cache hit + freshness + JSONDecoder   " + BenchmarkSupport.milliseconds(memoryHit))
        print(
            "memory hit / bare decode                     " + BenchmarkSupport.ratio(memoryHit / bareDecode, goal: 1.05)
        )

        let models = MemoryCache<CacheKey, [CoreBenchmarks.Item]>(countLimit: 10, costLimit: 64 << 20) { _ in
            body.count
        }
        models[key] = try! decoder.decode(CoreBenchmarks.Envelope.self, from: body).data.items
        let modelHit = BenchmarkSupport.median(iterations: 31) { blackHole(models[key]!.count) }
        print("memory hit of the decoded model              " + BenchmarkSupport.microseconds(modelHit))
        print(String(format: "bare decode / decoded-model hit              %9.0fx", bareDecode / modelHit))
    }

    /// Medians of `first` and `second` run alternately, 31 times each.
    private static func alternating(_ first: () -> Void, _ second: () -> Void) -> (Double, Double) {
        BenchmarkSupport.interleavedMedians(iterations: 31, first, second)
    }

    private static func removeDirectory(_ directory: URL) {
        do {
            try FileManager.default.removeItem(at: directory)
        } catch {
            print("could not remove \(directory.path): \(error)")
        }
    }
}

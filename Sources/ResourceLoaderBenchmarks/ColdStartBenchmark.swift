import Dispatch
import Foundation
import ResourceLoader
import ResourcePaging

/// Speed of a cold start from the disk cache, measured against a floor taken in the same run: a new `PagedList`
/// over a new `DiskCache` instance (as after a relaunch), from `start()` to the first update showing the cached
/// rows, against a bare `Data(contentsOf:)` plus `JSONDecoder` of the same pages. For scale, the same start over
/// the pages already decoded in memory shows what the list itself costs (hops between executors, restore, first
/// render). The kinds are measured in turn, so drift in the machine's speed touches all alike.
enum ColdStartBenchmark {
    /// One row of the benchmark list: the user-like record of the core benchmarks.
    typealias Person = CoreBenchmarks.Item

    /// The list whose pages are cached.
    struct People: PaginatedResource {
        typealias Item = Person
        var url: URL? { URL(string: "https://bench.test/people") }
        var paging: OffsetPaging { OffsetPaging(limit: ColdStartBenchmark.pageSize) }
    }

    /// A service with no network: every fetch fails at once, so the sync after the cached rows ends quickly.
    struct NoNetwork: ResourceService {
        func fetch<Resource: NetworkResourceType>(_ resource: Resource) async throws(ResourceError) -> Resource.Model {
            throw .invalidRequest(reason: "the cold-start benchmark has no network", underlying: nil)
        }
    }

    static let pageSize = 50
    static let pageCount = 10

    /// Runs the suite and prints its figures.
    @MainActor
    static func run() async {
        print("PagedList cold start from the disk cache (release; medians of 61 samples taken in rotation)")
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("resourceloader-cold-start-\(UUID().uuidString)", isDirectory: true)
        defer { removeDirectory(directory) }
        let pages = makePages()
        let plainFile = directory.appendingPathComponent("pages.json")
        let bytes: Int
        do {
            try await DiskPagedListSource(resource: People(), cache: DiskCache(directory: directory))
                .save(SavedPagedList(pages: pages))
            let json = try JSONEncoder().encode(pages)
            try json.write(to: plainFile)
            bytes = json.count
        } catch {
            print("  cold start benchmark skipped: \(error)")
            return
        }
        let items = pageCount * pageSize
        print(
            String(
                format: "  %d pages of %d rows (%d rows), %.0f KB of JSON", pageCount, pageSize, items,
                Double(bytes) / 1_024))

        let samples = 61
        let memory = MemorySource(saved: SavedPagedList(pages: pages))
        // Samples by kind: the bare read, the cold start, the start over pages in memory, the bare read off the
        // main actor.
        var measured: [[UInt64]] = Array(repeating: [], count: 4)
        for step in 0...samples {
            // The order rotates, so each kind runs in each place equally often.
            for kind in (0..<4).map({ ($0 + step) % 4 }) {
                let elapsed: UInt64
                switch kind {
                case 0: elapsed = bareRead(plainFile)
                case 1:
                    elapsed = await firstUpdate(
                        of: PagedList(
                            resource: People(), service: NoNetwork(), diskCache: DiskCache(directory: directory)),
                        items: items)
                case 2:
                    elapsed = await firstUpdate(
                        of: PagedList(resource: People(), service: NoNetwork(), localSource: memory), items: items)
                default:
                    let start = DispatchTime.now().uptimeNanoseconds
                    _ = await Task.detached { bareRead(plainFile) }.value
                    elapsed = DispatchTime.now().uptimeNanoseconds - start
                }
                // The first round warms every kind up and is not counted.
                if step > 0 { measured[kind].append(elapsed) }
            }
        }
        let medians = measured.map { BenchmarkSupport.median(of: $0) }
        let (bare, cold, inMemory, bareOffMain) = (medians[0], medians[1], medians[2], medians[3])
        print("  Data(contentsOf:) + JSONDecoder of the pages:  \(BenchmarkSupport.milliseconds(bare))")
        print("  new PagedList + DiskCache, start → cached rows: \(BenchmarkSupport.milliseconds(cold))")
        print("  cold start / bare read + decode:               \(BenchmarkSupport.ratio(cold / bare, goal: 1.3))")
        // For scale: a bare read off the main actor, as an app must do it (one hop there and back), and what the
        // list itself costs without a file or JSON (hops, restore, first render). On a loaded machine the hops
        // wait for a core, which the bare read on the main thread never does.
        print("  the bare read + decode off the main actor:      \(BenchmarkSupport.milliseconds(bareOffMain))")
        print(String(format: "  cold start / that:                             %6.3fx", cold / bareOffMain))
        print("  the same start over decoded pages in memory:   \(BenchmarkSupport.milliseconds(inMemory))")
    }

    /// The floor: read the pages' JSON and decode it.
    @Sendable
    private static func bareRead(_ file: URL) -> UInt64 {
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            let pages = try JSONDecoder().decode([Page<Person, Int>].self, from: Data(contentsOf: file))
            blackHole(pages.count)
        } catch {
            fatalError("the bare read failed: \(error)")
        }
        return DispatchTime.now().uptimeNanoseconds - start
    }

    /// The time from `start()` to the update that shows the `items` saved rows: a relaunch when `list` is new and
    /// so is its cache.
    @MainActor
    private static func firstUpdate(of list: PagedList<People, SingleSection>, items: Int) async -> UInt64 {
        var shownAt: UInt64?
        list.onUpdate = { update in
            if shownAt == nil, update.snapshot.numberOfItems == items, update.state.cachedAt != nil {
                shownAt = DispatchTime.now().uptimeNanoseconds
            }
        }
        let start = DispatchTime.now().uptimeNanoseconds
        await list.start()
        guard let shownAt else { fatalError("the cached rows were not shown") }
        return shownAt - start
    }

    /// Pages already decoded, handed over off the main actor as the disk source hands over its own.
    struct MemorySource: PagedListLocalSource {
        let saved: SavedPagedList<Person, Int>

        func loadSavedList() async -> SavedPagedList<Person, Int>? { saved }

        func save(_ list: SavedPagedList<Person, Int>) async {}
    }

    private static func makePages() -> [Page<Person, Int>] {
        (0..<pageCount).map { index in
            let offset = index * pageSize
            let people = (offset..<(offset + pageSize)).map(Person.sample(id:))
            return Page(
                key: offset, items: people, nextKey: index + 1 < pageCount ? offset + pageSize : nil,
                previousKey: index > 0 ? offset - pageSize : nil)
        }
    }

    private static func removeDirectory(_ directory: URL) {
        do {
            try FileManager.default.removeItem(at: directory)
        } catch {
            print("could not remove \(directory.path): \(error)")
        }
    }
}

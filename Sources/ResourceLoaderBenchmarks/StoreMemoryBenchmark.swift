import ResourceStore

#if os(Linux)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Memory of a 100,000-item `SectionedStore` against a plain array of the same items.
///
/// Bytes are the heap in use before and after building each structure, item strings included. On Linux x86-64
/// they come from glibc's `mallinfo2()` (`uordblks + hblkhd`, so large `mmap`ed blocks count too). The Glibc
/// module does not import `<malloc.h>`, so the function is looked up with `dlsym` and called through the x86-64
/// System V convention for a large struct result (a caller-provided buffer in the first argument register);
/// that is why other Linux architectures are not measured. On Apple platforms the figures come from
/// `malloc_zone_statistics`; elsewhere the benchmark says it cannot measure.
enum StoreMemoryBenchmark {
    /// A typical list row: an identifier, a title long enough to live on the heap, a short subtitle, a score.
    struct Row: Identifiable, Equatable, Sendable {
        let id: Int
        var title: String
        var subtitle: String
        var score: Double

        init(_ id: Int) {
            self.id = id
            self.title = "Row number \(id) of the list"
            self.subtitle = "#\(id)"
            self.score = Double(id)
        }
    }

    static let count = 100_000

    static func run() {
        print("")
        guard allocatedBytes() != nil else {
            print("memory: not measured on this platform (no heap statistics available)")
            return
        }
        let arrayBytes = measure {
            let rows = (0..<count).map(Row.init)
            return rows
        }
        let appendedBytes = measure { () -> SectionedStore<Int, Row> in
            let store = SectionedStore<Int, Row>()
            do {
                try store.appendSection(0)
                try store.append((0..<count).map(Row.init))
            } catch {
                fatalError("\(error)")
            }
            return store
        }
        let pagedBytes = measure { () -> SectionedStore<Int, Row> in
            let store = SectionedStore<Int, Row>(duplicatePolicy: .keepLast)
            do {
                try store.appendSection(0)
                for offset in stride(from: 0, to: count, by: 1_000) {
                    try store.write(page: (offset..<offset + 1_000).map(Row.init), at: offset)
                }
            } catch {
                fatalError("\(error)")
            }
            return store
        }
        func line(_ label: String, _ bytes: Int) -> String {
            let perItem = Double(bytes) / Double(count)
            return label + String(repeating: " ", count: max(0, 38 - label.count))
                + "\(bytes / 1024) KiB  (\(Int(perItem.rounded())) B/item)"
        }
        print("memory, \(count) rows of \(MemoryLayout<Row>.stride) B (plus their title strings on the heap):")
        print(line("  plain [Row]", arrayBytes))
        print(line("  SectionedStore, one append", appendedBytes))
        print(line("  SectionedStore, 100 page writes", pagedBytes))
        print(
            "store / array (one append)          "
                + BenchmarkSupport.ratio(Double(appendedBytes) / Double(arrayBytes), goal: 2)
        )
        print(
            "store / array (100 page writes)     "
                + BenchmarkSupport.ratio(Double(pagedBytes) / Double(arrayBytes), goal: 2)
        )
    }

    /// The heap bytes still in use after `build` returns, while its result is alive.
    private static func measure<T>(_ build: () -> T) -> Int {
        let before = allocatedBytes() ?? 0
        let value = build()
        let after = allocatedBytes() ?? 0
        blackHole(value)
        return after - before
    }

    /// The heap bytes in use, or `nil` when the platform gives no statistics.
    static func allocatedBytes() -> Int? {
        #if os(Linux) && arch(x86_64)
            // `struct mallinfo2` is ten `size_t` fields; `hblkhd` is the fifth and `uordblks` the eighth.
            typealias MallocInfo = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallinfo2") else { return nil }
            let mallinfo2 = unsafeBitCast(symbol, to: MallocInfo.self)
            let fields = UnsafeMutablePointer<Int>.allocate(capacity: 10)
            defer { fields.deallocate() }
            _ = mallinfo2(UnsafeMutableRawPointer(fields))
            return fields[7] + fields[4]
        #elseif os(Linux)
            return nil
        #elseif canImport(Darwin)
            var statistics = malloc_statistics_t()
            malloc_zone_statistics(nil, &statistics)
            return Int(statistics.size_in_use)
        #else
            return nil
        #endif
    }
}

import ResourceStore

/// Speed of writes to a 100,000-item `SectionedStore` filled by 100 page writes, against the diff suite's floor
/// (an identifier-to-index dictionary for two 100,000-item lists), sampled alternately in the same run.
///
/// Every write flips values between two versions, so each sample does the same work and sends one change event:
/// one upsert; the last page and a middle page written again (finding what the page holds, replacing it, the
/// diff); a batch that removes 1,000 items and upserts them back with new values (the path where the batch must
/// compare against what it began with).
enum StoreWriteBenchmark {
    typealias Row = StoreMemoryBenchmark.Row

    static let count = 100_000
    static let pageSize = 1_000

    static func run(floor: () -> Void) {
        let store = SectionedStore<Int, Row>(duplicatePolicy: .replaceInPlace)
        write {
            try store.appendSection(0)
            for offset in stride(from: 0, to: count, by: pageSize) {
                try store.write(page: page(at: offset, score: 0), at: offset)
            }
        }
        var flip = 0.0
        let upsertOne = {
            flip = 1 - flip
            var row = Row(count / 2)
            row.score = flip
            write { try store.upsert([row]) }
        }
        let rewriteLast = {
            flip = 1 - flip
            write { try store.write(page: page(at: count - pageSize, score: flip), at: count - pageSize) }
        }
        let rewriteMiddle = {
            flip = 1 - flip
            write { try store.write(page: page(at: count / 2, score: flip), at: count / 2) }
        }
        let removeAndUpsert = {
            flip = 1 - flip
            let rows = page(at: count / 3, score: flip)
            write {
                try store.performBatch { (batch) throws(SectionedStore<Int, Row>.Error) in
                    batch.remove(rows.map(\.id))
                    try batch.upsert(rows)
                }
            }
        }
        let ms = BenchmarkSupport.milliseconds
        print("")
        print("writes to a store of \(count) rows filled by \(count / pageSize) page writes (one event each):")
        // Goals: one changed row costs less than indexing the list once; a page at the end or a batch of 1,000
        // costs a few indexings (copy, re-index, diff); a page in the middle also re-indexes the half after it
        // twice (its removal, then its insertion).
        var ratios: [(label: String, ratio: Double, goal: Double)] = []
        for (label, body, goal) in [
            ("upsert 1 row", upsertOne, 1.0), ("rewrite the last page", rewriteLast, 3),
            ("rewrite a middle page", rewriteMiddle, 10), ("remove 1,000 + upsert back", removeAndUpsert, 3),
        ] {
            let (floorTime, writeTime) = BenchmarkSupport.interleavedMedians(iterations: 31, floor, body)
            print("  " + label + String(repeating: " ", count: max(0, 28 - label.count)) + "\(ms(writeTime))")
            ratios.append((label, writeTime / floorTime, goal))
        }
        for (label, ratio, goal) in ratios {
            let text = label + " / floor"
            print(
                text + String(repeating: " ", count: max(0, 37 - text.count))
                    + BenchmarkSupport.ratio(ratio, goal: goal))
        }
        blackHole(store.version)
    }

    /// The rows of the page at `offset`, with `score` as their changing value.
    static func page(at offset: Int, score: Double) -> [Row] {
        (offset..<offset + pageSize).map { id in
            var row = Row(id)
            row.score = score
            return row
        }
    }

    /// Runs a store write that the benchmark's data makes valid.
    static func write(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            fatalError("benchmark write failed: \(error)")
        }
    }
}

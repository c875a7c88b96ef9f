import Dispatch

extension BenchmarkSupport {
    /// Runs `body` `iterations` times (after one warm-up) and returns the median duration in nanoseconds.
    static func median(iterations: Int = 15, _ body: () async -> Void) async -> Double {
        await body()
        var samples: [UInt64] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            await body()
            samples.append(DispatchTime.now().uptimeNanoseconds - start)
        }
        samples.sort()
        return Double(samples[samples.count / 2])
    }

    /// The median of `samples`.
    static func median(of samples: [UInt64]) -> Double {
        let sorted = samples.sorted()
        return Double(sorted[sorted.count / 2])
    }

    /// Formats nanoseconds as microseconds.
    static func microseconds(_ nanoseconds: Double) -> String {
        String(format: "%9.1f µs", nanoseconds / 1_000)
    }
}

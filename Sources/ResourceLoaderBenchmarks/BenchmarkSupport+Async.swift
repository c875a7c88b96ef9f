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

    /// Times `steps` calls of `small` and of `large`, alternating which goes first from one step to the next, so
    /// drift in the machine's speed touches both alike; appends each duration (nanoseconds) to its samples.
    static func alternate(
        steps: Int,
        small: () async -> Void,
        large: () async -> Void,
        into samples: inout (small: [UInt64], large: [UInt64]),
        isolation: isolated (any Actor)? = #isolation
    ) async {
        for step in 0..<steps {
            for smallFirst in [step % 2 == 0, step % 2 != 0] {
                let start = DispatchTime.now().uptimeNanoseconds
                if smallFirst { await small() } else { await large() }
                let elapsed = DispatchTime.now().uptimeNanoseconds - start
                if smallFirst { samples.small.append(elapsed) } else { samples.large.append(elapsed) }
            }
        }
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

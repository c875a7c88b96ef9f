import Dispatch
import Foundation

/// Timing and dead-code-elimination helpers shared by the benchmark suites.
enum BenchmarkSupport {
    /// Runs `body` `iterations` times (after one warm-up) and returns the median duration in nanoseconds.
    static func median(iterations: Int = 15, _ body: () -> Void) -> Double {
        body()
        var samples: [UInt64] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(DispatchTime.now().uptimeNanoseconds - start)
        }
        samples.sort()
        return Double(samples[samples.count / 2])
    }

    /// Formats nanoseconds as milliseconds.
    static func milliseconds(_ nanoseconds: Double) -> String {
        String(format: "%9.3f ms", nanoseconds / 1_000_000)
    }

    /// Formats a ratio with its goal and a verdict.
    static func ratio(_ value: Double, goal: Double) -> String {
        String(format: "%6.3fx  (goal <= %.2fx) ", value, goal) + (value <= goal ? "ok" : "MISSED")
    }
}

/// Keeps a value alive and opaque to the optimiser, so the work that produced it cannot be removed.
@_optimize(none)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

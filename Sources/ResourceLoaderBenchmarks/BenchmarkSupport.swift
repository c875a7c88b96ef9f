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

    /// Runs `first` and `second` alternately `iterations` times each (after one warm-up of each) and returns
    /// their median durations in nanoseconds. Alternating makes both see the same machine load, so their ratio
    /// stays meaningful on a busy machine.
    static func interleavedMedians(iterations: Int, _ first: () -> Void, _ second: () -> Void) -> (Double, Double) {
        first()
        second()
        var firstSamples: [UInt64] = []
        var secondSamples: [UInt64] = []
        for _ in 0..<iterations {
            var start = DispatchTime.now().uptimeNanoseconds
            first()
            firstSamples.append(DispatchTime.now().uptimeNanoseconds - start)
            start = DispatchTime.now().uptimeNanoseconds
            second()
            secondSamples.append(DispatchTime.now().uptimeNanoseconds - start)
        }
        firstSamples.sort()
        secondSamples.sort()
        return (Double(firstSamples[iterations / 2]), Double(secondSamples[iterations / 2]))
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

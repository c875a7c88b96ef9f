// expect: accepted 3
// `if #available` fences its first block, `guard #available` the rest of the block it is in.
import Synchronization

func pause() async throws {
    if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
        try await Task.sleep(for: .milliseconds(10))
    } else {
        try await Task.sleep(nanoseconds: 10_000_000)
    }
}

func count() -> Int {
    guard #available(iOS 18, macOS 15, tvOS 18, watchOS 11, *) else { return 0 }
    let value = Mutex(1)
    return value.withLock { $0 }
}

func clock() {
    if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *), Bool.random() {
        let clock = ContinuousClock()
        _ = clock.now
    }
}

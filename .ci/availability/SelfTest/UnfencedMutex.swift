// expect: rejected Mutex
// Synchronization's Mutex is iOS 18 / macOS 15: a type that stores one needs the same floor.
import Synchronization

final class Counter: Sendable {
    private let value = Mutex(0)

    func increment() {
        value.withLock { $0 += 1 }
    }
}

// expect: rejected Mutex
// A fence at iOS 16 / macOS 13 is not enough for Mutex (iOS 18 / macOS 15).
import Synchronization

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
final class Counter: Sendable {
    private let value = Mutex(0)
}

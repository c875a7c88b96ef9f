import Foundation

/// A value behind a lock, as an app writes one: the demo uses only the library's public API, and the package's
/// own lock is not part of it.
final class Protected<Value: Sendable>: @unchecked Sendable {
    // Safe to be `@unchecked Sendable`: `value` is private and only read or written between `lock.lock()` and
    // `lock.unlock()` in `withLock`, so no two threads touch it at once.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value to itself.
    @discardableResult
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// The value now.
    var current: Value { withLock { $0 } }
}

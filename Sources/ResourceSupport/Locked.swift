import Foundation

/// A value guarded by a lock, usable on every platform the package supports.
///
/// `Synchronization.Mutex` needs iOS 18 / macOS 15 and our floor is iOS 15 / macOS 12, so the package keeps
/// this small `NSLock`-based box instead. Every access goes through `withLock`, so the state is never read or
/// written by two threads at once.
package final class Locked<State: Sendable>: @unchecked Sendable {
    // Safe to be `@unchecked Sendable`: `state` is private and only touched inside `lock.lock()` /
    // `lock.unlock()` in `withLock`, which serialises every read and write.
    private let lock = NSLock()
    private var state: State

    /// Creates the box with its first value.
    package init(_ initialState: State) {
        self.state = initialState
    }

    /// Runs `body` with exclusive access to the state and returns what it returns.
    @discardableResult
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    /// A copy of the current state.
    package var value: State {
        withLock { $0 }
    }
}

import ResourceSupport

/// A value delivered once and awaited by anyone; later deliveries are ignored.
final class OneShot<Value: Sendable>: Sendable {
    private let state = Locked<(value: Value?, waiters: [CheckedContinuation<Value, Never>])>((nil, []))

    /// Delivers `value` to every waiter, unless a value was already delivered.
    func fulfil(_ value: Value) {
        let waiters = state.withLock { state -> [CheckedContinuation<Value, Never>] in
            guard state.value == nil else { return [] }
            state.value = value
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume(returning: value) }
    }

    /// The value, once delivered.
    var value: Value {
        get async {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> Value? in
                    if let value = state.value { return value }
                    state.waiters.append(continuation)
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        }
    }
}

/// Carries an `AsyncStream`'s continuation out of the stream's build closure, which runs synchronously in `init`.
final class ContinuationBox<Element: Sendable>: @unchecked Sendable {
    // Safe to be `@unchecked Sendable`: `continuation` is written once inside `AsyncStream.init`'s build closure,
    // which runs synchronously before `init` returns, and only read after that on the same task.
    var continuation: AsyncStream<Element>.Continuation?
}

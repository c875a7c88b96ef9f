/// A value delivered once and awaited by anyone; later deliveries are ignored.
///
/// A waiting task that is cancelled stops waiting and gets `valueOnCancellation` (the value is not delivered to
/// the others by that), so nothing waits forever on a value that may never come.
package final class OneShot<Value: Sendable>: Sendable {
    private let state = Locked<(value: Value?, waiters: [Int: CheckedContinuation<Value, Never>], nextWaiter: Int)>(
        (nil, [:], 0))
    private let valueOnCancellation: Value

    /// Creates an empty one-shot whose cancelled waiters get `valueOnCancellation`.
    package init(valueOnCancellation: Value) {
        self.valueOnCancellation = valueOnCancellation
    }

    /// Delivers `value` to every waiter, unless a value was already delivered.
    package func fulfil(_ value: Value) {
        let waiters = state.withLock { state -> [CheckedContinuation<Value, Never>] in
            guard state.value == nil else { return [] }
            state.value = value
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: value) }
    }

    /// The value, once delivered; `valueOnCancellation` if the waiting task is cancelled first.
    package var value: Value {
        get async { await wait(isolation: nil) }
    }

    /// The value, once delivered; `valueOnCancellation` if the waiting task is cancelled first. Waits in the
    /// caller's isolation, so an actor that waits does not hop off its executor and back.
    package func wait(isolation: isolated (any Actor)? = #isolation) async -> Value {
        let waiter = state.withLock { state -> Int in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        return await withTaskCancellationHandler(
            operation: {
                await withCheckedContinuation(isolation: isolation) { continuation in
                    let ready = state.withLock { state -> Value? in
                        if let value = state.value { return value }
                        if Task.isCancelled { return valueOnCancellation }
                        state.waiters[waiter] = continuation
                        return nil
                    }
                    if let ready { continuation.resume(returning: ready) }
                }
            },
            onCancel: {
                // Runs at most once, before or after the waiter registered; whichever comes second resumes it.
                let continuation = state.withLock { $0.waiters.removeValue(forKey: waiter) }
                continuation?.resume(returning: valueOnCancellation)
            },
            isolation: isolation
        )
    }
}

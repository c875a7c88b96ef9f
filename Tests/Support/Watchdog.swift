import ResourceSupport

/// Whether `operation` finishes before a generous watchdog of `seconds`, so that a test of "it ends" fails
/// instead of hanging. The watchdog bounds a failure; it never stands in for synchronisation. The operation runs
/// in a task of its own, so one that ignores cancellation (awaiting a `Task`'s value) cannot hold the test.
public func finishesBeforeWatchdog(
    seconds: Double = 10,
    _ operation: @escaping @Sendable () async -> Void
) async -> Bool {
    let answer = Locked<CheckedContinuation<Bool, Never>?>(nil)
    let answerOnce: @Sendable (Bool) -> Void = { finished in
        answer.withLock { continuation in
            continuation?.resume(returning: finished)
            continuation = nil
        }
    }
    var tasks: [Task<Void, Never>] = []
    let finished = await withCheckedContinuation { continuation in
        answer.withLock { $0 = continuation }
        tasks.append(
            Task {
                await operation()
                answerOnce(true)
            })
        tasks.append(
            Task {
                // Cancelled once the operation ended; a cancelled sleep then answers nothing new.
                do { try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000)) } catch { return }
                answerOnce(false)
            })
    }
    for task in tasks { task.cancel() }
    return finished
}

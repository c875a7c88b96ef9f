import Foundation

/// What the callers of one paginator load wait for, in two steps: the page's arrival (the load's task handed it
/// over, for the first caller back on the paginator to apply), then the answer (the page applied, or the load
/// dropped). A caller whose task is cancelled stops waiting at once.
///
/// Not generic, and not built on the generic `OneShot`: the paginator is compiled unspecialised, and every
/// operation of a generic one-shot there looks up its types at run time, a cost paid on every page load.
final class LoadOutcome: @unchecked Sendable {
    // Safe to be `@unchecked Sendable`: every stored `var` is read and written only while `lock` is held.

    /// How far the load has come; a waiter waits for a step.
    enum Step: Int {
        /// The load's task handed its page over (or the load was answered: that is an arrival too).
        case arrived = 1
        /// The callers' answer is set.
        case answered = 2
    }

    private let lock = NSLock()
    private var step = 0
    private var result: PageLoadResult?
    private var waiters: [Int: (step: Int, continuation: CheckedContinuation<Bool, Never>)] = [:]
    private var nextWaiter = 0

    /// The callers' answer, once set.
    var answer: PageLoadResult? {
        lock.lock()
        defer { lock.unlock() }
        return result
    }

    /// The load's task handed its page over: wakes the callers waiting for the arrival.
    func arrive() {
        advance(to: Step.arrived.rawValue, answering: nil)
    }

    /// Sets the callers' answer, unless one was set already, and wakes every caller.
    func answer(_ answer: PageLoadResult) {
        advance(to: Step.answered.rawValue, answering: answer)
    }

    private func advance(to newStep: Int, answering answer: PageLoadResult?) {
        lock.lock()
        if let answer, result == nil { result = answer }
        step = max(step, newStep)
        var woken: [CheckedContinuation<Bool, Never>] = []
        for (id, waiter) in waiters where waiter.step <= step {
            woken.append(waiter.continuation)
            waiters[id] = nil
        }
        lock.unlock()
        for continuation in woken { continuation.resume(returning: true) }
    }

    /// A number for a new waiter for `step`, or `nil` when the load reached it.
    private func number(waitingFor step: Step) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard self.step < step.rawValue else { return nil }
        nextWaiter += 1
        return nextWaiter
    }

    /// Waits until the load reaches `step`; `false` when the waiting task is cancelled first. Waits in the
    /// caller's isolation, so the paginator does not hop off its executor and back.
    func wait(for step: Step, isolation: isolated (any Actor)? = #isolation) async -> Bool {
        guard let waiter = number(waitingFor: step) else { return true }
        return await withTaskCancellationHandler(
            operation: {
                await withCheckedContinuation(isolation: isolation) { continuation in
                    lock.lock()
                    let ready: Bool? =
                        if self.step >= step.rawValue {
                            true
                        } else if Task.isCancelled {
                            false
                        } else {
                            nil
                        }
                    if ready == nil { waiters[waiter] = (step.rawValue, continuation) }
                    lock.unlock()
                    if let ready { continuation.resume(returning: ready) }
                }
            },
            onCancel: {
                // Runs at most once, before or after the waiter registered; whichever comes second resumes it.
                lock.lock()
                let continuation = waiters.removeValue(forKey: waiter)?.continuation
                lock.unlock()
                continuation?.resume(returning: false)
            },
            isolation: isolation
        )
    }
}

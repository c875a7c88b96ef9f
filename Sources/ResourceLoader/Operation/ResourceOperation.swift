import Foundation
import ResourceSupport

/// An `Operation` that fetches one resource, for apps that organise work with `OperationQueue`.
///
/// It is asynchronous and reports `isExecuting` / `isFinished` through KVO, so dependencies and
/// `maxConcurrentOperationCount` behave as with any operation. Cancelling it before or during the fetch stops
/// the fetch, and once `cancel()` has returned no result is delivered. A result whose delivery had already begun
/// when `cancel()` was called is still delivered in full, and the operation finishes only after its completion
/// has returned, so operations that depend on it never run while the completion does.
///
/// ```swift
/// let operation = ResourceOperation(resource: UserResource(id: 7), service: service) { result in
///     print(result)
/// }
/// queue.addOperation(operation)
/// ```
public final class ResourceOperation<Resource: NetworkResourceType>: Operation, @unchecked Sendable {
    // Safe to be `@unchecked Sendable`: the stored properties are `let`s of `Sendable` types, and all mutable
    // state lives in `state`, a `Locked` box; `transitionLock` is an `NSRecursiveLock`, itself thread-safe;
    // `Operation`'s own state is thread-safe by Foundation's contract.

    /// The resource this operation fetches.
    public let resource: Resource
    /// The service that fetches it.
    public let service: any ResourceService
    private let completion: @Sendable (Result<Resource.Model, ResourceError>) -> Void
    /// Called once if the operation finishes without delivering a result (it was cancelled).
    private let finishedWithoutResult: (@Sendable () -> Void)?
    private let state = Locked(State())
    private let transitionLock = NSRecursiveLock()

    private struct State {
        var phase = Phase.ready
        var cancelled = false
        var task: Task<Void, Never>?
        var result: Result<Resource.Model, ResourceError>?
        /// Whether `finishedWithoutResult` was called (it is called once at most).
        var reportedWithoutResult = false
    }

    private enum Phase {
        /// Not started yet.
        case ready
        /// The fetch is running; `cancel()` finishes the operation at once from here.
        case executing
        /// The fetch ended and its result was committed to the completion, which is running. Entered under the
        /// state lock only while not cancelled, so a `cancel()` either comes first (and nothing is delivered) or
        /// finds this phase and leaves finishing to the delivery. Still counts as executing for KVO.
        case delivering
        /// Done: delivered, or cancelled.
        case finished
    }

    /// Creates an operation.
    ///
    /// - Parameters:
    ///   - resource: what to fetch.
    ///   - service: what fetches it.
    ///   - completion: called once with the result, on the thread the fetch finished on, unless the operation is
    ///     cancelled first. The operation finishes after it returns.
    public convenience init(
        resource: Resource,
        service: any ResourceService,
        completion: @escaping @Sendable (Result<Resource.Model, ResourceError>) -> Void = { _ in }
    ) {
        self.init(resource: resource, service: service, completion: completion, hook: nil)
    }

    /// Creates an operation that also reports finishing without a result (after a cancellation), whatever the
    /// app does with `completionBlock`; for the library's own modules.
    package convenience init(
        resource: Resource,
        service: any ResourceService,
        completion: @escaping @Sendable (Result<Resource.Model, ResourceError>) -> Void,
        finishedWithoutResult: @escaping @Sendable () -> Void
    ) {
        self.init(resource: resource, service: service, completion: completion, hook: finishedWithoutResult)
    }

    private init(
        resource: Resource,
        service: any ResourceService,
        completion: @escaping @Sendable (Result<Resource.Model, ResourceError>) -> Void,
        hook finishedWithoutResult: (@Sendable () -> Void)?
    ) {
        self.resource = resource
        self.service = service
        self.completion = completion
        self.finishedWithoutResult = finishedWithoutResult
        super.init()
    }

    /// The result once it has been delivered; `nil` before, and when the operation was cancelled first.
    public var result: Result<Resource.Model, ResourceError>? {
        state.withLock { $0.result }
    }

    /// A new operation that fetches the same resource with the same service and completion (and the same
    /// finished-without-result hook, when it has one), for a retry.
    public func makeRetry() -> ResourceOperation<Resource> {
        ResourceOperation(resource: resource, service: service, completion: completion, hook: finishedWithoutResult)
    }

    /// `true`: the operation finishes when its fetch does, not when `start()` returns.
    override public var isAsynchronous: Bool { true }

    /// Whether the fetch is running or its result is being delivered.
    override public var isExecuting: Bool {
        state.withLock { $0.phase == .executing || $0.phase == .delivering }
    }

    /// Whether the operation is done: its completion has returned, or it was cancelled first.
    override public var isFinished: Bool { state.withLock { $0.phase == .finished } }

    /// Starts the fetch, or finishes at once if the operation was cancelled before it started.
    override public func start() {
        let shouldRun = state.withLock { state -> Bool in
            guard state.phase == .ready else { return false }
            return !state.cancelled
        }
        guard shouldRun else {
            transition(to: .finished)
            return
        }
        transition(to: .executing)
        let task = Task { [service, resource] in
            let result = await service.result(for: resource)
            self.deliver(result)
        }
        let cancelledMeanwhile = state.withLock { state -> Bool in
            state.task = task
            return state.cancelled
        }
        if cancelledMeanwhile {
            // `cancel()` ran before the task was stored, perhaps before the phase was `.executing`; it could not
            // stop the task or finish the operation, so do both here. `deliver` will see `cancelled`.
            task.cancel()
            transition(to: .finished)
        }
    }

    /// Cancels the operation: stops a running fetch, and no result is delivered once this returns.
    ///
    /// If the completion is already running (its delivery began before this call), it runs to its end and the
    /// operation finishes after it; `cancel()` does not wait for it, so a completion may call `cancel()` itself.
    override public func cancel() {
        let (task, finishNow, reportNow) = state.withLock { state -> (Task<Void, Never>?, Bool, Bool) in
            state.cancelled = true
            // Cancelled before it started: no result can come any more, whether or not a queue ever starts it,
            // so whoever waits on the hook hears it now rather than when (or if) the operation is started.
            let reportNow = state.phase == .ready && !state.reportedWithoutResult
            if reportNow { state.reportedWithoutResult = true }
            return (state.task, state.phase == .executing, reportNow)
        }
        super.cancel()
        task?.cancel()
        if reportNow { finishedWithoutResult?() }
        // A cancelled operation that is running must finish promptly; the fetch task will see cancellation too,
        // but finishing here does not depend on the service honouring it. From `.executing` with `cancelled` set,
        // nothing can be delivered any more, so finishing now cannot overtake a completion.
        if finishNow { transition(to: .finished) }
    }

    private func deliver(_ result: Result<Resource.Model, ResourceError>) {
        // Deciding to deliver and leaving `.executing` happen in one critical section, so `cancel()` either sees
        // `.delivering` (and leaves finishing to us) or sets `cancelled` before we look (and nothing is delivered).
        let shouldDeliver = state.withLock { state -> Bool in
            guard !state.cancelled, state.phase == .executing else { return false }
            state.phase = .delivering
            state.result = result
            return true
        }
        // No lock is held while the completion runs: it may read or cancel the operation.
        if shouldDeliver { completion(result) }
        transition(to: .finished)
    }

    /// Moves to `phase`, sending KVO notifications for the keys that change. Finishing happens once.
    ///
    /// Transitions are serialised by a recursive lock (an observer may call back into the operation), and the
    /// state changes between `willChangeValue` and `didChangeValue`, as KVO requires. `.delivering` is entered
    /// in ``deliver(_:)`` without KVO: it counts as executing, so no observed key changes.
    private func transition(to phase: Phase) {
        transitionLock.lock()
        defer { transitionLock.unlock() }
        let from = state.withLock { $0.phase }
        guard from != phase, from != .finished else { return }
        let wasExecuting = from == .executing || from == .delivering
        let keys: [String] =
            switch (wasExecuting, phase) {
            case (true, .finished): ["isExecuting", "isFinished"]
            case (false, .finished): ["isFinished"]
            default: ["isExecuting"]
            }
        for key in keys { willChangeValue(forKey: key) }
        let undelivered = state.withLock { state -> Bool in
            state.phase = phase
            guard phase == .finished, state.result == nil, !state.reportedWithoutResult else { return false }
            state.reportedWithoutResult = true
            return true
        }
        for key in keys.reversed() { didChangeValue(forKey: key) }
        if undelivered { finishedWithoutResult?() }
    }

    /// Returns once the fetch task (if one was started) has ended, its delivery included; for tests, which must
    /// know that a cancelled fetch can no longer deliver before asserting that nothing was delivered.
    func waitForFetchToEnd() async {
        let task = state.withLock { $0.task }
        await task?.value
    }
}

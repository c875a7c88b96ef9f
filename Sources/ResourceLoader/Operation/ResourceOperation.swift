import Foundation
import ResourceSupport

/// An `Operation` that fetches one resource, for apps that organise work with `OperationQueue`.
///
/// It is asynchronous and reports `isExecuting` / `isFinished` through KVO, so dependencies and
/// `maxConcurrentOperationCount` behave as with any operation. Cancelling it before or during the fetch stops
/// the fetch, and no result is delivered after cancellation.
///
/// ```swift
/// let operation = ResourceOperation(resource: UserResource(id: 7), service: service) { result in
///     print(result)
/// }
/// queue.addOperation(operation)
/// ```
public final class ResourceOperation<Resource: NetworkResourceType>: Operation, @unchecked Sendable {
    // Safe to be `@unchecked Sendable`: the stored properties are `let`s of `Sendable` types, and all mutable
    // state lives in `state`, a `Locked` box; `Operation`'s own state is thread-safe by Foundation's contract.

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
    }

    private enum Phase {
        case ready
        case executing
        case finished
    }

    /// Creates an operation.
    ///
    /// - Parameters:
    ///   - resource: what to fetch.
    ///   - service: what fetches it.
    ///   - completion: called once with the result, on the thread the fetch finished on, unless the operation is
    ///     cancelled first.
    public init(
        resource: Resource,
        service: any ResourceService,
        completion: @escaping @Sendable (Result<Resource.Model, ResourceError>) -> Void = { _ in }
    ) {
        self.resource = resource
        self.service = service
        self.completion = completion
        self.finishedWithoutResult = nil
        super.init()
    }

    /// Creates an operation that also reports finishing without a result (after a cancellation), whatever the
    /// app does with `completionBlock`; for the library's own modules.
    package init(
        resource: Resource,
        service: any ResourceService,
        completion: @escaping @Sendable (Result<Resource.Model, ResourceError>) -> Void,
        finishedWithoutResult: @escaping @Sendable () -> Void
    ) {
        self.resource = resource
        self.service = service
        self.completion = completion
        self.finishedWithoutResult = finishedWithoutResult
        super.init()
    }

    /// The result once the fetch has finished; `nil` before, and when the operation was cancelled.
    public var result: Result<Resource.Model, ResourceError>? {
        state.withLock { $0.result }
    }

    /// A new operation that fetches the same resource with the same service and completion, for a retry.
    public func makeRetry() -> ResourceOperation<Resource> {
        ResourceOperation(resource: resource, service: service, completion: completion)
    }

    /// `true`: the operation finishes when its fetch does, not when `start()` returns.
    override public var isAsynchronous: Bool { true }

    /// Whether the fetch is running.
    override public var isExecuting: Bool { state.withLock { $0.phase == .executing } }

    /// Whether the operation is done, by finishing or by being cancelled.
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
        if cancelledMeanwhile { task.cancel() }
    }

    /// Cancels the operation: stops a running fetch; no result is delivered afterwards.
    override public func cancel() {
        let task = state.withLock { state -> Task<Void, Never>? in
            state.cancelled = true
            return state.task
        }
        super.cancel()
        task?.cancel()
        // A cancelled operation that is running must finish promptly; the fetch task will see cancellation too,
        // but finishing here does not depend on the service honouring it.
        if isExecuting { transition(to: .finished) }
    }

    private func deliver(_ result: Result<Resource.Model, ResourceError>) {
        let shouldDeliver = state.withLock { state -> Bool in
            guard !state.cancelled, state.phase == .executing else { return false }
            state.result = result
            return true
        }
        if shouldDeliver { completion(result) }
        transition(to: .finished)
    }

    /// Moves to `phase`, sending KVO notifications for the keys that change. Finishing happens once.
    ///
    /// Transitions are serialised by a recursive lock (an observer may call back into the operation), and the
    /// state changes between `willChangeValue` and `didChangeValue`, as KVO requires.
    private func transition(to phase: Phase) {
        transitionLock.lock()
        defer { transitionLock.unlock() }
        let from = state.withLock { $0.phase }
        guard from != phase, from != .finished else { return }
        let keys: [String] =
            switch (from, phase) {
            case (.executing, .finished): ["isExecuting", "isFinished"]
            case (_, .finished): ["isFinished"]
            default: ["isExecuting"]
            }
        for key in keys { willChangeValue(forKey: key) }
        let undelivered = state.withLock { state -> Bool in
            state.phase = phase
            return phase == .finished && state.result == nil
        }
        for key in keys.reversed() { didChangeValue(forKey: key) }
        if undelivered { finishedWithoutResult?() }
    }
}

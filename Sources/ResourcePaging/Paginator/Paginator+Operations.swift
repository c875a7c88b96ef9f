import ResourceLoader
import ResourceSupport

/// Loading on an `OperationQueue`: a next-page operation takes the forward slot as a call does.
extension Paginator {
    /// A ``ResourceLoader/ResourceOperation`` that loads the next page on an `OperationQueue` and adds it to this
    /// paginator, or `nil` when the list has reached its end or a forward load is already in flight.
    ///
    /// The operation takes the forward slot like ``loadNextPage()``: calls made meanwhile join it. Cancelling the
    /// operation, or releasing it without adding it to a queue, frees the slot and leaves the page's key in place
    /// for a later load.
    public func makeNextPageOperation() -> ResourceOperation<PageResource<Resource>>? {
        let slot = Slot.forward
        guard machine.slots[Slot.refresh].activeLoad == nil, machine.slots[slot].activeLoad == nil,
            machine.slots[slot].stopError == nil, let key = machine.pendingKey(.end)
        else { return nil }
        let outcome = OneShot<Result<Page<Item, Key>, ResourceError>>(valueOnCancellation: .failure(.cancelled))
        // Released with the operation's closures: an operation dropped unqueued answers `.cancelled`.
        let release = ReleaseSignal { outcome.fulfil(.failure(.cancelled)) }
        let operation = ResourceOperation(
            resource: pageResource(at: key),
            service: service,
            completion: { result in
                withExtendedLifetime(release) { outcome.fulfil(result) }
            },
            finishedWithoutResult: {
                withExtendedLifetime(release) { outcome.fulfil(.failure(.cancelled)) }
            }
        )
        let load = machine.makeLoad(in: slot, callers: 0, heldByOperation: true)
        machine.start(load, in: slot, handoff: nil)
        let id = load.id
        machine.attach(
            Task { [weak self] in
                let result = await outcome.value
                await self?.finish(id, in: slot, result: result)
            }, in: slot)
        publish()
        return operation
    }
}

/// Runs a closure when released: tells the paginator that a next-page operation was dropped without running.
private final class ReleaseSignal: Sendable {
    private let onRelease: @Sendable () -> Void

    init(_ onRelease: @escaping @Sendable () -> Void) {
        self.onRelease = onRelease
    }

    deinit { onRelease() }
}

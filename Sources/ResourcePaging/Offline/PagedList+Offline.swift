import Foundation
import ResourceLoader

/// The queued mutations a ``PagedList`` shows over its rows.
struct QueuedEditsShown<Item: Identifiable & Sendable> where Item.ID: Sendable {
    /// The shown edits, by mutation id, with their overlay tokens.
    var shown: [Mutation.ID: (edit: ListEdit<Item>, token: Int)] = [:]
    /// Mutations applied or refused whose removal from the queue's pending list the list has not read yet: a
    /// snapshot of the queue read late may still hold one, and it must not be shown again.
    var settled: Set<Mutation.ID> = []
    /// The pending mutations that are not edits this list reads, with why (see ``PagedList/unreadableQueuedEdits``).
    var unreadable: [Mutation.ID: String] = [:]
    /// The edits ``PagedList/performQueued(_:in:)`` is writing to the journal, by idempotency key: `true` once the
    /// list's followers of the queue have shown or settled it meanwhile, so that it is not shown a second time (an
    /// overlay no outcome would ever remove).
    var beingQueued: [String: Bool] = [:]
    /// The mutation of the last outcome of the replayer the list has handled.
    var lastOutcome: Mutation.ID?

    /// Notes that a follower has shown or settled `mutation`, when `performQueued` is still writing it.
    mutating func handled(_ mutation: Mutation) {
        if beingQueued[mutation.idempotencyKey] != nil { beingQueued[mutation.idempotencyKey] = true }
    }
}

// Offline edits: a list shows the pending mutations of a queue over its rows until the replayer says what became
// of each (draft, issue 25; see Docs/Offline.md).
extension PagedList where Item: Codable, Item.ID: Codable {
    /// Shows every pending mutation of `queue` over the rows — those from an earlier launch, those queued by other
    /// lists, and each queued from now on — until `replayer` reports it: an applied one is written into the pages
    /// (as a confirmed ``perform(_:serverCall:)`` is), a refused one is rolled back. Call it once per list, before
    /// or after ``start()``; it stops when the list is released. Every outcome the replayer reports after it
    /// returns reaches the list.
    ///
    /// Mutations whose payload is not a ``ListEdit`` of this list's items are not shown; see
    /// ``unreadableQueuedEdits``.
    public func showQueuedEdits(of queue: MutationQueue, replayer: MutationReplayer) async {
        let pendingChanges = await queue.pendingChanges()
        let outcomes = await replayer.outcomes()
        let pendingTask = Task { [weak self] in
            for await pending in pendingChanges {
                guard let self else { return }
                self.showQueued(pending)
            }
        }
        let outcomeTask = Task { [weak self] in
            for await outcome in outcomes {
                guard let self else { return }
                await self.queuedEditSettled(outcome)
                self.queuedEdits.lastOutcome = outcome.mutation.id
            }
        }
        lifetime.own(pendingTask)
        lifetime.own(outcomeTask)
    }

    /// Queues `edit` in `queue` — on disk before anything is shown — then shows it at once, in one update, and
    /// returns the mutation. The server is not called here: a ``MutationReplayer`` sends it, and a list that
    /// ``showQueuedEdits(of:replayer:)`` of the queue writes it into its pages or rolls it back when the replayer
    /// reports it.
    ///
    /// - Throws: ``ListEditError`` when the edit names an id it cannot (see ``perform(_:serverCall:)``), or
    ///   ``ResourceLoader/MutationQueue/Error`` when it could not be queued; then nothing is shown.
    @discardableResult
    public func performQueued(_ edit: ListEdit<Item>, in queue: MutationQueue) async throws -> Mutation {
        try check(edit)
        let key = UUID().uuidString
        queuedEdits.beingQueued[key] = false
        defer { queuedEdits.beingQueued[key] = nil }
        let mutation = try await queue.enqueue(
            edit.mutationKind, rowID: String(describing: edit.id), value: edit.queuedPayload, idempotencyKey: key)
        // The list's followers of the queue may have read the new mutation while the journal was written (shown it,
        // or even seen it applied): then it is theirs.
        if queuedEdits.beingQueued[key] == false {
            show(edit, for: mutation.id)
            showNow()
        }
        return mutation
    }

    /// The pending mutations of the followed queue that this list cannot show as edits, with why.
    public var unreadableQueuedEdits: [Mutation.ID: String] { queuedEdits.unreadable }

    /// The mutation of the last outcome of its replayer the list has handled (written in or rolled back), for tests
    /// that wait for the list to catch up with the replayer: outcomes are handled in the order they were reported.
    package var lastHandledQueuedOutcome: Mutation.ID? { queuedEdits.lastOutcome }

    /// Shows each pending mutation not shown yet.
    private func showQueued(_ pending: [Mutation]) {
        var changed = false
        for mutation in pending where queuedEdits.shown[mutation.id] == nil {
            guard !queuedEdits.settled.contains(mutation.id), queuedEdits.unreadable[mutation.id] == nil else {
                continue
            }
            do {
                show(try ListEdit<Item>(queued: mutation), for: mutation.id)
                queuedEdits.handled(mutation)
                changed = true
            } catch {
                queuedEdits.unreadable[mutation.id] = "\(error)"
            }
        }
        let pendingIDs = Set(pending.map(\.id))
        queuedEdits.settled.formIntersection(pendingIDs)
        queuedEdits.unreadable = queuedEdits.unreadable.filter { pendingIDs.contains($0.key) }
        if changed { showNow() }
    }

    private func show(_ edit: ListEdit<Item>, for id: Mutation.ID) {
        queuedEdits.shown[id] = (edit, machine.editShown(edit))
    }

    /// Writes an applied edit into the pages, or rolls a refused one back. An applied edit the list never showed
    /// (applied before the list read the queue again) is written in too, when the list can make it.
    private func queuedEditSettled(_ outcome: MutationOutcome) async {
        let id = outcome.mutation.id
        switch outcome {
        case .deferred:
            return
        case .applied(let mutation):
            queuedEdits.settled.insert(id)
            queuedEdits.handled(mutation)
            if let shown = queuedEdits.shown.removeValue(forKey: id) {
                await commit(shown.edit, token: shown.token)
            } else if let edit = try? ListEdit<Item>(queued: mutation), (try? check(edit)) != nil {
                await commit(edit, token: machine.editShown(edit))
            }
        case .refused(let mutation, _):
            queuedEdits.settled.insert(id)
            queuedEdits.handled(mutation)
            guard let shown = queuedEdits.shown.removeValue(forKey: id) else { return }
            machine.editDropped(shown.token)
            showNow()
        }
    }
}

import Foundation
import ResourceLoader

/// Loading a page: a call joins the load in flight in its slot or starts one; the load's task fetches the page off
/// the actor and hands it over (`PageHandoff`); the first caller back on the actor applies it for all of them. A
/// cancelled caller returns at once; the last one to leave cancels the load.
extension Paginator {
    /// How many calls wait on the load in flight towards the end (or for the initial page), joined or started: 0
    /// when none is in flight. For tests, which must know every call joined before they let the page arrive.
    package var callersOfNextPageLoad: Int {
        machine.slots[Slot.forward].activeLoad?.callers ?? 0
    }

    /// What a call to load towards an edge does, decided on the actor by ``beginLoad(_:)``.
    enum LoadStart {
        /// Nothing to load: the call's answer.
        case answered(PageLoadResult)
        /// The call joined the load in flight in `slot`.
        case joining(LoadSlot.ActiveLoad, slot: Int)
        /// The call started `load` in `slot`; `fetch` is the work of the load's task, for the caller to start.
        case starting(LoadSlot.ActiveLoad, slot: Int, fetch: @Sendable () async -> Void)
    }

    /// Loads towards `edge`, or joins the load in flight, as ``load(_:)`` does, but starts a load's task off the
    /// actor: there a runtime with immediate tasks (Swift 6.2) runs it at once on the caller's thread up to its
    /// request, where from the actor it would first wait for a thread to wake. The task is still the load's own,
    /// so a cancelled caller returns at once while the load goes on for the others.
    nonisolated func loadStartingOffActor(_ edge: WindowEdge) async -> PageLoadResult {
        let start = await beginLoad(edge)
        if case .starting(let load, let slot, let fetch) = start {
            return await wait(for: load, in: slot, fetchedBy: Self.startTask(fetch))
        }
        return await load(after: start)
    }

    /// Loads towards `edge`, or joins the load in flight, with nothing else run on the actor in between: for
    /// calls made on it.
    func load(_ edge: WindowEdge) async -> PageLoadResult {
        await load(after: beginLoad(edge))
    }

    private func load(after start: LoadStart) async -> PageLoadResult {
        switch start {
        case .answered(let result): result
        case .joining(let load, let slot): await wait(for: load, in: slot)
        case .starting(let load, let slot, let fetch):
            await wait(for: load, in: slot, fetchedBy: Task(operation: fetch))
        }
    }

    private func beginLoad(_ edge: WindowEdge) -> LoadStart {
        if Task.isCancelled { return .answered(.cancelled) }
        if let refresh = machine.join(Slot.refresh) { return .joining(refresh, slot: Slot.refresh) }
        // With nothing loaded yet, both directions mean "the initial page", loaded once in the forward slot.
        let slot = machine.window.isEmpty ? Slot.forward : Slot.of(edge)
        if let running = machine.join(slot) { return .joining(running, slot: slot) }
        if let error = machine.slots[slot].stopError { return .answered(.failed(error)) }
        guard let key = machine.pendingKey(edge) else { return .answered(.reachedEnd) }
        let (load, fetch) = prepareLoad(of: key, in: slot)
        publish()
        return .starting(load, slot: slot, fetch: fetch)
    }

    /// A task running `work` now: an immediate task where the runtime has them, which runs on the calling thread
    /// until it first suspends.
    private static func startTask(_ work: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        #if compiler(>=6.2)
            if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
                return Task.immediate(operation: work)
            }
        #endif
        return Task(operation: work)
    }

    /// Starts a load of the page with `key` in `slot` and waits for it as its first caller.
    func start(_ key: Key, in slot: Int, revalidating: Bool = false) async -> PageLoadResult {
        let (load, fetch) = prepareLoad(of: key, in: slot, revalidating: revalidating)
        publish()
        return await wait(for: load, in: slot, fetchedBy: Task(operation: fetch))
    }

    /// Starts a load of the page with `key` in `slot` and returns it, with the work of its task: fetch the page
    /// and hand it over (see ``wait(for:in:)``).
    private func prepareLoad(
        of key: Key, in slot: Int, revalidating: Bool = false
    ) -> (LoadSlot.ActiveLoad, @Sendable () async -> Void) {
        let load = machine.makeLoad(in: slot, callers: 1)
        // What pages are asked for with is read now: a search or a query change after this load starts a new
        // generation, which drops it.
        let (resource, paging) = (self.resource, self.paging)
        let (searchText, query) = (machine.searchText, machine.query)
        let service = self.service
        let page = { @Sendable (key: Key) in
            PageResource(list: resource, key: key, searchText: searchText, query: query, paging: paging)
        }
        // Every request of the load goes at the highest priority its callers ask for.
        let priority = load.priority
        let fetch = { @Sendable (key: Key) in await priority.run { await service.result(for: page(key)) } }
        let id = load.id
        // A refresh, and the first load, keep the page their response decodes to: the next refetch that gets the
        // same response reuses it instead of decoding it again.
        let decodedPage = slot == Slot.refresh || machine.window.isEmpty ? FingerprintedPageSlot<Item, Key>() : nil
        let reusablePage = decodedPage == nil ? nil : machine.decodedPage(withKey: key)
        let checksSkips = slot == Slot.forward && machine.unconfirmedEnd != nil
        let followsEdits = slot == Slot.forward && !checksSkips
        let handoff = PageHandoff(load: id, followsEdits: followsEdits, fetch: fetch)
        machine.start(load, in: slot, handoff: handoff)
        let outcome = load.outcome
        return (
            load,
            { [weak self] in
                var key = key
                var first = page(key)
                first.reusablePage = reusablePage
                first.decodedPageSlot = decodedPage
                var result = await priority.run {
                    await service.result(for: revalidating ? first.revalidating() : first)
                }
                let decoded = decodedPage?.page
                while checksSkips, let earlier = await self?.earlierKey(than: key, for: result, load: id) {
                    key = earlier
                    result = await fetch(key)
                }
                // No hop to the actor: the first caller back there applies the page (see `wait(for:in:)`).
                // The machine keeps `decoded` only when it is the applied page's key's (not after a step back).
                handoff.deposit(key: key, result: result, decoded: decoded)
                outcome.arrive()
            }
        )
    }

    /// The key to ask for instead, when the page the forward load `id` loaded after a splice may have skipped rows
    /// (see ``PaginatorMachine/earlierKey(than:for:load:)``).
    private func earlierKey(
        than key: Key, for result: Result<Page<Item, Key>, ResourceError>, load id: Int
    ) -> Key? {
        machine.earlierKey(than: key, for: result, load: id)
    }

    /// Waits for `load` as its first caller, which started `task`, the load's task: the load keeps it, to cancel
    /// when it is dropped; one dropped already (by a new generation, meanwhile) cancels it now.
    func wait(
        for load: LoadSlot.ActiveLoad, in slot: Int, fetchedBy task: Task<Void, Never>
    ) async -> PageLoadResult {
        if !machine.attach(task, toLoad: load.id, in: slot) { task.cancel() }
        return await wait(for: load, in: slot)
    }

    /// Waits for `load` as one of its callers. A cancelled caller stops waiting at once; the last one to leave
    /// cancels the load. The first caller back on the actor after the load's task handed its page over applies
    /// it, once, for all of them; a caller that finds it applied, or the load dropped, returns the answer.
    func wait(for load: LoadSlot.ActiveLoad, in slot: Int) async -> PageLoadResult {
        let outcome = load.outcome
        var waiting = await outcome.wait(for: .arrived)
        if waiting, let handoff = machine.takeHandoff(ofLoad: load.id, in: slot) {
            // Not answered yet, so the arrival was the task's: the page is there to take.
            if outcome.answer == nil, let fetched = handoff.take() {
                apply(
                    fetched.result, asked: fetched.key, to: load.id, in: slot, from: handoff, decoded: fetched.decoded)
            }
        }
        // Still unanswered when the app's edits moved the page (a follow-up task asks for it and applies it).
        if waiting, outcome.answer == nil { waiting = await outcome.wait(for: .answered) }
        let result = outcome.answer ?? .cancelled
        if machine.leave(load.id, in: slot, cancelled: Task.isCancelled) { publish() }
        return result
    }

    /// Applies the page that load `id` handed over, as ``finish(_:in:result:)`` does; or, when the app's edits
    /// moved the next page meanwhile (see ``PaginatorMachine/keyMovedByEdits(from:load:)``), asks for the moved page
    /// in a new task, which applies what it gets.
    private func apply(
        _ result: Result<Page<Item, Key>, ResourceError>, asked key: Key, to id: Int, in slot: Int,
        from handoff: PageHandoff<Item, Key>, decoded: FingerprintedPage<Item, Key>?
    ) {
        guard
            let moved = finish(
                id, in: slot, key: key, result: result, followingEdits: handoff.followsEdits, decoded: decoded)
        else { return }
        let fetch = handoff.fetch
        machine.attach(
            Task { [weak self] in
                var key = moved
                var result = await fetch(key)
                // One hop to the actor per answer: it either names the key the app's edits moved the page to, or
                // applies the answer.
                while let moved = await self?.finish(id, in: slot, key: key, result: result, followingEdits: true) {
                    key = moved
                    result = await fetch(key)
                }
            }, in: slot)
    }

    /// Applies the answer `result` to the load `id`, asked for with `key`, as ``finish(_:in:result:)`` does; but
    /// first, when `followingEdits`, returns the key the app's edits moved the page to, to ask for instead, and
    /// applies nothing.
    private func finish(
        _ id: Int, in slot: Int, key: Key, result: Result<Page<Item, Key>, ResourceError>, followingEdits: Bool,
        decoded: FingerprintedPage<Item, Key>? = nil
    ) -> Key? {
        if followingEdits, let moved = machine.keyMovedByEdits(from: key, load: id) { return moved }
        finish(id, in: slot, result: result, decoded: decoded)
        return nil
    }

    /// Applies a finished load and publishes, unless it was dropped meanwhile (its callers were answered then);
    /// `decoded` is the page as its response decoded it, kept for the next refetch.
    func finish(
        _ id: Int, in slot: Int, result: Result<Page<Item, Key>, ResourceError>,
        decoded: FingerprintedPage<Item, Key>? = nil
    ) {
        if machine.finish(id, in: slot, result: result, decoded: decoded) { publish() }
    }
}

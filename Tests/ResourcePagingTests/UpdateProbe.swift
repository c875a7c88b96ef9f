#if canImport(Observation)
    import Observation
    import ResourcePaging
    import ResourceStore

    /// Counts what a list hands a UI, through all three ways of observing it: ``PagedList/onUpdate``,
    /// ``PagedList/updates()``, and an ``ObservablePagedList`` whose `snapshot`, `state` and `anchor` observers are
    /// counted one notification at a time.
    ///
    /// The three are read up to a mark: ``mark(_:)`` moves the anchor to a listed row, which delivers one update with
    /// that anchor through each way, in order, so once each way has shown it, each has delivered everything before it.
    /// What a mark returns leaves the mark's own update out.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    final class UpdateProbe<Resource: PaginatedResource>
    where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
        typealias Update = PagedList<Resource, SingleSection>.Update

        /// What each way delivered between two marks.
        typealias Window = ProbeWindow<Resource.Item.ID>

        let list: PagedList<Resource, SingleSection>
        let model: ObservablePagedList<Resource, SingleSection>
        private var stream: AsyncStream<Update>.Iterator
        private var callbacks: [Update] = []
        private let snapshotChanges = ObservationCount()
        private let stateChanges = ObservationCount()
        private let anchorChanges = ObservationCount()
        /// The model's counts at the last mark.
        private var counted = (snapshot: 0, state: 0)

        init(_ list: PagedList<Resource, SingleSection>) {
            self.list = list
            model = ObservablePagedList(list)
            stream = list.updates().makeAsyncIterator()
            let model = model
            snapshotChanges.track { _ = model.snapshot }
            stateChanges.track { _ = model.state }
            anchorChanges.track { _ = model.anchor }
            list.onUpdate = { [weak self] in self?.callbacks.append($0) }
        }

        /// Moves the anchor to `id` (a listed row other than the anchor) and returns what each way delivered since the
        /// last mark, the mark's own update left out.
        func mark(_ id: Resource.Item.ID) async -> Window {
            precondition(
                list.snapshot.contains(item: id) && list.anchor != id, "a mark moves the anchor to a listed row")
            var window = Window()
            list.setAnchor(id)
            window.callbacks = Array(callbacks.dropLast())
            callbacks = []
            var iterator = stream
            while let update = await iterator.next(isolation: #isolation), update.anchor != id {
                window.streamed.append(update)
            }
            stream = iterator
            while model.anchor != id { await anchorChanges.next() }
            window.snapshotChanges = snapshotChanges.count - counted.snapshot
            window.stateChanges = stateChanges.count - counted.state
            counted = (snapshotChanges.count, stateChanges.count)
            return window
        }
    }

    /// What each of the three ways of observing a list delivered between two marks of an ``UpdateProbe``.
    struct ProbeWindow<ItemID: Hashable & Sendable> {
        /// The updates `onUpdate` got.
        var callbacks: [ListUpdate<SingleSection, ItemID>] = []
        /// The updates `updates()` yielded.
        var streamed: [ListUpdate<SingleSection, ItemID>] = []
        /// How many times the model told `snapshot` observers it changed.
        var snapshotChanges = 0
        /// How many times the model told `state` observers it changed.
        var stateChanges = 0
    }

    /// Counts every change observers of one read are told of (observation tells once per registration, so each
    /// notification registers again), and lets a test wait for the next one.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    final class ObservationCount {
        var count = 0
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func track(_ read: @escaping @MainActor () -> Void) {
            withObservationTracking(read) { [self] in
                // The model is changed on the main actor, so its observers are called there.
                MainActor.assumeIsolated {
                    count += 1
                    track(read)
                    // Resumed after the change is made: observers are told before it (`willSet`).
                    let resumed = waiting
                    waiting = []
                    Task { @MainActor in for continuation in resumed { continuation.resume() } }
                }
            }
        }

        /// Returns after the next change.
        func next() async {
            await withCheckedContinuation { waiting.append($0) }
        }
    }
#endif

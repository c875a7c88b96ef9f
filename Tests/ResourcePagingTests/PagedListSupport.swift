import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import ResourceSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Applies each update's diff to the snapshot it held and records whether the result is the update's snapshot.
@MainActor
final class RecordingListConsumer<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    private(set) var snapshot = ListSnapshot<SectionID, ItemID>()
    private(set) var updates: [ListUpdate<SectionID, ItemID>] = []
    /// One line per update whose diff did not turn the previous snapshot into its own.
    private(set) var mismatches: [String] = []

    /// Applies `update`.
    func receive(_ update: ListUpdate<SectionID, ItemID>) {
        updates.append(update)
        do {
            let applied = try update.diff.applying(to: snapshot)
            if Self.layout(of: applied) != Self.layout(of: update.snapshot) {
                mismatches.append("update \(updates.count): the diff does not rebuild the snapshot")
            }
        } catch {
            mismatches.append("update \(updates.count): \(error)")
        }
        snapshot = update.snapshot
        if Set(update.snapshot.itemIdentifiers).count != update.snapshot.numberOfItems {
            mismatches.append("update \(updates.count): an id is listed twice")
        }
    }

    static func layout(of snapshot: ListSnapshot<SectionID, ItemID>) -> [[ItemID]] {
        snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
    }
}

/// A local source in memory: proof that the protocol is all a list needs.
actor MemoryLocalSource<Item: Identifiable & Sendable, Key: Hashable & Sendable>: PagedListLocalSource
where Item.ID: Sendable {
    private(set) var saved: SavedPagedList<Item, Key>?
    private(set) var saveCount = 0

    init(saved: SavedPagedList<Item, Key>? = nil) {
        self.saved = saved
    }

    func loadSavedList() -> SavedPagedList<Item, Key>? { saved }

    func save(_ list: SavedPagedList<Item, Key>) {
        saved = list
        saveCount += 1
    }
}

/// Reachability the test sets by hand.
final class ManualReachability: ReachabilitySource {
    private let stream: AsyncStream<Bool>
    private let continuation: AsyncStream<Bool>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
    }

    func reachability() -> AsyncStream<Bool> { stream }

    func set(_ reachable: Bool) { continuation.yield(reachable) }
}

/// A sleeper that waits at a gate: the debounce ends when the test says so.
final class GatedSleeper: Sleeping {
    let gate = AsyncGate()

    func sleep(seconds: Double) async throws {
        await gate.wait()
        try Task.checkCancellation()
    }
}

/// A data loader that fails with a transport error while `isOffline`, and otherwise answers from `api`.
final class SwitchableLoader: DataLoading {
    let api: InMemoryListAPI
    private let offline = Locked(false)

    init(api: InMemoryListAPI, offline: Bool) {
        self.api = api
        self.offline.withLock { $0 = offline }
    }

    func setOffline(_ value: Bool) { offline.withLock { $0 = value } }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        if offline.value { throw URLError(.notConnectedToInternet) }
        return try await api.loader.data(for: request)
    }
}

extension PagedList {
    /// Waits until an update satisfies `condition` (the list's state may already satisfy it).
    func waitForUpdate(
        in updates: AsyncStream<Update>, where condition: (Update) -> Bool
    ) async -> Update? {
        for await update in updates where condition(update) { return update }
        return nil
    }
}

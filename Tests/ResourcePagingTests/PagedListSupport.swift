import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import ResourceSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The recorder moved to ResourceLoaderTesting as `ListRecorder`; the old name keeps the tests compiling.
typealias RecordingListConsumer<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> = ListRecorder<
    SectionID, ItemID
>

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

/// Holds the in-memory API's answers to the requests `matching` selects, and tells when each one arrives.
final class HeldRequests: Sendable {
    let gate = AsyncGate()
    let arrivals: AsyncStream<URLRequest>
    private let arrival: AsyncStream<URLRequest>.Continuation

    init(_ api: InMemoryListAPI, matching: @escaping @Sendable (URLRequest) -> Bool) {
        (arrivals, arrival) = AsyncStream.makeStream(of: URLRequest.self)
        let gate = self.gate
        let arrival = self.arrival
        api.setHook { request in
            guard matching(request) else { return }
            arrival.yield(request)
            await gate.wait()
        }
    }
}

/// Two offset lists over one 30-row in-memory API, sharing one item store, each started: the item-store tests'
/// set-up.
@MainActor
func startedListsSharingAStore() async -> (
    api: InMemoryListAPI, store: SharedItemStore, first: PagedList<Rows.Offset, SingleSection>,
    second: PagedList<Rows.Offset, SingleSection>
) {
    let api = InMemoryListAPI(count: 30)
    let store = SharedItemStore()
    let lists = [Rows.Offset(), Rows.Offset()].map { resource in
        let list = PagedList(resource: resource, service: NetworkResourceService.paging(api.loader))
        list.itemStore = store
        return list
    }
    for list in lists { await list.start() }
    return (api, store, lists[0], lists[1])
}

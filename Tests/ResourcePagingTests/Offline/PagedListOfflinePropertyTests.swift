import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceSupport
import Testing

/// The server of the property test's replayer: the in-memory list API, which applies a queued edit as its server
/// would (refusing with a 404 an update or removal of a row it no longer has, a 409 an insert of an id it has, a 422
/// a name starting with "Refused"), and which is unreachable while `offline` is set.
private struct QueuedEditServer: Sendable {
    let api: InMemoryListAPI
    let offline = Locked(false)
    let sentinelKind: Mutation.Kind = "sentinel"

    private struct Payload: Decodable {
        var item: Row?
        var id: Int?
    }

    func send(_ mutation: Mutation) throws {
        if mutation.kind == sentinelKind { return }
        if offline.value { throw ResourceError.transport(url: nil, underlying: URLError(.notConnectedToInternet)) }
        let payload = try JSONDecoder().decode(Payload.self, from: mutation.payload)
        var refusal: Int?
        api.mutate { rows in
            switch (mutation.kind, payload.item, payload.id) {
            case (.update, let item?, _):
                guard !item.name.hasPrefix("Refused") else { return refusal = 422 }
                guard let index = rows.firstIndex(where: { $0.id == item.id }) else { return refusal = 404 }
                rows[index] = item
            case (.insert, let item?, _):
                guard !item.name.hasPrefix("Refused") else { return refusal = 422 }
                guard !rows.contains(where: { $0.id == item.id }) else { return refusal = 409 }
                rows.insert(item, at: 0)
            case (.remove, _, let id?):
                guard let index = rows.firstIndex(where: { $0.id == id }) else { return refusal = 404 }
                rows.remove(at: index)
            default:
                refusal = 400
            }
        }
        if let refusal { throw ResourceError.unacceptableStatus(code: refusal, url: nil, body: Data(), apiError: nil) }
    }
}

/// One random round: a list that queues edits through a journal while the server changes, the network comes and
/// goes, the list refreshes, pages on and is relaunched; at the end the queue is drained and the list, read again,
/// must equal the server: no edit lost, none shown after it was refused, none pinned over a later server value.
@MainActor
private final class QueuedEditRound {
    typealias List = PagedList<Rows.Offset, SingleSection>

    private var random: SplitMix64
    private let api = InMemoryListAPI(count: 25)
    private let server: QueuedEditServer
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("paged-list-offline-property-" + UUID().uuidString)
    private let reachability = ManualReachability(isReachable: true)
    private let queue: MutationQueue
    private let replayer: MutationReplayer
    private var list: List
    private var nextID = 1_000
    private var nextName = 0
    private(set) var log: [String] = []

    init(seed: UInt64) async throws {
        random = SplitMix64(seed: seed)
        let server = QueuedEditServer(api: api)
        self.server = server
        queue = try MutationQueue(directory: directory)
        replayer = MutationReplayer(queue: queue, reachability: reachability, retryPolicy: .never) {
            try server.send($0)
        }
        list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await replayer.start()
    }

    func removeFiles() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs the round and returns what differs from the server at the end (nothing when it passed).
    func run() async -> [String] {
        await launch()
        for batch in 0..<(10 + random.next(upTo: 10)) {
            if batch > 0, random.chance(0.15) {
                log.append("relaunch")
                list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
                await launch()
            }
            let operations = (0...random.next(upTo: 4)).map { _ in draw() }
            log.append("batch \(batch + 1): " + operations.map(\.name).joined(separator: " | "))
            let tasks = operations.map { operation in Task { await operation.run() } }
            for task in tasks { await task.value }
        }
        return await finish()
    }

    private func launch() async {
        await list.showQueuedEdits(of: queue, replayer: replayer)
        await list.start()
    }

    private struct Operation {
        let name: String
        let run: @MainActor () async -> Void
    }

    private func draw() -> Operation {
        let list = list
        let queue = queue
        let listed = list.snapshot.itemIdentifiers
        let serverRows = api.currentRows
        switch random.next(upTo: 100) {
        case 0..<40:
            guard !listed.isEmpty else { return Operation(name: "nothing") {} }
            let id = listed[random.next(upTo: listed.count)]
            let edit: ListEdit<Row>
            // A name starting with "Refused" is one the server refuses (422).
            let prefix = random.chance(0.25) ? "Refused" : "Edit"
            switch random.next(upTo: 5) {
            case 0: edit = .remove(id)
            case 1: edit = .insert(Row(id: newID(), name: newName(prefix)), at: .start)
            default: edit = .update(Row(id: id, name: newName(prefix)))
            }
            return Operation(name: "performQueued(\(edit))") { _ = try? await list.performQueued(edit, in: queue) }
        case 40..<50:
            return Operation(name: "refresh") { await list.refresh() }
        case 50..<58:
            return Operation(name: "loadNextPage") { await list.loadNextPage() }
        case 58..<68:
            let reachable = random.chance(0.6)
            let server = server
            let reachability = reachability
            return Operation(name: reachable ? "online" : "offline") {
                server.offline.withLock { $0 = !reachable }
                reachability.set(reachable)
            }
        case 68..<76:
            guard !serverRows.isEmpty else { return Operation(name: "nothing") {} }
            let id = serverRows[random.next(upTo: serverRows.count)].id
            let name = newName("Server")
            return Operation(name: "server edit \(id)") { [api] in
                api.mutate { rows in
                    if let index = rows.firstIndex(where: { $0.id == id }) { rows[index].name = name }
                }
            }
        case 76..<84:
            // Often a row the list shows, so that edits queued of it are refused.
            let ids = random.chance(0.5) && !listed.isEmpty ? listed : serverRows.map(\.id)
            guard !ids.isEmpty else { return Operation(name: "nothing") {} }
            let id = ids[random.next(upTo: ids.count)]
            return Operation(name: "server delete \(id)") { [api] in api.mutate { $0.removeAll { $0.id == id } } }
        case 84..<90:
            let row = Row(id: newID(), name: newName("Server"))
            let index = random.next(upTo: serverRows.count + 1)
            return Operation(name: "server insert \(row.id) at \(index)") { [api] in
                api.mutate { $0.insert(row, at: min(index, $0.count)) }
            }
        default:
            let replayer = replayer
            return Operation(name: "replay") { await replayer.replay() }
        }
    }

    private func newID() -> Int {
        nextID += 1
        return nextID
    }

    private func newName(_ prefix: String) -> String {
        nextName += 1
        return "\(prefix) \(nextName)"
    }

    /// Back online, the queue drained and every outcome handled by the list; then the server changes every row, and
    /// a refresh, a walk to the end and a scroll through every row (each page read again as it comes into view), and
    /// the comparison.
    private func finish() async -> [String] {
        server.offline.withLock { $0 = false }
        reachability.set(true)
        var problems: [String] = []
        for _ in 0..<20 where await !queue.pending.isEmpty { await replayer.replay() }
        if await !queue.pending.isEmpty { problems.append("the queue did not drain") }
        // Outcomes reach the list in the order they are reported: once the sentinel's is handled, every one is.
        do {
            let sentinel = try await queue.enqueue(server.sentinelKind, rowID: "sentinel", payload: Data())
            await replayer.replay()
            while list.lastHandledQueuedOutcome != sentinel.id { await Task.yield() }
        } catch {
            problems.append("the sentinel was not queued: \(error)")
        }
        // The server changes every row last: an edit still shown over its row would hide the change.
        api.mutate { rows in
            for index in rows.indices { rows[index].name += " (final)" }
        }
        await list.refresh()
        while case .loaded = await list.loadNextPage() {}
        var index = 0
        while index < list.snapshot.numberOfItems {
            let load = list.loadMoreIfNeeded(atIndex: index)
            await list.pendingRevalidation?.value
            await load?.value
            index += 1
        }
        let listed = await list.settled().items
        let serverRows = api.currentRows
        if listed.map(\.id) != serverRows.map(\.id) {
            problems.append("listed \(listed.map(\.id)), server \(serverRows.map(\.id))")
        }
        let names = Dictionary(serverRows.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        for row in listed where names[row.id] != nil && names[row.id] != row.name {
            problems.append("row \(row.id) listed \"\(row.name)\", server \"\(names[row.id] ?? "")\"")
        }
        return problems
    }
}

@MainActor
@Suite(
    "Queued offline edits in a list over a changing server: none lost, resurrected or pinned", .timeLimit(.minutes(3)))
struct PagedListOfflinePropertyTests {
    @Test(
        "random queued edits, refusals, network changes, server changes, refreshes and relaunches end as the server is",
        arguments: 1...40 as ClosedRange<UInt64>)
    func randomRound(seed: UInt64) async throws {
        let round = try await QueuedEditRound(seed: seed)
        defer { round.removeFiles() }
        let problems = await round.run()
        #expect(problems.isEmpty, "seed \(seed): \(problems)\n\(round.log.joined(separator: "\n"))")
    }
}

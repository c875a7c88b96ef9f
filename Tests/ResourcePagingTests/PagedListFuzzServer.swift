import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The list the model-based fuzz of `PagedList` pages through: an offset list of ``Row``s, ten a page, with the
/// server's total, searched by `q`; its URL names the server it lives on.
struct FuzzRows: PaginatedResource {
    typealias Item = Row
    let listURL: URL
    var url: URL? { listURL }
    var collectionKeyPath: String? { "data.items" }
    var paging: OffsetPaging { OffsetPaging(limit: 10, totalField: .value(at: "total")) }
}

/// The server one fuzz round runs against, and the changes the round makes to it: the in-memory API (fast, most
/// rounds) or the loopback server's mutating list (list_mutation_routes.py, over real HTTP).
enum FuzzServer: Sendable {
    case memory(InMemoryListAPI)
    case loopback(TestServer, name: String)

    /// The rows the server starts with.
    static let initialCount = 40

    /// A fresh server list of ``initialCount`` rows.
    static func make(loopback: Bool) throws -> FuzzServer {
        if loopback {
            return .loopback(try TestServer.shared(), name: "fuzz-\(UUID().uuidString)")
        }
        return .memory(InMemoryListAPI(count: initialCount))
    }

    /// Where the list's pages are.
    var listURL: URL {
        switch self {
        case .memory: InMemoryListAPI.baseURL.appendingPathComponent("offset")
        case .loopback(let server, let name): server.url("/mutating-list/\(name)/offset")
        }
    }

    /// A service that reaches this server, retrying nothing (a failure is the round's to see).
    func makeService() -> NetworkResourceService {
        switch self {
        case .memory(let api):
            NetworkResourceService {
                $0.dataLoader = api.loader
                $0.retryPolicy = .never
            }
        case .loopback:
            NetworkResourceService { $0.retryPolicy = .never }
        }
    }

    /// Lists `row` at `index` (clamped to the list).
    func insert(_ row: Row, at index: Int) async throws {
        switch self {
        case .memory(let api): api.mutate { $0.insert(row, at: max(0, min($0.count, index))) }
        case .loopback:
            try await post("insert?id=\(row.id)&text=\(Self.escaped(row.name))&at=\(index)")
        }
    }

    /// Removes the row with `id`, if any.
    func delete(id: Int) async throws {
        switch self {
        case .memory(let api): api.mutate { $0.removeAll { $0.id == id } }
        case .loopback: try await post("delete?id=\(id)")
        }
    }

    /// Renames the row with `id`; throws when there is none (as the server answers 404).
    func edit(id: Int, name: String) async throws {
        switch self {
        case .memory(let api):
            let found = Locked(false)
            api.mutate { rows in
                guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
                rows[index].name = name
                found.withLock { $0 = true }
            }
            if !found.value { throw URLError(.badServerResponse) }
        case .loopback: try await post("edit?id=\(id)&text=\(Self.escaped(name))")
        }
    }

    /// Moves the row with `id` to `index` of the list without it (clamped), if there is such a row.
    func move(id: Int, to index: Int) async throws {
        switch self {
        case .memory(let api):
            api.mutate { rows in
                guard let from = rows.firstIndex(where: { $0.id == id }) else { return }
                let row = rows.remove(at: from)
                rows.insert(row, at: max(0, min(rows.count, index)))
            }
        case .loopback: try await post("move?id=\(id)&to=\(index)")
        }
    }

    /// The whole list as the server holds it now.
    func rows() async throws -> [Row] {
        switch self {
        case .memory(let api): return api.currentRows
        case .loopback(let server, let name):
            let (data, response) = try await URLSession.shared.data(
                from: server.url("/mutating-list/\(name)/rows"))
            guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
            return try JSONDecoder().decode(WholeList.self, from: data).rows
        }
    }

    private struct WholeList: Decodable {
        var rows: [Row]
    }

    private func post(_ pathAndQuery: String) async throws {
        guard case .loopback(let server, let name) = self else { return }
        var request = URLRequest(url: server.url("/mutating-list/\(name)/\(pathAndQuery)"))
        request.httpMethod = "POST"
        let (_, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
    }

    private static func escaped(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}

/// A pause that lasts one turn of the executor (and ends early when cancelled), so a remote search goes to the
/// server at once but a newer keystroke can still cancel it.
struct YieldingSleeper: Sleeping {
    func sleep(seconds: Double) async throws {
        try Task.checkCancellation()
        await Task.yield()
        try Task.checkCancellation()
    }
}

/// A response the round holds until it chooses to let it go: what makes edits confirm out of order.
@MainActor
final class FuzzGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Returns once the gate is open.
    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Opens the gate for its waiters and every later one.
    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

/// The server's `/invalidation/{key}/rows`, polled: rows newest first, three a page, one ETag for the whole list,
/// `max-age=600` (so only a revalidation reaches the server); with `delay`, every page is answered that late.
struct PolledRows: PaginatedResource {
    typealias Item = Row
    let server: TestServer
    let key: String
    var delay: Double?
    var url: URL? {
        server.url("/invalidation/\(key)/rows" + (delay.map { "?delay=\($0)" } ?? ""))
    }
    var collectionKeyPath: String? { "items" }
    var paging: PageNumberPaging { PageNumberPaging(pageSize: 3, totalPagesField: .value(at: "total_pages")) }
    var cachePolicy: CachePolicy? { .cacheElseNetwork(maximumAge: nil) }
}

/// The first page of `/invalidation/{key}/rows` as one value, fetched from the server every time.
struct FirstRowsPage: NetworkJSONResourceType {
    struct Model: Decodable, Equatable, Sendable {
        let items: [Row]
    }
    let server: TestServer
    let key: String
    var url: URL? { server.url("/invalidation/\(key)/rows") }
}

/// A new row at the head of `/invalidation/{key}/rows`.
struct AddPolledRow: NetworkJSONResourceType {
    struct Model: Decodable, Sendable { let id: Int }
    let server: TestServer
    let key: String
    var url: URL? { server.url("/invalidation/\(key)/rows") }
    var method: HTTPMethod { .post }
}

/// What `/invalidation/{key}/stats` counts: the row requests, the full and `304` answers, the conditional requests.
struct PolledRowsStats: Decodable, Sendable, Equatable {
    let requests: Int
    let full: Int
    let notModified: Int
    let conditional: Int
}

struct PolledRowsStatsResource: NetworkJSONResourceType {
    typealias Model = PolledRowsStats
    let server: TestServer
    let key: String
    var url: URL? { server.url("/invalidation/\(key)/stats") }
}

/// A key of its own on the loopback server, with a service, a manual clock, and the server's counts.
@MainActor
struct PollingServer {
    let server: TestServer
    let key = "poll\(UUID().uuidString.prefix(8))"
    let service = NetworkResourceService { $0.retryPolicy = .never }
    let clock = ManualSleeper()

    init() throws {
        server = try TestServer.shared()
    }

    /// A list of the rows, polling every 30 seconds on the manual clock once started, reporting each tick to
    /// `ticks`.
    func makeList(
        key: String? = nil, delay: Double? = nil, pollingInterval: Double? = 30
    ) -> (list: PagedList<PolledRows, SingleSection>, ticks: AsyncStream<PollingTick>) {
        let list = PagedList(resource: PolledRows(server: server, key: key ?? self.key, delay: delay), service: service)
        list.sleeper = clock
        list.pollingInterval = pollingInterval
        let (ticks, continuation) = AsyncStream.makeStream(of: PollingTick.self)
        list.onPollingTick = { continuation.yield($0) }
        return (list, ticks)
    }

    /// Adds a row on the server and invalidates `list`'s resource, and returns once the list has handled the
    /// invalidation (while hidden, it stays pending).
    @MainActor
    func addRowAndInvalidate(_ list: PagedList<PolledRows, SingleSection>) async throws {
        let (handled, handledContinuation) = AsyncStream.makeStream(of: Bool.self)
        list.onInvalidationHandled = { handledContinuation.yield($0) }
        _ = try await addRow()
        service.invalidate(urlPrefix: server.url("/invalidation/\(key)/").absoluteString)
        var handledIterator = handled.makeAsyncIterator()
        #expect(await handledIterator.next() == true)
    }

    func addRow(key: String? = nil) async throws -> Int {
        try await service.fetch(AddPolledRow(server: server, key: key ?? self.key)).id
    }

    func stats(key: String? = nil) async throws -> PolledRowsStats {
        try await service.fetch(PolledRowsStatsResource(server: server, key: key ?? self.key))
    }
}

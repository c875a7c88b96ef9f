import Dispatch
import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging

/// One paging style of the loopback server's `/list/{style}` routes, measured as a paginator's page load against
/// a bare fetch of the same URL that decodes only the items.
enum LoopbackStyle: String, CaseIterable {
    case offset, pages, range, cursor, stripe, link, jsonapi

    /// Median per-page times of the bare fetch and of the paginator's load, and the median of their ratio page by
    /// page. A first walk records the URL of every page; then each round walks a new paginator to the end,
    /// fetching each page's URL bare just before or just after (alternating by round), so drift in the machine's
    /// or the server's speed touches both alike. The loopback connection now and then answers a few milliseconds
    /// late for a while; the ratio of adjacent pairs sees through that better than the ratio of the two medians.
    func measure(on server: TestServer, rounds: Int) async throws -> (bare: Double, paged: Double, ratio: Double) {
        let requested = RequestedURLs()
        let service = NetworkResourceService {
            $0.retryPolicy = .never
            $0.coalescesRequests = false
            $0.onEvent = { event in
                if case .started(_, let url?, _) = event { requested.append(url) }
            }
        }
        switch self {
        case .offset:
            return try await Self.measure(
                Styled(server: server, style: self, collectionKeyPath: "data.items") {
                    OffsetPaging(limit: PagingBenchmarks.pageSize, totalField: .value(at: "total"))
                }, service: service, requested: requested, rounds: rounds)
        case .pages:
            return try await Self.measure(
                Styled(server: server, style: self, collectionKeyPath: "items") {
                    PageNumberPaging(pageSize: PagingBenchmarks.pageSize, totalPagesField: .value(at: "total_pages"))
                }, service: service, requested: requested, rounds: rounds)
        case .range:
            return try await Self.measure(
                Styled(server: server, style: self, collectionKeyPath: nil) {
                    RangePaging(size: PagingBenchmarks.pageSize)
                },
                service: service, requested: requested, rounds: rounds)
        case .cursor:
            return try await Self.measure(
                Styled(server: server, style: self, collectionKeyPath: "data.feed.edges") {
                    CursorPaging(
                        limitParameter: "first",
                        limit: PagingBenchmarks.pageSize,
                        nextCursor: .value(at: "data.feed.page_info.end_cursor"),
                        hasNextField: .value(at: "data.feed.page_info.has_next_page")
                    )
                }, service: service, requested: requested, rounds: rounds)
        case .stripe:
            return try await Self.measure(
                Styled(server: server, style: self, collectionKeyPath: "data") {
                    CursorPaging.stripe(limit: PagingBenchmarks.pageSize)
                }, service: service, requested: requested, rounds: rounds)
        case .link:
            return try await Self.measure(
                Styled(server: server, style: self, collectionKeyPath: nil) {
                    LinkPaging(firstPageQueryItems: [QueryItem("per_page", PagingBenchmarks.pageSize)])
                }, service: service, requested: requested, rounds: rounds)
        case .jsonapi:
            return try await Self.measure(
                Styled(server: server, style: self, collectionKeyPath: "data") {
                    LinkPaging.body(
                        next: "links.next", previous: "links.prev",
                        firstPageQueryItems: [QueryItem("size", PagingBenchmarks.pageSize)])
                }, service: service, requested: requested, rounds: rounds)
        }
    }

    private static func measure<Paging: PagingStrategy>(
        _ resource: Styled<Paging>,
        service: NetworkResourceService,
        requested: RequestedURLs,
        rounds: Int
    ) async throws -> (bare: Double, paged: Double, ratio: Double) {
        let first = Paginator(resource: resource, service: service)
        while case .loaded = await first.loadNextPage() {}
        let urls = requested.take()
        guard urls.count > 1 else { throw BenchmarkError.unexpected("\(resource.style): \(urls.count) pages") }
        var bareSamples: [UInt64] = []
        var pagedSamples: [UInt64] = []
        var ratios: [Double] = []
        for round in 0...rounds {
            let paginator = Paginator(resource: resource, service: service)
            for url in urls {
                var bareTime: UInt64 = 0
                var pagedTime: UInt64 = 0
                for bareFirst in [round % 2 == 0, round % 2 != 0] {
                    let start = DispatchTime.now().uptimeNanoseconds
                    if bareFirst {
                        let rows = try await service.fetch(
                            PlainRows(url: url, collectionKeyPath: resource.collectionKeyPath))
                        bareTime = DispatchTime.now().uptimeNanoseconds - start
                        blackHole(rows.count)
                    } else {
                        let result = await paginator.loadNextPage()
                        pagedTime = DispatchTime.now().uptimeNanoseconds - start
                        // The last page of a list with no end signal is empty: its load says `.reachedEnd`.
                        switch result {
                        case .loaded, .reachedEnd: break
                        default: throw BenchmarkError.unexpected("\(resource.style): \(result)")
                        }
                    }
                }
                // Round 0 warms the connection and the caches.
                if round > 0 {
                    bareSamples.append(bareTime)
                    pagedSamples.append(pagedTime)
                    ratios.append(Double(pagedTime) / Double(max(1, bareTime)))
                }
            }
            _ = requested.take()
        }
        ratios.sort()
        return (
            BenchmarkSupport.median(of: bareSamples), BenchmarkSupport.median(of: pagedSamples),
            ratios[ratios.count / 2]
        )
    }
}

/// A loopback list in one style over 1,000 rows.
private struct Styled<Paging: PagingStrategy>: PaginatedResource {
    typealias Item = Row
    let style: LoopbackStyle
    let collectionKeyPath: String?
    let makePaging: @Sendable () -> Paging
    /// Made once, as the bare fetch's URLs are: the time measured is the paginator's, not the building of the
    /// list's own URL from a string.
    let url: URL?

    init(
        server: TestServer, style: LoopbackStyle, collectionKeyPath: String?, _ paging: @escaping @Sendable () -> Paging
    ) {
        self.style = style
        self.collectionKeyPath = collectionKeyPath
        self.makePaging = paging
        self.url = server.url("/list/\(style.rawValue)?count=1000")
    }

    var paging: Paging { makePaging() }
}

/// The bare fetch: the rows at a URL, with nothing read but the items.
private struct PlainRows: NetworkJSONResourceType {
    typealias Model = [Row]
    let url: URL?
    let collectionKeyPath: String?
}

/// The URLs a service was asked for, in order.
private final class RequestedURLs: @unchecked Sendable {
    // Safe to be `@unchecked Sendable`: `urls` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var urls: [URL] = []

    func append(_ url: URL) {
        lock.lock()
        urls.append(url)
        lock.unlock()
    }

    /// The URLs recorded so far; the record starts again empty.
    func take() -> [URL] {
        lock.lock()
        defer {
            urls = []
            lock.unlock()
        }
        return urls
    }
}

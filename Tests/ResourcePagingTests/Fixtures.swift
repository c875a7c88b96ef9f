import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging

/// The in-memory API's routes as paginated resources.
enum Rows {
    struct Offset: PaginatedResource {
        typealias Item = Row
        var limit = 10
        var baseURL: URL? { InMemoryListAPI.baseURL }
        var path: String { "offset" }
        var collectionKeyPath: String? { "data.items" }
        var paging: OffsetPaging { OffsetPaging(limit: limit, totalField: .value(at: "total")) }
    }

    struct Pages: PaginatedResource {
        typealias Item = Row
        var size = 10
        var baseURL: URL? { InMemoryListAPI.baseURL }
        var path: String { "pages" }
        var collectionKeyPath: String? { "items" }
        var paging: PageNumberPaging { PageNumberPaging(pageSize: size, totalPagesField: .value(at: "total_pages")) }
    }

    struct Ranges: PaginatedResource {
        typealias Item = Row
        var size = 10
        var baseURL: URL? { InMemoryListAPI.baseURL }
        var path: String { "range" }
        var paging: RangePaging { RangePaging(size: size) }
    }

    struct Cursors: PaginatedResource {
        typealias Item = Row
        var size = 10
        /// Whether the strategy reads the route's `total_count`.
        var countsTotal = false
        var baseURL: URL? { InMemoryListAPI.baseURL }
        var path: String { "cursor" }
        var collectionKeyPath: String? { "data.feed.edges" }
        var paging: CursorPaging {
            CursorPaging(
                limitParameter: "first",
                limit: size,
                nextCursor: .value(at: "data.feed.page_info.end_cursor"),
                previousCursor: .value(at: "data.feed.page_info.start_cursor"),
                hasNextField: .value(at: "data.feed.page_info.has_next_page"),
                hasPreviousField: .value(at: "data.feed.page_info.has_previous_page"),
                totalField: countsTotal ? .value(at: "data.feed.total_count") : nil
            )
        }
    }

    struct Stripe: PaginatedResource {
        typealias Item = Row
        var size = 10
        var baseURL: URL? { InMemoryListAPI.baseURL }
        var path: String { "stripe" }
        var collectionKeyPath: String? { "data" }
        var paging: CursorPaging { .stripe(limit: size) }
    }

    struct Links: PaginatedResource {
        typealias Item = Row
        var size = 10
        var baseURL: URL? { InMemoryListAPI.baseURL }
        var path: String { "link" }
        var paging: LinkPaging { LinkPaging(firstPageQueryItems: [QueryItem("per_page", size)]) }
    }

    struct JSONAPI: PaginatedResource {
        typealias Item = Row
        var size = 10
        var baseURL: URL? { InMemoryListAPI.baseURL }
        var path: String { "jsonapi" }
        var collectionKeyPath: String? { "data" }
        var paging: LinkPaging {
            .body(next: "links.next", previous: "links.prev", firstPageQueryItems: [QueryItem("size", size)])
        }
    }
}

extension NetworkResourceService {
    /// A service over `loader` with no retries.
    static func paging(_ loader: any DataLoading) -> NetworkResourceService {
        NetworkResourceService {
            $0.dataLoader = loader
            $0.retryPolicy = .never
        }
    }
}

extension Paginator {
    /// Loads next pages until the list ends or a load does not add a page; returns how many loads were made.
    @discardableResult
    func loadAllNext(limit: Int = 1_000) async -> Int {
        var loads = 0
        while loads < limit {
            guard case .loaded = await loadNextPage() else { break }
            loads += 1
        }
        return loads
    }

    /// Loads previous pages until the list starts or a load does not add a page.
    @discardableResult
    func loadAllPrevious(limit: Int = 1_000) async -> Int {
        var loads = 0
        while loads < limit {
            guard case .loaded = await loadPreviousPage() else { break }
            loads += 1
        }
        return loads
    }
}

extension PageResponse {
    /// A response from `https://api.example.com/items` with `items` items and these body fields.
    static func fixture(items: Int, fields: [PageField: JSONValue] = [:]) -> PageResponse {
        let url = URL(string: "https://api.example.com/items")!
        return PageResponse(
            head: HTTPResponseHead(statusCode: 200, url: url, headerFields: [:]),
            url: url,
            itemCount: items,
            fields: fields
        )
    }
}

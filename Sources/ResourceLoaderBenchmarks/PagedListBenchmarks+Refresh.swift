import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import ResourceSupport

/// A refresh of a `PagedList` that finds the first page changed (its first row replaced by a new one) and keeps the
/// later pages as they were (#24), cursor style and offset style (keys that name a row's position, which the kept
/// pages are named by again): on a list of 100,000 rows against the same on a list of 1,000, plain, and with a
/// transform (every tenth row left out) and sections (one per thousand ids). Each figure is a whole `refresh()`, up to
/// the update handed to the UI, which holds each update's snapshot until the next one and applies each diff to the row
/// counts of its sections (see `ShownCounts`). The list's render is O(changed pages): the kept pages stay listed as
/// they were. The paginator's data work reads the listed rows only up to the last one the server sent again, but it
/// still walks every listed page a few times (the listed pages handed to the splice, the splice, the kept pages listed
/// again), so the whole refresh grows with the pages (1,000 at 100,000 rows) and its ratio stays above the goal (about
/// 2x; the state it publishes no longer reads every page); Docs/Lists.md gives the render's share.
extension PagedListBenchmarks {
    /// Runs the cases and prints their figures.
    @MainActor
    static func runRefresh() async {
        print("")
        print("PagedList, a refresh that changes the first page and keeps the later ones (release; cursors)")
        await reportRefreshCosts(service: ChangingHeadService.init, resource: CursorBenchmarkRows.init)
        print("PagedList, the same refresh of an offset list (release; offsets)")
        await reportRefreshCosts(service: ChangingHeadOffsetService.init, resource: BenchmarkRows.init)
    }

    /// Prints the refresh's cost at two sizes for lists of `resource` over services made by `makeService`: plain, and
    /// with a transform and sections.
    @MainActor
    private static func reportRefreshCosts<Resource: PaginatedResource, Service: HeadChanging>(
        service makeService: (_ totalItems: Int, _ pageSize: Int) -> Service, resource: () -> Resource
    ) async where Resource.Item == Row {
        let counts = (small: 1_000, large: 100_000)
        let plain = await refreshCosts(after: counts, service: makeService) { service in
            PagedList(resource: resource(), service: service)
        }
        reportCostAtSize("plain", plain)
        let shaped = await refreshCosts(after: counts, service: makeService) { service in
            let list = PagedList(resource: resource(), service: service, sectionID: { $0.id / 1_000 })
            list.transformRow = { $0.id.isMultiple(of: 10) ? nil : $0 }
            return list
        }
        reportCostAtSize("transform + sections", shaped)
    }

    /// The median times of a refresh of a list of `counts.small` rows and of one of `counts.large`, each up to the
    /// update its callback receives, measured alternately; each refresh finds a new first row.
    @MainActor
    private static func refreshCosts<
        Resource: PaginatedResource, Service: HeadChanging, SectionID: Hashable & Sendable
    >(
        after counts: (small: Int, large: Int),
        service makeService: (_ totalItems: Int, _ pageSize: Int) -> Service,
        make: (Service) -> PagedList<Resource, SectionID>
    ) async -> (small: Double, large: Double) where Resource.Item == Row {
        let pageSize = PagingBenchmarks.pageSize
        var samples: (small: [UInt64], large: [UInt64]) = ([], [])
        var delivered = 0
        for _ in 0..<5 {
            let services = (small: makeService(counts.small, pageSize), large: makeService(counts.large, pageSize))
            let small = make(services.small)
            let large = make(services.large)
            var shown = (small: ShownCounts<SectionID>(), large: ShownCounts<SectionID>())
            small.onUpdate = { shown.small.take($0) }
            large.onUpdate = { shown.large.take($0) }
            for _ in 0..<(counts.small / pageSize) { await small.loadNextPage() }
            for _ in 0..<(counts.large / pageSize) { await large.loadNextPage() }
            await BenchmarkSupport.alternate(
                steps: 20,
                small: {
                    services.small.changeHead()
                    await small.refresh()
                },
                large: {
                    services.large.changeHead()
                    await large.refresh()
                },
                into: &samples)
            precondition(small.snapshot.numberOfItems == shown.small.rowCount, "the UI's rows are out of step")
            precondition(large.snapshot.numberOfItems == shown.large.rowCount, "the UI's rows are out of step")
            // The refresh kept the later pages: every row is listed still (the transform leaves some out).
            precondition(large.snapshot.numberOfItems > counts.large / 2, "the refresh did not keep the later pages")
            delivered += shown.small.rowCount + shown.large.rowCount
        }
        blackHole(delivered)
        return (BenchmarkSupport.median(of: samples.small), BenchmarkSupport.median(of: samples.large))
    }
}

/// The benchmark rows, paged by cursors: the page after cursor `"n"` starts at row `n`.
struct CursorBenchmarkRows: PaginatedResource {
    typealias Item = Row
    var url: URL? = URL(string: "https://bench.test/cursor-rows")
    var collectionKeyPath: String? { "data.items" }
    var paging: CursorPaging { CursorPaging(limit: PagingBenchmarks.pageSize, nextCursor: .value(at: "data.next")) }
}

/// A benchmark service whose list can change at its head: ``changeHead()`` gives the first page a new first row (a row
/// deleted at the head and a new one inserted there), the other rows stay.
protocol HeadChanging: ResourceService {
    /// The next first page has a new first row.
    func changeHead()
}

/// Answers the cursor benchmark list with models built up front; ``changeHead()`` gives the first page a new first
/// row, the other pages stay.
final class ChangingHeadService: HeadChanging, Sendable {
    private let pages: [Page<Row, CursorPaging.Cursor>]
    private let pageSize: Int
    private let heads = Locked(0)

    init(totalItems: Int, pageSize: Int) {
        self.pageSize = pageSize
        pages = stride(from: 0, to: totalItems, by: pageSize).map { start in
            let end = min(totalItems, start + pageSize)
            return Page(
                key: start == 0 ? .start : .after("\(start)"),
                items: (start..<end).map { Row(id: $0 + 1, name: "Row \($0 + 1)") },
                nextKey: end < totalItems ? .after("\(end)") : nil, previousKey: nil)
        }
    }

    /// The next first page has a new first row.
    func changeHead() {
        heads.withLock { $0 += 1 }
    }

    func fetch<Resource: NetworkResourceType>(_ resource: Resource) async throws(ResourceError) -> Resource.Model {
        guard let request = resource as? PageResource<CursorBenchmarkRows> else {
            throw .invalidRequest(reason: "not a page of the cursor benchmark list", underlying: nil)
        }
        var page: Page<Row, CursorPaging.Cursor>
        switch request.key {
        case .start:
            page = pages[0]
            let head = heads.withLock { $0 }
            if head > 0 { page.items[0] = Row(id: -head, name: "Head \(head)") }
        case .after(let cursor):
            guard let start = Int(cursor), start > 0, start % pageSize == 0, start / pageSize < pages.count else {
                throw .invalidRequest(reason: "no such cursor", underlying: nil)
            }
            page = pages[start / pageSize]
        case .before:
            throw .invalidRequest(reason: "the cursor benchmark list loads forwards", underlying: nil)
        }
        guard let model = page as? Resource.Model else {
            throw .invalidRequest(reason: "not a page of the cursor benchmark list", underlying: nil)
        }
        return model
    }
}

/// Answers the offset benchmark list (``BenchmarkRows``) at any offset from rows built up front; ``changeHead()``
/// gives the first row a new id, the other rows stay where they were.
final class ChangingHeadOffsetService: HeadChanging, Sendable {
    private let rows: [Row]
    private let pageSize: Int
    private let heads = Locked(0)

    init(totalItems: Int, pageSize: Int) {
        self.pageSize = pageSize
        rows = (0..<totalItems).map { Row(id: $0 + 1, name: "Row \($0 + 1)") }
    }

    /// The next first page has a new first row.
    func changeHead() {
        heads.withLock { $0 += 1 }
    }

    func fetch<Resource: NetworkResourceType>(_ resource: Resource) async throws(ResourceError) -> Resource.Model {
        guard let request = resource as? PageResource<BenchmarkRows>, request.key >= 0, request.key < rows.count
        else { throw .invalidRequest(reason: "not a page of the offset benchmark list", underlying: nil) }
        let end = min(rows.count, request.key + pageSize)
        var items = Array(rows[request.key..<end])
        let head = heads.withLock { $0 }
        if request.key == 0, head > 0 { items[0] = Row(id: -head, name: "Head \(head)") }
        let page = Page(
            key: request.key, items: items, nextKey: end < rows.count ? end : nil,
            previousKey: request.key > 0 ? max(0, request.key - pageSize) : nil)
        guard let model = page as? Resource.Model else {
            throw .invalidRequest(reason: "not a page of the offset benchmark list", underlying: nil)
        }
        return model
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

@Suite("Placeholder counts and page addresses")
struct PlaceholderCountsTests {
    /// An offset API over rows 1...count whose `total` is whatever `total(offset)` writes, as raw JSON.
    static func service(count: Int, total: @escaping @Sendable (Int) -> String) -> NetworkResourceService {
        let loader = ScriptedDataLoader { request in
            let query =
                URLComponents(url: request.url ?? InMemoryListAPI.baseURL, resolvingAgainstBaseURL: false)?
                .queryItems ?? []
            let offset = query.first { $0.name == "offset" }?.value.flatMap(Int.init) ?? 0
            let limit = query.first { $0.name == "limit" }?.value.flatMap(Int.init) ?? 10
            let rows = (offset..<max(offset, min(count, offset + limit))).map {
                #"{"id":\#($0 + 1),"name":"Row \#($0 + 1)"}"#
            }
            let body = #"{"data":{"items":[\#(rows.joined(separator: ","))]},"total":\#(total(offset))}"#
            return ScriptedDataLoader.response(to: request, body: Data(body.utf8))
        }
        return NetworkResourceService.paging(loader)
    }

    static func rows(_ range: ClosedRange<Int>) -> [Row] { range.map { Row(id: $0, name: "Row \($0)") } }

    @Test("a total that changes between pages: the page that arrived last speaks")
    func changingTotal() async {
        let paginator = Paginator(
            resource: Rows.Offset(), service: Self.service(count: 95) { $0 == 0 ? "95" : "40" })
        await paginator.loadNextPage()
        #expect(await paginator.currentState.placeholders == ListPlaceholders(leading: 0, trailing: 85))
        await paginator.loadNextPage()
        #expect(await paginator.currentState.placeholders == ListPlaceholders(leading: 0, trailing: 20))
    }

    @Test("a total smaller than the loaded rows leaves no trailing placeholder, and paging goes on by the rows")
    func totalBelowLoaded() async {
        // The strategy ends the list at the total, so the stated total ends it here.
        let paginator = Paginator(resource: Rows.Offset(), service: Self.service(count: 95) { _ in "5" })
        await paginator.loadNextPage()
        let state = await paginator.currentState
        #expect(state.items.count == 10)
        #expect(state.placeholders == ListPlaceholders(leading: 0, trailing: 0))
    }

    @Test("a total of Int.max counts up to Int.max rows in all, without overflowing")
    func hugeTotal() async {
        let paginator = Paginator(
            resource: Rows.Offset(), service: Self.service(count: 95) { _ in String(Int.max) })
        await paginator.loadNextPage()
        let placeholders = await paginator.currentState.placeholders
        #expect(placeholders == ListPlaceholders(leading: 0, trailing: Int.max - 10))
        #expect(placeholders?.rowCount(loaded: 10) == Int.max)
        #expect(placeholders?.rowCount(loaded: 11) == Int.max)
    }

    @Test("a negative, fractional or enormous total fails the page with a typed error, never a trap")
    func unreadableTotals() async {
        for total in ["-3", "1e30", "12.5", "\"many\""] {
            let paginator = Paginator(resource: Rows.Offset(), service: Self.service(count: 95) { _ in total })
            let result = await paginator.loadNextPage()
            guard case .failed(.invalidPageField(let path, _)) = result else {
                Issue.record("total \(total): \(result)")
                continue
            }
            #expect(path == "total")
            #expect(await paginator.currentState.placeholders == nil)
        }
    }

    @Test("a page that states a negative total itself (a custom page reader) is clamped to no placeholder")
    func negativeTotalInPage() async {
        let paginator = Paginator(resource: Rows.Offset(), service: Self.service(count: 95) { _ in "95" })
        await paginator.restore([Page(key: 20, items: Self.rows(21...30), nextKey: 30, previousKey: 10, totalCount: -5)]
        )
        #expect(await paginator.currentState.placeholders == ListPlaceholders(leading: 20, trailing: 0))
    }

    @Test("a page whose offset is near Int.max keeps leading + loaded + trailing within Int.max")
    func offsetNearMaximum() async {
        let paginator = Paginator(resource: Rows.Offset(), service: Self.service(count: 95) { _ in "95" })
        await paginator.restore([
            Page(key: Int.max - 3, items: Self.rows(1...10), nextKey: nil, previousKey: 10, totalCount: Int.max)
        ])
        let placeholders = await paginator.currentState.placeholders
        #expect(placeholders == ListPlaceholders(leading: Int.max - 10, trailing: 0))
        #expect(placeholders?.rowCount(loaded: 10) == Int.max)
    }

    @Test("a generation that starts mid-list with a cursor has no placeholders: nothing says where it sits")
    func unknownLeading() async {
        let paginator = Paginator(resource: Rows.Cursors(), service: Self.service(count: 95) { _ in "95" })
        await paginator.restore([
            Page(
                key: .after("c10"), items: Self.rows(11...20), nextKey: .after("c20"), previousKey: .before("c11"),
                totalCount: 95)
        ])
        #expect(await paginator.currentState.placeholders == nil)
        await paginator.restore([
            Page(key: .start, items: Self.rows(1...10), nextKey: .after("c10"), previousKey: nil, totalCount: 95)
        ])
        #expect(await paginator.currentState.placeholders == ListPlaceholders(leading: 0, trailing: 85))
    }

    @Test("a saved page keeps its total, so a list restored from disk counts its placeholders at once")
    func savedTotal() throws {
        let saved = SavedPagedList<Row, Int>(pages: [
            Page(key: 50, items: Self.rows(51...60), nextKey: 60, previousKey: 40, totalCount: 95)
        ])
        let decoded = try JSONDecoder().decode(SavedPagedList<Row, Int>.self, from: JSONEncoder().encode(saved))
        #expect(decoded.pages.first?.totalCount == 95)
        let withoutTotal = #"{"key": 0, "items": [], "nextKey": 10}"#
        let page = try JSONDecoder().decode(Page<Row, Int>.self, from: Data(withoutTotal.utf8))
        #expect(page.totalCount == nil)
    }

    @Test("ListPlaceholders takes negative counts as 0")
    func clampedInit() {
        #expect(ListPlaceholders(leading: -1, trailing: Int.min) == ListPlaceholders(leading: 0, trailing: 0))
    }

    @Test("offsets, page numbers and ranges name the page holding a position, on the grid they walk")
    func addresses() {
        let offsets = OffsetPaging(limit: 20, firstOffset: 5)
        #expect(offsets.key(containing: 45) == 45)
        #expect(offsets.key(containing: 39) == 25)
        #expect(offsets.key(containing: -7) == 5)
        #expect(offsets.key(containing: Int.max) == 5 + Int.max / 20 * 20)
        #expect(OffsetPaging(limit: 1, firstOffset: 5).key(containing: Int.max) == nil)
        #expect(offsets.position(ofPageAt: 45) == 40)
        #expect(offsets.position(ofPageAt: 4) == nil)

        let pages = PageNumberPaging(pageSize: 30)
        #expect(pages.key(containing: 0) == 1)
        #expect(pages.key(containing: 59) == 2)
        #expect(pages.key(containing: 60) == 3)
        #expect(pages.position(ofPageAt: 3) == 60)
        #expect(pages.position(ofPageAt: 0) == nil)
        #expect(pages.position(ofPageAt: Int.max) == nil)
        #expect(PageNumberPaging(firstPage: Int.min).position(ofPageAt: Int.max) == nil)
        #expect(PageNumberPaging(pageSize: 1, firstPage: Int.max).key(containing: 1) == nil)

        let ranges = RangePaging(size: 10, firstPosition: -5)
        #expect(ranges.key(containing: 23) == 15)
        #expect(ranges.position(ofPageAt: 15) == 20)
        #expect(ranges.position(ofPageAt: Int.max) == nil)
        #expect(ranges.position(ofPageAt: -6) == nil)
    }

    @Test("page numbers' total is the pages times their size, clamped to Int.max")
    func pageNumberTotal() throws {
        let paging = PageNumberPaging(pageSize: 30, totalPagesField: .value(at: "total_pages"))
        let field = PageField.value(at: "total_pages")
        #expect(try paging.totalCount(in: .fixture(items: 30, fields: [field: .int(4)])) == 120)
        #expect(try paging.totalCount(in: .fixture(items: 30, fields: [field: .int(Int.max / 2)])) == Int.max)
        #expect(try PageNumberPaging().totalCount(in: .fixture(items: 30, fields: [field: .int(4)])) == nil)
    }
}

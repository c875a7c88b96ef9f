import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An offset list with no stated total, so only a short page would end it.
private struct UntotalledOffsetRows: PaginatedResource {
    typealias Item = Row
    var baseURL: URL? { InMemoryListAPI.baseURL }
    var path: String { "offset" }
    var collectionKeyPath: String? { "data.items" }
    var paging: OffsetPaging { OffsetPaging(limit: 10) }
}

/// A page-number list with no stated total.
private struct UntotalledPages: PaginatedResource {
    typealias Item = Row
    var baseURL: URL? { InMemoryListAPI.baseURL }
    var path: String { "pages" }
    var collectionKeyPath: String? { "items" }
    var paging: PageNumberPaging { PageNumberPaging(pageSize: 10) }
}

@Suite("Pages that add nothing new end their direction")
struct BarrenPagesTests {
    /// A server that ignores the paging parameters: the same full page of rows 1–10, whatever is asked.
    private func ignoringServer() -> ScriptedDataLoader {
        let rows = (1...10).map { #"{"id":\#($0),"name":"Row \#($0)"}"# }.joined(separator: ",")
        let offsetBody = #"{"data":{"items":[\#(rows)]}}"#
        let pagesBody = #"{"items":[\#(rows)]}"#
        return ScriptedDataLoader { request in
            let body = request.url?.path == "/offset" ? offsetBody : pagesBody
            let response = HTTPURLResponse(
                url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1",
                headerFields: ["Content-Type": "application/json"])!
            return (Data(body.utf8), response)
        }
    }

    @Test("an offset API that ignores the offset ends with a typed error after a few pages of duplicates")
    func offsetIgnoredEnds() async {
        let loader = ignoringServer()
        let paginator = Paginator(resource: UntotalledOffsetRows(), service: NetworkResourceService.paging(loader))
        var loads = 0
        var last = PageLoadResult.reachedEnd
        while loads < 50 {
            last = await paginator.loadNextPage()
            loads += 1
            if case .failed = last { break }
        }
        #expect(last == .failed(.pagesAddedNothing(count: 3)))
        #expect(loads == 5, "the first page, three pages of duplicates, then the stopped direction")
        #expect(loader.callCount == 4)
        #expect(await paginator.currentState.forward == .failed(.pagesAddedNothing(count: 3)))
        #expect(await paginator.items.map(\.id) == Array(1...10))
    }

    @Test("a page-number API that ignores the page number ends the same way, and a refresh starts afresh")
    func pageNumberIgnoredEndsUntilRefresh() async {
        let loader = ignoringServer()
        let paginator = Paginator(resource: UntotalledPages(), service: NetworkResourceService.paging(loader))
        for _ in 0..<4 { await paginator.loadNextPage() }
        #expect(await paginator.loadNextPage() == .failed(.pagesAddedNothing(count: 3)))
        #expect(loader.callCount == 4)
        await paginator.refresh()
        #expect(await paginator.currentState.forward == .idle, "a new generation may page again")
    }
}

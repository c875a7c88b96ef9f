import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A loader that answers as `base` does, with `Cache-Control: no-store` on the pages whose URL satisfies `isPrivate`.
private struct NoStoreLoader: DataLoading {
    let base: any DataLoading
    let isPrivate: @Sendable (URL) -> Bool

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let (data, response) = try await base.data(for: request)
        guard let http = response as? HTTPURLResponse, let url = http.url, isPrivate(url) else {
            return (data, response)
        }
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields { headers[name] = value }
        headers["Cache-Control"] = "no-store"
        guard
            let marked = HTTPURLResponse(
                url: url, statusCode: http.statusCode, httpVersion: "HTTP/1.1", headerFields: headers)
        else { throw URLError(.badServerResponse) }
        return (data, marked)
    }
}

@MainActor
@Suite("PagedList over the disk cache: pages served with no-store")
struct NoStorePagesTests {
    private func remove(_ directory: URL) {
        guard FileManager.default.fileExists(atPath: directory.path) else { return }
        #expect(throws: Never.self) { try FileManager.default.removeItem(at: directory) }
    }

    private func files(in directory: URL) throws -> [Data] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".rlcache") }
            .map { try Data(contentsOf: directory.appendingPathComponent($0)) }
    }

    @Test("rows served with no-store are never written to the list's disk cache")
    func noStorePagesNeverWritten() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("no-store-pages-\(UUID().uuidString)", isDirectory: true)
        defer { remove(directory) }
        let api = InMemoryListAPI(count: 30)
        let service = NetworkResourceService.paging(NoStoreLoader(base: api.loader) { _ in true })
        let list = PagedList(resource: Rows.Offset(), service: service, diskCache: DiskCache(directory: directory))
        await list.start()
        await list.loadNextPage()
        #expect(list.snapshot.itemIdentifiers == Array(1...20))
        for file in try files(in: directory) {
            #expect(file.range(of: Data("Row 1".utf8)) == nil, "a no-store row is on disk")
        }
    }

    @Test("the pages before the first no-store page are saved; that page and those after it are not")
    func pagesBeforeNoStoreSaved() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("no-store-pages-\(UUID().uuidString)", isDirectory: true)
        defer { remove(directory) }
        let api = InMemoryListAPI(count: 30)
        let loader = NoStoreLoader(base: api.loader) { $0.query?.contains("offset=10") == true }
        let service = NetworkResourceService.paging(loader)
        let list = PagedList(resource: Rows.Offset(), service: service, diskCache: DiskCache(directory: directory))
        await list.start()
        await list.loadNextPage()
        let saved = try await DiskPagedListSource(resource: Rows.Offset(), cache: DiskCache(directory: directory))
            .loadSavedList()
        #expect(saved?.pages.flatMap(\.items).map(\.id) == Array(1...10))
    }
}

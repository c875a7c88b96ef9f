import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceSupport
import Testing

/// A refetch that gets the same response as the last one reuses the page that response decoded to (#37): the
/// list's `page(from:key:)` is not called again, and what the list shows is what decoding would have shown.
@MainActor
@Suite("Refetch reuse of the page decoded last")
struct RefetchReuseTests {
    /// One page of rows served from a body and headers the test changes, counting how often a page is decoded.
    final class Server: Sendable {
        struct Answer {
            var rows: [Row]
            var headers: [String: String] = [:]
        }

        let answer: Locked<Answer>
        let decodes = Locked(0)
        let requests = Locked(0)
        let loader: ScriptedDataLoader

        init(rows: [Row]) {
            let answer = Locked(Answer(rows: rows))
            let requests = self.requests
            self.answer = answer
            loader = ScriptedDataLoader { request in
                requests.withLock { $0 += 1 }
                let current = answer.value
                let items = current.rows.map { #"{"id":\#($0.id),"name":"\#($0.name)"}"# }.joined(separator: ",")
                return ScriptedDataLoader.response(
                    to: request, status: 200, body: Data(#"{"items":[\#(items)]}"#.utf8),
                    headers: current.headers.merging(["Content-Type": "application/json"]) { $1 })
            }
        }
    }

    /// The rows at one URL, one page, decoded by hand so that each decode is counted.
    struct CountedRows: PaginatedResource {
        typealias Item = Row
        let server: Server
        var url: URL? { URL(string: "https://reuse.test/rows") }
        var paging: OffsetPaging { OffsetPaging(limit: 100) }

        private struct Body: Decodable { let items: [Row] }

        func page(from response: ResourceResponse, key: Int) throws -> Page<Row, Int> {
            server.decodes.withLock { $0 += 1 }
            let body = try JSONDecoder().decode(Body.self, from: response.data)
            let next = response.head.value(forHTTPHeaderField: "X-Next").flatMap(Int.init)
            return Page(key: key, items: body.items, nextKey: next, previousKey: nil)
        }
    }

    private func makeList(_ server: Server) -> PagedList<CountedRows, SingleSection> {
        PagedList(
            resource: CountedRows(server: server),
            service: NetworkResourceService {
                $0.dataLoader = server.loader
                $0.retryPolicy = .never
            })
    }

    private static let rows = (1...5).map { Row(id: $0, name: "Row \($0)") }

    @Test("a refresh that gets the same response, Date and Age aside, is not decoded again and lists the same rows")
    func sameResponseIsNotDecodedAgain() async {
        let server = Server(rows: Self.rows)
        server.answer.withLock { $0.headers = ["Date": "Sat, 28 Nov 2026 10:00:00 GMT", "Age": "3"] }
        let list = makeList(server)
        await list.start()
        #expect(server.decodes.value == 1)

        server.answer.withLock { $0.headers = ["Date": "Sat, 28 Nov 2026 10:00:30 GMT", "Age": "0"] }
        await list.refresh()
        await list.refresh()

        #expect(server.requests.value == 3, "each refresh asked the server")
        #expect(server.decodes.value == 1, "the same response twice more: decoded once in all")
        #expect(list.snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    }

    @Test("a refresh whose body or paging header differs is decoded and shown")
    func changedResponseIsDecoded() async {
        let server = Server(rows: Self.rows)
        let list = makeList(server)
        await list.start()

        server.answer.withLock { $0.rows[1].name = "Renamed" }
        await list.refresh()
        #expect(server.decodes.value == 2)
        #expect(list.item(withID: 2)?.name == "Renamed")

        server.answer.withLock { $0.headers = ["X-Next": "100"] }
        await list.refresh()
        #expect(server.decodes.value == 3, "a header a strategy may read changed: decoded again")
        #expect(await list.paginator.loadedPages.last?.nextKey == 100, "the new header's next page is listed")
        #expect(list.state.forward != .reachedEnd, "and the list can load it")
    }

    @Test("a row edited on the device is put back to the server's by a refresh that gets the same response")
    func localEditIsReplacedAsADecodeWouldReplaceIt() async throws {
        let server = Server(rows: Self.rows)
        let list = makeList(server)
        await list.start()
        try await list.update(Row(id: 3, name: "Edited here"))
        #expect(list.item(withID: 3)?.name == "Edited here")

        await list.refresh()

        #expect(server.decodes.value == 1, "the same response: not decoded again")
        #expect(list.item(withID: 3)?.name == "Row 3", "the server's row, as a decode would have listed it")
    }

    @Test("a refresh that gets back an older response after a newer one decodes it: only the last one is reused")
    func onlyTheLastResponseIsReused() async {
        let server = Server(rows: Self.rows)
        let list = makeList(server)
        await list.start()
        server.answer.withLock { $0.rows[0].name = "Changed" }
        await list.refresh()
        server.answer.withLock { $0.rows[0].name = "Row 1" }

        await list.refresh()

        #expect(server.decodes.value == 3)
        #expect(list.item(withID: 1)?.name == "Row 1")
    }
}

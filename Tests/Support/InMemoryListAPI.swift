import Foundation
import ResourceLoader
import ResourceSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One row of the in-memory list API.
public struct Row: Codable, Identifiable, Hashable, Sendable {
    /// The row's id.
    public var id: Int
    /// The row's name; searches match it.
    public var name: String

    /// Creates a row.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// An in-process list API that answers paging requests in every style the library supports, over a data set
/// the test can change between page loads (to prove drift handling). Use ``loader`` as the service's
/// `DataLoading`; it counts requests and can hold them at a gate.
///
/// Routes (host `list.test`), all filtered by `q` (case-insensitive substring of `name`) and `parity` (`even` or
/// `odd` ids), in reverse order with `order=desc`:
/// - `/offset?offset=&limit=` → `{"data":{"items":[…]},"total":N}`
/// - `/pages?page=&per_page=` (first page 1) → `{"items":[…],"total_pages":N}`
/// - `/range?from=&to=` (inclusive) → `[…]`
/// - `/cursor?after=&before=&first=` → `{"data":{"feed":{"edges":[…],"page_info":{"end_cursor","has_next_page","start_cursor","has_previous_page"},"total_count":N}}}`
/// - `/stripe?starting_after=&ending_before=&limit=` → `{"data":[…],"has_more":bool}`
/// - `/link?page=&per_page=` → `[…]` with a `Link` header (relative URLs)
/// - `/jsonapi?page=&size=` → `{"data":[…],"links":{"next":…,"prev":…}}`
public final class InMemoryListAPI: Sendable {
    /// The base URL of every route.
    public static let baseURL = URL(string: "https://list.test")!

    private let rows: Locked<[Row]>
    /// Handlers run before answering, to hold or reorder responses; by default none.
    private let hook: Locked<(@Sendable (URLRequest) async -> Void)?> = Locked(nil)
    /// Handlers run after the answer is made and before it is returned, to hold an answer that brings the rows as
    /// they were when it was asked for (a late answer); by default none.
    private let lateHook: Locked<(@Sendable (URLRequest) async -> Void)?> = Locked(nil)
    /// Answers a cursor that repeats itself forever, for loop detection tests.
    private let loopingCursor = Locked(false)

    /// The loader to give the service.
    public let loader: ScriptedDataLoader

    /// Creates the API over `rows`.
    public init(rows: [Row]) {
        let storage = Locked(rows)
        self.rows = storage
        let hook = self.hook
        let lateHook = self.lateHook
        let looping = self.loopingCursor
        self.loader = ScriptedDataLoader { request in
            if let wait = hook.value { await wait(request) }
            let answer = InMemoryListAPI.answer(request, rows: storage.value, loopingCursor: looping.value)
            if let wait = lateHook.value { await wait(request) }
            return answer
        }
    }

    /// Creates the API over rows with ids `1...count`.
    public convenience init(count: Int) {
        self.init(rows: (0..<count).map { Row(id: $0 + 1, name: "Row \($0 + 1)") })
    }

    /// The current data set.
    public var currentRows: [Row] { rows.value }

    /// Changes the data set (between page loads).
    public func mutate(_ change: (inout [Row]) -> Void) {
        rows.withLock(change)
    }

    /// Runs `wait` before answering each request (for example, to hold a response at a gate).
    public func setHook(_ wait: (@Sendable (URLRequest) async -> Void)?) {
        hook.withLock { $0 = wait }
    }

    /// Runs `wait` after each answer is made, before it is returned: an answer held this way brings the rows as they
    /// were when it was asked for, however the data set changes meanwhile.
    public func setLateHook(_ wait: (@Sendable (URLRequest) async -> Void)?) {
        lateHook.withLock { $0 = wait }
    }

    /// Makes `/cursor` and `/link` hand out the same next key forever.
    public func setLoopingCursor(_ looping: Bool) {
        loopingCursor.withLock { $0 = looping }
    }

    // MARK: - Answering

    private static func answer(_ request: URLRequest, rows allRows: [Row], loopingCursor: Bool) -> (Data, URLResponse) {
        guard let url = request.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return respond(request, status: 400, json: ["error": "bad URL"])
        }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
        let search = query["q"]?.lowercased()
        var rows = search.map { text in allRows.filter { $0.name.lowercased().contains(text) } } ?? allRows
        if let parity = query["parity"] { rows = rows.filter { $0.id % 2 == (parity == "odd" ? 1 : 0) } }
        if query["order"] == "desc" { rows.reverse() }
        let int = { (name: String, fallback: Int) in query[name].flatMap(Int.init) ?? fallback }

        switch components.path {
        case "/offset":
            let offset = int("offset", 0)
            let limit = int("limit", 20)
            return respond(request, json: ["data": ["items": encode(slice(rows, offset, limit))], "total": rows.count])
        case "/pages":
            let page = int("page", 1)
            let size = int("per_page", 20)
            let pages = (rows.count + size - 1) / size
            return respond(
                request, json: ["items": encode(slice(rows, (page - 1) * size, size)), "total_pages": pages])
        case "/range":
            let from = int("from", 0)
            let to = int("to", from + 19)
            return respond(request, json: encode(slice(rows, from, to - from + 1)))
        case "/cursor":
            return cursorPage(request, rows: rows, query: query, looping: loopingCursor)
        case "/stripe":
            return stripePage(request, rows: rows, query: query)
        case "/link":
            return linkPage(
                request, rows: rows, page: int("page", 1), size: int("per_page", 20), looping: loopingCursor)
        case "/jsonapi":
            let page = int("page", 1)
            let size = int("size", 20)
            let items = slice(rows, (page - 1) * size, size)
            var links: [String: Any] = [:]
            if page * size < rows.count { links["next"] = "/jsonapi?page=\(page + 1)&size=\(size)" }
            if page > 1 { links["prev"] = "https://list.test/jsonapi?page=\(page - 1)&size=\(size)" }
            return respond(request, json: ["data": encode(items), "links": links])
        default:
            return respond(request, status: 404, json: ["error": ["code": 404, "message": "no route"]])
        }
    }

    private static func cursorPage(
        _ request: URLRequest,
        rows: [Row],
        query: [String: String],
        looping: Bool
    ) -> (Data, URLResponse) {
        let size = query["first"].flatMap(Int.init) ?? 20
        let range: Range<Int>
        if let after = query["after"] {
            guard let index = rows.firstIndex(where: { "c\($0.id)" == after }) else {
                return respond(request, status: 400, json: ["error": ["code": 400, "message": "unknown cursor"]])
            }
            range = (index + 1)..<min(rows.count, index + 1 + size)
        } else if let before = query["before"] {
            guard let index = rows.firstIndex(where: { "c\($0.id)" == before }) else {
                return respond(request, status: 400, json: ["error": ["code": 400, "message": "unknown cursor"]])
            }
            range = max(0, index - size)..<index
        } else {
            range = 0..<min(rows.count, size)
        }
        let items = range.isEmpty ? [] : Array(rows[range])
        let pageInfo: [String: Any] = [
            "end_cursor": looping ? "c1" : items.last.map { "c\($0.id)" } ?? NSNull(),
            "has_next_page": looping || range.upperBound < rows.count,
            "start_cursor": items.first.map { "c\($0.id)" } ?? NSNull(),
            "has_previous_page": range.lowerBound > 0,
        ]
        let feed: [String: Any] = ["edges": encode(items), "page_info": pageInfo, "total_count": rows.count]
        return respond(request, json: ["data": ["feed": feed]])
    }

    private static func stripePage(_ request: URLRequest, rows: [Row], query: [String: String]) -> (Data, URLResponse) {
        let limit = query["limit"].flatMap(Int.init) ?? 10
        let items: ArraySlice<Row>
        let hasMore: Bool
        if let after = query["starting_after"], let id = Int(after) {
            let start = (rows.firstIndex { $0.id == id } ?? rows.count - 1) + 1
            items = rows[start..<min(rows.count, start + limit)]
            hasMore = start + limit < rows.count
        } else if let before = query["ending_before"], let id = Int(before) {
            let end = rows.firstIndex { $0.id == id } ?? 0
            items = rows[max(0, end - limit)..<end]
            hasMore = end - limit > 0
        } else {
            items = rows[0..<min(rows.count, limit)]
            hasMore = limit < rows.count
        }
        return respond(request, json: ["object": "list", "data": encode(Array(items)), "has_more": hasMore])
    }

    private static func linkPage(
        _ request: URLRequest,
        rows: [Row],
        page: Int,
        size: Int,
        looping: Bool
    ) -> (Data, URLResponse) {
        let items = slice(rows, (page - 1) * size, size)
        var links: [String] = []
        let lastPage = max(1, (rows.count + size - 1) / size)
        if looping {
            links.append("</link?page=1&per_page=\(size)>; rel=\"next\"")
        } else if page < lastPage {
            links.append("</link?page=\(page + 1)&per_page=\(size)>; rel=\"next\"")
        }
        if page > 1 { links.append("<https://list.test/link?page=\(page - 1)&per_page=\(size)>; rel=prev") }
        links.append("</link?page=\(lastPage)&per_page=\(size)>; rel=\"last\"")
        return respond(request, json: encode(items), headers: ["Link": links.joined(separator: ", ")])
    }

    private static func slice(_ rows: [Row], _ start: Int, _ count: Int) -> [Row] {
        guard start < rows.count, count > 0 else { return [] }
        let lower = max(0, start)
        return Array(rows[lower..<min(rows.count, start + count)])
    }

    private static func encode(_ rows: [Row]) -> [[String: Any]] {
        rows.map { ["id": $0.id, "name": $0.name] }
    }

    private static func respond(
        _ request: URLRequest,
        status: Int = 200,
        json: Any,
        headers: [String: String] = [:]
    ) -> (Data, URLResponse) {
        let body: Data
        do {
            body = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        } catch {
            preconditionFailure("the in-memory API built a body JSONSerialization cannot write: \(error)")
        }
        var allHeaders = headers
        allHeaders["Content-Type"] = "application/json"
        return ScriptedDataLoader.response(to: request, status: status, body: body, headers: allHeaders)
    }
}

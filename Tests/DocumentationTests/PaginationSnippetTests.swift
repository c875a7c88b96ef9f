import Foundation
import ResourceLoader
import ResourcePaging
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs Docs/Pagination.md's Stripe and GitHub resources against small in-process fakes of those APIs, so the
/// guide's examples are proved to page, not only to compile.
@Suite("Pagination guide examples run")
struct PaginationSnippetTests {
    @Test("the Stripe example pages forward, then both ways from the middle, each charge once")
    func stripeCharges() async throws {
        let api = FakeStripe(count: 60)
        let service = NetworkResourceService { $0.dataLoader = api }
        let charges = PaginationSnippets.Charges(secretKey: "sk_test_123")

        let paginator = Paginator(resource: charges, service: service)
        while case .loaded = await paginator.loadNextPage() {}
        #expect(await paginator.items.map(\.id) == api.ids)
        #expect(await paginator.currentState.forward == .reachedEnd)
        #expect(await api.log.queries.count == 3, "25 + 25 + 10 charges, and has_more ends the list")

        let middle = Paginator(resource: charges, service: service, initialKey: .after("ch_30"))
        await middle.loadNextPage()
        #expect(await middle.items.first?.id == "ch_31")
        while case .loaded = await middle.loadPreviousPage() {}
        while case .loaded = await middle.loadNextPage() {}
        #expect(await middle.items.map(\.id) == api.ids)
        #expect(await middle.currentState.backward == .reachedEnd)
        #expect(await middle.currentState.forward == .reachedEnd)
        #expect(await api.log.queries.contains("ending_before=ch_31&limit=25"))
    }

    @Test("the GitHub example follows absolute and relative Link headers to the last page")
    func gitHubRepositories() async throws {
        let api = FakeGitHub(count: 120)
        let service = NetworkResourceService { $0.dataLoader = api }
        let paginator = Paginator(
            resource: PaginationSnippets.OrganizationRepositories(organization: "swiftlang"),
            service: service
        )
        while case .loaded = await paginator.loadNextPage() {}
        #expect(await paginator.items.map(\.id) == Array(1...120))
        #expect(await paginator.currentState.forward == .reachedEnd)
        #expect(await paginator.currentState.backward == .reachedEnd)
        #expect(
            await api.log.urls == [
                "https://api.github.com/orgs/swiftlang/repos?per_page=50",
                "https://api.github.com/organizations/42/repos?per_page=50&page=2",
                "https://api.github.com/organizations/42/repos?per_page=50&page=3",
            ])
    }

    @Test("the events example pages on the last event's time and id, computed in Swift, until more is false")
    func eventsByPosition() async throws {
        let api = FakeEvents(count: 120)
        let service = NetworkResourceService { $0.dataLoader = api }
        let paginator = Paginator(resource: PaginationSnippets.Events(), service: service)
        while case .loaded = await paginator.loadNextPage() {}
        #expect(await paginator.items.map(\.id) == (1...120).map { "ev_\($0)" })
        #expect(await paginator.currentState.forward == .reachedEnd)
        #expect(
            await api.log.queries == [
                "limit=50",
                "limit=50&after_time=1700000040&after_id=ev_50",
                "limit=50&after_time=1700000090&after_id=ev_100",
            ])
    }
}

// MARK: - Fakes

/// Records what the fakes were asked.
actor RequestLog {
    private(set) var urls: [String] = []

    var queries: [String] { urls.map { URLComponents(string: $0)?.percentEncodedQuery ?? "" } }

    func record(_ url: URL) {
        urls.append(url.absoluteString)
    }
}

/// Answers like Stripe's list endpoints: `starting_after`, `ending_before`, `limit` and `has_more`.
struct FakeStripe: DataLoading {
    let ids: [String]
    let log = RequestLog()

    init(count: Int) {
        ids = (1...count).map { "ch_" + ($0 < 10 ? "0" : "") + String($0) }
    }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let url = try #require(request.url)
        await log.record(url)
        let query = Dictionary(
            (URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map {
                ($0.name, $0.value ?? "")
            },
            uniquingKeysWith: { first, _ in first }
        )
        let limit = Int(query["limit"] ?? "") ?? 10
        let page: ArraySlice<String>
        let hasMore: Bool
        if let before = query["ending_before"], let end = ids.firstIndex(of: before) {
            page = ids[max(0, end - limit)..<end]
            hasMore = page.startIndex > 0
        } else {
            let start = query["starting_after"].flatMap { ids.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
            page = ids[start..<min(ids.count, start + limit)]
            hasMore = page.endIndex < ids.count
        }
        let data = page.map { #"{"id":"\#($0)","object":"charge","amount":500,"currency":"eur"}"# }
        let body =
            #"{"object":"list","url":"/v1/charges","has_more":\#(hasMore),"data":[\#(data.joined(separator: ","))]}"#
        return (Data(body.utf8), try FakeResponse.ok(url))
    }
}

/// Answers like GitHub's repository lists: `per_page` and `page`, with a `Link` header whose `next` is absolute
/// on the first page and relative after it.
struct FakeGitHub: DataLoading {
    let count: Int
    let log = RequestLog()

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let url = try #require(request.url)
        await log.record(url)
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let perPage = items.first { $0.name == "per_page" }?.value.flatMap { Int($0) } ?? 30
        let page = items.first { $0.name == "page" }?.value.flatMap { Int($0) } ?? 1
        let lastPage = (count + perPage - 1) / perPage
        let ids = ((page - 1) * perPage + 1)...min(count, page * perPage)
        let body = "[" + ids.map { #"{"id":\#($0),"name":"repo-\#($0)"}"# }.joined(separator: ",") + "]"
        var links: [String] = []
        if page < lastPage {
            let next = "/organizations/42/repos?per_page=\(perPage)&page=\(page + 1)"
            links.append(page == 1 ? "<https://api.github.com\(next)>; rel=\"next\"" : "<\(next)>; rel=\"next\"")
            links.append(
                "<https://api.github.com/organizations/42/repos?per_page=\(perPage)&page=\(lastPage)>; rel=last")
        }
        if page > 1 { links.append("</organizations/42/repos?per_page=\(perPage)&page=\(page - 1)>; rel=\"prev\"") }
        return (
            Data(body.utf8),
            try FakeResponse.ok(url, headers: links.isEmpty ? [:] : ["Link": links.joined(separator: ", ")])
        )
    }
}

/// Answers a calendar API paged by position: `after_time` and `after_id` name the last event seen (events are
/// ordered by time, then id; ten events share each time, so the time alone would not do), and `more` says whether
/// events follow the page. A position that names no event is a 400.
struct FakeEvents: DataLoading {
    let count: Int
    let log = RequestLog()

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let url = try #require(request.url)
        await log.record(url)
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let value = { (name: String) in items.first { $0.name == name }?.value }
        let limit = value("limit").flatMap { Int($0) } ?? 20
        let events = (1...count).map { (id: "ev_\($0)", time: 1_700_000_000 + ($0 - 1) / 10 * 10) }
        var start = 0
        if let time = value("after_time"), let id = value("after_id") {
            guard let index = events.firstIndex(where: { $0.id == id && String($0.time) == time }) else {
                let response = HTTPURLResponse(url: url, statusCode: 400, httpVersion: "HTTP/1.1", headerFields: [:])
                return (Data(), try #require(response))
            }
            start = index + 1
        }
        let page = events[start..<min(events.count, start + limit)]
        let body = page.map { #"{"id":"\#($0.id)","time":\#($0.time),"title":"Event"}"# }.joined(separator: ",")
        let more = page.endIndex < events.count
        return (Data(#"{"events":[\#(body)],"more":\#(more)}"#.utf8), try FakeResponse.ok(url))
    }
}

enum FakeResponse {
    static func ok(_ url: URL, headers: [String: String] = [:]) throws -> HTTPURLResponse {
        let fields = headers.merging(["Content-Type": "application/json"]) { mine, _ in mine }
        return try #require(HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: fields))
    }
}

import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceSupport
import Testing

/// A JSON list resource over the loopback server, built from a corpus case's inputs.
struct CorpusResource: NetworkJSONResourceType {
    typealias Model = [CorpusItem]
    var baseURL: URL?
    var path: String
    var queryItems: [QueryItem] = []
    var headers: [String: String] = [:]
    var method: HTTPMethod = .get
    var maximumDuration: TimeInterval?
    /// The longest silence, in seconds: 2 by default, so stalls end in a typed timeout within seconds (Linux counts
    /// whole seconds); longer where no case stalls, so a loaded machine (the thread sanitizer) cannot trip it.
    var idleTimeout: TimeInterval = 2
    var timeoutInterval: TimeInterval? { idleTimeout }
    var collectionKeyPath: String? { "items" }
}

/// The same inputs as a paginated list whose next page is the `Link` header's `rel="next"`.
struct CorpusList: PaginatedResource {
    typealias Item = CorpusItem
    var resource: CorpusResource
    var baseURL: URL? { resource.baseURL }
    var path: String { resource.path }
    var queryItems: [QueryItem] { resource.queryItems }
    var headers: [String: String] { resource.headers }
    var method: HTTPMethod { resource.method }
    var timeoutInterval: TimeInterval? { resource.timeoutInterval }
    var maximumDuration: TimeInterval? { resource.maximumDuration }
    var itemsKeyPath: String? { "items" }
    var paging: LinkPaging { LinkPaging() }
}

/// Every case of the bad-input corpus, through a fetch and through a paginator walk: the right typed error or the
/// right result, never a crash, a hang (each case has a deadline) or wrong data.
///
/// The deadline is the suite's own (``bounded(_:)``, on `Task.sleep(nanoseconds:)`), not the `.timeLimit` trait,
/// which needs macOS 13 / iOS 16 while the package supports macOS 12 / iOS 15.
/// Cases run one at a time: run together, hundreds of requests would queue behind the session's connection limit
/// and time out there, which says nothing about the case.
@Suite("Bad-input corpus: hostile responses and request inputs", .serialized)
struct BadInputCorpusTests {
    static let cases = HostileResponseCases.all.filter { $0.pending == nil } + RequestInputCases.all

    /// The ids of the valid first page a walk starts from before reaching a hostile response.
    static let firstPage = [-1, -2]

    /// The longest a case may take, fetch or walk, before it counts as a hang.
    static let deadline: Double = 20

    /// The service every corpus case goes through: one attempt, a 1 MiB cap (so bombs and long bodies meet it).
    static func makeService() -> NetworkResourceService {
        NetworkResourceService {
            $0.retryPolicy = .never
            $0.maximumResponseSize = 1024 * 1024
        }
    }

    private let server: TestServer
    private let service = makeService()

    init() throws {
        server = try TestServer.shared()
    }

    private func resource(for corpusCase: CorpusCase, firstPage: Bool = false) -> CorpusResource {
        switch corpusCase.input {
        case .hostile:
            return CorpusResource(
                baseURL: server.url("/hostile"), path: corpusCase.name,
                queryItems: firstPage ? [QueryItem("first", 1)] : [], maximumDuration: corpusCase.maximumDuration)
        case .request(let path, let queryItems, let headers, let method):
            return CorpusResource(
                baseURL: server.url("/hostile-echo"), path: path, queryItems: queryItems, headers: headers,
                method: method)
        }
    }

    @Test("a fetch gives the right typed error or the right result", arguments: cases)
    func fetch(corpusCase: CorpusCase) async throws {
        try await checkFetch(corpusCase)
    }

    @Test("a paginator walk keeps what it listed and ends in the right state", arguments: cases)
    func walk(corpusCase: CorpusCase) async throws {
        try await checkWalk(corpusCase)
    }

    /// Fetches the case's resource through `service` (the suite's by default) and checks the outcome.
    func checkFetch(_ corpusCase: CorpusCase, service: NetworkResourceService? = nil) async throws {
        let service = service ?? self.service
        let resource = resource(for: corpusCase)
        let result = try #require(
            await Self.bounded { await service.result(for: resource) }, "\(corpusCase.name) hung past the deadline")
        switch result {
        case .success(let items):
            #expect(
                corpusCase.expected.matches(items, listsOnce: false),
                "\(corpusCase.name): expected \(corpusCase.expected), got \(Self.describe(items))")
        case .failure(let error):
            #expect(
                corpusCase.expected.matches(error),
                "\(corpusCase.name): expected \(corpusCase.expected), got \(error.summary)")
        }
    }

    /// Walks the case as a paginated list through `service` (the suite's by default) and checks what it listed.
    func checkWalk(_ corpusCase: CorpusCase, service: NetworkResourceService? = nil) async throws {
        let isHostile = if case .hostile = corpusCase.input { true } else { false }
        let paginator = Paginator(
            resource: CorpusList(resource: resource(for: corpusCase, firstPage: isHostile)),
            service: service ?? self.service)
        let state = try #require(
            await Self.bounded { () -> PaginatorState<CorpusItem> in
                await paginator.loadAllNext(limit: 10)
                return await paginator.currentState
            }, "\(corpusCase.name) hung past the deadline")
        let listed = Array(state.items)
        let prefix = isHostile ? Self.firstPage : []
        let expected = corpusCase.expected
        if expected.isResult {
            #expect(listed.prefix(prefix.count).map(\.id) == prefix, "\(corpusCase.name)")
            #expect(
                expected.matches(Array(listed.dropFirst(prefix.count)), listsOnce: true),
                "\(corpusCase.name): expected \(expected), listed \(Self.describe(listed))")
            if corpusCase.name == "header-link-cycle" {
                guard case .failed(.repeatedKey) = state.forward else {
                    Issue.record("\(corpusCase.name): a Link cycle should stop with repeatedKey, got \(state.forward)")
                    return
                }
            } else {
                #expect(state.forward == .reachedEnd, "\(corpusCase.name): forward is \(state.forward)")
            }
        } else {
            #expect(listed.map(\.id) == prefix, "\(corpusCase.name): listed \(Self.describe(listed))")
            // A page whose items path finds nothing fails a fetch with decodingFailed; a paginator names the path.
            if case .decodingFailed = expected, case .failed(.missingPageField) = state.forward { return }
            guard case .failed(let error) = state.forward, let resourceError = error.resourceError else {
                Issue.record("\(corpusCase.name): expected a failed load, forward is \(state.forward)")
                return
            }
            #expect(
                expected.matches(resourceError),
                "\(corpusCase.name): expected \(expected), got \(resourceError.summary)")
        }
    }

    @Test("the corpus holds at least 150 named cases, each name once")
    func corpusSize() {
        let all = HostileResponseCases.all + RequestInputCases.all
        #expect(all.count >= 150)
        #expect(Set(all.map(\.name)).count == all.count)
    }

    /// Runs `work`, giving up (and cancelling it) after ``deadline`` seconds; `nil` means it hung.
    static func bounded<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) async -> Value? {
        let outcome = OneShot<Value?>(valueOnCancellation: nil)
        let worker = Task {
            outcome.fulfil(await work())
        }
        let timer = Task {
            do {
                try await Task.sleep(nanoseconds: UInt64(deadline * 1e9))
            } catch {
                return  // the work finished first and cancelled the timer
            }
            outcome.fulfil(nil)
        }
        let value = await outcome.value
        timer.cancel()
        worker.cancel()
        return value
    }

    static func describe(_ items: [CorpusItem]) -> String {
        items.count > 6 ? "\(items.count) items" : "\(items.map(\.id))"
    }
}

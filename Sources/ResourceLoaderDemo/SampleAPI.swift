import Foundation
import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A users-and-posts server that lives inside the process, so the demo runs with no network.
///
/// It conforms to ``DataLoading``, the seam the service sends requests through, and answers requests for
/// ``baseURL`` with real `HTTPURLResponse`s after a short simulated latency:
///
/// - `GET /users?offset=N&limit=N` → `{"data":{"items":[user…]},"total":40}`; with `&q=TEXT`, only the users
///   whose name or username contains `TEXT` (ignoring case), and `total` counts those
/// - `GET /users/{id}` → a user
/// - `GET /users/{id}/posts` → `{"data":{"items":[post…]}}`
/// - every `200` carries an `ETag` (a hash of its body); a request whose `If-None-Match` matches it gets
///   `304 Not Modified` with no body
/// - anything else → a JSON error such as `{"error":{"code":404,"message":"No user with id 99"}}`
///
/// The data is generated, and the same on every run.
struct SampleAPI: DataLoading {
    /// The host the sample API answers for; `.invalid` is reserved, so it can never reach a real server.
    static let baseURL = URL(string: "https://sample.resourceloader.invalid")!
    /// How many users the API has.
    static let userCount = 40

    /// How long each answer takes, in seconds.
    let latency: Double

    init(latency: Double = 0.03) {
        self.latency = latency
    }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await Task.sleep(nanoseconds: UInt64(latency * 1_000_000_000))
        guard let url = request.url, url.host == Self.baseURL.host else {
            throw URLError(.cannotFindHost)
        }
        var (status, body) = answer(method: request.httpMethod ?? "GET", url: url)
        var headers = ["Content-Type": "application/json; charset=utf-8"]
        if status == 200 {
            let etag = Self.entityTag(of: body)
            headers["ETag"] = etag
            if request.value(forHTTPHeaderField: "If-None-Match") == etag {
                (status, body) = (304, Data())
            }
        }
        headers["Content-Length"] = String(body.count)
        guard
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else {
            throw URLError(.badServerResponse)
        }
        return (body, response)
    }

    // MARK: - Routes

    private func answer(method: String, url: URL) -> (status: Int, body: Data) {
        guard method == "GET" else { return problem(405, "\(method) is not allowed; the sample API only reads") }
        let parts = url.path.split(separator: "/").map(String.init)
        if parts == ["users"] {
            let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            return listUsers(query: query)
        }
        guard parts.count >= 2, parts.count <= 3, parts[0] == "users" else {
            return problem(404, "No route for GET \(url.path)")
        }
        guard let id = Int(parts[1]), let user = Self.users.first(where: { $0.id == id }) else {
            return problem(404, "No user with id \(parts[1])")
        }
        if parts.count == 2 { return ok(user) }
        guard parts[2] == "posts" else { return problem(404, "No route for GET \(url.path)") }
        return ok(Envelope(data: Items(items: Self.posts(of: user))))
    }

    /// A strong entity tag for `body`: its 64-bit FNV-1a hash, the same on every run.
    private static func entityTag(of body: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return "\"" + String(hash, radix: 16) + "\""
    }

    private func listUsers(query: [URLQueryItem]) -> (status: Int, body: Data) {
        func integer(_ name: String, default value: Int) -> Int? {
            guard let text = query.first(where: { $0.name == name })?.value else { return value }
            return Int(text)
        }
        guard let offset = integer("offset", default: 0), offset >= 0 else {
            return problem(400, "offset must be a whole number of 0 or more")
        }
        guard let limit = integer("limit", default: 10), (1...50).contains(limit) else {
            return problem(400, "limit must be a whole number from 1 to 50")
        }
        let matching = Self.users(matching: query.first(where: { $0.name == "q" })?.value ?? "")
        let page = matching.dropFirst(offset).prefix(limit)
        return ok(UserPage(data: Items(items: Array(page)), total: matching.count))
    }

    /// The users whose name or username contains `text`, ignoring case; every user for an empty text.
    private static func users(matching text: String) -> [UserRecord] {
        guard !text.isEmpty else { return users }
        return users.filter { user in
            user.name.range(of: text, options: .caseInsensitive) != nil
                || user.username.range(of: text, options: .caseInsensitive) != nil
        }
    }

    private func ok(_ value: some Encodable) -> (status: Int, body: Data) {
        do {
            return (200, try Self.encoder.encode(value))
        } catch {
            return problem(500, "The sample API could not encode its answer: \(error)")
        }
    }

    private func problem(_ status: Int, _ message: String) -> (status: Int, body: Data) {
        let body = Problem(error: Problem.Detail(code: status, message: message))
        do {
            return (status, try Self.encoder.encode(body))
        } catch {
            // Encoding a number and a string cannot fail; if it ever did, say so in plain text.
            return (status, Data("\(message) (and the problem could not be encoded: \(error))".utf8))
        }
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    // MARK: - Data

    /// The server's own records; the client decodes them into its ``User`` and ``Post``.
    private struct UserRecord: Encodable {
        let id: Int
        let name: String
        let username: String
        let email: String
    }

    private struct PostRecord: Encodable {
        let id: Int
        let userId: Int
        let title: String
        let body: String
    }

    private struct Items<Item: Encodable>: Encodable {
        let items: [Item]
    }

    private struct Envelope<Payload: Encodable>: Encodable {
        let data: Payload
    }

    private struct UserPage: Encodable {
        let data: Items<UserRecord>
        let total: Int
    }

    private struct Problem: Encodable {
        struct Detail: Encodable {
            let code: Int
            let message: String
        }
        let error: Detail
    }

    private static let firstNames = [
        "Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Ken", "Frances", "John",
        "Radia", "Tim", "Zoë", "Linus", "Katherine", "Dennis", "Hedy", "Niklaus", "Sophie", "Guido",
    ]

    private static let lastNames = [
        "Almeida", "Brennan", "Castillo", "Dubois", "Eriksen", "Fujita", "García", "Hoffmann", "Ivanova",
        "Jensen", "Kowalski", "Lindqvist", "Moreau", "Nakamura", "Okafor", "Petrov", "Quinn",
    ]

    private static let topics = [
        "Paging without duplicates", "Why 200..<300 and nothing else", "Retry-After in practice",
        "Coalescing identical GETs", "Decoding off the main actor", "Query strings that survive",
        "Operation queues still have a place", "Typed throws in Swift 6", "Cancelling what nobody waits for",
        "Key paths into JSON", "Redirects and credentials", "Size caps that stream",
    ]

    private static let users: [UserRecord] = (1...userCount).map { id in
        let first = firstNames[(id - 1) % firstNames.count]
        let last = lastNames[(id * 7) % lastNames.count]
        let username = (first + "." + last).folding(options: .diacriticInsensitive, locale: nil).lowercased()
        return UserRecord(id: id, name: first + " " + last, username: username, email: username + "@example.com")
    }

    /// Between one and five posts per user, depending on the id.
    private static func posts(of user: UserRecord) -> [PostRecord] {
        let count = (user.id * 3) % 5 + 1
        return (1...count).map { number in
            let topic = topics[(user.id + number * 5) % topics.count]
            return PostRecord(
                id: user.id * 100 + number,
                userId: user.id,
                title: topic,
                body: "\(user.name) on \(topic.lowercased()), part \(number)."
            )
        }
    }
}

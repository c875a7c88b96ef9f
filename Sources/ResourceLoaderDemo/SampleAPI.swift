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
/// The data is generated. Revision 0, the default, is the same on every run; each later ``revision`` inserts a
/// user at the head of the list, removes one and renames one near it, as a server whose data changed between two
/// runs.
struct SampleAPI: DataLoading {
    /// The host the sample API answers for; `.invalid` is reserved, so it can never reach a real server.
    static let baseURL = URL(string: "https://sample.resourceloader.invalid")!
    /// How many users the API has.
    static let userCount = 40

    /// How long each answer takes, in seconds.
    let latency: Double
    /// Which version of the data the API serves (see the type's documentation).
    let revision: Int
    /// The users of ``revision``.
    private let records: [UserRecord]

    init(latency: Double = 0.03, revision: Int = 0) {
        self.latency = latency
        self.revision = revision
        records = Self.users(at: revision)
    }

    /// The revision for a `--cache` run in `directory`: how many runs against the sample API the directory has
    /// seen, counted in a small file of its own (the disk cache leaves other files alone). With `advancing`, this
    /// run is counted, so the next one sees the data changed. A count that cannot be read or written is reported
    /// and taken as 0: the demo then shows unchanged data.
    static func nextRevision(in directory: URL, advancing: Bool) -> Int {
        let file = directory.appendingPathComponent("sample-api-runs")
        var runs = 0
        do {
            if FileManager.default.fileExists(atPath: file.path) {
                runs =
                    Int(try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
                    ?? 0
            }
            if advancing {
                // 0700, as the disk cache would create it: it keeps a directory that already exists as it is.
                try FileManager.default.createDirectory(
                    at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                try Data("\(runs + 1)\n".utf8).write(to: file, options: .atomic)
            }
        } catch {
            FileHandle.standardError.write(Data("resourceloader-demo: sample API run count: \(error)\n".utf8))
        }
        return runs
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
        guard let id = Int(parts[1]), let user = records.first(where: { $0.id == id }) else {
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
        let matching = users(matching: query.first(where: { $0.name == "q" })?.value ?? "")
        let page = matching.dropFirst(offset).prefix(limit)
        return ok(UserPage(data: Items(items: Array(page)), total: matching.count))
    }

    /// The users whose name or username contains `text`, ignoring case; every user for an empty text.
    private func users(matching text: String) -> [UserRecord] {
        guard !text.isEmpty else { return records }
        return records.filter { user in
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

    private static let users: [UserRecord] = (1...userCount).map(user(id:))

    /// The generated user with `id`.
    private static func user(id: Int) -> UserRecord {
        let first = firstNames[(id - 1) % firstNames.count]
        let last = lastNames[(id * 7) % lastNames.count]
        let username = (first + "." + last).folding(options: .diacriticInsensitive, locale: nil).lowercased()
        return UserRecord(id: id, name: first + " " + last, username: username, email: username + "@example.com")
    }

    /// The users of `revision`: revision `n` takes revision `n - 1`'s, removes the fourth user, gives the second a
    /// new last name and inserts user `userCount + n` at the head. The first page (of 4 or more users) keeps its
    /// size, so a client that refreshes only that page sees every change.
    private static func users(at revision: Int) -> [UserRecord] {
        var records = users
        for step in stride(from: 1, through: revision, by: 1) where records.count > 3 {
            records.remove(at: 3)
            let old = records[1]
            let first = old.name.split(separator: " ").first.map(String.init) ?? old.name
            let name = first + " " + lastNames[(old.id + step) % lastNames.count]
            records[1] = UserRecord(id: old.id, name: name, username: old.username, email: old.email)
            records.insert(user(id: userCount + step), at: 0)
        }
        return records
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

import Foundation
import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The ```swift blocks of Docs/Resources.md, compiled here so they cannot rot. DocumentationSnippetTests checks
// that every block appears below, line for line. Edit the guide and this file together.

enum ResourcesSnippets {
    struct Post: Codable, Sendable {
        let id: Int
        let title: String
    }

    struct Account: Decodable, Sendable {
        let id: Int
        let email: String
    }

    // MARK: Network resources

    struct AvatarResource: NetworkResourceType {
        typealias Model = Data

        let userID: Int

        var baseURL: URL? { URL(string: "https://api.example.com") }
        var path: String { "users/\(userID)/avatar" }
        var headers: [String: String] { ["Accept": "image/png"] }

        func model(from response: ResourceResponse) throws -> Data {
            guard !response.data.isEmpty else { throw ResourceError.emptyBody(url: response.head.url) }
            return response.data
        }
    }

    struct ReleaseNotesResource: NetworkResourceType {
        typealias Model = String

        var url: URL? { URL(string: "https://example.com/release-notes.txt") }
        var timeoutInterval: TimeInterval? { 10 }

        func model(from response: ResourceResponse) throws -> String {
            String(decoding: response.data, as: UTF8.self)
        }
    }

    static func methods() {
        let method: HTTPMethod = .patch
        let custom: HTTPMethod = "PURGE"
        _ = (method, custom)
    }

    // MARK: Query encoding

    struct SearchResource: NetworkJSONResourceType {
        typealias Model = [Post]

        let text: String

        var url: URL? { URL(string: "https://api.example.com/search?lang=en") }
        var queryItems: [QueryItem] { [QueryItem(name: "q", value: text), QueryItem("limit", 20)] }
    }

    static func searchURL() throws -> URL? {
        let request = try SearchResource(text: "a&b+c #d%e=f Zoë").urlRequest()
        print(request.url?.absoluteString ?? "")
        // https://api.example.com/search?lang=en&q=a%26b%2Bc%20%23d%25e%3Df%20Zo%C3%AB&limit=20
        return request.url
    }

    // MARK: Request bodies

    struct NewPost: Encodable, Sendable {
        let title: String
        let body: String
    }

    struct CreatePostResource: NetworkJSONResourceType {
        typealias Model = Post

        let draft: NewPost

        var url: URL? { URL(string: "https://api.example.com/posts") }
        var method: HTTPMethod { .post }
        var body: RequestBody? { .json(draft) }
    }

    struct ImportCSVResource: NetworkResourceType {
        typealias Model = Void

        let csv: Data

        var url: URL? { URL(string: "https://api.example.com/imports") }
        var method: HTTPMethod { .put }
        var body: RequestBody? { .data(csv, contentType: "text/csv; charset=utf-8") }

        func model(from response: ResourceResponse) throws {}
    }

    struct NewEvent: Encodable, Sendable {
        let title: String
        let startsAt: Date
    }

    struct CreateEventResource: NetworkJSONResourceType {
        typealias Model = Event

        let event: NewEvent

        var url: URL? { URL(string: "https://api.example.com/events") }
        var method: HTTPMethod { .post }
        var body: RequestBody? { .json(event) }

        var jsonEncoder: JSONEncoder {
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            encoder.dateEncodingStrategy = .iso8601
            return encoder
        }
    }

    // MARK: JSON resources

    struct PostsPageResource: NetworkJSONResourceType {
        typealias Model = [Post]

        let page: Int

        var url: URL? { URL(string: "https://api.example.com/posts") }
        var queryItems: [QueryItem] { [QueryItem("page", page)] }
        var collectionKeyPath: String? { "data.items" }
    }

    struct Event: Decodable, Sendable {
        let title: String
        let startsAt: Date
    }

    struct EventsResource: NetworkJSONResourceType {
        typealias Model = [Event]

        var url: URL? { URL(string: "https://api.example.com/events") }

        var decoder: JSONDecoder? {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            decoder.dateDecodingStrategy = .iso8601
            return decoder
        }
    }

    struct PostTitlesResource: NetworkJSONResourceType {
        typealias Model = [String]
        typealias Root = [Post]

        var url: URL? { URL(string: "https://api.example.com/posts") }
        var collectionKeyPath: String? { "data.items" }

        func model(from root: [Post]) throws -> [String] {
            root.map(\.title)
        }
    }

    struct LegacyUser: Sendable, Equatable {
        let id: Int
        let displayName: String
    }

    struct LegacyFormatError: Error {
        let reason: String
    }

    struct LegacyUsersResource: NetworkJSONResourceType {
        typealias Model = [LegacyUser]
        typealias Root = JSONValue

        var url: URL? { URL(string: "https://legacy.example.com/users.json") }

        func model(from root: JSONValue) throws -> [LegacyUser] {
            guard let records = root["result"]?["users"]?.arrayValue else {
                throw LegacyFormatError(reason: "no result.users array")
            }
            return records.compactMap { record in
                guard let id = record["id"]?.intValue else { return nil }
                let name = record["display_name"]?.stringValue ?? record["login"]?.stringValue ?? "#\(id)"
                return LegacyUser(id: id, displayName: name)
            }
        }
    }

    // MARK: API errors

    struct AccountResource: ExampleAPIResource {
        typealias Model = Account

        var path: String { "account" }
    }

    static func showAccount(service: NetworkResourceService) async {
        do throws(ResourceError) {
            let account = try await service.fetch(AccountResource())
            print(account.email)
        } catch .unacceptableStatus(_, _, _, let problem as APIProblem) {
            print("\(problem.code): \(problem.message)")
        } catch {
            print(error)
        }
    }

    // MARK: The service's part

    static func coalescing(service: NetworkResourceService) async throws {
        async let first = service.fetch(AccountResource())
        async let second = service.fetch(AccountResource())
        let (a, b) = try await (first, second)  // one request went out
        print(a.email == b.email)
    }

    static func fairSharing() async -> Account? {
        let service = NetworkResourceService {
            $0.maximumRequestsPerHost = 4  // nil for no limit
            $0.rateLimit = RateLimit(requests: 10, per: 1, burst: 5)  // 10 a second, 5 at once after a pause
        }
        let urgent = await RequestPriority.$current.withValue(.high) {
            try? await service.fetch(AccountResource())  // goes before lower-priority requests waiting for the host
        }
        return urgent
    }

    static func sizeCap() -> NetworkResourceService {
        let service = NetworkResourceService {
            $0.maximumResponseSize = 512 * 1024  // bytes; nil for no limit
            $0.coalescesRequests = false
        }
        return service
    }

    struct VideoResource: NetworkResourceType {
        typealias Model = Data
        let id: Int
        var url: URL? { URL(string: "https://api.example.com/videos/\(id)") }
        func model(from response: ResourceResponse) throws -> Data { response.data }
    }

    struct UploadVideoResource: NetworkJSONResourceType {
        typealias Model = Account
        let file: URL
        var url: URL? { URL(string: "https://api.example.com/videos") }
        var method: HTTPMethod { .post }
        var body: RequestBody? { .file(file, contentType: "video/mp4") }
    }

    static func bigTransfers(service: NetworkResourceService, destination: URL) async throws {
        let transfer = service.transfer(VideoResource(id: 7), downloadingTo: destination)
        Task {
            for await progress in transfer.progress {
                print("\(progress.bytesSoFar) of \(progress.expectedBytes.map(String.init) ?? "?") bytes")
            }
        }
        let file = try await transfer.value  // == destination

        let upload = service.transfer(UploadVideoResource(file: file))
        for await progress in upload.uploadProgress {
            print(progress.fractionCompleted ?? 0)
        }
    }

    static func events() -> NetworkResourceService {
        let service = NetworkResourceService {
            $0.onEvent = { event in
                switch event {
                case .finished(let method, let url, let statusCode, let duration) where duration > 1:
                    print("slow: \(method) \(url?.path ?? "?") → \(statusCode) in \(duration) s")
                case .failed(_, _, let error, _, nil):
                    print("gave up: \(error.summary)")
                default:
                    break
                }
            }
        }
        return service
    }
}

// MARK: API errors (shared protocol; extensions live at file scope)

struct APIProblem: Error, Decodable, Sendable {
    let code: String
    let message: String
}

protocol ExampleAPIResource: NetworkJSONResourceType {}

extension ExampleAPIResource {
    var baseURL: URL? { URL(string: "https://api.example.com") }

    func apiError(from response: ResourceResponse) -> (any Error)? {
        try? response.decode(APIProblem.self)
    }
}

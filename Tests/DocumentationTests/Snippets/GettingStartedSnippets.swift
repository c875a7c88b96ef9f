import Foundation
import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The ```swift blocks of Docs/GettingStarted.md, compiled here so they cannot rot. DocumentationSnippetTests
// checks that every block appears below, line for line. Edit the guide and this file together.

enum GettingStartedSnippets {
    // MARK: Your first resource

    struct Post: Decodable, Sendable, Identifiable {
        let id: Int
        let userId: Int
        let title: String
    }

    struct Comment: Decodable, Sendable, Identifiable {
        let id: Int
        let author: String
        let text: String
    }

    struct PostResource: NetworkJSONResourceType {
        typealias Model = Post

        let baseURL: URL?
        let id: Int

        var path: String { "posts/\(id)" }

        /// The post's comments: `api.post(42).comments`.
        var comments: CommentsResource { CommentsResource(baseURL: baseURL, postID: id) }
    }

    struct CommentsResource: NetworkJSONResourceType {
        typealias Model = [Comment]

        let baseURL: URL?
        let postID: Int

        var path: String { "posts/\(postID)/comments" }
        var queryItems: [QueryItem] { [QueryItem("order", "newest")] }
    }

    struct BlogAPI: Sendable {
        var baseURL = URL(string: "https://blog.example.com/api")

        func post(_ id: Int) -> PostResource {
            PostResource(baseURL: baseURL, id: id)
        }
    }

    // MARK: Fetch

    static func fetchPostAndComments() async throws {
        let service = NetworkResourceService()
        let api = BlogAPI()

        let post = try await service.fetch(api.post(42))
        let comments = try await service.fetch(api.post(42).comments)
        print("\(post.title): \(comments.count) comments")
    }

    static func fetchConcurrently(service: NetworkResourceService, api: BlogAPI) async throws {
        async let post = service.fetch(api.post(42))
        async let comments = service.fetch(api.post(42).comments)
        let (loadedPost, loadedComments) = try await (post, comments)
        print("\(loadedPost.title): \(loadedComments.count) comments")
    }

    @MainActor
    final class PostViewModel {
        private(set) var post: Post?
        private(set) var errorMessage: String?

        private let service: any ResourceService
        private let api: BlogAPI

        init(service: any ResourceService, api: BlogAPI) {
            self.service = service
            self.api = api
        }

        func load(id: Int) async {
            do throws(ResourceError) {
                post = try await service.fetch(api.post(id))
                errorMessage = nil
            } catch {
                errorMessage = message(for: error)
            }
        }
    }

    // MARK: Retry

    static func retryPolicies() {
        let patient = NetworkResourceService {
            $0.retryPolicy = RetryPolicy(maximumAttempts: 5, baseDelay: 0.5, maximumDelay: 10)
        }
        let impatient = NetworkResourceService { $0.retryPolicy = .never }
        _ = (patient, impatient)
    }

    struct ImmediateSleeper: Sleeping {
        func sleep(seconds: Double) async throws {
            try Task.checkCancellation()
        }
    }

    static func serviceThatNeverWaits() -> NetworkResourceService {
        let service = NetworkResourceService { $0.sleeper = ImmediateSleeper() }
        return service
    }

    // MARK: Configuration

    struct NotJSON: Error {}

    static func configuredService(token: String) -> NetworkResourceService {
        let service = NetworkResourceService {
            $0.headers["Authorization"] = "Bearer \(token)"
            $0.headers["Accept-Language"] = "en"
            $0.decoder.keyDecodingStrategy = .convertFromSnakeCase
            $0.decoder.dateDecodingStrategy = .iso8601
            $0.maximumResponseSize = 2 * 1024 * 1024
            $0.validate = { head, _ in
                guard head.value(forHTTPHeaderField: "Content-Type")?.contains("json") == true else {
                    throw NotJSON()
                }
            }
            $0.onEvent = { event in print(event) }
        }
        return service
    }

    static func sessionConfiguration() -> NetworkResourceService {
        let session = URLSessionConfiguration.ephemeral
        session.timeoutIntervalForRequest = 20
        session.httpAdditionalHeaders = ["User-Agent": "MyApp/1.0"]
        let service = NetworkResourceService { $0.sessionConfiguration = session }
        return service
    }

    // MARK: Operation queues

    static func loadPostThenComments(service: NetworkResourceService, api: BlogAPI) {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 2

        let loadPost = ResourceOperation(resource: api.post(42), service: service) { result in
            if case .success(let post) = result { print("Post: \(post.title)") }
        }
        let loadComments = ResourceOperation(resource: api.post(42).comments, service: service) { result in
            if case .success(let comments) = result { print("\(comments.count) comments") }
        }
        loadComments.addDependency(loadPost)
        queue.addOperations([loadPost, loadComments], waitUntilFinished: false)
    }

    static func retryOperation(_ operation: ResourceOperation<PostResource>, on queue: OperationQueue) {
        if case .failure(let error) = operation.result, error.statusCode == 503 {
            queue.addOperation(operation.makeRetry())
        }
    }

    // MARK: Testing without a network

    struct StubLoader: DataLoading {
        /// JSON bodies by URL path; any other path answers 404.
        let bodies: [String: String]

        func data(for request: URLRequest) async throws -> (Data, URLResponse) {
            guard let url = request.url else { throw URLError(.badURL) }
            let body = bodies[url.path]
            let response = HTTPURLResponse(
                url: url,
                statusCode: body == nil ? 404 : 200,
                httpVersion: "HTTP/1.1",
                headerFields: ["Content-Type": "application/json"]
            )!
            return (Data((body ?? "{}").utf8), response)
        }
    }

    static func loadPostWithoutNetwork() async throws -> Post {
        let stub = StubLoader(bodies: ["/api/posts/42": #"{"id": 42, "userId": 7, "title": "Hello"}"#])
        let service = NetworkResourceService { $0.dataLoader = stub }
        let post = try await service.fetch(BlogAPI().post(42))
        return post
    }
}

// MARK: Errors

extension GettingStartedSnippets.PostViewModel {
    func message(for error: ResourceError) -> String? {
        if error.isCancellation { return nil }
        if let urlError = error.urlError, urlError.code == .notConnectedToInternet {
            return "You are offline."
        }
        switch error {
        case .unacceptableStatus(let code, _, _, let apiError):
            if let apiError { return "The server said: \(apiError)" }
            return code >= 500 ? "The server is having trouble (\(code))." : "The request was refused (\(code))."
        case .decodingFailed(_, let codingPath, _, _):
            return "The server sent something unexpected at '\(codingPath)'."
        default:
            return error.description
        }
    }
}

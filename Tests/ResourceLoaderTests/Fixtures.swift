import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct User: Codable, Equatable, Sendable {
    let id: Int
    let name: String
}

struct APIErrorBody: Error, Decodable, Equatable {
    struct Detail: Decodable, Equatable {
        let code: Int
        let message: String
    }
    let error: Detail
}

/// A JSON resource whose every part a test can set.
struct TestResource<Model: Decodable & Sendable>: NetworkJSONResourceType {
    var url: URL?
    var method: HTTPMethod = .get
    var headers: [String: String] = [:]
    var queryItems: [QueryItem] = []
    var body: RequestBody?
    var timeoutInterval: TimeInterval?
    var maximumDuration: TimeInterval?
    var collectionKeyPath: String?

    init(_ url: URL?, keyPath: String? = nil) {
        self.url = url
        self.collectionKeyPath = keyPath
    }

    init(_ string: String, keyPath: String? = nil) {
        self.init(URL(string: string), keyPath: keyPath)
    }

    func apiError(from response: ResourceResponse) -> (any Error)? {
        try? response.decode(APIErrorBody.self)
    }
}

extension NetworkResourceService {
    /// A service over the real `DataLoader` with no retries unless `configure` sets a policy.
    static func withoutRetries(_ configure: (inout Configuration) -> Void = { _ in }) -> NetworkResourceService {
        NetworkResourceService {
            $0.retryPolicy = .never
            configure(&$0)
        }
    }

    /// A service over `loader` with no retries, for unit tests.
    static func testing(
        _ loader: any DataLoading,
        configure: (inout Configuration) -> Void = { _ in }
    ) -> NetworkResourceService {
        NetworkResourceService {
            $0.dataLoader = loader
            $0.retryPolicy = .never
            configure(&$0)
        }
    }
}

extension ScriptedDataLoader {
    /// A loader that holds every request at `gate`, then records in `sawCancellation` whether the request's task
    /// was cancelled meanwhile, and answers user 1 unless it was.
    static func gated(by gate: AsyncGate, recordingCancellationIn sawCancellation: OneShot<Bool>)
        -> ScriptedDataLoader
    {
        ScriptedDataLoader { request in
            await gate.wait()
            sawCancellation.fulfil(Task.isCancelled)
            try Task.checkCancellation()
            return ScriptedDataLoader.response(to: request, body: Data(#"{"id":1,"name":"Ann"}"#.utf8))
        }
    }
}

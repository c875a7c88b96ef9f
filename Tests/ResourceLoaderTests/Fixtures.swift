import Foundation
import ResourceLoader
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

/// A value set once and awaited by anyone: `value` suspends until `fulfil` is called.
final class OneShotBox<Value: Sendable>: Sendable {
    private let state = Locked<(value: Value?, waiters: [CheckedContinuation<Value, Never>])>((nil, []))

    /// Sets the value (the first call wins) and resumes every waiter.
    func fulfil(_ value: Value) {
        let waiters = state.withLock { state -> [CheckedContinuation<Value, Never>] in
            guard state.value == nil else { return [] }
            state.value = value
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume(returning: value) }
    }

    /// The value, once it is set.
    var value: Value {
        get async {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> Value? in
                    if let value = state.value { return value }
                    state.waiters.append(continuation)
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        }
    }
}

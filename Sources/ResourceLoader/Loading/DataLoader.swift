import Foundation
import ResourceSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default ``DataLoading``: a `URLSession` driven through its delegate, which lets it
///
/// - stop a body as soon as it passes ``maximumResponseSize`` (memory stays bounded, even for chunked bodies
///   with no `Content-Length`), and
/// - drop `Authorization` (and `Cookie`/`Proxy-Authorization`) when a redirect leads to another origin
///   (scheme, host or port), so credentials never leak to a host they were not meant for.
public final class DataLoader: DataLoading {
    /// The session requests go through.
    public let session: URLSession
    /// The largest body accepted, in bytes; `nil` for no limit.
    public let maximumResponseSize: Int?
    private let delegate: SessionDelegate

    /// Creates a loader with its own session.
    ///
    /// - Parameters:
    ///   - configuration: the session's configuration. Defaults to `.default`.
    ///   - maximumResponseSize: the largest body accepted, in bytes; `nil` for no limit.
    public init(configuration: URLSessionConfiguration = .default, maximumResponseSize: Int? = nil) {
        let delegate = SessionDelegate()
        self.delegate = delegate
        self.maximumResponseSize = maximumResponseSize
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.name = "ResourceLoader.DataLoader"
        self.session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends `request`, collecting the body up to ``maximumResponseSize``.
    ///
    /// - Throws: ``ResourceError/responseTooLarge(limit:url:)`` once the body passes the limit; the session's
    ///   `URLError` for transport failures; `URLError(.cancelled)` when the calling task is cancelled (the service
    ///   reports that as ``ResourceError/cancelled``).
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.register(task, limit: maximumResponseSize, continuation: continuation)
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }
}

/// The session delegate: one state per running task, keyed by task identifier.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct TaskState {
        var continuation: CheckedContinuation<(Data, URLResponse), any Error>
        var limit: Int?
        var data = Data()
        var failure: (any Error)?
    }

    private let tasks = Locked<[Int: TaskState]>([:])

    func register(
        _ task: URLSessionTask,
        limit: Int?,
        continuation: CheckedContinuation<(Data, URLResponse), any Error>
    ) {
        tasks.withLock { $0[task.taskIdentifier] = TaskState(continuation: continuation, limit: limit) }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // The response is read here, on the first chunk, rather than in `didReceive response:`: implementing that
        // method makes the session wait for its completion handler before streaming the body.
        let expectedLength = dataTask.response?.expectedContentLength ?? -1
        let tooLarge = tasks.withLock { states -> Bool in
            guard var state = states[dataTask.taskIdentifier], state.failure == nil else { return false }
            if state.data.isEmpty, expectedLength > 0 {
                if let limit = state.limit, expectedLength > Int64(limit) {
                    state.failure = ResourceError.responseTooLarge(limit: limit, url: dataTask.response?.url)
                    states[dataTask.taskIdentifier] = state
                    return true
                }
                state.data.reserveCapacity(Int(expectedLength))
            }
            if let limit = state.limit, state.data.count + data.count > limit {
                state.failure = ResourceError.responseTooLarge(limit: limit, url: dataTask.originalRequest?.url)
                state.data = Data()
            } else {
                state.data.append(data)
            }
            states[dataTask.taskIdentifier] = state
            return state.failure != nil
        }
        if tooLarge { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(RedirectPolicy.request(request, redirectedFrom: task.originalRequest))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let state = tasks.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let failure = state.failure {
            state.continuation.resume(throwing: failure)
        } else if let error {
            state.continuation.resume(throwing: error)
        } else if let response = task.response {
            state.continuation.resume(returning: (state.data, response))
        } else {
            state.continuation.resume(throwing: URLError(.badServerResponse))
        }
    }
}

import Foundation
import ResourceLoader
import ResourceSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A fake ``DataLoading`` for unit tests: answers each request with a handler, records every request, and can
/// wait until a given number of requests has arrived (so tests synchronise on events, never on sleeps).
public final class ScriptedDataLoader: DataLoading {
    /// Produces the answer to one request.
    public typealias Handler = @Sendable (URLRequest) async throws -> (Data, URLResponse)

    private let handler: Handler
    private let log = Locked(Log())

    private struct Log {
        var requests: [URLRequest] = []
        var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    /// Creates a loader that answers with `handler`.
    public init(handler: @escaping Handler) {
        self.handler = handler
    }

    /// Creates a loader that always answers with the same status, body and headers.
    public convenience init(status: Int = 200, body: String, headers: [String: String] = [:]) {
        self.init { request in
            ScriptedDataLoader.response(to: request, status: status, body: Data(body.utf8), headers: headers)
        }
    }

    /// Every request received so far, in order.
    public var requests: [URLRequest] { log.withLock { $0.requests } }

    /// How many requests were received.
    public var callCount: Int { log.withLock { $0.requests.count } }

    /// Records the request and answers it with the handler.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let ready = log.withLock { log -> [CheckedContinuation<Void, Never>] in
            log.requests.append(request)
            let count = log.requests.count
            let ready = log.waiters.filter { $0.count <= count }.map(\.continuation)
            log.waiters.removeAll { $0.count <= count }
            return ready
        }
        for continuation in ready { continuation.resume() }
        return try await handler(request)
    }

    /// Returns once at least `count` requests have been received.
    public func waitForRequests(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let satisfied = log.withLock { log -> Bool in
                if log.requests.count >= count { return true }
                log.waiters.append((count, continuation))
                return false
            }
            if satisfied { continuation.resume() }
        }
    }

    /// Builds an HTTP response for `request`.
    public static func response(
        to request: URLRequest,
        status: Int = 200,
        body: Data,
        headers: [String: String] = ["Content-Type": "application/json"]
    ) -> (Data, URLResponse) {
        let url = request.url ?? URL(string: "http://invalid.test")!
        let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
        return (body, response)
    }
}

/// A one-shot latch: tasks wait until someone opens it.
public final class AsyncGate: Sendable {
    private let state = Locked<(open: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    /// Creates a closed gate.
    public init() {}

    /// Waits until the gate opens (returns at once if it is open).
    public func wait() async {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state -> Bool in
                if state.open { return true }
                state.waiters.append(continuation)
                return false
            }
            if isOpen { continuation.resume() }
        }
    }

    /// Opens the gate and releases every waiter.
    public func open() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.open = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}

/// A clock for retry tests: records each requested wait and returns at once.
public final class RecordingSleeper: Sleeping {
    private let recorded = Locked<[Double]>([])

    /// Creates a clock with no waits recorded.
    public init() {}

    /// The waits requested so far, in seconds.
    public var delays: [Double] { recorded.value }

    /// Records the wait and returns immediately (throwing if the task is cancelled).
    public func sleep(seconds: Double) async throws {
        recorded.withLock { $0.append(seconds) }
        try Task.checkCancellation()
    }
}

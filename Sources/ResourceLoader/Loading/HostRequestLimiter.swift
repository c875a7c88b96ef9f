import Dispatch
import Foundation
import ResourceSupport

/// Shares the network fairly between a service's requests, per host: at most ``maximumPerHost`` in flight at once,
/// the others waiting in priority order (``RequestPriority``; in the order they came within one priority), and,
/// with a ``RateLimit``, no more requests than its token bucket allows. A waiting request that is cancelled leaves
/// the queue at once; one whose load is raised (a caller asking at a higher priority joined it, see
/// ``SharedPriority``) moves up the queue at once.
final class HostRequestLimiter: Sendable {
    /// One request waiting for a slot.
    private struct Waiter {
        let id: Int
        var priority: RequestPriority
        let continuation: CheckedContinuation<Void, any Error>
    }

    /// The limiter's state, per host.
    private struct State {
        var running: [String: Int] = [:]
        var waiting: [String: [Waiter]] = [:]
        /// Tokens per host (negative: reserved by requests sleeping until theirs comes), and when last refilled.
        var buckets: [String: (tokens: Double, refilled: Double)] = [:]
        /// Waiters cancelled before they were queued.
        var cancelledEarly: Set<Int> = []
        var nextID = 0
    }

    let maximumPerHost: Int?
    let rateLimit: RateLimit?
    private let sleeper: any Sleeping
    private let now: @Sendable () -> Double
    private let state = Locked(State())

    /// A limiter of `maximumPerHost` requests in flight per host (none when `nil`) and `rateLimit` (none when `nil`);
    /// the rate limit waits on `sleeper` and reads the time, in seconds, from `now`.
    init(
        maximumPerHost: Int?, rateLimit: RateLimit?, sleeper: any Sleeping,
        now: @escaping @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
    ) {
        self.maximumPerHost = maximumPerHost.map { max(1, $0) }
        self.rateLimit = rateLimit
        self.sleeper = sleeper
        self.now = now
    }

    /// Runs `body` once the request to `host` may go, at the current task's priority: its ``SharedPriority``'s
    /// (which may rise while it waits), else its ``RequestPriority``. A request raised while it waited is sent at the
    /// raised priority.
    ///
    /// - Throws: `CancellationError` when the task is cancelled while waiting; what `body` throws.
    func run<T: Sendable>(host: String?, _ body: () async throws -> T) async throws -> T {
        let host = host?.lowercased() ?? ""
        try await takeToken(host)
        let priority = SharedPriority.current ?? SharedPriority(RequestPriority.current ?? .default)
        try await acquire(host, priority: priority)
        defer { release(host) }
        let raised = priority.value
        guard raised > RequestPriority.current ?? .default else { return try await body() }
        return try await RequestPriority.$current.withValue(raised) { try await body() }
    }

    /// How many requests to `host` are in flight and waiting; for tests.
    func load(of host: String) -> (running: Int, waiting: Int) {
        state.withLock { ($0.running[host.lowercased()] ?? 0, $0.waiting[host.lowercased()]?.count ?? 0) }
    }

    // MARK: - Requests in flight

    private func acquire(_ host: String, priority: SharedPriority) async throws {
        guard let maximumPerHost else { return }
        let id: Int? = state.withLock { state in
            if state.running[host, default: 0] < maximumPerHost {
                state.running[host, default: 0] += 1
                return nil
            }
            state.nextID += 1
            return state.nextID
        }
        guard let id else { return }
        // A rise while it waits moves it up the queue.
        let observer = priority.observe { [weak self] raised in self?.raise(id, of: host, to: raised) }
        defer { priority.stopObserving(observer) }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let cancelled = state.withLock { state -> Bool in
                    if state.cancelledEarly.remove(id) != nil { return true }
                    var queue = state.waiting[host, default: []]
                    let waiter = Waiter(id: id, priority: priority.value, continuation: continuation)
                    queue.insert(waiter, at: Self.place(of: waiter, in: queue))
                    state.waiting[host] = queue
                    return false
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                if let index = state.waiting[host]?.firstIndex(where: { $0.id == id }) {
                    return state.waiting[host]?.remove(at: index)
                }
                state.cancelledEarly.insert(id)
                return nil
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Where `waiter` goes in `queue`: after every waiter more urgent, and after those as urgent that came before it.
    private static func place(of waiter: Waiter, in queue: [Waiter]) -> Int {
        queue.firstIndex { $0.priority < waiter.priority || ($0.priority == waiter.priority && $0.id > waiter.id) }
            ?? queue.count
    }

    /// The waiter `id` for `host` was raised to `priority`: it moves up the queue (nothing when it left it, or when
    /// it is as urgent already).
    private func raise(_ id: Int, of host: String, to priority: RequestPriority) {
        state.withLock { state in
            guard var queue = state.waiting[host], let index = queue.firstIndex(where: { $0.id == id }),
                queue[index].priority < priority
            else { return }
            var waiter = queue.remove(at: index)
            waiter.priority = priority
            queue.insert(waiter, at: Self.place(of: waiter, in: queue))
            state.waiting[host] = queue
        }
    }

    /// A request to `host` ended: its slot goes to the first waiter, if any.
    private func release(_ host: String) {
        guard maximumPerHost != nil else { return }
        let next = state.withLock { state -> Waiter? in
            if var queue = state.waiting[host], !queue.isEmpty {
                let first = queue.removeFirst()
                state.waiting[host] = queue.isEmpty ? nil : queue
                return first  // the slot passes on: `running` stays
            }
            state.running[host, default: 1] -= 1
            if state.running[host] == 0 { state.running[host] = nil }
            return nil
        }
        next?.continuation.resume()
    }

    // MARK: - Rate

    /// Takes a token of `host`'s bucket, sleeping until one comes when none is left. A request cancelled while it
    /// sleeps gives its token back.
    private func takeToken(_ host: String) async throws {
        guard let rateLimit else { return }
        let time = now()
        let wait = state.withLock { state -> Double in
            var bucket = state.buckets[host] ?? (Double(rateLimit.burst), time)
            bucket.tokens = min(Double(rateLimit.burst), bucket.tokens + (time - bucket.refilled) * rateLimit.rate)
            bucket.refilled = time
            bucket.tokens -= 1
            state.buckets[host] = bucket
            return bucket.tokens >= 0 ? 0 : -bucket.tokens / rateLimit.rate
        }
        guard wait > 0 else { return }
        do {
            try await sleeper.sleep(seconds: wait)
        } catch {
            state.withLock { $0.buckets[host]?.tokens += 1 }
            throw error
        }
    }
}

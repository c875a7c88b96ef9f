import Foundation
import ResourceSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Lets concurrent loads of the same request share one trip to the network.
///
/// The first caller starts the load in a task of its own; callers that arrive while it runs wait for the same
/// result. A caller that is cancelled stops waiting at once without disturbing the others; the shared load is
/// cancelled only when every caller has gone. The shared load runs at the highest priority any of its callers asks
/// for (``SharedPriority``): a caller that joins at a higher one raises it while it waits for a slot.
final class RequestCoalescer: Sendable {
    /// What makes two requests the same: method, URL, headers and body.
    struct Key: Hashable, Sendable {
        let method: String
        let url: URL
        let headers: [String: String]
        let body: Data?

        init?(_ request: URLRequest) {
            guard let url = request.url else { return nil }
            self.method = request.httpMethod ?? "GET"
            self.url = url
            self.headers = request.allHTTPHeaderFields ?? [:]
            self.body = request.httpBody
        }
    }

    typealias Output = (Data, URLResponse)
    /// What every caller of one load receives: the response, and the outcomes its callers share.
    typealias Shared = (data: Data, response: URLResponse, outcomes: SharedOutcomes)
    typealias Waiter = CheckedContinuation<Shared, any Error>

    /// One shared load and its waiters; only touched under `entries`' lock.
    private final class Entry: @unchecked Sendable {
        // Safe to be `@unchecked Sendable`: every read and write of `waiters`, `nextWaiter` and `task` happens
        // inside `RequestCoalescer.entries.withLock`, so no two threads touch them at once.
        var waiters: [Int: Waiter] = [:]
        var nextWaiter = 0
        var task: Task<Void, Never>?
        /// What the callers of this load compute from its response, shared where their resources decode alike.
        let outcomes = SharedOutcomes()
        /// The highest priority its callers ask for.
        let priority = SharedPriority(SharedPriority.ofCurrentTask)
    }

    private let entries = Locked<[Key: Entry]>([:])

    /// How many shared loads are running (for tests: none once every caller has gone).
    var loadCount: Int { entries.withLock { $0.count } }

    /// Loads `request` with `load`, sharing a load already running for the same key.
    func data(
        for request: URLRequest,
        key: Key,
        load: @escaping @Sendable (URLRequest) async throws -> Output
    ) async throws -> Shared {
        let ticket = Locked<(entry: Entry, waiter: Int)?>(nil)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: Waiter) in
                let cancelled = entries.withLock { entries -> Bool in
                    if Task.isCancelled { return true }
                    let entry: Entry
                    if let running = entries[key] {
                        entry = running
                    } else {
                        entry = Entry()
                        entries[key] = entry
                        let priority = entry.priority
                        entry.task = Task { [weak self] in
                            let result: Result<Output, any Error>
                            do {
                                result = .success(try await priority.run { try await load(request) })
                            } catch {
                                result = .failure(error)
                            }
                            self?.finish(entry, key: key, with: result)
                        }
                    }
                    let waiter = entry.nextWaiter
                    entry.nextWaiter += 1
                    entry.waiters[waiter] = continuation
                    ticket.withLock { $0 = (entry, waiter) }
                    return false
                }
                if cancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    // Outside the lock: a rise tells the limiter, which takes its own.
                    ticket.value?.entry.priority.joinCurrentTask()
                }
            }
        } onCancel: {
            // Under `entries`' lock: either registration already happened (the ticket is set) or it has not
            // started, and then it will see `Task.isCancelled` and resume at once.
            let continuation = entries.withLock { entries -> Waiter? in
                guard let (entry, waiter) = ticket.value,
                    let continuation = entry.waiters.removeValue(forKey: waiter)
                else { return nil }
                if entry.waiters.isEmpty {
                    entry.task?.cancel()
                    if entries[key] === entry { entries[key] = nil }
                }
                return continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// How many callers wait on the load for `key`; lets tests wait until every caller has joined.
    func waiterCount(for key: Key) -> Int {
        entries.withLock { $0[key]?.waiters.count ?? 0 }
    }

    private func finish(_ entry: Entry, key: Key, with result: Result<Output, any Error>) {
        let waiters = entries.withLock { entries -> [Waiter] in
            if entries[key] === entry { entries[key] = nil }
            let waiters = Array(entry.waiters.values)
            entry.waiters.removeAll()
            return waiters
        }
        let shared = result.map { (data: $0.0, response: $0.1, outcomes: entry.outcomes) }
        for waiter in waiters { waiter.resume(with: shared) }
    }
}

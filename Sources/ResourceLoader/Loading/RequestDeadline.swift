import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A limit on how long a whole request may take, from sending it to the last byte of its body, kept by the
/// library itself on every platform.
///
/// `URLRequest.timeoutInterval` is only an idle timeout: a server that sends a byte every few seconds never trips
/// it. The deadline races the load against a timer and cancels the load when the timer wins.
enum RequestDeadline {
    /// Runs `load`, cancelling it and throwing a `URLError(.timedOut)` if it has not finished after `seconds`.
    /// An infinite `seconds` runs `load` with no limit.
    static func run<Output: Sendable>(
        seconds: TimeInterval,
        url: URL?,
        _ load: @escaping @Sendable () async throws -> Output
    ) async throws -> Output {
        guard seconds.isFinite else { return try await load() }
        return try await withThrowingTaskGroup(of: Output?.self) { group in
            group.addTask { try await load() }
            group.addTask {
                try await TaskSleeper().sleep(seconds: seconds)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let output = first else {
                throw expired(after: seconds, url: url)
            }
            return output
        }
    }

    /// The error of a request that passed its deadline: a timeout, as the platform reports its own.
    static func expired(after seconds: TimeInterval, url: URL?) -> URLError {
        var userInfo: [String: Any] = [
            NSLocalizedDescriptionKey: "the request did not finish within its deadline of \(seconds) s"
        ]
        if let url { userInfo[NSURLErrorFailingURLErrorKey] = url }
        return URLError(.timedOut, userInfo: userInfo)
    }
}

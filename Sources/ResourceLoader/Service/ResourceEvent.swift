import Foundation

/// Something that happened while loading, for an app's own logging or metrics.
///
/// Events name the method and URL, never header values or bodies, so credentials do not end up in logs.
///
/// ```swift
/// let service = NetworkResourceService {
///     $0.onEvent = { event in print(event) }
/// }
/// ```
public enum ResourceEvent: Sendable, CustomStringConvertible {
    /// A request is about to be sent (`attempt` starts at 1).
    case started(method: HTTPMethod, url: URL?, attempt: Int)
    /// A response arrived: its status and how long the attempt took, in seconds.
    case finished(method: HTTPMethod, url: URL?, statusCode: Int, duration: Double)
    /// The attempt failed; `willRetryAfter` is the wait before the next attempt, or `nil` when giving up.
    case failed(method: HTTPMethod, url: URL?, error: ResourceError, duration: Double, willRetryAfter: Double?)

    /// One line describing the event.
    public var description: String {
        switch self {
        case .started(let method, let url, let attempt):
            return "→ \(method) \(url?.absoluteString ?? "?")" + (attempt > 1 ? " (attempt \(attempt))" : "")
        case .finished(let method, let url, let statusCode, let duration):
            return "← \(statusCode) \(method) \(url?.absoluteString ?? "?") in \(Self.milliseconds(duration))"
        case .failed(let method, let url, let error, let duration, let retryAfter):
            let retry = retryAfter.map { ", retrying in \(String(format: "%.2f", $0)) s" } ?? ""
            return "✕ \(method) \(url?.absoluteString ?? "?") after \(Self.milliseconds(duration)): \(error)\(retry)"
        }
    }

    private static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.1f ms", seconds * 1000)
    }
}

import Foundation

/// Something that happened while loading, for an app's own logging or metrics.
///
/// An event's ``description`` names the method and URL, never a header value or any part of a body, so
/// credentials and personal data do not end up in logs: a failure is described by ``ResourceError/summary``.
/// The URLs an event carries (its own and its error's) are redacted by the service's
/// ``NetworkResourceService/Configuration/urlRedaction``: user info and the values of sensitive query items read
/// `REDACTED`.
/// The ``failed(method:url:error:duration:willRetryAfter:)`` case still carries the whole ``ResourceError``, whose
/// own `description` includes the start of an error body; log `error.summary` when you take the error out.
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

    /// One line describing the event, with no header value and no part of a body.
    public var description: String {
        switch self {
        case .started(let method, let url, let attempt):
            return "→ \(method) \(url?.absoluteString ?? "?")" + (attempt > 1 ? " (attempt \(attempt))" : "")
        case .finished(let method, let url, let statusCode, let duration):
            return "← \(statusCode) \(method) \(url?.absoluteString ?? "?") in \(Self.milliseconds(duration))"
        case .failed(let method, let url, let error, let duration, let retryAfter):
            let retry = retryAfter.map { ", retrying in \(String(format: "%.2f", $0)) s" } ?? ""
            let elapsed = Self.milliseconds(duration)
            return "✕ \(method) \(url?.absoluteString ?? "?") after \(elapsed): \(error.summary)\(retry)"
        }
    }

    private static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.1f ms", seconds * 1000)
    }
}

import Foundation
import ResourceSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default ``DataLoading``: a `URLSession` driven through its delegate, which lets it
///
/// - collect a body in time proportional to its size, never holding more of it than ``maximumResponseSize``:
///   a declared length over the limit is refused as soon as the response arrives, the task is cancelled at the
///   first chunk past the limit, and chunks that still arrive after that are dropped;
/// - answer every authentication challenge (other than a server's TLS certificate) by rejecting it, so a `401`
///   that asks for credentials comes back at once as that `401` instead of waiting for credentials nobody
///   supplies (send credentials in an `Authorization` header instead); and
/// - drop `Authorization` (and `Cookie`/`Proxy-Authorization`) when a redirect leads to another origin
///   (scheme, host or port), so credentials never leak to a host they were not meant for.
///
/// How much of an oversized body the *platform* downloads and buffers before the cancel lands is up to it: on
/// Linux, FoundationNetworking queues every chunk to the delegate with no back-pressure and always inflates a
/// compressed body, so it can still read and buffer far more than the limit (see the README's "Limits").
public final class DataLoader: DataLoading {
    /// The session requests go through.
    public let session: URLSession
    /// The largest body accepted, in bytes; `nil` for no limit.
    public let maximumResponseSize: Int?
    /// The session's delegate, which holds each transfer until it completes.
    let delegate: SessionDelegate

    /// Creates a loader with its own session.
    ///
    /// - Parameters:
    ///   - configuration: the session's configuration. Defaults to `.default`.
    ///   - maximumResponseSize: the largest body accepted, in bytes; `nil` for no limit.
    public convenience init(configuration: URLSessionConfiguration = .default, maximumResponseSize: Int? = nil) {
        self.init(configuration: configuration, maximumResponseSize: maximumResponseSize, onTransfer: nil)
    }

    /// Creates a loader that reports how each transfer went to `onTransfer`, for the limits suite and tests.
    package init(
        configuration: URLSessionConfiguration,
        maximumResponseSize: Int?,
        onTransfer: (@Sendable (TransferReport) -> Void)?
    ) {
        let delegate = SessionDelegate(onTransfer: onTransfer)
        self.delegate = delegate
        self.maximumResponseSize = maximumResponseSize
        self.session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: delegate.queue)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends `request`, collecting the body up to ``maximumResponseSize``.
    ///
    /// - Throws: ``ResourceError/responseTooLarge(limit:url:)`` once the body (or its declared length) passes the
    ///   limit; the session's `URLError` for transport failures; `URLError(.cancelled)` when the calling task is
    ///   cancelled (the service reports that as ``ResourceError/cancelled``).
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, within: .infinity)
    }

    /// Sends `request` as ``data(for:)`` does, and fails it with `URLError(.timedOut)` if it has not finished
    /// within `seconds` (no limit when infinite): the service's deadline, kept by a timer rather than a task.
    ///
    /// Within a ``TransferObservation`` it reports progress, writes the body to its file instead of memory (the
    /// body it returns is then empty), and sends a file body with `uploadTask(with:fromFile:)`.
    func data(for request: URLRequest, within seconds: TimeInterval) async throws -> (Data, URLResponse) {
        let observation = TransferObservation.current
        let task = Self.task(for: request, uploading: observation?.uploadFile, in: session)
        if let priority = RequestPriority.current { task.priority = priority.value }
        let delegate = self.delegate
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.register(
                    task, limit: maximumResponseSize, observation: observation, continuation: continuation)
                if seconds.isFinite { delegate.expire(task, after: seconds) }
                task.resume()
                // A cancellation that came before the transfer was registered found nothing to cancel (the handler
                // runs at once for a task already cancelled): cancel again now that it is.
                if Task.isCancelled { delegate.cancel(task) }
            }
        } onCancel: {
            delegate.cancel(task)
        }
    }

    /// A data task for `request`, or, for a body read from `file`, an upload task that reads the file as it sends
    /// it (the request's `httpBodyStream` over the same file is dropped: a stream can be read only once).
    private static func task(for request: URLRequest, uploading file: URL?, in session: URLSession) -> URLSessionTask {
        guard let file, request.httpBody == nil else { return session.dataTask(with: request) }
        var request = request
        request.httpBodyStream = nil
        return session.uploadTask(with: request, fromFile: file)
    }
}

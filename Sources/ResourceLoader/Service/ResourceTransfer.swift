import Foundation

/// A fetch (or a download) in flight whose bytes can be watched as they move.
///
/// ```swift
/// let transfer = service.transfer(Video(id: 7), downloadingTo: destination)
/// for await progress in transfer.progress {
///     print(progress.bytesSoFar, progress.expectedBytes ?? -1)
/// }
/// let file = try await transfer.value
/// ```
///
/// The transfer starts when it is made and runs whether or not anyone watches. Releasing the transfer cancels it,
/// so keep it while it matters; ``cancel()`` does so at once.
public final class ResourceTransfer<Value: Sendable>: Sendable {
    /// The bytes of the response body received so far, after each chunk; the newest only, when the reader is
    /// slower than the network. Finishes when the transfer ends, whatever its outcome; an answer from the cache
    /// reports nothing. A retry starts again from zero (turn retries off for a progress that never goes back).
    public let progress: AsyncStream<TransferProgress>
    /// The bytes of the request body sent so far (for a ``RequestBody/file(_:contentType:)`` or any other body),
    /// as the platform reports them; finishes when the transfer ends. See the README's "Limits" for Linux.
    public let uploadProgress: AsyncStream<TransferProgress>
    private let task: Task<Result<Value, ResourceError>, Never>

    /// Starts `operation` with a ``TransferObservation`` that feeds the two streams and, with `bodyFile`, sends
    /// the body there.
    init(bodyFile: URL? = nil, operation: @escaping @Sendable () async -> Result<Value, ResourceError>) {
        let (progress, received) = AsyncStream.makeStream(
            of: TransferProgress.self, bufferingPolicy: .bufferingNewest(1))
        let (uploadProgress, sent) = AsyncStream.makeStream(
            of: TransferProgress.self, bufferingPolicy: .bufferingNewest(1))
        self.progress = progress
        self.uploadProgress = uploadProgress
        let observation = TransferObservation(
            received: { received.yield($0) }, sent: { sent.yield($0) }, bodyFile: bodyFile)
        task = Task {
            let result = await TransferObservation.$current.withValue(observation) { await operation() }
            received.finish()
            sent.finish()
            return result
        }
    }

    deinit {
        task.cancel()
    }

    /// The fetched value (for a download, the file's URL), once the transfer has ended.
    ///
    /// Cancelling the task that waits cancels the transfer.
    ///
    /// - Throws: the ``ResourceError`` the fetch failed with; ``ResourceError/cancelled`` after ``cancel()``.
    public var value: Value {
        get async throws(ResourceError) {
            let task = self.task
            return try await withTaskCancellationHandler {
                await task.value
            } onCancel: {
                task.cancel()
            }.get()
        }
    }

    /// Stops the transfer: the request is cancelled, a download's temporary file deleted, ``value`` throws
    /// ``ResourceError/cancelled`` and the streams finish.
    public func cancel() {
        task.cancel()
    }
}

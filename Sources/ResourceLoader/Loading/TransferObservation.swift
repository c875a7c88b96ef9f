import Foundation

/// What the requests started in the current task do beyond collecting a body in memory: report their progress,
/// stream their body to a file, send a file.
///
/// A `@TaskLocal`, like ``RequestPriority``, so that it reaches ``DataLoader`` through the service without changing
/// ``DataLoading``: `DataLoader` reads it when it creates each task. Loaders of other kinds ignore it (the service
/// writes their body to the file itself).
struct TransferObservation: Sendable {
    /// Called with the bytes of the response body received so far, after each chunk.
    var received: (@Sendable (TransferProgress) -> Void)?
    /// Called with the bytes of the request body sent so far, after each chunk the platform sends.
    var sent: (@Sendable (TransferProgress) -> Void)?
    /// Where the body goes instead of memory: a file that does not exist yet, created when the response arrives,
    /// and deleted by the loader when the transfer fails or is cancelled.
    var bodyFile: URL?
    /// The local file the request's body is read from (a ``RequestBody/file(_:contentType:)`` body).
    var uploadFile: URL?

    /// The observation of the requests started in the current task; `nil` for plain loads.
    @TaskLocal static var current: TransferObservation?
}

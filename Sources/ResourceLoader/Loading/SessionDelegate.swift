import Foundation
import ResourceSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ``DataLoader``'s session delegate: one ``Transfer`` per running task, keyed by task identifier.
///
/// Every method that the loader relies on is declared here, on the class that declares the delegate conformance:
/// an optional delegate method added only in a subclass or an extension elsewhere is never called on Linux.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    /// One task's body and outcome. Always mutated in place inside the dictionary (`transfers[id]?.…`), so
    /// appending a chunk never copies the body collected so far.
    ///
    /// `@unchecked Sendable` because three of its fields are not declared `Sendable` (the platform's error, its
    /// `DispatchSourceTimer` and the body file's `FileHandle`), though a transfer never crosses threads unguarded:
    /// it is created, read and changed only inside `transfers.withLock`, and what leaves the lock is the `Sendable`
    /// continuation, resumed once, with the body or the error, the timer, only to be cancelled (which
    /// `DispatchSource` allows from any thread), and the file handle, only to be closed once the task completed.
    private struct Transfer: @unchecked Sendable {
        var continuation: CheckedContinuation<(Data, URLResponse), any Error>
        var limit: Int?
        var body = Data()
        var failure: (any Error)?
        var report: TransferReport
        /// The timer of the request's deadline, cancelled when the task completes.
        var deadline: (any DispatchSourceTimer)?
        /// Who hears of the progress, and the file the body goes to instead of ``body``, if any.
        var observation: TransferObservation?
        /// The body file, open for writing from the response on (with ``TransferObservation/bodyFile``).
        var file: FileHandle?
        /// The body bytes kept: appended to ``body`` or written to ``file``.
        var kept = 0
        /// The response's declared length of the body as handed over, for progress; `nil` when unknown.
        var expectedBytes: Int64?

        /// Refuses a response whose declared length passes the limit. Nothing is allocated from the header: a
        /// forged `Content-Length` of `Int64.max` is only ever compared.
        mutating func receive(_ response: URLResponse) -> Bool {
            guard failure == nil else { return false }
            let declaresLength = Self.declaresUncompressedLength(response)
            if let limit, declaresLength, response.expectedContentLength > Int64(limit) {
                failure = ResourceError.responseTooLarge(limit: limit, url: response.url)
                report.refusedByDeclaredLength = true
                return true
            }
            if declaresLength, response.expectedContentLength >= 0 { expectedBytes = response.expectedContentLength }
            if let bodyFile = observation?.bodyFile {
                do {
                    file = try Self.create(bodyFile)
                } catch {
                    failure = ResourceError.fileFailed(file: bodyFile, underlying: error)
                    return true
                }
                return false
            }
            // Room for the declared body at once, so collecting it never copies what came before; never more than
            // the limit, nor than `reservationCap` for a length nobody bounded (a forged length costs nothing more).
            if declaresLength, response.expectedContentLength > 0 {
                let cap = Int64(min(limit ?? Self.reservationCap, Self.reservationCap))
                body.reserveCapacity(Int(min(response.expectedContentLength, cap)))
            }
            return false
        }

        /// The most a declared length reserves ahead of the bytes: 16 MiB.
        static let reservationCap = 16 * 1_048_576

        /// An empty file at `url`, open for writing (it replaces the body of an earlier attempt, if one is left).
        private static func create(_ url: URL) throws -> FileHandle {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
            return try FileHandle(forWritingTo: url)
        }

        /// Appends `chunk` (to the body, or to the body file) unless the limit is passed; returns `cancel` when the
        /// task must be cancelled now (the first chunk past the limit, or a write that failed) and the progress to
        /// report, if anyone listens. Chunks after a failure are dropped.
        mutating func receive(_ chunk: Data, url: () -> URL?) -> (cancel: Bool, progress: TransferProgress?) {
            report.bytesDelivered += Int64(chunk.count)
            guard failure == nil else { return (false, nil) }
            if let limit, chunk.count > limit - kept {
                failure = ResourceError.responseTooLarge(limit: limit, url: url())
                body = Data()
                report.cancelledAfterBytes = report.bytesDelivered
                return (true, nil)
            }
            if let file {
                do {
                    try file.write(contentsOf: chunk)
                } catch {
                    failure =
                        observation?.bodyFile.map { ResourceError.fileFailed(file: $0, underlying: error) } ?? error
                    return (true, nil)
                }
                report.bytesWrittenToFile += Int64(chunk.count)
            } else {
                body.append(chunk)
                report.largestBodyHeld = max(report.largestBodyHeld, body.count)
            }
            kept += chunk.count
            guard observation?.received != nil else { return (false, nil) }
            return (false, TransferProgress(bytesSoFar: Int64(kept), expectedBytes: expectedBytes))
        }

        /// A declared length counts against the limit only when it is the body's own length: a compressed body's
        /// `Content-Length` is that of the compressed bytes, not of what the session hands over.
        private static func declaresUncompressedLength(_ response: URLResponse) -> Bool {
            guard let http = response as? HTTPURLResponse,
                let coding = http.value(forHTTPHeaderField: "Content-Encoding")
            else { return true }
            let trimmed = coding.trimmingCharacters(in: .whitespaces).lowercased()
            return trimmed.isEmpty || trimmed == "identity"
        }
    }

    private let transfers = Locked<[Int: Transfer]>([:])
    private let onTransfer: (@Sendable (TransferReport) -> Void)?
    /// The session's delegate queue (serial), where every delegate call and every cancellation runs.
    let queue: OperationQueue
    /// The dispatch queue `queue` runs its operations on. Held here because `OperationQueue.underlyingQueue` is
    /// `unowned(unsafe)` on Linux (it does not keep the dispatch queue alive).
    private let dispatchQueue: DispatchQueue

    init(onTransfer: (@Sendable (TransferReport) -> Void)?) {
        self.onTransfer = onTransfer
        // A serial dispatch queue under the operation queue: each chunk of a body is one delegate call, and an
        // operation queue of its own (without one) costs a few microseconds more per call, which made collecting
        // 8 MiB over loopback 1.3 times a bare `URLSession`'s time.
        let dispatchQueue = DispatchQueue(label: "ResourceLoader.DataLoader")
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.name = "ResourceLoader.DataLoader"
        queue.underlyingQueue = dispatchQueue
        self.dispatchQueue = dispatchQueue
        self.queue = queue
    }

    /// How many transfers are registered and not yet completed (for tests: none once every load has ended).
    var transferCount: Int { transfers.withLock { $0.count } }

    /// Cancels `task` unless its transfer has already completed.
    ///
    /// FoundationNetworking traps ("a behaviour for a task that in not in the registry") when a cancellation
    /// reaches a task that has completed and left its session's registry. The cancellation therefore runs on the
    /// delegate queue, in turn with the completion, and only for a transfer still registered: a completion
    /// delivered before it has removed the transfer, and one delivered after it (in the same serial queue) has
    /// not yet let the session forget the task. Harmless on Apple platforms.
    func cancel(_ task: URLSessionTask) {
        let id = task.taskIdentifier
        queue.addOperation { [weak self, weak task] in
            guard let self, let task, self.transfers.withLock({ $0[id] != nil }) else { return }
            task.cancel()
        }
    }

    func register(
        _ task: URLSessionTask,
        limit: Int?,
        observation: TransferObservation? = nil,
        continuation: CheckedContinuation<(Data, URLResponse), any Error>
    ) {
        let id = task.taskIdentifier
        var report = TransferReport(taskIdentifier: id)
        report.priority = task.priority
        let transfer = Transfer(continuation: continuation, limit: limit, report: report, observation: observation)
        transfers.withLock { $0[id] = transfer }
    }

    /// Fails `task` with the deadline's `URLError(.timedOut)` and cancels it if it is still running after
    /// `seconds`. The timer is cancelled when the task completes, and holds the task weakly meanwhile.
    ///
    /// The timer is made, armed and stored in one step under the lock, and only for a transfer still registered:
    /// a transfer that ended before this call (its task cancelled or completed right after `register`) gets no
    /// timer, and a timer is never released before it was activated (libdispatch traps on that).
    func expire(_ task: URLSessionTask, after seconds: TimeInterval) {
        let id = task.taskIdentifier
        let url = task.originalRequest?.url
        let deadline = DispatchTime(
            uptimeNanoseconds: DispatchTime.now().uptimeNanoseconds + TaskSleeper.nanoseconds(seconds))
        transfers.withLock { transfers in
            guard transfers[id] != nil else { return }
            let timer = DispatchSource.makeTimerSource(queue: .global())
            timer.schedule(deadline: deadline)
            timer.setEventHandler { [weak self, weak task] in
                guard let self, let task else { return }
                let expired = self.transfers.withLock { transfers -> Bool in
                    guard transfers[id] != nil, transfers[id]?.failure == nil else { return false }
                    transfers[id]?.failure = RequestDeadline.expired(after: seconds, url: url)
                    return true
                }
                if expired { self.cancel(task) }
            }
            // Activated before it is stored: the handler runs on another queue and takes the lock then.
            timer.resume()
            transfers[id]?.deadline = timer
        }
    }

    /// Whether `task`'s transfer holds a deadline timer (for tests).
    func hasDeadline(for task: URLSessionTask) -> Bool {
        transfers.withLock { $0[task.taskIdentifier]?.deadline != nil }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let refused = transfers.withLock { $0[dataTask.taskIdentifier]?.receive(response) ?? false }
        completionHandler(refused ? .cancel : .allow)
        // FoundationNetworking ignores the disposition, so cancel the task as well (a no-op on Apple platforms,
        // where `.cancel` already did).
        if refused { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // The URL is read only for the error of a body past the limit (reading it per chunk costs a lock and a copy).
        let (cancel, progress, observation) = transfers.withLock { transfers in
            guard
                let outcome = transfers[dataTask.taskIdentifier]?.receive(data, url: { dataTask.originalRequest?.url })
            else { return (false, TransferProgress?.none, TransferObservation?.none) }
            // The observation (closures to retain) is read only when there is progress to report.
            let observation = outcome.progress == nil ? nil : transfers[dataTask.taskIdentifier]?.observation
            return (outcome.cancel, outcome.progress, observation)
        }
        if cancel { dataTask.cancel() }
        if let progress { observation?.received?(progress) }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didSendBodyData bytesSent: Int64,
        totalBytesSent: Int64,
        totalBytesExpectedToSend: Int64
    ) {
        guard let sent = transfers.withLock({ $0[task.taskIdentifier]?.observation?.sent }) else { return }
        sent(TransferProgress(bytesSoFar: totalBytesSent, expectedBytes: Self.known(totalBytesExpectedToSend)))
    }

    /// `count`, unless it is negative or zero (`NSURLSessionTransferSizeUnknown`, or nothing declared).
    private static func known(_ count: Int64) -> Int64? {
        count > 0 ? count : nil
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        guard !Self.concernsConnection(challenge) else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        transfers.withLock { $0[task.taskIdentifier]?.report.rejectedChallenge = true }
        completionHandler(.rejectProtectionSpace, nil)
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
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        transfer.deadline?.cancel()
        let closed = Self.close(transfer)
        onTransfer?(transfer.report)
        if let failure = transfer.failure ?? closed {
            Self.removeBodyFile(of: transfer)
            transfer.continuation.resume(throwing: failure)
        } else if let response = task.response, error == nil || Self.endedByRejectedChallenge(transfer, error) {
            transfer.continuation.resume(returning: (transfer.body, response))
        } else {
            Self.removeBodyFile(of: transfer)
            transfer.continuation.resume(throwing: error ?? URLError(.badServerResponse))
        }
    }

    /// Closes the transfer's body file, if it has one; the error of a close that failed (the body may not all be
    /// on disk), else `nil`.
    private static func close(_ transfer: Transfer) -> (any Error)? {
        do {
            try transfer.file?.close()
            return nil
        } catch {
            return error
        }
    }

    /// Deletes the body file of a transfer that failed: what was written of it is no answer.
    private static func removeBodyFile(of transfer: Transfer) {
        guard transfer.file != nil, let url = transfer.observation?.bodyFile else { return }
        // The file was created by this transfer; if it cannot be removed there is nobody to tell but the caller,
        // whose own clean-up (the service's) tries again.
        try? FileManager.default.removeItem(at: url)
    }

    /// Whether `challenge` is about the connection (the server's TLS certificate, a client certificate) rather
    /// than HTTP credentials; those keep the system's handling. FoundationNetworking raises only HTTP challenges.
    private static func concernsConnection(_ challenge: URLAuthenticationChallenge) -> Bool {
        #if canImport(FoundationNetworking)
            return false
        #else
            let method = challenge.protectionSpace.authenticationMethod
            return method == NSURLAuthenticationMethodServerTrust
                || method == NSURLAuthenticationMethodClientCertificate
        #endif
    }

    /// FoundationNetworking answers a rejected challenge by cancelling the task, with the `401` and its body
    /// already received: that is the response, not a cancellation.
    private static func endedByRejectedChallenge(_ transfer: Transfer, _ error: (any Error)?) -> Bool {
        transfer.report.rejectedChallenge && (error as? URLError)?.code == .cancelled
    }
}

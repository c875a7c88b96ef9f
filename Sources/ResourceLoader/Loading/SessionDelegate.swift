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
    /// `@unchecked Sendable` because two of its fields are not declared `Sendable` (the platform's error and its
    /// `DispatchSourceTimer`), though a transfer never crosses threads unguarded: it is created, read and changed
    /// only inside `transfers.withLock`, and what leaves the lock is the `Sendable` continuation, resumed once, with
    /// the body or the error, and the timer, only to be cancelled (which `DispatchSource` allows from any thread).
    private struct Transfer: @unchecked Sendable {
        var continuation: CheckedContinuation<(Data, URLResponse), any Error>
        var limit: Int?
        var body = Data()
        var failure: (any Error)?
        var report: TransferReport
        /// The timer of the request's deadline, cancelled when the task completes.
        var deadline: (any DispatchSourceTimer)?

        /// Refuses a response whose declared length passes the limit. Nothing is allocated from the header: a
        /// forged `Content-Length` of `Int64.max` is only ever compared.
        mutating func receive(_ response: URLResponse) -> Bool {
            guard failure == nil, let limit, Self.declaresUncompressedLength(response),
                response.expectedContentLength > Int64(limit)
            else { return false }
            failure = ResourceError.responseTooLarge(limit: limit, url: response.url)
            report.refusedByDeclaredLength = true
            return true
        }

        /// Appends `chunk` unless the limit is passed; returns `true` when the task must be cancelled now (the
        /// first chunk past the limit). Chunks after a failure are dropped.
        mutating func receive(_ chunk: Data, url: URL?) -> Bool {
            report.bytesDelivered += Int64(chunk.count)
            guard failure == nil else { return false }
            if let limit, chunk.count > limit - body.count {
                failure = ResourceError.responseTooLarge(limit: limit, url: url)
                body = Data()
                report.cancelledAfterBytes = report.bytesDelivered
                return true
            }
            body.append(chunk)
            report.largestBodyHeld = max(report.largestBodyHeld, body.count)
            return false
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

    init(onTransfer: (@Sendable (TransferReport) -> Void)?) {
        self.onTransfer = onTransfer
    }

    func register(
        _ task: URLSessionTask,
        limit: Int?,
        continuation: CheckedContinuation<(Data, URLResponse), any Error>
    ) {
        let id = task.taskIdentifier
        transfers.withLock {
            $0[id] = Transfer(continuation: continuation, limit: limit, report: TransferReport(taskIdentifier: id))
        }
    }

    /// Fails `task` with the deadline's `URLError(.timedOut)` and cancels it if it is still running after
    /// `seconds`. The timer is cancelled when the task completes, and holds the task weakly meanwhile.
    func expire(_ task: URLSessionTask, after seconds: TimeInterval) {
        let id = task.taskIdentifier
        let url = task.originalRequest?.url
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(
            deadline: DispatchTime(
                uptimeNanoseconds: DispatchTime.now().uptimeNanoseconds + TaskSleeper.nanoseconds(seconds)))
        timer.setEventHandler { [weak self, weak task] in
            guard let self, let task else { return }
            let expired = transfers.withLock { transfers -> Bool in
                guard transfers[id] != nil, transfers[id]?.failure == nil else { return false }
                transfers[id]?.failure = RequestDeadline.expired(after: seconds, url: url)
                return true
            }
            if expired { task.cancel() }
        }
        let registered = transfers.withLock { transfers -> Bool in
            guard transfers[id] != nil else { return false }
            transfers[id]?.deadline = timer
            return true
        }
        if registered { timer.resume() }
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
        let url = dataTask.originalRequest?.url
        let cancel = transfers.withLock { $0[dataTask.taskIdentifier]?.receive(data, url: url) ?? false }
        if cancel { dataTask.cancel() }
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
        onTransfer?(transfer.report)
        if let failure = transfer.failure {
            transfer.continuation.resume(throwing: failure)
        } else if let response = task.response, error == nil || Self.endedByRejectedChallenge(transfer, error) {
            transfer.continuation.resume(returning: (transfer.body, response))
        } else {
            transfer.continuation.resume(throwing: error ?? URLError(.badServerResponse))
        }
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
